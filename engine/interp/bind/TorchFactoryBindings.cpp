// torch's factory functions (torch.ones, torch.full_like, torch.tensor ...) with PyTorch 1.13's
// signatures, as its generated python_torch_functions declare them.
#include "BindingTables.h"
#include "ParsedArgs.h"
#include "autograd/Autograd.h"
#include "core/Errors.h"
#include "core/PyError.h"
#include "core/VersionProfile.h"
#include "functions/RandomFactory.h"
#include "functions/TensorConvert.h"
#include "functions/TensorViews.h"
#include "interp/Interpreter.h"
#include "interp/NestedData.h"
#include "interp/PythonTypes.h"
#include "ops/TensorFactory.h"

namespace tl::bind {

namespace {

// The keywords every factory has but the engine does not model: refused, never ignored.
void torchFactoryRefuseUnmodelled(const ParsedArgs &a, std::initializer_list<std::string_view> names)
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

Value torchFactoryFilled(ParsedArgs &a, Scalar value, DType inferred)
{
    torchFactoryRefuseUnmodelled(a, {"names", "out", "layout", "pin_memory"});
    const std::string op = "torch." + a.signature().name();
    return Value::of(TensorFactory::full(a.runtime(), a.intList("size"), value, a.dtype("dtype").value_or(inferred),
                                         deviceOr(a, Device::cpu()), a.toBool("requires_grad"), op));
}

Value torchFactoryOnes(ParsedArgs &a) { return torchFactoryFilled(a, Scalar::fromInt(1), DType::Float32); }
Value torchFactoryZeros(ParsedArgs &a) { return torchFactoryFilled(a, Scalar::fromInt(0), DType::Float32); }

Value torchFactoryFull(ParsedArgs &a)
{
    const Scalar v = a.scalar("fill_value");
    return torchFactoryFilled(a, v, v.isBool() ? DType::Bool : v.isFloating() ? DType::Float32 : DType::Int64);
}

// ones_like & co: the input's shape, dtype and device unless given, and its memory layout
// (memory_format=torch.preserve_format).
Value filledLike(ParsedArgs &a, Scalar value)
{
    torchFactoryRefuseUnmodelled(a, {"memory_format", "layout", "pin_memory"});
    const TensorPtr t = a.tensor("input");
    return Value::of(TensorFactory::fullLike(a.runtime(), t, value, a.dtype("dtype").value_or(t->dtype()),
                                             deviceOr(a, t->device()), a.toBool("requires_grad"),
                                             "torch." + a.signature().name()));
}

// Tensor.new_ones & co: a new tensor of the given size with self's dtype and device unless
// given (not its layout: always contiguous).
Value filledNew(ParsedArgs &a, Scalar value)
{
    torchFactoryRefuseUnmodelled(a, {"layout", "pin_memory"});
    const TensorPtr self = a.selfTensor();
    return Value::of(TensorFactory::full(a.runtime(), a.intList("size"), value, a.dtype("dtype").value_or(self->dtype()),
                                         deviceOr(a, self->device()), a.toBool("requires_grad"),
                                         "Tensor." + a.signature().name()));
}

Value newOnes(ParsedArgs &a) { return filledNew(a, Scalar::fromInt(1)); }
Value newZeros(ParsedArgs &a) { return filledNew(a, Scalar::fromInt(0)); }
Value newFull(ParsedArgs &a) { return filledNew(a, a.scalar("fill_value")); }

Value onesLike(ParsedArgs &a) { return filledLike(a, Scalar::fromInt(1)); }
Value zerosLike(ParsedArgs &a) { return filledLike(a, Scalar::fromInt(0)); }
Value fullLike(ParsedArgs &a) { return filledLike(a, a.scalar("fill_value")); }

Value arange(ParsedArgs &a)
{
    torchFactoryRefuseUnmodelled(a, {"out", "layout", "pin_memory"});
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
        // torch.tensor's data conversion checks integers only, naming the type ("int32");
        // floating dtypes take inf.
        if (!isFloating(dtype) && !s.fitsIn(dtype))
            throw Errors::conversionOverflow(std::string(torchName(dtype)));
        values.push_back(s.castTo(dtype));
    }
    return TensorFactory::fromValues(rt, values, nd.shape, dtype, dev.value_or(Device::cpu()), rg, op);
}

// NumPy warns when PyTorch reads an np.bool_ element through the index protocol.
bool holdsNumpyBool(const Value &v)
{
    if (v.kind == Value::Kind::NpScalar)
        return v.scalar.isBool();
    if ((v.kind == Value::Kind::List || v.kind == Value::Kind::Tuple) && v.items)
        for (const Value &item : *v.items)
            if (holdsNumpyBool(item))
                return true;
    return false;
}

void warnNumpyBoolIndex(ParsedArgs &a, const Value &data)
{
    if (holdsNumpyBool(data))
        a.interpreter().warn("DeprecationWarning",
                             "In future, it will be an error for 'np.bool_' scalars to be interpreted as an index");
}

// A tensor as data (copy_variables): warned about, detached and copied; `how` names the call
// in the warning ("torch.tensor", "tensor.new_tensor").
TensorPtr copyConstruct(ParsedArgs &a, const TensorPtr &source, std::optional<Device> dev, std::optional<DType> dt,
                        bool rg, const std::string &how)
{
    Runtime &rt = a.runtime();
    // (PyTorch 2 recommends detach() first)
    const std::string recommended = Profile::isCurrent() ? "detach().clone()" : "clone().detach()";
    a.interpreter().warn("UserWarning", "To copy construct from a tensor, it is recommended to use sourceTensor." + recommended +
                                            " or sourceTensor." + recommended + ".requires_grad_(True), rather than " + how +
                                            "(sourceTensor).");
    TensorPtr copy;
    {
        NoGradGuard ng(rt);
        copy = TensorConvert::to(rt, TensorViews::detach(rt, source), dev, dt, true, how);
    }
    TensorFactory::checkRequiresGradDtype(copy->dtype(), rg);
    copy->setLeafRequiresGrad(rg);
    return copy;
}

Value tensor(ParsedArgs &a)
{
    torchFactoryRefuseUnmodelled(a, {"names", "pin_memory"});
    Runtime &rt = a.runtime();
    const Value &data = a.value("data");
    const auto dt = a.dtype("dtype");
    const auto dev = a.device("device");
    const bool rg = a.toBool("requires_grad");
    if (data.kind == Value::Kind::Tensor)
        return Value::of(copyConstruct(a, data.tensor, dev, dt, rg, "torch.tensor"));
    if (data.kind == Value::Kind::Array)
        return Value::of(TensorFactory::fromArrayCopy(rt, *data.array, dt, dev.value_or(Device::cpu()), rg, "torch.tensor"));
    warnNumpyBoolIndex(a, data);
    return Value::of(fromPythonData(rt, data, dt, dev, rg, "torch.tensor"));
}

// Tensor.new_tensor (tensor_new.cpp's new_tensor): the data copied as torch.tensor copies it,
// but in self's dtype and on self's device unless given (no type inference from the data).
Value newTensor(ParsedArgs &a)
{
    Runtime &rt = a.runtime();
    const TensorPtr &self = a.selfTensor();
    const Value &data = a.value("data");
    const DType dt = a.dtype("dtype").value_or(self->dtype());
    const Device dev = a.device("device").value_or(self->device());
    const bool rg = a.toBool("requires_grad");
    if (data.kind == Value::Kind::Tensor)
        return Value::of(copyConstruct(a, data.tensor, dev, dt, rg, "tensor.new_tensor"));
    if (data.kind == Value::Kind::Array)
        return Value::of(TensorFactory::fromArrayCopy(rt, *data.array, dt, dev, rg, "Tensor.new_tensor"));
    warnNumpyBoolIndex(a, data);
    return Value::of(fromPythonData(rt, data, dt, dev, rg, "Tensor.new_tensor"));
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
        // internal_new_from_data with copy_numpy=false reads the array through tensor_from_numpy.
        if (!data.array->writeable())
            a.interpreter().warnOnce("UserWarning", Errors::numpyNotWritableWarning());
        if ((!dt || *dt == data.array->dtype()) && (!dev || dev->isCpu()))
            return Value::of(TensorFactory::fromNumpy(rt, data.array, "torch.as_tensor"));
        return Value::of(TensorFactory::fromArrayCopy(rt, *data.array, dt, dev.value_or(Device::cpu()), false, "torch.as_tensor"));
    }
    warnNumpyBoolIndex(a, data);
    return Value::of(fromPythonData(rt, data, dt, dev, false, "torch.as_tensor"));
}

Value torchFactoryClone(ParsedArgs &a)
{
    torchFactoryRefuseUnmodelled(a, {"memory_format"});
    return Value::of(TensorConvert::clone(a.runtime(), a.tensor("input")));
}

Value torchFactoryNumel(ParsedArgs &a) { return Value::integer(a.tensor("input")->numel()); }


// ---- the legacy constructors torch.Tensor(...), torch.FloatTensor(...) ... -------------------
// tensor_new.cpp's legacy_tensor_ctor: every class builds tensors of its own dtype on the CPU;
// torch.Tensor (BASE_CTOR) uses the default dtype and takes a tensor of any dtype.

// c10's TensorOptions as TORCH_CHECK_TYPE prints them ("dtype=long int, device=cpu, ...").
std::string optionsText(DType d, const Device &device)
{
    return "TensorOptions(dtype=" + Errors::typeMetaName(d) + ", device=" + device.str() +
           ", layout=Strided, requires_grad=false (default), pinned_memory=false (default), memory_format=(nullopt))";
}

// PySequence_Check: what legacy_new_from_sequence takes as data.
bool torchFactoryIsSequence(const Value &v)
{
    using K = Value::Kind;
    return v.kind == K::List || v.kind == K::Tuple || v.kind == K::Range || v.kind == K::Str || v.kind == K::Array ||
           v.kind == K::Tensor || v.kind == K::Size;
}

Value legacyNew(ParsedArgs &a, DType dtype, bool baseCtor)
{
    Runtime &rt = a.runtime();
    const bool takesDevice = a.signature().indexOf("device") >= 0;
    if (const auto dev = takesDevice ? a.device("device") : std::nullopt; dev && !dev->isCpu())
        throw PyError("RuntimeError", "legacy constructor expects device type: cpu but device type: " +
                                          std::string(dev->isCuda() ? "cuda" : "cpu") + " was passed");
    const auto &params = a.signature().params();
    const std::string first = params.empty() ? "" : params[0].name;
    if (first.empty() || first == "device")
        return Value::of(TensorFactory::full(rt, {0}, Scalar::fromInt(0), dtype, Device::cpu(), false, "torch.Tensor()"));
    if (first == "other") {
        if (takesDevice && a.has("device"))
            throw PyError("RuntimeError", "Legacy tensor constructor of the form torch.Tensor(tensor, device=device) is not "
                                          "supported.  Use torch.tensor(...) or torch.as_tensor(...) instead.");
        const TensorPtr other = a.tensor("other");
        if (!baseCtor && (other->dtype() != dtype || !other->device().isCpu()))
            throw PyError("TypeError", "expected " + optionsText(dtype, Device::cpu()) + " (got " +
                                           optionsText(other->dtype(), other->device()) + ")");
        return Value::of(TensorViews::alias(rt, other));
    }
    if (first == "size") {
        // A list or tuple passed as the one argument is data, not sizes (unless a torch.Size).
        const Value &size = a.value("size");
        const CallArgs *passed = a.passed();
        const bool asData = size.kind != Value::Kind::Size && passed && passed->positional.size() == 1 &&
                            (passed->positional[0].kind == Value::Kind::List || passed->positional[0].kind == Value::Kind::Tuple);
        if (!asData) { // uninitialised memory of that shape, as torch.empty
            RandomFactory::Options o;
            o.dtype = dtype;
            return Value::of(RandomFactory::empty(rt, a.intList("size"), o, "torch.Tensor()"));
        }
    }
    const Value &data = a.value(first == "size" ? "size" : "data");
    if (!torchFactoryIsSequence(data))
        throw PyError("TypeError", "new(): data must be a sequence (got " + PythonTypes::qualifiedName(data) + ")");
    if (data.kind == Value::Kind::Array) {
        // internal_new_from_data with copy_numpy=false: the array's memory when the dtype fits.
        if (!data.array->writeable())
            a.interpreter().warnOnce("UserWarning", Errors::numpyNotWritableWarning());
        const TensorPtr shared = TensorFactory::fromNumpy(rt, data.array, "torch.Tensor()");
        return Value::of(shared->dtype() == dtype ? shared
                                                  : TensorConvert::to(rt, shared, Device::cpu(), dtype, false, "torch.Tensor()"));
    }
    // A range is a sequence of ints as a list is.
    const Value items = data.kind == Value::Kind::Range ? Value::list(a.interpreter().iterate(data)) : data;
    warnNumpyBoolIndex(a, items);
    return Value::of(fromPythonData(rt, items, dtype, Device::cpu(), false, "torch.Tensor()"));
}

template <DType D>
Value legacyTyped(ParsedArgs &a)
{
    return legacyNew(a, D, false);
}

Value legacyBase(ParsedArgs &a) { return legacyNew(a, DType::Float32, true); }

#define TL_LEGACY_NEW_SIGNATURES                                                                                       \
    {"new(*, Device? device=None)", "new(Storage storage)", "new(Tensor other)",                                       \
     "new(Tensor other, *, Device? device=None)|hidden", "new(IntArrayRef size, *, Device? device=None)",               \
     "new(PyObject* data, *, Device? device=None)"}

const Binding kLegacyConstructors[] = {
    {"legacy.torch.Tensor", TL_LEGACY_NEW_SIGNATURES, legacyBase},
    {"legacy.torch.FloatTensor", TL_LEGACY_NEW_SIGNATURES, legacyTyped<DType::Float32>},
    {"legacy.torch.DoubleTensor", TL_LEGACY_NEW_SIGNATURES, legacyTyped<DType::Float64>},
    {"legacy.torch.LongTensor", TL_LEGACY_NEW_SIGNATURES, legacyTyped<DType::Int64>},
    {"legacy.torch.IntTensor", TL_LEGACY_NEW_SIGNATURES, legacyTyped<DType::Int32>},
    {"legacy.torch.BoolTensor", TL_LEGACY_NEW_SIGNATURES, legacyTyped<DType::Bool>},
};

#undef TL_LEGACY_NEW_SIGNATURES

const Binding kTorchFactoryBindings[] = {
    {"torch.ones",
     {"ones(IntArrayRef size, *, DimnameList? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, "
      "bool? pin_memory=False, bool? requires_grad=False)",
      "ones(SymIntArrayRef size, *, Tensor out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, "
      "bool? pin_memory=False, bool? requires_grad=False)"},
     torchFactoryOnes},
    {"torch.zeros",
     {"zeros(IntArrayRef size, *, DimnameList? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, "
      "bool? pin_memory=False, bool? requires_grad=False)",
      "zeros(SymIntArrayRef size, *, Tensor out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, "
      "bool? pin_memory=False, bool? requires_grad=False)"},
     torchFactoryZeros},
    {"torch.full",
     {"full(IntArrayRef size, Scalar fill_value, *, DimnameList? names, ScalarType? dtype=None, Layout? layout=None, "
      "Device? device=None, bool? pin_memory=False, bool? requires_grad=False)",
      "full(SymIntArrayRef size, Scalar fill_value, *, Tensor out=None, ScalarType? dtype=None, Layout? layout=None, "
      "Device? device=None, bool? pin_memory=False, bool? requires_grad=False)"},
     torchFactoryFull},
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
    {"Tensor.new_tensor", {"new_tensor(PyObject* data, *, ScalarType dtype=None, Device? device=None, bool requires_grad=False)"},
     newTensor},
    {"Tensor.new_ones",
     {"new_ones(SymIntArrayRef size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, "
      "bool? requires_grad=False)"},
     newOnes},
    {"Tensor.new_zeros",
     {"new_zeros(SymIntArrayRef size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, "
      "bool? requires_grad=False)"},
     newZeros},
    {"Tensor.new_full",
     {"new_full(SymIntArrayRef size, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, "
      "bool? pin_memory=False, bool? requires_grad=False)"},
     newFull},
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
    {"torch.clone", {"clone(Tensor input, *, MemoryFormat? memory_format=None)"}, torchFactoryClone},
    {"torch.numel", {"numel(Tensor input)"}, torchFactoryNumel},
};

} // namespace

BindingTable torchFactoryBindings() { return kTorchFactoryBindings; }

BindingTable legacyConstructorBindings() { return kLegacyConstructors; }

} // namespace tl::bind
