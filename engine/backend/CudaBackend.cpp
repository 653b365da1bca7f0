#include "CudaBackend.h"

#include "CudaCheck.h"
#include "CudaKernels.h"
#include "CudaRandomKernels.h"
#include "HostBinaryKernels.h"
#include "HostIndexKernels.h"
#include "HostKernels.h"
#include "HostLinalg.h"
#include "HostOffsetKernels.h"
#include "HostReduceKernels.h"
#include "HostSoftmaxKernels.h"
#include "HostUnaryKernels.h"

#include <cstdio>
#include <cstring>
#include <memory>
#include <vector>

namespace tl {

namespace {

// The bytes a view's elements span (strides are never negative on a device).
uint64_t spanBytes(const StridedRef &r)
{
    if (r.numel() == 0)
        return 0;
    int64_t last = 0;
    for (size_t d = 0; d < r.sizes.size(); ++d)
        last += (r.sizes[d] - 1) * r.strides[d];
    return static_cast<uint64_t>(last + 1) * static_cast<uint64_t>(itemSize(r.dtype));
}

// A host copy of the memory a device view spans, the view re-pointed at it; writeBack()
// returns it (elements between the view's own keep the values they were copied with).
class HostMirror {
public:
    HostMirror(DeviceBackend &gpu, const StridedRef &device) : gpu_(gpu), device_(device), bytes_(spanBytes(device))
    {
        buffer_.resize(bytes_ ? bytes_ : 1);
        if (bytes_)
            gpu_.copyToHost(buffer_.data(), device.data, bytes_);
        host_ = device;
        host_.data = buffer_.data();
    }
    const StridedRef &ref() const { return host_; }
    void writeBack()
    {
        if (bytes_)
            gpu_.copyFromHost(device_.data, buffer_.data(), bytes_);
    }

private:
    DeviceBackend &gpu_;
    StridedRef device_, host_;
    uint64_t bytes_;
    std::vector<unsigned char> buffer_;
};

// A binary operand on the host: its tensor mirrored, or the number itself.
struct HostOperand {
    std::unique_ptr<HostMirror> mirror;
    BinaryOperand op;
    HostOperand(DeviceBackend &gpu, const BinaryOperand &o) : op(o)
    {
        if (o.tensor) {
            mirror = std::make_unique<HostMirror>(gpu, *o.tensor);
            op.tensor = &mirror->ref();
        }
    }
};

bool hasCudaBinaryKernel(BinaryKernel op, DType d)
{
    const bool basicOp = op == BinaryKernel::Add || op == BinaryKernel::Sub || op == BinaryKernel::Mul || op == BinaryKernel::Div;
    const bool basicType = d == DType::Bool || d == DType::Int32 || d == DType::Int64 || d == DType::Float32 ||
                           d == DType::Float64;
    return basicOp && basicType;
}

} // namespace

CudaBackend::CudaBackend(int ordinal, GpuBackendFactory::GpuInfo info)
    : ordinal_(ordinal), info_(std::move(info)), allocator_(ordinal)
{
}

CudaBackend::~CudaBackend()
{
    // Members free their memory after this body: make the device current for them.
    if (cudaSetDevice(ordinal_) == cudaSuccess && stream_) {
        (void)cudaStreamSynchronize(stream_);
        (void)cudaStreamDestroy(stream_);
        if (sumScratch_)
            (void)cudaFree(sumScratch_);
    }
    (void)cudaGetLastError();
}

std::string CudaBackend::description() const
{
    char memory[32];
    std::snprintf(memory, sizeof memory, "%.2f GiB", static_cast<double>(info_.totalBytes) / (1024.0 * 1024.0 * 1024.0));
    return info_.name + " (cuda:" + std::to_string(ordinal_) + ", compute capability " + std::to_string(info_.major) + "." +
           std::to_string(info_.minor) + ", " + memory + ")";
}

cudaStream_t CudaBackend::activate()
{
    CudaCheck::check(cudaSetDevice(ordinal_));
    if (!stream_)
        CudaCheck::check(cudaStreamCreateWithFlags(&stream_, cudaStreamNonBlocking));
    return stream_;
}

void *CudaBackend::allocate(uint64_t bytes)
{
    activate();
    return allocator_.allocate(bytes);
}

void CudaBackend::deallocate(void *p, uint64_t)
{
    // No CUDA call: the block returns to the cache, and later work on the one stream is
    // ordered after everything that used it.
    if (p)
        allocator_.release(p);
}

void CudaBackend::copyFromHost(void *dst, const void *host, uint64_t bytes)
{
    const cudaStream_t s = activate();
    staging_.toDevice(dst, host, bytes, s);
}

void CudaBackend::copyToHost(void *host, const void *src, uint64_t bytes)
{
    const cudaStream_t s = activate();
    staging_.toHost(host, src, bytes, s);
}

void CudaBackend::copyWithin(void *dst, const void *src, uint64_t bytes)
{
    if (bytes == 0)
        return;
    const cudaStream_t s = activate();
    const char *d = static_cast<const char *>(dst), *from = static_cast<const char *>(src);
    if (d < from + bytes && from < d + bytes && d != from) {
        // memmove semantics: overlapping ranges go through a temporary block.
        void *tmp = allocator_.allocate(bytes);
        try {
            CudaCheck::check(cudaMemcpyAsync(tmp, src, bytes, cudaMemcpyDeviceToDevice, s));
            CudaCheck::check(cudaMemcpyAsync(dst, tmp, bytes, cudaMemcpyDeviceToDevice, s));
        } catch (...) {
            allocator_.release(tmp);
            throw;
        }
        allocator_.release(tmp);
        return;
    }
    CudaCheck::check(cudaMemcpyAsync(dst, src, bytes, cudaMemcpyDeviceToDevice, s));
}

void CudaBackend::fill(const StridedRef &dst, Scalar value)
{
    alignas(8) unsigned char element[8];
    HostKernels::writeElement(element, dst.dtype, value); // the CPU's conversion of the value
    CudaCheck::check(CudaKernels::fill(activate(), dst, element));
}

void CudaBackend::arange(const StridedRef &dst, double start, double step, Library)
{
    // NumPy arrays live in host memory: only torch.arange reaches a device.
    CudaCheck::check(CudaKernels::arange(activate(), dst, start, step));
}

void CudaBackend::randomFill(const StridedRef &dst, const DeviceRandomFill &fill)
{
    cudaStream_t s = activate();
    if (dst.isContiguous()) {
        CudaCheck::check(CudaRandomKernels::randomFill(s, dst, fill));
        return;
    }
    const uint64_t bytes = static_cast<uint64_t>(dst.numel()) * itemSize(dst.dtype);
    StridedRef dense{allocate(bytes), dst.dtype, dst.sizes, std::vector<int64_t>(dst.sizes.size(), 1)};
    for (size_t d = dst.sizes.size(); d-- > 1;)
        dense.strides[d - 1] = dense.strides[d] * dst.sizes[d];
    try {
        CudaCheck::check(CudaRandomKernels::randomFill(s, dense, fill));
        CudaCheck::check(CudaKernels::copyStrided(s, dst, dense));
    } catch (...) {
        deallocate(dense.data, bytes);
        throw;
    }
    deallocate(dense.data, bytes);
}

void CudaBackend::copyStrided(const StridedRef &dst, const StridedRef &src, Library)
{
    // NumPy arrays live in host memory: only PyTorch's casts reach a device.
    CudaCheck::check(CudaKernels::copyStrided(activate(), dst, src));
}

void CudaBackend::binary(BinaryKernel op, const StridedRef &out, const BinaryOperand &a, const BinaryOperand &b, DType compute,
                         Scalar alpha)
{
    const bool unitAlpha = alpha.isFloating() ? alpha.toDouble() == 1.0 : alpha.toInt() == 1;
    if (!unitAlpha || !hasCudaBinaryKernel(op, compute) || !hasCudaBinaryKernel(op, out.dtype)) {
        HostOperand ha(*this, a), hb(*this, b);
        HostMirror ho(*this, out);
        HostBinaryKernels::run(op, ho.ref(), ha.op, hb.op, compute, alpha);
        ho.writeBack();
        return;
    }
    alignas(8) unsigned char sa[8] = {}, sb[8] = {};
    if (!a.tensor)
        HostKernels::writeElement(sa, compute, a.scalar);
    if (!b.tensor)
        HostKernels::writeElement(sb, compute, b.scalar);
    CudaCheck::check(CudaKernels::binary(activate(), op, out, a.tensor, sa, b.tensor, sb, compute));
}

Scalar CudaBackend::sum(const StridedRef &src, DType accumulate, SumOrder)
{
    const cudaStream_t s = activate();
    if (!sumScratch_) // once per backend, outside the pool: it is no tensor's memory
        CudaCheck::check(cudaMalloc(&sumScratch_, CudaKernels::kSumScratchBytes));
    alignas(8) unsigned char result[8] = {};
    // Same accumulator choice as HostKernels::sum.
    if (isFloating(src.dtype) && accumulate == src.dtype) {
        if (src.dtype != DType::Float64) { // float16 and bfloat16 accumulate in float too
            CudaCheck::check(CudaKernels::sum(s, src, CudaKernels::SumAccumulator::Float32, sumScratch_, result));
            float v;
            std::memcpy(&v, result, sizeof v);
            return Scalar::fromDouble(static_cast<double>(v), DType::Float32).castTo(accumulate);
        }
        CudaCheck::check(CudaKernels::sum(s, src, CudaKernels::SumAccumulator::Float64, sumScratch_, result));
        double v;
        std::memcpy(&v, result, sizeof v);
        return Scalar::fromDouble(v, accumulate);
    }
    if (isFloating(accumulate)) {
        CudaCheck::check(CudaKernels::sum(s, src, CudaKernels::SumAccumulator::Float64, sumScratch_, result));
        double v;
        std::memcpy(&v, result, sizeof v);
        return Scalar::fromDouble(v, DType::Float64).castTo(accumulate);
    }
    CudaCheck::check(CudaKernels::sum(s, src, CudaKernels::SumAccumulator::Int64, sumScratch_, result));
    uint64_t v;
    std::memcpy(&v, result, sizeof v);
    return Scalar::fromInt(static_cast<int64_t>(v), DType::Int64).castTo(accumulate);
}

void CudaBackend::accumulate(const StridedRef &dst, const StridedRef &src)
{
    CudaCheck::check(CudaKernels::accumulate(activate(), dst, src));
}

void CudaBackend::gatherOffsets(const StridedRef &out, const StridedRef &src, const StridedRef &offsets)
{
    CudaCheck::check(CudaKernels::gatherOffsets(activate(), out, src, offsets));
}

void CudaBackend::scatterOffsets(const StridedRef &dst, const StridedRef &offsets, const StridedRef &values, bool accumulate)
{
    if (accumulate && !hasCudaBinaryKernel(BinaryKernel::Add, dst.dtype)) {
        HostMirror hd(*this, dst), ho(*this, offsets), hv(*this, values);
        HostOffsetKernels::scatter(hd.ref(), ho.ref(), hv.ref(), accumulate);
        hd.writeBack();
        return;
    }
    CudaCheck::check(CudaKernels::scatterOffsets(activate(), dst, offsets, values, accumulate));
}

void CudaBackend::unary(UnaryKernel op, const StridedRef &out, const StridedRef &in, const UnaryParams &params)
{
    HostMirror hi(*this, in), ho(*this, out);
    HostUnaryKernels::run(op, ho.ref(), hi.ref(), params);
    ho.writeBack();
}

void CudaBackend::where(const StridedRef &out, const StridedRef &cond, const BinaryOperand &a, const BinaryOperand &b)
{
    HostMirror hc(*this, cond), ho(*this, out);
    HostOperand ha(*this, a), hb(*this, b);
    HostIndexKernels::where(ho.ref(), hc.ref(), ha.op, hb.op);
    ho.writeBack();
}

void CudaBackend::reduce(ReduceKernel op, const StridedRef &out, const StridedRef *indices, const StridedRef &in,
                         const ReduceParams &params)
{
    HostMirror hi(*this, in), ho(*this, out);
    std::unique_ptr<HostMirror> hx = indices ? std::make_unique<HostMirror>(*this, *indices) : nullptr;
    HostReduceKernels::reduce(op, ho.ref(), hx ? &hx->ref() : nullptr, hi.ref(), params);
    ho.writeBack();
    if (hx)
        hx->writeBack();
}

void CudaBackend::cumulative(const StridedRef &out, const StridedRef &in, int64_t dim, bool product, bool reverse)
{
    HostMirror hi(*this, in), ho(*this, out);
    HostReduceKernels::cumulative(ho.ref(), hi.ref(), dim, product, reverse);
    ho.writeBack();
}

void CudaBackend::matmul(MatmulKind kind, const StridedRef &out, const StridedRef &a, const StridedRef &b)
{
    HostMirror ha(*this, a), hb(*this, b), ho(*this, out);
    HostLinalg::matmul(kind, ho.ref(), ha.ref(), hb.ref());
    ho.writeBack();
}

void CudaBackend::softmax(const StridedRef &out, const StridedRef &in, int64_t dim, bool log)
{
    HostMirror hi(*this, in), ho(*this, out);
    HostSoftmaxKernels::softmax(ho.ref(), hi.ref(), dim, log);
    ho.writeBack();
}

void CudaBackend::softmaxBackward(const StridedRef &gradInput, const StridedRef &grad, const StridedRef &output, int64_t dim,
                                  bool log)
{
    HostMirror hg(*this, grad), hout(*this, output), hgi(*this, gradInput);
    HostSoftmaxKernels::softmaxBackward(hgi.ref(), hg.ref(), hout.ref(), dim, log);
    hgi.writeBack();
}

void CudaBackend::indexed(IndexKernel op, const StridedRef &out, const StridedRef &in, int64_t dim, const StridedRef &index,
                          const StridedRef *src, Scalar value)
{
    HostMirror hin(*this, in), hix(*this, index), ho(*this, out);
    std::unique_ptr<HostMirror> hs = src ? std::make_unique<HostMirror>(*this, *src) : nullptr;
    HostIndexKernels::indexed(op, ho.ref(), hin.ref(), dim, hix.ref(), hs ? &hs->ref() : nullptr, value);
    ho.writeBack();
}

void CudaBackend::linspace(const StridedRef &dst, Scalar start, Scalar end, int64_t steps, std::optional<double> logBase)
{
    HostMirror hd(*this, dst);
    HostIndexKernels::linspace(hd.ref(), start, end, steps, logBase);
    hd.writeBack();
}

Scalar CudaBackend::readElement(const void *p, DType dtype)
{
    const cudaStream_t s = activate();
    alignas(8) unsigned char element[8] = {};
    CudaCheck::check(cudaMemcpyAsync(element, p, static_cast<size_t>(itemSize(dtype)), cudaMemcpyDeviceToHost, s));
    CudaCheck::check(cudaStreamSynchronize(s));
    return HostKernels::readElement(element, dtype);
}

void CudaBackend::writeElement(void *p, DType dtype, Scalar value)
{
    const cudaStream_t s = activate();
    alignas(8) unsigned char element[8] = {};
    HostKernels::writeElement(element, dtype, value);
    CudaCheck::check(cudaMemcpyAsync(p, element, static_cast<size_t>(itemSize(dtype)), cudaMemcpyHostToDevice, s));
    CudaCheck::check(cudaStreamSynchronize(s));
}

} // namespace tl
