// NumPy 1.24's reductions as functions and ndarray methods (np.sum, np.mean, np.std, np.var,
// np.max/amax, np.min/amin, np.argmax, np.argmin; ndarray.sum ...): the methods are
// _methods.py's Python functions (_sum, _mean ...), argmax/argmin NumPy's C methods.
#include "BindingRegistry.h"
#include "BindingTables.h"
#include "NumpyShape.h"
#include "ParsedArgs.h"
#include "core/PyError.h"
#include "interp/CallArgs.h"
#include "interp/PythonTypes.h"
#include "interp/TorchBindings.h"
#include "ops/ArrayReductions.h"

namespace tl::bind {

namespace {

using Extreme = ArrayReductions::Extreme;

// The array reduced: the method's receiver, or the function's `a` made an array.
NdArrayPtr subject(const ParsedArgs &a)
{
    if (a.isMethodCall())
        return a.self().array;
    const Value &v = a.value("a");
    if (v.kind == Value::Kind::Array)
        return v.array;
    if (v.kind == Value::Kind::Tensor) // np.sum(t) calls the tensor's own sum(axis=...)
        throw UnsupportedError("np." + a.signature().name() + "() of a torch.Tensor");
    CallArgs args;
    args.positional.push_back(v);
    return BindingRegistry::instance().call(a.interpreter(), "numpy.asarray", args, nullptr).array;
}

void refuseUnmodelled(const ParsedArgs &a)
{
    const std::string fn = a.signature().name() + "()";
    if (a.signature().indexOf("out") >= 0 && a.has("out"))
        throw UnsupportedError(fn + " with out=");
    if (a.signature().indexOf("initial") >= 0 && a.has("initial"))
        throw UnsupportedError(fn + " with initial=");
    if (const Value *w = a.signature().indexOf("where") >= 0 ? a.get("where") : nullptr;
        w && !(w->kind == Value::Kind::Bool && w->b))
        throw UnsupportedError(fn + " with where=");
}

ArrayReductions::Axes axesOf(const ParsedArgs &a)
{
    const Value *v = a.get("axis");
    if (!v)
        return std::nullopt;
    if (v->kind != Value::Kind::Tuple)
        return std::vector<int64_t>{NumpyShape::index(*v)};
    std::vector<int64_t> axes;
    for (const Value &x : *v->items)
        axes.push_back(NumpyShape::index(x));
    return axes;
}

bool keepdimsOf(const ParsedArgs &a)
{
    const Value *k = a.get("keepdims");
    return k && PythonTypes::truthy(*k);
}

std::optional<DType> numpyReductionDtypeOf(const ParsedArgs &a)
{
    const Value *d = a.get("dtype");
    return d ? TorchBindings::parseDType(*d, true) : std::nullopt;
}

// A reduction's result: a NumPy scalar when it is 0-d.
Value numpyReductionResult(const NdArrayPtr &r)
{
    if (r->dim() == 0)
        return Value::npScalar(ArrayOps::elementAt(*r, {}));
    return Value::of(r);
}

Value sum(ParsedArgs &a)
{
    refuseUnmodelled(a);
    return numpyReductionResult(ArrayReductions::sum(a.runtime(), subject(a), axesOf(a), keepdimsOf(a), numpyReductionDtypeOf(a)));
}

Value mean(ParsedArgs &a)
{
    refuseUnmodelled(a);
    return numpyReductionResult(ArrayReductions::mean(a.runtime(), subject(a), axesOf(a), keepdimsOf(a), numpyReductionDtypeOf(a)));
}

Value spread(ParsedArgs &a, bool takeSqrt)
{
    refuseUnmodelled(a);
    const Value *ddof = a.get("ddof");
    if (ddof && ddof->kind != Value::Kind::Int)
        throw UnsupportedError(a.signature().name() + "() with a ddof that is not an int");
    return numpyReductionResult(ArrayReductions::variance(a.runtime(), subject(a), axesOf(a), keepdimsOf(a), numpyReductionDtypeOf(a),
                                            ddof ? ddof->i : 0, takeSqrt));
}

Value var(ParsedArgs &a) { return spread(a, false); }
Value std_(ParsedArgs &a) { return spread(a, true); }

Value extreme(ParsedArgs &a, Extreme which)
{
    refuseUnmodelled(a);
    return numpyReductionResult(ArrayReductions::extreme(a.runtime(), subject(a), axesOf(a), keepdimsOf(a), which));
}

Value max(ParsedArgs &a) { return extreme(a, Extreme::Max); }
Value min(ParsedArgs &a) { return extreme(a, Extreme::Min); }

Value argExtreme(ParsedArgs &a, Extreme which)
{
    refuseUnmodelled(a);
    const Value *axis = a.get("axis");
    const std::optional<int64_t> ax = axis ? std::optional<int64_t>(NumpyShape::index(*axis)) : std::nullopt;
    return numpyReductionResult(ArrayReductions::argExtreme(a.runtime(), subject(a), ax, keepdimsOf(a), which));
}

Value argmax(ParsedArgs &a) { return argExtreme(a, Extreme::Max); }
Value argmin(ParsedArgs &a) { return argExtreme(a, Extreme::Min); }

Value cumulative(ParsedArgs &a, bool product)
{
    refuseUnmodelled(a);
    const Value *axis = a.get("axis");
    const std::optional<int64_t> ax = axis ? std::optional<int64_t>(NumpyShape::index(*axis)) : std::nullopt;
    return Value::of(ArrayReductions::cumulative(a.runtime(), subject(a), ax, numpyReductionDtypeOf(a), product));
}

Value cumsum(ParsedArgs &a) { return cumulative(a, false); }
Value cumprod(ParsedArgs &a) { return cumulative(a, true); }

const Binding kNumpyReductionBindings[] = {
    {"numpy.sum", {"sum(a, axis=None, dtype=None, out=None, keepdims=None, initial=None, where=None)"}, sum, ArgStyle::Python},
    {"ndarray.sum", {"_sum(axis=None, dtype=None, out=None, keepdims=False, initial=None, where=True)"}, sum,
     ArgStyle::Python},
    {"numpy.mean", {"mean(a, axis=None, dtype=None, out=None, keepdims=None, *, where=None)"}, mean, ArgStyle::Python},
    {"ndarray.mean", {"_mean(axis=None, dtype=None, out=None, keepdims=False, *, where=True)"}, mean, ArgStyle::Python},
    {"numpy.var", {"var(a, axis=None, dtype=None, out=None, ddof=0, keepdims=None, *, where=None)"}, var, ArgStyle::Python},
    {"ndarray.var", {"_var(axis=None, dtype=None, out=None, ddof=0, keepdims=False, *, where=True)"}, var, ArgStyle::Python},
    {"numpy.std", {"std(a, axis=None, dtype=None, out=None, ddof=0, keepdims=None, *, where=None)"}, std_, ArgStyle::Python},
    {"ndarray.std", {"_std(axis=None, dtype=None, out=None, ddof=0, keepdims=False, *, where=True)"}, std_, ArgStyle::Python},
    // NumPy 2 defines max and min themselves; amax and amin became their aliases' own functions.
    {"numpy.max",
     {"amax(a, axis=None, out=None, keepdims=None, initial=None, where=None)",
      "max(a, axis=None, out=None, keepdims=None, initial=None, where=None)|current"},
     max, ArgStyle::Python},
    {"numpy.amax", {"amax(a, axis=None, out=None, keepdims=None, initial=None, where=None)"}, max, ArgStyle::Python},
    {"ndarray.max", {"_amax(axis=None, out=None, keepdims=False, initial=None, where=True)"}, max, ArgStyle::Python},
    {"numpy.min",
     {"amin(a, axis=None, out=None, keepdims=None, initial=None, where=None)",
      "min(a, axis=None, out=None, keepdims=None, initial=None, where=None)|current"},
     min, ArgStyle::Python},
    {"numpy.amin", {"amin(a, axis=None, out=None, keepdims=None, initial=None, where=None)"}, min, ArgStyle::Python},
    {"ndarray.min", {"_amin(axis=None, out=None, keepdims=False, initial=None, where=True)"}, min, ArgStyle::Python},
    {"numpy.cumsum", {"cumsum(a, axis=None, dtype=None, out=None)"}, cumsum, ArgStyle::Python},
    {"ndarray.cumsum", {"cumsum(axis=None, dtype=None, out=None)"}, cumsum, ArgStyle::NumpyC},
    {"numpy.cumprod", {"cumprod(a, axis=None, dtype=None, out=None)"}, cumprod, ArgStyle::Python},
    {"ndarray.cumprod", {"cumprod(axis=None, dtype=None, out=None)"}, cumprod, ArgStyle::NumpyC},
    {"numpy.argmax", {"argmax(a, axis=None, out=None, *, keepdims=None)"}, argmax, ArgStyle::Python},
    {"ndarray.argmax", {"argmax(axis=None, out=None, *, keepdims=False)"}, argmax, ArgStyle::NumpyC},
    {"numpy.argmin", {"argmin(a, axis=None, out=None, *, keepdims=None)"}, argmin, ArgStyle::Python},
    {"ndarray.argmin", {"argmin(axis=None, out=None, *, keepdims=False)"}, argmin, ArgStyle::NumpyC},
};

} // namespace

BindingTable numpyReductionBindings() { return kNumpyReductionBindings; }

} // namespace tl::bind
