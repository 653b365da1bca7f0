// PCG64 (XSL-RR 128/64) as NumPy 1.24 seeds and steps it: SeedSequence's hash mixing
// (bit_generator.pyx), pcg64_set_seed / pcg_setseq_128_srandom_r, and the buffered 32-bit
// draws and Lemire bounded integers of distributions.c.
#include "NumpyPcg64.h"

#include <cstddef>
#include <limits>

namespace tl {

namespace {

constexpr uint32_t kInitA = 0x43b0d7e5, kMultA = 0x931e8875, kInitB = 0x8b51f9dd, kMultB = 0x58f38ded;
constexpr uint32_t kMixMultL = 0xca01f9dd, kMixMultR = 0x4973f715;
constexpr int kXShift = 16;
constexpr size_t kPoolSize = 4;

uint32_t hashmix(uint32_t value, uint32_t &hashConst)
{
    value ^= hashConst;
    hashConst *= kMultA;
    value *= hashConst;
    value ^= value >> kXShift;
    return value;
}

uint32_t mix(uint32_t x, uint32_t y)
{
    uint32_t result = kMixMultL * x - kMixMultR * y;
    result ^= result >> kXShift;
    return result;
}

// SeedSequence(entropy).generate_state(n_words) as uint32 words.
std::vector<uint32_t> seedSequenceState(const std::vector<uint32_t> &entropy, size_t nWords)
{
    uint32_t pool[kPoolSize];
    uint32_t hashConst = kInitA;
    for (size_t i = 0; i < kPoolSize; ++i)
        pool[i] = hashmix(i < entropy.size() ? entropy[i] : 0, hashConst);
    for (size_t src = 0; src < kPoolSize; ++src)
        for (size_t dst = 0; dst < kPoolSize; ++dst)
            if (src != dst)
                pool[dst] = mix(pool[dst], hashmix(pool[src], hashConst));
    for (size_t src = kPoolSize; src < entropy.size(); ++src)
        for (size_t dst = 0; dst < kPoolSize; ++dst)
            pool[dst] = mix(pool[dst], hashmix(entropy[src], hashConst));
    std::vector<uint32_t> state(nWords);
    hashConst = kInitB;
    for (size_t i = 0; i < nWords; ++i) {
        uint32_t v = pool[i % kPoolSize];
        v ^= hashConst;
        hashConst *= kMultB;
        v *= hashConst;
        v ^= v >> kXShift;
        state[i] = v;
    }
    return state;
}

constexpr unsigned __int128 kMultiplier =
    (static_cast<unsigned __int128>(0x2360ED051FC65DA4ULL) << 64) | 0x4385DF649FCCF645ULL;

} // namespace

NumpyPcg64::NumpyPcg64(const std::vector<uint32_t> &entropy)
{
    // generate_state(4, np.uint64): eight 32-bit words read as four little-endian 64-bit ones.
    const auto w = seedSequenceState(entropy, 8);
    uint64_t v[4];
    for (size_t i = 0; i < 4; ++i)
        v[i] = static_cast<uint64_t>(w[2 * i]) | (static_cast<uint64_t>(w[2 * i + 1]) << 32);
    const unsigned __int128 initState = (static_cast<unsigned __int128>(v[0]) << 64) | v[1];
    const unsigned __int128 initSeq = (static_cast<unsigned __int128>(v[2]) << 64) | v[3];
    state_ = 0;
    inc_ = (initSeq << 1) | 1;
    state_ = state_ * kMultiplier + inc_;
    state_ += initState;
    state_ = state_ * kMultiplier + inc_;
}

uint64_t NumpyPcg64::next64()
{
    state_ = state_ * kMultiplier + inc_;
    const uint64_t x = static_cast<uint64_t>(state_ >> 64) ^ static_cast<uint64_t>(state_);
    const unsigned rot = static_cast<unsigned>(state_ >> 122);
    return (x >> rot) | (x << ((64 - rot) & 63));
}

uint32_t NumpyPcg64::next32()
{
    if (hasUint32_) {
        hasUint32_ = false;
        return uinteger_;
    }
    const uint64_t next = next64();
    hasUint32_ = true;
    uinteger_ = static_cast<uint32_t>(next >> 32);
    return static_cast<uint32_t>(next & 0xffffffffULL);
}

uint64_t NumpyPcg64::interval(uint64_t max)
{
    if (max == 0)
        return 0;
    uint64_t mask = max;
    for (int shift = 1; shift <= 32; shift *= 2)
        mask |= mask >> shift;
    uint64_t value = 0;
    if (max <= 0xffffffffULL) {
        while ((value = (next32() & mask)) > max) {
        }
    } else {
        while ((value = (next64() & mask)) > max) {
        }
    }
    return value;
}

uint64_t NumpyPcg64::bounded(uint64_t rng)
{
    if (rng == 0)
        return 0;
    if (rng <= 0xffffffffULL) {
        if (rng == 0xffffffffULL)
            return next32();
        const uint32_t excl = static_cast<uint32_t>(rng) + 1;
        uint64_t m = static_cast<uint64_t>(next32()) * excl;
        uint32_t leftover = static_cast<uint32_t>(m);
        if (leftover < excl) {
            const uint32_t threshold = (std::numeric_limits<uint32_t>::max() - static_cast<uint32_t>(rng)) % excl;
            while (leftover < threshold) {
                m = static_cast<uint64_t>(next32()) * excl;
                leftover = static_cast<uint32_t>(m);
            }
        }
        return m >> 32;
    }
    if (rng == std::numeric_limits<uint64_t>::max())
        return next64();
    const uint64_t excl = rng + 1;
    unsigned __int128 m = static_cast<unsigned __int128>(next64()) * excl;
    uint64_t leftover = static_cast<uint64_t>(m);
    if (leftover < excl) {
        const uint64_t threshold = (std::numeric_limits<uint64_t>::max() - rng) % excl;
        while (leftover < threshold) {
            m = static_cast<unsigned __int128>(next64()) * excl;
            leftover = static_cast<uint64_t>(m);
        }
    }
    return static_cast<uint64_t>(m >> 64);
}

} // namespace tl
