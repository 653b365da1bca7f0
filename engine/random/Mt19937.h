#pragma once
// The Mersenne Twister MT19937 (Matsumoto and Nishimura, 1998) as PyTorch's CPU generator
// (ATen's mt19937_engine) and NumPy's legacy RandomState (numpy/random/src/mt19937) use it:
// init_genrand seeding from 32 bits, init_by_array seeding from a key, tempered 32-bit
// outputs, and 64-bit draws made of two outputs, the first one high.
#include <array>
#include <cstdint>
#include <span>

namespace tl {

class Mt19937 {
public:
    static constexpr int kStateWords = 624;
    using State = std::array<uint32_t, kStateWords>;

    explicit Mt19937(uint32_t seed = 5489) { seed32(seed); }

    // init_genrand: the state every integer seed of both libraries starts from.
    void seed32(uint32_t seed);
    // init_by_array: NumPy's seed of an array of 32-bit words.
    void seedByArray(std::span<const uint32_t> key);

    uint32_t next32()
    {
        if (position_ >= kStateWords)
            regenerate();
        uint32_t y = state_[position_++];
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c5680U;
        y ^= (y << 15) & 0xefc60000U;
        y ^= y >> 18;
        return y;
    }
    uint64_t next64()
    {
        const uint64_t high = next32();
        return (high << 32) | next32();
    }

    // The raw state and how many words of it were used (kStateWords: regenerate first).
    const State &state() const { return state_; }
    int position() const { return position_; }
    void setState(const State &state, int position)
    {
        state_ = state;
        position_ = position;
    }

private:
    void regenerate();

    State state_{};
    int position_ = kStateWords;
};

} // namespace tl
