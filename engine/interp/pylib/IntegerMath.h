#pragma once
// Integer arithmetic for math.gcd, lcm, comb, perm, factorial and isqrt, exact over int64.
#include <cstdint>

namespace tl {

class IntegerMath {
public:
    // a * b; UnsupportedError past 64 bits.
    static int64_t checkedMul(int64_t a, int64_t b);
    static int64_t gcd(int64_t a, int64_t b);
    // perm(n, k) = n! / (n-k)!, comb(n, k) = perm / k!, both for 0 <= k <= n.
    static int64_t permComb(int64_t n, int64_t k, bool comb);
    // isqrt(n): ValueError for negative n.
    static int64_t isqrt(int64_t n);
};

} // namespace tl
