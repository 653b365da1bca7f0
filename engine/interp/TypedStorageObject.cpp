// torch/storage.py (1.13) TypedStorage over a tensor's storage: data_ptr, size, nbytes,
// element_size, dtype, device, is_cuda, tolist, indexing, iteration and its printed form.
#include "TypedStorageObject.h"

#include "PythonTypes.h"
#include "core/PyError.h"
#include "core/StorageErrors.h"
#include "functions/TensorMath.h"
#include "interp/CallArgs.h"
#include "interp/Value.h"
#include "interp/objects/IteratorObject.h"
#include "interp/pylib/PyArgs.h"
#include "ops/HostElements.h"
#include "tensor/Runtime.h"
#include "tensor/StorageWindow.h"

#include <set>

namespace tl {

namespace {

const std::set<std::string> kMethods = {"data_ptr", "size", "nbytes", "element_size", "tolist"};

} // namespace

TypedStorageObject::TypedStorageObject(const StridedView &tensor)
    : StorageObject(tensor.storage(), tensor.offsetOrigin(), static_cast<int64_t>(tensor.storageWindowBytes() / itemSize(tensor.dtype()))),
      dtype_(tensor.dtype())
{
    // A storage that does not start on an element of this dtype (a from_numpy window seen
    // through view(dtype)) is not modelled.
    if (tensor.storageWindowBytes() % itemSize(dtype_) != 0)
        throw UnsupportedError("storage() of a tensor whose storage is not a whole number of its elements");
}

Value TypedStorageObject::element(int64_t i) const
{
    return Value::fromScalar(HostElements::at(StorageWindow(storage_, dtype_, first_, size_), {i}));
}

Value TypedStorageObject::item(const Value &index) const
{
    using K = Value::Kind;
    if (index.kind == K::Slice)
        throw StorageErrors::sliceRead();
    if (index.kind == K::Bool) // an int to isinstance, but not type(idx) == int
        throw StorageErrors::indexType("TypeError", "bool");
    if (index.kind != K::Int)
        throw StorageErrors::indexType("RuntimeError", PythonTypes::qualifiedName(index));
    if (index.i >= size_ || index.i < -size_)
        throw StorageErrors::indexRange(index.i, size_);
    return element(index.i < 0 ? index.i + size_ : index.i);
}

TensorPtr TypedStorageObject::assignmentTarget(Runtime &rt, const Value &index, const Value &value) const
{
    using K = Value::Kind;
    if (index.kind != K::Int && index.kind != K::Bool && index.kind != K::Slice)
        throw StorageErrors::indexType("RuntimeError", PythonTypes::qualifiedName(index));
    if (from(value))
        throw StorageErrors::assignStorage();
    // Object id 0: an internal tensor no event names; the write itself is reported with
    // every live alias of the storage.
    return std::make_shared<TensorImpl>(rt, 0, storage_, dtype_, std::vector<int64_t>{size_}, std::vector<int64_t>{1}, first_,
                                        nullptr);
}

Ref<IteratorObject> TypedStorageObject::iterator() const { return elements("map"); }

std::string TypedStorageObject::repr() const
{
    return printed("torch.storage.TypedStorage(dtype=torch." + std::string(torchName(dtype_)) + ", device=" +
                   storage_->device().str() + ") of size " + std::to_string(size_));
}

bool TypedStorageObject::attribute(Interpreter &, const std::string &name, Value &out)
{
    if (name == "dtype")
        out = Value::torchDType(dtype_);
    else if (name == "device")
        out = Value::torchDevice(storage_->device());
    else if (name == "is_cuda")
        out = Value::boolean(storage_->device().isCuda());
    else if (kMethods.count(name))
        out = Value::method(Value::object(Value::Kind::Object, Ref<Object>(this)), name);
    else
        return false;
    return true;
}

Value TypedStorageObject::call(Interpreter &, const std::string &method, CallArgs &args) const
{
    PyArgs::bind(args, "TypedStorage." + method, {}, true);
    if (method == "data_ptr")
        return Value::integer(static_cast<int64_t>(reinterpret_cast<uintptr_t>(storage_->data()) +
                                                   static_cast<uintptr_t>(first_ * itemSize(dtype_))));
    if (method == "size")
        return Value::integer(size_);
    if (method == "nbytes")
        return Value::integer(size_ * itemSize(dtype_));
    if (method == "element_size")
        return Value::integer(itemSize(dtype_));
    return list(); // tolist
}

} // namespace tl
