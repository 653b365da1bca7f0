#pragma once
// NumPy's legacy RandomState (numpy/random/mtrand.pyx over _mt19937 and the legacy
// distributions): an MT19937 seeded as np.random.seed seeds it, 53-bit doubles, the polar
// Gaussian with its cached second value, and the masked rejection sampling of bounded
// integers (numpy/random/src/distributions: random_interval, random_bounded_uint64_fill).
#include "Mt19937.h"

#include <cstdint>
#include <memory>
#include <span>

namespace tl {

class NumpyRandomState {
public:
    // Unseeded, as RandomState() is: from the operating system's entropy.
    NumpyRandomState();
    explicit NumpyRandomState(uint32_t seed) { seed32(seed); }

    // seed(n) for 0 <= n < 2**32, and seed(array of such words).
    void seed32(uint32_t seed);
    void seedByArray(std::span<const uint32_t> key);
    void seedFromEntropy();

    uint32_t nextUint32() { return mt_.next32(); }
    uint64_t nextUint64() { return mt_.next64(); }
    // random_sample: (a >> 5, b >> 6) of two draws, 53 bits in [0, 1).
    double nextDouble();
    // legacy_gauss: the polar method; every other call returns the cached value.
    double gauss();
    // random_interval: uniform in [0, max] by masking and rejecting.
    uint64_t interval(uint64_t max);
    // The legacy (masked) bounded integer of _rand_int64: off + [0, rng].
    uint64_t boundedUint64(uint64_t off, uint64_t rng);
    // _rand_int32's: off + [0, rng] from 32-bit draws.
    uint32_t boundedUint32(uint32_t off, uint32_t rng);
    // _rand_bool's: one bit of a buffered 32-bit draw per value (rng 0 gives off).
    bool boundedBool(bool off, bool rng);
    // Drops the bit buffer: each randint call starts a fresh one.
    void resetBitBuffer() { bitsLeft_ = 0; }

    const Mt19937 &engine() const { return mt_; }
    bool hasGauss() const { return hasGauss_; }
    double cachedGauss() const { return gauss_; }

private:
    Mt19937 mt_;
    bool hasGauss_ = false;
    double gauss_ = 0.0;
    uint32_t bitBuffer_ = 0;
    int bitsLeft_ = 0;
};

using NumpyRandomStatePtr = std::shared_ptr<NumpyRandomState>;

} // namespace tl
