#pragma once
// cuda:0 when no GPU is usable: a separate arena that no host view is ever given, so
// every transfer between cpu and cuda:0 really copies, as it does on a GPU.
#include "HostMemoryBackend.h"

namespace tl {

class SimulatedCudaBackend : public HostMemoryBackend {
public:
    static constexpr uint64_t kDefaultCapacity = uint64_t{16} << 30;
    explicit SimulatedCudaBackend(uint64_t capacity = defaultCapacity()) : HostMemoryBackend(capacity) {}
    DeviceType deviceType() const override { return DeviceType::CUDA; }
    std::string kind() const override { return "simulated"; }
    std::string description() const override { return "simulated CUDA device (no GPU in use)"; }
    // 16 GiB like a common GPU, but never more than a quarter of this machine's RAM.
    static uint64_t defaultCapacity();

protected:
    [[noreturn]] void outOfMemory(uint64_t bytes) const override;
};

} // namespace tl
