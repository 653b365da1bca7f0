// torch's elementwise functions and Tensor methods (arithmetic, rounding divisions, pow,
// transcendental functions, clamp, comparisons, isclose/allclose/equal) with PyTorch
// 1.13's signatures; functional, in-place (`add_`) and out= forms of each.
#include "BindingTables.h"
#include "OutArgument.h"
#include "ParsedArgs.h"
#include "autograd/Autograd.h"
#include "core/MathErrors.h"
#include "core/PyError.h"
#include "functions/BinaryFunctions.h"
#include "functions/Recorder.h"
#include "functions/TensorMath.h"
#include "functions/UnaryFunctions.h"
#include "interp/Interpreter.h"
#include "interp/Operators.h"
#include "ops/HostElements.h"
#include "ops/Pointwise.h"
#include "ops/Reductions.h"

#include <cmath>

namespace tl::bind {

namespace {

bool torchPointwiseIsMethod(const ParsedArgs &a) { return a.isMethodCall(); }

Operand torchPointwiseOperandOf(const ParsedArgs &a, std::string_view name) { return Operators::tensorOperand(a.value(name)); }

TensorPtr outOf(const ParsedArgs &a) { return a.signature().indexOf("out") >= 0 ? a.optionalTensor("out") : nullptr; }

void refuseDeprecated(const ParsedArgs &a)
{
    if (a.signature().hidden())
        throw UnsupportedError("the deprecated " + a.signature().name() + "() overload");
}

// ---- binary ops

// The second operand's parameter name in the matched overload.
std::string_view otherName(const ParsedArgs &a) { return a.signature().indexOf("exponent") >= 0 ? "exponent" : "other"; }

BinaryOp withRoundingMode(const ParsedArgs &a, BinaryOp op)
{
    if (op != BinaryOp::Div || a.signature().indexOf("rounding_mode") < 0 || !a.has("rounding_mode"))
        return op;
    const std::string mode = a.string("rounding_mode");
    if (mode == "trunc")
        return BinaryOp::DivTrunc;
    if (mode == "floor")
        return BinaryOp::DivFloor;
    throw MathErrors::roundingMode(mode);
}

Scalar alphaOf(const ParsedArgs &a) { return a.signature().indexOf("alpha") >= 0 ? a.scalar("alpha") : Scalar::fromInt(1); }

Value binaryResult(ParsedArgs &a, BinaryOp op, const Operand &x, const Operand &y)
{
    Runtime &rt = a.runtime();
    const Scalar alpha = alphaOf(a);
    if (op == BinaryOp::Pow && !x.isTensor() && y.isTensor())
        return Value::of(BinaryFunctions::scalarPow(rt, x.number, y.tensor));
    const bool scalarExponent = op == BinaryOp::Pow && !y.isTensor();
    if (const TensorPtr out = outOf(a)) {
        OutArgument::prepare(a.interpreter(), out, Pointwise::broadcastShape({x, y}),
                             Pointwise::commonDevice({x.tensor, y.tensor}));
        if (scalarExponent) {
            UnaryParams p;
            p.exponent = y.number;
            UnaryFunctions::callOut(rt, UnaryOp::PowScalar, x.tensor, out, p);
        } else {
            BinaryFunctions::callOut(rt, op, x, y, out, alpha);
        }
        return Value::of(out);
    }
    if (scalarExponent) {
        UnaryParams p;
        p.exponent = y.number;
        return Value::of(UnaryFunctions::call(rt, UnaryOp::PowScalar, x.tensor, p));
    }
    return Value::of(BinaryFunctions::call(rt, op, x, y, alpha));
}

template <BinaryOp Op>
Value binary(ParsedArgs &a)
{
    refuseDeprecated(a);
    const BinaryOp op = withRoundingMode(a, Op);
    const Operand x = torchPointwiseIsMethod(a) ? Operand::of(a.selfTensor()) : torchPointwiseOperandOf(a, a.signature().indexOf("self") >= 0 ? "self" : "input");
    return binaryResult(a, op, x, torchPointwiseOperandOf(a, otherName(a)));
}

template <BinaryOp Op>
Value binaryInPlace(ParsedArgs &a)
{
    refuseDeprecated(a);
    const BinaryOp op = withRoundingMode(a, Op);
    const Operand other = torchPointwiseOperandOf(a, otherName(a));
    if (op == BinaryOp::Pow && !other.isTensor()) {
        UnaryParams p;
        p.exponent = other.number;
        UnaryFunctions::callInPlace(a.runtime(), UnaryOp::PowScalar, a.selfTensor(), p);
    } else {
        BinaryFunctions::callInPlace(a.runtime(), op, a.selfTensor(), other, alphaOf(a), a.signature().name() + "()");
    }
    return a.self();
}

// ---- unary ops

UnaryParams paramsOf(const ParsedArgs &a, UnaryOp op)
{
    UnaryParams p;
    if (op == UnaryOp::RoundDecimals)
        p.decimals = a.toInt("decimals");
    if (op == UnaryOp::ClampScalar || op == UnaryOp::ClampMinScalar) {
        if (const Value *v = a.get("min"))
            p.low = v->kind == Value::Kind::Tensor ? HostElements::item(v->tensor) : Operators::tensorOperand(*v).number;
    }
    if (op == UnaryOp::ClampScalar || op == UnaryOp::ClampMaxScalar) {
        if (const Value *v = a.get("max"))
            p.high = v->kind == Value::Kind::Tensor ? HostElements::item(v->tensor) : Operators::tensorOperand(*v).number;
    }
    return p;
}

// round() and round(decimals=) are two overloads of one name.
UnaryOp roundOverload(const ParsedArgs &a, UnaryOp op)
{
    return op == UnaryOp::Round && a.signature().indexOf("decimals") >= 0 ? UnaryOp::RoundDecimals : op;
}

template <UnaryOp Op>
Value unary(ParsedArgs &a)
{
    const UnaryOp op = roundOverload(a, Op);
    Runtime &rt = a.runtime();
    const TensorPtr x = torchPointwiseIsMethod(a) ? a.selfTensor() : a.tensor("input");
    const UnaryParams p = paramsOf(a, op);
    if (const TensorPtr out = outOf(a)) {
        OutArgument::prepare(a.interpreter(), out, x->sizes(), x->device());
        UnaryFunctions::callOut(rt, op, x, out, p);
        return Value::of(out);
    }
    return Value::of(UnaryFunctions::call(rt, op, x, p));
}

// The tensor an in-place form writes: self for `x.exp_()`, input for `torch.exp_(x)`.
const Value &inPlaceTarget(const ParsedArgs &a) { return torchPointwiseIsMethod(a) ? a.self() : a.value("input"); }

template <UnaryOp Op>
Value unaryInPlace(ParsedArgs &a)
{
    const UnaryOp op = roundOverload(a, Op);
    const Value &target = inPlaceTarget(a);
    UnaryFunctions::callInPlace(a.runtime(), op, target.tensor, paramsOf(a, op));
    return target;
}

// clamp / clip: tensor bounds (overload 0) or numbers (overload 1).
template <bool InPlace>
Value clamp(ParsedArgs &a)
{
    Runtime &rt = a.runtime();
    const TensorPtr x = torchPointwiseIsMethod(a) ? a.selfTensor() : a.tensor("input");
    const bool tensorBounds = a.signature().params()[a.signature().indexOf("min")].type == ParamType::Tensor;
    if (tensorBounds) {
        const TensorPtr lo = a.optionalTensor("min"), hi = a.optionalTensor("max");
        if (!lo && !hi)
            throw MathErrors::clampNoBounds();
        if (const TensorPtr out = outOf(a)) {
            Recorder::checkOut(rt, "clamp", {x, lo, hi, out});
            const TensorPtr r = BinaryFunctions::clampTensors(rt, x, lo, hi, "ClampBackward0");
            OutArgument::prepare(a.interpreter(), out, r->sizes(), r->device());
            Pointwise::store(rt, out, r, "clamp(out=)");
            out->bumpVersion();
            return Value::of(out);
        }
        const TensorPtr r = BinaryFunctions::clampTensors(rt, x, lo, hi, "ClampBackward0", InPlace ? x : nullptr);
        return InPlace ? inPlaceTarget(a) : Value::of(r);
    }
    if constexpr (InPlace)
        return unaryInPlace<UnaryOp::ClampScalar>(a);
    else
        return unary<UnaryOp::ClampScalar>(a);
}

// clamp_min / clamp_max: a tensor bound (ClampMinBackward1) or a number (ClampMinBackward0).
template <bool Min, bool InPlace>
Value clampOne(ParsedArgs &a)
{
    const char *name = Min ? "min" : "max";
    const Value &bound = a.value(name);
    if (bound.kind == Value::Kind::Tensor) {
        Runtime &rt = a.runtime();
        const TensorPtr x = torchPointwiseIsMethod(a) ? a.selfTensor() : a.tensor("input");
        const TensorPtr r = BinaryFunctions::clampTensors(rt, x, Min ? bound.tensor : nullptr, Min ? nullptr : bound.tensor,
                                                          Min ? "ClampMinBackward1" : "ClampMaxBackward1", InPlace ? x : nullptr);
        return InPlace ? inPlaceTarget(a) : Value::of(r);
    }
    constexpr UnaryOp op = Min ? UnaryOp::ClampMinScalar : UnaryOp::ClampMaxScalar;
    if constexpr (InPlace)
        return unaryInPlace<op>(a);
    else
        return unary<op>(a);
}

// ---- isclose / allclose / equal (ATen's TensorCompare.cpp)

TensorPtr torchPointwiseIsclose(ParsedArgs &a, const TensorPtr &self, const TensorPtr &other)
{
    Runtime &rt = a.runtime();
    using P = Pointwise;
    if (self->dtype() != other->dtype())
        throw PyError("RuntimeError", std::string(scalarTypeName(self->dtype())) + " did not match " +
                                          std::string(scalarTypeName(other->dtype())));
    const double rtol = a.toDouble("rtol"), atol = a.toDouble("atol");
    if (rtol < 0)
        throw PyError("RuntimeError", "rtol must be greater than or equal to zero, but got " + MathErrors::numberText(rtol));
    if (atol < 0)
        throw PyError("RuntimeError", "atol must be greater than or equal to zero, but got " + MathErrors::numberText(atol));
    const Operand s = Operand::of(self), o = Operand::of(other);
    TensorPtr close = P::compare(rt, BinaryKernel::Eq, s, o);
    if (a.toBool("equal_nan") && isFloating(self->dtype())) {
        const TensorPtr bothNan = P::mul(rt, Operand::of(P::compare(rt, BinaryKernel::Ne, s, s)),
                                         Operand::of(P::compare(rt, BinaryKernel::Ne, o, o)));
        close = P::binary(rt, BinaryKernel::Maximum, Operand::of(close), Operand::of(bothNan), DType::Bool, DType::Bool);
    }
    if (rtol == 0 && atol == 0)
        return close;
    const Operand cs = self->dtype() == DType::Bool ? Operand::of(P::cast(rt, self, DType::Float32)) : s;
    const Operand co = other->dtype() == DType::Bool ? Operand::of(P::cast(rt, other, DType::Float32)) : o;
    const TensorPtr allowed =
        P::add(rt, Operand::of(Scalar::fromDouble(atol)),
               Operand::of(P::apply(rt, UnaryKernel::Abs, P::mul(rt, Operand::of(Scalar::fromDouble(rtol)), co))));
    const TensorPtr actual = P::apply(rt, UnaryKernel::Abs, P::sub(rt, cs, co));
    const Operand act = Operand::of(actual);
    // isfinite(actual) & (actual <= allowed)
    TensorPtr finite = P::compare(rt, BinaryKernel::Eq, act, act);
    if (isFloating(actual->dtype()))
        finite = P::mul(rt, Operand::of(finite),
                        Operand::of(P::compare(rt, BinaryKernel::Ne, act, Operand::of(Scalar::fromDouble(INFINITY)))));
    const TensorPtr within = P::mul(rt, Operand::of(finite), Operand::of(P::compare(rt, BinaryKernel::Le, act, Operand::of(allowed))));
    return P::binary(rt, BinaryKernel::Maximum, Operand::of(close), Operand::of(within), DType::Bool, DType::Bool);
}

Value iscloseFn(ParsedArgs &a)
{
    return Value::of(torchPointwiseIsclose(a, torchPointwiseIsMethod(a) ? a.selfTensor() : a.tensor("input"), a.tensor("other")));
}

bool allTrue(Runtime &rt, const TensorPtr &t)
{
    return HostElements::item(Reductions::reduce(rt, ReduceKernel::All, t, Reductions::dimMask({}, t->dim()), false, t->dtype(),
                                               DType::Bool))
        .toBool();
}

Value torchPointwiseAllclose(ParsedArgs &a)
{
    return Value::boolean(allTrue(a.runtime(), torchPointwiseIsclose(a, torchPointwiseIsMethod(a) ? a.selfTensor() : a.tensor("input"), a.tensor("other"))));
}

Value equal(ParsedArgs &a)
{
    const TensorPtr x = torchPointwiseIsMethod(a) ? a.selfTensor() : a.tensor("input");
    const TensorPtr y = a.tensor("other");
    if (x->sizes() != y->sizes())
        return Value::boolean(false);
    return Value::boolean(allTrue(a.runtime(), Pointwise::compare(a.runtime(), BinaryKernel::Eq, Operand::of(x), Operand::of(y))));
}

// fill_(value) / zero_(): the number, or a 0-d tensor's element (its gradient flows).
Value fill(ParsedArgs &a)
{
    Runtime &rt = a.runtime();
    const TensorPtr &t = a.selfTensor();
    const Value &v = a.value("value");
    if (v.kind == Value::Kind::Tensor) {
        if (v.tensor->dim() != 0) {
            Autograd::checkInplace(rt, t, t->requiresGrad() || v.tensor->requiresGrad());
            throw PyError("RuntimeError", "fill_ only supports 0-dimension value tensor but got tensor with " +
                                              std::to_string(v.tensor->dim()) + " dimensions.");
        }
        TensorMath::fill(rt, t, HostElements::item(v.tensor), "fill_()", v.tensor);
    } else {
        TensorMath::fill(rt, t, Operators::tensorOperand(v).number, "fill_()");
    }
    return a.self();
}

Value zero(ParsedArgs &a)
{
    TensorMath::zero(a.runtime(), a.selfTensor());
    return a.self();
}

#define TL_UNARY_NOARGS_METHOD_INPLACE(name, op)                                                                            \
    {"torch." name, {name "(Tensor input, *, Tensor out=None)"}, unary<op>},                                                \
        {"Tensor." name, {}, unary<op>}, {"Tensor." name "_", {}, unaryInPlace<op>}
// Most unary ops also have torch.name_(input) (sign_ is a method only).
#define TL_UNARY_NOARGS(name, op)                                                                                           \
    TL_UNARY_NOARGS_METHOD_INPLACE(name, op), {"torch." name "_", {name "_(Tensor input)"}, unaryInPlace<op>}
#define TL_COMPARISON(name, op)                                                                                             \
    {"torch." name, {name "(Tensor input, Tensor other, *, Tensor out=None)", name "(Tensor input, Scalar other, *, Tensor out=None)"}, \
     binary<op>},                                                                                                           \
        {"Tensor." name, {name "(Tensor other)", name "(Scalar other)"}, binary<op>},                                         \
        {"Tensor." name "_", {name "_(Tensor other)", name "_(Scalar other)"}, binaryInPlace<op>}

#define TL_BITWISE(name, op)                                                                                                \
    {"torch." name,                                                                                                         \
     {name "(Tensor input, Tensor other, *, Tensor out=None)", name "(Scalar self, Tensor other)",                           \
      name "(Tensor input, Scalar other, *, Tensor out=None)"},                                                             \
     binary<op>},                                                                                                           \
        {"Tensor." name, {name "(Tensor other)", name "(Scalar other)"}, binary<op>},                                         \
        {"Tensor." name "_", {name "_(Tensor other)", name "_(Scalar other)"}, binaryInPlace<op>}

const Binding kTorchPointwiseBindings[] = {
    {"torch.add",
     {"add(Tensor input, Tensor other, *, Scalar alpha=1, Tensor out=None)",
      "add(Tensor input, Scalar alpha, Tensor other, *, Tensor out=None)|deprecated"},
     binary<BinaryOp::Add>},
    {"Tensor.add", {"add(Tensor other, *, Scalar alpha=1)", "add(Scalar alpha, Tensor other)|deprecated"}, binary<BinaryOp::Add>},
    {"Tensor.add_", {"add_(Tensor other, *, Scalar alpha=1)", "add_(Scalar alpha, Tensor other)|deprecated"},
     binaryInPlace<BinaryOp::Add>},
    {"torch.sub",
     {"sub(Tensor input, Tensor other, *, Scalar alpha=1, Tensor out=None)",
      "sub(Tensor input, Scalar alpha, Tensor other, *, Tensor out=None)|deprecated"},
     binary<BinaryOp::Sub>},
    {"Tensor.sub", {"sub(Tensor other, *, Scalar alpha=1)", "sub(Scalar alpha, Tensor other)|deprecated"}, binary<BinaryOp::Sub>},
    {"Tensor.sub_", {"sub_(Tensor other, *, Scalar alpha=1)", "sub_(Scalar alpha, Tensor other)|deprecated"},
     binaryInPlace<BinaryOp::Sub>},
    {"torch.subtract",
     {"subtract(Tensor input, Tensor other, *, Scalar alpha=1, Tensor out=None)", "subtract(Tensor input, Scalar other, Scalar alpha=1)"},
     binary<BinaryOp::Sub>},
    {"Tensor.subtract", {"subtract(Tensor other, *, Scalar alpha=1)", "subtract(Scalar other, Scalar alpha=1)"},
     binary<BinaryOp::Sub>},
    {"Tensor.subtract_", {"subtract_(Tensor other, *, Scalar alpha=1)", "subtract_(Scalar other, Scalar alpha=1)"},
     binaryInPlace<BinaryOp::Sub>},
    {"torch.mul", {"mul(Tensor input, Tensor other, *, Tensor out=None)"}, binary<BinaryOp::Mul>},
    {"Tensor.mul", {"mul(Tensor other)"}, binary<BinaryOp::Mul>},
    {"Tensor.mul_", {"mul_(Tensor other)"}, binaryInPlace<BinaryOp::Mul>},
    {"torch.multiply", {"multiply(Tensor input, Tensor other, *, Tensor out=None)", "multiply(Tensor input, Scalar other)"},
     binary<BinaryOp::Mul>},
    {"Tensor.multiply", {"multiply(Tensor other)", "multiply(Scalar other)"}, binary<BinaryOp::Mul>},
    {"Tensor.multiply_", {"multiply_(Tensor other)", "multiply_(Scalar other)"}, binaryInPlace<BinaryOp::Mul>},
    {"torch.div",
     {"div(Tensor input, Tensor other, *, Tensor out=None)",
      "div(Tensor input, Tensor other, *, c10::string_view? rounding_mode, Tensor out=None)",
      "div(Tensor input, Scalar other, *, c10::string_view? rounding_mode)",
      "div(Tensor input, Scalar value, Tensor tensor1, Tensor tensor2, *, Tensor out=None)|deprecated"},
     binary<BinaryOp::Div>},
    {"Tensor.div",
     {"div(Tensor other)", "div(Tensor other, *, c10::string_view? rounding_mode)",
      "div(Scalar other, *, c10::string_view? rounding_mode)", "div(Scalar value, Tensor tensor1, Tensor tensor2)|deprecated"},
     binary<BinaryOp::Div>},
    {"Tensor.div_",
     {"div_(Tensor other)", "div_(Tensor other, *, c10::string_view? rounding_mode)",
      "div_(Scalar other, *, c10::string_view? rounding_mode)", "div_(Scalar value, Tensor tensor1, Tensor tensor2)|deprecated"},
     binaryInPlace<BinaryOp::Div>},
    {"torch.divide",
     {"divide(Tensor input, Tensor other, *, Tensor out=None)",
      "divide(Tensor input, Tensor other, *, c10::string_view? rounding_mode, Tensor out=None)", "divide(Tensor input, Scalar other)",
      "divide(Tensor input, Scalar other, *, c10::string_view? rounding_mode)"},
     binary<BinaryOp::Div>},
    {"Tensor.divide",
     {"divide(Tensor other)", "divide(Tensor other, *, c10::string_view? rounding_mode)", "divide(Scalar other)",
      "divide(Scalar other, *, c10::string_view? rounding_mode)"},
     binary<BinaryOp::Div>},
    {"Tensor.divide_",
     {"divide_(Tensor other)", "divide_(Tensor other, *, c10::string_view? rounding_mode)", "divide_(Scalar other)",
      "divide_(Scalar other, *, c10::string_view? rounding_mode)"},
     binaryInPlace<BinaryOp::Div>},
    {"torch.true_divide", {"true_divide(Tensor input, Tensor other, *, Tensor out=None)", "true_divide(Tensor input, Scalar other)"},
     binary<BinaryOp::Div>},
    {"Tensor.true_divide", {"true_divide(Tensor other)", "true_divide(Scalar other)"}, binary<BinaryOp::Div>},
    {"Tensor.true_divide_", {"true_divide_(Tensor other)", "true_divide_(Scalar other)"}, binaryInPlace<BinaryOp::Div>},
    {"torch.floor_divide",
     {"floor_divide(Tensor input, Tensor other, *, Tensor out=None)", "floor_divide(Tensor input, Scalar other)"},
     binary<BinaryOp::FloorDivide>},
    {"Tensor.floor_divide", {"floor_divide(Tensor other)", "floor_divide(Scalar other)"}, binary<BinaryOp::FloorDivide>},
    {"Tensor.floor_divide_", {"floor_divide_(Tensor other)", "floor_divide_(Scalar other)"}, binaryInPlace<BinaryOp::FloorDivide>},
    {"torch.remainder",
     {"remainder(Tensor input, Tensor other, *, Tensor out=None)", "remainder(Scalar self, Tensor other)",
      "remainder(Tensor input, Scalar other, *, Tensor out=None)"},
     binary<BinaryOp::Remainder>},
    {"Tensor.remainder", {"remainder(Tensor other)", "remainder(Scalar other)"}, binary<BinaryOp::Remainder>},
    {"Tensor.remainder_", {"remainder_(Tensor other)", "remainder_(Scalar other)"}, binaryInPlace<BinaryOp::Remainder>},
    {"torch.fmod", {"fmod(Tensor input, Tensor other, *, Tensor out=None)", "fmod(Tensor input, Scalar other, *, Tensor out=None)"},
     binary<BinaryOp::Fmod>},
    {"Tensor.fmod", {"fmod(Tensor other)", "fmod(Scalar other)"}, binary<BinaryOp::Fmod>},
    {"Tensor.fmod_", {"fmod_(Tensor other)", "fmod_(Scalar other)"}, binaryInPlace<BinaryOp::Fmod>},
    {"torch.pow",
     {"pow(Tensor input, Tensor exponent, *, Tensor out=None)", "pow(Scalar self, Tensor exponent, *, Tensor out=None)",
      "pow(Tensor input, Scalar exponent, *, Tensor out=None)"},
     binary<BinaryOp::Pow>},
    {"Tensor.pow", {"pow(Tensor exponent)", "pow(Scalar exponent)"}, binary<BinaryOp::Pow>},
    {"Tensor.pow_", {"pow_(Tensor exponent)", "pow_(Scalar exponent)"}, binaryInPlace<BinaryOp::Pow>},
    {"torch.maximum", {"maximum(Tensor input, Tensor other, *, Tensor out=None)"}, binary<BinaryOp::Maximum>},
    {"Tensor.maximum", {"maximum(Tensor other)"}, binary<BinaryOp::Maximum>},
    {"torch.minimum", {"minimum(Tensor input, Tensor other, *, Tensor out=None)"}, binary<BinaryOp::Minimum>},
    {"Tensor.minimum", {"minimum(Tensor other)"}, binary<BinaryOp::Minimum>},
    TL_BITWISE("bitwise_and", BinaryOp::BitAnd),
    TL_BITWISE("bitwise_or", BinaryOp::BitOr),
    TL_BITWISE("bitwise_xor", BinaryOp::BitXor),
    TL_COMPARISON("eq", BinaryOp::Eq),
    TL_COMPARISON("ne", BinaryOp::Ne),
    TL_COMPARISON("lt", BinaryOp::Lt),
    TL_COMPARISON("le", BinaryOp::Le),
    TL_COMPARISON("gt", BinaryOp::Gt),
    TL_COMPARISON("ge", BinaryOp::Ge),
    TL_UNARY_NOARGS("exp", UnaryOp::Exp),
    TL_UNARY_NOARGS("log", UnaryOp::Log),
    TL_UNARY_NOARGS("log2", UnaryOp::Log2),
    TL_UNARY_NOARGS("log10", UnaryOp::Log10),
    TL_UNARY_NOARGS("sqrt", UnaryOp::Sqrt),
    TL_UNARY_NOARGS("rsqrt", UnaryOp::Rsqrt),
    TL_UNARY_NOARGS("reciprocal", UnaryOp::Reciprocal),
    TL_UNARY_NOARGS("abs", UnaryOp::Abs),
    TL_UNARY_NOARGS("neg", UnaryOp::Neg),
    TL_UNARY_NOARGS("negative", UnaryOp::Neg),
    TL_UNARY_NOARGS_METHOD_INPLACE("sign", UnaryOp::Sign),
    TL_UNARY_NOARGS("sin", UnaryOp::Sin),
    TL_UNARY_NOARGS("cos", UnaryOp::Cos),
    TL_UNARY_NOARGS("tan", UnaryOp::Tan),
    TL_UNARY_NOARGS("tanh", UnaryOp::Tanh),
    TL_UNARY_NOARGS("sigmoid", UnaryOp::Sigmoid),
    TL_UNARY_NOARGS("floor", UnaryOp::Floor),
    TL_UNARY_NOARGS("ceil", UnaryOp::Ceil),
    TL_UNARY_NOARGS("trunc", UnaryOp::Trunc),
    TL_UNARY_NOARGS("asin", UnaryOp::Asin),
    TL_UNARY_NOARGS("arcsin", UnaryOp::Asin),
    TL_UNARY_NOARGS("acos", UnaryOp::Acos),
    TL_UNARY_NOARGS("arccos", UnaryOp::Acos),
    TL_UNARY_NOARGS("atan", UnaryOp::Atan),
    TL_UNARY_NOARGS("arctan", UnaryOp::Atan),
    TL_UNARY_NOARGS("sinh", UnaryOp::Sinh),
    TL_UNARY_NOARGS("cosh", UnaryOp::Cosh),
    TL_UNARY_NOARGS("asinh", UnaryOp::Asinh),
    TL_UNARY_NOARGS("arcsinh", UnaryOp::Asinh),
    TL_UNARY_NOARGS("acosh", UnaryOp::Acosh),
    TL_UNARY_NOARGS("arccosh", UnaryOp::Acosh),
    TL_UNARY_NOARGS("atanh", UnaryOp::Atanh),
    TL_UNARY_NOARGS("arctanh", UnaryOp::Atanh),
    TL_UNARY_NOARGS("log1p", UnaryOp::Log1p),
    TL_UNARY_NOARGS("expm1", UnaryOp::Expm1),
    TL_UNARY_NOARGS("erf", UnaryOp::Erf),
    {"torch.relu", {"relu(Tensor input)"}, unary<UnaryOp::Relu>},
    {"Tensor.relu", {}, unary<UnaryOp::Relu>},
    {"Tensor.relu_", {}, unaryInPlace<UnaryOp::Relu>},
    {"torch.relu_", {"relu_(Tensor input)"}, unaryInPlace<UnaryOp::Relu>},
    {"torch.round", {"round(Tensor input, *, Tensor out=None)", "round(Tensor input, *, int64_t decimals, Tensor out=None)"},
     unary<UnaryOp::Round>},
    {"Tensor.round", {"round()", "round(*, int64_t decimals)"}, unary<UnaryOp::Round>},
    {"Tensor.round_", {"round_()", "round_(*, int64_t decimals)"}, unaryInPlace<UnaryOp::Round>},
    {"torch.round_", {"round_(Tensor input)", "round_(Tensor input, *, int64_t decimals)"}, unaryInPlace<UnaryOp::Round>},
    {"torch.clamp",
     {"clamp(Tensor input, Tensor? min=None, Tensor? max=None, *, Tensor out=None)",
      "clamp(Tensor input, Scalar? min=None, Scalar? max=None, *, Tensor out=None)"},
     clamp<false>},
    {"Tensor.clamp", {"clamp(Tensor? min=None, Tensor? max=None)", "clamp(Scalar? min=None, Scalar? max=None)"}, clamp<false>},
    {"Tensor.clamp_", {"clamp_(Tensor? min=None, Tensor? max=None)", "clamp_(Scalar? min=None, Scalar? max=None)"}, clamp<true>},
    {"torch.clamp_",
     {"clamp_(Tensor input, Tensor? min=None, Tensor? max=None)", "clamp_(Tensor input, Scalar? min=None, Scalar? max=None)"},
     clamp<true>},
    {"torch.clip",
     {"clip(Tensor input, Tensor? min=None, Tensor? max=None, *, Tensor out=None)",
      "clip(Tensor input, Scalar? min=None, Scalar? max=None, *, Tensor out=None)"},
     clamp<false>},
    {"Tensor.clip", {"clip(Tensor? min=None, Tensor? max=None)", "clip(Scalar? min=None, Scalar? max=None)"}, clamp<false>},
    {"Tensor.clip_", {"clip_(Tensor? min=None, Tensor? max=None)", "clip_(Scalar? min=None, Scalar? max=None)"}, clamp<true>},
    {"torch.clip_",
     {"clip_(Tensor input, Tensor? min=None, Tensor? max=None)", "clip_(Tensor input, Scalar? min=None, Scalar? max=None)"},
     clamp<true>},
    {"torch.clamp_min",
     {"clamp_min(Tensor input, Tensor min, *, Tensor out=None)", "clamp_min(Tensor input, Scalar min, *, Tensor out=None)"},
     clampOne<true, false>},
    {"Tensor.clamp_min", {"clamp_min(Tensor min)", "clamp_min(Scalar min)"}, clampOne<true, false>},
    {"Tensor.clamp_min_", {"clamp_min_(Tensor min)", "clamp_min_(Scalar min)"}, clampOne<true, true>},
    {"torch.clamp_min_", {"clamp_min_(Tensor input, Tensor min)", "clamp_min_(Tensor input, Scalar min)"}, clampOne<true, true>},
    {"torch.clamp_max",
     {"clamp_max(Tensor input, Tensor max, *, Tensor out=None)", "clamp_max(Tensor input, Scalar max, *, Tensor out=None)"},
     clampOne<false, false>},
    {"Tensor.clamp_max", {"clamp_max(Tensor max)", "clamp_max(Scalar max)"}, clampOne<false, false>},
    {"Tensor.clamp_max_", {"clamp_max_(Tensor max)", "clamp_max_(Scalar max)"}, clampOne<false, true>},
    {"torch.clamp_max_", {"clamp_max_(Tensor input, Tensor max)", "clamp_max_(Tensor input, Scalar max)"}, clampOne<false, true>},
    {"torch.isclose", {"isclose(Tensor input, Tensor other, double rtol=1e-05, double atol=1e-08, bool equal_nan=False)"},
     iscloseFn},
    {"Tensor.isclose", {"isclose(Tensor other, double rtol=1e-05, double atol=1e-08, bool equal_nan=False)"}, iscloseFn},
    {"torch.allclose", {"allclose(Tensor input, Tensor other, double rtol=1e-05, double atol=1e-08, bool equal_nan=False)"},
     torchPointwiseAllclose},
    {"Tensor.allclose", {"allclose(Tensor other, double rtol=1e-05, double atol=1e-08, bool equal_nan=False)"}, torchPointwiseAllclose},
    {"torch.equal", {"equal(Tensor input, Tensor other)"}, equal},
    {"Tensor.fill_", {"fill_(Tensor value)", "fill_(Scalar value)"}, fill},
    {"Tensor.zero_", {}, zero},
    {"Tensor.equal", {"equal(Tensor other)"}, equal},
};
#undef TL_UNARY_NOARGS_METHOD_INPLACE
#undef TL_UNARY_NOARGS
#undef TL_COMPARISON
#undef TL_BITWISE

} // namespace

BindingTable torchPointwiseBindings() { return kTorchPointwiseBindings; }

} // namespace tl::bind
