// Port of genrand_uint32, init_genrand, init_by_array, random_random and
// _random_Random_getrandbits_impl from CPython 3.11 Modules/_randommodule.c.
#include "MersenneTwister.h"

#include <cstddef>

namespace tl {

namespace {
constexpr int kM = 397;
constexpr uint32_t kMatrixA = 0x9908b0dfU;
constexpr uint32_t kUpperMask = 0x80000000U;
constexpr uint32_t kLowerMask = 0x7fffffffU;
} // namespace

void MersenneTwister::initGenrand(uint32_t s)
{
    mt_[0] = s;
    int i = 1;
    for (; i < kN; ++i)
        mt_[i] = 1812433253U * (mt_[i - 1] ^ (mt_[i - 1] >> 30)) + static_cast<uint32_t>(i);
    index_ = i;
}

void MersenneTwister::seedWords(const std::vector<uint32_t> &key)
{
    initGenrand(19650218U);
    const size_t keyLength = key.size();
    size_t i = 1, j = 0;
    for (size_t k = kN > keyLength ? kN : keyLength; k; --k) {
        mt_[i] = (mt_[i] ^ ((mt_[i - 1] ^ (mt_[i - 1] >> 30)) * 1664525U)) + key[j] + static_cast<uint32_t>(j);
        ++i;
        ++j;
        if (i >= kN) {
            mt_[0] = mt_[kN - 1];
            i = 1;
        }
        if (j >= keyLength)
            j = 0;
    }
    for (size_t k = kN - 1; k; --k) {
        mt_[i] = (mt_[i] ^ ((mt_[i - 1] ^ (mt_[i - 1] >> 30)) * 1566083941U)) - static_cast<uint32_t>(i);
        ++i;
        if (i >= kN) {
            mt_[0] = mt_[kN - 1];
            i = 1;
        }
    }
    mt_[0] = 0x80000000U; // MSB is 1, assuring a non-zero initial array
}

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

uint32_t MersenneTwister::next32()
{
    static const uint32_t mag01[2] = {0x0U, kMatrixA};
    uint32_t y;
    if (index_ >= kN) {
        int kk = 0;
        for (; kk < kN - kM; ++kk) {
            y = (mt_[kk] & kUpperMask) | (mt_[kk + 1] & kLowerMask);
            mt_[kk] = mt_[kk + kM] ^ (y >> 1) ^ mag01[y & 0x1U];
        }
        for (; kk < kN - 1; ++kk) {
            y = (mt_[kk] & kUpperMask) | (mt_[kk + 1] & kLowerMask);
            mt_[kk] = mt_[kk + (kM - kN)] ^ (y >> 1) ^ mag01[y & 0x1U];
        }
        y = (mt_[kN - 1] & kUpperMask) | (mt_[0] & kLowerMask);
        mt_[kN - 1] = mt_[kM - 1] ^ (y >> 1) ^ mag01[y & 0x1U];
        index_ = 0;
    }
    y = mt_[index_++];
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680U;
    y ^= (y << 15) & 0xefc60000U;
    y ^= (y >> 18);
    return y;
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
