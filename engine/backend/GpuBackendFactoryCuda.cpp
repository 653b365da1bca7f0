#include "GpuBackendFactory.h"

#include "CudaBackend.h"
#include "CudaCheck.h"

#include <cuda_runtime_api.h>

namespace tl {

namespace {

std::string versionText(int v) { return std::to_string(v / 1000) + "." + std::to_string(v % 1000 / 10); }

// Why cudaGetDeviceCount failed, in words a user can act on.
std::string whyNoGpu(cudaError_t status, int driverVersion)
{
    const std::string code = std::string(" (") + CudaCheck::name(status) + ")";
    switch (status) {
    case cudaErrorInsufficientDriver:
        if (driverVersion == 0)
            return "no NVIDIA driver is installed or loaded" + code;
        return "the NVIDIA driver (CUDA " + versionText(driverVersion) + ") is older than this build's CUDA runtime needs" +
               code;
    case cudaErrorNoDevice:
        return "the driver sees no CUDA-capable GPU (check CUDA_VISIBLE_DEVICES)" + code;
    case cudaErrorStubLibrary:
        return "libcuda.so.1 is the CUDA toolkit's stub library, not a real driver" + code;
    default:
        return std::string(cudaGetErrorString(status)) + code;
    }
}

} // namespace

GpuBackendFactory::Probe GpuBackendFactory::probe()
{
    Probe p;
    int driver = 0, runtime = 0;
    if (cudaDriverGetVersion(&driver) != cudaSuccess)
        driver = 0;
    if (cudaRuntimeGetVersion(&runtime) != cudaSuccess)
        runtime = 0;
    p.driverVersion = driver ? versionText(driver) : "none";
    p.runtimeVersion = runtime ? versionText(runtime) : "none";
    int count = 0;
    // The count is left untouched on failure: the status says what happened.
    const cudaError_t status = cudaGetDeviceCount(&count);
    (void)cudaGetLastError();
    if (status != cudaSuccess) {
        p.whyNot = whyNoGpu(status, driver);
        return p;
    }
    if (count < 1) {
        p.whyNot = "the driver reports no CUDA-capable GPU";
        return p;
    }
    for (int i = 0; i < count; ++i) {
        cudaDeviceProp prop{};
        const cudaError_t s = cudaGetDeviceProperties(&prop, i);
        (void)cudaGetLastError();
        if (s != cudaSuccess) {
            p.gpus.clear();
            p.whyNot = "cannot query GPU " + std::to_string(i) + ": " + cudaGetErrorString(s) + " (" + CudaCheck::name(s) + ")";
            return p;
        }
        p.gpus.push_back({prop.name, prop.major, prop.minor, static_cast<uint64_t>(prop.totalGlobalMem)});
    }
    return p;
}

std::unique_ptr<DeviceBackend> GpuBackendFactory::create(int ordinal, const GpuInfo &info)
{
    return std::make_unique<CudaBackend>(ordinal, info);
}

bool GpuBackendFactory::compiledIn() { return true; }

} // namespace tl
