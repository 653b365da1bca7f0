#pragma once
// CPython's calls into the C math library for the math module: each checks errno and the
// result as Modules/mathmodule.c does and raises "math domain error" (ValueError) or
// "math range error" (OverflowError).
#include "interp/Value.h"

namespace tl {

class LibmCalls {
public:
    [[noreturn]] static void domainError();
    // A domain error at `x` of a function whose CPython 3.14 message names it (`message`,
    // with %s for x's repr: "expected a nonnegative input, got %s"); null, or profile
    // 1.13: "math domain error".
    [[noreturn]] static void domainError(const char *message, double x);
    [[noreturn]] static void rangeError();
    // is_error: errno after a libm call; underflow (a tiny result with ERANGE) is no error.
    static void checkErrno(double r, int err, const char *domainMessage = nullptr, double x = 0);
    // math_1 / math_2: one or two float arguments through f.
    static double call1(const Value &arg, double (*f)(double), bool canOverflow, const char *domainMessage = nullptr);
    static double call2(const Value &a, const Value &b, double (*f)(double, double));
    // loghelper: a non-positive int is a domain error before any conversion (CPython 3.14:
    // "expected a positive input"; a float: "..., got -1.5").
    static double logOf(const Value &arg, double (*f)(double));
    static double log(double x);
    static double log2(double x);
    static double log10(double x);
    static double remainder(double x, double y);
    static double atan2(double y, double x);
    static double pow(double x, double y);
};

} // namespace tl
