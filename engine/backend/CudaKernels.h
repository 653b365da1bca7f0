#pragma once
// The GPU twins of HostKernels: same element semantics (conversions, wrap-around, NaN
// comparisons, bool as "!= 0"), run on one CUDA stream. Every launcher returns the CUDA
// status of its launches (checked by the caller); pointers in StridedRefs are device
// pointers; sizes and strides are in elements. Compiled by nvcc as C++17.
#include "StridedRef.h"

#include <cuda_runtime_api.h>

#include <cstdint>

namespace tl {

class CudaKernels {
public:
    // How sum() accumulates: in the float type of the input, in double, or as wrapping
    // 64-bit integers (bool and integer inputs, exact in any order).
    enum class SumAccumulator { Float32, Float64, Int64 };
    // Device scratch sum() needs (partial sums of its blocks plus the result).
    static constexpr uint64_t kSumScratchBytes = (1024 + 1) * 8;

    // Every element of dst := *value, one element of dst.dtype already converted on the host.
    static cudaError_t fill(cudaStream_t stream, const StridedRef &dst, const void *value);
    // dst (contiguous, n elements): dst[i] = start + i * step in dst's dtype, as HostKernels::arange.
    static cudaError_t arange(cudaStream_t stream, const StridedRef &dst, double start, double step);
    // dst[idx] = convert<dst dtype>(src[idx]) for every index of the shared shape.
    static cudaError_t copyStrided(cudaStream_t stream, const StridedRef &dst, const StridedRef &src);
    // out[idx] = convert<out dtype>(a[idx] (op) b[idx]) computed in `compute`. An operand is a
    // tensor (`a`/`b` non-null, broadcast to out's shape) or a scalar (`aScalar`/`bScalar`:
    // one element of `compute`, converted on the host).
    static cudaError_t binary(cudaStream_t stream, BinaryKernel op, const StridedRef &out, const StridedRef *a,
                              const void *aScalar, const StridedRef *b, const void *bScalar, DType compute);
    // Sum of every element of src into *result (8 bytes on the host: float, double or
    // uint64_t per `acc`); scratch: kSumScratchBytes of device memory.
    static cudaError_t sum(cudaStream_t stream, const StridedRef &src, SumAccumulator acc, void *scratch, void *result);
    // dst[idx] += src[idx]; along the dimensions where dst has stride 0 several source
    // elements meet one destination element and are added in row-major order, as on the CPU.
    static cudaError_t accumulate(cudaStream_t stream, const StridedRef &dst, const StridedRef &src);
    // Advanced indexing, as HostOffsetKernels: out[idx] = src.data[offsets[idx]] (out and
    // offsets share a shape, int64 offsets, src and out one dtype); dst.data[offsets[idx]] =
    // values[idx] (or += with `accumulate`, atomically; repeated offsets without it keep one
    // of the values, as PyTorch's CUDA index_put_ does).
    static cudaError_t gatherOffsets(cudaStream_t stream, const StridedRef &out, const StridedRef &src, const StridedRef &offsets);
    static cudaError_t scatterOffsets(cudaStream_t stream, const StridedRef &dst, const StridedRef &offsets,
                                      const StridedRef &values, bool accumulate);
};

} // namespace tl
