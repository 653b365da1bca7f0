// numpy/random/mtrand.pyx (RandomState and the module functions bound to its global
// instance) and numpy/core's empty / empty_like, for the legacy generator only:
// np.random.default_rng and the other distributions are refused as not supported.
#include "NumpyRandomBindings.h"

#include "Interpreter.h"
#include "NestedData.h"
#include "PythonTypes.h"
#include "Suggestions.h"
#include "TorchBindings.h"
#include "ValuePrinter.h"
#include "core/Errors.h"
#include "ops/ArrayOps.h"
#include "ops/ArrayRandomOps.h"

#include <cmath>
#include <functional>
#include <limits>
#include <numeric>
#include <set>

namespace tl {

namespace {

using Shape = std::vector<int64_t>;

// dir(numpy.random) and dir(RandomState) of NumPy 1.24, less the private names.
const std::set<std::string> kModuleNames = {
    "BitGenerator", "Generator", "MT19937", "PCG64", "PCG64DXSM", "Philox", "RandomState", "SFC64", "SeedSequence",
    "beta", "binomial", "bit_generator", "bytes", "chisquare", "choice", "default_rng", "dirichlet", "exponential", "f",
    "gamma", "geometric", "get_bit_generator", "get_state", "gumbel", "hypergeometric", "laplace", "logistic",
    "lognormal", "logseries", "mtrand", "multinomial", "multivariate_normal", "negative_binomial",
    "noncentral_chisquare", "noncentral_f", "normal", "pareto", "permutation", "poisson", "power", "rand", "randint",
    "randn", "random", "random_integers", "random_sample", "ranf", "rayleigh", "sample", "seed", "set_bit_generator",
    "set_state", "shuffle", "standard_cauchy", "standard_exponential", "standard_gamma", "standard_normal",
    "standard_t", "test", "triangular", "uniform", "vonmises", "wald", "weibull", "zipf"};
const std::set<std::string> kStateNames = {
    "beta", "binomial", "bytes", "chisquare", "choice", "dirichlet", "exponential", "f", "gamma", "geometric",
    "get_state", "gumbel", "hypergeometric", "laplace", "logistic", "lognormal", "logseries", "multinomial",
    "multivariate_normal", "negative_binomial", "noncentral_chisquare", "noncentral_f", "normal", "pareto",
    "permutation", "poisson", "power", "rand", "randint", "randn", "random", "random_integers", "random_sample",
    "rayleigh", "seed", "set_state", "shuffle", "standard_cauchy", "standard_exponential", "standard_gamma",
    "standard_normal", "standard_t", "tomaxint", "triangular", "uniform", "vonmises", "wald", "weibull", "zipf"};
// What the engine draws; the rest of the names above are refused as not supported.
const std::set<std::string> kModelled = {"seed", "rand", "randn", "randint", "random", "random_sample", "ranf", "sample",
                                         "normal", "uniform", "standard_normal", "shuffle", "permutation", "choice"};

// A Cython def's arguments: by position or keyword, with Cython's TypeErrors.
std::vector<std::optional<Value>> bindArgs(const CallArgs &args, const std::string &fn, std::initializer_list<const char *> names,
                                           size_t required)
{
    const std::vector<const char *> params(names);
    const size_t n = args.positional.size();
    if (n > params.size()) {
        const bool exact = required == params.size();
        throw PyError("TypeError", fn + "() takes " + (exact ? "exactly " : "at most ") + std::to_string(params.size()) +
                                       " positional argument" + (params.size() == 1 ? "" : "s") + " (" + std::to_string(n) +
                                       " given)");
    }
    std::vector<std::optional<Value>> out(params.size());
    for (size_t i = 0; i < n; ++i)
        out[i] = args.positional[i];
    for (const auto &[k, v] : args.keywords) {
        size_t i = 0;
        while (i < params.size() && k != params[i])
            ++i;
        if (i == params.size())
            throw PyError("TypeError", fn + "() got an unexpected keyword argument '" + k + "'");
        if (out[i])
            throw PyError("TypeError", fn + "() got multiple values for keyword argument '" + k + "'");
        out[i] = v;
    }
    for (size_t i = 0; i < required; ++i)
        if (!out[i])
            throw PyError("TypeError", fn + "() takes at least " + std::to_string(required) + " positional argument" +
                                           (required == 1 ? "" : "s") + " (" + std::to_string(n) + " given)");
    return out;
}

bool isNone(const std::optional<Value> &v) { return !v || v->kind == Value::Kind::None; }

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

// `size=`: None (a scalar result), an int, or a sequence of ints (PyArray_IntpConverter).
std::optional<Shape> sizeArg(const std::optional<Value> &v)
{
    if (isNone(v))
        return std::nullopt;
    Shape shape;
    if (auto n = pythonIndex(*v)) {
        shape = {*n};
    } else if (v->kind == Value::Kind::Tuple || v->kind == Value::Kind::List || v->kind == Value::Kind::Size) {
        if (v->kind == Value::Kind::Size)
            shape = v->size;
        for (const Value &x : v->kind == Value::Kind::Size ? std::vector<Value>{} : *v->items) {
            auto n = pythonIndex(x);
            if (!n)
                throw PyError("TypeError", "'" + PythonTypes::shortName(x) + "' object cannot be interpreted as an integer");
            shape.push_back(*n);
        }
    } else if (v->kind == Value::Kind::Float || v->kind == Value::Kind::NpScalar) {
        throw PyError("TypeError", "expected a sequence of integers or a single integer, got '" + ValuePrinter::repr(*v) + "'");
    } else {
        throw PyError("TypeError", "'" + PythonTypes::shortName(*v) + "' object cannot be interpreted as an integer");
    }
    for (int64_t d : shape)
        if (d < 0)
            throw PyError("ValueError", "negative dimensions are not allowed");
    return shape;
}

// PyFloat_AsDouble of a distribution parameter (arrays of them are not modelled).
double floatArg(const Value &v)
{
    if (v.isNumber())
        return v.number().toDouble();
    if (v.kind == Value::Kind::NpScalar)
        return v.scalar.toDouble();
    if (v.kind == Value::Kind::Str)
        throw PyError("ValueError", "could not convert string to float: " + ValuePrinter::repr(v));
    if (v.kind == Value::Kind::None)
        throw PyError("TypeError", "must be real number, not NoneType");
    throw UnsupportedError("numpy.random with a " + PythonTypes::qualifiedName(v) + " parameter");
}

// int(x) of randint's bounds.
int64_t intArg(Interpreter &in, const Value &v)
{
    if (v.kind == Value::Kind::Array || v.kind == Value::Kind::List || v.kind == Value::Kind::Tuple)
        throw UnsupportedError("numpy.random.randint with array bounds");
    CallArgs a;
    a.positional.push_back(v);
    return in.call(Value::function("int"), a).i;
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

class Calls {
public:
    Calls(Interpreter &in, NumpyRandomState &state, std::string fn) : in_(in), rt_(in.runtime()), s_(state), fn_(std::move(fn)) {}

    Value call(CallArgs &args)
    {
        if (fn_ == "seed")
            return seed(args);
        if (fn_ == "rand" || fn_ == "randn") {
            if (!args.keywords.empty())
                throw PyError("TypeError", fn_ + "() got an unexpected keyword argument '" + args.keywords[0].first + "'");
            std::optional<Value> size;
            if (!args.positional.empty())
                size = Value::tuple(args.positional);
            return fn_ == "rand" ? uniform(sizeArg(size), 0.0, 1.0) : normal(sizeArg(size), 0.0, 1.0);
        }
        if (fn_ == "random" || fn_ == "random_sample" || fn_ == "ranf" || fn_ == "sample")
            return uniform(sizeArg(bindArgs(args, fn_, {"size"}, 0)[0]), 0.0, 1.0);
        if (fn_ == "standard_normal")
            return normal(sizeArg(bindArgs(args, fn_, {"size"}, 0)[0]), 0.0, 1.0);
        if (fn_ == "normal") {
            const auto a = bindArgs(args, fn_, {"loc", "scale", "size"}, 0);
            const double loc = a[0] ? floatArg(*a[0]) : 0.0, scale = a[1] ? floatArg(*a[1]) : 1.0;
            if (scale < 0)
                throw PyError("ValueError", "scale < 0");
            return normal(sizeArg(a[2]), loc, scale);
        }
        if (fn_ == "uniform") {
            const auto a = bindArgs(args, fn_, {"low", "high", "size"}, 0);
            const double low = a[0] ? floatArg(*a[0]) : 0.0, high = a[1] ? floatArg(*a[1]) : 1.0;
            if (!std::isfinite(high - low))
                throw PyError("OverflowError", "Range exceeds valid bounds");
            return uniform(sizeArg(a[2]), low, high - low);
        }
        if (fn_ == "randint")
            return randint(args);
        if (fn_ == "shuffle")
            return shuffle(args);
        if (fn_ == "permutation")
            return permutation(args);
        return choice(args);
    }

private:
    Value uniform(const std::optional<Shape> &shape, double low, double range)
    {
        if (!shape)
            return Value::real(low + range * s_.nextDouble());
        return Value::of(ArrayRandomOps::uniform(rt_, s_, *shape, low, range, op()));
    }

    Value normal(const std::optional<Shape> &shape, double loc, double scale)
    {
        if (!shape)
            return Value::real(loc + scale * s_.gauss());
        return Value::of(ArrayRandomOps::normal(rt_, s_, *shape, loc, scale, op()));
    }

    std::string op() const { return "np.random." + fn_; }

    // _legacy_seeding: None, an int in [0, 2**32), or a 1-d sequence of such ints.
    Value seed(CallArgs &args)
    {
        const auto a = bindArgs(args, fn_, {"seed"}, 0);
        seedState(s_, a[0]);
        return Value::none();
    }

public:
    static void seedState(NumpyRandomState &s, const std::optional<Value> &v)
    {
        if (isNone(v)) {
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

private:
    Value randint(CallArgs &args)
    {
        const auto a = bindArgs(args, fn_, {"low", "high", "size", "dtype"}, 1);
        int64_t low = intArg(in_, *a[0]), high = 0;
        if (isNone(a[1])) {
            high = low;
            low = 0;
        } else {
            high = intArg(in_, *a[1]);
        }
        // dtype=int (the default) and dtype=bool give Python scalars; NumPy types give NumPy ones.
        DType dtype = DType::Int64;
        bool pythonScalar = true;
        if (!isNone(a[3])) {
            const Value &d = *a[3];
            pythonScalar = d.kind == Value::Kind::Function && (d.text == "int" || d.text == "bool");
            dtype = *TorchBindings::parseDType(d, true);
            if (isFloating(dtype))
                throw PyError("TypeError", "Unsupported dtype dtype('" + std::string(numpyName(dtype)) + "') for randint");
        }
        const std::optional<Shape> shape = sizeArg(a[2]);
        if (shape && std::find(shape->begin(), shape->end(), 0) != shape->end())
            return Value::of(ArrayRandomOps::integers(rt_, s_, *shape, dtype, 0, 0, op()));
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
        const uint64_t rng = static_cast<uint64_t>(high) - static_cast<uint64_t>(low);
        const auto array = ArrayRandomOps::integers(rt_, s_, shape.value_or(Shape{}), dtype, low, rng, op());
        if (shape)
            return Value::of(array);
        const Scalar v = ArrayOps::elementAt(*array, {});
        if (!pythonScalar)
            return Value::npScalar(v);
        return dtype == DType::Bool ? Value::boolean(v.toBool()) : Value::integer(v.toInt());
    }

    Value shuffle(CallArgs &args)
    {
        const Value x = oneArgument(args);
        if (x.kind == Value::Kind::Array) {
            ArrayRandomOps::shuffle(rt_, s_, x.array, op() + "(" + (args.positional.empty() ? "x" : "array") + ")");
            return Value::none();
        }
        if (x.kind == Value::Kind::List) {
            auto &items = *x.items;
            for (size_t i = items.size(); i-- > 1;)
                std::swap(items[i], items[static_cast<size_t>(s_.interval(i))]);
            return Value::none();
        }
        if (x.isNumber() || x.kind == Value::Kind::None || x.kind == Value::Kind::NpScalar)
            throw PyError("TypeError", "object of type '" + PythonTypes::shortName(x) + "' has no len()");
        throw UnsupportedError("numpy.random.shuffle of a " + PythonTypes::qualifiedName(x));
    }

    Value permutation(CallArgs &args)
    {
        const Value x = oneArgument(args);
        if (auto n = pythonIndex(x); n && x.kind != Value::Kind::NpScalar) {
            return Value::of(ArrayRandomOps::permutation(rt_, s_, *n, op()));
        }
        if (x.isNumber() || x.kind == Value::Kind::NpScalar)
            throw PyError("IndexError", "x must be an integer or at least 1-dimensional");
        NdArrayPtr a = arrayOf(rt_, x, op());
        if (a->dim() < 1)
            throw PyError("IndexError", "x must be an integer or at least 1-dimensional");
        if (a->dim() == 1) {
            if (a == x.array)
                a = ArrayOps::copy(rt_, *a, MemoryOrder::K, std::nullopt, op());
            ArrayRandomOps::shuffle(rt_, s_, a, op());
            return Value::of(a);
        }
        const auto idx = ArrayRandomOps::permutation(rt_, s_, a->sizes()[0], op());
        std::vector<int64_t> rows;
        for (int64_t i = 0; i < a->sizes()[0]; ++i)
            rows.push_back(ArrayOps::elementAt(*idx, {i}).toInt());
        return Value::of(ArrayRandomOps::takeRows(rt_, *a, rows, {a->sizes()[0]}, op()));
    }

    Value oneArgument(CallArgs &args) const
    {
        if (!args.keywords.empty())
            throw PyError("TypeError", "RandomState." + fn_ + "() takes no keyword arguments");
        if (args.positional.size() != 1)
            throw PyError("TypeError", "RandomState." + fn_ + "() takes exactly one argument (" +
                                           std::to_string(args.positional.size()) + " given)");
        return args.positional[0];
    }

    Value choice(CallArgs &args);

    Interpreter &in_;
    Runtime &rt_;
    NumpyRandomState &s_;
    std::string fn_;
};

Value Calls::choice(CallArgs &args)
{
    const auto a = bindArgs(args, fn_, {"a", "size", "replace", "p"}, 1);
    const std::optional<Shape> shape = sizeArg(a[1]);
    const int64_t count = shape ? std::accumulate(shape->begin(), shape->end(), int64_t{1}, std::multiplies<>()) : 1;
    const bool replace = !a[2] || PythonTypes::truthy(*a[2]);
    NdArrayPtr population;
    int64_t popSize = 0;
    if (auto n = pythonIndex(*a[0]); n && a[0]->kind != Value::Kind::NpScalar) {
        popSize = *n;
        if (popSize <= 0 && count != 0)
            throw PyError("ValueError", "a must be greater than 0 unless no samples are taken");
    } else if (a[0]->isNumber() || a[0]->kind == Value::Kind::NpScalar) {
        throw PyError("ValueError", "a must be 1-dimensional or an integer");
    } else {
        population = arrayOf(rt_, *a[0], op());
        if (population->dim() != 1)
            throw PyError("ValueError", population->dim() == 0 ? "a must be 1-dimensional or an integer"
                                                               : "a must be 1-dimensional");
        popSize = population->sizes()[0];
        if (popSize == 0 && count != 0)
            throw PyError("ValueError", "'a' cannot be empty unless no samples are taken");
    }
    std::optional<std::vector<double>> p;
    if (!isNone(a[3])) {
        const NdArrayPtr pa = arrayOf(rt_, *a[3], op());
        double atol = std::sqrt(std::numeric_limits<double>::epsilon());
        if (a[3]->kind == Value::Kind::Array && pa->dtype() == DType::Float32)
            atol = std::max(atol, static_cast<double>(std::sqrt(std::numeric_limits<float>::epsilon())));
        if (pa->dim() != 1)
            throw PyError("ValueError", "'p' must be 1-dimensional");
        if (pa->numel() != popSize)
            throw PyError("ValueError", "'a' and 'p' must have same size");
        std::vector<double> values;
        for (int64_t i = 0; i < pa->numel(); ++i)
            values.push_back(ArrayOps::elementAt(*pa, {i}).toDouble());
        // kahan_sum
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
        p = std::move(values);
    }
    std::vector<int64_t> idx;
    if (replace) {
        if (p) {
            idx = ArrayRandomOps::weightedIndices(s_, *p, count, true);
        } else {
            const auto drawn = ArrayRandomOps::integers(rt_, s_, shape.value_or(Shape{}), DType::Int64, 0,
                                                        static_cast<uint64_t>(popSize - 1), op());
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
            idx = ArrayRandomOps::weightedIndices(s_, *p, count, false);
        } else {
            const auto perm = ArrayRandomOps::permutation(rt_, s_, popSize, op());
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
        return Value::of(ArrayOps::fromValues(rt_, values, *shape, DType::Int64, op()));
    }
    if (!shape)
        return Value::npScalar(ArrayOps::elementAt(*population, {idx[0]}));
    return Value::of(ArrayRandomOps::takeRows(rt_, *population, idx, *shape, op()));
}

// np.empty(shape, dtype=float, order='C') and np.empty_like(prototype, dtype=None, order='K').
Value emptyArray(Interpreter &in, const std::string &fn, CallArgs &args)
{
    Runtime &rt = in.runtime();
    const bool like = fn == "empty_like";
    args.check(fn, like ? 4 : 3, like ? std::vector<std::string>{"prototype", "dtype", "order", "subok", "shape"}
                                      : std::vector<std::string>{"shape", "dtype", "order", "like"});
    auto first = args.get(0, like ? "prototype" : "shape");
    if (!first)
        throw PyError("TypeError", fn + "() missing required argument '" + (like ? "prototype" : "shape") + "' (pos 0)");
    std::optional<DType> dtype;
    if (auto d = args.get(1, "dtype"); d && d->kind != Value::Kind::None)
        dtype = TorchBindings::parseDType(*d, true);
    const auto order = args.get(2, "order");
    const std::string layout = order && order->kind == Value::Kind::Str ? order->text : (like ? "K" : "C");
    if (layout != "C" && layout != "F" && layout != "K" && layout != "A")
        throw UnsupportedError("numpy." + fn + "(order=" + layout + ")");
    if (args.keyword("like") || args.keyword("shape") || args.keyword("subok"))
        throw UnsupportedError("numpy." + fn + " with like=, shape= or subok=");
    Shape shape, strides;
    DType dt = dtype.value_or(DType::Float64);
    if (like) {
        const NdArrayPtr proto = arrayOf(rt, *first, "np.empty_like");
        shape = proto->sizes();
        dt = dtype.value_or(proto->dtype());
        if (layout == "K" || layout == "A")
            strides = StridedView::preservedStrides(*proto);
    } else {
        shape = *sizeArg(first);
    }
    if (layout == "F") {
        strides.assign(shape.size(), 1);
        for (size_t d = 1; d < shape.size(); ++d)
            strides[d] = strides[d - 1] * std::max<int64_t>(shape[d - 1], 1);
    }
    return Value::of(ArrayRandomOps::empty(rt, shape, dt, strides, "np." + fn));
}

} // namespace

Value NumpyRandomBindings::moduleAttribute(Interpreter &, const std::string &name)
{
    if (kModelled.count(name) || name == "RandomState")
        return Value::function("numpy.random." + name);
    if (kModuleNames.count(name))
        throw UnsupportedError("numpy.random." + name + (name == "default_rng" ? " (only the legacy RandomState)" : ""));
    throw PyError("AttributeError", "module 'numpy.random' has no attribute '" + name + "'");
}

Value NumpyRandomBindings::callFunction(Interpreter &in, const std::string &q, CallArgs &args)
{
    const std::string fn = q.substr(q.rfind('.') + 1);
    if (q == "numpy.empty" || q == "numpy.empty_like")
        return emptyArray(in, fn, args);
    if (fn == "RandomState") {
        const auto a = bindArgs(args, "__init__", {"seed"}, 0);
        auto state = std::make_shared<NumpyRandomState>(0);
        Calls::seedState(*state, a[0]);
        return Value::of(state);
    }
    return Calls(in, *in.runtime().generators().numpy(), fn).call(args);
}

Value NumpyRandomBindings::attribute(Interpreter &, const Value &state, const std::string &name)
{
    if (kModelled.count(name) && name != "ranf" && name != "sample")
        return Value::method(state, name);
    if (kStateNames.count(name))
        throw UnsupportedError("RandomState." + name);
    throw Errors::noAttribute("numpy.random.mtrand.RandomState", name).withSuggestion(Suggestions::forAttributeOf(state, name));
}

Value NumpyRandomBindings::callMethod(Interpreter &in, const Value &state, const std::string &name, CallArgs &args)
{
    return Calls(in, *state.randomState, name).call(args);
}

} // namespace tl
