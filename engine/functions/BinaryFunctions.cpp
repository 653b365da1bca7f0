#include "BinaryFunctions.h"

#include "FormulaOperands.h"
#include "Recorder.h"
#include "core/MathErrors.h"
#include "core/VersionProfile.h"
#include "ops/Pointwise.h"
#include "ops/TensorFactory.h"

#include <cmath>

namespace tl {

namespace {

using P = Pointwise;
using operands::T;
using operands::I;

enum class BinaryDTypeRule {
    Promote,      // torch.result_type(a, b)
    PromoteFloat, // true division: integers give float32
    Compare,      // bool, computed in the promoted type
    Integral,     // bitwise ops: torch.result_type(a, b), floating types refused with `boolKernel`
};

// The saved slots: 0 self, 1 other, 2 result. Each formula says which it reads.
enum Slot : unsigned { kSelf = 1, kOther = 2, kResult = 4 };

using BinaryBackward = TensorPtr (*)(const GradContext &, Scalar alpha);

struct BinaryOpInfo {
    BinaryOp op;
    const char *name;
    BinaryKernel kernel;
    BinaryDTypeRule dtype;
    const char *boolKernel; // "... not implemented for 'Bool'" (nullptr: bool allowed)
    const char *gradFn;     // nullptr: not differentiable
    unsigned selfReads, otherReads;
    BinaryBackward gradSelf, gradOther;
};

TensorPtr zeroGrad(const GradContext &c, Scalar) { return P::mul(c.rt, T(c.grad), I(0)); }
TensorPtr passGrad(const GradContext &c, Scalar) { return c.grad; }
bool isOne(Scalar s) { return s.isFloating() ? s.toDouble() == 1.0 : s.toInt() == 1; }

// maximum/minimum: where(self == other, grad / 2, grad) with the losing side zeroed.
TensorPtr extremeGrad(const GradContext &c, BinaryKernel zeroWhen)
{
    const Operand self = c.operand(0), other = c.operand(1);
    const TensorPtr half = P::div(c.rt, T(c.grad), I(2));
    TensorPtr g = P::where(c.rt, P::compare(c.rt, BinaryKernel::Eq, self, other), T(half), T(c.grad), c.grad->dtype());
    P::maskedFillInPlace(c.rt, g, P::compare(c.rt, zeroWhen, self, other), Scalar::fromInt(0), "backward");
    return g;
}

// -grad * self.div(other, rounding_mode=mode)
TensorPtr roundedQuotientGrad(const GradContext &c, BinaryKernel mode)
{
    const Operand self = c.operand(0), other = c.operand(1);
    const DType t = P::resultType({self, other});
    return P::mul(c.rt, T(P::neg(c.rt, c.grad)), T(P::binary(c.rt, mode, self, other, t, t)));
}

const BinaryOpInfo kBinaryOps[] = {
    {BinaryOp::Add, "add", BinaryKernel::Add, BinaryDTypeRule::Promote, nullptr, "AddBackward0", 0, 0, passGrad,
     [](const GradContext &c, Scalar alpha) { return isOne(alpha) ? c.grad : P::mul(c.rt, T(c.grad), Operand::of(alpha)); }},
    {BinaryOp::Sub, "sub", BinaryKernel::Sub, BinaryDTypeRule::Promote, nullptr, "SubBackward0", 0, 0, passGrad,
     [](const GradContext &c, Scalar alpha) {
         const TensorPtr n = P::neg(c.rt, c.grad);
         return isOne(alpha) ? n : P::mul(c.rt, T(n), Operand::of(alpha));
     }},
    {BinaryOp::Mul, "mul", BinaryKernel::Mul, BinaryDTypeRule::Promote, nullptr, "MulBackward0", kOther, kSelf,
     [](const GradContext &c, Scalar) { return P::mul(c.rt, T(c.grad), c.operand(1)); },
     [](const GradContext &c, Scalar) { return P::mul(c.rt, T(c.grad), c.operand(0)); }},
    {BinaryOp::Div, "div", BinaryKernel::Div, BinaryDTypeRule::PromoteFloat, nullptr, "DivBackward0", kOther, kSelf | kOther,
     [](const GradContext &c, Scalar) { return P::div(c.rt, T(c.grad), c.operand(1)); },
     [](const GradContext &c, Scalar) { // -grad * ((self / other) / other)
         const Operand other = c.operand(1);
         const TensorPtr q = P::div(c.rt, T(P::div(c.rt, c.operand(0), other)), other);
         return P::mul(c.rt, T(P::neg(c.rt, c.grad)), T(q));
     }},
    {BinaryOp::DivTrunc, "div", BinaryKernel::DivTrunc, BinaryDTypeRule::Promote, "div_trunc_cpu", "DivBackward2", 0, 0, zeroGrad,
     zeroGrad},
    {BinaryOp::DivFloor, "div", BinaryKernel::DivFloor, BinaryDTypeRule::Promote, "div_floor_cpu", "DivBackward2", 0, 0, zeroGrad,
     zeroGrad},
    {BinaryOp::FloorDivide, "floor_divide", BinaryKernel::DivFloor, BinaryDTypeRule::Promote, "div_floor_cpu", "NotImplemented", 0, 0,
     nullptr, nullptr},
    {BinaryOp::Remainder, "remainder", BinaryKernel::Remainder, BinaryDTypeRule::Promote, "remainder_cpu", "RemainderBackward0", 0,
     kSelf | kOther, passGrad, [](const GradContext &c, Scalar) { return roundedQuotientGrad(c, BinaryKernel::DivFloor); }},
    {BinaryOp::Fmod, "fmod", BinaryKernel::Fmod, BinaryDTypeRule::Promote, "fmod_cpu", "FmodBackward0", 0, kSelf | kOther, passGrad,
     [](const GradContext &c, Scalar) { return roundedQuotientGrad(c, BinaryKernel::DivTrunc); }},
    {BinaryOp::Pow, "pow", BinaryKernel::Pow, BinaryDTypeRule::Promote, nullptr, "PowBackward1", kSelf | kOther,
     kSelf | kOther | kResult,
     [](const GradContext &c, Scalar) { // where(e == 0, 0, grad * (e * self.pow(e - 1)))
         const Operand self = c.operand(0), e = c.operand(1);
         const DType t = P::resultType({self, e});
         const TensorPtr em1 = P::sub(c.rt, e, I(1));
         const TensorPtr powered = P::binary(c.rt, BinaryKernel::Pow, self, T(em1), t, t);
         const TensorPtr g = P::mul(c.rt, T(c.grad), T(P::mul(c.rt, e, T(powered))));
         return P::where(c.rt, P::compare(c.rt, BinaryKernel::Eq, e, Operand::of(Scalar::fromDouble(0))), I(0), T(g),
                         g->dtype());
     },
     [](const GradContext &c, Scalar) { // grad * where(self == 0 & e >= 0, 0, result * self.log())
         const Operand self = c.operand(0), e = c.operand(1);
         const TensorPtr result = c.saved(2);
         const TensorPtr zero = P::compare(c.rt, BinaryKernel::Eq, self, I(0));
         const TensorPtr cond = P::mul(c.rt, T(zero), T(P::compare(c.rt, BinaryKernel::Ge, e, I(0))));
         const TensorPtr logSelf = P::unary(c.rt, UnaryKernel::Log, self.isTensor() ? self.tensor : nullptr,
                                            isFloating(result->dtype()) ? result->dtype() : DType::Float32);
         const TensorPtr w = P::where(c.rt, cond, I(0), T(P::mul(c.rt, T(result), T(logSelf))), result->dtype());
         return P::mul(c.rt, T(c.grad), T(w));
     }},
    {BinaryOp::Maximum, "maximum", BinaryKernel::Maximum, BinaryDTypeRule::Promote, nullptr, "MaximumBackward0", kSelf | kOther,
     kSelf | kOther, [](const GradContext &c, Scalar) { return extremeGrad(c, BinaryKernel::Lt); },
     [](const GradContext &c, Scalar) { return extremeGrad(c, BinaryKernel::Gt); }},
    {BinaryOp::Minimum, "minimum", BinaryKernel::Minimum, BinaryDTypeRule::Promote, nullptr, "MinimumBackward0", kSelf | kOther,
     kSelf | kOther, [](const GradContext &c, Scalar) { return extremeGrad(c, BinaryKernel::Gt); },
     [](const GradContext &c, Scalar) { return extremeGrad(c, BinaryKernel::Lt); }},
    {BinaryOp::Eq, "eq", BinaryKernel::Eq, BinaryDTypeRule::Compare, nullptr, nullptr, 0, 0, nullptr, nullptr},
    {BinaryOp::Ne, "ne", BinaryKernel::Ne, BinaryDTypeRule::Compare, nullptr, nullptr, 0, 0, nullptr, nullptr},
    {BinaryOp::Lt, "lt", BinaryKernel::Lt, BinaryDTypeRule::Compare, nullptr, nullptr, 0, 0, nullptr, nullptr},
    {BinaryOp::Le, "le", BinaryKernel::Le, BinaryDTypeRule::Compare, nullptr, nullptr, 0, 0, nullptr, nullptr},
    {BinaryOp::Gt, "gt", BinaryKernel::Gt, BinaryDTypeRule::Compare, nullptr, nullptr, 0, 0, nullptr, nullptr},
    {BinaryOp::Ge, "ge", BinaryKernel::Ge, BinaryDTypeRule::Compare, nullptr, nullptr, 0, 0, nullptr, nullptr},
    // Here boolKernel names the kernel whose dispatch refuses floating types.
    {BinaryOp::BitAnd, "bitwise_and", BinaryKernel::BitAnd, BinaryDTypeRule::Integral, "bitwise_and_cpu", nullptr, 0, 0, nullptr, nullptr},
    {BinaryOp::BitOr, "bitwise_or", BinaryKernel::BitOr, BinaryDTypeRule::Integral, "bitwise_or_cpu", nullptr, 0, 0, nullptr, nullptr},
    {BinaryOp::BitXor, "bitwise_xor", BinaryKernel::BitXor, BinaryDTypeRule::Integral, "bitwise_xor_cpu", nullptr, 0, 0, nullptr, nullptr},
};

const BinaryOpInfo &binaryInfo(BinaryOp op)
{
    const BinaryOpInfo &i = kBinaryOps[static_cast<size_t>(op)];
    if (i.op != op)
        throw std::logic_error("binary op table out of order");
    return i;
}

bool isBoolOperand(const Operand &o) { return o.isTensor() ? o.tensor->dtype() == DType::Bool : o.number.isBool(); }

// The node and its saved slots (self, other, result) as the row's formulas read them.
std::shared_ptr<Node> recordBinary(Runtime &rt, const BinaryOpInfo &i, const Operand &a, const Operand &b, bool inplace)
{
    const std::vector<TensorPtr> inputs{a.tensor, b.tensor};
    return inplace ? Recorder::inplaceNode(rt, i.gradFn, inputs) : Recorder::node(rt, i.gradFn, inputs);
}

void saveSlots(Node &n, const BinaryOpInfo &i, const Operand &a, const Operand &b, const TensorPtr &result)
{
    const bool needA = a.isTensor() && a.tensor->requiresGrad(), needB = b.isTensor() && b.tensor->requiresGrad();
    const unsigned reads = (needA ? i.selfReads : 0) | (needB ? i.otherReads : 0);
    if (reads & kSelf)
        Recorder::saveOperand(n, a);
    else
        Recorder::saveNothing(n);
    if (reads & kOther)
        Recorder::saveOperand(n, b);
    else
        Recorder::saveNothing(n);
    if (reads & kResult)
        Recorder::saveOutput(n, result);
    else
        Recorder::saveNothing(n);
}

Formula binaryFormulaOf(const BinaryOpInfo &i, Scalar alpha)
{
    if (!i.gradSelf) {
        const std::string name = i.name;
        return [name](const GradContext &) -> std::vector<TensorPtr> {
            throw PyError("RuntimeError", "the derivative for '" + name + "' is not implemented.");
        };
    }
    const BinaryBackward gs = i.gradSelf, go = i.gradOther;
    return [gs, go, alpha](const GradContext &c) -> std::vector<TensorPtr> {
        return {c.needs(0) ? gs(c, alpha) : nullptr, c.needs(1) ? go(c, alpha) : nullptr};
    };
}

TensorPtr computeBinary(Runtime &rt, const BinaryOpInfo &i, const Operand &a, const Operand &b, DType result, Scalar alpha)
{
    const DType out = i.dtype == BinaryDTypeRule::Compare ? DType::Bool : result;
    if (i.kernel == BinaryKernel::Pow) {
        // pow computes on operands cast to the result type (its vectorised loop reads them so).
        const Operand ca = a.isTensor() ? T(P::cast(rt, a.tensor, result)) : a;
        const Operand cb = b.isTensor() ? T(P::cast(rt, b.tensor, result)) : b;
        return P::binary(rt, i.kernel, ca, cb, result, out, alpha);
    }
    return P::binary(rt, i.kernel, a, b, result, out, alpha);
}

} // namespace

std::string BinaryFunctions::name(BinaryOp op) { return binaryInfo(op).name; }

DType BinaryFunctions::resultType(BinaryOp op, const Operand &a, const Operand &b, Scalar alpha)
{
    const BinaryOpInfo &i = binaryInfo(op);
    if (op == BinaryOp::Sub) {
        // (PyTorch 2 raises these as NotImplementedError)
        const char *type = Profile::isCurrent() ? "NotImplementedError" : "RuntimeError";
        if (isBoolOperand(a) && isBoolOperand(b))
            throw PyError(type, "Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` "
                                          "or `logical_xor()` operator instead.");
        if (isBoolOperand(a) || isBoolOperand(b))
            throw PyError(type, "Subtraction, the `-` operator, with a bool tensor is not supported. If you are "
                                          "trying to invert a mask, use the `~` or `logical_not()` operator instead.");
    }
    DType t = P::resultType({a, b});
    if (op == BinaryOp::Add || op == BinaryOp::Sub) {
        if (!isFloating(t) && alpha.isFloating())
            throw MathErrors::integralAlphaFloat();
        if (t != DType::Bool && alpha.isBool())
            throw MathErrors::booleanAlpha();
    }
    if (i.dtype == BinaryDTypeRule::PromoteFloat && !isFloating(t))
        t = DType::Float32;
    if (i.dtype == BinaryDTypeRule::Integral) {
        if (isFloating(t))
            throw MathErrors::notImplementedFor(i.boolKernel, t);
        return t;
    }
    if (t == DType::Bool && i.boolKernel)
        throw MathErrors::notImplementedFor(i.boolKernel, t);
    return t;
}

TensorPtr BinaryFunctions::call(Runtime &rt, BinaryOp op, const Operand &a, const Operand &b, Scalar alpha)
{
    const BinaryOpInfo &i = binaryInfo(op);
    const DType t = resultType(op, a, b, alpha);
    TensorPtr out = computeBinary(rt, i, a, b, t, alpha);
    if (!i.gradFn || !isFloating(out->dtype()))
        return out;
    if (auto n = recordBinary(rt, i, a, b, false)) {
        saveSlots(*n, i, a, b, out);
        Recorder::finish(n, out, binaryFormulaOf(i, alpha));
    }
    return out;
}

void BinaryFunctions::callInPlace(Runtime &rt, BinaryOp op, const TensorPtr &self, const Operand &other, Scalar alpha,
                                  const std::string &opName)
{
    const BinaryOpInfo &i = binaryInfo(op);
    Recorder::checkInplace(rt, self, {other.tensor});
    const DType t = resultType(op, Operand::of(self), other, alpha);
    const bool track = i.gradFn && Autograd::anyRequiresGrad(rt, {self, other.tensor});
    // Formulas that read self get its value from before the write.
    Operand original = Operand::of(self);
    if (track && (((other.isTensor() && other.tensor->requiresGrad()) ? i.otherReads : 0) & kSelf)) {
        NoGradGuard ng(rt);
        original = Operand::of(P::clone(rt, self));
    }
    Operand otherSaved = other;
    if (other.isTensor() && other.tensor == self && original.tensor != self)
        otherSaved = original; // `a *= a`: the node must not hold its own output
    const std::string name = opName.empty() ? std::string(i.name) + "_()" : opName;
    if (i.kernel == BinaryKernel::Pow) {
        if (!canCast(t, self->dtype()))
            throw MathErrors::cannotCastResult(t, self->dtype());
        P::store(rt, self, computeBinary(rt, i, Operand::of(self), other, t, alpha), name);
        self->bumpVersion();
    } else {
        P::binaryInPlace(rt, i.kernel, self, other, t, alpha, name);
    }
    if (!track || !isFloating(self->dtype()))
        return;
    if (auto n = recordBinary(rt, i, Operand::of(self), other, true)) {
        saveSlots(*n, i, original, otherSaved, self);
        Recorder::finishInplace(rt, n, self, binaryFormulaOf(i, alpha));
    }
}

void BinaryFunctions::callOut(Runtime &rt, BinaryOp op, const Operand &a, const Operand &b, const TensorPtr &out, Scalar alpha)
{
    const BinaryOpInfo &i = binaryInfo(op);
    if (i.gradFn)
        Recorder::checkOut(rt, i.name, {a.tensor, b.tensor, out});
    const DType t = resultType(op, a, b, alpha);
    const DType stored = i.dtype == BinaryDTypeRule::Compare ? DType::Bool : t;
    if (!canCast(stored, out->dtype()))
        throw MathErrors::cannotCastResult(stored, out->dtype());
    P::store(rt, out, computeBinary(rt, i, a, b, t, alpha), std::string(i.name) + "(out=)");
    out->bumpVersion();
}

TensorPtr BinaryFunctions::reverseSub(Runtime &rt, Scalar number, const TensorPtr &t)
{
    const Operand a = Operand::of(number), b = Operand::of(t);
    const DType type = resultType(BinaryOp::Sub, a, b);
    TensorPtr out = P::binary(rt, BinaryKernel::Sub, a, b, type, type);
    if (!isFloating(out->dtype()))
        return out;
    if (auto n = Recorder::node(rt, "RsubBackward1", {t}))
        Recorder::finish(n, out, [](const GradContext &c) -> std::vector<TensorPtr> { return {P::neg(c.rt, c.grad)}; });
    return out;
}

TensorPtr BinaryFunctions::reverseDiv(Runtime &rt, Scalar number, const TensorPtr &t)
{
    // Tensor.__rtruediv__: self.reciprocal() * other
    TensorPtr r = t;
    {
        const DType type = isFloating(t->dtype()) ? t->dtype() : DType::Float32;
        TensorPtr rec = P::unary(rt, UnaryKernel::Reciprocal, t, type);
        if (isFloating(rec->dtype()))
            if (auto n = Recorder::node(rt, "ReciprocalBackward0", {t})) {
                Recorder::saveOutput(*n, rec);
                Recorder::finish(n, rec, [](const GradContext &c) -> std::vector<TensorPtr> {
                    const TensorPtr y = c.saved(0);
                    return {P::mul(c.rt, T(P::neg(c.rt, c.grad)), T(P::mul(c.rt, T(y), T(y))))};
                });
            }
        r = rec;
    }
    return call(rt, BinaryOp::Mul, Operand::of(r), Operand::of(number));
}

TensorPtr BinaryFunctions::scalarPow(Runtime &rt, Scalar base, const TensorPtr &exponent)
{
    const DType t = P::resultType({Operand::of(base), Operand::of(exponent)});
    TensorPtr out;
    if (base.isFloating() ? base.toDouble() == 1.0 : base.toInt() == 1) {
        out = TensorFactory::fullLike(rt, exponent, Scalar::fromInt(1), t, exponent->device(), false, "torch.pow");
    } else {
        out = P::binary(rt, BinaryKernel::Pow, Operand::of(base), Operand::of(P::cast(rt, exponent, t)), t, t);
    }
    if (!isFloating(out->dtype()))
        return out;
    // pow.Scalar has one tensor input: the exponent is the node's only edge.
    if (auto n = Recorder::node(rt, "PowBackward2", {exponent})) {
        // pow_backward_exponent: grad * (result * log(base)), 0 where base is 0 and exponent >= 0
        const bool zeroBase = base.toDouble() == 0.0;
        Recorder::saveOutput(*n, out);
        if (zeroBase)
            Recorder::saveInput(*n, exponent);
        const double logBase = std::log(base.toDouble());
        Recorder::finish(n, out, [logBase, zeroBase](const GradContext &c) -> std::vector<TensorPtr> {
            const TensorPtr result = c.saved(0);
            TensorPtr scaled = P::mul(c.rt, T(result), Operand::of(Scalar::fromDouble(logBase)));
            if (zeroBase)
                scaled = P::where(c.rt, P::compare(c.rt, BinaryKernel::Ge, T(c.saved(1)), I(0)), I(0), T(scaled),
                                  scaled->dtype());
            return {P::mul(c.rt, T(c.grad), T(scaled))};
        });
    }
    return out;
}

TensorPtr BinaryFunctions::clampTensors(Runtime &rt, const TensorPtr &x, const TensorPtr &low, const TensorPtr &high,
                                        const char *gradFn, const TensorPtr &inplace)
{
    std::vector<Operand> operands{T(x)};
    if (low)
        operands.push_back(T(low));
    if (high)
        operands.push_back(T(high));
    const DType t = P::resultType(operands);
    if (t == DType::Bool)
        throw MathErrors::notImplementedFor(low && high ? "clamp_cpu" : low ? "clamp_min_cpu" : "clamp_max_cpu", t);
    if (inplace)
        Recorder::checkInplace(rt, inplace, {low, high});
    // min(max(x, low), high), NaN bounds giving NaN (maximum/minimum propagate it)
    TensorPtr r = x;
    if (low)
        r = P::binary(rt, BinaryKernel::Maximum, T(r), T(low), t, t);
    if (high)
        r = P::binary(rt, BinaryKernel::Minimum, T(r), T(high), t, t);
    if (r == x)
        r = P::clone(rt, x);
    TensorPtr out = r;
    if (inplace) {
        if (!canCast(t, inplace->dtype()))
            throw MathErrors::cannotCastResult(t, inplace->dtype());
        P::store(rt, inplace, r, std::string(gradFn).find("Min") != std::string::npos ? "clamp_min_()" : "clamp_()");
        inplace->bumpVersion();
        out = inplace;
    }
    if (!isFloating(t))
        return out;
    const std::vector<TensorPtr> inputs{x, low, high};
    auto n = inplace ? Recorder::inplaceNode(rt, gradFn, inputs) : Recorder::node(rt, gradFn, inputs);
    if (!n)
        return out;
    Recorder::saveInput(*n, inplace ? P::clone(rt, x) : x);
    low ? Recorder::saveInput(*n, low) : Recorder::saveNothing(*n);
    high ? Recorder::saveInput(*n, high) : Recorder::saveNothing(*n);
    Formula f = [](const GradContext &c) -> std::vector<TensorPtr> {
        // clamp_backward and clamp_backward_min_max (1.13)
        const TensorPtr self = c.saved(0);
        const TensorPtr lo = c.node.saved()[1].defined() ? c.saved(1) : nullptr;
        const TensorPtr hi = c.node.saved()[2].defined() ? c.saved(2) : nullptr;
        const DType gt = c.grad->dtype();
        auto both = [&](const TensorPtr &a, const TensorPtr &b) { return P::mul(c.rt, T(a), T(b)); };
        auto either = [&](const TensorPtr &a, const TensorPtr &b) { return P::binary(c.rt, BinaryKernel::Maximum, T(a), T(b), DType::Bool, DType::Bool); };
        TensorPtr gs, glo, ghi;
        if (c.needs(0)) {
            TensorPtr keep;
            if (lo && hi)
                keep = both(P::compare(c.rt, BinaryKernel::Ge, T(self), T(lo)), P::compare(c.rt, BinaryKernel::Le, T(self), T(hi)));
            else if (lo)
                keep = P::compare(c.rt, BinaryKernel::Ge, T(self), T(lo));
            else
                keep = P::compare(c.rt, BinaryKernel::Le, T(self), T(hi));
            gs = P::where(c.rt, keep, T(c.grad), I(0), gt);
        }
        if (lo && hi) {
            if (c.needs(1))
                glo = P::where(c.rt, both(P::compare(c.rt, BinaryKernel::Lt, T(self), T(lo)), P::compare(c.rt, BinaryKernel::Lt, T(lo), T(hi))),
                               T(c.grad), I(0), gt);
            if (c.needs(2))
                ghi = P::where(c.rt, either(P::compare(c.rt, BinaryKernel::Gt, T(self), T(hi)), P::compare(c.rt, BinaryKernel::Lt, T(hi), T(lo))),
                               T(c.grad), I(0), gt);
        } else if (lo && c.needs(1)) {
            glo = P::where(c.rt, P::compare(c.rt, BinaryKernel::Lt, T(self), T(lo)), T(c.grad), I(0), gt);
        } else if (hi && c.needs(2)) {
            ghi = P::where(c.rt, P::compare(c.rt, BinaryKernel::Gt, T(self), T(hi)), T(c.grad), I(0), gt);
        }
        return {gs, glo, ghi};
    };
    if (inplace)
        Recorder::finishInplace(rt, n, inplace, std::move(f));
    else
        Recorder::finish(n, out, std::move(f));
    return out;
}

} // namespace tl
