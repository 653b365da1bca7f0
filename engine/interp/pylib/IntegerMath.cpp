// The integer functions of CPython 3.11's math module (math_gcd, math_comb, math_perm,
// math_isqrt, math_factorial) over 64-bit ints; results beyond them are refused.
#include "IntegerMath.h"

#include "core/PyError.h"

#include <climits>
#include <cmath>
#include <cstdint>

namespace tl {

int64_t IntegerMath::checkedMul(int64_t a, int64_t b)
{
    int64_t r;
    if (__builtin_mul_overflow(a, b, &r))
        throw UnsupportedError("Python integers beyond 64 bits");
    return r;
}

int64_t IntegerMath::gcd(int64_t a, int64_t b)
{
    uint64_t x = a < 0 ? uint64_t{0} - static_cast<uint64_t>(a) : static_cast<uint64_t>(a);
    uint64_t y = b < 0 ? uint64_t{0} - static_cast<uint64_t>(b) : static_cast<uint64_t>(b);
    while (y) {
        const uint64_t t = x % y;
        x = y;
        y = t;
    }
    if (x > static_cast<uint64_t>(INT64_MAX))
        throw UnsupportedError("Python integers beyond 64 bits");
    return static_cast<int64_t>(x);
}

int64_t IntegerMath::permComb(int64_t n, int64_t k, bool comb)
{
    if (comb) {
        if (k > n - k)
            k = n - k;
        // C(n, i) = C(n, i-1) * (n-i+1) / i stays integral at each step.
        __int128 r = 1;
        for (int64_t i = 1; i <= k; ++i) {
            r = r * (n - i + 1) / i;
            if (r > INT64_MAX)
                throw UnsupportedError("Python integers beyond 64 bits");
        }
        return static_cast<int64_t>(r);
    }
    int64_t r = 1;
    for (int64_t i = 0; i < k; ++i)
        r = checkedMul(r, n - i);
    return r;
}

int64_t IntegerMath::isqrt(int64_t n)
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

} // namespace tl
