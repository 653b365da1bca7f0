#include "SimulatedCudaBackend.h"

#include "core/Errors.h"

#include <algorithm>

namespace tl {

uint64_t SimulatedCudaBackend::defaultCapacity() { return std::min(kDefaultCapacity, physicalMemoryBytes() / 4); }

void SimulatedCudaBackend::outOfMemory(uint64_t bytes) const
{
    throw Errors::cudaOutOfMemory(bytes, capacityBytes(), allocatedBytes(), capacityBytes() - allocatedBytes());
}

} // namespace tl
