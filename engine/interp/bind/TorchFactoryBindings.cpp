// torch's factory functions (torch.ones, torch.full_like, torch.tensor ...) with PyTorch 1.13's
// signatures, as its generated python_torch_functions declare them.
#include "BindingTables.h"
#include "ParsedArgs.h"
#include "core/PyError.h"
#include "core/Errors.h"
#include "interp/Interpreter.h"
#include "interp/NestedData.h"
#include "ops/TensorConvert.h"
#include "ops/TensorFactory.h"
#include "ops/TensorViews.h"
#include "autograd/Autograd.h"

namespace tl::bind {

namespace {

// The keywords every factory has but the engine does not model: refused, never ignored.
void refuseUnmodelled(const ParsedArgs &a, std::initializer_list<std::string_view> names)
{
    for (std::string_view n : names) {
        if (a.signature().indexOf(n) < 0 || !a.has(n))
            continue;
        if (n == "pin_memory" && !a.toBool(n))
            continue;
        throw UnsupportedError(a.signature().name() + "() with " + std::string(n) + "=");
    }
}

Device deviceOr(const ParsedArgs &a, Device fallback) { return a.device("device").value_or(fallback); }

Value filled(ParsedArgs &a, Scalar value, DType inferred)
{
    refuseUnmodelled(a, {"names", "out", "layout", "pin_memory"});
    const std::string op = "torch." + a.signature().name();
    return Value::of(TensorFactory::full(a.runtime(), a.intList("size"), value, a.dtype("dtype").value_or(inferred),
                                         deviceOr(a, Device::cpu()), a.toBool("requires_grad"), op));
}

Value ones(ParsedArgs &a) { return filled(a, Scalar::fromInt(1), DType::Float32); }
Value zeros(ParsedArgs &a) { return filled(a, Scalar::fromInt(0), DType::Float32); }

Value full(ParsedArgs &a)
{
    const Scalar v = a.scalar("fill_value");
    return filled(a, v, v.isBool() ? DType::Bool : v.isFloating() ? DType::Float32 : DType::Int64);
}

// ones_like & co: the input's shape, dtype and device unless given, and its memory layout
// (memory_format=torch.preserve_format).
Value filledLike(ParsedArgs &a, Scalar value)
{
    refuseUnmodelled(a, {"memory_format", "layout", "pin_memory"});
    const TensorPtr t = a.tensor("input");
    return Value::of(TensorFactory::fullLike(a.runtime(), t, value, a.dtype("dtype").value_or(t->dtype()),
                                             deviceOr(a, t->device()), a.toBool("requires_grad"),
                                             "torch." + a.signature().name()));
}

Value onesLike(ParsedArgs &a) { return filledLike(a, Scalar::fromInt(1)); }
Value zerosLike(ParsedArgs &a) { return filledLike(a, Scalar::fromInt(0)); }
Value fullLike(ParsedArgs &a) { return filledLike(a, a.scalar("fill_value")); }

Value arange(ParsedArgs &a)
{
    refuseUnmodelled(a, {"out", "layout", "pin_memory"});
    Scalar start = Scalar::fromInt(0), end, step = Scalar::fromInt(1);
    if (a.signature().indexOf("start") < 0) {
        end = a.scalar("end");
    } else {
        start = a.scalar("start");
        end = a.scalar("end");
        if (a.signature().indexOf("step") >= 0)
            step = a.scalar("step");
    }
    return Value::of(TensorFactory::arange(a.runtime(), start, end, step, a.dtype("dtype"), deviceOr(a, Device::cpu()),
                                           a.toBool("requires_grad")));
}

// A new tensor from nested Python lists/tuples/numbers.
TensorPtr fromPythonData(Runtime &rt, const Value &data, std::optional<DType> dt, std::optional<Device> dev, bool rg,
                         const std::string &op)
{
    NestedData nd = NestedData::flatten(data, false);
    const DType dtype = dt.value_or(nd.torchDType());
    std::vector<Scalar> values;
    values.reserve(nd.values.size());
    for (const auto &s : nd.values) {
        // torch.tensor's data conversion names the type ("int32"); float32 takes inf.
        if (dtype != DType::Float32 && !s.fitsIn(dtype))
            throw Errors::conversionOverflow(std::string(torchName(dtype)));
        values.push_back(s.castTo(dtype));
    }
    return TensorFactory::fromValues(rt, values, nd.shape, dtype, dev.value_or(Device::cpu()), rg, op);
}

Value tensor(ParsedArgs &a)
{
    refuseUnmodelled(a, {"names", "pin_memory"});
    Runtime &rt = a.runtime();
    const Value &data = a.value("data");
    const auto dt = a.dtype("dtype");
    const auto dev = a.device("device");
    const bool rg = a.toBool("requires_grad");
    if (data.kind == Value::Kind::Tensor) {
        a.interpreter().warn("UserWarning",
                             "To copy construct from a tensor, it is recommended to use sourceTensor.clone().detach() "
                             "or sourceTensor.clone().detach().requires_grad_(True), rather than "
                             "torch.tensor(sourceTensor).");
        TensorPtr copy;
        {
            NoGradGuard ng(rt);
            copy = TensorConvert::to(rt, TensorViews::detach(rt, data.tensor), dev, dt, true, "torch.tensor");
        }
        TensorFactory::checkRequiresGradDtype(copy->dtype(), rg);
        copy->setLeafRequiresGrad(rg);
        return Value::of(copy);
    }
    if (data.kind == Value::Kind::Array)
        return Value::of(TensorFactory::fromArrayCopy(rt, *data.array, dt, dev.value_or(Device::cpu()), rg, "torch.tensor"));
    return Value::of(fromPythonData(rt, data, dt, dev, rg, "torch.tensor"));
}

Value asTensor(ParsedArgs &a)
{
    Runtime &rt = a.runtime();
    const Value &data = a.value("data");
    const auto dt = a.dtype("dtype");
    const auto dev = a.device("device");
    if (data.kind == Value::Kind::Tensor)
        return Value::of(TensorConvert::to(rt, data.tensor, dev, dt, false, "torch.as_tensor"));
    if (data.kind == Value::Kind::Array) {
        if ((!dt || *dt == data.array->dtype()) && (!dev || dev->isCpu()))
            return Value::of(TensorFactory::fromNumpy(rt, data.array, "torch.as_tensor"));
        return Value::of(TensorFactory::fromArrayCopy(rt, *data.array, dt, dev.value_or(Device::cpu()), false, "torch.as_tensor"));
    }
    return Value::of(fromPythonData(rt, data, dt, dev, false, "torch.as_tensor"));
}

Value clone(ParsedArgs &a)
{
    refuseUnmodelled(a, {"memory_format"});
    return Value::of(TensorConvert::clone(a.runtime(), a.tensor("input")));
}

Value numel(ParsedArgs &a) { return Value::integer(a.tensor("input")->numel()); }


const Binding kBindings[] = {
    {"torch.ones",
     {"ones(IntArrayRef size, *, DimnameList? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, "
      "bool? pin_memory=False, bool? requires_grad=False)",
      "ones(SymIntArrayRef size, *, Tensor out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, "
      "bool? pin_memory=False, bool? requires_grad=False)"},
     ones},
    {"torch.zeros",
     {"zeros(IntArrayRef size, *, DimnameList? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, "
      "bool? pin_memory=False, bool? requires_grad=False)",
      "zeros(SymIntArrayRef size, *, Tensor out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, "
      "bool? pin_memory=False, bool? requires_grad=False)"},
     zeros},
    {"torch.full",
     {"full(IntArrayRef size, Scalar fill_value, *, DimnameList? names, ScalarType? dtype=None, Layout? layout=None, "
      "Device? device=None, bool? pin_memory=False, bool? requires_grad=False)",
      "full(SymIntArrayRef size, Scalar fill_value, *, Tensor out=None, ScalarType? dtype=None, Layout? layout=None, "
      "Device? device=None, bool? pin_memory=False, bool? requires_grad=False)"},
     full},
    {"torch.ones_like",
     {"ones_like(Tensor input, *, MemoryFormat? memory_format=None, ScalarType? dtype=None, Layout? layout=None, "
      "Device? device=None, bool? pin_memory=False, bool? requires_grad=False)"},
     onesLike},
    {"torch.zeros_like",
     {"zeros_like(Tensor input, *, MemoryFormat? memory_format=None, ScalarType? dtype=None, Layout? layout=None, "
      "Device? device=None, bool? pin_memory=False, bool? requires_grad=False)"},
     zerosLike},
    {"torch.full_like",
     {"full_like(Tensor input, Scalar fill_value, *, MemoryFormat? memory_format=None, ScalarType? dtype=None, "
      "Layout? layout=None, Device? device=None, bool? pin_memory=False, bool? requires_grad=False)"},
     fullLike},
    {"torch.arange",
     {"arange(Scalar end, *, Tensor out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, "
      "bool? pin_memory=False, bool? requires_grad=False)",
      "arange(Scalar start, Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, "
      "bool? pin_memory=False, bool? requires_grad=False)",
      "arange(Scalar start, Scalar end, Scalar step=1, *, Tensor out=None, ScalarType? dtype=None, Layout? layout=None, "
      "Device? device=None, bool? pin_memory=False, bool? requires_grad=False)"},
     arange},
    {"torch.tensor",
     {"tensor(PyObject* data, *, ScalarType dtype=None, Device? device=None, bool pin_memory=False, "
      "bool requires_grad=False, DimnameList? names=None)"},
     tensor},
    {"torch.as_tensor", {"as_tensor(PyObject* data, *, ScalarType dtype=None, Device? device=None)"}, asTensor},
    {"torch.clone", {"clone(Tensor input, *, MemoryFormat? memory_format=None)"}, clone},
    {"torch.numel", {"numel(Tensor input)"}, numel},
};

} // namespace

BindingTable torchFactoryBindings() { return kBindings; }

} // namespace tl::bind
