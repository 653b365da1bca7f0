// CPython 3.11's builtin_len, min_max, builtin_sum_impl, builtin_any/all, builtin_sorted,
// reversed_new_impl, list/tuple/dict/set constructors, range_new, enumerate, zip (with
// strict=), map, filter, iter and next, with their exact TypeErrors.
#include "SequenceBuiltins.h"
#include "core/VersionProfile.h"

#include "FloatSums.h"
#include "ListSort.h"
#include "PyArgs.h"
#include "PyCompare.h"
#include "PyNumber.h"
#include "Utf8.h"
#include "core/Errors.h"
#include "core/PyError.h"
#include "functions/TensorMath.h"
#include "interp/Interpreter.h"
#include "interp/Operators.h"
#include "interp/PythonTypes.h"
#include "interp/objects/DictObject.h"
#include "interp/objects/IteratorObject.h"
#include "interp/objects/RangeObject.h"
#include "interp/objects/SetObject.h"

namespace tl {

namespace {

Value iterator(std::string type, IteratorObject::Next next)
{
    return Value::object(Value::Kind::Iterator, make<IteratorObject>(std::move(type), std::move(next)));
}

// min() and max(): builtin_min_max.
Value minMax(Interpreter &in, CallArgs &args, bool isMin)
{
    const std::string name = isMin ? "min" : "max";
    for (const auto &[k, v] : args.keywords)
        if (k != "key" && k != "default")
            throw Errors::invalidKeyword(k, name + "()");
    if (args.positional.empty())
        throw PyError("TypeError", name + " expected at least 1 argument, got 0");
    const bool positional = args.positional.size() > 1;
    auto key = args.keyword("key");
    if (key && key->kind == Value::Kind::None)
        key.reset();
    const auto defaultValue = args.keyword("default");
    if (positional && defaultValue)
        throw PyError("TypeError", "Cannot specify a default for " + name + "() with multiple positional arguments");
    Ref<IteratorObject> it = in.iter(positional ? Value::tuple(args.positional) : args.positional[0]);
    std::optional<Value> best, bestKey;
    Value item;
    while (it->next(item)) {
        Value k = key ? PyCompare::call1(in, *key, item) : item;
        if (!bestKey) {
            best = item;
            bestKey = k;
        } else if (PyCompare::test(in, isMin ? ast::CompareOp::Lt : ast::CompareOp::Gt, k, *bestKey)) {
            best = item;
            bestKey = k;
        }
    }
    if (!best) {
        if (defaultValue)
            return *defaultValue;
        throw PyError("ValueError", name + (Profile::isCurrent() ? "() iterable argument is empty" : "() arg is an empty sequence"));
    }
    return *best;
}

Value sequenceBuiltinsSum(Interpreter &in, CallArgs &args)
{
    for (const auto &[k, v] : args.keywords)
        if (k != "start")
            throw PyError("TypeError", "sum() got an unexpected keyword argument '" + k + "'");
    if (args.positional.empty())
        throw PyError("TypeError", "sum() takes at least 1 positional argument (0 given)");
    if (args.positional.size() > 2)
        throw PyError("TypeError", "sum() takes at most 2 arguments (" + std::to_string(args.positional.size()) + " given)");
    if (args.positional.size() == 2 && args.keyword("start"))
        throw PyError("TypeError", "argument for sum() given by name ('start') and position (2)");
    Value result = args.positional.size() == 2 ? args.positional[1] : args.keyword("start").value_or(Value::integer(0));
    if (result.kind == Value::Kind::Str)
        throw PyError("TypeError", "sum() can't sum strings [use ''.join(seq) instead]");
    Ref<IteratorObject> it = in.iter(args.positional[0]);
    Value item;
    const auto add = [&] { result = Operators::binary(in.runtime(), ast::BinaryOp::Add, result, item); };
    if (Profile::isCurrent()) {
        // CPython 3.12+: ints add up exactly (the first other item ends that), then a float
        // total is kept compensated (Neumaier) over floats and ints until any other item.
        while (result.kind == Value::Kind::Int) {
            if (!it->next(item))
                return result;
            add();
        }
        if (result.kind == Value::Kind::Float) {
            FloatSums::Compensated total(result.f);
            for (;;) {
                if (!it->next(item))
                    return Value::real(total.value());
                if (item.kind == Value::Kind::Float)
                    total.add(item.f);
                else if (item.kind == Value::Kind::Int || item.kind == Value::Kind::Bool)
                    total.add(PyNumber::toDouble(item));
                else
                    break;
            }
            result = Value::real(total.value());
            add();
        }
    }
    while (it->next(item))
        add();
    return result;
}

Value anyAll(Interpreter &in, CallArgs &args, bool all)
{
    Ref<IteratorObject> it = in.iter(PyArgs::one(args, all ? "all" : "any"));
    Value item;
    while (it->next(item))
        if (PythonTypes::truthy(item) != all)
            return Value::boolean(!all);
    return Value::boolean(all);
}

Value sorted(Interpreter &in, CallArgs &args)
{
    if (args.positional.size() != 1)
        throw PyError("TypeError", "sorted expected 1 argument, got " + std::to_string(args.positional.size()));
    for (const auto &[k, v] : args.keywords)
        if (k != "key" && k != "reverse")
            throw PyError("TypeError", "sort() got an unexpected keyword argument '" + k + "'");
    ValueList items = in.iterate(args.positional[0]);
    const auto reverse = args.keyword("reverse");
    SequenceBuiltins::sort(in, items, args.keyword("key"), reverse && PythonTypes::truthy(*reverse));
    return Value::list(std::move(items));
}

Value reversed(Interpreter &in, CallArgs &args)
{
    using K = Value::Kind;
    const Value &seq = PyArgs::one(args, "reversed");
    switch (seq.kind) {
    case K::List: {
        auto items = seq.items;
        int64_t i = static_cast<int64_t>(items->size()) - 1;
        return iterator("list_reverseiterator", [items, i](Value &out) mutable {
            if (i < 0 || i >= static_cast<int64_t>(items->size()))
                return false;
            out = (*items)[static_cast<size_t>(i--)];
            return true;
        });
    }
    case K::Range: {
        const auto &r = seq.as<RangeObject>();
        const uint64_t n = r.length();
        auto copy = make<RangeObject>(r.start(), r.stop(), r.step());
        uint64_t i = n;
        return iterator("range_iterator", [copy, i](Value &out) mutable {
            if (i == 0)
                return false;
            out = Value::integer(copy->at(--i));
            return true;
        });
    }
    case K::Tuple:
    case K::Str:
    case K::Size: {
        ValueList items = in.iterate(seq);
        size_t i = items.size();
        return iterator("reversed", [items, i](Value &out) mutable {
            if (i == 0)
                return false;
            out = items[--i];
            return true;
        });
    }
    case K::Dict: {
        ValueList keys = seq.as<DictObject>().keys();
        size_t i = keys.size();
        return iterator("dict_reversekeyiterator", [keys, i](Value &out) mutable {
            if (i == 0)
                return false;
            out = keys[--i];
            return true;
        });
    }
    case K::Tensor:
    case K::Array: throw UnsupportedError("reversed() of a " + PythonTypes::qualifiedName(seq));
    default: throw PyError("TypeError", "'" + PythonTypes::shortName(seq) + "' object is not reversible");
    }
}

Value rangeNew(Interpreter &, CallArgs &args)
{
    PyArgs::noKeywords(args, "range");
    const size_t n = args.positional.size();
    if (n == 0)
        throw PyError("TypeError", "range expected at least 1 argument, got 0");
    if (n > 3)
        throw PyError("TypeError", "range expected at most 3 arguments, got " + std::to_string(n));
    int64_t start = 0, stop, step = 1;
    if (n == 1) {
        stop = PyNumber::index(args.positional[0]);
    } else {
        start = PyNumber::index(args.positional[0]);
        stop = PyNumber::index(args.positional[1]);
        if (n == 3)
            step = PyNumber::index(args.positional[2]);
    }
    if (step == 0)
        throw PyError("ValueError", "range() arg 3 must not be zero");
    if (step == INT64_MIN)
        throw UnsupportedError("a range step of -2**63 (Python integers beyond 64 bits)");
    return Value::object(Value::Kind::Range, make<RangeObject>(start, stop, step));
}

Value enumerate(Interpreter &in, CallArgs &args)
{
    auto b = PyArgs::bind(args, "enumerate", {{"iterable"}, {"start", false}});
    Ref<IteratorObject> it = in.iter(*b[0]);
    int64_t count = b[1] ? PyNumber::index(*b[1]) : 0;
    return iterator("enumerate", [it, count](Value &out) mutable {
        Value item;
        if (!it->next(item))
            return false;
        out = Value::tuple({Value::integer(count++), item});
        return true;
    });
}

Value zip(Interpreter &in, CallArgs &args)
{
    for (const auto &[k, v] : args.keywords)
        if (k != "strict")
            throw PyError("TypeError", "zip() got an unexpected keyword argument '" + k + "'");
    const auto strictArg = args.keyword("strict");
    const bool strict = strictArg && PythonTypes::truthy(*strictArg);
    std::vector<Ref<IteratorObject>> its;
    for (const auto &a : args.positional)
        its.push_back(in.iter(a));
    return iterator("zip", [its, strict](Value &out) mutable {
        if (its.empty())
            return false;
        ValueList row;
        for (size_t i = 0; i < its.size(); ++i) {
            Value item;
            if (its[i]->next(item)) {
                row.push_back(item);
                continue;
            }
            if (strict) {
                if (i > 0)
                    throw PyError("ValueError", "zip() argument " + std::to_string(i + 1) + " is shorter than argument" +
                                                    (i == 1 ? " 1" : "s 1-" + std::to_string(i)));
                for (size_t j = 1; j < its.size(); ++j)
                    if (its[j]->next(item))
                        throw PyError("ValueError", "zip() argument " + std::to_string(j + 1) + " is longer than argument" +
                                                        (j == 1 ? " 1" : "s 1-" + std::to_string(j)));
            }
            return false;
        }
        out = Value::tuple(std::move(row));
        return true;
    });
}

Value map(Interpreter &in, CallArgs &args)
{
    PyArgs::noKeywords(args, "map");
    if (args.positional.size() < 2)
        throw PyError("TypeError", "map() must have at least two arguments.");
    const Value f = args.positional[0];
    std::vector<Ref<IteratorObject>> its;
    for (size_t i = 1; i < args.positional.size(); ++i)
        its.push_back(in.iter(args.positional[i]));
    Interpreter *interp = &in;
    return iterator("map", [interp, f, its](Value &out) mutable {
        CallArgs call;
        for (auto &it : its) {
            Value item;
            if (!it->next(item))
                return false;
            call.positional.push_back(item);
        }
        out = interp->call(f, call);
        return true;
    });
}

Value filter(Interpreter &in, CallArgs &args)
{
    PyArgs::noKeywords(args, "filter");
    PyArgs::positional(args, "filter", 2, 2);
    const Value f = args.positional[0];
    Ref<IteratorObject> it = in.iter(args.positional[1]);
    Interpreter *interp = &in;
    return iterator("filter", [interp, f, it](Value &out) mutable {
        Value item;
        while (it->next(item)) {
            const bool keep = f.kind == Value::Kind::None ? PythonTypes::truthy(item)
                                                          : PythonTypes::truthy(PyCompare::call1(*interp, f, item));
            if (keep) {
                out = item;
                return true;
            }
        }
        return false;
    });
}

Value next(Interpreter &, CallArgs &args)
{
    PyArgs::positional(args, "next", 1, 2);
    const Value &it = args.positional[0];
    if (it.kind != Value::Kind::Iterator)
        throw PyError("TypeError", "'" + PythonTypes::shortName(it) + "' object is not an iterator");
    Value out;
    if (it.as<IteratorObject>().next(out))
        return out;
    if (args.positional.size() == 2)
        return args.positional[1];
    throw PyError("StopIteration", "");
}

Value dictNew(Interpreter &in, CallArgs &args)
{
    if (args.positional.size() > 1)
        throw PyError("TypeError", "dict expected at most 1 argument, got " + std::to_string(args.positional.size()));
    auto d = make<DictObject>();
    if (!args.positional.empty()) {
        const Value &src = args.positional[0];
        if (src.kind == Value::Kind::Dict) {
            for (const auto &e : src.as<DictObject>().entries())
                if (e.live)
                    d->set(e.key, e.value);
        } else {
            Ref<IteratorObject> it = in.iter(src);
            Value item;
            for (size_t i = 0; it->next(item); ++i) {
                if (item.kind == Value::Kind::Str || item.kind == Value::Kind::Tuple || item.kind == Value::Kind::List ||
                    item.kind == Value::Kind::Size || item.kind == Value::Kind::Dict || item.kind == Value::Kind::Set ||
                    item.kind == Value::Kind::Range || item.kind == Value::Kind::Iterator) {
                    const ValueList pair = in.iterate(item);
                    if (pair.size() != 2)
                        throw PyError("ValueError", "dictionary update sequence element #" + std::to_string(i) +
                                                        " has length " + std::to_string(pair.size()) + "; 2 is required");
                    d->set(pair[0], pair[1]);
                } else {
                    throw PyError("TypeError", "cannot convert dictionary update sequence element #" + std::to_string(i) +
                                                   " to a sequence");
                }
            }
        }
    }
    for (const auto &[k, v] : args.keywords)
        d->set(Value::str(k), v);
    return Value::object(Value::Kind::Dict, d);
}

Value setNew(Interpreter &in, CallArgs &args, bool frozen)
{
    const std::string name = frozen ? "frozenset" : "set";
    PyArgs::noKeywords(args, name);
    if (args.positional.size() > 1)
        throw PyError("TypeError", name + " expected at most 1 argument, got " + std::to_string(args.positional.size()));
    auto s = make<SetObject>(frozen);
    if (!args.positional.empty()) {
        const Value &src = args.positional[0];
        if (src.kind == Value::Kind::Set) {
            if (frozen && src.as<SetObject>().frozen())
                return src; // frozenset(frozenset) is the same object
            s->merge(src.as<SetObject>());
        } else {
            Ref<IteratorObject> it = in.iter(src);
            Value item;
            while (it->next(item))
                s->add(item);
        }
    }
    return Value::object(Value::Kind::Set, s);
}

} // namespace

int64_t SequenceBuiltins::length(const Value &v)
{
    using K = Value::Kind;
    switch (v.kind) {
    case K::Str: return static_cast<int64_t>(Utf8::length(v.text));
    case K::Tuple:
    case K::List: return static_cast<int64_t>(v.items->size());
    case K::Size: return static_cast<int64_t>(v.size.size());
    case K::Dict: return static_cast<int64_t>(v.as<DictObject>().size());
    case K::Set: return static_cast<int64_t>(v.as<SetObject>().size());
    case K::Range: {
        const uint64_t n = v.as<RangeObject>().length();
        if (n > static_cast<uint64_t>(INT64_MAX))
            throw PyError("OverflowError", "Python int too large to convert to C ssize_t");
        return static_cast<int64_t>(n);
    }
    case K::Tensor:
        if (v.tensor->dim() == 0)
            throw PyError("TypeError", "len() of a 0-d tensor");
        return v.tensor->sizes()[0];
    case K::Array:
        if (v.array->dim() == 0)
            throw PyError("TypeError", "len() of unsized object");
        return v.array->sizes()[0];
    case K::Object:
    case K::Iterator:
        if (const int64_t n = v.obj->len(); n >= 0)
            return n;
        [[fallthrough]];
    default: throw PyError("TypeError", "object of type '" + PythonTypes::shortName(v) + "' has no len()");
    }
}

void SequenceBuiltins::sort(Interpreter &in, ValueList &items, const std::optional<Value> &key, bool reverse)
{
    const ListSort::Less less = [&in](const Value &a, const Value &b) { return PyCompare::less(in, a, b); };
    if (key && key->kind != Value::Kind::None) {
        ValueList keys;
        keys.reserve(items.size());
        for (const auto &v : items)
            keys.push_back(PyCompare::call1(in, *key, v));
        ListSort::sort(items, &keys, reverse, less);
    } else {
        ListSort::sort(items, nullptr, reverse, less);
    }
}

void SequenceBuiltins::addTo(BuiltinTable &t)
{
    t["len"] = [](Interpreter &, CallArgs &a) { return Value::integer(length(PyArgs::one(a, "len"))); };
    t["min"] = [](Interpreter &in, CallArgs &a) { return minMax(in, a, true); };
    t["max"] = [](Interpreter &in, CallArgs &a) { return minMax(in, a, false); };
    t["sum"] = sequenceBuiltinsSum;
    t["any"] = [](Interpreter &in, CallArgs &a) { return anyAll(in, a, false); };
    t["all"] = [](Interpreter &in, CallArgs &a) { return anyAll(in, a, true); };
    t["sorted"] = sorted;
    t["reversed"] = reversed;
    t["range"] = rangeNew;
    t["enumerate"] = enumerate;
    t["zip"] = zip;
    t["map"] = map;
    t["filter"] = filter;
    t["next"] = next;
    t["iter"] = [](Interpreter &in, CallArgs &a) {
        PyArgs::positional(a, "iter", 1, 2);
        if (a.positional.size() == 2)
            throw UnsupportedError("iter(callable, sentinel)");
        return Value::object(Value::Kind::Iterator, in.iter(a.positional[0]));
    };
    t["list"] = [](Interpreter &in, CallArgs &a) {
        PyArgs::noKeywords(a, "list");
        if (a.positional.size() > 1)
            throw PyError("TypeError", "list expected at most 1 argument, got " + std::to_string(a.positional.size()));
        if (a.positional.empty())
            return Value::list({});
        const Value &src = a.positional[0];
        return Value::list(src.kind == Value::Kind::List || src.kind == Value::Kind::Tuple ? *src.items : in.iterate(src));
    };
    t["tuple"] = [](Interpreter &in, CallArgs &a) {
        PyArgs::noKeywords(a, "tuple");
        if (a.positional.size() > 1)
            throw PyError("TypeError", "tuple expected at most 1 argument, got " + std::to_string(a.positional.size()));
        if (a.positional.empty())
            return Value::tuple({});
        const Value &src = a.positional[0];
        if (src.kind == Value::Kind::Tuple && src.text.empty())
            return src; // tuple(t) is t
        return Value::tuple(in.iterate(src));
    };
    t["dict"] = dictNew;
    t["set"] = [](Interpreter &in, CallArgs &a) { return setNew(in, a, false); };
    t["frozenset"] = [](Interpreter &in, CallArgs &a) { return setNew(in, a, true); };
}

} // namespace tl
