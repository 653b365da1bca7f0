#include "CudaKernels.h"

#include "ArangeElement.h"
#include "core/ElementTypes.h"

#include <cuda_runtime.h>

#include <algorithm>
#include <cstring>
#include <type_traits>
#include <utility>
#include <vector>

namespace tl {

namespace {

constexpr int kMaxDims = 25;
constexpr int kThreads = 256;
constexpr int64_t kMaxBlocks = 65536;
constexpr int kSumBlocks = 1024;
static_assert(CudaKernels::kSumScratchBytes >= (kSumBlocks + 1) * 8, "sum scratch holds the block partials and the result");

// An iteration space for up to three operands: sizes and each operand's strides (elements),
// innermost dimension last, after dropping size-1 dimensions and merging neighbours that
// step through memory as one (the row-major order of elements is unchanged).
struct Geometry {
    int nd = 0;
    int64_t sizes[kMaxDims];
    int64_t strides[3][kMaxDims];
};

// Host side. False when more than kMaxDims dimensions remain.
bool makeGeometry(const std::vector<int64_t> &sizes, const std::vector<const std::vector<int64_t> *> &strides,
                  const std::vector<bool> &keep, Geometry &g)
{
    struct Dim {
        int64_t size;
        int64_t stride[3];
    };
    std::vector<Dim> dims;
    for (size_t d = 0; d < sizes.size(); ++d) {
        if (sizes[d] == 1 || (!keep.empty() && !keep[d]))
            continue;
        Dim dim{sizes[d], {0, 0, 0}};
        for (size_t k = 0; k < strides.size(); ++k)
            dim.stride[k] = (*strides[k])[d];
        if (!dims.empty()) {
            Dim &outer = dims.back();
            bool merges = true;
            for (size_t k = 0; k < strides.size(); ++k)
                merges = merges && outer.stride[k] == dim.stride[k] * dim.size;
            if (merges) {
                outer.size *= dim.size;
                for (size_t k = 0; k < 3; ++k)
                    outer.stride[k] = dim.stride[k];
                continue;
            }
        }
        dims.push_back(dim);
    }
    if (dims.size() > static_cast<size_t>(kMaxDims))
        return false;
    g.nd = static_cast<int>(dims.size());
    for (int d = 0; d < g.nd; ++d) {
        g.sizes[d] = dims[d].size;
        for (int k = 0; k < 3; ++k)
            g.strides[k][d] = dims[d].stride[k];
    }
    return true;
}

unsigned blocksFor(int64_t n, int64_t cap = kMaxBlocks)
{
    return static_cast<unsigned>(std::min<int64_t>((n + kThreads - 1) / kThreads, cap));
}

// Element offsets (in elements) of the three operands at row-major position `linear`.
__device__ inline void offsetsOf(const Geometry &g, int64_t linear, int64_t off[3])
{
    off[0] = off[1] = off[2] = 0;
    for (int d = g.nd - 1; d >= 0; --d) {
        const int64_t size = g.sizes[d];
        const int64_t idx = d == 0 ? linear : linear % size;
        linear = d == 0 ? 0 : linear / size;
        off[0] += idx * g.strides[0][d];
        off[1] += idx * g.strides[1][d];
        off[2] += idx * g.strides[2][d];
    }
}

// Element `off` of an array of dtype `type`, converted to C with the host's rules
// (core/ElementTypes.h: convertElement, compiled for the device too).
template <typename C>
__device__ inline C loadAs(const void *base, DType type, int64_t off)
{
    switch (type) {
#define TL_LOAD_CASE(e, T, ...)                                                                                        \
    case DType::e:                                                                                                     \
        return convertElement<C>(static_cast<const T *>(base)[off]);
        TL_FORALL_DTYPES(TL_LOAD_CASE)
#undef TL_LOAD_CASE
    }
    return C{};
}

template <typename V>
__device__ inline void storeAs(void *base, DType type, int64_t off, V v)
{
    switch (type) {
#define TL_STORE_CASE(e, T, ...)                                                                                       \
    case DType::e:                                                                                                     \
        static_cast<T *>(base)[off] = convertElement<T>(v);                                                            \
        return;
        TL_FORALL_DTYPES(TL_STORE_CASE)
#undef TL_STORE_CASE
    }
}

// HostKernels' applyOp: bool + is "or", bool - is "xor", bool * is "and"; integers wrap.
template <typename C>
__device__ inline typename std::conditional<std::is_same<C, bool>::value, bool, C>::type applyOp(BinaryKernel op, C x, C y)
{
    using R = typename std::conditional<std::is_same<C, bool>::value, bool, C>::type;
    switch (op) {
    case BinaryKernel::Add:
        if constexpr (std::is_same<C, bool>::value)
            return static_cast<R>(x || y);
        else if constexpr (std::is_integral<C>::value)
            return static_cast<R>(static_cast<typename std::make_unsigned<C>::type>(x) +
                                  static_cast<typename std::make_unsigned<C>::type>(y));
        else
            return static_cast<R>(x + y);
    case BinaryKernel::Sub:
        if constexpr (std::is_same<C, bool>::value)
            return static_cast<R>(x != y);
        else if constexpr (std::is_integral<C>::value)
            return static_cast<R>(static_cast<typename std::make_unsigned<C>::type>(x) -
                                  static_cast<typename std::make_unsigned<C>::type>(y));
        else
            return static_cast<R>(x - y);
    case BinaryKernel::Mul:
        if constexpr (std::is_same<C, bool>::value)
            return static_cast<R>(x && y);
        else if constexpr (std::is_integral<C>::value)
            return static_cast<R>(static_cast<typename std::make_unsigned<C>::type>(x) *
                                  static_cast<typename std::make_unsigned<C>::type>(y));
        else
            return static_cast<R>(x * y);
    case BinaryKernel::Div:
        if constexpr (isFloatingElement<C>)
            return static_cast<R>(x / y);
        else
            return static_cast<R>(y == 0 ? 0 : x / y); // unreachable: true division computes in floating point
    default:
        return R{};
    }
}

template <typename C>
__device__ inline bool applyCompare(BinaryKernel op, C x, C y)
{
    switch (op) {
    case BinaryKernel::Eq: return x == y;
    case BinaryKernel::Ne: return x != y;
    case BinaryKernel::Lt: return x < y;
    case BinaryKernel::Le: return x <= y;
    case BinaryKernel::Gt: return x > y;
    case BinaryKernel::Ge: return x >= y;
    default: return false;
    }
}

#define TL_GRID_STRIDE(i, n)                                                                                                  \
    for (int64_t i = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < (n);                                  \
         i += static_cast<int64_t>(gridDim.x) * blockDim.x)

// dst: n contiguous elements.
template <typename T>
__global__ void fillContiguousKernel(T *dst, T value, int64_t n)
{
    TL_GRID_STRIDE(i, n)
    dst[i] = value;
}

// dst: strided per g (operand 0).
template <typename T>
__global__ void fillStridedKernel(T *dst, T value, Geometry g, int64_t n)
{
    int64_t off[3];
    TL_GRID_STRIDE(i, n)
    {
        offsetsOf(g, i, off);
        dst[off[0]] = value;
    }
}

// dst: n contiguous elements, as HostKernels::arange writes them for torch.arange.
template <typename T>
__global__ void arangeKernel(T *dst, double start, double step, int64_t n)
{
    TL_GRID_STRIDE(i, n)
    dst[i] = torchArangeElement<T>(i, n, start, step);
}

// dst (operand 0) and src (operand 1) share g's shape.
template <typename D>
__global__ void copyKernel(D *dst, const void *src, DType srcType, Geometry g, int64_t n)
{
    int64_t off[3];
    TL_GRID_STRIDE(i, n)
    {
        offsetsOf(g, i, off);
        dst[off[0]] = loadAs<D>(src, srcType, off[1]);
    }
}

// out (operand 0), a (1), b (2) share g's shape; a null a/b uses the scalar instead.
template <typename C>
__global__ void binaryKernel(BinaryKernel op, void *out, DType outType, const void *a, DType aType, C aScalar, const void *b,
                             DType bType, C bScalar, Geometry g, int64_t n)
{
    int64_t off[3];
    const bool comparison = op >= BinaryKernel::Eq;
    TL_GRID_STRIDE(i, n)
    {
        offsetsOf(g, i, off);
        const C x = a ? loadAs<C>(a, aType, off[1]) : aScalar;
        const C y = b ? loadAs<C>(b, bType, off[2]) : bScalar;
        if (comparison)
            storeAs(out, outType, off[0], applyCompare<C>(op, x, y));
        else
            storeAs(out, outType, off[0], applyOp<C>(op, x, y));
    }
}

// The value sum() adds for one element: integers (and bools) as wrapping 64-bit integers.
template <typename A>
__device__ inline A loadForSum(const void *src, DType type, int64_t off)
{
    if constexpr (std::is_same<A, uint64_t>::value)
        return static_cast<uint64_t>(loadAs<int64_t>(src, type, off));
    else
        return loadAs<A>(src, type, off);
}

// Tree reduction of one value per thread of a kThreads block; thread 0 gets the total.
template <typename A>
__device__ inline A blockSum(A value)
{
    __shared__ A lanes[kThreads];
    lanes[threadIdx.x] = value;
    __syncthreads();
    for (int s = kThreads / 2; s > 0; s >>= 1) {
        if (static_cast<int>(threadIdx.x) < s)
            lanes[threadIdx.x] = lanes[threadIdx.x] + lanes[threadIdx.x + s];
        __syncthreads();
    }
    return lanes[0];
}

// src strided per g (operand 0); partials: one per block.
template <typename A>
__global__ void sumPartialsKernel(const void *src, DType type, Geometry g, int64_t n, A *partials)
{
    int64_t off[3];
    A acc = A(0);
    TL_GRID_STRIDE(i, n)
    {
        offsetsOf(g, i, off);
        acc = acc + loadForSum<A>(src, type, off[0]);
    }
    const A total = blockSum(acc);
    if (threadIdx.x == 0)
        partials[blockIdx.x] = total;
}

// One block: result[0] = sum of partials[0..count).
template <typename A>
__global__ void sumFinalKernel(const A *partials, int count, A *result)
{
    A acc = A(0);
    for (int i = threadIdx.x; i < count; i += kThreads)
        acc = acc + partials[i];
    const A total = blockSum(acc);
    if (threadIdx.x == 0)
        result[0] = total;
}

// One thread per destination element reached through the kept dimensions (kept: operand 0
// = dst, operand 1 = src); it adds the source elements of the summed dimensions (reduced:
// operand 1 = src) in row-major order, so each total is rounded exactly as on the CPU.
template <typename D>
__global__ void accumulateKernel(D *dst, const void *src, DType srcType, Geometry kept, int64_t keptCount, Geometry reduced,
                                 int64_t reducedCount)
{
    int64_t k[3], r[3];
    TL_GRID_STRIDE(i, keptCount)
    {
        offsetsOf(kept, i, k);
        D v = dst[k[0]];
        for (int64_t j = 0; j < reducedCount; ++j) {
            offsetsOf(reduced, j, r);
            const D s = loadAs<D>(src, srcType, k[1] + r[1]);
            if constexpr (std::is_same<D, bool>::value)
                v = v || s;
            else if constexpr (std::is_integral<D>::value)
                v = static_cast<D>(static_cast<typename std::make_unsigned<D>::type>(v) +
                                   static_cast<typename std::make_unsigned<D>::type>(s));
            else
                v = v + s;
        }
        dst[k[0]] = v;
    }
}

// Gather by offset: out (operand 0) and offsets (operand 1) share g's shape.
template <typename T>
__global__ void gatherOffsetsKernel(T *out, const T *src, const int64_t *offsets, Geometry g, int64_t n)
{
    int64_t off[3];
    TL_GRID_STRIDE(i, n)
    {
        offsetsOf(g, i, off);
        out[off[0]] = src[offsets[off[1]]];
    }
}

template <typename T>
__device__ inline void addAtomically(T *slot, T v)
{
    if constexpr (std::is_same<T, bool>::value) {
        if (v)
            *slot = true;
    } else if constexpr (std::is_same<T, int64_t>::value) {
        atomicAdd(reinterpret_cast<unsigned long long *>(slot), static_cast<unsigned long long>(v));
    } else if constexpr (std::is_same<T, int32_t>::value || std::is_same<T, float>::value ||
                         std::is_same<T, double>::value) {
        atomicAdd(slot, v);
    } else {
        __trap(); // no atomic add of this width: CudaBackend accumulates these on the host
    }
}

// Scatter by offset: offsets (operand 0) and values (operand 1) share g's shape.
template <typename T>
__global__ void scatterOffsetsKernel(T *dst, const int64_t *offsets, const T *values, Geometry g, int64_t n, bool accumulate)
{
    int64_t off[3];
    TL_GRID_STRIDE(i, n)
    {
        offsetsOf(g, i, off);
        T *slot = dst + offsets[off[0]];
        if (accumulate)
            addAtomically(slot, values[off[1]]);
        else
            *slot = values[off[1]];
    }
}

template <typename F>
void dispatchType(DType d, F &&f)
{
    dispatchElementType(d, std::forward<F>(f));
}

} // namespace

cudaError_t CudaKernels::fill(cudaStream_t stream, const StridedRef &dst, const void *value)
{
    const int64_t n = dst.numel();
    if (n == 0)
        return cudaSuccess;
    Geometry g;
    if (!makeGeometry(dst.sizes, {&dst.strides}, {}, g))
        return cudaErrorNotSupported;
    cudaError_t status = cudaSuccess;
    dispatchType(dst.dtype, [&](auto tag) {
        using T = decltype(tag);
        T v;
        std::memcpy(&v, value, sizeof(T));
        if (g.nd <= 1 && (g.nd == 0 || g.strides[0][0] == 1)) {
            if (sizeof(T) == 1) {
                unsigned char byte;
                std::memcpy(&byte, &v, 1);
                status = cudaMemsetAsync(dst.data, byte, static_cast<size_t>(n), stream);
            } else {
                fillContiguousKernel<T><<<blocksFor(n), kThreads, 0, stream>>>(static_cast<T *>(dst.data), v, n);
            }
        } else {
            fillStridedKernel<T><<<blocksFor(n), kThreads, 0, stream>>>(static_cast<T *>(dst.data), v, g, n);
        }
    });
    return status != cudaSuccess ? status : cudaGetLastError();
}

cudaError_t CudaKernels::arange(cudaStream_t stream, const StridedRef &dst, double start, double step)
{
    const int64_t n = dst.numel();
    if (n == 0)
        return cudaSuccess;
    dispatchType(dst.dtype, [&](auto tag) {
        using T = decltype(tag);
        arangeKernel<T><<<blocksFor(n), kThreads, 0, stream>>>(static_cast<T *>(dst.data), start, step, n);
    });
    return cudaGetLastError();
}

cudaError_t CudaKernels::copyStrided(cudaStream_t stream, const StridedRef &dst, const StridedRef &src)
{
    const int64_t n = dst.numel();
    if (n == 0)
        return cudaSuccess;
    if (dst.dtype == src.dtype && dst.isContiguous() && src.isContiguous())
        return cudaMemcpyAsync(dst.data, src.data, static_cast<size_t>(n) * itemSize(dst.dtype), cudaMemcpyDeviceToDevice,
                               stream);
    Geometry g;
    if (!makeGeometry(dst.sizes, {&dst.strides, &src.strides}, {}, g))
        return cudaErrorNotSupported;
    dispatchType(dst.dtype, [&](auto tag) {
        using D = decltype(tag);
        copyKernel<D><<<blocksFor(n), kThreads, 0, stream>>>(static_cast<D *>(dst.data), src.data, src.dtype, g, n);
    });
    return cudaGetLastError();
}

cudaError_t CudaKernels::binary(cudaStream_t stream, BinaryKernel op, const StridedRef &out, const StridedRef *a,
                                const void *aScalar, const StridedRef *b, const void *bScalar, DType compute)
{
    const int64_t n = out.numel();
    if (n == 0)
        return cudaSuccess;
    const std::vector<int64_t> none(out.sizes.size(), 0);
    Geometry g;
    if (!makeGeometry(out.sizes, {&out.strides, a ? &a->strides : &none, b ? &b->strides : &none}, {}, g))
        return cudaErrorNotSupported;
    dispatchType(compute, [&](auto tag) {
        using C = decltype(tag);
        C sa{}, sb{};
        if (!a)
            std::memcpy(&sa, aScalar, sizeof(C));
        if (!b)
            std::memcpy(&sb, bScalar, sizeof(C));
        binaryKernel<C><<<blocksFor(n), kThreads, 0, stream>>>(op, out.data, out.dtype, a ? a->data : nullptr,
                                                               a ? a->dtype : compute, sa, b ? b->data : nullptr,
                                                               b ? b->dtype : compute, sb, g, n);
    });
    return cudaGetLastError();
}

cudaError_t CudaKernels::sum(cudaStream_t stream, const StridedRef &src, SumAccumulator acc, void *scratch, void *result)
{
    const int64_t n = src.numel();
    Geometry g;
    if (!makeGeometry(src.sizes, {&src.strides}, {}, g))
        return cudaErrorNotSupported;
    auto run = [&](auto tag) -> cudaError_t {
        using A = decltype(tag);
        A *partials = static_cast<A *>(scratch);
        A *total = partials + kSumBlocks;
        if (n == 0) {
            const A zero = A(0);
            std::memcpy(result, &zero, sizeof(A));
            return cudaSuccess;
        }
        const unsigned blocks = blocksFor(n, kSumBlocks);
        sumPartialsKernel<A><<<blocks, kThreads, 0, stream>>>(src.data, src.dtype, g, n, partials);
        sumFinalKernel<A><<<1, kThreads, 0, stream>>>(partials, static_cast<int>(blocks), total);
        const cudaError_t launched = cudaGetLastError();
        if (launched != cudaSuccess)
            return launched;
        return cudaMemcpyAsync(result, total, sizeof(A), cudaMemcpyDeviceToHost, stream);
    };
    cudaError_t status = cudaSuccess;
    switch (acc) {
    case SumAccumulator::Float32: status = run(float{}); break;
    case SumAccumulator::Float64: status = run(double{}); break;
    case SumAccumulator::Int64: status = run(uint64_t{}); break;
    }
    if (status != cudaSuccess)
        return status;
    return cudaStreamSynchronize(stream);
}

cudaError_t CudaKernels::accumulate(cudaStream_t stream, const StridedRef &dst, const StridedRef &src)
{
    if (dst.numel() == 0)
        return cudaSuccess;
    std::vector<bool> keptDims(dst.sizes.size()), reducedDims(dst.sizes.size());
    std::vector<int64_t> keptSizes, reducedSizes;
    int64_t keptCount = 1, reducedCount = 1;
    for (size_t d = 0; d < dst.sizes.size(); ++d) {
        const bool summed = dst.strides[d] == 0 && dst.sizes[d] > 1;
        reducedDims[d] = summed;
        keptDims[d] = !summed;
        (summed ? reducedCount : keptCount) *= dst.sizes[d];
    }
    Geometry kept, reduced;
    if (!makeGeometry(dst.sizes, {&dst.strides, &src.strides}, keptDims, kept) ||
        !makeGeometry(dst.sizes, {&dst.strides, &src.strides}, reducedDims, reduced))
        return cudaErrorNotSupported;
    dispatchType(dst.dtype, [&](auto tag) {
        using D = decltype(tag);
        accumulateKernel<D><<<blocksFor(keptCount), kThreads, 0, stream>>>(static_cast<D *>(dst.data), src.data, src.dtype,
                                                                           kept, keptCount, reduced, reducedCount);
    });
    return cudaGetLastError();
}

cudaError_t CudaKernels::gatherOffsets(cudaStream_t stream, const StridedRef &out, const StridedRef &src, const StridedRef &offsets)
{
    const int64_t n = out.numel();
    if (n == 0)
        return cudaSuccess;
    Geometry g;
    if (!makeGeometry(out.sizes, {&out.strides, &offsets.strides}, {}, g))
        return cudaErrorNotSupported;
    dispatchType(out.dtype, [&](auto tag) {
        using T = decltype(tag);
        gatherOffsetsKernel<T><<<blocksFor(n), kThreads, 0, stream>>>(static_cast<T *>(out.data), static_cast<const T *>(src.data),
                                                                       static_cast<const int64_t *>(offsets.data), g, n);
    });
    return cudaGetLastError();
}

cudaError_t CudaKernels::scatterOffsets(cudaStream_t stream, const StridedRef &dst, const StridedRef &offsets,
                                        const StridedRef &values, bool accumulate)
{
    const int64_t n = offsets.numel();
    if (n == 0)
        return cudaSuccess;
    Geometry g;
    if (!makeGeometry(offsets.sizes, {&offsets.strides, &values.strides}, {}, g))
        return cudaErrorNotSupported;
    dispatchType(dst.dtype, [&](auto tag) {
        using T = decltype(tag);
        scatterOffsetsKernel<T><<<blocksFor(n), kThreads, 0, stream>>>(
            static_cast<T *>(dst.data), static_cast<const int64_t *>(offsets.data), static_cast<const T *>(values.data), g, n,
            accumulate);
    });
    return cudaGetLastError();
}

} // namespace tl
