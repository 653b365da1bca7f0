// CPUGeneratorImpl::set_current_seed: a new engine from the seed's low 32 bits, the cached
// normal samples dropped.
#include "TorchCpuGenerator.h"

namespace tl {

void TorchCpuGenerator::manualSeed(uint64_t seed)
{
    seed_ = seed;
    engine_.seed32(static_cast<uint32_t>(seed));
    nextDoubleNormal_.reset();
    nextFloatNormal_.reset();
}

} // namespace tl
