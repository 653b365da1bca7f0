// Port of CPython 3.11 Modules/mathmodule.c: math_1 / math_2 and their errno rules,
// loghelper, math_pow's IEEE special cases, vector_norm, math_fsum (msum), the integer
// functions (factorial, gcd, comb, perm, isqrt) and the __floor__/__ceil__/__trunc__ lookups.
#include "MathModule.h"

#include "CorrectlyRounded.h"
#include "FloatSums.h"
#include "IntegerMath.h"
#include "LanczosGamma.h"
#include "LibmCalls.h"
#include "core/VersionProfile.h"
#include "PyArgs.h"
#include "PyNumber.h"
#include "core/Errors.h"
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

using MathFn = std::function<Value(Interpreter &, CallArgs &)>;

// FUNC1 and FUNC1D: one float argument through math_1; `domainMessage`, FUNC1D's text for
// a domain error in CPython 3.14 (%s: the argument).
MathFn func1(const char *name, double (*f)(double), bool canOverflow, const char *domainMessage = nullptr)
{
    const std::string full = std::string("math.") + name;
    return [full, f, canOverflow, domainMessage](Interpreter &, CallArgs &a) {
        return Value::real(LibmCalls::call1(PyArgs::one(a, full), f, canOverflow, domainMessage));
    };
}

constexpr const char *kInUnitRange = "expected a number in range from -1 up to 1, got %s";
constexpr const char *kFinite = "expected a finite input, got %s";
constexpr const char *kGammaPole = "expected a noninteger or positive integer, got %s";

MathFn func2(const char *name, double (*f)(double, double))
{
    return [name, f](Interpreter &, CallArgs &a) {
        PyArgs::positional(a, name, 2, 2);
        return Value::real(LibmCalls::call2(a.positional[0], a.positional[1], f));
    };
}

double degToRad(double x) { return x * (std::numbers::pi / 180.0); }
double radToDeg(double x) { return x * (180.0 / std::numbers::pi); }

const std::map<std::string, MathFn> &functions()
{
    static const std::map<std::string, MathFn> table = [] {
        std::map<std::string, MathFn> t;
        t["acos"] = func1("acos", [](double x) { return std::acos(x); }, false, kInUnitRange);
        t["acosh"] = func1("acosh", [](double x) { return Profile::isCurrent() ? CorrectlyRounded::acosh(x) : std::acosh(x); }, false, "expected argument value not less than 1, got %s");
        t["asin"] = func1("asin", [](double x) { return std::asin(x); }, false, kInUnitRange);
        t["asinh"] = func1("asinh", [](double x) { return Profile::isCurrent() ? CorrectlyRounded::asinh(x) : std::asinh(x); }, false);
        t["atan"] = func1("atan", [](double x) { return std::atan(x); }, false);
        t["atanh"] = func1("atanh", [](double x) { return Profile::isCurrent() ? CorrectlyRounded::atanh(x) : std::atanh(x); }, false, "expected a number between -1 and 1, got %s");
        t["cbrt"] = func1("cbrt", [](double x) { return std::cbrt(x); }, false);
        t["cos"] = func1("cos", [](double x) { return std::cos(x); }, false, kFinite);
        t["cosh"] = func1("cosh", [](double x) { return std::cosh(x); }, true);
        t["erf"] = func1("erf", [](double x) { return Profile::isCurrent() ? CorrectlyRounded::erf(x) : std::erf(x); }, false);
        t["erfc"] = func1("erfc", [](double x) { return Profile::isCurrent() ? CorrectlyRounded::erfc(x) : std::erfc(x); }, false);
        t["exp"] = func1("exp", [](double x) { return std::exp(x); }, true);
        t["exp2"] = func1("exp2", [](double x) { return std::exp2(x); }, true);
        t["expm1"] = func1("expm1", [](double x) { return std::expm1(x); }, true);
        t["fabs"] = func1("fabs", [](double x) { return std::fabs(x); }, false);
        t["log1p"] = func1("log1p", [](double x) { return std::log1p(x); }, false, "expected argument value > -1, got %s");
        t["sin"] = func1("sin", [](double x) { return std::sin(x); }, false, kFinite);
        t["sinh"] = func1("sinh", [](double x) { return std::sinh(x); }, true);
        t["sqrt"] = func1("sqrt", [](double x) { return std::sqrt(x); }, false, "expected a nonnegative input, got %s");
        t["tan"] = func1("tan", [](double x) { return std::tan(x); }, false, kFinite);
        t["tanh"] = func1("tanh", [](double x) { return std::tanh(x); }, false);
        // math_1a: only errno decides the error (gamma's poles and overflows).
        for (const auto &entry : {std::pair{"gamma", &LanczosGamma::gamma}, std::pair{"lgamma", &LanczosGamma::lgamma}}) {
            const char *name = entry.first;
            const auto f = entry.second; // a plain variable: Clang captures no structured bindings
            const std::string full = std::string("math.") + name;
            t[name] = [full, f](Interpreter &, CallArgs &a) {
                const double x = PyNumber::toDouble(PyArgs::one(a, full));
                errno = 0;
                const double r = f(x);
                const int err = errno;
                if (err)
                    LibmCalls::checkErrno(r, err, kGammaPole, x);
                return Value::real(r);
            };
        }
        t["degrees"] = func1("degrees", radToDeg, false);
        t["radians"] = func1("radians", degToRad, false);
        t["atan2"] = func2("atan2", LibmCalls::atan2);
        t["copysign"] = func2("copysign", [](double x, double y) { return std::copysign(x, y); });
        t["remainder"] = func2("remainder", LibmCalls::remainder);
        t["nextafter"] = func2("nextafter", [](double x, double y) { return std::nextafter(x, y); });
        t["fmod"] = [](Interpreter &, CallArgs &a) {
            PyArgs::positional(a, "fmod", 2, 2);
            const double x = PyNumber::toDouble(a.positional[0]), y = PyNumber::toDouble(a.positional[1]);
            if (std::isinf(y) && std::isfinite(x))
                return Value::real(x);
            const double r = std::fmod(x, y);
            if (std::isnan(r) && !std::isnan(x) && !std::isnan(y))
                LibmCalls::domainError();
            return Value::real(r);
        };
        t["pow"] = [](Interpreter &, CallArgs &a) {
            PyArgs::positional(a, "pow", 2, 2);
            return Value::real(LibmCalls::pow(PyNumber::toDouble(a.positional[0]), PyNumber::toDouble(a.positional[1])));
        };
        t["log"] = [](Interpreter &, CallArgs &a) {
            PyArgs::noKeywords(a, "log");
            if (a.positional.empty() || a.positional.size() > 2)
                throw PyError("TypeError", "math.log requires 1 to 2 arguments");
            const double num = LibmCalls::logOf(a.positional[0], LibmCalls::log);
            if (a.positional.size() == 1)
                return Value::real(num);
            const double den = LibmCalls::logOf(a.positional[1], LibmCalls::log);
            if (den == 0.0)
                throw Operators::zeroDivision("float division by zero");
            return Value::real(num / den);
        };
        t["log2"] = [](Interpreter &, CallArgs &a) { return Value::real(LibmCalls::logOf(PyArgs::one(a, "math.log2"), LibmCalls::log2)); };
        t["log10"] = [](Interpreter &, CallArgs &a) { return Value::real(LibmCalls::logOf(PyArgs::one(a, "math.log10"), LibmCalls::log10)); };
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
                    throw Errors::invalidKeyword(k, "isclose()");
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
            return Value::real(FloatSums::vectorNorm(coords, max, nan));
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
            return Value::real(FloatSums::vectorNorm(diffs, max, nan));
        };
        t["fsum"] = [](Interpreter &in, CallArgs &a) {
            std::vector<double> xs;
            for (const auto &v : in.iterate(PyArgs::one(a, "math.fsum")))
                xs.push_back(PyNumber::toDouble(v));
            return Value::real(FloatSums::fsum(xs));
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
                LibmCalls::rangeError();
            if (e < INT_MIN)
                return Value::real(std::copysign(0., x));
            const double r = std::ldexp(x, static_cast<int>(e));
            if (std::isinf(r))
                LibmCalls::rangeError();
            return Value::real(r);
        };
        t["factorial"] = [](Interpreter &, CallArgs &a) {
            const int64_t n = PyNumber::index(PyArgs::one(a, "math.factorial"));
            if (n < 0)
                throw PyError("ValueError", "factorial() not defined for negative values");
            int64_t r = 1;
            for (int64_t i = 2; i <= n; ++i)
                r = IntegerMath::checkedMul(r, i);
            return Value::integer(r);
        };
        auto gcdLike = [](bool lcm) -> MathFn {
            return [lcm](Interpreter &, CallArgs &a) {
                PyArgs::noKeywords(a, lcm ? "lcm" : "gcd");
                int64_t r = lcm ? 1 : 0;
                for (const auto &v : a.positional) {
                    const int64_t x = PyNumber::index(v);
                    if (!lcm) {
                        r = IntegerMath::gcd(r, x);
                    } else if (r == 0 || x == 0) {
                        r = 0;
                    } else {
                        const int64_t g = IntegerMath::gcd(r, x);
                        r = IntegerMath::checkedMul(r / g, x);
                        if (r < 0)
                            r = IntegerMath::checkedMul(r, -1);
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
            return Value::integer(k > n ? 0 : IntegerMath::permComb(n, k, true));
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
            return Value::integer(k > n ? 0 : IntegerMath::permComb(n, k, false));
        };
        t["isqrt"] = [](Interpreter &, CallArgs &a) { return Value::integer(IntegerMath::isqrt(PyNumber::index(PyArgs::one(a, "math.isqrt")))); };
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
        return Value::constantNan(Value::kMathNan);
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

} // namespace tl
