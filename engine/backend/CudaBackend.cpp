#include "CudaBackend.h"

#include "CudaCheck.h"
#include "CudaKernels.h"
#include "CudaRandomKernels.h"
#include "HostKernels.h"

#include <cstdio>
#include <cstring>

namespace tl {

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

void CudaBackend::binary(BinaryKernel op, const StridedRef &out, const BinaryOperand &a, const BinaryOperand &b, DType compute)
{
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
    CudaCheck::check(CudaKernels::scatterOffsets(activate(), dst, offsets, values, accumulate));
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
