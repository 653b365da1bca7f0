// The methods of list, dict and set (Objects/listobject.c, dictobject.c, setobject.c) and
// list item assignment and deletion (list_ass_subscript), with CPython 3.11's errors.
#include "ContainerMethods.h"

#include "interp/Builtins.h"

#include "core/PyError.h"
#include "interp/Interpreter.h"
#include "interp/Operators.h"
#include "interp/PythonTypes.h"
#include "interp/ValuePrinter.h"
#include "interp/eval/Iteration.h"
#include "interp/eval/PyException.h"
#include "interp/objects/DictObject.h"
#include "interp/objects/DictViewObject.h"
#include "interp/objects/SetObject.h"
#include "interp/objects/SliceObject.h"
#include "interp/pylib/PyArgs.h"
#include "interp/pylib/PyCompare.h"
#include "interp/pylib/PyNumber.h"

#include <set>

namespace tl {

namespace {

const std::set<std::string> kListMethods = {"append", "extend", "insert", "pop", "remove", "clear", "copy", "reverse"};
const std::set<std::string> kDictMethods = {"keys", "values", "items",  "get",  "pop",
                                            "popitem", "setdefault", "update", "copy", "clear"};
const std::set<std::string> kSetMethods = {"add",   "remove", "discard",    "pop",          "clear",
                                           "copy",  "update", "union",      "intersection", "difference",
                                           "symmetric_difference", "issubset", "issuperset", "isdisjoint"};

[[noreturn]] void keyError(const Value &key) { throw PyException(make<ExceptionObject>("KeyError", ValueList{key})); }

int64_t clampIndex(int64_t i, int64_t n)
{
    if (i < 0)
        i = std::max<int64_t>(0, i + n);
    return std::min(i, n);
}

Value listMethod(Interpreter &in, const Value &self, const std::string &name, CallArgs &args)
{
    ValueList &items = *self.items;
    const int64_t n = static_cast<int64_t>(items.size());
    if (name == "append") {
        const Value &v = PyArgs::one(args, "list.append");
        in.runtime().checkHostObject((items.size() + 1) * sizeof(Value));
        items.push_back(v);
        return Value::none();
    }
    if (name == "extend") {
        const Value &v = PyArgs::one(args, "list.extend");
        ValueList more = Iteration::toList(in, v);
        in.runtime().checkHostObject((items.size() + more.size()) * sizeof(Value));
        items.insert(items.end(), more.begin(), more.end());
        return Value::none();
    }
    if (name == "insert") {
        PyArgs::positional(args, "insert", 2, 2);
        const int64_t i = clampIndex(PyNumber::index(args.positional[0]), n);
        items.insert(items.begin() + i, args.positional[1]);
        return Value::none();
    }
    if (name == "pop") {
        PyArgs::positional(args, "pop", 0, 1);
        if (items.empty())
            throw PyError("IndexError", "pop from empty list");
        int64_t i = args.positional.empty() ? n - 1 : PyNumber::index(args.positional[0]);
        if (i < 0)
            i += n;
        if (i < 0 || i >= n)
            throw PyError("IndexError", "pop index out of range");
        Value v = std::move(items[static_cast<size_t>(i)]);
        items.erase(items.begin() + i);
        return v;
    }
    if (name == "remove") {
        const Value &x = PyArgs::one(args, "list.remove");
        for (size_t i = 0; i < items.size(); ++i)
            if (PyCompare::equal(in, items[i], x)) {
                items.erase(items.begin() + static_cast<std::ptrdiff_t>(i));
                return Value::none();
            }
        throw PyError("ValueError", "list.remove(x): x not in list");
    }
    if (name == "clear") {
        PyArgs::none(args, "list.clear");
        ValueList old;
        old.swap(items);
        return Value::none();
    }
    if (name == "copy") {
        PyArgs::none(args, "list.copy");
        return Value::list(items);
    }
    // reverse
    PyArgs::none(args, "list.reverse");
    std::reverse(items.begin(), items.end());
    return Value::none();
}

Value dictMethod(Interpreter &in, const Value &self, const std::string &name, CallArgs &args)
{
    DictObject &d = self.as<DictObject>();
    const Ref<DictObject> ref(&d);
    using Part = DictViewObject::Part;
    if (name == "keys" || name == "values" || name == "items") {
        PyArgs::none(args, "dict." + name);
        const Part part = name == "keys" ? Part::Keys : name == "values" ? Part::Values : Part::Items;
        return Value::object(Value::Kind::Object, make<DictViewObject>(ref, part));
    }
    if (name == "get") {
        PyArgs::positional(args, "get", 1, 2);
        if (const Value *v = d.find(args.positional[0]))
            return *v;
        return args.positional.size() > 1 ? args.positional[1] : Value::none();
    }
    if (name == "pop") {
        PyArgs::positional(args, "pop", 1, 2);
        Value removed;
        if (d.erase(args.positional[0], &removed))
            return removed;
        if (args.positional.size() > 1)
            return args.positional[1];
        keyError(args.positional[0]);
    }
    if (name == "popitem") {
        PyArgs::none(args, "dict.popitem");
        if (d.empty())
            throw PyException(make<ExceptionObject>("KeyError", ValueList{Value::str("popitem(): dictionary is empty")}));
        const auto &entries = d.entries();
        for (size_t i = entries.size(); i-- > 0;)
            if (entries[i].live) {
                Value key = entries[i].key, value;
                d.erase(key, &value);
                return Value::tuple({key, value});
            }
    }
    if (name == "setdefault") {
        PyArgs::positional(args, "setdefault", 1, 2);
        if (const Value *v = d.find(args.positional[0]))
            return *v;
        const Value def = args.positional.size() > 1 ? args.positional[1] : Value::none();
        d.set(args.positional[0], def);
        return def;
    }
    if (name == "update") {
        if (args.positional.size() > 1)
            throw PyError("TypeError", "update expected at most 1 argument, got " + std::to_string(args.positional.size()));
        if (!args.positional.empty()) {
            const Value other = in.callValue(Value::function("dict"), {args.positional[0]});
            for (const auto &e : other.as<DictObject>().entries())
                if (e.live)
                    d.set(e.key, e.value);
        }
        for (auto &[k, v] : args.keywords)
            d.set(Value::str(k), v);
        return Value::none();
    }
    if (name == "copy") {
        PyArgs::none(args, "dict.copy");
        auto c = make<DictObject>();
        for (const auto &e : d.entries())
            if (e.live)
                c->set(e.key, e.value);
        return Value::object(Value::Kind::Dict, c);
    }
    // clear
    PyArgs::none(args, "dict.clear");
    d.clear();
    return Value::none();
}

// The item a list assignment or deletion names ("list assignment index out of range").
int64_t listIndex(const Value &index, int64_t n)
{
    if (index.kind != Value::Kind::Int && index.kind != Value::Kind::Bool && index.kind != Value::Kind::Tensor &&
        index.kind != Value::Kind::Array && !(index.kind == Value::Kind::NpScalar && !index.scalar.isFloating()))
        throw PyError("TypeError", "list indices must be integers or slices, not " + PythonTypes::shortName(index));
    int64_t i = PyNumber::index(index);
    if (i < 0)
        i += n;
    if (i < 0 || i >= n)
        throw PyError("IndexError", "list assignment index out of range");
    return i;
}

Ref<SetObject> setOf(Interpreter &in, const Value &v)
{
    if (v.kind == Value::Kind::Set)
        return Ref<SetObject>(&v.as<SetObject>());
    auto s = make<SetObject>();
    Ref<IteratorObject> it = Iteration::iter(in, v);
    Value item;
    while (it->next(item))
        s->add(item);
    return s;
}

Value setMethod(Interpreter &in, const Value &self, const std::string &name, CallArgs &args)
{
    SetObject &s = self.as<SetObject>();
    const std::string q = std::string(s.frozen() ? "frozenset." : "set.") + name;
    if (s.frozen() && (name == "add" || name == "remove" || name == "discard" || name == "pop" || name == "clear" ||
                       name == "update"))
        throw PyError("AttributeError", "'frozenset' object has no attribute '" + name + "'");
    if (name == "add") {
        s.add(PyArgs::one(args, q));
        return Value::none();
    }
    if (name == "remove") {
        const Value &x = PyArgs::one(args, q);
        if (!s.discard(x))
            keyError(x);
        return Value::none();
    }
    if (name == "discard") {
        s.discard(PyArgs::one(args, q));
        return Value::none();
    }
    if (name == "pop") {
        PyArgs::none(args, q);
        Value out;
        if (!s.pop(out))
            throw PyException(make<ExceptionObject>("KeyError", ValueList{Value::str("pop from an empty set")}));
        return out;
    }
    if (name == "clear") {
        PyArgs::none(args, q);
        s.clear();
        return Value::none();
    }
    if (name == "copy") {
        PyArgs::none(args, q);
        auto c = make<SetObject>(s.frozen());
        c->merge(s);
        return Value::object(Value::Kind::Set, c);
    }
    if (name == "update") {
        for (const Value &v : args.positional)
            s.merge(*setOf(in, v));
        return Value::none();
    }
    if (name == "issubset" || name == "issuperset" || name == "isdisjoint") {
        const Ref<SetObject> other = setOf(in, PyArgs::one(args, q));
        const SetObject &a = name == "issuperset" ? *other : s;
        const SetObject &b = name == "issuperset" ? s : *other;
        if (name == "isdisjoint") {
            for (const Value &v : s.items())
                if (other->contains(v))
                    return Value::boolean(false);
            return Value::boolean(true);
        }
        for (const Value &v : a.items())
            if (!b.contains(v))
                return Value::boolean(false);
        return Value::boolean(true);
    }
    // union, intersection, difference, symmetric_difference: the operators' results
    Value result = self;
    const ast::BinaryOp op = name == "union" ? ast::BinaryOp::BitOr
                             : name == "intersection" ? ast::BinaryOp::BitAnd
                             : name == "difference" ? ast::BinaryOp::Sub
                                                    : ast::BinaryOp::BitXor;
    if (!args.keywords.empty())
        throw PyError("TypeError", q + "() takes no keyword arguments");
    if (args.positional.empty())
        return Operators::binary(in.runtime(), op, self, Value::object(Value::Kind::Set, make<SetObject>()));
    for (const Value &v : args.positional)
        result = Operators::binary(in.runtime(), op, result, Value::object(Value::Kind::Set, setOf(in, v)));
    return result;
}

} // namespace

bool ContainerMethods::has(const Value &self, const std::string &name)
{
    switch (self.kind) {
    case Value::Kind::List: return kListMethods.count(name) != 0;
    case Value::Kind::Dict: return kDictMethods.count(name) != 0;
    case Value::Kind::Set: return kSetMethods.count(name) != 0;
    default: return false;
    }
}

Value ContainerMethods::call(Interpreter &in, const Value &self, const std::string &name, CallArgs &args)
{
    switch (self.kind) {
    case Value::Kind::List: return listMethod(in, self, name, args);
    case Value::Kind::Dict: return dictMethod(in, self, name, args);
    default: return setMethod(in, self, name, args);
    }
}

void ContainerMethods::setListItem(Interpreter &in, const Value &list, const Value &index, const Value &value)
{
    ValueList &items = *list.items;
    const int64_t n = static_cast<int64_t>(items.size());
    if (index.kind != Value::Kind::Slice) {
        items[static_cast<size_t>(listIndex(index, n))] = value;
        return;
    }
    const SliceObject::Bounds b = index.as<SliceObject>().indices(n);
    if (value.kind != Value::Kind::List && value.kind != Value::Kind::Tuple && value.kind != Value::Kind::Str &&
        value.kind != Value::Kind::Dict && value.kind != Value::Kind::Set && value.kind != Value::Kind::Range &&
        value.kind != Value::Kind::Iterator && value.kind != Value::Kind::Size && value.kind != Value::Kind::Array &&
        value.kind != Value::Kind::Tensor)
        throw PyError("TypeError", b.step == 1 ? "can only assign an iterable" : "must assign iterable to extended slice");
    ValueList repl = Iteration::toList(in, value);
    if (b.step == 1) {
        const int64_t stop = std::max(b.start, b.stop);
        items.erase(items.begin() + b.start, items.begin() + stop);
        items.insert(items.begin() + b.start, repl.begin(), repl.end());
        return;
    }
    if (static_cast<int64_t>(repl.size()) != b.length)
        throw PyError("ValueError", "attempt to assign sequence of size " + std::to_string(repl.size()) +
                                        " to extended slice of size " + std::to_string(b.length));
    for (int64_t k = 0; k < b.length; ++k)
        items[static_cast<size_t>(b.start + k * b.step)] = repl[static_cast<size_t>(k)];
}

void ContainerMethods::deleteListItem(Interpreter &, const Value &list, const Value &index)
{
    ValueList &items = *list.items;
    const int64_t n = static_cast<int64_t>(items.size());
    if (index.kind != Value::Kind::Slice) {
        const int64_t i = listIndex(index, n);
        items.erase(items.begin() + i);
        return;
    }
    const SliceObject::Bounds b = index.as<SliceObject>().indices(n);
    std::vector<bool> gone(items.size(), false);
    for (int64_t k = 0; k < b.length; ++k)
        gone[static_cast<size_t>(b.start + k * b.step)] = true;
    ValueList kept;
    for (size_t i = 0; i < items.size(); ++i)
        if (!gone[i])
            kept.push_back(std::move(items[i]));
    items.swap(kept);
}

} // namespace tl
