#pragma once
// The CPU's elementwise functions of two operands (ATen's BinaryOpsKernel.cpp and
// PowKernel.cpp): arithmetic with alpha, the rounding divisions, remainder, fmod, pow,
// maximum/minimum and the comparisons, with PyTorch's integer and NaN rules.
#include "StridedRef.h"

namespace tl {

class HostBinaryKernels {
public:
    // out = a (op) b computed in `compute`; each operand a tensor broadcast to out's shape
    // (any dtype, converted per element) or a number. Add/Sub compute a +/- alpha * b.
    static void run(BinaryKernel op, const StridedRef &out, const BinaryOperand &a, const BinaryOperand &b, DType compute,
                    Scalar alpha);
};

} // namespace tl
