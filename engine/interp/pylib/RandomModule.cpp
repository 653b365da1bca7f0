// Lib/random.py of CPython 3.11 (seed, _randbelow_with_getrandbits, randrange, randint,
// choice, choices, shuffle, sample, uniform, triangular, the variates) over the
// MT19937 state of _randommodule.c, so seeded scripts draw exactly CPython's numbers.
// Under profile current, 3.14's argument checks and messages (the draws are the same).
#include "RandomModule.h"

#include "PyArgs.h"
#include "PyLibState.h"
#include "PyNumber.h"
#include "RandomObject.h"
#include "RandomVariates.h"
#include "Sha512.h"
#include "core/PyError.h"
#include "core/VersionProfile.h"
#include "interp/Builtins.h"
#include "interp/Interpreter.h"
#include "interp/Operators.h"
#include "interp/PythonTypes.h"
#include "interp/ValuePrinter.h"
#include "interp/objects/ValueHash.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <numbers>
#include <set>

namespace tl {

namespace {

constexpr double kTwoPi = 2.0 * std::numbers::pi;

// The interpreter and the generator a call draws from (the module's or a Random's own).
struct RandomDraw {
    Interpreter &in;
    RandomState &state;
};

MersenneTwister &mt(RandomDraw &d) { return d.state.mt; }

int bitLength(uint64_t n)
{
    int k = 0;
    while (n) {
        ++k;
        n >>= 1;
    }
    return k;
}

// _randbelow_with_getrandbits: [0, n) for n > 0.
int64_t randbelow(RandomDraw &in, int64_t n)
{
    const int k = bitLength(static_cast<uint64_t>(n));
    uint64_t r = mt(in).bits(k);
    while (r >= static_cast<uint64_t>(n))
        r = mt(in).bits(k);
    return static_cast<int64_t>(r);
}

double real(const Value &v) { return PyNumber::toDouble(v); }

// a + (b - a) * r with Python's number rules (ints subtract exactly).
double affine(const Value &a, const Value &b, double r)
{
    const bool ints = (a.kind == Value::Kind::Int || a.kind == Value::Kind::Bool) &&
                      (b.kind == Value::Kind::Int || b.kind == Value::Kind::Bool);
    if (ints) {
        const int64_t x = PyNumber::index(a), y = PyNumber::index(b);
        int64_t d;
        if (__builtin_sub_overflow(y, x, &d))
            throw UnsupportedError("Python integers beyond 64 bits");
        return static_cast<double>(x) + static_cast<double>(d) * r;
    }
    return real(a) + (real(b) - real(a)) * r;
}

// randrange's _index(x), with 3.11's deprecated fallback for integral floats (gone in 3.12:
// a float is a TypeError).
int64_t rangeIndex(RandomDraw &in, const Value &v, const char *which, bool warn)
{
    const bool plain = v.kind != Value::Kind::Tensor && v.kind != Value::Kind::Array;
    if (plain && (PyNumber::hasIndex(v) || Profile::isCurrent()))
        return PyNumber::index(v);
    const int64_t i = PyNumber::toLong(v);
    if (static_cast<double>(i) != PyNumber::toDouble(v)) {
        if (warn)
            in.in.warn("DeprecationWarning", "randrange() will raise TypeError in the future");
        throw PyError("ValueError", std::string("non-integer ") + which + " for randrange()");
    }
    if (warn)
        in.in.warn("DeprecationWarning", "non-integer arguments to randrange() have been deprecated since Python 3.10 and "
                                      "will be removed in a subsequent version");
    return i;
}

// randrange(start, stop=None, step=1); `direct` when the script called it itself (its
// deprecation warnings point at the script, not at random.py).
int64_t randrange(RandomDraw &in, const Value &start, const std::optional<Value> &stop, const std::optional<Value> &step,
                  bool direct)
{
    const int64_t istart = rangeIndex(in, start, "arg 1", direct);
    if (!stop || stop->kind == Value::Kind::None) {
        if (step)
            throw PyError("TypeError", "Missing a non-None stop argument");
        if (istart > 0)
            return randbelow(in, istart);
        throw PyError("ValueError", "empty range for randrange()");
    }
    const int64_t istop = rangeIndex(in, *stop, "stop", direct);
    int64_t width;
    if (__builtin_sub_overflow(istop, istart, &width))
        throw UnsupportedError("Python integers beyond 64 bits");
    const int64_t istep = step ? rangeIndex(in, *step, "step", direct) : 1;
    if (istep == 1) {
        if (width > 0)
            return istart + randbelow(in, width);
        throw PyError("ValueError", Profile::isCurrent() ? "empty range in randrange(" + ValuePrinter::str(start) + ", " +
                                                               ValuePrinter::str(*stop) + ")"
                                                         : "empty range for randrange() (" + std::to_string(istart) + ", " +
                                                               std::to_string(istop) + ", " + std::to_string(width) + ")");
    }
    int64_t n;
    if (istep > 0)
        n = (width + istep - 1) / istep - ((width + istep - 1) % istep != 0 && ((width + istep - 1) < 0) != (istep < 0));
    else if (istep < 0)
        n = (width + istep + 1) / istep - ((width + istep + 1) % istep != 0 && ((width + istep + 1) < 0) != (istep < 0));
    else
        throw PyError("ValueError", "zero step for randrange()");
    if (n <= 0)
        throw PyError("ValueError", Profile::isCurrent() ? "empty range in randrange(" + ValuePrinter::str(start) + ", " +
                                                               ValuePrinter::str(*stop) + ", " + ValuePrinter::str(*step) + ")"
                                                         : std::string("empty range for randrange()"));
    return istart + istep * randbelow(in, n);
}

int64_t lengthOf(RandomDraw &d, const Value &v)
{
    CallArgs a;
    a.positional.push_back(v);
    return Builtins::call(d.in, "len", a).i;
}

Value itemAt(RandomDraw &d, const Value &seq, int64_t i) { return Builtins::subscriptOf(d.in, seq, Value::integer(i)); }

void randomSeed(RandomDraw &in, const std::optional<Value> &a)
{
    using K = Value::Kind;
    RandomState &st = in.state;
    st.gaussNext.reset();
    if (!a || a->kind == K::None) {
        st.mt.seedWords(PyLibState::osEntropy());
        return;
    }
    switch (a->kind) {
    case K::Int: st.mt.seed(a->i < 0 ? uint64_t{0} - static_cast<uint64_t>(a->i) : static_cast<uint64_t>(a->i)); break;
    case K::Bool:
    case K::Float:
        // Not an exact int: seeded from hash(a), as an unsigned machine word.
        if (a->kind == K::Float && std::isnan(a->f))
            throw UnsupportedError("random.seed() of a NaN (hashed by identity)");
        st.mt.seed(static_cast<uint64_t>(ValueHash::of(*a)));
        break;
    case K::Str: {
        // int.from_bytes(s + sha512(s).digest()) (big-endian), as 32-bit words from the least significant.
        std::string bytes = a->text;
        const auto digest = Sha512::digest(a->text);
        bytes.append(digest.begin(), digest.end());
        std::vector<uint32_t> key;
        for (size_t end = bytes.size(); end > 0; end = end >= 4 ? end - 4 : 0) {
            uint32_t w = 0;
            for (size_t k = end >= 4 ? end - 4 : 0; k < end; ++k)
                w = (w << 8) | static_cast<uint8_t>(bytes[k]);
            key.push_back(w);
            if (end < 4)
                break;
        }
        while (key.size() > 1 && key.back() == 0)
            key.pop_back();
        st.mt.seedWords(key);
        break;
    }
    default:
        throw PyError("TypeError", Profile::isCurrent() ? "The only supported seed types are:\nNone, int, float, str, bytes, and bytearray."
                                                        : "The only supported seed types are: None,\nint, float, str, bytes, and bytearray.");
    }
}

using Fn = std::function<Value(RandomDraw &, CallArgs &)>;
using P = PyArgs::Param;

const std::map<std::string, Fn> &randomFunctions()
{
    static const std::map<std::string, Fn> table = [] {
        std::map<std::string, Fn> t;
        t["seed"] = [](RandomDraw &in, CallArgs &a) {
            auto b = PyArgs::bind(a, "Random.seed", {{"a", false}, {"version", false}}, true);
            if (b[1] && !(b[1]->kind == Value::Kind::Int && b[1]->i == 2))
                throw UnsupportedError("random.seed() with a version other than 2");
            randomSeed(in, b[0]);
            return Value::none();
        };
        t["random"] = [](RandomDraw &in, CallArgs &a) {
            PyArgs::none(a, "Random.random");
            return Value::real(mt(in).random());
        };
        t["getrandbits"] = [](RandomDraw &in, CallArgs &a) {
            const int64_t k = PyNumber::index(PyArgs::one(a, "Random.getrandbits"));
            if (k < 0) // (3.14's C getrandbits converts k to an unsigned int first)
                throw PyError("ValueError", Profile::isCurrent() ? "Cannot convert negative int" : "number of bits must be non-negative");
            if (k > 63)
                throw UnsupportedError("random.getrandbits(k) for k > 63 (Python integers beyond 64 bits)");
            return Value::integer(static_cast<int64_t>(mt(in).bits(static_cast<int>(k))));
        };
        t["randrange"] = [](RandomDraw &in, CallArgs &a) {
            auto b = PyArgs::bind(a, "Random.randrange", {{"start"}, {"stop", false}, {"step", false}}, true);
            return Value::integer(randrange(in, *b[0], b[1], b[2], true));
        };
        t["randint"] = [](RandomDraw &in, CallArgs &a) {
            auto b = PyArgs::bind(a, "Random.randint", {{"a"}, {"b"}}, true);
            if (Profile::isCurrent()) { // 3.12 on: its own range check, the same draw
                const int64_t lo = rangeIndex(in, *b[0], "a", false), hi = rangeIndex(in, *b[1], "b", false);
                if (hi < lo)
                    throw PyError("ValueError", "empty range in randint(" + std::to_string(lo) + ", " + std::to_string(hi) + ")");
                int64_t width;
                if (__builtin_sub_overflow(hi, lo, &width) || width == std::numeric_limits<int64_t>::max())
                    throw UnsupportedError("Python integers beyond 64 bits");
                return Value::integer(lo + randbelow(in, width + 1));
            }
            const Value stop = Operators::binary(in.in.runtime(), ast::BinaryOp::Add, *b[1], Value::integer(1));
            return Value::integer(randrange(in, *b[0], stop, std::nullopt, false));
        };
        t["choice"] = [](RandomDraw &in, CallArgs &a) {
            auto b = PyArgs::bind(a, "Random.choice", {{"seq"}}, true);
            const int64_t n = lengthOf(in, *b[0]);
            if (n == 0)
                throw PyError("IndexError", "Cannot choose from an empty sequence");
            return itemAt(in, *b[0], randbelow(in, n));
        };
        t["choices"] = [](RandomDraw &in, CallArgs &a) {
            auto b = PyArgs::bind(a, "Random.choices",
                                  {{"population"}, {"weights", false}, {"cum_weights", false, true}, {"k", false, true}}, true);
            const Value &population = *b[0];
            const int64_t n = lengthOf(in, population);
            const int64_t k = b[3] ? PyNumber::index(*b[3]) : 1;
            ValueList out;
            const bool noWeights = !b[1] || b[1]->kind == Value::Kind::None;
            const bool noCum = !b[2] || b[2]->kind == Value::Kind::None;
            if (noCum && noWeights) {
                const double nf = static_cast<double>(n);
                for (int64_t i = 0; i < k; ++i)
                    out.push_back(itemAt(in, population, static_cast<int64_t>(std::floor(mt(in).random() * nf))));
                return Value::list(out);
            }
            ValueList cum;
            if (noCum) {
                if (b[1]->kind == Value::Kind::Int)
                    throw PyError("TypeError", "The number of choices must be a keyword argument: k=" + std::to_string(b[1]->i));
                Value total;
                bool first = true;
                for (const auto &w : in.in.iterate(*b[1])) {
                    total = first ? w : Operators::binary(in.in.runtime(), ast::BinaryOp::Add, total, w);
                    first = false;
                    cum.push_back(total);
                }
            } else if (!noWeights) {
                throw PyError("TypeError", "Cannot specify both weights and cumulative weights");
            } else {
                cum = in.in.iterate(*b[2]);
            }
            if (static_cast<int64_t>(cum.size()) != n)
                throw PyError("ValueError", "The number of weights does not match the population");
            const double total = real(cum.back()) + 0.0;
            if (total <= 0.0)
                throw PyError("ValueError", "Total of weights must be greater than zero");
            if (!std::isfinite(total))
                throw PyError("ValueError", "Total of weights must be finite");
            std::vector<double> cw;
            for (const auto &c : cum)
                cw.push_back(real(c));
            for (int64_t i = 0; i < k; ++i) {
                // bisect.bisect_right(cum_weights, random() * total, 0, n - 1)
                const double x = mt(in).random() * total;
                const auto pos = std::upper_bound(cw.begin(), cw.begin() + (n - 1), x) - cw.begin();
                out.push_back(itemAt(in, population, pos));
            }
            return Value::list(out);
        };
        t["shuffle"] = [](RandomDraw &in, CallArgs &a) {
            auto b = PyArgs::bind(a, "Random.shuffle", {{"x"}}, true);
            const Value &x = *b[0];
            const int64_t n = lengthOf(in, x);
            if (x.kind != Value::Kind::List) {
                if (x.kind == Value::Kind::Tuple || x.kind == Value::Kind::Str || x.kind == Value::Kind::Size)
                    throw PyError("TypeError", "'" + PythonTypes::shortName(x) + "' object does not support item assignment");
                throw UnsupportedError("random.shuffle() of a " + PythonTypes::qualifiedName(x));
            }
            auto &items = *x.items;
            for (int64_t i = n - 1; i >= 1; --i) {
                const int64_t j = randbelow(in, i + 1);
                std::swap(items[static_cast<size_t>(i)], items[static_cast<size_t>(j)]);
            }
            return Value::none();
        };
        t["sample"] = [](RandomDraw &in, CallArgs &a) {
            auto b = PyArgs::bind(a, "Random.sample", {{"population"}, {"k"}, {"counts", false, true}}, true);
            using K = Value::Kind;
            const Value &population = *b[0];
            const bool sequence = population.kind == K::List || population.kind == K::Tuple || population.kind == K::Str ||
                                  population.kind == K::Range || population.kind == K::Size;
            if (!sequence)
                throw PyError("TypeError", "Population must be a sequence.  For dicts or sets, use sorted(d).");
            if (b[2] && b[2]->kind != K::None)
                throw UnsupportedError("random.sample() with counts=");
            const int64_t n = lengthOf(in, population);
            const int64_t k = PyNumber::index(*b[1]);
            if (!(0 <= k && k <= n))
                throw PyError("ValueError", "Sample larger than population or is negative");
            ValueList result(static_cast<size_t>(k));
            int64_t setsize = 21; // size of a small set minus size of an empty list
            if (k > 5)
                setsize += static_cast<int64_t>(std::pow(4.0, std::ceil(std::log(static_cast<double>(k * 3)) / std::log(4.0))));
            if (n <= setsize) {
                ValueList pool = in.in.iterate(population);
                for (int64_t i = 0; i < k; ++i) {
                    const int64_t j = randbelow(in, n - i);
                    result[static_cast<size_t>(i)] = pool[static_cast<size_t>(j)];
                    pool[static_cast<size_t>(j)] = pool[static_cast<size_t>(n - i - 1)];
                }
            } else {
                std::set<int64_t> selected;
                for (int64_t i = 0; i < k; ++i) {
                    int64_t j = randbelow(in, n);
                    while (selected.count(j))
                        j = randbelow(in, n);
                    selected.insert(j);
                    result[static_cast<size_t>(i)] = itemAt(in, population, j);
                }
            }
            return Value::list(result);
        };
        t["uniform"] = [](RandomDraw &in, CallArgs &a) {
            auto b = PyArgs::bind(a, "Random.uniform", {{"a"}, {"b"}}, true);
            return Value::real(affine(*b[0], *b[1], mt(in).random()));
        };
        t["triangular"] = [](RandomDraw &in, CallArgs &a) {
            auto b = PyArgs::bind(a, "Random.triangular", {{"low", false}, {"high", false}, {"mode", false}}, true);
            double low = b[0] ? real(*b[0]) : 0.0, high = b[1] ? real(*b[1]) : 1.0;
            const double u0 = mt(in).random();
            double u = u0, c;
            if (!b[2] || b[2]->kind == Value::Kind::None) {
                c = 0.5;
            } else {
                if (high - low == 0.0)
                    return Value::real(low);
                c = (real(*b[2]) - low) / (high - low);
            }
            if (u > c) {
                u = 1.0 - u;
                c = 1.0 - c;
                std::swap(low, high);
            }
            return Value::real(low + (high - low) * std::sqrt(u * c));
        };
        t["gauss"] = [](RandomDraw &in, CallArgs &a) {
            auto b = PyArgs::bind(a, "Random.gauss", {{"mu", false}, {"sigma", false}}, true);
            return Value::real(RandomVariates::gauss(in.state, b[0] ? real(*b[0]) : 0.0, b[1] ? real(*b[1]) : 1.0));
        };
        t["normalvariate"] = [](RandomDraw &in, CallArgs &a) {
            auto b = PyArgs::bind(a, "Random.normalvariate", {{"mu", false}, {"sigma", false}}, true);
            return Value::real(RandomVariates::normal(in.state, b[0] ? real(*b[0]) : 0.0, b[1] ? real(*b[1]) : 1.0));
        };
        t["lognormvariate"] = [](RandomDraw &in, CallArgs &a) {
            auto b = PyArgs::bind(a, "Random.lognormvariate", {{"mu"}, {"sigma"}}, true);
            return Value::real(std::exp(RandomVariates::normal(in.state, real(*b[0]), real(*b[1]))));
        };
        t["expovariate"] = [](RandomDraw &in, CallArgs &a) {
            auto b = PyArgs::bind(a, "Random.expovariate", {{"lambd"}}, true);
            const double lambd = real(*b[0]);
            const double u = mt(in).random();
            if (lambd == 0.0)
                throw PyError("ZeroDivisionError", "float division by zero");
            return Value::real(-std::log(1.0 - u) / lambd);
        };
        t["gammavariate"] = [](RandomDraw &in, CallArgs &a) {
            auto b = PyArgs::bind(a, "Random.gammavariate", {{"alpha"}, {"beta"}}, true);
            return Value::real(RandomVariates::gamma(in.state, real(*b[0]), real(*b[1])));
        };
        t["betavariate"] = [](RandomDraw &in, CallArgs &a) {
            auto b = PyArgs::bind(a, "Random.betavariate", {{"alpha"}, {"beta"}}, true);
            const double y = RandomVariates::gamma(in.state, real(*b[0]), 1.0);
            if (y != 0.0)
                return Value::real(y / (y + RandomVariates::gamma(in.state, real(*b[1]), 1.0)));
            return Value::real(0.0);
        };
        t["paretovariate"] = [](RandomDraw &in, CallArgs &a) {
            auto b = PyArgs::bind(a, "Random.paretovariate", {{"alpha"}}, true);
            const double u = 1.0 - mt(in).random();
            return Value::real(std::pow(u, -1.0 / real(*b[0])));
        };
        t["weibullvariate"] = [](RandomDraw &in, CallArgs &a) {
            auto b = PyArgs::bind(a, "Random.weibullvariate", {{"alpha"}, {"beta"}}, true);
            const double u = 1.0 - mt(in).random();
            return Value::real(real(*b[0]) * std::pow(-std::log(u), 1.0 / real(*b[1])));
        };
        return t;
    }();
    return table;
}

} // namespace

const std::vector<std::string> &RandomModule::names()
{
    static const std::vector<std::string> n = {
        "BPF", "LOG4", "NV_MAGICCONST", "RECIP_BPF", "Random", "SG_MAGICCONST", "SystemRandom", "TWOPI", "_ONE",
        "_Sequence", "_Set", "__all__", "__builtins__", "__cached__", "__doc__", "__file__", "__loader__", "__name__",
        "__package__", "__spec__", "_accumulate", "_acos", "_bisect", "_ceil", "_cos", "_e", "_exp", "_floor", "_index",
        "_inst", "_isfinite", "_log", "_os", "_pi", "_random", "_repeat", "_sha512", "_sin", "_sqrt", "_test",
        "_test_generator", "_urandom", "_warn", "betavariate", "choice", "choices", "expovariate", "gammavariate",
        "gauss", "getrandbits", "getstate", "lognormvariate", "normalvariate", "paretovariate", "randbytes", "randint",
        "random", "randrange", "sample", "seed", "setstate", "shuffle", "triangular", "uniform", "vonmisesvariate",
        "weibullvariate"};
    return n;
}

std::optional<Value> RandomModule::attribute(const std::string &name)
{
    if (name == "__name__")
        return Value::str("random");
    if (name == "TWOPI")
        return Value::real(kTwoPi);
    if (randomFunctions().count(name) || name == "Random")
        return Value::function("random." + name);
    if (std::binary_search(names().begin(), names().end(), name))
        throw UnsupportedError("random." + name);
    return std::nullopt;
}

bool RandomModule::isMethod(const std::string &name) { return randomFunctions().count(name) != 0; }

Value RandomModule::call(Interpreter &in, const std::string &name, CallArgs &args)
{
    if (name == "Random") {
        // random.Random(x=None): a generator of its own, seeded as seed(x) would.
        auto b = PyArgs::bind(args, "Random", {{"x", false}});
        auto r = make<RandomObject>();
        RandomDraw d{in, r->state};
        randomSeed(d, b[0]);
        return Value::object(Value::Kind::Object, r);
    }
    return callOn(in, in.pylibState().random, name, args);
}

Value RandomModule::callOn(Interpreter &in, RandomState &state, const std::string &name, CallArgs &args)
{
    const auto it = randomFunctions().find(name);
    if (it == randomFunctions().end())
        throw UnsupportedError("random." + name);
    RandomDraw d{in, state};
    return it->second(d, args);
}

} // namespace tl
