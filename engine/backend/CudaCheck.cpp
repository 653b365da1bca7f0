#include "CudaCheck.h"

#include "core/Errors.h"

namespace tl {

void CudaCheck::check(cudaError_t status)
{
    if (status == cudaSuccess)
        return;
    // Resets the per-thread last error (only sticky context errors survive this).
    (void)cudaGetLastError();
    throw Errors::cudaError(cudaGetErrorString(status));
}

const char *CudaCheck::name(cudaError_t status) { return cudaGetErrorName(status); }

} // namespace tl
