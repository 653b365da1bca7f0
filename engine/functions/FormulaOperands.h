#pragma once
// The shorthands backward formulas are written with: T(t) takes a tensor, I(n) an integer,
// as operands of the pointwise ops.
#include "ops/Operand.h"
#include "tensor/TensorImpl.h"

#include <cstdint>

namespace tl::operands {

inline Operand T(const TensorPtr &t) { return Operand::of(t); }
inline Operand I(int64_t v) { return Operand::of(Scalar::fromInt(v)); }

} // namespace tl::operands
