// Tensor methods that move or convert a tensor between devices, dtypes and NumPy, or change
// its autograd identity (to, cpu, cuda, float, numpy, detach, clone, copy_, requires_grad_),
// with PyTorch 1.13's signatures (python_variable_methods).
#include "BindingTables.h"
#include "ParsedArgs.h"
#include "core/Errors.h"
#include "core/PyError.h"
#include "functions/TensorConvert.h"
#include "functions/TensorMath.h"
#include "functions/TensorViews.h"
#include "interp/TorchBindings.h"
#include "ops/TensorFactory.h"

namespace tl::bind {

namespace {

void refuseMemoryFormat(const ParsedArgs &a)
{
    if (a.has("memory_format"))
        throw UnsupportedError(a.signature().name() + "(memory_format=...)");
}

// The dtype of the 0-d tensor PyTorch wraps a Python number in.
DType wrappedNumberDType(const Value &v)
{
    if (v.kind == Value::Kind::Bool)
        return DType::Bool;
    if (v.kind == Value::Kind::Int)
        return DType::Int64;
    return DType::Float64;
}

Value numpy(ParsedArgs &a)
{
    const bool force = a.toBool("force");
    return Value::of(TensorConvert::numpy(a.runtime(), a.selfTensor(), force, force ? "numpy(force=True)" : "numpy()"));
}

Value detach(ParsedArgs &a) { return Value::of(TensorViews::detach(a.runtime(), a.selfTensor())); }
Value detachInPlace(ParsedArgs &a) { return Value::of(TensorViews::detachInPlace(a.runtime(), a.selfTensor())); }

Value to(ParsedArgs &a)
{
    refuseMemoryFormat(a);
    std::optional<Device> device;
    std::optional<DType> dtype;
    switch (a.overload()) {
    case 0: // to(device=None, dtype=None, non_blocking=False, copy=False)
        device = a.device("device");
        dtype = a.dtype("dtype");
        break;
    case 1: // to(dtype, non_blocking=False, copy=False)
        dtype = a.dtype("dtype");
        break;
    default: { // to(other): its device and dtype (a Python number is a CPU scalar tensor)
        const Value &other = a.value("tensor");
        if (other.kind == Value::Kind::Tensor) {
            device = other.tensor->device();
            dtype = other.tensor->dtype();
        } else {
            device = Device::cpu();
            dtype = wrappedNumberDType(other);
        }
    }
    }
    const bool copy = a.toBool("copy");
    std::string op = "to(";
    if (device)
        op += "'" + device->str() + "'";
    if (dtype)
        op += std::string(device ? ", " : "") + "torch." + std::string(torchName(*dtype));
    op += copy ? ", copy=True)" : ")";
    return Value::of(TensorConvert::to(a.runtime(), a.selfTensor(), device, dtype, copy, op));
}

Value cpu(ParsedArgs &a)
{
    refuseMemoryFormat(a);
    return Value::of(TensorConvert::to(a.runtime(), a.selfTensor(), Device::cpu(), std::nullopt, false, "cpu()"));
}

Value cuda(ParsedArgs &a)
{
    refuseMemoryFormat(a);
    Device d = Device::cuda(0);
    if (const Value *v = a.get("device")) {
        d = TorchBindings::parseDevice(*v);
        if (d.isCpu())
            throw PyError("RuntimeError", "Invalid device, must be cuda device");
    }
    return Value::of(TensorConvert::to(a.runtime(), a.selfTensor(), d, std::nullopt, false, "cuda()"));
}

template <DType D>
Value convertTo(ParsedArgs &a)
{
    refuseMemoryFormat(a);
    return Value::of(TensorConvert::to(a.runtime(), a.selfTensor(), std::nullopt, D, false, a.signature().name() + "()"));
}

Value clone(ParsedArgs &a)
{
    refuseMemoryFormat(a);
    return Value::of(TensorConvert::clone(a.runtime(), a.selfTensor()));
}

Value contiguous(ParsedArgs &a)
{
    refuseMemoryFormat(a);
    return Value::of(TensorConvert::contiguous(a.runtime(), a.selfTensor()));
}

Value copyFrom(ParsedArgs &a)
{
    Runtime &rt = a.runtime();
    const Value &src = a.value("other");
    if (src.kind == Value::Kind::Tensor) {
        TensorMath::copyFrom(rt, a.selfTensor(), src.tensor, "copy_()");
    } else {
        // A number is copied in as a 0-d tensor of its Python type.
        TensorMath::copyFrom(rt, a.selfTensor(),
                             TensorFactory::full(rt, {}, a.scalar("other"), wrappedNumberDType(src), Device::cpu(), false,
                                                 "copy_()"),
                             "copy_()");
    }
    return a.self();
}

Value requiresGradInPlace(ParsedArgs &a)
{
    const TensorPtr &t = a.selfTensor();
    const bool on = a.toBool("requires_grad");
    if (!t->isLeaf()) {
        if (!on)
            throw Errors::nonLeafRequiresGradFalse();
        return a.self();
    }
    if (on && !isFloating(t->dtype()))
        throw Errors::requiresGradUnderscoreDtype();
    t->setLeafRequiresGrad(on);
    return a.self();
}

Value typeAs(ParsedArgs &a)
{
    const TensorPtr other = a.tensor("other");
    return Value::of(TensorConvert::to(a.runtime(), a.selfTensor(), std::nullopt, other->dtype(), false, "type_as()"));
}

const Binding kTensorConversionBindings[] = {
    {"Tensor.numpy", {"numpy(*, bool force=False)"}, numpy},
    {"Tensor.detach", {}, detach},
    {"Tensor.detach_", {}, detachInPlace},
    {"Tensor.to",
     {"to(Device device=None, ScalarType dtype=None, bool non_blocking=False, bool copy=False, *, "
      "MemoryFormat? memory_format=None)",
      "to(ScalarType dtype, bool non_blocking=False, bool copy=False, *, MemoryFormat? memory_format=None)",
      "to(Tensor tensor, bool non_blocking=False, bool copy=False, *, MemoryFormat? memory_format=None)"},
     to},
    {"Tensor.cpu", {"cpu(*, MemoryFormat? memory_format=None)"}, cpu},
    {"Tensor.cuda",
     {"cuda(Device? device=None, bool non_blocking=False, *, MemoryFormat? memory_format=None)",
      "cuda(Device? device=None, bool async=False, *, MemoryFormat? memory_format=None)|deprecated"},
     cuda},
    {"Tensor.float", {"float(*, MemoryFormat? memory_format=None)"}, convertTo<DType::Float32>},
    {"Tensor.double", {"double(*, MemoryFormat? memory_format=None)"}, convertTo<DType::Float64>},
    {"Tensor.long", {"long(*, MemoryFormat? memory_format=None)"}, convertTo<DType::Int64>},
    {"Tensor.int", {"int(*, MemoryFormat? memory_format=None)"}, convertTo<DType::Int32>},
    {"Tensor.bool", {"bool(*, MemoryFormat? memory_format=None)"}, convertTo<DType::Bool>},
    {"Tensor.byte", {"byte(*, MemoryFormat? memory_format=None)"}, convertTo<DType::UInt8>},
    {"Tensor.char", {"char(*, MemoryFormat? memory_format=None)"}, convertTo<DType::Int8>},
    {"Tensor.short", {"short(*, MemoryFormat? memory_format=None)"}, convertTo<DType::Int16>},
    {"Tensor.half", {"half(*, MemoryFormat? memory_format=None)"}, convertTo<DType::Float16>},
    {"Tensor.bfloat16", {"bfloat16(*, MemoryFormat? memory_format=None)"}, convertTo<DType::BFloat16>},
    {"Tensor.clone", {"clone(*, MemoryFormat? memory_format=None)"}, clone},
    {"Tensor.contiguous", {"contiguous(*, MemoryFormat memory_format=contiguous_format)"}, contiguous},
    {"Tensor.copy_",
     {"copy_(Tensor other, bool non_blocking=False)", "copy_(Tensor other, bool async=False)|deprecated"},
     copyFrom},
    {"Tensor.requires_grad_", {"requires_grad_(bool requires_grad=True)"}, requiresGradInPlace},
    {"Tensor.type_as", {"type_as(Tensor other)"}, typeAs},
};

} // namespace

BindingTable tensorConversionBindings() { return kTensorConversionBindings; }

} // namespace tl::bind
