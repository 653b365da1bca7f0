#pragma once
// One argument of an arithmetic op: a tensor, or a Python number (PyTorch's "wrapped
// number", which takes part in type promotion only by its kind).
#include "core/Scalar.h"
#include "tensor/TensorImpl.h"

#include <optional>

namespace tl {

struct Operand {
    TensorPtr tensor;
    Scalar number; // used when tensor is null; dtype Bool, Int64 or Float64 for bool/int/float

    static Operand of(TensorPtr t) { return {std::move(t), {}}; }
    static Operand of(Scalar s) { return {nullptr, s}; }
    bool isTensor() const { return tensor != nullptr; }
};

} // namespace tl
