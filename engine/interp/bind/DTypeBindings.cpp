// Functions about dtypes with PyTorch 1.13's signatures: the Tensor methods named after a
// dtype (half(), byte(), float() ..., each `to(dtype)` returning self when nothing changes),
// Tensor.type(), and torch.result_type / promote_types / can_cast (c10's rules).
#include "BindingTables.h"
#include "ParsedArgs.h"
#include "core/PyError.h"
#include "ops/TensorConvert.h"
#include "ops/TypePromotion.h"

namespace tl::bind {

namespace {

template <DType D>
Value convertTo(ParsedArgs &a)
{
    if (a.has("memory_format"))
        throw UnsupportedError(a.signature().name() + "() with memory_format=");
    return Value::of(TensorConvert::to(a.runtime(), a.selfTensor(), std::nullopt, D, false, a.signature().name() + "()"));
}

// Tensor.type(): the legacy type name ("torch.FloatTensor", "torch.cuda.HalfTensor"), or a
// conversion to the type a name or a torch.dtype gives.
Value type(ParsedArgs &a)
{
    if (a.has("memory_format"))
        throw UnsupportedError("type() with memory_format=");
    const TensorPtr t = a.selfTensor();
    const std::string prefix = t->device().isCuda() ? "torch.cuda." : "torch.";
    if (!a.has("dtype"))
        return Value::str(prefix + std::string(legacyTypeName(t->dtype())));
    const Value &target = a.value("dtype");
    if (target.kind == Value::Kind::DType)
        return Value::of(TensorConvert::to(a.runtime(), t, std::nullopt, target.dtype, false, "type()"));
    if (target.kind == Value::Kind::Str) {
        for (DType d : kAllDTypes) {
            for (const bool cuda : {false, true}) {
                if (target.text != (cuda ? "torch.cuda." : "torch.") + std::string(legacyTypeName(d)))
                    continue;
                const Device device = cuda ? (t->device().isCuda() ? t->device() : Device::cuda(0)) : Device::cpu();
                return Value::of(TensorConvert::to(a.runtime(), t, device, d, false, "type()"));
            }
        }
        throw PyError("ValueError", "invalid type: '" + target.text + "'");
    }
    if (target.kind == Value::Kind::Type)
        throw UnsupportedError("type() with a class");
    throw PyError("TypeError", "dtype must be a type, str, or dtype object");
}

// How result_type sees an argument: a tensor (0-d or not) or a wrapped Python number.
TypePromotion::TorchArg promotionArg(const ParsedArgs &a, std::string_view name)
{
    const Value &v = a.value(name);
    if (v.kind == Value::Kind::Tensor)
        return {v.tensor->dtype(), false, v.tensor->dim() == 0};
    return {a.scalar(name).dtype(), true, false};
}

Value resultType(ParsedArgs &a)
{
    const auto &names = a.overload() == 0 ? std::pair{"tensor", "other"}
                        : a.overload() == 1 ? std::pair{"scalar", "tensor"}
                        : a.overload() == 2 ? std::pair{"tensor", "other"}
                                            : std::pair{"scalar1", "scalar2"};
    return Value::torchDType(TypePromotion::torchResultType({promotionArg(a, names.first), promotionArg(a, names.second)}));
}

Value promoteTypes(ParsedArgs &a) { return Value::torchDType(tl::promoteTypes(*a.dtype("type1"), *a.dtype("type2"))); }

Value canCast(ParsedArgs &a) { return Value::boolean(tl::canCast(*a.dtype("from"), *a.dtype("to"))); }

const Binding kBindings[] = {
    {"Tensor.bool", {"bool(*, MemoryFormat? memory_format=None)"}, convertTo<DType::Bool>},
    {"Tensor.byte", {"byte(*, MemoryFormat? memory_format=None)"}, convertTo<DType::UInt8>},
    {"Tensor.char", {"char(*, MemoryFormat? memory_format=None)"}, convertTo<DType::Int8>},
    {"Tensor.short", {"short(*, MemoryFormat? memory_format=None)"}, convertTo<DType::Int16>},
    {"Tensor.int", {"int(*, MemoryFormat? memory_format=None)"}, convertTo<DType::Int32>},
    {"Tensor.long", {"long(*, MemoryFormat? memory_format=None)"}, convertTo<DType::Int64>},
    {"Tensor.half", {"half(*, MemoryFormat? memory_format=None)"}, convertTo<DType::Float16>},
    {"Tensor.bfloat16", {"bfloat16(*, MemoryFormat? memory_format=None)"}, convertTo<DType::BFloat16>},
    {"Tensor.float", {"float(*, MemoryFormat? memory_format=None)"}, convertTo<DType::Float32>},
    {"Tensor.double", {"double(*, MemoryFormat? memory_format=None)"}, convertTo<DType::Float64>},
    {"Tensor.type",
     {"type(PyObject* dtype=None, bool non_blocking=False, *, MemoryFormat? memory_format=None)",
      "type(PyObject* dtype=None, bool async=False, *, MemoryFormat? memory_format=None)|deprecated"},
     type},
    {"torch.result_type",
     {"result_type(Tensor tensor, Tensor other)", "result_type(Scalar scalar, Tensor tensor)",
      "result_type(Tensor tensor, Scalar other)", "result_type(Scalar scalar1, Scalar scalar2)"},
     resultType},
    {"torch.promote_types", {"promote_types(ScalarType type1, ScalarType type2)"}, promoteTypes},
    {"torch.can_cast", {"can_cast(ScalarType from, ScalarType to)"}, canCast},
};

} // namespace

BindingTable dtypeBindings() { return kBindings; }

} // namespace tl::bind
