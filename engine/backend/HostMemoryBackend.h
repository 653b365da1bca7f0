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
    void binary(BinaryKernel op, const StridedRef &out, const BinaryOperand &a, const BinaryOperand &b, DType compute) override;
    Scalar sum(const StridedRef &src, DType accumulate, SumOrder order) override;
    void accumulate(const StridedRef &dst, const StridedRef &src) override;
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
