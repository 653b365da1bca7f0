// torch functions about dtypes with PyTorch 1.13's signatures: result_type (wrapped numbers
// and 0-d tensors ranked by category), promote_types and can_cast (c10's tables), and
// get_default_dtype (float32: the engine's factories do not model set_default_dtype).
#include "BindingTables.h"
#include "ParsedArgs.h"
#include "ops/TypePromotion.h"

#include <utility>

namespace tl::bind {

namespace {

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
    // The overloads' parameter names, in signature order.
    static const std::pair<const char *, const char *> kNames[] = {
        {"tensor", "other"}, {"scalar", "tensor"}, {"tensor", "other"}, {"scalar1", "scalar2"}};
    const auto &[first, second] = kNames[a.overload()];
    return Value::torchDType(TypePromotion::torchResultType({promotionArg(a, first), promotionArg(a, second)}));
}

Value promoteTypes(ParsedArgs &a) { return Value::torchDType(tl::promoteTypes(*a.dtype("type1"), *a.dtype("type2"))); }

Value canCast(ParsedArgs &a) { return Value::boolean(tl::canCast(*a.dtype("from"), *a.dtype("to"))); }

Value getDefaultDtype(ParsedArgs &) { return Value::torchDType(DType::Float32); }

const Binding kDTypeBindings[] = {
    {"torch.get_default_dtype", {}, getDefaultDtype},
    {"torch.result_type",
     {"result_type(Tensor tensor, Tensor other)", "result_type(Scalar scalar, Tensor tensor)",
      "result_type(Tensor tensor, Scalar other)", "result_type(Scalar scalar1, Scalar scalar2)"},
     resultType},
    {"torch.promote_types", {"promote_types(ScalarType type1, ScalarType type2)"}, promoteTypes},
    {"torch.can_cast", {"can_cast(ScalarType from, ScalarType to)"}, canCast},
};

} // namespace

BindingTable dtypeBindings() { return kDTypeBindings; }

} // namespace tl::bind
