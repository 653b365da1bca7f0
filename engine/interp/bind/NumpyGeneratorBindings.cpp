// numpy.random.default_rng and the numpy.random.Generator methods drawn bit for bit as
// NumPy 1.24 draws them (_generator.pyx, _bounded_integers.pyx), with Cython's argument rules.
#include "BindingTables.h"
#include "NumpyShape.h"
#include "ParsedArgs.h"
#include "core/Errors.h"
#include "interp/Interpreter.h"
#include "interp/NumpyGeneratorObject.h"
#include "interp/PythonTypes.h"
#include "interp/TorchBindings.h"
#include "ops/ArrayOps.h"
#include "ops/MemoryOrder.h"

#include <cmath>
#include <limits>
#include <utility>
#include <optional>

namespace tl::bind {

namespace {

using Shape = std::vector<int64_t>;

// SeedSequence's entropy: a non-negative Python integer as 32-bit words (_coerce_to_uint32_array).
std::vector<uint32_t> entropyOf(const Value *seed)
{
    if (!seed)
        throw UnsupportedError("numpy.random.default_rng() without a seed (entropy from the operating system)");
    const auto index = seed->kind == Value::Kind::Bool ? std::nullopt : PythonTypes::index(*seed);
    if (!index)
        throw UnsupportedError("numpy.random.default_rng(seed) with a seed of type " + PythonTypes::shortName(*seed));
    const int64_t v = *index;
    if (v < 0)
        throw PyError("ValueError", "expected non-negative integer");
    std::vector<uint32_t> words;
    auto u = static_cast<uint64_t>(v);
    do {
        words.push_back(static_cast<uint32_t>(u));
        u >>= 32;
    } while (u);
    return words;
}

Value defaultRng(ParsedArgs &a)
{
    return Value::object(Value::Kind::Object, make<NumpyGeneratorObject>(entropyOf(a.get("seed"))));
}

int64_t boundArg(const Value &v)
{
    if (const auto i = PythonTypes::index(v))
        return *i;
    throw UnsupportedError("Generator.integers with bounds of type " + PythonTypes::shortName(v));
}

NumpyPcg64 &bitGenerator(ParsedArgs &a) { return static_cast<NumpyGeneratorObject &>(*a.self().obj).bitGenerator; }

// Generator.integers for the default dtype int64: _rand_int64's closed interval
// [low, high] (high - 1 without endpoint), drawn with Lemire's method per element.
Value integers(ParsedArgs &a)
{
    if (const Value *d = a.get("dtype"); d && TorchBindings::parseDType(*d, true) != DType::Int64)
        throw UnsupportedError("Generator.integers with a dtype other than int64");
    int64_t low = boundArg(a.value("low")), high = 0;
    if (const Value *h = a.get("high")) {
        high = boundArg(*h);
    } else {
        high = low;
        low = 0;
    }
    // _rand_int64: a size with no elements draws nothing and checks no bounds.
    const Value *size = a.get("size");
    std::optional<Shape> shape;
    if (size)
        shape = NumpyShape::of(*size);
    int64_t n = 1;
    for (int64_t d : shape.value_or(Shape{}))
        n *= d;
    auto array = [&](const std::vector<Scalar> &values) {
        for (int64_t d : *shape)
            if (d < 0)
                throw PyError("ValueError", "negative dimensions are not allowed");
        return Value::of(ArrayOps::fromValues(a.runtime(), values, *shape, DType::Int64, "Generator.integers"));
    };
    if (shape && n == 0)
        return array({});
    const bool closed = a.has("endpoint") && PythonTypes::truthy(a.value("endpoint"));
    if (!closed) {
        if (high == std::numeric_limits<int64_t>::min())
            throw PyError("ValueError", "high is out of bounds for int64");
        --high;
    }
    if (low > high)
        throw PyError("ValueError", closed ? "low > high" : low == 0 ? "high <= 0" : "low >= high");
    const uint64_t rng = static_cast<uint64_t>(high) - static_cast<uint64_t>(low);
    NumpyPcg64 &g = bitGenerator(a);
    auto draw = [&] { return Scalar::fromInt(static_cast<int64_t>(static_cast<uint64_t>(low) + g.bounded(rng))); };
    if (!shape)
        return Value::npScalar(draw());
    if (n < 0)
        return array({});
    std::vector<Scalar> values;
    values.reserve(static_cast<size_t>(n));
    for (int64_t i = 0; i < n; ++i)
        values.push_back(draw());
    return array(values);
}

// size=None gives a Python float (double_fill / cont); a shape gives a float64 array.
template <class Draw>
Value doubles(ParsedArgs &a, Draw draw)
{
    const Value *size = a.get("size");
    if (!size)
        return Value::real(draw());
    const Shape shape = NumpyShape::of(*size);
    int64_t n = 1;
    for (int64_t d : shape) {
        if (d < 0)
            throw PyError("ValueError", "negative dimensions are not allowed");
        n *= d;
    }
    std::vector<Scalar> values;
    values.reserve(static_cast<size_t>(n));
    for (int64_t i = 0; i < n; ++i)
        values.push_back(Scalar::fromDouble(draw()));
    return Value::of(ArrayOps::fromValues(a.runtime(), values, shape, DType::Float64, "Generator." + a.signature().name()));
}

double floatArg(ParsedArgs &a, std::string_view name, double fallback)
{
    const Value *v = a.get(name);
    if (!v)
        return fallback;
    if (v->isNumber())
        return v->number().toDouble();
    if (v->kind == Value::Kind::NpScalar && !v->scalar.isBool())
        return v->scalar.toDouble();
    throw UnsupportedError("Generator." + a.signature().name() + " with a parameter of type " +
                           PythonTypes::shortName(*v));
}

// Generator.random for dtype float64: random_standard_uniform_fill.
Value random(ParsedArgs &a)
{
    if (const Value *d = a.get("dtype"); d && TorchBindings::parseDType(*d, true) != DType::Float64)
        throw UnsupportedError("Generator.random with a dtype other than float64");
    if (a.get("out"))
        throw UnsupportedError("Generator.random(out=...)");
    NumpyPcg64 &g = bitGenerator(a);
    return doubles(a, [&] { return g.nextDouble(); });
}

// Generator.uniform with scalar bounds: random_uniform, low + (high - low) * next_double.
Value uniform(ParsedArgs &a)
{
    const double low = floatArg(a, "low", 0.0), high = floatArg(a, "high", 1.0);
    const double range = high - low;
    if (!std::isfinite(range))
        throw PyError("OverflowError", "high - low range exceeds valid bounds");
    if (range < 0)
        throw PyError("ValueError", "high - low < 0");
    NumpyPcg64 &g = bitGenerator(a);
    return doubles(a, [&] { return low + range * g.nextDouble(); });
}

// Generator.shuffle's Fisher-Yates over the first axis (_shuffle_raw): the element at i
// swaps with the one at random_interval(i), i from n - 1 down to 1; for a 1-d array.
void shuffleInPlace(ParsedArgs &a, const NdArrayPtr &x)
{
    if (x->dim() != 1)
        throw UnsupportedError("Generator.shuffle/permutation of an array with more than one dimension");
    if (!x->writeable())
        throw UnsupportedError("Generator.shuffle of a read-only array");
    const int64_t n = x->numel();
    if (n == 0)
        return;
    std::vector<Scalar> values;
    values.reserve(static_cast<size_t>(n));
    for (int64_t i = 0; i < n; ++i)
        values.push_back(ArrayOps::elementAt(*x, {i}));
    NumpyPcg64 &g = bitGenerator(a);
    for (int64_t i = n - 1; i >= 1; --i)
        std::swap(values[static_cast<size_t>(i)], values[g.interval(static_cast<uint64_t>(i))]);
    const std::string op = "Generator." + a.signature().name();
    ArrayOperand shuffled{ArrayOps::fromValues(a.runtime(), values, {n}, x->dtype(), op), Scalar(), false};
    ArrayOps::assign(a.runtime(), *x, shuffled, false, op);
}

Value shuffle(ParsedArgs &a)
{
    const Value &x = a.value("x");
    if (x.kind != Value::Kind::Array)
        throw UnsupportedError("Generator.shuffle of a " + PythonTypes::qualifiedName(x));
    if (const Value *axis = a.get("axis"); axis && !(axis->kind == Value::Kind::Int && axis->i == 0))
        throw UnsupportedError("Generator.shuffle(axis=...)");
    shuffleInPlace(a, x.array);
    return Value::none();
}

// Generator.permutation: np.arange(n) shuffled, or a shuffled copy of a 1-d array.
Value permutation(ParsedArgs &a)
{
    const Value &x = a.value("x");
    if (const Value *axis = a.get("axis"); axis && !(axis->kind == Value::Kind::Int && axis->i == 0))
        throw UnsupportedError("Generator.permutation(axis=...)");
    NdArrayPtr arr;
    if (const auto n = x.kind == Value::Kind::Array ? std::nullopt : PythonTypes::index(x))
        arr = ArrayOps::arange(a.runtime(), Scalar::fromInt(0), Scalar::fromInt(*n), Scalar::fromInt(1), std::nullopt);
    else if (x.kind == Value::Kind::Array && x.array->dim() == 1)
        arr = ArrayOps::copy(a.runtime(), *x.array, MemoryOrder::K, std::nullopt, "Generator.permutation");
    else
        throw UnsupportedError("Generator.permutation of a " + PythonTypes::qualifiedName(x));
    shuffleInPlace(a, arr);
    return Value::of(arr);
}

constexpr ArgStyle kCy = ArgStyle::Cython;

const Binding kNumpyGeneratorBindings[] = {
    {"numpy.random.default_rng", {"default_rng(seed=None)"}, defaultRng, kCy},
    {"Generator.random", {"random(size=None, dtype=np.float64, out=None)"}, random, kCy},
    {"Generator.uniform", {"uniform(low=0.0, high=1.0, size=None)"}, uniform, kCy},
    {"Generator.shuffle", {"shuffle(x, axis=0)"}, shuffle, kCy},
    {"Generator.permutation", {"permutation(x, axis=0)"}, permutation, kCy},
    {"Generator.integers", {"integers(low, high=None, size=None, dtype=np.int64, endpoint=False)"}, integers, kCy},
};

} // namespace

BindingTable numpyGeneratorBindings() { return kNumpyGeneratorBindings; }

} // namespace tl::bind
