#pragma once
// numpy.random.PCG64 of NumPy 1.24 seeded through numpy.random.SeedSequence
// (numpy/random/bit_generator.pyx, src/pcg64/pcg64.h) and the bounded integers
// Generator.integers draws from it (src/distributions/distributions.c, Lemire's method).
#include <cstdint>
#include <vector>

namespace tl {

class NumpyPcg64 {
public:
    // SeedSequence(entropy) with entropy as its 32-bit words, least significant first.
    explicit NumpyPcg64(const std::vector<uint32_t> &entropy);

    uint64_t next64();
    // Half of a 64-bit draw, the low half first (pcg64_next32).
    uint32_t next32();
    // A double in [0, 1) from the top 53 bits of a 64-bit draw (next_double).
    double nextDouble() { return static_cast<double>(next64() >> 11) * (1.0 / 9007199254740992.0); }
    // A uniform integer in [0, max] by masked rejection (random_interval: shuffles).
    uint64_t interval(uint64_t max);
    // A uniform integer in [0, rng] (random_bounded_uint64 without masking).
    uint64_t bounded(uint64_t rng);

private:
    unsigned __int128 state_ = 0;
    unsigned __int128 inc_ = 0;
    bool hasUint32_ = false;
    uint32_t uinteger_ = 0;
};

} // namespace tl
