#pragma once
// The one interface every memory/compute backend implements: host CPU, the simulated CUDA
// device, and (when built with CUDA) a real GPU. The engine above never touches device
// memory except through these calls.
#include "PointwiseKernels.h"
#include "StridedRef.h"
#include "core/Device.h"
#include "random/DeviceRandomFill.h"

#include <cstdint>
#include <optional>
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
    // Add and Sub compute a +/- alpha * b.
    virtual void binary(BinaryKernel op, const StridedRef &out, const BinaryOperand &a, const BinaryOperand &b,
                        DType compute, Scalar alpha = Scalar::fromInt(1)) = 0;
    // out = f(in); in and out have the same shape and dtype.
    virtual void unary(UnaryKernel op, const StridedRef &out, const StridedRef &in, const UnaryParams &params) = 0;
    // out = cond ? a : b; cond (bool) and the operands broadcast to out's shape, the operands
    // in out's dtype (or numbers).
    virtual void where(const StridedRef &out, const StridedRef &cond, const BinaryOperand &a, const BinaryOperand &b) = 0;
    // Reduction of `in` into `out`, which has in's sizes and stride 0 along the reduced
    // dimensions (ATen's review_reduce_result). Max/Min also write the index of the
    // element they pick into `indices` (int64, laid out like out) when it is given.
    virtual void reduce(ReduceKernel op, const StridedRef &out, const StridedRef *indices, const StridedRef &in,
                        const ReduceParams &params) = 0;
    // Running sums (or products) along `dim` in ATen's accumulate type, from the first
    // element (or, `reverse`, from the last); in and out of one dtype.
    virtual void cumulative(const StridedRef &out, const StridedRef &in, int64_t dim, bool product, bool reverse) = 0;
    // Matrix products as ATen computes them (BLAS dot / gemv / gemm where it calls them):
    // Dot: out [] = a [n] . b [n]; Mv: out [m] = a [m, n] b [n]; Mm: out [m, p] = a [m, n] b [n, p];
    // Bmm: out [B, m, p] = a [B, m, n] b [B, n, p]. Operands share one dtype.
    virtual void matmul(MatmulKind kind, const StridedRef &out, const StridedRef &a, const StridedRef &b) = 0;
    // Softmax (or log-softmax) of `in` along `dim` into out (same shape and dtype); all
    // contiguous. The backward: gradInput from grad and the forward's output.
    virtual void softmax(const StridedRef &out, const StridedRef &in, int64_t dim, bool log) = 0;
    virtual void softmaxBackward(const StridedRef &gradInput, const StridedRef &grad, const StridedRef &output, int64_t dim,
                                 bool log) = 0;
    // Gathers and scatters along `dim` with an int64 index (checked by the caller):
    // IndexSelect: out = in.index_select(dim, index [k]); Gather: out = in.gather(dim, index);
    // Scatter: out[index][dim] = src (or `value` when src is null); IndexAdd:
    // out.index_add_(dim, index [k], src, alpha).
    virtual void indexed(IndexKernel op, const StridedRef &out, const StridedRef &in, int64_t dim, const StridedRef &index,
                         const StridedRef *src, Scalar value) = 0;
    // dst [steps] = torch.linspace(start, end, steps) in dst's dtype (start and end already
    // converted to it), or torch.logspace's base ** linspace when logBase is given.
    virtual void linspace(const StridedRef &dst, Scalar start, Scalar end, int64_t steps, std::optional<double> logBase) = 0;
    // Sum of all elements, accumulated in `accumulate` (int64 for integral/bool inputs) in
    // the order `order` prescribes (a GPU may differ in the last bits).
    virtual Scalar sum(const StridedRef &src, DType accumulate, SumOrder order) = 0;
    // dst[i] += src[i]; dst may be broadcast (stride 0) along the dimensions being summed.
    virtual void accumulate(const StridedRef &dst, const StridedRef &src) = 0;
    // dst = one random draw per element from a device generator's Philox stream
    // (random/DeviceRandomFill.h); the CPU's own generator never comes through here.
    virtual void randomFill(const StridedRef &dst, const DeviceRandomFill &fill) = 0;
    // Advanced indexing by element offsets the caller computed and checked (int64 offsets
    // into the storage that src.data / dst.data point at, the first element):
    // out [n...] = src[offsets [n...]]; dst[offsets [n...]] = values [n...], or += with
    // `accumulate`, row-major so a repeated offset keeps the last value (or the sum).
    virtual void gatherOffsets(const StridedRef &out, const StridedRef &src, const StridedRef &offsets) = 0;
    virtual void scatterOffsets(const StridedRef &dst, const StridedRef &offsets, const StridedRef &values, bool accumulate) = 0;
    virtual Scalar readElement(const void *p, DType dtype) = 0;
    virtual void writeElement(void *p, DType dtype, Scalar value) = 0;
};

} // namespace tl
