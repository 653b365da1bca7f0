#include "CpuBackend.h"

#include "core/Errors.h"

namespace tl {

void CpuBackend::outOfMemory(uint64_t bytes) const { throw Errors::cpuOutOfMemory(bytes); }

} // namespace tl
