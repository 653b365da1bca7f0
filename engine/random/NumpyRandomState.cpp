// NumPy 1.24's legacy generator: mt19937_seed / init_by_array, mt19937_next_double,
// legacy_gauss, random_interval and the masked bounded-integer draws.
#include "NumpyRandomState.h"

#include "TorchGenerator.h"

#include <cmath>
#include <vector>

namespace tl {

namespace {
// The smallest all-ones mask covering `max`.
uint64_t maskFor(uint64_t max)
{
    uint64_t mask = max;
    mask |= mask >> 1;
    mask |= mask >> 2;
    mask |= mask >> 4;
    mask |= mask >> 8;
    mask |= mask >> 16;
    mask |= mask >> 32;
    return mask;
}
} // namespace

NumpyRandomState::NumpyRandomState() { seedFromEntropy(); }

void NumpyRandomState::seed32(uint32_t seed)
{
    mt_.seed32(seed);
    hasGauss_ = false;
    gauss_ = 0.0;
}

void NumpyRandomState::seedByArray(std::span<const uint32_t> key)
{
    mt_.seedByArray(key);
    hasGauss_ = false;
    gauss_ = 0.0;
}

void NumpyRandomState::seedFromEntropy()
{
    // NumPy seeds from a SeedSequence of 128 bits of OS entropy; any unpredictable key
    // gives the same kind of stream.
    std::vector<uint32_t> key;
    for (int i = 0; i < 2; ++i) {
        const uint64_t w = TorchGenerator::nondeterministicSeed(false);
        key.push_back(static_cast<uint32_t>(w));
        key.push_back(static_cast<uint32_t>(w >> 32));
    }
    seedByArray(key);
}

double NumpyRandomState::nextDouble()
{
    const int32_t a = static_cast<int32_t>(mt_.next32() >> 5), b = static_cast<int32_t>(mt_.next32() >> 6);
    return (a * 67108864.0 + b) / 9007199254740992.0;
}

double NumpyRandomState::gauss()
{
    if (hasGauss_) {
        const double cached = gauss_;
        hasGauss_ = false;
        gauss_ = 0.0;
        return cached;
    }
    double x1, x2, r2;
    do {
        x1 = 2.0 * nextDouble() - 1.0;
        x2 = 2.0 * nextDouble() - 1.0;
        r2 = x1 * x1 + x2 * x2;
    } while (r2 >= 1.0 || r2 == 0.0);
    const double f = std::sqrt(-2.0 * std::log(r2) / r2);
    gauss_ = f * x1;
    hasGauss_ = true;
    return f * x2;
}

uint64_t NumpyRandomState::interval(uint64_t max)
{
    if (max == 0)
        return 0;
    const uint64_t mask = maskFor(max);
    uint64_t value;
    if (max <= 0xFFFFFFFFULL) {
        while ((value = (mt_.next32() & mask)) > max) {
        }
    } else {
        while ((value = (mt_.next64() & mask)) > max) {
        }
    }
    return value;
}

uint64_t NumpyRandomState::boundedUint64(uint64_t off, uint64_t rng)
{
    if (rng == 0)
        return off;
    if (rng == 0xFFFFFFFFULL)
        return off + mt_.next32();
    if (rng < 0xFFFFFFFFULL) {
        const uint32_t mask = static_cast<uint32_t>(maskFor(rng));
        uint32_t value;
        while ((value = (mt_.next32() & mask)) > rng) {
        }
        return off + value;
    }
    if (rng == ~uint64_t{0})
        return off + mt_.next64();
    const uint64_t mask = maskFor(rng);
    uint64_t value;
    while ((value = (mt_.next64() & mask)) > rng) {
    }
    return off + value;
}

uint32_t NumpyRandomState::boundedUint32(uint32_t off, uint32_t rng)
{
    if (rng == 0)
        return off;
    if (rng == 0xFFFFFFFFU)
        return off + mt_.next32();
    const uint32_t mask = static_cast<uint32_t>(maskFor(rng));
    uint32_t value;
    while ((value = (mt_.next32() & mask)) > rng) {
    }
    return off + value;
}

bool NumpyRandomState::boundedBool(bool off, bool rng)
{
    if (!rng)
        return off;
    if (bitsLeft_ == 0) {
        bitBuffer_ = mt_.next32();
        bitsLeft_ = 31;
    } else {
        bitBuffer_ >>= 1;
        --bitsLeft_;
    }
    return (bitBuffer_ & 1U) != 0;
}

} // namespace tl
