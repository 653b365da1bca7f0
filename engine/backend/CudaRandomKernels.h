#pragma once
// The GPU twin of PhiloxHostKernels: the device generators' fills on a CUDA stream, one
// thread per element and counter. Compiled by nvcc as C++17.
#include "StridedRef.h"
#include "random/DeviceRandomFill.h"

#include <cuda_runtime_api.h>

namespace tl {

class CudaRandomKernels {
public:
    // dst: contiguous device memory; element i takes Philox counter fill.offset + i.
    static cudaError_t randomFill(cudaStream_t stream, const StridedRef &dst, const DeviceRandomFill &fill);
};

} // namespace tl
