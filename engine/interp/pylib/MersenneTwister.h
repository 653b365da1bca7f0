#pragma once
// The MT19937 generator exactly as CPython's _random module drives it
// (Modules/_randommodule.c): init_by_array seeding from the 32-bit words of |seed|,
// random() from 53 bits of two outputs, getrandbits() by 32-bit words. The generator itself
// is the engine's one MT19937 (random/Mt19937); this instance is Python's own, apart from
// torch's and NumPy's.
#include "random/Mt19937.h"

#include <cstdint>
#include <vector>

namespace tl {

class MersenneTwister {
public:
    static constexpr int kN = Mt19937::kStateWords;

    MersenneTwister() { seedWords({0}); }
    // random.seed(n) for an int: the 32-bit words of |n|, least significant first.
    void seed(uint64_t magnitude);
    void seedWords(const std::vector<uint32_t> &key);
    uint32_t next32() { return engine_.next32(); }
    // random.random(): [0, 1) with 53 random bits.
    double random();
    // random.getrandbits(k) for 0 <= k <= 64.
    uint64_t bits(int k);

private:
    Mt19937 engine_;
};

} // namespace tl
