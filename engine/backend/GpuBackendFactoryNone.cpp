#include "GpuBackendFactory.h"

// Builds without the CUDA toolkit have no GPU backend: `auto` falls back to the simulated
// device, and `--cuda=gpu` reports why.
namespace tl {

GpuBackendFactory::Probe GpuBackendFactory::probe()
{
    Probe p;
    p.whyNot = "this build of tensorlens has no CUDA backend (built without the CUDA toolkit)";
    p.driverVersion = "unknown (not built with CUDA)";
    p.runtimeVersion = "none";
    return p;
}

std::unique_ptr<DeviceBackend> GpuBackendFactory::create(int, const GpuInfo &) { return nullptr; }

bool GpuBackendFactory::compiledIn() { return false; }

} // namespace tl
