#pragma once
// Finds the NVIDIA GPUs this build can use and creates their backends. Builds without the
// CUDA toolkit compile GpuBackendFactoryNone.cpp instead, which finds none and says why.
#include "DeviceBackend.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace tl {

class GpuBackendFactory {
public:
    struct GpuInfo {
        std::string name;
        int major = 0; // compute capability
        int minor = 0;
        uint64_t totalBytes = 0;
    };
    struct Probe {
        std::vector<GpuInfo> gpus; // usable GPUs, by ordinal; empty when none
        std::string whyNot;        // why there is none, when gpus is empty
        std::string driverVersion; // "12.4"; "none" without a driver
        std::string runtimeVersion; // the CUDA runtime this build links; "none" without one
    };
    // Asks the CUDA runtime (this loads the NVIDIA driver library); allocates nothing.
    static Probe probe();
    // The backend of GPU `ordinal` from probe(); it touches the GPU only when first used.
    static std::unique_ptr<DeviceBackend> create(int ordinal, const GpuInfo &info);
    static bool compiledIn();
};

} // namespace tl
