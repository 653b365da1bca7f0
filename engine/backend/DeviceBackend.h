#pragma once
// The one interface every memory/compute backend implements: host CPU, the simulated CUDA
// device, and (when built with CUDA) a real GPU. The engine above never touches device
// memory except through these calls.
#include "StridedRef.h"
#include "core/Device.h"

#include <cstdint>
#include <string>

namespace tl {

class DeviceBackend {
public:
    virtual ~DeviceBackend() = default;

    virtual DeviceType deviceType() const = 0;
    // "cpu", "simulated", "gpu"
    virtual std::string kind() const = 0;
    // Human description for `tensorlens info` and the canvas lane label.
    virtual std::string description() const = 0;

    // Allocation (throws PyError with PyTorch's out-of-memory text when refused).
    virtual void *allocate(uint64_t bytes) = 0;
    virtual void deallocate(void *p, uint64_t bytes) = 0;
    virtual uint64_t capacityBytes() const = 0;
    virtual uint64_t allocatedBytes() const = 0;

    // Raw transfers. `host` pointers are ordinary process memory.
    virtual void copyFromHost(void *dst, const void *host, uint64_t bytes) = 0;
    virtual void copyToHost(void *host, const void *src, uint64_t bytes) = 0;
    virtual void copyWithin(void *dst, const void *src, uint64_t bytes) = 0;

    // Kernels over this device's memory.
    virtual void fill(const StridedRef &dst, Scalar value) = 0;
    // dst: contiguous 1-D; the values of torch.arange or np.arange (HostKernels::arange).
    virtual void arange(const StridedRef &dst, double start, double step, Library library) = 0;
    // Elementwise dst = cast(src) by PyTorch's or NumPy's casting results; same shape; both
    // on this device.
    virtual void copyStrided(const StridedRef &dst, const StridedRef &src, Library library) = 0;
    // out = a (op) b, inputs converted to `compute` first; out already has the broadcast shape.
    virtual void binary(BinaryKernel op, const StridedRef &out, const BinaryOperand &a, const BinaryOperand &b,
                        DType compute) = 0;
    // Sum of all elements, accumulated in `accumulate` (int64 for integral/bool inputs) in
    // the order `order` prescribes (a GPU may differ in the last bits).
    virtual Scalar sum(const StridedRef &src, DType accumulate, SumOrder order) = 0;
    // dst[i] += src[i]; dst may be broadcast (stride 0) along the dimensions being summed.
    virtual void accumulate(const StridedRef &dst, const StridedRef &src) = 0;
    virtual Scalar readElement(const void *p, DType dtype) = 0;
    virtual void writeElement(void *p, DType dtype, Scalar value) = 0;
};

} // namespace tl
