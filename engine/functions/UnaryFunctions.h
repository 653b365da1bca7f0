#pragma once
// Elementwise functions of one tensor, each described once (native_functions.yaml +
// derivatives.yaml in one table row): its kernel, its dtype rule, its grad_fn, what that
// saves and the backward formula. The functional form, the in-place form (`exp_`) and
// out= all come from the row.
#include "backend/PointwiseKernels.h"
#include "tensor/TensorImpl.h"

#include <string>

namespace tl {

enum class UnaryOp {
    Abs, Neg, Sign, Exp, Log, Log2, Log10, Sqrt, Rsqrt, Reciprocal, Sin, Cos, Tan, Tanh, Sigmoid, Relu,
    Floor, Ceil, Round, RoundDecimals, Trunc, ClampScalar, ClampMinScalar, ClampMaxScalar, PowScalar,
    Asin, Acos, Atan, Sinh, Cosh, Asinh, Acosh, Atanh, Log1p, Expm1, Erf
};

class UnaryFunctions {
public:
    // torch.name(x): `params` carries decimals, clamp bounds or the exponent.
    static TensorPtr call(Runtime &rt, UnaryOp op, const TensorPtr &x, const UnaryParams &params = {});
    // x.name_(): PyTorch's cast and in-place checks, the history rebased onto the new node.
    static void callInPlace(Runtime &rt, UnaryOp op, const TensorPtr &self, const UnaryParams &params = {});
    // torch.name(x, out=out): computed, then stored into `out` (resized by the caller).
    static void callOut(Runtime &rt, UnaryOp op, const TensorPtr &x, const TensorPtr &out, const UnaryParams &params = {});
    // The dtype the op's result has for an input of `in` (throws the op's dtype errors).
    static DType resultType(UnaryOp op, DType in, const UnaryParams &params = {});
    static std::string name(UnaryOp op);
};

} // namespace tl
