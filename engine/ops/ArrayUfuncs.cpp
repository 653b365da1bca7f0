// NumPy 1.24's ufunc calls on arrays (ufunc_object.c, ufunc_type_resolution.c, number.c's
// fast_scalar_power): loop types, out= checks and errors, output buffering.
#include "ArrayUfuncs.h"

#include "core/IntegerRange.h"
#include "core/VersionProfile.h"

#include "core/Errors.h"
#include "core/InterruptFlag.h"
#include "ops/TypePromotion.h"
#include "tensor/OutputLayout.h"
#include "tensor/ShapeMath.h"
#include "tensor/StridedView.h"

#include <algorithm>
#include <optional>

#include <limits>

namespace tl {

namespace {

using Shape = std::vector<int64_t>;

DType defaultScalarType(const Scalar &s)
{
    if (s.isBool())
        return DType::Bool;
    return s.isFloating() ? DType::Float64 : DType::Int64;
}

TypePromotion::NumpyArg numpyArgOf(const ArrayOperand &o)
{
    if (o.array) {
        // A 0-d array takes part in value-based casting by its value.
        const bool zeroDim = o.array->dim() == 0;
        return {o.array->dtype(), false, zeroDim ? ArrayOps::elementAt(*o.array, {}) : Scalar{}, zeroDim};
    }
    if (o.pythonScalar)
        return {defaultScalarType(o.scalar), true, o.scalar, false};
    return {o.scalar.dtype(), false, o.scalar, true};
}

DType operandType(const ArrayOperand &o)
{
    return o.array ? o.array->dtype() : o.pythonScalar ? defaultScalarType(o.scalar) : o.scalar.dtype();
}

// casting='same_kind': any cast within a kind, or to a later kind (bool < uint < int < float).
bool sameKind(DType from, DType to)
{
    auto rank = [](DType d) { return std::string_view("buif").find(numpyKind(d)); };
    return rank(from) <= rank(to);
}

PyError castingError(const std::string &ufunc, const std::string &what, DType from, DType to)
{
    return PyError(what == "output" ? "numpy.core._exceptions._UFuncOutputCastingError"
                                    : "numpy.core._exceptions._UFuncInputCastingError",
                   "Cannot cast ufunc '" + ufunc + "' " + what + " from dtype('" + std::string(numpyName(from)) +
                       "') to dtype('" + std::string(numpyName(to)) + "') with casting rule 'same_kind'");
}

// `op.tensor` points into the struct itself, so copies re-point it.
struct ArrayArg {
    StridedRef ref;
    BinaryOperand op;

    ArrayArg() = default;
    ArrayArg(const ArrayArg &o) : ref(o.ref), op(o.op)
    {
        if (o.op.tensor)
            op.tensor = &ref;
    }
    ArrayArg &operator=(const ArrayArg &) = delete;
};

ArrayArg arrayArg(const ArrayOperand &o, const Shape &shape)
{
    ArrayArg k;
    if (o.array) {
        k.ref = o.array->ref();
        k.ref.strides = ShapeMath::expandedStrides(o.array->sizes(), o.array->strides(), shape);
        k.ref.sizes = shape;
        k.op.tensor = &k.ref;
    } else {
        k.op.scalar = o.scalar;
    }
    return k;
}

// Whether any element of `o` satisfies `test` (divisors, exponents checked before a loop runs).
bool anyElement(const ArrayOperand &o, bool (*test)(const Scalar &))
{
    if (!o.array)
        return test(o.scalar);
    const NdArray &a = *o.array;
    Shape index(a.sizes().size(), 0);
    for (int64_t n = 0; n < a.numel(); ++n) {
        if (test(ArrayOps::elementAt(a, index)))
            return true;
        for (size_t d = index.size(); d-- > 0;) {
            if (++index[d] < a.sizes()[d])
                break;
            index[d] = 0;
        }
    }
    return false;
}

bool isZero(const Scalar &s) { return s.toDouble() == 0; }
bool isNegative(const Scalar &s) { return !s.isFloating() && s.toInt() < 0; }
bool isBelowZero(const Scalar &s) { return s.toDouble() < 0; }

// An input that shares memory with the output without being the very same elements is read
// from a copy NumPy makes first (its overlap buffering).
bool overlaps(const NdArray &out, const NdArrayPtr &in)
{
    if (!in || !ArrayOps::sharesMemory(out, *in))
        return false;
    return !(in->storageOffset() == out.storageOffset() && in->dtype() == out.dtype() &&
             ShapeMath::expandedStrides(in->sizes(), in->strides(), out.sizes()) == out.strides());
}

// The output's shape checks: out must be writeable and the inputs must broadcast to it.
Shape outputShape(const std::vector<Shape> &inputs, const NdArrayPtr &out)
{
    if (!out) {
        Shape s;
        bool first = true;
        for (const Shape &in : inputs) {
            s = first ? in : ShapeMath::broadcastNumpy(s, in);
            first = false;
        }
        return s;
    }
    std::vector<Shape> all = inputs;
    all.push_back(out->sizes());
    Shape s;
    try {
        for (const Shape &in : all)
            s = ShapeMath::broadcastNumpy(s, in);
    } catch (const PyError &) {
        throw Errors::numpyBroadcast(all);
    }
    if (s != out->sizes())
        throw PyError("ValueError", "non-broadcastable output operand with shape " + Errors::numpyShape(out->sizes()) +
                                        " doesn't match the broadcast shape " + Errors::numpyShape(s));
    return s;
}

// Where a ufunc writes: `out` itself, or a buffer of the loop's output type (a new result,
// or one copied into out afterwards when out has another dtype or overlaps an input).
struct Target {
    NdArrayPtr array;
    bool buffered = false;
};

Target targetFor(Runtime &rt, const std::string &ufunc, const Shape &shape, DType outType, const NdArrayPtr &out,
                 const std::vector<NdArrayPtr> &inputs)
{
    bool buffer = !out || out->dtype() != outType;
    for (const auto &in : inputs)
        buffer = buffer || (out && overlaps(*out, in));
    if (!buffer)
        return {out, false};
    std::vector<Shape> inputStrides;
    for (const auto &in : inputs)
        if (in)
            inputStrides.push_back(ShapeMath::expandedStrides(in->sizes(), in->strides(), shape));
    return {TensorMaker::emptyArray(rt, shape, outType, {ufunc, false, "NumPy arithmetic returns a new array"},
                                    OutputLayout::numpyStrides(shape, inputStrides)),
            out != nullptr};
}

NdArrayPtr finish(Runtime &rt, const Target &t, const NdArrayPtr &out, const std::string &report)
{
    if (!out)
        return t.array;
    if (t.buffered)
        TensorMaker::copyElements(rt, *out, *t.array, report);
    else
        TensorMaker::reportWrite(rt, *out, report);
    return out;
}

void checkOutput(const std::string &ufunc, DType outType, const NdArrayPtr &out)
{
    if (!out)
        return;
    if (!out->writeable())
        throw Errors::readOnlyOutput();
    if (!sameKind(outType, out->dtype()))
        throw castingError(ufunc, "output", outType, out->dtype());
}

enum class UnaryClass { SameType, Float, Predicate };

UnaryClass classOf(NumpyUnary op, DType input)
{
    // NumPy 2 gave floor, ceil and trunc integer and bool loops that return their input.
    const bool rounding = op == NumpyUnary::Floor || op == NumpyUnary::Ceil || op == NumpyUnary::Trunc;
    if (rounding && !isFloating(input) && Profile::isCurrent())
        return UnaryClass::SameType;
    switch (op) {
    case NumpyUnary::Negative:
    case NumpyUnary::Positive:
    case NumpyUnary::Absolute:
    case NumpyUnary::Square:
    case NumpyUnary::Invert: return UnaryClass::SameType;
    case NumpyUnary::IsNan:
    case NumpyUnary::IsInf:
    case NumpyUnary::IsFinite: return UnaryClass::Predicate;
    default: return UnaryClass::Float;
    }
}

// The float loop a ufunc with only e/f/d loops picks for an integer input (the smallest
// float that holds it safely).
DType floatLoopFor(DType d)
{
    if (isFloating(d))
        return d;
    if (d == DType::Bool || d == DType::Int8 || d == DType::UInt8)
        return DType::Float16;
    return d == DType::Int16 ? DType::Float32 : DType::Float64;
}

// NumPy 2: a Python int taken in as the loop's integer type must fit it; a comparison
// answers for any such int, which it compares in int64 instead.
DType weakIntegerLoop(BinaryKernel op, const ArrayOperand &a, const ArrayOperand &b, DType loop)
{
    if (!isIntegral(loop))
        return loop;
    for (const ArrayOperand *o : {&a, &b}) {
        if (!o->pythonScalar || o->scalar.isFloating() || o->scalar.isBool())
            continue;
        if (integerFits(loop, o->scalar.toInt()))
            continue;
        // Taken in as the loop's type it is refused as storing it into such an array is.
        if (!isComparison(op))
            Errors::numpyStoreValue(o->scalar, loop);
        loop = DType::Int64;
    }
    return loop;
}

} // namespace

const char *ArrayUfuncs::name(BinaryKernel op)
{
    switch (op) {
    case BinaryKernel::Add: return "add";
    case BinaryKernel::Sub: return "subtract";
    case BinaryKernel::Mul: return "multiply";
    case BinaryKernel::Div: return "divide";
    case BinaryKernel::DivFloor: return "floor_divide";
    case BinaryKernel::Remainder: return "remainder";
    case BinaryKernel::Pow: return "power";
    case BinaryKernel::Maximum: return "maximum";
    case BinaryKernel::Minimum: return "minimum";
    case BinaryKernel::Eq: return "equal";
    case BinaryKernel::Ne: return "not_equal";
    case BinaryKernel::Lt: return "less";
    case BinaryKernel::Le: return "less_equal";
    case BinaryKernel::Gt: return "greater";
    case BinaryKernel::Ge: return "greater_equal";
    default: return "?";
    }
}

const char *ArrayUfuncs::name(NumpyUnary op)
{
    switch (op) {
    case NumpyUnary::Negative: return "negative";
    case NumpyUnary::Positive: return "positive";
    case NumpyUnary::Absolute: return "absolute";
    case NumpyUnary::Square: return "square";
    case NumpyUnary::Invert: return "invert";
    case NumpyUnary::Sqrt: return "sqrt";
    case NumpyUnary::Floor: return "floor";
    case NumpyUnary::Ceil: return "ceil";
    case NumpyUnary::Trunc: return "trunc";
    case NumpyUnary::Rint: return "rint";
    case NumpyUnary::IsNan: return "isnan";
    case NumpyUnary::IsInf: return "isinf";
    case NumpyUnary::IsFinite: return "isfinite";
    }
    return "?";
}

NdArrayPtr ArrayUfuncs::binary(Runtime &rt, BinaryKernel op, const ArrayOperand &a, const ArrayOperand &b,
                               const NdArrayPtr &out, std::optional<DType> dtype, const std::string &report)
{
    // Writes into an existing array run to the end; a new array may be dropped half-made.
    std::optional<InterruptFlag::Deferral> writesRunToTheEnd;
    if (out)
        writesRunToTheEnd.emplace();
    const std::string ufunc = name(op);
    if (out && !out->writeable())
        throw Errors::readOnlyOutput();
    DType loop = TypePromotion::numpyResultType({numpyArgOf(a), numpyArgOf(b)});
    if (dtype) {
        if (op == BinaryKernel::Div && !isFloating(*dtype))
            throw UnsupportedError("np.divide with an integer dtype=");
        loop = *dtype;
        for (int i = 0; i < 2; ++i)
            if (!sameKind(operandType(i ? b : a), loop))
                throw castingError(ufunc, "input " + std::to_string(i), operandType(i ? b : a), loop);
    }
    if (Profile::isCurrent())
        loop = weakIntegerLoop(op, a, b, loop);
    if (op == BinaryKernel::Sub && loop == DType::Bool)
        throw PyError("TypeError", "numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` "
                                   "operator, or the logical_xor function instead.");
    if (op == BinaryKernel::Div && !isFloating(loop))
        loop = DType::Float64;
    if ((op == BinaryKernel::DivFloor || op == BinaryKernel::Remainder || op == BinaryKernel::Pow) && loop == DType::Bool)
        loop = DType::Int8;
    const DType outType = isComparison(op) ? DType::Bool : loop;
    checkOutput(ufunc, outType, out);

    // Loops whose results this engine does not reproduce exactly are refused.
    const bool floating = isFloating(loop);
    if ((op == BinaryKernel::Div || op == BinaryKernel::DivFloor || op == BinaryKernel::Remainder) && anyElement(b, isZero))
        throw UnsupportedError("NumPy's " + ufunc + " by zero (it warns with a RuntimeWarning)");
    if (op == BinaryKernel::Remainder && floating)
        throw UnsupportedError("np.remainder (the % operator) of floating-point arrays");
    if (op == BinaryKernel::Pow && floating && (a.array || b.array))
        throw UnsupportedError("np.power of floating-point arrays (other than ** 2, ** 0.5, ** -1, ** 1, ** 0)");
    if (op == BinaryKernel::Pow && !floating && anyElement(b, isNegative))
        throw PyError("ValueError", "Integers to negative integer powers are not allowed.");

    std::vector<Shape> inputs; // a scalar is a 0-d operand
    for (const ArrayOperand *o : {&a, &b})
        inputs.push_back(o->array ? o->array->sizes() : Shape{});
    const Shape shape = outputShape(inputs, out);
    const Target t = targetFor(rt, ufunc, shape, outType, out, {a.array, b.array});
    const ArrayArg ka = arrayArg(a, shape), kb = arrayArg(b, shape);
    rt.cpuBackend().binary(op, t.array->ref(), ka.op, kb.op, loop);
    return finish(rt, t, out, report.empty() ? ufunc : report);
}

NdArrayPtr ArrayUfuncs::unary(Runtime &rt, NumpyUnary op, const NdArrayPtr &x, const NdArrayPtr &out,
                              std::optional<DType> dtype)
{
    std::optional<InterruptFlag::Deferral> writesRunToTheEnd;
    if (out)
        writesRunToTheEnd.emplace();
    const std::string ufunc = name(op);
    if (out && !out->writeable())
        throw Errors::readOnlyOutput();
    const UnaryClass kind = classOf(op, x->dtype());
    DType loop = kind == UnaryClass::Float ? floatLoopFor(x->dtype()) : x->dtype();
    if (dtype) {
        if (kind == UnaryClass::Predicate || (kind == UnaryClass::Float && !isFloating(*dtype)))
            throw UnsupportedError("np." + ufunc + " with dtype=" + std::string(numpyName(*dtype)));
        if (!sameKind(x->dtype(), *dtype))
            throw castingError(ufunc, "input 0", x->dtype(), *dtype);
        loop = *dtype;
    }
    if (loop == DType::Bool && op == NumpyUnary::Negative)
        throw PyError("TypeError", "The numpy boolean negative, the `-` operator, is not supported, use the `~` operator or the "
                                   "logical_not function instead.");
    if (loop == DType::Bool && op == NumpyUnary::Positive)
        throw UnsupportedError("np.positive of a boolean array");
    if (op == NumpyUnary::Invert && isFloating(loop))
        throw PyError("TypeError", "ufunc 'invert' not supported for the input types, and the inputs could not be safely "
                                   "coerced to any supported types according to the casting rule ''safe''");
    if (loop == DType::Bool && op == NumpyUnary::Square)
        loop = DType::Int8;
    const DType outType = kind == UnaryClass::Predicate ? DType::Bool : loop;
    checkOutput(ufunc, outType, out);

    if (op == NumpyUnary::Sqrt && anyElement({x, {}, true}, isBelowZero))
        throw UnsupportedError("np.sqrt of a negative number (NumPy warns with a RuntimeWarning)");
    const Shape shape = outputShape({x->sizes()}, out);
    // The input as the loop reads it: cast first when the loop type differs.
    const NdArrayPtr in = x->dtype() == loop ? x : ArrayOps::copy(rt, *x, MemoryOrder::K, loop, ufunc);
    const Target t = targetFor(rt, ufunc, shape, outType, out, {in});
    const ArrayArg kx = arrayArg({in, {}, true}, shape);
    const StridedRef &dst = t.array->ref();
    DeviceBackend &cpu = rt.cpuBackend();
    auto unaryKernel = [&](UnaryKernel k) { cpu.unary(k, dst, kx.ref, UnaryParams{}); };
    // NumPy 2's integer loops: an integer is its own floor, ceiling and truncation.
    auto rounding = [&](UnaryKernel k) { isFloating(loop) ? unaryKernel(k) : cpu.copyStrided(dst, kx.ref, Library::NumPy); };
    switch (op) {
    case NumpyUnary::Negative: unaryKernel(UnaryKernel::Neg); break;
    case NumpyUnary::Absolute: unaryKernel(UnaryKernel::Abs); break;
    case NumpyUnary::Sqrt: unaryKernel(UnaryKernel::Sqrt); break;
    case NumpyUnary::Floor: rounding(UnaryKernel::Floor); break;
    case NumpyUnary::Ceil: rounding(UnaryKernel::Ceil); break;
    case NumpyUnary::Trunc: rounding(UnaryKernel::Trunc); break;
    case NumpyUnary::Rint: unaryKernel(UnaryKernel::Round); break; // nearbyint: half to even
    // positive keeps -0.0 and NaN as they are: x * 1.
    case NumpyUnary::Positive: cpu.binary(BinaryKernel::Mul, dst, kx.op, BinaryOperand{nullptr, Scalar::fromInt(1)}, loop); break;
    case NumpyUnary::Square: cpu.binary(BinaryKernel::Mul, dst, kx.op, kx.op, loop); break;
    case NumpyUnary::Invert: {
        if (loop == DType::Bool) { // logical not
            unaryKernel(UnaryKernel::LogicalNot);
            break;
        }
        // Bitwise not in two's complement: -x - 1, wrapping.
        unaryKernel(UnaryKernel::Neg);
        const BinaryOperand self{&dst, {}};
        cpu.binary(BinaryKernel::Sub, dst, self, BinaryOperand{nullptr, Scalar::fromInt(1)}, loop);
        break;
    }
    case NumpyUnary::IsNan:
    case NumpyUnary::IsInf:
    case NumpyUnary::IsFinite: {
        if (!isFloating(loop)) { // integers are never NaN nor infinite
            cpu.fill(dst, Scalar::fromBool(op == NumpyUnary::IsFinite));
            break;
        }
        if (op == NumpyUnary::IsNan) { // NaN alone differs from itself
            cpu.binary(BinaryKernel::Ne, dst, kx.op, kx.op, loop);
            break;
        }
        // |x| == inf, or |x| < inf (false for NaN too).
        const NdArrayPtr magnitude = TensorMaker::emptyArray(rt, shape, loop, {ufunc, false, "a buffer of |x|"});
        cpu.unary(UnaryKernel::Abs, magnitude->ref(), kx.ref, UnaryParams{});
        const ArrayArg km = arrayArg({magnitude, {}, true}, shape);
        const BinaryOperand inf{nullptr, Scalar::fromDouble(std::numeric_limits<double>::infinity())};
        cpu.binary(op == NumpyUnary::IsInf ? BinaryKernel::Eq : BinaryKernel::Lt, dst, km.op, inf, loop);
        break;
    }
    }
    return finish(rt, t, out, ufunc);
}

NdArrayPtr ArrayUfuncs::round(Runtime &rt, const NdArrayPtr &a, int64_t decimals)
{
    const bool integer = isIntegral(a->dtype());
    if (integer && decimals >= 0)
        return a;
    if (decimals == 0)
        return unary(rt, NumpyUnary::Rint, a);
    // power_of_ten: a table up to 1e8, then repeated multiplication by ten.
    const int64_t n = decimals < 0 ? -decimals : decimals;
    double f = 1.0;
    for (int64_t i = 0; i < std::min<int64_t>(n, 8); ++i)
        f *= 10.0;
    for (int64_t i = 9; i <= n; ++i)
        f *= 10.0;
    const bool fortran = a->isFortranContiguous() && !a->isContiguous();
    const NdArrayPtr work = TensorMaker::emptyArray(rt, a->sizes(), integer ? DType::Float64 : a->dtype(),
                                                    {"round", false, "np.round computes into a new array"},
                                                    fortran ? StridedView::fortranStrides(a->sizes()) : Shape{});
    const ArrayOperand scale{nullptr, Scalar::fromDouble(f), true};
    binary(rt, decimals > 0 ? BinaryKernel::Mul : BinaryKernel::Div, {a, {}, true}, scale, work);
    unary(rt, NumpyUnary::Rint, work, work);
    binary(rt, decimals > 0 ? BinaryKernel::Div : BinaryKernel::Mul, {work, {}, true}, scale, work);
    return integer ? ArrayOps::copy(rt, *work, fortran ? MemoryOrder::F : MemoryOrder::C, a->dtype(), "round") : work;
}

NdArrayPtr ArrayUfuncs::power(Runtime &rt, const ArrayOperand &base, const ArrayOperand &exponent, const NdArrayPtr &out,
                              const std::string &report)
{
    // fast_scalar_power: an array to a scalar power of 1, -1, 0, 0.5 or 2 is another ufunc.
    if (base.array && !exponent.array) {
        const double e = exponent.scalar.toDouble();
        const NdArrayPtr &a = base.array;
        if (isFloating(a->dtype())) {
            if (e == 2.0)
                return unary(rt, NumpyUnary::Square, a, out);
            if (e == 0.5)
                return unary(rt, NumpyUnary::Sqrt, a, out);
            if (e == 1.0)
                return unary(rt, NumpyUnary::Positive, a, out);
            if (e == -1.0) // reciprocal
                return binary(rt, BinaryKernel::Div, {nullptr, Scalar::fromInt(1).castTo(a->dtype()), false}, base, out,
                              std::nullopt, report);
            if (e == 0.0) { // _ones_like
                const NdArrayPtr r = out ? out : TensorMaker::emptyArray(rt, a->sizes(), a->dtype(), {"power", false, "ones_like"});
                checkOutput("_ones_like", a->dtype(), out);
                rt.cpuBackend().fill(r->ref(), Scalar::fromInt(1).castTo(r->dtype()));
                if (out)
                    TensorMaker::reportWrite(rt, *out, report.empty() ? "power" : report);
                return r;
            }
        } else if (e == 2.0) {
            // An integer array squared; a float exponent makes it float64 first (not in place).
            if (exponent.scalar.isFloating() && !out && a->dtype() != DType::Bool)
                return unary(rt, NumpyUnary::Square, ArrayOps::copy(rt, *a, MemoryOrder::K, DType::Float64, "power"));
            return unary(rt, NumpyUnary::Square, a, out);
        }
    }
    return binary(rt, BinaryKernel::Pow, base, exponent, out, std::nullopt, report);
}

} // namespace tl
