#pragma once
// The generator of one CUDA device (ATen's CUDAGeneratorImpl): a seed and a Philox offset
// that every fill advances, so two fills never reuse a counter. Its values are not
// PyTorch's (those depend on the GPU), but a seed always gives the same ones.
#include "TorchGenerator.h"

namespace tl {

class DeviceGenerator : public TorchGenerator {
public:
    explicit DeviceGenerator(Device device, uint64_t seed = kDefaultSeed) : device_(device) { manualSeed(seed); }

    Device device() const override { return device_; }
    uint64_t initialSeed() const override { return seed_; }
    void manualSeed(uint64_t seed) override
    {
        seed_ = seed;
        offset_ = 0;
    }
    // Counters for `count` elements: returns the offset they start at.
    uint64_t reserve(uint64_t count)
    {
        const uint64_t start = offset_;
        offset_ += count;
        return start;
    }
    uint64_t offset() const { return offset_; }

private:
    Device device_;
    uint64_t seed_ = 0;
    uint64_t offset_ = 0;
};

} // namespace tl
