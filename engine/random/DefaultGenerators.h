#pragma once
// The generators a session draws from when none is given: torch.default_generator (seeded
// from /dev/urandom at start, as PyTorch's getDefaultCPUGenerator is), one per CUDA device
// (made and seeded on first use, as getDefaultCUDAGenerator does) and NumPy's global
// RandomState behind np.random.*.
#include "DeviceGenerator.h"
#include "NumpyRandomState.h"
#include "TorchCpuGenerator.h"

#include <map>
#include <optional>
#include <memory>

namespace tl {

class DefaultGenerators {
public:
    DefaultGenerators();

    const std::shared_ptr<TorchCpuGenerator> &cpu() const { return cpu_; }
    const std::shared_ptr<DeviceGenerator> &cuda(int index);
    const NumpyRandomStatePtr &numpy() const { return numpy_; }
    // The CUDA generators made so far (torch.cuda.manual_seed_all seeds those and the rest
    // as they are made).
    void seedAllCuda(uint64_t seed);

private:
    std::shared_ptr<TorchCpuGenerator> cpu_;
    std::map<int, std::shared_ptr<DeviceGenerator>> cuda_;
    std::optional<uint64_t> cudaSeedForNew_;
    NumpyRandomStatePtr numpy_;
};

} // namespace tl
