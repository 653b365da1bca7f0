// Tensor.mT and Tensor.H (torch/_tensor.py's properties over ATen's mT / matrix_H).
#include "TensorViewAttributes.h"

#include "functions/DimensionViews.h"

namespace tl {

std::optional<Value> TensorViewAttributes::get(Runtime &rt, const TensorPtr &t, const std::string &name)
{
    if (name == "mT")
        return Value::of(DimensionViews::matrixTranspose(rt, t));
    if (name == "H")
        return Value::of(DimensionViews::adjoint(rt, t));
    return std::nullopt;
}

} // namespace tl
