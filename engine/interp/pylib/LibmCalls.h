#pragma once
// CPython's calls into the C math library for the math module: each checks errno and the
// result as Modules/mathmodule.c does and raises "math domain error" (ValueError) or
// "math range error" (OverflowError).
#include "interp/Value.h"

namespace tl {

class LibmCalls {
public:
    [[noreturn]] static void domainError();
    [[noreturn]] static void rangeError();
    // is_error: errno after a libm call; underflow (a tiny result with ERANGE) is no error.
    static void checkErrno(double r, int err);
    // math_1 / math_2: one or two float arguments through f.
    static double call1(const Value &arg, double (*f)(double), bool canOverflow);
    static double call2(const Value &a, const Value &b, double (*f)(double, double));
    // loghelper: a non-positive int is a domain error before any conversion.
    static double logOf(const Value &arg, double (*f)(double));
    static double log(double x);
    static double log2(double x);
    static double log10(double x);
    static double remainder(double x, double y);
    static double atan2(double y, double x);
    static double pow(double x, double y);
};

} // namespace tl
