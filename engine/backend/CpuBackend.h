#pragma once
// Host RAM: the memory NumPy arrays and CPU tensors live in.
#include "HostMemoryBackend.h"

namespace tl {

class CpuBackend : public HostMemoryBackend {
public:
    // Default cap: three quarters of physical memory, so an impossible allocation is
    // PyTorch's error rather than the kernel's OOM killer.
    explicit CpuBackend(uint64_t capacity = physicalMemoryBytes() / 4 * 3) : HostMemoryBackend(capacity) {}
    DeviceType deviceType() const override { return DeviceType::CPU; }
    std::string kind() const override { return "cpu"; }
    std::string description() const override { return "Host RAM (cpu)"; }

protected:
    [[noreturn]] void outOfMemory(uint64_t bytes) const override;
};

} // namespace tl
