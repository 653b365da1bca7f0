// torch: THPVariable_getitem's wrapTuple (treatSequenceAsTuple: a short list holding a
// sequence, slice, tensor, None or Ellipsis is read as a tuple) and applySlicing's reading
// of each item (sequenceToVariable: bool data gives a bool index, anything else int64).
// NumPy 1.24: prepare_index (lists are index arrays; an empty one is intp; floats are
// refused; a 0-d bool array is a bool index, a 0-d integer array an index array).
#include "SubscriptItems.h"

#include "NestedData.h"
#include "PythonTypes.h"
#include "core/Errors.h"
#include "core/PyError.h"
#include "core/ShapeErrors.h"
#include "objects/EllipsisObject.h"
#include "objects/SliceObject.h"
#include "ops/ArrayOps.h"
#include "ops/TensorFactory.h"

namespace tl {

namespace {

bool isSlice(const Value &v) { return v.kind == Value::Kind::Slice; }
bool isEllipsis(const Value &v)
{
    return v.kind == Value::Kind::Object && v.obj.get() == EllipsisObject::instance().get();
}
bool subscriptItemsIsSequence(const Value &v)
{
    return v.kind == Value::Kind::List || v.kind == Value::Kind::Tuple;
}

IndexItem sliceItem(const Value &v)
{
    auto bound = [](const Value &b) -> std::optional<int64_t> {
        if (b.kind == Value::Kind::None)
            return std::nullopt;
        if (b.kind == Value::Kind::Int)
            return b.i;
        if (b.kind == Value::Kind::Bool)
            return static_cast<int64_t>(b.b);
        if (b.kind == Value::Kind::NpScalar && !b.scalar.isFloating())
            return b.scalar.toInt();
        throw PyError("TypeError", "slice indices must be integers or None or have an __index__ method");
    };
    const auto &sl = v.as<SliceObject>();
    return IndexItem::slice(bound(sl.start), bound(sl.stop), bound(sl.step));
}

// --- torch

[[noreturn]] void invalidTorchIndex(const Value &v)
{
    if (v.kind == Value::Kind::Float || (v.kind == Value::Kind::NpScalar && v.scalar.isFloating()))
        throw PyError("IndexError", "only integers, slices (`:`), ellipsis (`...`), None and long or byte Variables are "
                                    "valid indices (got " +
                                        PythonTypes::qualifiedName(v) + ")");
    if (v.kind == Value::Kind::Str)
        throw PyError("TypeError", "new(): invalid data type 'str'");
    throw UnsupportedError("this kind of index (" + PythonTypes::qualifiedName(v) + ")");
}

// sequenceToVariable: the data as an index tensor, bool when every element is a bool.
TensorPtr indexTensor(Runtime &rt, const Value &data)
{
    if (data.kind == Value::Kind::Array) {
        const NdArray &a = *data.array;
        const DType dt = a.dtype() == DType::Bool ? DType::Bool : DType::Int64;
        return TensorFactory::fromArrayCopy(rt, a, dt, Device::cpu(), false, "indexing");
    }
    NestedData nd = NestedData::flatten(data, false);
    const DType dt = nd.torchInferred == DType::Bool ? DType::Bool : DType::Int64;
    std::vector<Scalar> values;
    values.reserve(nd.values.size());
    for (const auto &s : nd.values)
        values.push_back(s.castTo(dt));
    return TensorFactory::fromValues(rt, values, nd.shape, dt, Device::cpu(), false, "indexing");
}

IndexItem torchItem(Runtime &rt, const Value &v)
{
    using K = Value::Kind;
    if (isSlice(v))
        return sliceItem(v);
    if (isEllipsis(v))
        return IndexItem::ellipsis();
    switch (v.kind) {
    case K::Int: return IndexItem::integer(v.i);
    case K::Bool: return IndexItem::boolean(v.b);
    case K::None: return IndexItem::none();
    case K::Tensor: return IndexItem::indices(v.tensor);
    case K::NpScalar:
        if (!v.scalar.isFloating() && !v.scalar.isBool())
            return IndexItem::integer(v.scalar.toInt());
        invalidTorchIndex(v);
    case K::Array:
    case K::List:
    case K::Tuple: return IndexItem::indices(indexTensor(rt, v));
    default: invalidTorchIndex(v);
    }
}

// treatSequenceAsTuple, for a subscript that is not a tuple already.
bool sequenceAsTuple(const Value &v)
{
    if (v.kind == Value::Kind::Array)
        return v.array->dim() > 1 && v.array->sizes()[0] < 32;
    if (v.kind == Value::Kind::Str)
        return !v.text.empty() && v.text.size() < 32;
    if (v.kind != Value::Kind::List || v.items->size() >= 32)
        return false;
    for (const auto &x : *v.items)
        if (x.kind == Value::Kind::Tensor || subscriptItemsIsSequence(x) || x.kind == Value::Kind::Array || x.kind == Value::Kind::Str ||
            x.kind == Value::Kind::None || isSlice(x) || isEllipsis(x))
            return true;
    return false;
}

// --- NumPy

[[noreturn]] void invalidNumpyIndex()
{
    throw PyError("IndexError", "only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and integer or "
                                "boolean arrays are valid indices");
}

NdArrayPtr indexArray(Runtime &rt, const Value &data)
{
    NestedData nd;
    try {
        nd = NestedData::flatten(data, true);
    } catch (const UnsupportedError &) {
        invalidNumpyIndex(); // strings or objects: an array NumPy refuses as an index
    }
    if (nd.values.empty())
        return ArrayOps::fromValues(rt, {}, nd.shape, DType::Int64, "indexing");
    const DType dt = nd.numpyDType();
    if (isFloating(dt))
        invalidNumpyIndex();
    return ArrayOps::fromValues(rt, nd.values, nd.shape, dt, "indexing");
}

IndexItem numpyItem(Runtime &rt, const Value &v)
{
    using K = Value::Kind;
    if (isSlice(v))
        return sliceItem(v);
    if (isEllipsis(v))
        return IndexItem::ellipsis();
    switch (v.kind) {
    case K::Int: return IndexItem::integer(v.i);
    case K::Bool: return IndexItem::boolean(v.b);
    case K::None: return IndexItem::none();
    case K::NpScalar:
        if (v.scalar.isBool())
            return IndexItem::boolean(v.scalar.toBool());
        if (!v.scalar.isFloating())
            return IndexItem::integer(v.scalar.toInt());
        invalidNumpyIndex();
    case K::Array: {
        const NdArrayPtr &a = v.array;
        if (a->dtype() == DType::Bool && a->dim() == 0)
            return IndexItem::boolean(ArrayOps::elementAt(*a, {}).toBool());
        if (isFloating(a->dtype()))
            throw PyError("IndexError", "arrays used as indices must be of integer (or boolean) type");
        if (a->dim() == 0) {
            IndexItem it = IndexItem::integer(ArrayOps::elementAt(*a, {}).toInt());
            it.fromArray = true;
            return it;
        }
        return IndexItem::indices(a);
    }
    case K::List:
    case K::Tuple: return IndexItem::indices(indexArray(rt, v));
    case K::Tensor: throw UnsupportedError("indexing an ndarray with a tensor");
    default: invalidNumpyIndex();
    }
}

} // namespace

ArrayOperand SubscriptItems::assignedArray(Runtime &rt, const Value &value)
{
    NestedData nd = NestedData::flatten(value, true);
    const DType dt = nd.numpyDType();
    std::vector<Scalar> values;
    values.reserve(nd.values.size());
    for (const auto &s : nd.values)
        values.push_back(Errors::numpyStoreValue(s, dt));
    return {ArrayOps::fromValues(rt, values, nd.shape, dt, "np.asarray"), {}, false, true};
}

PyError SubscriptItems::unassignable(const Value &value, const TensorPtr &t)
{
    const std::string type =
        std::string("torch.") + (t->device().isCuda() ? "cuda." : "") + std::string(legacyTypeName(t->dtype()));
    return ShapeErrors::assignType(PythonTypes::qualifiedName(value), type);
}

bool SubscriptItems::isTuple(const Value &index)
{
    return index.kind == Value::Kind::Tuple;
}

std::vector<IndexItem> SubscriptItems::torch(Runtime &rt, const Value &index)
{
    std::vector<IndexItem> items;
    if (isTuple(index) || sequenceAsTuple(index)) {
        if (index.kind == Value::Kind::Array) {
            for (int64_t i = 0; i < index.array->sizes()[0]; ++i) {
                auto r = ArrayOps::index(rt, index.array, {IndexItem::integer(i)});
                items.push_back(torchItem(rt, Value::of(std::get<NdArrayPtr>(r))));
            }
            return items;
        }
        if (index.kind == Value::Kind::Str)
            throw PyError("TypeError", "new(): invalid data type 'str'");
        for (const auto &v : *index.items)
            items.push_back(torchItem(rt, v));
        return items;
    }
    items.push_back(torchItem(rt, index));
    return items;
}

std::vector<IndexItem> SubscriptItems::numpy(Runtime &rt, const Value &index)
{
    std::vector<IndexItem> items;
    if (isTuple(index)) {
        for (const auto &v : *index.items)
            items.push_back(numpyItem(rt, v));
        return items;
    }
    items.push_back(numpyItem(rt, index));
    return items;
}

} // namespace tl
