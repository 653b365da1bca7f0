#include "HostMemoryBackend.h"

#include "HostBinaryKernels.h"
#include "HostIndexKernels.h"
#include "HostKernels.h"
#include "PhiloxHostKernels.h"
#include "HostOffsetKernels.h"
#include "HostLinalg.h"
#include "HostReduceKernels.h"
#include "HostSoftmaxKernels.h"
#include "HostUnaryKernels.h"

#include <cstdlib>
#include <cstring>
#include <sys/mman.h>
#include <unistd.h>

namespace tl {

namespace {
// Blocks this large come straight from the kernel as transparent huge pages: a fresh
// multi-megabyte tensor then costs page faults per 2 MiB, not per 4 KiB.
constexpr uint64_t kLargeBlock = uint64_t{2} << 20;
constexpr size_t kAlignment = 64;
} // namespace

uint64_t HostMemoryBackend::physicalMemoryBytes()
{
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long pageSize = sysconf(_SC_PAGE_SIZE);
    if (pages <= 0 || pageSize <= 0)
        return uint64_t{8} << 30;
    return static_cast<uint64_t>(pages) * static_cast<uint64_t>(pageSize);
}

void *HostMemoryBackend::allocate(uint64_t bytes)
{
    if (bytes > capacity_ || allocated_ > capacity_ - bytes)
        outOfMemory(bytes);
    void *p = nullptr;
    if (bytes >= kLargeBlock) {
        p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (p == MAP_FAILED)
            outOfMemory(bytes);
        madvise(p, bytes, MADV_HUGEPAGE);
    } else {
        const size_t rounded = static_cast<size_t>((bytes + kAlignment - 1) / kAlignment * kAlignment);
        p = std::aligned_alloc(kAlignment, rounded == 0 ? kAlignment : rounded);
        if (!p)
            outOfMemory(bytes);
    }
    allocated_ += bytes;
    return p;
}

void HostMemoryBackend::deallocate(void *p, uint64_t bytes)
{
    if (!p)
        return;
    if (bytes >= kLargeBlock)
        munmap(p, bytes);
    else
        std::free(p);
    allocated_ -= bytes;
}

void HostMemoryBackend::copyFromHost(void *dst, const void *host, uint64_t bytes)
{
    HostKernels::copyBytes(dst, host, bytes);
}

void HostMemoryBackend::copyToHost(void *host, const void *src, uint64_t bytes)
{
    HostKernels::copyBytes(host, src, bytes);
}

void HostMemoryBackend::copyWithin(void *dst, const void *src, uint64_t bytes)
{
    if (bytes)
        std::memmove(dst, src, bytes);
}

void HostMemoryBackend::fill(const StridedRef &dst, Scalar value) { HostKernels::fill(dst, value); }
void HostMemoryBackend::randomFill(const StridedRef &dst, const DeviceRandomFill &fill)
{
    PhiloxHostKernels::randomFill(dst, fill);
}
void HostMemoryBackend::arange(const StridedRef &dst, double start, double step, Library library)
{
    HostKernels::arange(dst, start, step, library);
}
void HostMemoryBackend::copyStrided(const StridedRef &dst, const StridedRef &src, Library library)
{
    HostKernels::copyStrided(dst, src, library);
}
void HostMemoryBackend::binary(BinaryKernel op, const StridedRef &out, const BinaryOperand &a, const BinaryOperand &b,
                               DType compute, Scalar alpha)
{
    HostBinaryKernels::run(op, out, a, b, compute, alpha);
}
void HostMemoryBackend::unary(UnaryKernel op, const StridedRef &out, const StridedRef &in, const UnaryParams &params)
{
    HostUnaryKernels::run(op, out, in, params);
}
void HostMemoryBackend::where(const StridedRef &out, const StridedRef &cond, const BinaryOperand &a, const BinaryOperand &b)
{
    HostIndexKernels::where(out, cond, a, b);
}
void HostMemoryBackend::reduce(ReduceKernel op, const StridedRef &out, const StridedRef *indices, const StridedRef &in,
                               const ReduceParams &params)
{
    HostReduceKernels::reduce(op, out, indices, in, params);
}
void HostMemoryBackend::cumulative(const StridedRef &out, const StridedRef &in, int64_t dim, bool product, bool reverse)
{
    HostReduceKernels::cumulative(out, in, dim, product, reverse);
}
void HostMemoryBackend::matmul(MatmulKind kind, const StridedRef &out, const StridedRef &a, const StridedRef &b)
{
    HostLinalg::matmul(kind, out, a, b);
}
void HostMemoryBackend::softmax(const StridedRef &out, const StridedRef &in, int64_t dim, bool log)
{
    HostSoftmaxKernels::softmax(out, in, dim, log);
}
void HostMemoryBackend::softmaxBackward(const StridedRef &gradInput, const StridedRef &grad, const StridedRef &output, int64_t dim,
                                        bool log)
{
    HostSoftmaxKernels::softmaxBackward(gradInput, grad, output, dim, log);
}
void HostMemoryBackend::indexed(IndexKernel op, const StridedRef &out, const StridedRef &in, int64_t dim, const StridedRef &index,
                                const StridedRef *src, Scalar value)
{
    HostIndexKernels::indexed(op, out, in, dim, index, src, value);
}
void HostMemoryBackend::linspace(const StridedRef &dst, Scalar start, Scalar end, int64_t steps, std::optional<double> logBase)
{
    HostIndexKernels::linspace(dst, start, end, steps, logBase);
}
Scalar HostMemoryBackend::sum(const StridedRef &src, DType accumulate, SumOrder order)
{
    return HostKernels::sum(src, accumulate, order);
}
void HostMemoryBackend::accumulate(const StridedRef &dst, const StridedRef &src) { HostKernels::accumulate(dst, src); }

void HostMemoryBackend::gatherOffsets(const StridedRef &out, const StridedRef &src, const StridedRef &offsets)
{
    HostOffsetKernels::gather(out, src, offsets);
}

void HostMemoryBackend::scatterOffsets(const StridedRef &dst, const StridedRef &offsets, const StridedRef &values,
                                       bool accumulate)
{
    HostOffsetKernels::scatter(dst, offsets, values, accumulate);
}
Scalar HostMemoryBackend::readElement(const void *p, DType dtype) { return HostKernels::readElement(p, dtype); }
void HostMemoryBackend::writeElement(void *p, DType dtype, Scalar value) { HostKernels::writeElement(p, dtype, value); }

} // namespace tl
