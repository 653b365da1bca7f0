// Tensor methods that give a new view of the same storage or describe its geometry
// (view, reshape, expand ...), with PyTorch 1.13's signatures (python_variable_methods).
#include "BindingTables.h"
#include "ParsedArgs.h"
#include "core/Errors.h"
#include "core/PyError.h"
#include "functions/TensorMath.h"
#include "functions/TensorViews.h"
#include "interp/Interpreter.h"
#include "ops/DTypeView.h"
#include "ops/HostElements.h"
#include "ops/TensorMaker.h"
#include "tensor/ShapeMath.h"

namespace tl::bind {

namespace {

Value tensorShapeView(ParsedArgs &a)
{
    if (a.overload() == 0)
        return Value::of(DTypeView::view(a.runtime(), a.selfTensor(), *a.dtype("dtype")));
    return Value::of(TensorViews::view(a.runtime(), a.selfTensor(), a.intList("size")));
}

// resize_ growing the storage (maybe_resize_storage_cpu): a resizable one is reallocated,
// keeping its bytes; every view of it then sees the new memory, which a new engine storage
// matches only while this tensor is its one holder.
void growStorage(Runtime &rt, const TensorPtr &t, uint64_t bytes, const std::vector<int64_t> &size)
{
    const StoragePtr &old = t->storage();
    if (rt.ownerCount(old->id()) > 1 || old.use_count() > 1)
        throw UnsupportedError("resize_() growing a storage that other tensors, arrays or storage() objects share");
    StoragePtr grown = rt.allocate(t->device(), bytes, "resize_()", true);
    grown->backend().copyWithin(grown->data(), old->data(), old->nbytes());
    // The old bytes keep what they held (initialised or not); the new tail is uninitialised.
    uint64_t from = 0;
    for (const auto &[begin, end] : old->uninitialized()) {
        grown->markInitialized(from, begin);
        from = end;
    }
    grown->markInitialized(from, old->nbytes());
    t->resizeForOutput(std::move(grown), size, t->storageOffset());
}

// Tensor.resize_ (ATen's resize_impl_cpu_): contiguous strides over the same storage and
// offset, the storage grown when PyTorch's storage (from_numpy's window) is too small.
Value resizeInPlace(ParsedArgs &a)
{
    if (a.has("memory_format"))
        throw UnsupportedError("resize_(memory_format=...)");
    const TensorPtr &t = a.selfTensor();
    if (t->requiresGrad())
        throw Errors::resizeRequiresGrad();
    const std::vector<int64_t> size = a.intList("size");
    for (int64_t d : size)
        if (d < 0)
            throw UnsupportedError("resize_() with a negative size");
    if (size == t->sizes())
        return a.self();
    const uint64_t item = itemSize(t->dtype());
    const uint64_t bytes = ShapeMath::checkedBytes(size, static_cast<int>(item));
    // Measured in PyTorch's storage: from its origin (from_numpy's first element) over its window.
    const uint64_t need = bytes + static_cast<uint64_t>(t->reportedStorageOffset()) * item;
    const uint64_t needInEngine = bytes + static_cast<uint64_t>(t->storageOffset()) * item;
    if (need > t->storageWindowBytes()) {
        if (t->storage()->resizable()) {
            growStorage(a.runtime(), t, needInEngine, size);
        } else {
            // PyTorch sets the sizes, then fails to resize: the tensor is left over the memory
            // past its storage, which is modelled only while the memory is really there.
            if (needInEngine > t->storage()->nbytes())
                throw UnsupportedError("resize_() beyond the memory NumPy shares with a tensor (PyTorch leaves the tensor "
                                       "over memory past its end)");
            t->restride(size, StridedView::contiguousStrides(size));
            TensorMaker::reportRestride(a.runtime(), *t, {"resize_()", true, "resize_() gives this tensor new sizes, then "
                                                                              "fails to grow a storage NumPy holds"});
            throw Errors::storageNotResizable();
        }
    }
    t->restride(size, StridedView::contiguousStrides(size));
    TensorMaker::reportRestride(a.runtime(), *t, {"resize_()", true, "resize_() gives this tensor new sizes over the same storage (no copy)"});
    return a.self();
}

Value tensorShapeReshape(ParsedArgs &a) { return Value::of(TensorViews::reshape(a.runtime(), a.selfTensor(), a.intList("shape"))); }

Value torchReshape(ParsedArgs &a) { return Value::of(TensorViews::reshape(a.runtime(), a.tensor("input"), a.intList("shape"))); }

// size('x') and the like: this engine's tensors have no dimension names.
[[noreturn]] void noSuchName(const ParsedArgs &a, const std::string &name)
{
    std::string dims;
    for (int64_t i = 0; i < a.selfTensor()->dim(); ++i)
        dims += i ? ", None" : "None";
    throw PyError("RuntimeError", "Name '" + name + "' not found in Tensor[" + dims + "].");
}

// size() / stride(): all of them, or one dimension's.
Value geometry(ParsedArgs &a, const std::vector<int64_t> &values, bool asSize)
{
    const TensorPtr &t = a.selfTensor();
    if (a.overload() == 2)
        noSuchName(a, a.string("dim"));
    if (a.overload() == 0) {
        const int64_t dim = a.toInt("dim");
        if (t->dim() == 0)
            throw PyError("IndexError", "Dimension specified as " + std::to_string(dim) + " but tensor has no dimensions");
        return Value::integer(values[static_cast<size_t>(ShapeMath::wrapDim(dim, t->dim()))]);
    }
    if (asSize)
        return Value::torchSize(values);
    ValueList items;
    for (int64_t s : values)
        items.push_back(Value::integer(s));
    return Value::tuple(items);
}

Value size(ParsedArgs &a) { return geometry(a, a.selfTensor()->sizes(), true); }
Value stride(ParsedArgs &a) { return geometry(a, a.selfTensor()->strides(), false); }
Value dim(ParsedArgs &a) { return Value::integer(a.selfTensor()->dim()); }
Value numel(ParsedArgs &a) { return Value::integer(a.selfTensor()->numel()); }
Value elementSize(ParsedArgs &a) { return Value::integer(itemSize(a.selfTensor()->dtype())); }
Value storageOffset(ParsedArgs &a) { return Value::integer(a.selfTensor()->reportedStorageOffset()); }
Value isFloatingPoint(ParsedArgs &a) { return Value::boolean(isFloating(a.selfTensor()->dtype())); }

Value isContiguous(ParsedArgs &a)
{
    if (a.has("memory_format"))
        throw UnsupportedError("is_contiguous(memory_format=...)");
    return Value::boolean(a.selfTensor()->isContiguous());
}

Value transposed(ParsedArgs &a) { return Value::of(TensorViews::t(a.runtime(), a.selfTensor())); }

Value tensorShapeTranspose(ParsedArgs &a)
{
    if (a.overload() == 1)
        noSuchName(a, a.string("dim1")); // ATen looks the second name up first
    return Value::of(TensorViews::transpose(a.runtime(), a.selfTensor(), a.toInt("dim0"), a.toInt("dim1")));
}

Value item(ParsedArgs &a)
{
    const TensorPtr &t = a.selfTensor();
    if (t->numel() != 1)
        throw Errors::tensorItemNotOneElement(t->numel());
    return Value::fromScalar(HostElements::item(t));
}

ValueList tensorShapeTolistOf(const StridedView &v, size_t dim, std::vector<int64_t> &index)
{
    ValueList out;
    for (int64_t i = 0; i < v.sizes()[dim]; ++i) {
        index[dim] = i;
        if (dim + 1 == v.sizes().size())
            out.push_back(Value::fromScalar(HostElements::at(v, index)));
        else
            out.push_back(Value::list(tensorShapeTolistOf(v, dim + 1, index)));
    }
    return out;
}

Value tolist(ParsedArgs &a)
{
    const TensorPtr &t = a.selfTensor();
    if (t->dim() == 0)
        return Value::fromScalar(HostElements::item(t));
    a.runtime().checkHostObject(static_cast<uint64_t>(t->numel()) * sizeof(Value));
    std::vector<int64_t> index(t->sizes().size(), 0);
    return Value::list(tensorShapeTolistOf(*t, 0, index));
}

Value expand(ParsedArgs &a) { return Value::of(TensorViews::expand(a.runtime(), a.selfTensor(), a.intList("size"))); }

const Binding kTensorShapeBindings[] = {
    {"Tensor.view", {"view(ScalarType dtype)", "view(SymIntArrayRef size)"}, tensorShapeView},
    {"Tensor.resize_", {"resize_(SymIntArrayRef size, *, MemoryFormat? memory_format=None)"}, resizeInPlace},
    {"Tensor.reshape", {"reshape(SymIntArrayRef shape)"}, tensorShapeReshape},
    {"torch.reshape", {"reshape(Tensor input, SymIntArrayRef shape)"}, torchReshape},
    {"Tensor.expand", {"expand(SymIntArrayRef size, *, bool implicit=False)"}, expand},
    {"Tensor.size", {"size(int64_t dim)", "size()", "size(Dimname dim)"}, size},
    {"Tensor.stride", {"stride(int64_t dim)", "stride()", "stride(Dimname dim)"}, stride},
    {"Tensor.dim", {}, dim},
    {"Tensor.ndimension", {}, dim},
    {"Tensor.numel", {}, numel},
    {"Tensor.nelement", {}, numel},
    {"Tensor.element_size", {}, elementSize},
    {"Tensor.storage_offset", {}, storageOffset},
    {"Tensor.is_floating_point", {}, isFloatingPoint},
    {"Tensor.is_contiguous", {"is_contiguous(*, MemoryFormat memory_format=contiguous_format)"}, isContiguous},
    {"Tensor.t", {}, transposed},
    {"Tensor.transpose", {"transpose(int64_t dim0, int64_t dim1)", "transpose(Dimname dim0, Dimname dim1)"}, tensorShapeTranspose},
    {"Tensor.item", {}, item},
    {"Tensor.tolist", {}, tolist},
};

} // namespace

BindingTable tensorShapeBindings() { return kTensorShapeBindings; }

} // namespace tl::bind
