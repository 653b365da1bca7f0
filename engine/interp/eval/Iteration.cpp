// PyObject_GetIter and the iterators of CPython's builtin types (Objects/listobject.c
// listiter_next, tupleobject.c, unicodeobject.c, dictobject.c dictiter_iternextkey,
// setobject.c setiter_iternext, rangeobject.c), NumPy's ndarray iterator (a[i]).
#include "Iteration.h"

#include "core/PyError.h"
#include "functions/TensorSplits.h"
#include "interp/Interpreter.h"
#include "interp/PythonTypes.h"
#include "interp/StorageObject.h"
#include "interp/objects/DictObject.h"
#include "interp/objects/DictViewObject.h"
#include "interp/objects/RangeObject.h"
#include "interp/objects/SetObject.h"
#include "ops/ArrayOps.h"

namespace tl {

namespace {

// One code point of UTF-8 text starting at byte `i`.
size_t codePointLength(const std::string &s, size_t i)
{
    const unsigned char c = static_cast<unsigned char>(s[i]);
    size_t n = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    return std::min(n, s.size() - i);
}

bool isAscii(const std::string &s)
{
    for (unsigned char c : s)
        if (c >= 0x80)
            return false;
    return true;
}

// dictiter_iternextkey / value / item.
Ref<IteratorObject> dictIterator(Ref<DictObject> d, DictViewObject::Part part)
{
    using Part = DictViewObject::Part;
    size_t i = 0;
    const uint64_t version = d->version();
    const char *name = part == Part::Keys ? "dict_keyiterator" : part == Part::Values ? "dict_valueiterator"
                                                                                      : "dict_itemiterator";
    return make<IteratorObject>(name, [d, i, version, part](Value &out) mutable {
        if (d->version() != version)
            throw PyError("RuntimeError", "dictionary changed size during iteration");
        const auto &entries = d->entries();
        while (i < entries.size() && !entries[i].live)
            ++i;
        if (i >= entries.size())
            return false;
        const auto &e = entries[i++];
        out = part == Part::Keys ? e.key : part == Part::Values ? e.value : Value::tuple({e.key, e.value});
        return true;
    });
}

} // namespace

Ref<IteratorObject> Iteration::iter(Interpreter &in, const Value &v)
{
    using K = Value::Kind;
    switch (v.kind) {
    case K::List:
    case K::Tuple: {
        auto items = v.items;
        size_t i = 0;
        return make<IteratorObject>(v.kind == K::List ? "list_iterator" : "tuple_iterator", [items, i](Value &out) mutable {
            if (i >= items->size())
                return false;
            out = (*items)[i++];
            return true;
        });
    }
    case K::Size: {
        auto sizes = v.size;
        size_t i = 0;
        return make<IteratorObject>("tuple_iterator", [sizes, i](Value &out) mutable {
            if (i >= sizes.size())
                return false;
            out = Value::integer(sizes[i++]);
            return true;
        });
    }
    case K::Str: {
        const std::string text = v.text;
        size_t i = 0;
        return make<IteratorObject>(isAscii(text) ? "str_ascii_iterator" : "str_iterator", [text, i](Value &out) mutable {
            if (i >= text.size())
                return false;
            const size_t n = codePointLength(text, i);
            out = Value::str(text.substr(i, n));
            i += n;
            return true;
        });
    }
    case K::Range: {
        Ref<RangeObject> r(&v.as<RangeObject>());
        uint64_t i = 0;
        return make<IteratorObject>("range_iterator", [r, i](Value &out) mutable {
            if (i >= r->length())
                return false;
            out = Value::integer(r->at(i++));
            return true;
        });
    }
    case K::Dict: return dictIterator(Ref<DictObject>(&v.as<DictObject>()), DictViewObject::Part::Keys);
    case K::Object:
        if (const auto *view = dynamic_cast<const DictViewObject *>(v.obj.get()); view && view->dict())
            return dictIterator(view->dict(), view->part());
        if (const auto *storage = StorageObject::from(v))
            return storage->iterator();
        break;
    case K::Set: {
        Ref<SetObject> s(&v.as<SetObject>());
        size_t i = 0;
        const uint64_t version = s->version();
        return make<IteratorObject>("set_iterator", [s, i, version](Value &out) mutable {
            if (s->version() != version)
                throw PyError("RuntimeError", "Set changed size during iteration");
            const auto &table = s->table();
            while (i < table.size() && table[i].state != SetObject::Slot::Active)
                ++i;
            if (i >= table.size())
                return false;
            out = table[i++].key;
            return true;
        });
    }
    case K::Iterator: return Ref<IteratorObject>(&v.as<IteratorObject>());
    case K::Array: {
        if (v.array->dim() == 0)
            throw PyError("TypeError", "iteration over a 0-d array");
        NdArrayPtr a = v.array;
        int64_t i = 0;
        Runtime *rt = &in.runtime();
        return make<IteratorObject>("iterator", [a, i, rt](Value &out) mutable {
            if (i >= a->sizes()[0])
                return false;
            auto r = ArrayOps::index(*rt, a, {IndexItem::integer(i++)});
            out = std::holds_alternative<Scalar>(r) ? Value::npScalar(std::get<Scalar>(r)) : Value::of(std::get<NdArrayPtr>(r));
            return true;
        });
    }
    case K::Tensor: {
        // Tensor.__iter__: iter(self.unbind(0)), so a tuple iterator over views made at once.
        if (v.tensor->dim() == 0)
            throw PyError("TypeError", "iteration over a 0-d tensor");
        ValueList rows;
        for (TensorPtr &t : TensorSplits::unbind(in.runtime(), v.tensor, 0))
            rows.push_back(Value::of(std::move(t)));
        return iter(in, Value::tuple(std::move(rows)));
    }
    default: break;
    }
    throw PyError("TypeError", "'" + PythonTypes::shortName(v) + "' object is not iterable");
}

ValueList Iteration::toList(Interpreter &in, const Value &v)
{
    using K = Value::Kind;
    if (v.kind == K::List || v.kind == K::Tuple)
        return *v.items;
    if (v.kind == K::Range)
        in.runtime().checkHostObject(v.as<RangeObject>().length() * sizeof(Value));
    Ref<IteratorObject> it = iter(in, v);
    ValueList out;
    Value item;
    while (it->next(item)) {
        if ((out.size() & 0xFFF) == 0xFFF) {
            InterruptFlag::poll();
            in.runtime().checkHostObject((out.size() + 1) * sizeof(Value));
        }
        out.push_back(std::move(item));
    }
    return out;
}

} // namespace tl
