#pragma once
// Every CUDA runtime call goes through here: a failure becomes PyTorch's
// "RuntimeError: CUDA error: ..." instead of an abort, and the runtime's last-error slot is
// cleared so one failed call does not poison the next.
#include <cuda_runtime_api.h>

namespace tl {

class CudaCheck {
public:
    // Throws PyError for anything but cudaSuccess.
    static void check(cudaError_t status);
    // cudaGetErrorName + cudaGetErrorString, e.g. "cudaErrorNoDevice: no CUDA-capable device is detected".
    static const char *name(cudaError_t status);
};

} // namespace tl
