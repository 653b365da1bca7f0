#include "CorrectlyRounded.h"

// libquadmath's binary128 functions (declared here: clang does not see GCC's quadmath.h).
extern "C" {
__float128 acoshq(__float128);
__float128 asinhq(__float128);
__float128 atanhq(__float128);
__float128 erfq(__float128);
__float128 erfcq(__float128);
}

namespace tl::CorrectlyRounded {

double acosh(double x) { return double(acoshq(x)); }
double asinh(double x) { return double(asinhq(x)); }
double atanh(double x) { return double(atanhq(x)); }
double erf(double x) { return double(erfq(x)); }
double erfc(double x) { return double(erfcq(x)); }

} // namespace tl::CorrectlyRounded
