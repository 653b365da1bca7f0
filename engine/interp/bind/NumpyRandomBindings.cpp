// numpy/random/mtrand.pyx of NumPy 1.24: the legacy RandomState's methods and the
// numpy.random functions bound to its global instance, with Cython's argument rules (the
// rest of numpy.random, default_rng included, is refused by NumpyRandomModule).
#include "BindingTables.h"
#include "NumpyShape.h"
#include "ParsedArgs.h"
#include "core/Errors.h"
#include "core/PyError.h"
#include "interp/Interpreter.h"
#include "interp/NestedData.h"
#include "interp/PythonTypes.h"
#include "interp/TorchBindings.h"
#include "interp/ValuePrinter.h"
#include "ops/ArrayOps.h"
#include "ops/ArrayRandomOps.h"
#include "random/DefaultGenerators.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <numeric>

namespace tl::bind {

namespace {

using Shape = std::vector<int64_t>;

std::optional<int64_t> pythonIndex(const Value &v)
{
    if (v.kind == Value::Kind::Int)
        return v.i;
    if (v.kind == Value::Kind::Bool)
        return v.b ? 1 : 0;
    if (v.kind == Value::Kind::NpScalar && !v.scalar.isFloating())
        return v.scalar.toInt();
    return std::nullopt;
}

// `size=`: None (a scalar result) or a shape.
std::optional<Shape> sizeArg(const Value *v)
{
    if (!v)
        return std::nullopt;
    Shape shape = NumpyShape::of(*v);
    for (int64_t d : shape)
        if (d < 0)
            throw PyError("ValueError", "negative dimensions are not allowed");
    return shape;
}

// PyFloat_AsDouble of a distribution parameter (arrays of them are not modelled); an
// explicit None reaches it too.
double numpyRandomFloatArg(const ParsedArgs &a, std::string_view name, double fallback)
{
    const Value *v = a.given(name);
    if (!v)
        return fallback;
    if (v->isNumber())
        return v->number().toDouble();
    if (v->kind == Value::Kind::NpScalar)
        return v->scalar.toDouble();
    if (v->kind == Value::Kind::Str)
        throw PyError("ValueError", "could not convert string to float: " + ValuePrinter::repr(*v));
    if (v->kind == Value::Kind::None)
        throw PyError("TypeError", "must be real number, not NoneType");
    throw UnsupportedError("numpy.random with a " + PythonTypes::qualifiedName(*v) + " parameter");
}

// int(x) of randint's bounds.
int64_t numpyRandomIntArg(Interpreter &in, const Value &v)
{
    if (v.kind == Value::Kind::Array || v.kind == Value::Kind::List || v.kind == Value::Kind::Tuple)
        throw UnsupportedError("numpy.random.randint with array bounds");
    CallArgs args;
    args.positional.push_back(v);
    return in.call(Value::function("int"), args).i;
}

// The values of a 1-d array-like (choice's a and p): a copy as an ndarray.
NdArrayPtr arrayOf(Runtime &rt, const Value &v, const std::string &op)
{
    if (v.kind == Value::Kind::Array)
        return v.array;
    NestedData nd = NestedData::flatten(v, true);
    std::vector<Scalar> values;
    for (const auto &s : nd.values)
        values.push_back(Errors::numpyStoreValue(s, nd.numpyDType()));
    return ArrayOps::fromValues(rt, values, nd.shape, nd.numpyDType(), op);
}

// "RandomState.shuffle" (a METH_O signature carries its class) and "rand" both give np.random.<name>.
std::string opOf(const ParsedArgs &a)
{
    const std::string &name = a.signature().name();
    return "np.random." + name.substr(name.rfind('.') + 1);
}

Value numpyRandomUniform(const ParsedArgs &a, NumpyRandomState &s, const std::optional<Shape> &shape, double low, double range)
{
    if (!shape)
        return Value::real(low + range * s.nextDouble());
    return Value::of(ArrayRandomOps::uniform(a.runtime(), s, *shape, low, range, opOf(a)));
}

Value normal(const ParsedArgs &a, NumpyRandomState &s, const std::optional<Shape> &shape, double loc, double scale)
{
    if (!shape)
        return Value::real(loc + scale * s.gauss());
    return Value::of(ArrayRandomOps::normal(a.runtime(), s, *shape, loc, scale, opOf(a)));
}

// _legacy_seeding: None, an int in [0, 2**32), or a 1-d sequence of such ints.
void seedState(NumpyRandomState &s, const Value *v)
{
    if (!v) {
        s.seedFromEntropy();
        return;
    }
    if (auto n = pythonIndex(*v)) {
        if (*n < 0 || *n > 0xFFFFFFFFLL)
            throw Errors::numpySeedRange();
        s.seed32(static_cast<uint32_t>(*n));
        return;
    }
    if (v->kind == Value::Kind::Float || (v->kind == Value::Kind::NpScalar && v->scalar.isFloating()))
        throw PyError("TypeError", "Cannot cast scalar from dtype('float64') to dtype('int64') according to the rule 'safe'");
    if (v->kind == Value::Kind::Str)
        throw PyError("TypeError", "Cannot cast scalar from dtype('<U" + std::to_string(v->text.size()) +
                                       "') to dtype('int64') according to the rule 'safe'");
    if (v->kind != Value::Kind::List && v->kind != Value::Kind::Tuple)
        throw UnsupportedError("numpy.random.seed of a " + PythonTypes::qualifiedName(*v));
    std::vector<uint32_t> key;
    for (const Value &x : *v->items) {
        auto n = pythonIndex(x);
        if (!n)
            throw UnsupportedError("numpy.random.seed of a sequence holding a " + PythonTypes::qualifiedName(x));
        if (*n < 0 || *n > 0xFFFFFFFFLL)
            throw Errors::numpySeedRange();
        key.push_back(static_cast<uint32_t>(*n));
    }
    if (key.empty())
        throw PyError("ValueError", "Seed must be non-empty");
    s.seedByArray(key);
}

Value seed(ParsedArgs &a, NumpyRandomState &s)
{
    seedState(s, a.get("seed"));
    return Value::none();
}

// rand(d0, d1, ...) / randn(d0, d1, ...): no dimensions give a Python float.
std::optional<Shape> dimensionsOf(const ParsedArgs &a)
{
    const Value &dims = a.value("args");
    if (dims.items->empty())
        return std::nullopt;
    return sizeArg(&dims);
}

Value rand(ParsedArgs &a, NumpyRandomState &s) { return numpyRandomUniform(a, s, dimensionsOf(a), 0.0, 1.0); }
Value randn(ParsedArgs &a, NumpyRandomState &s) { return normal(a, s, dimensionsOf(a), 0.0, 1.0); }
Value randomSample(ParsedArgs &a, NumpyRandomState &s) { return numpyRandomUniform(a, s, sizeArg(a.get("size")), 0.0, 1.0); }
Value standardNormal(ParsedArgs &a, NumpyRandomState &s) { return normal(a, s, sizeArg(a.get("size")), 0.0, 1.0); }

Value normalDraw(ParsedArgs &a, NumpyRandomState &s)
{
    const double loc = numpyRandomFloatArg(a, "loc", 0.0), scale = numpyRandomFloatArg(a, "scale", 1.0);
    if (scale < 0)
        throw PyError("ValueError", "scale < 0");
    return normal(a, s, sizeArg(a.get("size")), loc, scale);
}

Value uniformDraw(ParsedArgs &a, NumpyRandomState &s)
{
    const double low = numpyRandomFloatArg(a, "low", 0.0), high = numpyRandomFloatArg(a, "high", 1.0);
    if (!std::isfinite(high - low))
        throw PyError("OverflowError", "Range exceeds valid bounds");
    return numpyRandomUniform(a, s, sizeArg(a.get("size")), low, high - low);
}

Value randint(ParsedArgs &a, NumpyRandomState &s)
{
    Runtime &rt = a.runtime();
    int64_t low = numpyRandomIntArg(a.interpreter(), a.value("low")), high = 0;
    if (!a.has("high")) {
        high = low;
        low = 0;
    } else {
        high = numpyRandomIntArg(a.interpreter(), *a.get("high"));
    }
    // dtype=int (the default) and dtype=bool give Python scalars; NumPy types give NumPy ones.
    DType dtype = DType::Int64;
    bool pythonScalar = true;
    if (const Value *d = a.get("dtype")) {
        pythonScalar = d->kind == Value::Kind::Function && (d->text == "int" || d->text == "bool");
        dtype = *TorchBindings::parseDType(*d, true);
        if (isFloating(dtype))
            throw PyError("TypeError", "Unsupported dtype dtype('" + std::string(numpyName(dtype)) + "') for randint");
    }
    const std::optional<Shape> shape = sizeArg(a.get("size"));
    if (shape && std::find(shape->begin(), shape->end(), 0) != shape->end())
        return Value::of(ArrayRandomOps::integers(rt, s, *shape, dtype, 0, 0, opOf(a)));
    // _rand_<dtype>: the closed interval [low, high - 1] within the dtype.
    --high;
    const int64_t lo = dtype == DType::Bool ? 0 : dtype == DType::Int32 ? std::numeric_limits<int32_t>::min()
                                                                        : std::numeric_limits<int64_t>::min();
    const int64_t hi = dtype == DType::Bool ? 1 : dtype == DType::Int32 ? std::numeric_limits<int32_t>::max()
                                                                        : std::numeric_limits<int64_t>::max();
    if (low < lo)
        throw Errors::numpyBoundsError("low", dtype);
    if (high > hi)
        throw Errors::numpyBoundsError("high", dtype);
    if (low > high)
        throw PyError("ValueError", "low >= high");
    const uint64_t range = static_cast<uint64_t>(high) - static_cast<uint64_t>(low);
    const auto array = ArrayRandomOps::integers(rt, s, shape.value_or(Shape{}), dtype, low, range, opOf(a));
    if (shape)
        return Value::of(array);
    const Scalar v = ArrayOps::elementAt(*array, {});
    if (!pythonScalar)
        return Value::npScalar(v);
    return dtype == DType::Bool ? Value::boolean(v.toBool()) : Value::integer(v.toInt());
}

// shuffle(x): in place, along the first axis; a list's items by Fisher-Yates on the same draws.
Value numpyRandomShuffle(ParsedArgs &a, NumpyRandomState &s)
{
    const Value &x = a.value("x");
    if (x.kind == Value::Kind::Array) {
        ArrayRandomOps::shuffle(a.runtime(), s, x.array, opOf(a) + "(x)");
        return Value::none();
    }
    if (x.kind == Value::Kind::List) {
        auto &items = *x.items;
        for (size_t i = items.size(); i-- > 1;)
            std::swap(items[i], items[static_cast<size_t>(s.interval(i))]);
        return Value::none();
    }
    if (x.isNumber() || x.kind == Value::Kind::None || x.kind == Value::Kind::NpScalar)
        throw PyError("TypeError", "object of type '" + PythonTypes::shortName(x) + "' has no len()");
    throw UnsupportedError("numpy.random.shuffle of a " + PythonTypes::qualifiedName(x));
}

Value numpyRandomPermutation(ParsedArgs &a, NumpyRandomState &s)
{
    Runtime &rt = a.runtime();
    const Value &x = a.value("x");
    if (auto n = pythonIndex(x); n && x.kind != Value::Kind::NpScalar)
        return Value::of(ArrayRandomOps::permutation(rt, s, *n, opOf(a)));
    if (x.isNumber() || x.kind == Value::Kind::NpScalar)
        throw PyError("IndexError", "x must be an integer or at least 1-dimensional");
    NdArrayPtr arr = arrayOf(rt, x, opOf(a));
    if (arr->dim() < 1)
        throw PyError("IndexError", "x must be an integer or at least 1-dimensional");
    if (arr->dim() == 1) {
        if (arr == x.array)
            arr = ArrayOps::copy(rt, *arr, MemoryOrder::K, std::nullopt, opOf(a));
        ArrayRandomOps::shuffle(rt, s, arr, opOf(a));
        return Value::of(arr);
    }
    const auto idx = ArrayRandomOps::permutation(rt, s, arr->sizes()[0], opOf(a));
    std::vector<int64_t> rows;
    for (int64_t i = 0; i < arr->sizes()[0]; ++i)
        rows.push_back(ArrayOps::elementAt(*idx, {i}).toInt());
    return Value::of(ArrayRandomOps::takeRows(rt, *arr, rows, {arr->sizes()[0]}, opOf(a)));
}

// choice's p=: checked as mtrand.pyx does (1-d, same size as a, kahan_sum within atol of 1).
std::vector<double> probabilities(const ParsedArgs &a, int64_t popSize)
{
    const Value &given = *a.get("p");
    const NdArrayPtr pa = arrayOf(a.runtime(), given, opOf(a));
    double atol = std::sqrt(std::numeric_limits<double>::epsilon());
    if (given.kind == Value::Kind::Array && pa->dtype() == DType::Float32)
        atol = std::max(atol, static_cast<double>(std::sqrt(std::numeric_limits<float>::epsilon())));
    if (pa->dim() != 1)
        throw PyError("ValueError", "'p' must be 1-dimensional");
    if (pa->numel() != popSize)
        throw PyError("ValueError", "'a' and 'p' must have same size");
    std::vector<double> values;
    for (int64_t i = 0; i < pa->numel(); ++i)
        values.push_back(ArrayOps::elementAt(*pa, {i}).toDouble());
    double sum = values.empty() ? 0.0 : values[0], c = 0.0;
    for (size_t i = 1; i < values.size(); ++i) {
        const double y = values[i] - c, t = sum + y;
        c = (t - sum) - y;
        sum = t;
    }
    if (std::isnan(sum))
        throw PyError("ValueError", "probabilities contain NaN");
    for (double v : values)
        if (v < 0)
            throw PyError("ValueError", "probabilities are not non-negative");
    if (std::abs(sum - 1.0) > atol)
        throw PyError("ValueError", "probabilities do not sum to 1");
    return values;
}

Value choice(ParsedArgs &a, NumpyRandomState &s)
{
    Runtime &rt = a.runtime();
    const Value &pool = a.value("a");
    const std::optional<Shape> shape = sizeArg(a.get("size"));
    const int64_t count = shape ? std::accumulate(shape->begin(), shape->end(), int64_t{1}, std::multiplies<>()) : 1;
    const Value *replaceArg = a.given("replace");
    const bool replace = !replaceArg || PythonTypes::truthy(*replaceArg);
    NdArrayPtr population;
    int64_t popSize = 0;
    if (auto n = pythonIndex(pool); n && pool.kind != Value::Kind::NpScalar) {
        popSize = *n;
        if (popSize <= 0 && count != 0)
            throw PyError("ValueError", "a must be greater than 0 unless no samples are taken");
    } else if (pool.isNumber() || pool.kind == Value::Kind::NpScalar) {
        throw PyError("ValueError", "a must be 1-dimensional or an integer");
    } else {
        population = arrayOf(rt, pool, opOf(a));
        if (population->dim() != 1)
            throw PyError("ValueError", population->dim() == 0 ? "a must be 1-dimensional or an integer"
                                                               : "a must be 1-dimensional");
        popSize = population->sizes()[0];
        if (popSize == 0 && count != 0)
            throw PyError("ValueError", "'a' cannot be empty unless no samples are taken");
    }
    std::optional<std::vector<double>> p;
    if (a.has("p"))
        p = probabilities(a, popSize);
    std::vector<int64_t> idx;
    if (replace) {
        if (p) {
            idx = ArrayRandomOps::weightedIndices(s, *p, count, true);
        } else {
            const auto drawn = ArrayRandomOps::integers(rt, s, shape.value_or(Shape{}), DType::Int64, 0,
                                                        static_cast<uint64_t>(popSize - 1), opOf(a));
            for (int64_t i = 0; i < count; ++i)
                idx.push_back(static_cast<const int64_t *>(drawn->ref().data)[i]);
        }
    } else {
        if (count > popSize)
            throw PyError("ValueError", "Cannot take a larger sample than population when 'replace=False'");
        if (count < 0)
            throw PyError("ValueError", "Negative dimensions are not allowed");
        if (p) {
            int64_t nonZero = 0;
            for (double v : *p)
                nonZero += v > 0;
            if (nonZero < count)
                throw PyError("ValueError", "Fewer non-zero entries in p than size");
            idx = ArrayRandomOps::weightedIndices(s, *p, count, false);
        } else {
            const auto perm = ArrayRandomOps::permutation(rt, s, popSize, opOf(a));
            for (int64_t i = 0; i < count; ++i)
                idx.push_back(static_cast<const int64_t *>(perm->ref().data)[i]);
        }
    }
    if (!population) {
        if (!shape)
            return Value::integer(idx[0]);
        std::vector<Scalar> values;
        for (int64_t i : idx)
            values.push_back(Scalar::fromInt(i));
        return Value::of(ArrayOps::fromValues(rt, values, *shape, DType::Int64, opOf(a)));
    }
    if (!shape)
        return Value::npScalar(ArrayOps::elementAt(*population, {idx[0]}));
    return Value::of(ArrayRandomOps::takeRows(rt, *population, idx, *shape, opOf(a)));
}

Value newRandomState(ParsedArgs &a)
{
    auto state = std::make_shared<NumpyRandomState>(0);
    seedState(*state, a.get("seed"));
    return Value::of(state);
}

// The module functions draw from the global RandomState; the methods from their own.
using Draw = Value (*)(ParsedArgs &, NumpyRandomState &);
template <Draw F>
Value global(ParsedArgs &a)
{
    return F(a, *a.runtime().generators().numpy());
}
template <Draw F>
Value method(ParsedArgs &a)
{
    return F(a, *a.self().randomState);
}

constexpr ArgStyle kNumpyRandomCy = ArgStyle::Cython;

const Binding kNumpyRandomBindings[] = {
    {"numpy.random.RandomState", {"__init__(seed=None)"}, newRandomState, kNumpyRandomCy},
    {"numpy.random.seed", {"seed(seed=None)"}, global<seed>, kNumpyRandomCy},
    {"numpy.random.rand", {"rand(*args)"}, global<rand>, kNumpyRandomCy},
    {"numpy.random.randn", {"randn(*args)"}, global<randn>, kNumpyRandomCy},
    {"numpy.random.randint", {"randint(low, high=None, size=None, dtype=int)"}, global<randint>, kNumpyRandomCy},
    {"numpy.random.random", {"random(size=None)"}, global<randomSample>, kNumpyRandomCy},
    {"numpy.random.random_sample", {"random_sample(size=None)"}, global<randomSample>, kNumpyRandomCy},
    // ranf and sample are Python aliases that call random_sample(*args, **kwargs).
    {"numpy.random.ranf", {"random_sample(size=None)"}, global<randomSample>, kNumpyRandomCy},
    {"numpy.random.sample", {"random_sample(size=None)"}, global<randomSample>, kNumpyRandomCy},
    {"numpy.random.standard_normal", {"standard_normal(size=None)"}, global<standardNormal>, kNumpyRandomCy},
    {"numpy.random.normal", {"normal(loc=0.0, scale=1.0, size=None)"}, global<normalDraw>, kNumpyRandomCy},
    {"numpy.random.uniform", {"uniform(low=0.0, high=1.0, size=None)"}, global<uniformDraw>, kNumpyRandomCy},
    {"numpy.random.shuffle", {"RandomState.shuffle(x, /)"}, global<numpyRandomShuffle>, kNumpyRandomCy},
    {"numpy.random.permutation", {"RandomState.permutation(x, /)"}, global<numpyRandomPermutation>, kNumpyRandomCy},
    {"numpy.random.choice", {"choice(a, size=None, replace=True, p=None)"}, global<choice>, kNumpyRandomCy},
    {"RandomState.seed", {"seed(seed=None)"}, method<seed>, kNumpyRandomCy},
    {"RandomState.rand", {"rand(*args)"}, method<rand>, kNumpyRandomCy},
    {"RandomState.randn", {"randn(*args)"}, method<randn>, kNumpyRandomCy},
    {"RandomState.randint", {"randint(low, high=None, size=None, dtype=int)"}, method<randint>, kNumpyRandomCy},
    {"RandomState.random", {"random(size=None)"}, method<randomSample>, kNumpyRandomCy},
    {"RandomState.random_sample", {"random_sample(size=None)"}, method<randomSample>, kNumpyRandomCy},
    {"RandomState.standard_normal", {"standard_normal(size=None)"}, method<standardNormal>, kNumpyRandomCy},
    {"RandomState.normal", {"normal(loc=0.0, scale=1.0, size=None)"}, method<normalDraw>, kNumpyRandomCy},
    {"RandomState.uniform", {"uniform(low=0.0, high=1.0, size=None)"}, method<uniformDraw>, kNumpyRandomCy},
    {"RandomState.shuffle", {"RandomState.shuffle(x, /)"}, method<numpyRandomShuffle>, kNumpyRandomCy},
    {"RandomState.permutation", {"RandomState.permutation(x, /)"}, method<numpyRandomPermutation>, kNumpyRandomCy},
    {"RandomState.choice", {"choice(a, size=None, replace=True, p=None)"}, method<choice>, kNumpyRandomCy},
};

} // namespace

BindingTable numpyRandomBindings() { return kNumpyRandomBindings; }

} // namespace tl::bind
