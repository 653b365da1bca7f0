#pragma once
// cuda:N on a real NVIDIA GPU: device memory from a caching pool, transfers through pinned
// staging buffers, and kernels that reproduce HostKernels' results on one CUDA stream.
// The GPU is touched (context, stream) only when the backend is first used.
#include "CudaCachingAllocator.h"
#include "CudaPinnedStaging.h"
#include "DeviceBackend.h"
#include "GpuBackendFactory.h"

#include <cuda_runtime_api.h>

namespace tl {

class CudaBackend : public DeviceBackend {
public:
    CudaBackend(int ordinal, GpuBackendFactory::GpuInfo info);
    ~CudaBackend() override;
    CudaBackend(const CudaBackend &) = delete;
    CudaBackend &operator=(const CudaBackend &) = delete;

    DeviceType deviceType() const override { return DeviceType::CUDA; }
    std::string kind() const override { return "gpu"; }
    std::string description() const override;

    void *allocate(uint64_t bytes) override;
    void deallocate(void *p, uint64_t bytes) override;
    uint64_t capacityBytes() const override { return info_.totalBytes; }
    uint64_t allocatedBytes() const override { return allocator_.allocatedBytes(); }

    void copyFromHost(void *dst, const void *host, uint64_t bytes) override;
    void copyToHost(void *host, const void *src, uint64_t bytes) override;
    void copyWithin(void *dst, const void *src, uint64_t bytes) override;

    void fill(const StridedRef &dst, Scalar value) override;
    void arange(const StridedRef &dst, double start, double step, Library library) override;
    void copyStrided(const StridedRef &dst, const StridedRef &src, Library library) override;
    void binary(BinaryKernel op, const StridedRef &out, const BinaryOperand &a, const BinaryOperand &b, DType compute) override;
    // The GPU adds in its own (tree) order whatever `order` says: float sums may differ from
    // the CPU's in the last bits; integer and bool sums are exact.
    Scalar sum(const StridedRef &src, DType accumulate, SumOrder order) override;
    void accumulate(const StridedRef &dst, const StridedRef &src) override;
    // Contiguous destinations are filled in place; others through a contiguous scratch copy.
    void randomFill(const StridedRef &dst, const DeviceRandomFill &fill) override;
    void gatherOffsets(const StridedRef &out, const StridedRef &src, const StridedRef &offsets) override;
    void scatterOffsets(const StridedRef &dst, const StridedRef &offsets, const StridedRef &values, bool accumulate) override;
    Scalar readElement(const void *p, DType dtype) override;
    void writeElement(void *p, DType dtype, Scalar value) override;

private:
    // Makes this GPU current for the calling thread and returns its stream (created once).
    cudaStream_t activate();

    int ordinal_;
    GpuBackendFactory::GpuInfo info_;
    cudaStream_t stream_ = nullptr;
    void *sumScratch_ = nullptr; // CudaKernels::kSumScratchBytes for sum(), allocated once
    CudaCachingAllocator allocator_;
    CudaPinnedStaging staging_;
};

} // namespace tl
