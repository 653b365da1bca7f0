// Default generators as ATen creates them: the CPU one from a nondeterministic seed at
// start, CUDA ones lazily (CUDAGeneratorImpl then seed()), NumPy's from OS entropy.
#include "DefaultGenerators.h"

namespace tl {

DefaultGenerators::DefaultGenerators()
    : cpu_(std::make_shared<TorchCpuGenerator>(TorchGenerator::nondeterministicSeed(false))),
      numpy_(std::make_shared<NumpyRandomState>())
{
}

const std::shared_ptr<DeviceGenerator> &DefaultGenerators::cuda(int index)
{
    auto it = cuda_.find(index);
    if (it == cuda_.end()) {
        auto g = std::make_shared<DeviceGenerator>(Device::cuda(index));
        if (cudaSeedForNew_)
            g->manualSeed(*cudaSeedForNew_);
        else
            g->reseedNondeterministically();
        it = cuda_.emplace(index, std::move(g)).first;
    }
    return it->second;
}

void DefaultGenerators::seedAllCuda(uint64_t seed)
{
    cudaSeedForNew_ = seed;
    for (auto &[index, g] : cuda_)
        g->manualSeed(seed);
}

} // namespace tl
