#pragma once
// PyTorch's CPU generator (ATen's CPUGeneratorImpl): an MT19937 seeded with the low 32 bits
// of the seed it remembers, 32- and 64-bit draws, and the second Box-Muller sample kept for
// the next normal draw (one for float, one for double).
#include "Mt19937.h"
#include "TorchGenerator.h"

#include <optional>

namespace tl {

class TorchCpuGenerator : public TorchGenerator {
public:
    explicit TorchCpuGenerator(uint64_t seed = kDefaultSeed) { manualSeed(seed); }

    Device device() const override { return Device::cpu(); }
    uint64_t initialSeed() const override { return seed_; }
    void manualSeed(uint64_t seed) override;

    uint32_t random() { return engine_.next32(); }
    uint64_t random64() { return engine_.next64(); }

    std::optional<double> &nextDoubleNormal() { return nextDoubleNormal_; }
    std::optional<float> &nextFloatNormal() { return nextFloatNormal_; }

private:
    Mt19937 engine_;
    uint64_t seed_ = 0;
    std::optional<double> nextDoubleNormal_;
    std::optional<float> nextFloatNormal_;
};

} // namespace tl
