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
    void binary(BinaryKernel op, const StridedRef &out, const BinaryOperand &a, const BinaryOperand &b, DType compute,
                Scalar alpha) override;
    // Without a CUDA kernel of their own yet, these copy the elements they touch to host
    // memory, run the host kernels (exact, as on the CPU) and copy the output back.
    void unary(UnaryKernel op, const StridedRef &out, const StridedRef &in, const UnaryParams &params) override;
    void where(const StridedRef &out, const StridedRef &cond, const BinaryOperand &a, const BinaryOperand &b) override;
    void reduce(ReduceKernel op, const StridedRef &out, const StridedRef *indices, const StridedRef &in,
                const ReduceParams &params) override;
    void cumulative(const StridedRef &out, const StridedRef &in, int64_t dim, bool product, bool reverse) override;
    void matmul(MatmulKind kind, const StridedRef &out, const StridedRef &a, const StridedRef &b) override;
    void softmax(const StridedRef &out, const StridedRef &in, int64_t dim, bool log) override;
    void softmaxBackward(const StridedRef &gradInput, const StridedRef &grad, const StridedRef &output, int64_t dim,
                         bool log) override;
    void indexed(IndexKernel op, const StridedRef &out, const StridedRef &in, int64_t dim, const StridedRef &index,
                 const StridedRef *src, Scalar value) override;
    void linspace(const StridedRef &dst, Scalar start, Scalar end, int64_t steps, std::optional<double> logBase) override;
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
