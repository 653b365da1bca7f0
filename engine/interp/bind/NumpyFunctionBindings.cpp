// NumPy 1.24's functions built on ufuncs: np.linspace (function_base.py: start + i * step in
// float64, the endpoint stored exactly), np.array_equal / np.array_equiv (numeric.py: shapes
// first, then (a1 == a2).all()), np.isclose / np.allclose (|x - y| <= atol + rtol * |y|) and
// np.round / ndarray.round.
#include "BindingTables.h"
#include "BindingRegistry.h"
#include "NumpyShape.h"
#include "ParsedArgs.h"
#include "core/PyError.h"
#include "interp/CallArgs.h"
#include "interp/PythonTypes.h"
#include "interp/TorchBindings.h"
#include "ops/ArrayUfuncs.h"
#include "tensor/ShapeMath.h"

#include <cmath>
#include <limits>

namespace tl::bind {

namespace {

NdArrayPtr numpyFunctionAsarray(const ParsedArgs &a, const Value &v)
{
    if (v.kind == Value::Kind::Array)
        return v.array;
    CallArgs args;
    args.positional.push_back(v);
    return BindingRegistry::instance().call(a.interpreter(), "numpy.asarray", args, nullptr).array;
}

double numberOf(const ParsedArgs &a, std::string_view name)
{
    const Value &v = a.value(name);
    if (v.isNumber())
        return v.number().toDouble();
    if (v.kind == Value::Kind::NpScalar)
        return v.scalar.toDouble();
    throw UnsupportedError("np.linspace() with " + std::string(name) + " of type " + PythonTypes::qualifiedName(v));
}

Value linspace(ParsedArgs &a)
{
    if (const Value *axis = a.get("axis"); axis && !(axis->kind == Value::Kind::Int && axis->i == 0))
        throw UnsupportedError("np.linspace() with axis=");
    const Value *numArg = a.given("num");
    const int64_t num = numArg ? NumpyShape::index(*numArg) : 50;
    if (num < 0)
        throw PyError("ValueError", "Number of samples, " + std::to_string(num) + ", must be non-negative.");
    const Value *endpointArg = a.given("endpoint");
    const bool endpoint = !endpointArg || PythonTypes::truthy(*endpointArg);
    const int64_t div = endpoint ? num - 1 : num;
    // Scalars times 1.0 and float(num): the computation is in float64.
    const double start = numberOf(a, "start"), stop = numberOf(a, "stop");
    const double delta = stop - start;
    const double step = div > 0 ? delta / static_cast<double>(div) : std::numeric_limits<double>::quiet_NaN();
    const Value *dtypeArg = a.get("dtype");
    const DType dtype = dtypeArg ? TorchBindings::parseDType(*dtypeArg, true).value_or(DType::Float64) : DType::Float64;
    std::vector<Scalar> values;
    values.reserve(static_cast<size_t>(num));
    for (int64_t i = 0; i < num; ++i) {
        const double y = static_cast<double>(i);
        double v = div > 0 ? (step == 0 ? y / static_cast<double>(div) * delta : y * step) : y * delta;
        v += start;
        if (endpoint && num > 1 && i == num - 1)
            v = stop;
        if (isIntegral(dtype))
            v = std::floor(v);
        values.push_back(Scalar::fromDouble(v));
    }
    Runtime &rt = a.runtime();
    NdArrayPtr y = ArrayOps::fromValues(rt, values, {num}, DType::Float64, "np.linspace");
    if (dtype != DType::Float64)
        y = ArrayOps::copy(rt, *y, MemoryOrder::K, dtype, "np.linspace");
    if (const Value *retstep = a.get("retstep"); retstep && PythonTypes::truthy(*retstep))
        return Value::tuple({Value::of(y), div > 0 ? Value::npScalar(Scalar::fromDouble(step)) : Value::real(step)});
    return Value::of(y);
}

// (a1 == a2).all() for arrays already known to broadcast.
bool allEqual(const ParsedArgs &a, const NdArrayPtr &x, const NdArrayPtr &y)
{
    const NdArrayPtr eq = ArrayUfuncs::binary(a.runtime(), BinaryKernel::Eq, {x, {}, true}, {y, {}, true});
    return ArrayOps::sum(*eq).toInt() == eq->numel();
}

Value arrayEqual(ParsedArgs &a)
{
    if (const Value *n = a.get("equal_nan"); n && PythonTypes::truthy(*n))
        throw UnsupportedError("np.array_equal() with equal_nan=True");
    const NdArrayPtr x = numpyFunctionAsarray(a, a.value("a1")), y = numpyFunctionAsarray(a, a.value("a2"));
    if (x->sizes() != y->sizes())
        return Value::boolean(false);
    return Value::boolean(allEqual(a, x, y));
}

Value arrayEquiv(ParsedArgs &a)
{
    const NdArrayPtr x = numpyFunctionAsarray(a, a.value("a1")), y = numpyFunctionAsarray(a, a.value("a2"));
    try {
        ShapeMath::broadcastNumpy(x->sizes(), y->sizes());
    } catch (const PyError &) {
        return Value::boolean(false);
    }
    return Value::boolean(allEqual(a, x, y));
}

double toleranceOf(const ParsedArgs &a, std::string_view name, double fallback)
{
    const Value *v = a.get(name);
    if (!v)
        return fallback;
    if (v->isNumber() && v->kind != Value::Kind::Bool)
        return v->number().toDouble();
    throw UnsupportedError("np." + a.signature().name() + "() with a " + std::string(name) + " of type " +
                           PythonTypes::qualifiedName(*v));
}

// isclose's within_tol: |x - y| <= atol + rtol * |y|, y made inexact first (result_type(y, 1.)),
// each step a ufunc with Python floats. Non-finite values take isclose's other branch.
NdArrayPtr isClose(const ParsedArgs &a)
{
    if (const Value *n = a.get("equal_nan"); n && PythonTypes::truthy(*n))
        throw UnsupportedError("np." + a.signature().name() + "() with equal_nan=True");
    Runtime &rt = a.runtime();
    const double rtol = toleranceOf(a, "rtol", 1e-5), atol = toleranceOf(a, "atol", 1e-8);
    const NdArrayPtr x = numpyFunctionAsarray(a, a.value("a"));
    NdArrayPtr y = numpyFunctionAsarray(a, a.value("b"));
    const DType inexact = isFloating(y->dtype()) ? y->dtype() : DType::Float64;
    if (y->dtype() != inexact)
        y = ArrayOps::copy(rt, *y, MemoryOrder::K, inexact, "np.isclose");
    for (const NdArrayPtr &v : {x, y}) {
        const NdArrayPtr finite = ArrayUfuncs::unary(rt, NumpyUnary::IsFinite, v);
        if (ArrayOps::sum(*finite).toInt() != finite->numel())
            throw UnsupportedError("np." + a.signature().name() + "() of infinite or NaN values");
    }
    const NdArrayPtr diff = ArrayUfuncs::binary(rt, BinaryKernel::Sub, {x, {}, true}, {y, {}, true});
    const NdArrayPtr lhs = ArrayUfuncs::unary(rt, NumpyUnary::Absolute, diff);
    const NdArrayPtr scaled =
        ArrayUfuncs::binary(rt, BinaryKernel::Mul, {nullptr, Scalar::fromDouble(rtol), true},
                            {ArrayUfuncs::unary(rt, NumpyUnary::Absolute, y), {}, true});
    const NdArrayPtr rhs = ArrayUfuncs::binary(rt, BinaryKernel::Add, {nullptr, Scalar::fromDouble(atol), true}, {scaled, {}, true});
    return ArrayUfuncs::binary(rt, BinaryKernel::Le, {lhs, {}, true}, {rhs, {}, true});
}

Value isclose(ParsedArgs &a)
{
    const NdArrayPtr r = isClose(a);
    if (r->dim() == 0)
        return Value::npScalar(ArrayOps::elementAt(*r, {}));
    return Value::of(r);
}

Value allclose(ParsedArgs &a)
{
    const NdArrayPtr r = isClose(a);
    return Value::boolean(ArrayOps::sum(*r).toInt() == r->numel());
}

// np.round / np.around / ndarray.round: a 0-d result of a non-array is a NumPy scalar.
Value round(ParsedArgs &a)
{
    if (a.has("out"))
        throw UnsupportedError(a.signature().name() + "() with out=");
    const Value *d = a.get("decimals");
    const int64_t decimals = d ? NumpyShape::index(*d) : 0;
    const Value &given = a.isMethodCall() ? a.self() : a.value("a");
    if (given.kind == Value::Kind::Tensor)
        throw UnsupportedError("np.round() of a torch.Tensor");
    const NdArrayPtr x = numpyFunctionAsarray(a, given);
    const NdArrayPtr r = ArrayUfuncs::round(a.runtime(), x, decimals);
    if (r == x && given.kind == Value::Kind::Array)
        return given;
    if (r->dim() == 0) // a ufunc's 0-d result
        return Value::npScalar(ArrayOps::elementAt(*r, {}));
    return Value::of(r);
}

const Binding kNumpyFunctionBindings[] = {
    {"numpy.linspace", {"linspace(start, stop, num=50, endpoint=True, retstep=False, dtype=None, axis=0)"}, linspace,
     ArgStyle::Python},
    {"numpy.array_equal", {"array_equal(a1, a2, equal_nan=False)"}, arrayEqual, ArgStyle::Python},
    {"numpy.array_equiv", {"array_equiv(a1, a2)"}, arrayEquiv, ArgStyle::Python},
    {"numpy.isclose", {"isclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False)"}, isclose, ArgStyle::Python},
    {"numpy.allclose", {"allclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False)"}, allclose, ArgStyle::Python},
    // NumPy 2 made np.round a function of its own (round_ was its alias before).
    {"numpy.round", {"round_(a, decimals=0, out=None)", "round(a, decimals=0, out=None)|current"}, round, ArgStyle::Python},
    {"numpy.around", {"around(a, decimals=0, out=None)"}, round, ArgStyle::Python},
    {"ndarray.round", {"round(decimals=0, out=None)"}, round, ArgStyle::NumpyC},
};

} // namespace

BindingTable numpyFunctionBindings() { return kNumpyFunctionBindings; }

} // namespace tl::bind
