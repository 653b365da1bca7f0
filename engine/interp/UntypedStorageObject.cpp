// PyTorch 2's torch.UntypedStorage over a tensor's storage (torch/csrc/StorageMethods.cpp,
// torch/storage.py's _StorageBase): data_ptr, size, nbytes, element_size, device, is_cuda,
// tolist, byte indexing and slicing, iteration and its printed form.
#include "UntypedStorageObject.h"

#include "core/PyError.h"
#include "core/StorageErrors.h"
#include "interp/CallArgs.h"
#include "interp/Value.h"
#include "interp/objects/IteratorObject.h"
#include "interp/objects/SliceObject.h"
#include "interp/pylib/PyArgs.h"
#include "ops/HostElements.h"
#include "tensor/Runtime.h"
#include "tensor/StorageWindow.h"

#include <set>

namespace tl {

namespace {

const std::set<std::string> kUntypedMethods = {"data_ptr", "size", "nbytes", "element_size", "tolist"};

// The rest of what dir(torch.UntypedStorage()) lists in PyTorch 2.14: there, but not here.
const std::set<std::string> kUntypedNotModelled = {
    "bfloat16", "bool", "byte", "byteswap", "char", "clone", "complex_double", "complex_float", "copy_", "cpu", "cuda",
    "double", "filename", "fill_", "float", "float8_e4m3fn", "float8_e4m3fnuz", "float8_e5m2", "float8_e5m2fnuz",
    "from_buffer", "from_file", "get_device", "half", "hpu", "int", "is_hpu", "is_pinned", "is_shared", "is_sparse",
    "is_sparse_csr", "long", "mps", "new", "pin_memory", "resizable", "resize_", "share_memory_", "short", "to", "type",
    "untyped"};

} // namespace

Ref<UntypedStorageObject> UntypedStorageObject::of(const StridedView &tensor)
{
    const StoragePtr &storage = tensor.storage();
    const auto first = static_cast<int64_t>(tensor.offsetOrigin() * itemSize(tensor.dtype()));
    const auto size = static_cast<int64_t>(tensor.storageWindowBytes());
    if (auto *kept = static_cast<UntypedStorageObject *>(storage->pythonObject());
        kept && kept->first_ == first && kept->size_ == size)
        return Ref<UntypedStorageObject>(kept);
    return make<UntypedStorageObject>(storage, first, size);
}

UntypedStorageObject::UntypedStorageObject(StoragePtr storage, int64_t firstByte, int64_t size)
    : StorageObject(std::move(storage), firstByte, size)
{
    if (!storage_->pythonObject() && wholeStorage())
        storage_->setPythonObject(this);
}

UntypedStorageObject::~UntypedStorageObject()
{
    if (storage_->pythonObject() == this)
        storage_->setPythonObject(nullptr);
}

bool UntypedStorageObject::wholeStorage() const
{
    return first_ == 0 && static_cast<uint64_t>(size_) == storage_->nbytes();
}

Value UntypedStorageObject::element(int64_t i) const
{
    return Value::fromScalar(HostElements::at(StorageWindow(storage_, DType::UInt8, first_, size_), {i}));
}

Value UntypedStorageObject::item(const Value &index) const
{
    using K = Value::Kind;
    if (index.kind == K::Slice) {
        const SliceObject::Bounds b = index.as<SliceObject>().indices(size_);
        if (b.step != 1)
            throw UnsupportedError("a torch.UntypedStorage slice with a step other than 1");
        return Value::object(K::Object, make<UntypedStorageObject>(storage_, first_ + b.start, b.length));
    }
    if (index.kind == K::Bool)
        throw StorageErrors::untypedIndexType("bool");
    if (index.kind == K::Float)
        throw StorageErrors::untypedIndexType("float");
    if (index.kind != K::Int)
        throw UnsupportedError("indexing a torch.UntypedStorage with something other than an int or a slice");
    const int64_t i = index.i < 0 ? index.i + size_ : index.i;
    // PyTorch names the index after wrapping a negative one once.
    if (i < 0 || i >= size_)
        throw StorageErrors::indexRange(i, size_);
    return element(i);
}

TensorPtr UntypedStorageObject::assignmentTarget(Runtime &, const Value &, const Value &) const
{
    throw UnsupportedError("writing a byte of a torch.UntypedStorage");
}

Ref<IteratorObject> UntypedStorageObject::iterator() const { return elements("iterator"); }

std::string UntypedStorageObject::repr() const
{
    return printed("torch.storage.UntypedStorage(device=" + storage_->device().str() + ") of size " + std::to_string(size_));
}

bool UntypedStorageObject::attribute(Interpreter &, const std::string &name, Value &out)
{
    if (name == "device")
        out = Value::torchDevice(storage_->device());
    else if (name == "is_cuda")
        out = Value::boolean(storage_->device().isCuda());
    else if (kUntypedMethods.count(name))
        out = Value::method(Value::object(Value::Kind::Object, Ref<Object>(this)), name);
    else if (kUntypedNotModelled.count(name))
        throw UnsupportedError("torch.UntypedStorage." + name);
    else
        return false;
    return true;
}

Value UntypedStorageObject::call(Interpreter &, const std::string &method, CallArgs &args) const
{
    PyArgs::bind(args, "UntypedStorage." + method, {}, true);
    if (method == "data_ptr")
        return Value::integer(static_cast<int64_t>(reinterpret_cast<uintptr_t>(storage_->data()) + static_cast<uintptr_t>(first_)));
    if (method == "size" || method == "nbytes")
        return Value::integer(size_);
    if (method == "element_size")
        return Value::integer(1);
    return list(); // tolist
}

} // namespace tl
