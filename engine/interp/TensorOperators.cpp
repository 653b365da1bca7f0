#include "TensorOperators.h"

#include "core/VersionProfile.h"

#include "Operators.h"
#include "core/PyError.h"
#include "functions/BinaryFunctions.h"
#include "functions/LinalgFunctions.h"
#include "functions/UnaryFunctions.h"
#include "ops/NumpyLinalg.h"
#include "ops/Pointwise.h"
#include "ops/TensorFactory.h"

namespace tl {

namespace {

std::optional<BinaryOp> arithmeticOf(ast::BinaryOp op)
{
    switch (op) {
    case ast::BinaryOp::Add: return BinaryOp::Add;
    case ast::BinaryOp::Sub: return BinaryOp::Sub;
    case ast::BinaryOp::Mul: return BinaryOp::Mul;
    case ast::BinaryOp::Div: return BinaryOp::Div;
    case ast::BinaryOp::FloorDiv: return BinaryOp::FloorDivide;
    case ast::BinaryOp::Mod: return BinaryOp::Remainder;
    case ast::BinaryOp::Pow: return BinaryOp::Pow;
    default: return std::nullopt;
    }
}

BinaryOp comparisonOf(ast::CompareOp op)
{
    switch (op) {
    case ast::CompareOp::Eq: return BinaryOp::Eq;
    case ast::CompareOp::NotEq: return BinaryOp::Ne;
    case ast::CompareOp::Lt: return BinaryOp::Lt;
    case ast::CompareOp::LtE: return BinaryOp::Le;
    case ast::CompareOp::Gt: return BinaryOp::Gt;
    default: return BinaryOp::Ge;
    }
}

// tensor ** other: a number is pow(Tensor, Scalar) (PowBackward0), a tensor pow(Tensor, Tensor).
TensorPtr power(Runtime &rt, const TensorPtr &t, const Operand &e)
{
    if (!e.isTensor()) {
        UnaryParams p;
        p.exponent = e.number;
        return UnaryFunctions::call(rt, UnaryOp::PowScalar, t, p);
    }
    return BinaryFunctions::call(rt, BinaryOp::Pow, Operand::of(t), e);
}

} // namespace

std::optional<Value> TensorOperators::binary(Runtime &rt, ast::BinaryOp op, const Value &a, const Value &b)
{
    using K = Value::Kind;
    const bool at = a.kind == K::Tensor, bt = b.kind == K::Tensor;
    const auto okOther = [](const Value &v) { return v.kind == K::Tensor || v.isNumber() || v.kind == K::NpScalar; };
    if (!(at ? okOther(b) : okOther(a)))
        return std::nullopt;
    if (op == ast::BinaryOp::MatMul) {
        if (!at || !bt)
            return std::nullopt;
        return Value::of(LinalgFunctions::matmul(rt, a.tensor, b.tensor));
    }
    const auto fn = arithmeticOf(op);
    if (!fn)
        throw UnsupportedError(std::string("this operator on tensors"));
    if (at) {
        const Operand other = Operators::tensorOperand(b);
        if (*fn == BinaryOp::Pow)
            return Value::of(power(rt, a.tensor, other));
        return Value::of(BinaryFunctions::call(rt, *fn, Operand::of(a.tensor), other));
    }
    // number (op) tensor: the tensor's reflected method.
    const Operand number = Operators::tensorOperand(a);
    const TensorPtr &t = b.tensor;
    switch (*fn) {
    case BinaryOp::Add:
    case BinaryOp::Mul: return Value::of(BinaryFunctions::call(rt, *fn, Operand::of(t), number));
    case BinaryOp::Sub: return Value::of(BinaryFunctions::reverseSub(rt, number.number, t));
    case BinaryOp::Div: return Value::of(BinaryFunctions::reverseDiv(rt, number.number, t));
    case BinaryOp::Pow: {
        // PyTorch 2's __rpow__ is torch.pow(other, self) (PowBackward2).
        if (Profile::isCurrent())
            return Value::of(BinaryFunctions::scalarPow(rt, number.number, t));
        // 1.13's: torch.tensor(other, dtype=result_type(other, self)) ** self
        const DType d = Pointwise::resultType({number, Operand::of(t)});
        const TensorPtr base = TensorFactory::full(rt, {}, number.number, d, t->device(), false, "torch.tensor");
        return Value::of(BinaryFunctions::call(rt, BinaryOp::Pow, Operand::of(base), Operand::of(t)));
    }
    default: return Value::of(BinaryFunctions::call(rt, *fn, number, Operand::of(t)));
    }
}

Value TensorOperators::compare(Runtime &rt, ast::CompareOp op, const Value &t, const Value &other)
{
    return Value::of(BinaryFunctions::call(rt, comparisonOf(op), Operand::of(t.tensor), Operators::tensorOperand(other)));
}

Value TensorOperators::negate(Runtime &rt, const Value &t) { return Value::of(UnaryFunctions::call(rt, UnaryOp::Neg, t.tensor)); }

bool TensorOperators::hasInplace(ast::BinaryOp op) { return arithmeticOf(op).has_value(); }

void TensorOperators::inplace(Runtime &rt, ast::BinaryOp op, const Value &t, const Value &rhs, const std::string &name)
{
    const Operand other = Operators::tensorOperand(rhs);
    const BinaryOp fn = *arithmeticOf(op);
    if (fn == BinaryOp::Pow && !other.isTensor()) {
        UnaryParams p;
        p.exponent = other.number;
        UnaryFunctions::callInPlace(rt, UnaryOp::PowScalar, t.tensor, p);
        return;
    }
    BinaryFunctions::callInPlace(rt, fn, t.tensor, other, Scalar::fromInt(1), name);
}

std::optional<Value> TensorOperators::arrayMatmul(Runtime &rt, const Value &a, const Value &b)
{
    if (a.kind != Value::Kind::Array || b.kind != Value::Kind::Array)
        return std::nullopt;
    const NdArrayPtr r = NumpyLinalg::matmul(rt, a.array, b.array);
    if (r->dim() == 0)
        return Value::npScalar(NumpyLinalg::scalarOf(*r));
    return Value::of(r);
}

} // namespace tl
