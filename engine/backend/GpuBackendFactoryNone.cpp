#include "GpuBackendFactory.h"

// Builds without the CUDA toolkit have no GPU backend: `auto` falls back to the simulated
// device, and `--cuda=gpu` reports why.
namespace tl {

std::unique_ptr<DeviceBackend> GpuBackendFactory::create(std::string &whyNot)
{
    whyNot = "this build of tensorlens has no CUDA backend (built without the CUDA toolkit)";
    return nullptr;
}

bool GpuBackendFactory::compiledIn() { return false; }

} // namespace tl
