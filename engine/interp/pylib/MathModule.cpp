// Port of CPython 3.11 Modules/mathmodule.c: math_1 / math_2 and their errno rules,
// loghelper, math_pow's IEEE special cases, vector_norm, math_fsum (msum), the integer
// functions (factorial, gcd, comb, perm, isqrt) and the __floor__/__ceil__/__trunc__ lookups.
#include "MathModule.h"

#include "LanczosGamma.h"
#include "PyArgs.h"
#include "PyNumber.h"
#include "core/PyError.h"
#include "interp/Interpreter.h"
#include "interp/Operators.h"
#include "interp/PythonTypes.h"

#include <cerrno>
#include <cfloat>
#include <climits>
#include <cmath>
#include <functional>
#include <map>
#include <numbers>

namespace tl {

namespace {

[[noreturn]] void domainError() { throw PyError("ValueError", "math domain error"); }
[[noreturn]] void rangeError() { throw PyError("OverflowError", "math range error"); }
[[noreturn]] void beyond64Bits() { throw UnsupportedError("Python integers beyond 64 bits"); }

// is_error: errno after a libm call; underflow (a tiny result with ERANGE) is no error.
void checkErrno(double r, int err)
{
    if (err == EDOM)
        domainError();
    if (err == ERANGE && std::fabs(r) >= 1.5)
        rangeError();
}

double math1(const Value &arg, double (*f)(double), bool canOverflow)
{
    const double x = PyNumber::toDouble(arg);
    errno = 0;
    const double r = f(x);
    const int err = errno;
    if (std::isnan(r) && !std::isnan(x))
        domainError();
    if (std::isinf(r) && std::isfinite(x)) {
        if (canOverflow)
            rangeError();
        domainError(); // a singularity
    }
    if (std::isfinite(r) && err)
        checkErrno(r, err);
    return r;
}

double math2(const Value &a, const Value &b, double (*f)(double, double))
{
    const double x = PyNumber::toDouble(a), y = PyNumber::toDouble(b);
    errno = 0;
    const double r = f(x, y);
    int err = errno;
    if (std::isnan(r))
        err = !std::isnan(x) && !std::isnan(y) ? EDOM : 0;
    else if (std::isinf(r))
        err = std::isfinite(x) && std::isfinite(y) ? ERANGE : 0;
    if (err)
        checkErrno(r, err);
    return r;
}

double mLog(double x)
{
    if (std::isfinite(x)) {
        if (x > 0.0)
            return std::log(x);
        errno = EDOM;
        return x == 0.0 ? -HUGE_VAL : NAN;
    }
    if (std::isnan(x) || x > 0.0)
        return x;
    errno = EDOM;
    return NAN;
}

double mLog2(double x)
{
    if (!std::isfinite(x)) {
        if (std::isnan(x) || x > 0.0)
            return x;
        errno = EDOM;
        return NAN;
    }
    if (x > 0.0)
        return std::log2(x);
    errno = EDOM;
    return x == 0.0 ? -HUGE_VAL : NAN;
}

double mLog10(double x)
{
    if (std::isfinite(x)) {
        if (x > 0.0)
            return std::log10(x);
        errno = EDOM;
        return x == 0.0 ? -HUGE_VAL : NAN;
    }
    if (std::isnan(x) || x > 0.0)
        return x;
    errno = EDOM;
    return NAN;
}

// loghelper: a non-positive int is a domain error before any conversion.
double logHelper(const Value &arg, double (*f)(double))
{
    if ((arg.kind == Value::Kind::Int && arg.i <= 0) || (arg.kind == Value::Kind::Bool && !arg.b))
        domainError();
    return math1(arg, f, false);
}

double mRemainder(double x, double y)
{
    if (std::isfinite(x) && std::isfinite(y)) {
        if (y == 0.0)
            return NAN;
        const double absx = std::fabs(x), absy = std::fabs(y);
        const double m = std::fmod(absx, absy);
        const double c = absy - m;
        double r;
        if (m < c)
            r = m;
        else if (m > c)
            r = -c;
        else
            r = m - 2.0 * std::fmod(0.5 * (absx - m), absy); // half way: round to even
        return std::copysign(1.0, x) * r;
    }
    if (std::isnan(x))
        return x;
    if (std::isnan(y))
        return y;
    if (std::isinf(x))
        return NAN;
    return x;
}

double mAtan2(double y, double x)
{
    constexpr double pi = std::numbers::pi;
    if (std::isnan(x) || std::isnan(y))
        return NAN;
    if (std::isinf(y)) {
        if (std::isinf(x))
            return std::copysign(std::copysign(1., x) == 1. ? 0.25 * pi : 0.75 * pi, y);
        return std::copysign(0.5 * pi, y);
    }
    if (std::isinf(x) || y == 0.)
        return std::copysign(1., x) == 1. ? std::copysign(0., y) : std::copysign(pi, y);
    return std::atan2(y, x);
}

double mPow(double x, double y)
{
    double r = 0.;
    int err = 0;
    if (!std::isfinite(x) || !std::isfinite(y)) {
        if (std::isnan(x))
            r = y == 0. ? 1. : x;
        else if (std::isnan(y))
            r = x == 1. ? 1. : y;
        else if (std::isinf(x)) {
            const bool oddY = std::isfinite(y) && std::fmod(std::fabs(y), 2.0) == 1.0;
            if (y > 0.)
                r = oddY ? x : std::fabs(x);
            else if (y == 0.)
                r = 1.;
            else
                r = oddY ? std::copysign(0., x) : 0.;
        } else {
            if (std::fabs(x) == 1.0)
                r = 1.;
            else if (y > 0. && std::fabs(x) > 1.0)
                r = y;
            else if (y < 0. && std::fabs(x) < 1.0) {
                r = -y;
                if (x == 0.)
                    err = EDOM; // 0**-inf: divide by zero
            } else
                r = 0.;
        }
    } else {
        r = std::pow(x, y);
        if (!std::isfinite(r)) {
            if (std::isnan(r))
                err = EDOM;
            else
                err = x == 0. ? EDOM : ERANGE;
        }
    }
    if (err)
        checkErrno(r, err);
    return r;
}

// math.floor / ceil / trunc: int and float (and their NumPy forms) have the method,
// anything else with __float__ goes through it; trunc requires __trunc__ itself.
Value rounding(const Value &v, double (*f)(double), const char *method)
{
    using K = Value::Kind;
    if (v.kind == K::Int)
        return v;
    if (v.kind == K::Bool)
        return Value::integer(v.b);
    if (std::string(method) == "__trunc__" && v.kind != K::Float && v.kind != K::NpScalar)
        throw PyError("TypeError", "type " + PythonTypes::shortName(v) + " doesn't define __trunc__ method");
    if (v.kind == K::NpScalar && !v.scalar.isFloating())
        return Value::integer(v.scalar.isBool() ? v.scalar.toBool() : v.scalar.toInt());
    return Value::integer(PyNumber::floatToLong(f(PyNumber::toDouble(v))));
}

int64_t checkedMul(int64_t a, int64_t b)
{
    int64_t r;
    if (__builtin_mul_overflow(a, b, &r))
        beyond64Bits();
    return r;
}

int64_t gcd64(int64_t a, int64_t b)
{
    uint64_t x = a < 0 ? uint64_t{0} - static_cast<uint64_t>(a) : static_cast<uint64_t>(a);
    uint64_t y = b < 0 ? uint64_t{0} - static_cast<uint64_t>(b) : static_cast<uint64_t>(b);
    while (y) {
        const uint64_t t = x % y;
        x = y;
        y = t;
    }
    if (x > static_cast<uint64_t>(INT64_MAX))
        beyond64Bits();
    return static_cast<int64_t>(x);
}

// perm(n, k) = n! / (n-k)!, comb(n, k) = perm / k!, both for 0 <= k <= n.
int64_t permComb(int64_t n, int64_t k, bool comb)
{
    if (comb) {
        if (k > n - k)
            k = n - k;
        // C(n, i) = C(n, i-1) * (n-i+1) / i stays integral at each step.
        __int128 r = 1;
        for (int64_t i = 1; i <= k; ++i) {
            r = r * (n - i + 1) / i;
            if (r > INT64_MAX)
                beyond64Bits();
        }
        return static_cast<int64_t>(r);
    }
    int64_t r = 1;
    for (int64_t i = 0; i < k; ++i)
        r = checkedMul(r, n - i);
    return r;
}

int64_t isqrt(int64_t n)
{
    if (n < 0)
        throw PyError("ValueError", "isqrt() argument must be nonnegative");
    uint64_t r = static_cast<uint64_t>(std::sqrt(static_cast<double>(n)));
    while (r * r > static_cast<uint64_t>(n))
        --r;
    while ((r + 1) * (r + 1) <= static_cast<uint64_t>(n))
        ++r;
    return static_cast<int64_t>(r);
}

using MathFn = std::function<Value(Interpreter &, CallArgs &)>;

// FUNC1: one float argument through math_1.
MathFn func1(const char *name, double (*f)(double), bool canOverflow)
{
    const std::string full = std::string("math.") + name;
    return [full, f, canOverflow](Interpreter &, CallArgs &a) {
        return Value::real(math1(PyArgs::one(a, full), f, canOverflow));
    };
}

MathFn func2(const char *name, double (*f)(double, double))
{
    return [name, f](Interpreter &, CallArgs &a) {
        PyArgs::positional(a, name, 2, 2);
        return Value::real(math2(a.positional[0], a.positional[1], f));
    };
}

double degToRad(double x) { return x * (std::numbers::pi / 180.0); }
double radToDeg(double x) { return x * (180.0 / std::numbers::pi); }

const std::map<std::string, MathFn> &functions()
{
    static const std::map<std::string, MathFn> table = [] {
        std::map<std::string, MathFn> t;
        t["acos"] = func1("acos", [](double x) { return std::acos(x); }, false);
        t["acosh"] = func1("acosh", [](double x) { return std::acosh(x); }, false);
        t["asin"] = func1("asin", [](double x) { return std::asin(x); }, false);
        t["asinh"] = func1("asinh", [](double x) { return std::asinh(x); }, false);
        t["atan"] = func1("atan", [](double x) { return std::atan(x); }, false);
        t["atanh"] = func1("atanh", [](double x) { return std::atanh(x); }, false);
        t["cbrt"] = func1("cbrt", [](double x) { return std::cbrt(x); }, false);
        t["cos"] = func1("cos", [](double x) { return std::cos(x); }, false);
        t["cosh"] = func1("cosh", [](double x) { return std::cosh(x); }, true);
        t["erf"] = func1("erf", [](double x) { return std::erf(x); }, false);
        t["erfc"] = func1("erfc", [](double x) { return std::erfc(x); }, false);
        t["exp"] = func1("exp", [](double x) { return std::exp(x); }, true);
        t["exp2"] = func1("exp2", [](double x) { return std::exp2(x); }, true);
        t["expm1"] = func1("expm1", [](double x) { return std::expm1(x); }, true);
        t["fabs"] = func1("fabs", [](double x) { return std::fabs(x); }, false);
        t["log1p"] = func1("log1p", [](double x) { return std::log1p(x); }, false);
        t["sin"] = func1("sin", [](double x) { return std::sin(x); }, false);
        t["sinh"] = func1("sinh", [](double x) { return std::sinh(x); }, true);
        t["sqrt"] = func1("sqrt", [](double x) { return std::sqrt(x); }, false);
        t["tan"] = func1("tan", [](double x) { return std::tan(x); }, false);
        t["tanh"] = func1("tanh", [](double x) { return std::tanh(x); }, false);
        // math_1a: only errno decides the error (gamma's poles and overflows).
        for (auto [name, f] : {std::pair{"gamma", &LanczosGamma::gamma}, std::pair{"lgamma", &LanczosGamma::lgamma}}) {
            const std::string full = std::string("math.") + name;
            t[name] = [full, f](Interpreter &, CallArgs &a) {
                const double x = PyNumber::toDouble(PyArgs::one(a, full));
                errno = 0;
                const double r = f(x);
                const int err = errno;
                if (err)
                    checkErrno(r, err);
                return Value::real(r);
            };
        }
        t["degrees"] = func1("degrees", radToDeg, false);
        t["radians"] = func1("radians", degToRad, false);
        t["atan2"] = func2("atan2", mAtan2);
        t["copysign"] = func2("copysign", [](double x, double y) { return std::copysign(x, y); });
        t["remainder"] = func2("remainder", mRemainder);
        t["nextafter"] = func2("nextafter", [](double x, double y) { return std::nextafter(x, y); });
        t["fmod"] = [](Interpreter &, CallArgs &a) {
            PyArgs::positional(a, "fmod", 2, 2);
            const double x = PyNumber::toDouble(a.positional[0]), y = PyNumber::toDouble(a.positional[1]);
            if (std::isinf(y) && std::isfinite(x))
                return Value::real(x);
            const double r = std::fmod(x, y);
            if (std::isnan(r) && !std::isnan(x) && !std::isnan(y))
                domainError();
            return Value::real(r);
        };
        t["pow"] = [](Interpreter &, CallArgs &a) {
            PyArgs::positional(a, "pow", 2, 2);
            return Value::real(mPow(PyNumber::toDouble(a.positional[0]), PyNumber::toDouble(a.positional[1])));
        };
        t["log"] = [](Interpreter &, CallArgs &a) {
            PyArgs::noKeywords(a, "log");
            if (a.positional.empty() || a.positional.size() > 2)
                throw PyError("TypeError", "math.log requires 1 to 2 arguments");
            const double num = logHelper(a.positional[0], mLog);
            if (a.positional.size() == 1)
                return Value::real(num);
            const double den = logHelper(a.positional[1], mLog);
            if (den == 0.0)
                throw PyError("ZeroDivisionError", "float division by zero");
            return Value::real(num / den);
        };
        t["log2"] = [](Interpreter &, CallArgs &a) { return Value::real(logHelper(PyArgs::one(a, "math.log2"), mLog2)); };
        t["log10"] = [](Interpreter &, CallArgs &a) { return Value::real(logHelper(PyArgs::one(a, "math.log10"), mLog10)); };
        t["floor"] = [](Interpreter &, CallArgs &a) {
            return rounding(PyArgs::one(a, "math.floor"), [](double x) { return std::floor(x); }, "__floor__");
        };
        t["ceil"] = [](Interpreter &, CallArgs &a) {
            return rounding(PyArgs::one(a, "math.ceil"), [](double x) { return std::ceil(x); }, "__ceil__");
        };
        t["trunc"] = [](Interpreter &, CallArgs &a) {
            return rounding(PyArgs::one(a, "math.trunc"), [](double x) { return std::trunc(x); }, "__trunc__");
        };
        t["isnan"] = [](Interpreter &, CallArgs &a) { return Value::boolean(std::isnan(PyNumber::toDouble(PyArgs::one(a, "math.isnan")))); };
        t["isinf"] = [](Interpreter &, CallArgs &a) { return Value::boolean(std::isinf(PyNumber::toDouble(PyArgs::one(a, "math.isinf")))); };
        t["isfinite"] = [](Interpreter &, CallArgs &a) {
            return Value::boolean(std::isfinite(PyNumber::toDouble(PyArgs::one(a, "math.isfinite"))));
        };
        t["ulp"] = [](Interpreter &, CallArgs &a) {
            double x = PyNumber::toDouble(PyArgs::one(a, "math.ulp"));
            if (std::isnan(x))
                return Value::real(x);
            x = std::fabs(x);
            if (std::isinf(x))
                return Value::real(x);
            const double x2 = std::nextafter(x, INFINITY);
            if (std::isinf(x2))
                return Value::real(x - std::nextafter(x, -INFINITY)); // the largest float
            return Value::real(x2 - x);
        };
        t["isclose"] = [](Interpreter &, CallArgs &a) {
            for (const auto &[k, v] : a.keywords)
                if (k != "a" && k != "b" && k != "rel_tol" && k != "abs_tol")
                    throw PyError("TypeError", "'" + k + "' is an invalid keyword argument for isclose()");
            if (a.positional.size() > 2)
                throw PyError("TypeError", "isclose() takes exactly 2 positional arguments (" +
                                               std::to_string(a.positional.size()) + " given)");
            const auto av = a.get(0, "a"), bv = a.get(1, "b");
            if (!av)
                throw PyError("TypeError", "isclose() missing required argument 'a' (pos 1)");
            if (!bv)
                throw PyError("TypeError", "isclose() missing required argument 'b' (pos 2)");
            const double x = PyNumber::toDouble(*av), y = PyNumber::toDouble(*bv);
            const auto rt = a.keyword("rel_tol"), at = a.keyword("abs_tol");
            const double relTol = rt ? PyNumber::toDouble(*rt) : 1e-09, absTol = at ? PyNumber::toDouble(*at) : 0.0;
            if (relTol < 0.0 || absTol < 0.0)
                throw PyError("ValueError", "tolerances must be non-negative");
            if (x == y)
                return Value::boolean(true);
            if (std::isinf(x) || std::isinf(y))
                return Value::boolean(false);
            const double diff = std::fabs(y - x);
            return Value::boolean(diff <= std::fabs(relTol * y) || diff <= std::fabs(relTol * x) || diff <= absTol);
        };
        t["hypot"] = [](Interpreter &, CallArgs &a) {
            PyArgs::noKeywords(a, "hypot");
            std::vector<double> coords;
            double max = 0.0;
            bool nan = false;
            for (const auto &v : a.positional) {
                const double x = std::fabs(PyNumber::toDouble(v));
                coords.push_back(x);
                nan |= std::isnan(x);
                if (x > max)
                    max = x;
            }
            return Value::real(MathModule::vectorNorm(coords, max, nan));
        };
        t["dist"] = [](Interpreter &in, CallArgs &a) {
            PyArgs::positional(a, "dist", 2, 2);
            const ValueList p = in.iterate(a.positional[0]), q = in.iterate(a.positional[1]);
            if (p.size() != q.size())
                throw PyError("ValueError", "both points must have the same number of dimensions");
            std::vector<double> diffs;
            double max = 0.0;
            bool nan = false;
            for (size_t i = 0; i < p.size(); ++i) {
                const double px = PyNumber::toDouble(p[i]), qx = PyNumber::toDouble(q[i]);
                const double x = std::fabs(px - qx);
                diffs.push_back(x);
                nan |= std::isnan(x);
                if (x > max)
                    max = x;
            }
            return Value::real(MathModule::vectorNorm(diffs, max, nan));
        };
        t["fsum"] = [](Interpreter &in, CallArgs &a) {
            std::vector<double> xs;
            for (const auto &v : in.iterate(PyArgs::one(a, "math.fsum")))
                xs.push_back(PyNumber::toDouble(v));
            return Value::real(MathModule::fsum(xs));
        };
        t["prod"] = [](Interpreter &in, CallArgs &a) {
            for (const auto &[k, v] : a.keywords)
                if (k != "start")
                    throw PyError("TypeError", "prod() got an unexpected keyword argument '" + k + "'");
            if (a.positional.size() != 1)
                throw PyError("TypeError", "prod() takes exactly 1 positional argument (" + std::to_string(a.positional.size()) +
                                               " given)");
            Value result = a.keyword("start").value_or(Value::integer(1));
            for (const auto &v : in.iterate(a.positional[0]))
                result = Operators::binary(in.runtime(), ast::BinaryOp::Mul, result, v);
            return result;
        };
        t["frexp"] = [](Interpreter &, CallArgs &a) {
            double x = PyNumber::toDouble(PyArgs::one(a, "math.frexp"));
            int e = 0;
            if (!(std::isnan(x) || std::isinf(x) || x == 0.0))
                x = std::frexp(x, &e);
            return Value::tuple({Value::real(x), Value::integer(e)});
        };
        t["modf"] = [](Interpreter &, CallArgs &a) {
            const double x = PyNumber::toDouble(PyArgs::one(a, "math.modf"));
            if (std::isinf(x))
                return Value::tuple({Value::real(std::copysign(0., x)), Value::real(x)});
            double ip = 0.0;
            const double fp = std::modf(x, &ip);
            return Value::tuple({Value::real(fp), Value::real(ip)});
        };
        t["ldexp"] = [](Interpreter &, CallArgs &a) {
            PyArgs::positional(a, "ldexp", 2, 2);
            const double x = PyNumber::toDouble(a.positional[0]);
            const Value &iv = a.positional[1];
            if (iv.kind != Value::Kind::Int && iv.kind != Value::Kind::Bool)
                throw PyError("TypeError", "Expected an int as second argument to ldexp.");
            const int64_t e = iv.kind == Value::Kind::Bool ? iv.b : iv.i;
            if (x == 0. || !std::isfinite(x))
                return Value::real(x);
            if (e > INT_MAX)
                rangeError();
            if (e < INT_MIN)
                return Value::real(std::copysign(0., x));
            const double r = std::ldexp(x, static_cast<int>(e));
            if (std::isinf(r))
                rangeError();
            return Value::real(r);
        };
        t["factorial"] = [](Interpreter &, CallArgs &a) {
            const int64_t n = PyNumber::index(PyArgs::one(a, "math.factorial"));
            if (n < 0)
                throw PyError("ValueError", "factorial() not defined for negative values");
            int64_t r = 1;
            for (int64_t i = 2; i <= n; ++i)
                r = checkedMul(r, i);
            return Value::integer(r);
        };
        auto gcdLike = [](bool lcm) -> MathFn {
            return [lcm](Interpreter &, CallArgs &a) {
                PyArgs::noKeywords(a, lcm ? "lcm" : "gcd");
                int64_t r = lcm ? 1 : 0;
                for (const auto &v : a.positional) {
                    const int64_t x = PyNumber::index(v);
                    if (!lcm) {
                        r = gcd64(r, x);
                    } else if (r == 0 || x == 0) {
                        r = 0;
                    } else {
                        const int64_t g = gcd64(r, x);
                        r = checkedMul(r / g, x);
                        if (r < 0)
                            r = checkedMul(r, -1);
                    }
                }
                if (lcm && a.positional.empty())
                    r = 1;
                return Value::integer(r);
            };
        };
        t["gcd"] = gcdLike(false);
        t["lcm"] = gcdLike(true);
        t["comb"] = [](Interpreter &, CallArgs &a) {
            PyArgs::positional(a, "comb", 2, 2);
            const int64_t n = PyNumber::index(a.positional[0]), k = PyNumber::index(a.positional[1]);
            if (n < 0)
                throw PyError("ValueError", "n must be a non-negative integer");
            if (k < 0)
                throw PyError("ValueError", "k must be a non-negative integer");
            return Value::integer(k > n ? 0 : permComb(n, k, true));
        };
        t["perm"] = [](Interpreter &, CallArgs &a) {
            PyArgs::positional(a, "perm", 1, 2);
            const int64_t n = PyNumber::index(a.positional[0]);
            const bool noK = a.positional.size() == 1 || a.positional[1].kind == Value::Kind::None;
            const int64_t k = noK ? n : PyNumber::index(a.positional[1]);
            if (n < 0)
                throw PyError("ValueError", "n must be a non-negative integer");
            if (k < 0)
                throw PyError("ValueError", "k must be a non-negative integer");
            return Value::integer(k > n ? 0 : permComb(n, k, false));
        };
        t["isqrt"] = [](Interpreter &, CallArgs &a) { return Value::integer(isqrt(PyNumber::index(PyArgs::one(a, "math.isqrt")))); };
        return t;
    }();
    return table;
}

} // namespace

const std::vector<std::string> &MathModule::names()
{
    static const std::vector<std::string> n = {
        "__doc__", "__loader__", "__name__", "__package__", "__spec__", "acos", "acosh", "asin", "asinh", "atan",
        "atan2", "atanh", "cbrt", "ceil", "comb", "copysign", "cos", "cosh", "degrees", "dist", "e", "erf", "erfc",
        "exp", "exp2", "expm1", "fabs", "factorial", "floor", "fmod", "frexp", "fsum", "gamma", "gcd", "hypot", "inf",
        "isclose", "isfinite", "isinf", "isnan", "isqrt", "lcm", "ldexp", "lgamma", "log", "log10", "log1p", "log2",
        "modf", "nan", "nextafter", "perm", "pi", "pow", "prod", "radians", "remainder", "sin", "sinh", "sqrt", "tan",
        "tanh", "tau", "trunc", "ulp"};
    return n;
}

std::optional<Value> MathModule::attribute(const std::string &name)
{
    if (name == "pi")
        return Value::real(std::numbers::pi);
    if (name == "e")
        return Value::real(std::numbers::e);
    if (name == "tau")
        return Value::real(2.0 * std::numbers::pi);
    if (name == "inf")
        return Value::real(INFINITY);
    if (name == "nan")
        return Value::real(NAN);
    if (name == "__name__")
        return Value::str("math");
    if (functions().count(name))
        return Value::function("math." + name);
    if (std::binary_search(names().begin(), names().end(), name))
        throw UnsupportedError("math." + name);
    return std::nullopt;
}

Value MathModule::call(Interpreter &in, const std::string &name, CallArgs &args)
{
    const auto it = functions().find(name);
    if (it == functions().end())
        throw UnsupportedError("math." + name);
    return it->second(in, args);
}

double MathModule::vectorNorm(std::vector<double> vec, double max, bool foundNan)
{
    const double T27 = 134217729.0; // ldexp(1.0, 27) + 1.0: Veltkamp-Dekker splitting
    if (std::isinf(max))
        return max;
    if (foundNan)
        return NAN;
    const size_t n = vec.size();
    if (max == 0.0 || n <= 1)
        return max;
    int maxE = 0;
    std::frexp(max, &maxE);
    if (maxE < -1023) {
        // ldexp(1.0, -maxE) would overflow: scale subnormals up first.
        for (double &x : vec)
            x /= DBL_MIN;
        return DBL_MIN * vectorNorm(vec, max / DBL_MIN, foundNan);
    }
    const double scale = std::ldexp(1.0, -maxE);
    double csum = 1.0, frac1 = 0.0, frac2 = 0.0, frac3 = 0.0, oldcsum, x, t, hi, lo;
    for (double v : vec) {
        x = v * scale; // lossless scaling
        t = x * T27;
        hi = t - (t - x);
        lo = x - hi;
        x = hi * hi;
        oldcsum = csum;
        csum += x;
        frac1 += (oldcsum - csum) + x;
        x = 2.0 * hi * lo;
        oldcsum = csum;
        csum += x;
        frac2 += (oldcsum - csum) + x;
        frac3 += lo * lo;
    }
    const double h = std::sqrt(csum - 1.0 + (frac1 + frac2 + frac3));
    // Differential correction of the square root.
    x = h;
    t = x * T27;
    hi = t - (t - x);
    lo = x - hi;
    x = -hi * hi;
    oldcsum = csum;
    csum += x;
    frac1 += (oldcsum - csum) + x;
    x = -2.0 * hi * lo;
    oldcsum = csum;
    csum += x;
    frac2 += (oldcsum - csum) + x;
    x = -lo * lo;
    oldcsum = csum;
    csum += x;
    frac3 += (oldcsum - csum) + x;
    x = csum - 1.0 + (frac1 + frac2 + frac3);
    return (h + x / (2.0 * h)) / scale;
}

double MathModule::fsum(const std::vector<double> &values)
{
    std::vector<double> p; // partials
    double specialSum = 0.0, infSum = 0.0;
    for (double x : values) {
        const double xsave = x;
        size_t i = 0;
        for (size_t j = 0; j < p.size(); ++j) {
            double y = p[j];
            if (std::fabs(x) < std::fabs(y))
                std::swap(x, y);
            const double hi = x + y;
            const double yr = hi - x;
            const double lo = y - yr;
            if (lo != 0.0)
                p[i++] = lo;
            x = hi;
        }
        p.resize(i);
        if (x != 0.0) {
            if (!std::isfinite(x)) {
                // An intermediate overflow, or a nan or inf among the summands.
                if (std::isfinite(xsave))
                    throw PyError("OverflowError", "intermediate overflow in fsum");
                if (std::isinf(xsave))
                    infSum += xsave;
                specialSum += xsave;
                p.clear();
            } else {
                p.push_back(x);
            }
        }
    }
    if (specialSum != 0.0) {
        if (std::isnan(infSum))
            throw PyError("ValueError", "-inf + inf in fsum");
        return specialSum;
    }
    double hi = 0.0;
    size_t n = p.size();
    if (n > 0) {
        double lo = 0.0;
        hi = p[--n];
        while (n > 0) {
            const double x = hi;
            const double y = p[--n];
            hi = x + y;
            const double yr = hi - x;
            lo = y - yr;
            if (lo != 0.0)
                break;
        }
        // Half-even rounding across several partials.
        if (n > 0 && ((lo < 0.0 && p[n - 1] < 0.0) || (lo > 0.0 && p[n - 1] > 0.0))) {
            const double y = lo * 2.0;
            const double x = hi + y;
            const double yr = x - hi;
            if (y == yr)
                hi = x;
        }
    }
    return hi;
}

} // namespace tl
