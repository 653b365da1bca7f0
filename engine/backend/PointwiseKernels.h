#pragma once
// The ids of the elementwise and reduction kernels every backend implements, with the
// parameters they take (ATen's DispatchStubs: one stub per op, one kernel per device).
// Each list is one X-macro so a backend's switch names every kernel.
#include "core/Scalar.h"

#include <cstdint>
#include <optional>

namespace tl {

// out = f(in), in and out of the same dtype (the op has already cast the input).
#define TL_FORALL_UNARY_KERNELS(X)                                                                                     \
    X(Abs) X(Neg) X(Sign) X(Exp) X(Log) X(Log2) X(Log10) X(Sqrt) X(Rsqrt) X(Reciprocal) X(Sin) X(Cos) X(Tan) X(Tanh)   \
    X(Sigmoid) X(Floor) X(Ceil) X(Round) X(RoundDecimals) X(Trunc) X(Clamp) X(PowScalar) X(LogicalNot) X(Asin) X(Acos) \
    X(Atan) X(Sinh) X(Cosh) X(Asinh) X(Acosh) X(Atanh) X(Log1p) X(Expm1) X(Erf)

enum class UnaryKernel {
#define TL_UNARY_ENUM(e) e,
    TL_FORALL_UNARY_KERNELS(TL_UNARY_ENUM)
#undef TL_UNARY_ENUM
};

struct UnaryParams {
    int64_t decimals = 0;          // RoundDecimals
    std::optional<Scalar> low;     // Clamp (either bound may be absent)
    std::optional<Scalar> high;
    Scalar exponent;               // PowScalar
};

// Reductions over the dimensions along which the output's strides are 0.
#define TL_FORALL_REDUCE_KERNELS(X) X(Sum) X(Prod) X(Max) X(Min) X(All) X(Any) X(Norm) X(Var) X(ArgMax) X(ArgMin)

enum class ReduceKernel {
#define TL_REDUCE_ENUM(e) e,
    TL_FORALL_REDUCE_KERNELS(TL_REDUCE_ENUM)
#undef TL_REDUCE_ENUM
};

struct ReduceParams {
    double p = 2;             // Norm
    int64_t correction = 1;   // Var: divide by N - correction
    bool takeSqrt = false;    // Var: std
    bool wholeTensor = false; // Var: every dimension reduced (ATen's two-pass std_var_all)
    bool sequential = false;  // Sum: one running sum in the accumulate type (trace)
};

enum class MatmulKind { Dot, Mv, Mm, Bmm };

enum class IndexKernel { IndexSelect, Gather, Scatter, ScatterAdd, IndexAdd };

} // namespace tl
