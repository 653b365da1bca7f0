// One thread per element: deviceRandomElement (random/DeviceRandomFill.h), as the host
// computes it, in a grid-stride loop.
#include "CudaRandomKernels.h"

#include <cuda_runtime.h>

#include <algorithm>

namespace tl {

namespace {

constexpr int kThreads = 256;
constexpr int64_t kMaxBlocks = 65536;

template <typename T>
__global__ void randomFillKernel(T *dst, DeviceRandomFill fill, int64_t n)
{
    for (int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x; i < n;
         i += static_cast<int64_t>(gridDim.x) * blockDim.x)
        dst[i] = deviceRandomElement<T>(fill, static_cast<uint64_t>(i));
}

template <typename T>
cudaError_t launch(cudaStream_t stream, void *dst, const DeviceRandomFill &fill, int64_t n)
{
    const auto blocks = static_cast<unsigned>(std::min<int64_t>((n + kThreads - 1) / kThreads, kMaxBlocks));
    randomFillKernel<T><<<blocks, kThreads, 0, stream>>>(static_cast<T *>(dst), fill, n);
    return cudaGetLastError();
}

} // namespace

cudaError_t CudaRandomKernels::randomFill(cudaStream_t stream, const StridedRef &dst, const DeviceRandomFill &fill)
{
    const int64_t n = dst.numel();
    if (n == 0)
        return cudaSuccess;
    switch (dst.dtype) {
    case DType::Bool: return launch<bool>(stream, dst.data, fill, n);
    case DType::Int32: return launch<int32_t>(stream, dst.data, fill, n);
    case DType::Int64: return launch<int64_t>(stream, dst.data, fill, n);
    case DType::Float32: return launch<float>(stream, dst.data, fill, n);
    case DType::Float64: break;
    }
    return launch<double>(stream, dst.data, fill, n);
}

} // namespace tl
