// Python/bltinmodule.c (iter, next, any, all, callable, issubclass, map, filter, zip,
// enumerate, reversed) and the constructors of range, list, tuple, dict, set and frozenset
// (Objects/rangeobject.c, listobject.c, tupleobject.c, dictobject.c, setobject.c), with
// CPython 3.11's argument errors.
#include "ContainerBuiltins.h"

#include "core/PyError.h"
#include "interp/Interpreter.h"
#include "interp/PythonTypes.h"
#include "interp/eval/ExceptionClasses.h"
#include "interp/eval/Iteration.h"
#include "interp/eval/PyException.h"
#include "interp/objects/DictObject.h"
#include "interp/objects/RangeObject.h"
#include "interp/objects/SetObject.h"

#include <set>

namespace tl {

namespace {

const std::set<std::string> kNames = {"range", "list",  "tuple",    "dict",     "set",  "frozenset",
                                      "iter",  "next",  "enumerate", "zip",     "reversed", "map",
                                      "filter", "any",  "all",      "callable", "issubclass"};

void noKeywords(const CallArgs &args, const std::string &fn)
{
    if (!args.keywords.empty())
        throw PyError("TypeError", fn + "() takes no keyword arguments");
}

// "range expected at least 1 argument, got 0" (Argument Clinic's wording).
void countArgs(const CallArgs &args, const std::string &fn, size_t least, size_t most)
{
    const size_t n = args.positional.size();
    if (n < least)
        throw PyError("TypeError", fn + " expected " + (least == most ? "" : "at least ") + std::to_string(least) +
                                       " argument" + (least == 1 ? "" : "s") + ", got " + std::to_string(n));
    if (n > most)
        throw PyError("TypeError", fn + " expected " + (least == most ? "" : "at most ") + std::to_string(most) +
                                       " argument" + (most == 1 ? "" : "s") + ", got " + std::to_string(n));
}

// PyNumber_Index: ints, bools and NumPy integers.
int64_t asIndex(const Value &v)
{
    switch (v.kind) {
    case Value::Kind::Int: return v.i;
    case Value::Kind::Bool: return v.b;
    case Value::Kind::NpScalar:
        if (!v.scalar.isFloating() && !v.scalar.isBool())
            return v.scalar.toInt();
        break;
    default: break;
    }
    throw PyError("TypeError", "'" + PythonTypes::shortName(v) + "' object cannot be interpreted as an integer");
}

Value iteratorValue(Ref<IteratorObject> it) { return Value::object(Value::Kind::Iterator, std::move(it)); }

Value makeRange(const CallArgs &args)
{
    noKeywords(args, "range");
    countArgs(args, "range", 1, 3);
    const auto &p = args.positional;
    int64_t start = 0, stop, step = 1;
    if (p.size() == 1) {
        stop = asIndex(p[0]);
    } else {
        start = asIndex(p[0]);
        stop = asIndex(p[1]);
        if (p.size() == 3)
            step = asIndex(p[2]);
    }
    if (step == 0)
        throw PyError("ValueError", "range() arg 3 must not be zero");
    return Value::object(Value::Kind::Range, make<RangeObject>(start, stop, step));
}

void dictUpdate(Interpreter &in, DictObject &d, const Value &source)
{
    if (source.kind == Value::Kind::Dict) {
        for (const auto &e : source.as<DictObject>().entries())
            if (e.live)
                d.set(e.key, e.value);
        return;
    }
    Ref<IteratorObject> it = Iteration::iter(in, source);
    Value item;
    for (size_t n = 0; it->next(item); ++n) {
        if (item.kind != Value::Kind::List && item.kind != Value::Kind::Tuple && item.kind != Value::Kind::Str &&
            item.kind != Value::Kind::Iterator && item.kind != Value::Kind::Range && item.kind != Value::Kind::Size)
            throw PyError("TypeError", "cannot convert dictionary update sequence element #" + std::to_string(n) +
                                           " to a sequence");
        const ValueList pair = Iteration::toList(in, item);
        if (pair.size() != 2)
            throw PyError("ValueError", "dictionary update sequence element #" + std::to_string(n) + " has length " +
                                            std::to_string(pair.size()) + "; 2 is required");
        d.set(pair[0], pair[1]);
    }
}

void setUpdate(Interpreter &in, SetObject &s, const Value &source)
{
    if (source.kind == Value::Kind::Set) {
        s.merge(source.as<SetObject>());
        return;
    }
    Ref<IteratorObject> it = Iteration::iter(in, source);
    Value item;
    while (it->next(item))
        s.add(item);
}

Value reversedOf(Interpreter &in, const Value &v)
{
    using K = Value::Kind;
    if (v.kind == K::Range) {
        const auto &r = v.as<RangeObject>();
        const uint64_t n = r.length();
        Ref<RangeObject> keep(&v.as<RangeObject>());
        uint64_t i = n;
        return iteratorValue(make<IteratorObject>("range_iterator", [keep, i](Value &out) mutable {
            if (i == 0)
                return false;
            out = Value::integer(keep->at(--i));
            return true;
        }));
    }
    if (v.kind == K::List || v.kind == K::Tuple) {
        auto items = v.items;
        size_t i = items->size();
        return iteratorValue(make<IteratorObject>(v.kind == K::List ? "list_reverseiterator" : "reversed",
                                                  [items, i](Value &out) mutable {
                                                      if (i == 0 || i > items->size())
                                                          return false;
                                                      out = (*items)[--i];
                                                      return true;
                                                  }));
    }
    if (v.kind == K::Str || v.kind == K::Dict || v.kind == K::Size) {
        ValueList items = Iteration::toList(in, v);
        size_t i = items.size();
        const char *name = v.kind == K::Dict ? "dict_reversekeyiterator" : "reversed";
        return iteratorValue(make<IteratorObject>(name, [items, i](Value &out) mutable {
            if (i == 0)
                return false;
            out = items[--i];
            return true;
        }));
    }
    throw PyError("TypeError", "'" + PythonTypes::shortName(v) + "' object is not reversible");
}

} // namespace

bool ContainerBuiltins::has(const std::string &name) { return kNames.count(name) != 0; }

Value ContainerBuiltins::call(Interpreter &in, const std::string &name, CallArgs &args)
{
    using K = Value::Kind;
    const auto &p = args.positional;
    if (name == "range")
        return makeRange(args);
    if (name == "list" || name == "tuple") {
        noKeywords(args, name);
        countArgs(args, name, 0, 1);
        ValueList items = p.empty() ? ValueList{} : Iteration::toList(in, p[0]);
        return name == "list" ? Value::list(std::move(items)) : Value::tuple(std::move(items));
    }
    if (name == "set" || name == "frozenset") {
        noKeywords(args, name);
        countArgs(args, name, 0, 1);
        auto s = make<SetObject>(name == "frozenset");
        if (!p.empty())
            setUpdate(in, *s, p[0]);
        return Value::object(K::Set, s);
    }
    if (name == "dict") {
        countArgs(args, "dict", 0, 1);
        auto d = make<DictObject>();
        if (!p.empty())
            dictUpdate(in, *d, p[0]);
        for (auto &[k, v] : args.keywords)
            d->set(Value::str(k), v);
        return Value::object(K::Dict, d);
    }
    if (name == "iter") {
        noKeywords(args, "iter");
        countArgs(args, "iter", 1, 1);
        return iteratorValue(Iteration::iter(in, p[0]));
    }
    if (name == "next") {
        noKeywords(args, "next");
        countArgs(args, "next", 1, 2);
        if (p[0].kind != K::Iterator)
            throw PyError("TypeError", "'" + PythonTypes::shortName(p[0]) + "' object is not an iterator");
        Value out;
        if (p[0].as<IteratorObject>().next(out))
            return out;
        if (p.size() == 2)
            return p[1];
        throw PyException(make<ExceptionObject>("StopIteration", ValueList{}));
    }
    if (name == "enumerate") {
        if (p.size() + args.keywords.size() > 2)
            throw PyError("TypeError", "enumerate() takes at most 2 arguments (" +
                                           std::to_string(p.size() + args.keywords.size()) + " given)");
        const auto iterable = args.get(0, "iterable");
        if (!iterable)
            throw PyError("TypeError", "enumerate() missing required argument 'iterable' (pos 1)");
        const auto startArg = args.get(1, "start");
        int64_t count = startArg ? asIndex(*startArg) : 0;
        Ref<IteratorObject> it = Iteration::iter(in, *iterable);
        return iteratorValue(make<IteratorObject>("enumerate", [it, count](Value &out) mutable {
            Value item;
            if (!it->next(item))
                return false;
            out = Value::tuple({Value::integer(count++), std::move(item)});
            return true;
        }));
    }
    if (name == "zip") {
        if (!args.keywords.empty())
            throw UnsupportedError("zip() with keyword arguments");
        std::vector<Ref<IteratorObject>> its;
        for (const Value &v : p)
            its.push_back(Iteration::iter(in, v));
        return iteratorValue(make<IteratorObject>("zip", [its](Value &out) {
            if (its.empty())
                return false;
            ValueList row;
            for (const auto &it : its) {
                Value item;
                if (!it->next(item))
                    return false;
                row.push_back(std::move(item));
            }
            out = Value::tuple(std::move(row));
            return true;
        }));
    }
    if (name == "reversed") {
        noKeywords(args, "reversed");
        countArgs(args, "reversed", 1, 1);
        return reversedOf(in, p[0]);
    }
    if (name == "map") {
        noKeywords(args, "map");
        if (p.size() < 2)
            throw PyError("TypeError", "map() must have at least two arguments.");
        Value fn = p[0];
        std::vector<Ref<IteratorObject>> its;
        for (size_t i = 1; i < p.size(); ++i)
            its.push_back(Iteration::iter(in, p[i]));
        Interpreter *interp = &in;
        return iteratorValue(make<IteratorObject>("map", [fn, its, interp](Value &out) {
            ValueList callArgs;
            for (const auto &it : its) {
                Value item;
                if (!it->next(item))
                    return false;
                callArgs.push_back(std::move(item));
            }
            out = interp->callValue(fn, std::move(callArgs));
            return true;
        }));
    }
    if (name == "filter") {
        noKeywords(args, "filter");
        if (p.size() != 2)
            throw PyError("TypeError", "filter expected 2 arguments, got " + std::to_string(p.size()));
        Value fn = p[0];
        Ref<IteratorObject> it = Iteration::iter(in, p[1]);
        Interpreter *interp = &in;
        return iteratorValue(make<IteratorObject>("filter", [fn, it, interp](Value &out) {
            Value item;
            while (it->next(item)) {
                const bool keep = fn.kind == K::None ? PythonTypes::truthy(item)
                                                     : PythonTypes::truthy(interp->callValue(fn, {item}));
                if (keep) {
                    out = std::move(item);
                    return true;
                }
            }
            return false;
        }));
    }
    if (name == "any" || name == "all") {
        noKeywords(args, name);
        if (p.size() != 1)
            throw PyError("TypeError", name + "() takes exactly one argument (" + std::to_string(p.size()) + " given)");
        const bool want = name == "any";
        Ref<IteratorObject> it = Iteration::iter(in, p[0]);
        Value item;
        while (it->next(item))
            if (PythonTypes::truthy(item) == want)
                return Value::boolean(want);
        return Value::boolean(!want);
    }
    if (name == "callable") {
        noKeywords(args, "callable");
        if (p.size() != 1)
            throw PyError("TypeError", "callable() takes exactly one argument (" + std::to_string(p.size()) + " given)");
        const Value &v = p[0];
        const bool yes = v.kind == K::Function || v.kind == K::Method || v.kind == K::PyFunction || v.kind == K::Type ||
                         v.kind == K::NpType || ((v.kind == K::Object || v.kind == K::Iterator) && v.obj->callable());
        return Value::boolean(yes);
    }
    if (name == "issubclass") {
        noKeywords(args, "issubclass");
        if (p.size() != 2)
            throw PyError("TypeError", "issubclass expected 2 arguments, got " + std::to_string(p.size()));
        const auto cls = PythonTypes::classNameOf(p[0]);
        if (!cls)
            throw PyError("TypeError", "issubclass() arg 1 must be a class");
        auto one = [&](const Value &base) {
            const auto b = PythonTypes::classNameOf(base);
            if (!b)
                throw PyError("TypeError", "issubclass() arg 2 must be a class, a tuple of classes, or a union");
            if (ExceptionClasses::isClass(*cls))
                return ExceptionClasses::isSubclass(*cls, *b);
            return *cls == *b || (*cls == "bool" && *b == "int");
        };
        if (p[1].kind == K::Tuple) {
            for (const Value &b : *p[1].items)
                if (one(b))
                    return Value::boolean(true);
            return Value::boolean(false);
        }
        return Value::boolean(one(p[1]));
    }
    throw UnsupportedError("the builtin '" + name + "'");
}

int64_t ContainerBuiltins::sequenceIndex(const Value &index, int64_t length, const std::string &what, const char *indicesOf)
{
    int64_t i;
    if (index.kind == Value::Kind::Int || index.kind == Value::Kind::Bool ||
        (index.kind == Value::Kind::NpScalar && !index.scalar.isFloating() && !index.scalar.isBool()))
        i = asIndex(index);
    else
        throw PyError("TypeError", std::string(indicesOf) + " indices must be integers or slices, not " +
                                       PythonTypes::shortName(index));
    if (i < 0)
        i += length;
    if (i < 0 || i >= length)
        throw PyError("IndexError", what + " index out of range");
    return i;
}

} // namespace tl
