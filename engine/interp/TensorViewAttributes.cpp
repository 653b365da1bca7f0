// Tensor._base (THPVariable_get_base: the view's base, None for a tensor that is not a
// differentiable view), Tensor.mT and Tensor.H.
#include "TensorViewAttributes.h"

#include "ops/DimensionViews.h"

namespace tl {

std::optional<Value> TensorViewAttributes::get(Runtime &rt, const TensorPtr &t, const std::string &name)
{
    if (name == "_base")
        return t->isView() ? Value::of(t->viewBase()) : Value::none();
    if (name == "mT")
        return Value::of(DimensionViews::matrixTranspose(rt, t));
    if (name == "H")
        return Value::of(DimensionViews::adjoint(rt, t));
    return std::nullopt;
}

} // namespace tl
