#pragma once
// The MT19937 generator exactly as CPython's _random module drives it
// (Modules/_randommodule.c): init_by_array seeding from the 32-bit words of |seed|,
// random() from 53 bits of two outputs, getrandbits() by 32-bit words.
#include <array>
#include <cstdint>
#include <vector>

namespace tl {

class MersenneTwister {
public:
    static constexpr int kN = 624;

    MersenneTwister() { seedWords({0}); }
    // random.seed(n) for an int: the 32-bit words of |n|, least significant first.
    void seed(uint64_t magnitude);
    void seedWords(const std::vector<uint32_t> &key);
    uint32_t next32();
    // random.random(): [0, 1) with 53 random bits.
    double random();
    // random.getrandbits(k) for 0 <= k <= 64.
    uint64_t bits(int k);

    using State = std::array<uint32_t, kN>;
    const State &state() const { return mt_; }
    int index() const { return index_; }

private:
    void initGenrand(uint32_t s);
    State mt_{};
    int index_ = kN + 1;
};

} // namespace tl
