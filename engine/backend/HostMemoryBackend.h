#pragma once
// Shared base of the backends whose memory the process can address (the CPU and the
// simulated CUDA device): allocation accounting against a cap, transfers by memcpy and the
// reference kernels. The two differ in which memory they stand for and how they fail.
#include "DeviceBackend.h"

#include <cstdint>

namespace tl {

class HostMemoryBackend : public DeviceBackend {
public:
    explicit HostMemoryBackend(uint64_t capacity) : capacity_(capacity) {}

    void *allocate(uint64_t bytes) override;
    void deallocate(void *p, uint64_t bytes) override;
    uint64_t capacityBytes() const override { return capacity_; }
    uint64_t allocatedBytes() const override { return allocated_; }

    void copyFromHost(void *dst, const void *host, uint64_t bytes) override;
    void copyToHost(void *host, const void *src, uint64_t bytes) override;
    void copyWithin(void *dst, const void *src, uint64_t bytes) override;

    void fill(const StridedRef &dst, Scalar value) override;
    void arange(const StridedRef &dst, double start, double step, Library library) override;
    void copyStrided(const StridedRef &dst, const StridedRef &src, Library library) override;
    void binary(BinaryKernel op, const StridedRef &out, const BinaryOperand &a, const BinaryOperand &b, DType compute,
                Scalar alpha = Scalar::fromInt(1)) override;
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
    Scalar sum(const StridedRef &src, DType accumulate, SumOrder order) override;
    void accumulate(const StridedRef &dst, const StridedRef &src) override;
    void randomFill(const StridedRef &dst, const DeviceRandomFill &fill) override;
    void gatherOffsets(const StridedRef &out, const StridedRef &src, const StridedRef &offsets) override;
    void scatterOffsets(const StridedRef &dst, const StridedRef &offsets, const StridedRef &values, bool accumulate) override;
    Scalar readElement(const void *p, DType dtype) override;
    void writeElement(void *p, DType dtype, Scalar value) override;

    static uint64_t physicalMemoryBytes();

protected:
    // The error PyTorch raises when this device cannot hold `bytes` more.
    [[noreturn]] virtual void outOfMemory(uint64_t bytes) const = 0;

private:
    uint64_t capacity_;
    uint64_t allocated_ = 0;
};

} // namespace tl
