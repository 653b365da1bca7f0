#include "UnaryFunctions.h"

#include "FormulaOperands.h"
#include "Recorder.h"
#include "core/MathErrors.h"
#include "ops/Pointwise.h"

#include <array>

namespace tl {

namespace {

using P = Pointwise;
using operands::T;
Operand N(double v) { return Operand::of(Scalar::fromDouble(v)); }
using operands::I;

// How the result's dtype follows the input's.
enum class UnaryDTypeRule {
    Same,       // abs, floor... (bool refused with `boolKernel`'s message)
    IntToFloat, // exp, log, sigmoid...: integers and bool compute in float32
    FloatOnly,  // round(decimals=): integers refused with `boolKernel`'s message
    Promote,    // clamp, pow: torch.result_type(self, the numbers)
};

// What the node saves for the formula.
enum class Saves { Nothing, Self, Result };

using UnaryBackward = TensorPtr (*)(const GradContext &, const UnaryParams &);

struct UnaryOpInfo {
    UnaryOp op;
    const char *name;
    UnaryKernel kernel;
    UnaryDTypeRule dtype;
    const char *boolKernel; // ATen's kernel name in "... not implemented for 'Bool'" (nullptr: bool allowed)
    const char *gradFn;     // nullptr: not differentiable
    Saves saves;
    UnaryBackward backward;
};

TensorPtr zeroUnaryGrad(const GradContext &c, const UnaryParams &) { return P::mul(c.rt, T(c.grad), I(0)); }

// derivatives.yaml (1.13), the formulas in ATen's order of operations.
const UnaryOpInfo kUnaryOps[] = {
    {UnaryOp::Abs, "abs", UnaryKernel::Abs, UnaryDTypeRule::Same, "abs_cpu", "AbsBackward0", Saves::Self,
     [](const GradContext &c, const UnaryParams &) { return P::mul(c.rt, T(c.grad), T(P::apply(c.rt, UnaryKernel::Sign, c.saved(0)))); }},
    {UnaryOp::Neg, "neg", UnaryKernel::Neg, UnaryDTypeRule::Same, nullptr, "NegBackward0", Saves::Nothing,
     [](const GradContext &c, const UnaryParams &) { return P::neg(c.rt, c.grad); }},
    {UnaryOp::Sign, "sign", UnaryKernel::Sign, UnaryDTypeRule::Same, nullptr, "SignBackward0", Saves::Nothing, zeroUnaryGrad},
    {UnaryOp::Exp, "exp", UnaryKernel::Exp, UnaryDTypeRule::IntToFloat, nullptr, "ExpBackward0", Saves::Result,
     [](const GradContext &c, const UnaryParams &) { return P::mul(c.rt, T(c.grad), T(c.saved(0))); }},
    {UnaryOp::Log, "log", UnaryKernel::Log, UnaryDTypeRule::IntToFloat, nullptr, "LogBackward0", Saves::Self,
     [](const GradContext &c, const UnaryParams &) { return P::div(c.rt, T(c.grad), T(c.saved(0))); }},
    {UnaryOp::Log2, "log2", UnaryKernel::Log2, UnaryDTypeRule::IntToFloat, nullptr, "Log2Backward0", Saves::Self,
     [](const GradContext &c, const UnaryParams &) {
         return P::div(c.rt, T(c.grad), T(P::mul(c.rt, T(c.saved(0)), N(0.6931471805599453))));
     }},
    {UnaryOp::Log10, "log10", UnaryKernel::Log10, UnaryDTypeRule::IntToFloat, nullptr, "Log10Backward0", Saves::Self,
     [](const GradContext &c, const UnaryParams &) {
         return P::div(c.rt, T(c.grad), T(P::mul(c.rt, T(c.saved(0)), N(2.3025850929940456))));
     }},
    {UnaryOp::Sqrt, "sqrt", UnaryKernel::Sqrt, UnaryDTypeRule::IntToFloat, nullptr, "SqrtBackward0", Saves::Result,
     [](const GradContext &c, const UnaryParams &) { return P::div(c.rt, T(c.grad), T(P::mul(c.rt, I(2), T(c.saved(0))))); }},
    {UnaryOp::Rsqrt, "rsqrt", UnaryKernel::Rsqrt, UnaryDTypeRule::IntToFloat, nullptr, "RsqrtBackward0", Saves::Result,
     [](const GradContext &c, const UnaryParams &) {
         return P::mul(c.rt, T(P::mul(c.rt, N(-0.5), T(c.grad))), T(P::pow(c.rt, c.saved(0), Scalar::fromInt(3))));
     }},
    {UnaryOp::Reciprocal, "reciprocal", UnaryKernel::Reciprocal, UnaryDTypeRule::IntToFloat, nullptr, "ReciprocalBackward0",
     Saves::Result,
     [](const GradContext &c, const UnaryParams &) {
         const TensorPtr r = c.saved(0);
         return P::mul(c.rt, T(P::neg(c.rt, c.grad)), T(P::mul(c.rt, T(r), T(r))));
     }},
    {UnaryOp::Sin, "sin", UnaryKernel::Sin, UnaryDTypeRule::IntToFloat, nullptr, "SinBackward0", Saves::Self,
     [](const GradContext &c, const UnaryParams &) { return P::mul(c.rt, T(c.grad), T(P::apply(c.rt, UnaryKernel::Cos, c.saved(0)))); }},
    {UnaryOp::Cos, "cos", UnaryKernel::Cos, UnaryDTypeRule::IntToFloat, nullptr, "CosBackward0", Saves::Self,
     [](const GradContext &c, const UnaryParams &) {
         return P::mul(c.rt, T(c.grad), T(P::neg(c.rt, P::apply(c.rt, UnaryKernel::Sin, c.saved(0)))));
     }},
    {UnaryOp::Tan, "tan", UnaryKernel::Tan, UnaryDTypeRule::IntToFloat, nullptr, "TanBackward0", Saves::Result,
     [](const GradContext &c, const UnaryParams &) {
         return P::mul(c.rt, T(c.grad), T(P::add(c.rt, I(1), T(P::pow(c.rt, c.saved(0), Scalar::fromInt(2))))));
     }},
    {UnaryOp::Tanh, "tanh", UnaryKernel::Tanh, UnaryDTypeRule::IntToFloat, nullptr, "TanhBackward0", Saves::Result,
     [](const GradContext &c, const UnaryParams &) { // tanh_backward: grad * (1 - y * y)
         const TensorPtr y = c.saved(0);
         return P::mul(c.rt, T(c.grad), T(P::sub(c.rt, I(1), T(P::mul(c.rt, T(y), T(y))))));
     }},
    {UnaryOp::Sigmoid, "sigmoid", UnaryKernel::Sigmoid, UnaryDTypeRule::IntToFloat, nullptr, "SigmoidBackward0", Saves::Result,
     [](const GradContext &c, const UnaryParams &) { // sigmoid_backward: grad * (1 - y) * y
         const TensorPtr y = c.saved(0);
         return P::mul(c.rt, T(P::mul(c.rt, T(c.grad), T(P::sub(c.rt, I(1), T(y))))), T(y));
     }},
    {UnaryOp::Relu, "relu", UnaryKernel::Clamp, UnaryDTypeRule::Same, nullptr, "ReluBackward0", Saves::Result,
     [](const GradContext &c, const UnaryParams &) { // threshold_backward(grad, result, 0)
         const TensorPtr keep = P::compare(c.rt, BinaryKernel::Gt, T(c.saved(0)), I(0));
         return P::where(c.rt, keep, T(c.grad), I(0), c.grad->dtype());
     }},
    {UnaryOp::Floor, "floor", UnaryKernel::Floor, UnaryDTypeRule::Same, "floor_vml_cpu", "FloorBackward0", Saves::Nothing, zeroUnaryGrad},
    {UnaryOp::Ceil, "ceil", UnaryKernel::Ceil, UnaryDTypeRule::Same, "ceil_vml_cpu", "CeilBackward0", Saves::Nothing, zeroUnaryGrad},
    {UnaryOp::Round, "round", UnaryKernel::Round, UnaryDTypeRule::Same, "round_vml_cpu", "RoundBackward0", Saves::Nothing, zeroUnaryGrad},
    {UnaryOp::RoundDecimals, "round", UnaryKernel::RoundDecimals, UnaryDTypeRule::FloatOnly, "round_cpu", "RoundBackward1",
     Saves::Nothing, zeroUnaryGrad},
    {UnaryOp::Trunc, "trunc", UnaryKernel::Trunc, UnaryDTypeRule::Same, "trunc_vml_cpu", "TruncBackward0", Saves::Nothing, zeroUnaryGrad},
    {UnaryOp::ClampScalar, "clamp", UnaryKernel::Clamp, UnaryDTypeRule::Promote, "clamp_scalar_cpu", "ClampBackward1", Saves::Self,
     [](const GradContext &c, const UnaryParams &p) { // clamp_backward: where(min <= self <= max, grad, 0)
         const TensorPtr self = c.saved(0);
         TensorPtr keep;
         if (p.low)
             keep = P::compare(c.rt, BinaryKernel::Ge, T(self), Operand::of(*p.low));
         if (p.high) {
             const TensorPtr le = P::compare(c.rt, BinaryKernel::Le, T(self), Operand::of(*p.high));
             keep = keep ? P::mul(c.rt, T(keep), T(le)) : le;
         }
         return P::where(c.rt, keep, T(c.grad), I(0), c.grad->dtype());
     }},
    {UnaryOp::ClampMinScalar, "clamp_min", UnaryKernel::Clamp, UnaryDTypeRule::Promote, "clamp_min_cpu", "ClampMinBackward0",
     Saves::Self,
     [](const GradContext &c, const UnaryParams &p) {
         return P::where(c.rt, P::compare(c.rt, BinaryKernel::Ge, T(c.saved(0)), Operand::of(*p.low)), T(c.grad), I(0),
                         c.grad->dtype());
     }},
    {UnaryOp::ClampMaxScalar, "clamp_max", UnaryKernel::Clamp, UnaryDTypeRule::Promote, "clamp_max_cpu", "ClampMaxBackward0",
     Saves::Self,
     [](const GradContext &c, const UnaryParams &p) {
         return P::where(c.rt, P::compare(c.rt, BinaryKernel::Le, T(c.saved(0)), Operand::of(*p.high)), T(c.grad), I(0),
                         c.grad->dtype());
     }},
    {UnaryOp::PowScalar, "pow", UnaryKernel::PowScalar, UnaryDTypeRule::Promote, nullptr, "PowBackward0", Saves::Self,
     [](const GradContext &c, const UnaryParams &p) { // pow_backward: grad * (e * self.pow(e - 1))
         const double e = p.exponent.toDouble();
         if (e == 0.0)
             return P::mul(c.rt, T(c.saved(0)), I(0));
         const TensorPtr powered = P::pow(c.rt, c.saved(0), Scalar::fromDouble(e - 1));
         return P::mul(c.rt, T(c.grad), T(P::mul(c.rt, T(powered), N(e))));
     }},
    {UnaryOp::Asin, "asin", UnaryKernel::Asin, UnaryDTypeRule::IntToFloat, nullptr, "AsinBackward0", Saves::Self,
     [](const GradContext &c, const UnaryParams &) { // grad * (-self * self + 1).rsqrt()
         const TensorPtr x = c.saved(0);
         return P::mul(c.rt, T(c.grad), T(P::apply(c.rt, UnaryKernel::Rsqrt, P::add(c.rt, T(P::mul(c.rt, T(P::neg(c.rt, x)), T(x))), I(1)))));
     }},
    {UnaryOp::Acos, "acos", UnaryKernel::Acos, UnaryDTypeRule::IntToFloat, nullptr, "AcosBackward0", Saves::Self,
     [](const GradContext &c, const UnaryParams &) { // grad * -((-self * self + 1).rsqrt())
         const TensorPtr x = c.saved(0);
         const TensorPtr r = P::apply(c.rt, UnaryKernel::Rsqrt, P::add(c.rt, T(P::mul(c.rt, T(P::neg(c.rt, x)), T(x))), I(1)));
         return P::mul(c.rt, T(c.grad), T(P::neg(c.rt, r)));
     }},
    {UnaryOp::Atan, "atan", UnaryKernel::Atan, UnaryDTypeRule::IntToFloat, nullptr, "AtanBackward0", Saves::Self,
     [](const GradContext &c, const UnaryParams &) { // grad / (self * self + 1)
         const TensorPtr x = c.saved(0);
         return P::div(c.rt, T(c.grad), T(P::add(c.rt, T(P::mul(c.rt, T(x), T(x))), I(1))));
     }},
    {UnaryOp::Sinh, "sinh", UnaryKernel::Sinh, UnaryDTypeRule::IntToFloat, nullptr, "SinhBackward0", Saves::Self,
     [](const GradContext &c, const UnaryParams &) { return P::mul(c.rt, T(c.grad), T(P::apply(c.rt, UnaryKernel::Cosh, c.saved(0)))); }},
    {UnaryOp::Cosh, "cosh", UnaryKernel::Cosh, UnaryDTypeRule::IntToFloat, nullptr, "CoshBackward0", Saves::Self,
     [](const GradContext &c, const UnaryParams &) { return P::mul(c.rt, T(c.grad), T(P::apply(c.rt, UnaryKernel::Sinh, c.saved(0)))); }},
    {UnaryOp::Asinh, "asinh", UnaryKernel::Asinh, UnaryDTypeRule::IntToFloat, nullptr, "AsinhBackward0", Saves::Self,
     [](const GradContext &c, const UnaryParams &) { // grad * (self.pow(2) + 1).rsqrt()
         return P::mul(c.rt, T(c.grad),
                       T(P::apply(c.rt, UnaryKernel::Rsqrt, P::add(c.rt, T(P::pow(c.rt, c.saved(0), Scalar::fromInt(2))), I(1)))));
     }},
    {UnaryOp::Acosh, "acosh", UnaryKernel::Acosh, UnaryDTypeRule::IntToFloat, nullptr, "AcoshBackward0", Saves::Self,
     [](const GradContext &c, const UnaryParams &) { // grad * (self.pow(2) - 1).rsqrt()
         return P::mul(c.rt, T(c.grad),
                       T(P::apply(c.rt, UnaryKernel::Rsqrt, P::sub(c.rt, T(P::pow(c.rt, c.saved(0), Scalar::fromInt(2))), I(1)))));
     }},
    {UnaryOp::Atanh, "atanh", UnaryKernel::Atanh, UnaryDTypeRule::IntToFloat, nullptr, "AtanhBackward0", Saves::Self,
     [](const GradContext &c, const UnaryParams &) { // grad * 1 / (1 - self.pow(2))
         return P::div(c.rt, T(P::mul(c.rt, T(c.grad), I(1))),
                       T(P::sub(c.rt, I(1), T(P::pow(c.rt, c.saved(0), Scalar::fromInt(2))))));
     }},
    {UnaryOp::Log1p, "log1p", UnaryKernel::Log1p, UnaryDTypeRule::IntToFloat, nullptr, "Log1PBackward0", Saves::Self,
     [](const GradContext &c, const UnaryParams &) { // log1p_backward: grad / (self + 1)
         return P::div(c.rt, T(c.grad), T(P::add(c.rt, T(c.saved(0)), I(1))));
     }},
    {UnaryOp::Expm1, "expm1", UnaryKernel::Expm1, UnaryDTypeRule::IntToFloat, nullptr, "Expm1Backward0", Saves::Result,
     [](const GradContext &c, const UnaryParams &) { // grad * (result + 1)
         return P::mul(c.rt, T(c.grad), T(P::add(c.rt, T(c.saved(0)), I(1))));
     }},
    {UnaryOp::Erf, "erf", UnaryKernel::Erf, UnaryDTypeRule::IntToFloat, nullptr, "ErfBackward0", Saves::Self,
     [](const GradContext &c, const UnaryParams &) { // 2.0 / sqrt(M_PI) * exp(-(self.pow(2))) * grad
         const TensorPtr e = P::apply(c.rt, UnaryKernel::Exp, P::neg(c.rt, P::pow(c.rt, c.saved(0), Scalar::fromInt(2))));
         return P::mul(c.rt, T(P::mul(c.rt, N(1.1283791670955126), T(e))), T(c.grad));
     }},
};

const UnaryOpInfo &unaryInfo(UnaryOp op)
{
    const UnaryOpInfo &i = kUnaryOps[static_cast<size_t>(op)];
    if (i.op != op)
        throw std::logic_error("unary op table out of order");
    return i;
}

DType promoted(const UnaryOpInfo &i, DType in, const UnaryParams &p)
{
    // torch.result_type(self, numbers...): the numbers only raise the category.
    DType r = in;
    auto join = [&](const Scalar &s) {
        if (s.isFloating() && !isFloating(r))
            r = DType::Float32;
        else if (!s.isBool() && !s.isFloating() && r == DType::Bool)
            r = DType::Int64;
    };
    if (i.op == UnaryOp::PowScalar) {
        join(p.exponent);
    } else {
        if (p.low)
            join(*p.low);
        if (p.high)
            join(*p.high);
    }
    return r;
}

} // namespace

std::string UnaryFunctions::name(UnaryOp op) { return unaryInfo(op).name; }

DType UnaryFunctions::resultType(UnaryOp op, DType in, const UnaryParams &params)
{
    const UnaryOpInfo &i = unaryInfo(op);
    switch (i.dtype) {
    case UnaryDTypeRule::Same:
        if (in == DType::Bool) {
            if (op == UnaryOp::Neg)
                throw PyError("RuntimeError", "Negation, the `-` operator, on a bool tensor is not supported. If you are trying "
                                              "to invert a mask, use the `~` or `logical_not()` operator instead.");
            if (op == UnaryOp::Relu)
                throw PyError("RuntimeError", "Boolean inputs not supported for relu");
            if (i.boolKernel)
                throw MathErrors::notImplementedFor(i.boolKernel, in);
        }
        return in;
    case UnaryDTypeRule::IntToFloat: return isFloating(in) ? in : DType::Float32;
    case UnaryDTypeRule::FloatOnly:
        if (!isFloating(in))
            throw MathErrors::notImplementedFor(i.boolKernel, in);
        return in;
    case UnaryDTypeRule::Promote: {
        if (op == UnaryOp::PowScalar && !isFloating(in) && !params.exponent.isFloating() && !params.exponent.isBool() &&
            params.exponent.toInt() < 0)
            throw MathErrors::integerNegativePower();
        if (op == UnaryOp::ClampScalar && !params.low && !params.high)
            throw MathErrors::clampNoBounds();
        const DType r = promoted(i, in, params);
        if (r == DType::Bool && i.boolKernel)
            throw MathErrors::notImplementedFor(i.boolKernel, r);
        return r;
    }
    }
    return in;
}

namespace {

TensorPtr computeUnary(Runtime &rt, const UnaryOpInfo &i, const TensorPtr &x, DType t, const UnaryParams &params)
{
    if (i.op == UnaryOp::PowScalar)
        return P::pow(rt, x, params.exponent);
    UnaryParams p = params;
    if (i.op == UnaryOp::Relu)
        p.low = Scalar::fromInt(0);
    return P::unary(rt, i.kernel, x, t, p);
}

void saveFor(Node &n, const UnaryOpInfo &i, const TensorPtr &self, const TensorPtr &result, const UnaryParams &params)
{
    if (i.op == UnaryOp::PowScalar)
        n.setSavedScalar("exponent", params.exponent);
    switch (i.saves) {
    case Saves::Nothing: break;
    case Saves::Self: Recorder::saveInput(n, self); break;
    case Saves::Result: Recorder::saveOutput(n, result); break;
    }
}

Formula unaryFormulaOf(const UnaryOpInfo &i, const UnaryParams &params)
{
    const UnaryBackward b = i.backward;
    return [b, params](const GradContext &c) -> std::vector<TensorPtr> { return {b(c, params)}; };
}

} // namespace

TensorPtr UnaryFunctions::call(Runtime &rt, UnaryOp op, const TensorPtr &x, const UnaryParams &params)
{
    const UnaryOpInfo &i = unaryInfo(op);
    const DType t = resultType(op, x->dtype(), params);
    TensorPtr out = computeUnary(rt, i, x, t, params);
    if (!i.gradFn || !isFloating(out->dtype()))
        return out;
    if (auto n = Recorder::node(rt, i.gradFn, {x})) {
        saveFor(*n, i, x, out, params);
        Recorder::finish(n, out, unaryFormulaOf(i, params));
    }
    return out;
}

void UnaryFunctions::callInPlace(Runtime &rt, UnaryOp op, const TensorPtr &self, const UnaryParams &params)
{
    const UnaryOpInfo &i = unaryInfo(op);
    Recorder::checkInplace(rt, self, {});
    const DType t = resultType(op, self->dtype(), params);
    const std::string opName = std::string(i.name) + "_()";
    if (op == UnaryOp::PowScalar && t != self->dtype())
        throw PyError("RuntimeError", "Found dtype " + std::string(scalarTypeName(self->dtype())) + " but expected " +
                                          std::string(scalarTypeName(t)));
    // An in-place op whose formula reads self keeps self's old value (a clone).
    TensorPtr original;
    const bool track = i.gradFn && Autograd::anyRequiresGrad(rt, {self});
    if (track && i.saves == Saves::Self) {
        NoGradGuard ng(rt);
        original = P::clone(rt, self);
    }
    if (op == UnaryOp::PowScalar) {
        const TensorPtr r = P::pow(rt, self, params.exponent);
        P::store(rt, self, r, opName);
        self->bumpVersion();
    } else {
        UnaryParams p = params;
        if (op == UnaryOp::Relu)
            p.low = Scalar::fromInt(0);
        P::unaryInPlace(rt, i.kernel, self, t, p, opName);
    }
    if (!track)
        return;
    if (auto n = Recorder::inplaceNode(rt, i.gradFn, {self})) {
        saveFor(*n, i, original, self, params);
        Recorder::finishInplace(rt, n, self, unaryFormulaOf(i, params));
    }
}

void UnaryFunctions::callOut(Runtime &rt, UnaryOp op, const TensorPtr &x, const TensorPtr &out, const UnaryParams &params)
{
    const UnaryOpInfo &i = unaryInfo(op);
    if (i.gradFn)
        Recorder::checkOut(rt, i.name, {x, out});
    const DType t = resultType(op, x->dtype(), params);
    if (!canCast(t, out->dtype()))
        throw MathErrors::cannotCastResult(t, out->dtype());
    const TensorPtr r = computeUnary(rt, i, x, t, params);
    P::store(rt, out, r, std::string(i.name) + "(out=)");
    out->bumpVersion();
}

} // namespace tl
