// Port of random_seed's key, random_random and _random_Random_getrandbits_impl from CPython
// 3.11 Modules/_randommodule.c (genrand_uint32 and init_by_array are the reference MT19937's).
#include "MersenneTwister.h"

#include <cstddef>

namespace tl {

void MersenneTwister::seedWords(const std::vector<uint32_t> &key) { engine_.seedByArray(key); }

void MersenneTwister::seed(uint64_t magnitude)
{
    std::vector<uint32_t> key;
    while (magnitude) {
        key.push_back(static_cast<uint32_t>(magnitude & 0xffffffffU));
        magnitude >>= 32;
    }
    if (key.empty())
        key.push_back(0);
    seedWords(key);
}

double MersenneTwister::random()
{
    const uint32_t a = next32() >> 5, b = next32() >> 6;
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
}

uint64_t MersenneTwister::bits(int k)
{
    if (k <= 0)
        return 0;
    if (k <= 32)
        return next32() >> (32 - k);
    // Least significant word first; the last word keeps its top bits.
    uint64_t result = 0;
    int shift = 0;
    for (; k > 0; k -= 32, shift += 32) {
        uint32_t r = next32();
        if (k < 32)
            r >>= (32 - k);
        result |= static_cast<uint64_t>(r) << shift;
    }
    return result;
}

} // namespace tl
