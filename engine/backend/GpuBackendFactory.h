#pragma once
// Creates the real-GPU backend when this build has one and a usable GPU is present.
#include "DeviceBackend.h"

#include <memory>
#include <string>

namespace tl {

class GpuBackendFactory {
public:
    // Null with `whyNot` filled in when no GPU backend can be used.
    static std::unique_ptr<DeviceBackend> create(std::string &whyNot);
    static bool compiledIn();
};

} // namespace tl
