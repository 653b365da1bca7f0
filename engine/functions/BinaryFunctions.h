#pragma once
// Elementwise functions of two operands (a tensor and a tensor or Python number), each
// described once: kernel, dtype rule, grad_fn, which operands its formulas save, and the
// formulas for both inputs. Functional, in-place and out= forms come from the row; the
// reflected Python operators (2 - t, 2 ** t, 2 / t) are PyTorch's own compositions.
#include "ops/Operand.h"

#include <string>

namespace tl {

enum class BinaryOp {
    Add, Sub, Mul, Div, DivTrunc, DivFloor, FloorDivide, Remainder, Fmod, Pow, Maximum, Minimum, Eq, Ne, Lt, Le, Gt, Ge,
    BitAnd, BitOr, BitXor
};

class BinaryFunctions {
public:
    // torch.name(a, b, alpha=...): `a` is a tensor unless the op allows a number there.
    static TensorPtr call(Runtime &rt, BinaryOp op, const Operand &a, const Operand &b, Scalar alpha = Scalar::fromInt(1));
    static void callInPlace(Runtime &rt, BinaryOp op, const TensorPtr &self, const Operand &other,
                            Scalar alpha = Scalar::fromInt(1), const std::string &opName = {});
    static void callOut(Runtime &rt, BinaryOp op, const Operand &a, const Operand &b, const TensorPtr &out,
                        Scalar alpha = Scalar::fromInt(1));
    // The result dtype, with the op's checks (bool subtraction, alpha, rounding on bool...).
    static DType resultType(BinaryOp op, const Operand &a, const Operand &b, Scalar alpha = Scalar::fromInt(1));
    static std::string name(BinaryOp op);

    // number - t (Tensor.__rsub__: RsubBackward1).
    static TensorPtr reverseSub(Runtime &rt, Scalar number, const TensorPtr &t);
    // number / t (Tensor.__rtruediv__: t.reciprocal() * number).
    static TensorPtr reverseDiv(Runtime &rt, Scalar number, const TensorPtr &t);
    // torch.pow(number, t) (PowBackward2).
    static TensorPtr scalarPow(Runtime &rt, Scalar base, const TensorPtr &exponent);
    // clamp with tensor bounds (either may be null): ClampBackward0, or ClampMinBackward1 /
    // ClampMaxBackward1 for clamp_min / clamp_max. In place when `inplace` is given.
    static TensorPtr clampTensors(Runtime &rt, const TensorPtr &x, const TensorPtr &low, const TensorPtr &high,
                                  const char *gradFn, const TensorPtr &inplace = nullptr);
};

} // namespace tl
