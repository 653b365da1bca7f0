// Where a tensor's elements really are and what it is called in PyTorch's legacy type
// system: data_ptr() (the engine's own address of the first element, so a CPU tensor and its
// numpy() agree), storage() (the whole storage, a TypedStorage at the same address),
// untyped_storage() (PyTorch 2: the same bytes untyped), is_set_to(),
// type() / type(torch.DoubleTensor), as PyTorch 1.13 answers them.
#include "BindingTables.h"
#include "ParsedArgs.h"
#include "core/PyError.h"
#include "core/VersionProfile.h"
#include "interp/Interpreter.h"
#include "functions/TensorConvert.h"
#include "interp/PythonTypes.h"
#include "interp/TypedStorageObject.h"
#include "interp/UntypedStorageObject.h"

namespace tl::bind {

namespace {

Value dataPtr(ParsedArgs &a)
{
    const TensorPtr &t = a.selfTensor();
    const auto base = reinterpret_cast<uintptr_t>(t->storage()->data());
    return Value::integer(static_cast<int64_t>(base + static_cast<uintptr_t>(t->storageOffset() * itemSize(t->dtype()))));
}

Value storage(ParsedArgs &a)
{
    // PyTorch 2 deprecates TypedStorage: torch/storage.py warns once, at the user's line.
    if (Profile::isCurrent())
        a.interpreter().warnOnce("UserWarning",
                                 "TypedStorage is deprecated. It will be removed in the future and UntypedStorage will be the only "
                                 "storage class. This should only matter to you if you are using storages directly.  To access "
                                 "UntypedStorage directly, use tensor.untyped_storage() instead of tensor.storage()");
    return Value::object(Value::Kind::Object, make<TypedStorageObject>(*a.selfTensor()));
}

Value untypedStorage(ParsedArgs &a)
{
    return Value::object(Value::Kind::Object, UntypedStorageObject::of(*a.selfTensor()));
}

Value isSetTo(ParsedArgs &a)
{
    const TensorPtr &t = a.selfTensor();
    const TensorPtr other = a.tensor("tensor");
    return Value::boolean(t->storage() == other->storage() && t->storageOffset() == other->storageOffset() &&
                          t->sizes() == other->sizes() && t->strides() == other->strides());
}

// "torch.FloatTensor", "torch.cuda.LongTensor": the legacy name of a dtype on a device.
std::string legacyName(DType d, const Device &device)
{
    return std::string(device.isCuda() ? "torch.cuda." : "torch.") + std::string(legacyTypeName(d));
}

// The dtype and device type(...) converts to: a legacy class, its name, or a dtype.
std::pair<DType, bool> targetOf(const Value &v)
{
    std::string name;
    if (v.kind == Value::Kind::DType)
        return {v.dtype, false};
    if (v.kind == Value::Kind::Type)
        name = v.text;
    else if (v.kind == Value::Kind::Str)
        name = v.text;
    else
        throw PyError("TypeError", "dtype must be a type, str, or dtype object");
    if (name == "torch.Tensor")
        return {DType::Float32, false};
    const bool cuda = name.rfind("torch.cuda.", 0) == 0;
    if (name.rfind("torch.", 0) == 0) {
        const std::string bare = name.substr(cuda ? 11 : 6);
        for (int i = 0; i < kDTypeCount; ++i) {
            const auto d = static_cast<DType>(i);
            if (legacyTypeName(d) == bare)
                return {d, cuda};
        }
    }
    throw PyError("ValueError", "invalid type: '" + name + "'");
}

Value type(ParsedArgs &a)
{
    const TensorPtr &t = a.selfTensor();
    if (a.has("memory_format"))
        throw UnsupportedError("type(memory_format=...)");
    const Value *target = a.get("dtype");
    if (!target)
        return Value::str(legacyName(t->dtype(), t->device()));
    const auto [dtype, cuda] = targetOf(*target);
    const Device device = cuda ? (t->device().isCuda() ? t->device() : Device::cuda(0)) : Device::cpu();
    if (target->kind != Value::Kind::DType && device != t->device())
        return Value::of(TensorConvert::to(a.runtime(), t, device, dtype, false, "type()"));
    // Same legacy class: the tensor itself; otherwise a converted copy on the same device.
    return Value::of(TensorConvert::to(a.runtime(), t, std::nullopt, dtype, false, "type()"));
}

const Binding kTensorIdentityBindings[] = {
    {"Tensor.data_ptr", {}, dataPtr},
    {"Tensor.storage", {"Tensor.storage(self)"}, storage, ArgStyle::Python},
    {"Tensor.untyped_storage", {}, untypedStorage, ArgStyle::Torch, /*currentOnly=*/true},
    {"Tensor.is_set_to", {"is_set_to(Tensor tensor)"}, isSetTo},
    {"Tensor.type",
     {"type(PyObject* dtype=None, bool non_blocking=False, *, MemoryFormat? memory_format=None)",
      "type(PyObject* dtype=None, bool async=False, *, MemoryFormat? memory_format=None)|deprecated"},
     type},
};

} // namespace

BindingTable tensorIdentityBindings() { return kTensorIdentityBindings; }

} // namespace tl::bind
