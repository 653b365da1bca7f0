// CPython 3.11's wrappers around the C math library (Modules/mathmodule.c): math_1 and
// math_2 with their errno rules (is_error), m_log/m_log2/m_log10, m_remainder, m_atan2 and
// math_pow's IEEE special cases, turning domain and range failures into Python's errors
// (under profile current with 3.14's messages: each function's own, naming the argument).
#include "LibmCalls.h"

#include "PyNumber.h"
#include "core/PyError.h"
#include "core/VersionProfile.h"
#include "print/PyFloatRepr.h"

#include <cerrno>
#include <cmath>
#include <numbers>

namespace tl {

void LibmCalls::domainError() { throw PyError("ValueError", "math domain error"); }

void LibmCalls::domainError(const char *message, double x)
{
    if (!message || !Profile::isCurrent())
        domainError();
    std::string text = message;
    if (const auto at = text.find("%s"); at != std::string::npos)
        text.replace(at, 2, PyFloatRepr::repr(x));
    throw PyError("ValueError", text);
}
void LibmCalls::rangeError() { throw PyError("OverflowError", "math range error"); }

// is_error: errno after a libm call; underflow (a tiny result with ERANGE) is no error.
void LibmCalls::checkErrno(double r, int err, const char *domainMessage, double x)
{
    if (err == EDOM)
        domainError(domainMessage, x);
    if (err == ERANGE && std::fabs(r) >= 1.5)
        rangeError();
}

double LibmCalls::call1(const Value &arg, double (*f)(double), bool canOverflow, const char *domainMessage)
{
    const double x = PyNumber::toDouble(arg);
    errno = 0;
    const double r = f(x);
    const int err = errno;
    if (std::isnan(r) && !std::isnan(x))
        domainError(domainMessage, x);
    if (std::isinf(r) && std::isfinite(x)) {
        if (canOverflow)
            rangeError();
        domainError(domainMessage, x); // a singularity
    }
    if (std::isfinite(r) && err)
        checkErrno(r, err, domainMessage, x);
    return r;
}

double LibmCalls::call2(const Value &a, const Value &b, double (*f)(double, double))
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

namespace {

// m_log, m_log2 and m_log10: the special values first, then the C library on x > 0.
double logarithm(double x, double (*f)(double))
{
    if (!std::isfinite(x)) {
        if (std::isnan(x) || x > 0.0)
            return x; // log(nan) = nan, log(inf) = inf
        errno = EDOM;
        return NAN; // log(-inf)
    }
    if (x > 0.0)
        return f(x);
    errno = EDOM;
    return x == 0.0 ? -HUGE_VAL : NAN;
}

} // namespace

double LibmCalls::log(double x) { return logarithm(x, [](double v) { return std::log(v); }); }
double LibmCalls::log2(double x) { return logarithm(x, [](double v) { return std::log2(v); }); }
double LibmCalls::log10(double x) { return logarithm(x, [](double v) { return std::log10(v); }); }

// loghelper: a non-positive int is a domain error before any conversion.
double LibmCalls::logOf(const Value &arg, double (*f)(double))
{
    if ((arg.kind == Value::Kind::Int && arg.i <= 0) || (arg.kind == Value::Kind::Bool && !arg.b))
        domainError("expected a positive input", 0);
    return call1(arg, f, false, "expected a positive input, got %s");
}

double LibmCalls::remainder(double x, double y)
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

double LibmCalls::atan2(double y, double x)
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

double LibmCalls::pow(double x, double y)
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

} // namespace tl
