#include "HostKernels.h"

#include "ArangeElement.h"
#include "CascadeSum.h"
#include "ElementLoops.h"

#include "core/InterruptFlag.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <limits>
#include <type_traits>

namespace tl {

using namespace kernels;

Scalar HostKernels::readElement(const void *p, DType dtype)
{
    // Any nonzero byte is true (uninitialised memory may hold any byte; a bool load of it
    // would be undefined).
    if (dtype == DType::Bool)
        return Scalar::fromBool(*static_cast<const unsigned char *>(p) != 0);
    return dispatch(dtype, [&](auto tag) {
        using T = decltype(tag);
        T v;
        std::memcpy(&v, p, sizeof(T));
        return toScalar<T>(v);
    });
}

void HostKernels::writeElement(void *p, DType dtype, Scalar value)
{
    dispatch(dtype, [&](auto tag) {
        using T = decltype(tag);
        const T v = fromScalar<T>(value);
        std::memcpy(p, &v, sizeof(T));
    });
}

void HostKernels::copyBytes(void *dst, const void *src, uint64_t bytes)
{
    inBlocks(static_cast<int64_t>(bytes), [&](int64_t begin, int64_t end) {
        std::memcpy(static_cast<char *>(dst) + begin, static_cast<const char *>(src) + begin, static_cast<size_t>(end - begin));
    });
}

void HostKernels::fill(const StridedRef &dst, Scalar value)
{
    dispatch(dst.dtype, [&](auto tag) {
        using T = decltype(tag);
        const T v = fromScalar<T>(value);
        T *base = static_cast<T *>(dst.data);
        if (dst.isContiguous()) {
            const int64_t n = dst.numel();
            inBlocks(n, [&](int64_t begin, int64_t end) {
                if constexpr (sizeof(T) == 1) {
                    std::memset(base + begin, static_cast<int>(v), static_cast<size_t>(end - begin));
                } else {
                    // A plain loop the compiler vectorises into wide stores.
                    for (int64_t i = begin; i < end; ++i)
                        base[i] = v;
                }
            });
            return;
        }
        forEach3(dst.sizes, dst.strides.data(), nullptr, nullptr, [&](int64_t o, int64_t, int64_t) { base[o] = v; });
    });
}

namespace {

// NumPy's arange: Python's start and start + step stored into the first two elements, then
// the dtype's fill() continues from them with the step re-derived as their difference, in
// the element type (float for float16; no fused multiply-add).
template <typename T>
void numpyArange(T *out, int64_t n, double start, double step)
{
    using A = OpMath<T>;
    auto stored = [](double v) {
        if constexpr (isIntegralElement<T>)
            return convertElement<T>(static_cast<int64_t>(v)); // int(v), then C's wrap-around
        else
            return convertElement<T, double, Library::NumPy>(v);
    };
    if (n > 0)
        out[0] = stored(start);
    if (n > 1)
        out[1] = stored(start + step);
    if constexpr (isIntegralElement<T>) {
        const int64_t first = out[0];
        const int64_t delta = static_cast<T>(static_cast<T>(out[1]) - out[0]);
        inBlocks(n, [&](int64_t begin, int64_t end) {
            for (int64_t i = std::max<int64_t>(begin, 2); i < end; ++i)
                out[i] = convertElement<T>(static_cast<int64_t>(static_cast<uint64_t>(first) + static_cast<uint64_t>(i) * static_cast<uint64_t>(delta)));
        });
    } else if constexpr (isFloatingElement<T>) {
        const A first = static_cast<A>(out[0]);
        const A delta = static_cast<A>(static_cast<A>(out[1]) - first);
        inBlocks(n, [&](int64_t begin, int64_t end) {
            for (int64_t i = std::max<int64_t>(begin, 2); i < end; ++i)
                out[i] = static_cast<T>(static_cast<A>(first + static_cast<A>(static_cast<A>(i) * delta)));
        });
    }
}

} // namespace

void HostKernels::arange(const StridedRef &dst, double start, double step, Library library)
{
    dispatch(dst.dtype, [&](auto tag) {
        using T = decltype(tag);
        T *base = static_cast<T *>(dst.data);
        const int64_t n = dst.numel();
        if (library == Library::NumPy) {
            numpyArange(base, n, start, step);
            return;
        }
        inBlocks(n, [&](int64_t begin, int64_t end) {
            for (int64_t i = begin; i < end; ++i)
                base[i] = torchArangeElement<T>(i, n, start, step);
        });
    });
}

namespace {

// Whether NumPy's cast S -> D gives other results than PyTorch's (convertElement).
template <typename D, typename S>
constexpr bool castsDiffer = (std::is_same_v<D, Half> && std::is_same_v<S, double>) ||
                             (std::is_same_v<D, uint8_t> && std::is_floating_point_v<S>);

template <Library L, typename D, typename S>
void copyCast(const StridedRef &dst, const StridedRef &src, D *d, const S *s)
{
    if (dst.isContiguous() && src.isContiguous()) {
        // A plain indexed loop the compiler vectorises (float32 -> float64 and the like).
        inBlocks(dst.numel(), [&](int64_t begin, int64_t end) {
            for (int64_t i = begin; i < end; ++i)
                d[i] = convertElement<D, S, L>(s[i]);
        });
        return;
    }
    forEach3(dst.sizes, dst.strides.data(), src.strides.data(), nullptr,
             [&](int64_t od, int64_t os, int64_t) { d[od] = convertElement<D, S, L>(s[os]); });
}

} // namespace

void HostKernels::copyStrided(const StridedRef &dst, const StridedRef &src, Library library)
{
    dispatch(dst.dtype, [&](auto dtag) {
        using D = decltype(dtag);
        dispatch(src.dtype, [&](auto stag) {
            using S = decltype(stag);
            D *d = static_cast<D *>(dst.data);
            const S *s = static_cast<const S *>(src.data);
            if constexpr (std::is_same_v<D, S>) {
                if (dst.isContiguous() && src.isContiguous()) {
                    copyBytes(d, s, static_cast<uint64_t>(dst.numel()) * sizeof(D));
                    return;
                }
            }
            if constexpr (castsDiffer<D, S>) {
                if (library == Library::NumPy) {
                    copyCast<Library::NumPy>(dst, src, d, s);
                    return;
                }
            }
            copyCast<Library::Torch>(dst, src, d, s);
        });
    });
}

namespace {
using namespace kernels;

// One AVX2 (32-byte) load of PyTorch's vectorised sum, as accumulator lanes: float and
// double load lane for lane; half and bfloat16 load 16 elements into 8 float lanes, half
// adding neighbours (load_reduce_vec), bfloat16 the two halves (load_fp32_from_bf16).
template <typename T, typename V>
V loadSumVector(const T *x)
{
    using A = OpMath<T>;
    V v;
    for (size_t l = 0; l < v.size(); ++l) {
        if constexpr (std::is_same_v<T, Half>)
            v[l] = (A(0) + A(x[2 * l])) + A(x[2 * l + 1]);
        else if constexpr (std::is_same_v<T, BFloat16>)
            v[l] = A(x[l]) + A(x[l + v.size()]);
        else
            v[l] = x[l];
    }
    return v;
}

// PyTorch's CastStoreAccumulate: `out += partial` on an output of type T (half and bfloat16
// round the partial to T first, as their operator+= takes a T).
template <typename T>
T storeAccumulate(T out, OpMath<T> partial)
{
    using A = OpMath<T>;
    return static_cast<T>(A(out) + A(static_cast<T>(partial)));
}

// PyTorch 1.13's CPU sum of n contiguous values with AVX2 (32-byte) vectors, accumulated in
// at::acc_type<T, true> (float for half and bfloat16); not yet stored into the output.
template <typename T>
OpMath<T> torchSum(const T *x, int64_t n)
{
    using A = OpMath<T>;
    constexpr int width = 32 / sizeof(T); // elements per vector load
    if (n < width)
        return CascadeSum::row<A>(n, [&](int64_t i) { return A(x[i]); }, A(0));
    using V = std::array<A, 32 / sizeof(A)>;
    V zero;
    zero.fill(A(0));
    const int64_t vecSize = n / width;
    const V acc = CascadeSum::row<V>(vecSize, [&](int64_t i) { return loadSumVector<T, V>(x + i * width); }, zero);
    A total = 0;
    for (int64_t k = vecSize * width; k < n; ++k)
        total = static_cast<A>(total + A(x[k]));
    for (size_t l = 0; l < acc.size(); ++l)
        total = static_cast<A>(total + acc[l]);
    return total;
}

// NumPy's pairwise_sum, in float for float16 (HALF_pairwise_sum).
template <typename T>
OpMath<T> numpySum(const T *x, int64_t n)
{
    using A = OpMath<T>;
    if (n < 8) {
        A r = 0;
        for (int64_t i = 0; i < n; ++i)
            r = static_cast<A>(r + A(x[i]));
        return r;
    }
    if (n <= 128) {
        A r[8];
        for (int j = 0; j < 8; ++j)
            r[j] = A(x[j]);
        int64_t i = 8;
        for (; i < n - (n % 8); i += 8)
            for (int j = 0; j < 8; ++j)
                r[j] = static_cast<A>(r[j] + A(x[i + j]));
        A res = static_cast<A>(static_cast<A>(static_cast<A>(r[0] + r[1]) + static_cast<A>(r[2] + r[3])) +
                               static_cast<A>(static_cast<A>(r[4] + r[5]) + static_cast<A>(r[6] + r[7])));
        for (; i < n; ++i)
            res = static_cast<A>(res + A(x[i]));
        return res;
    }
    int64_t n2 = n / 2;
    n2 -= n2 % 8;
    return static_cast<A>(numpySum(x, n2) + numpySum(x + n2, n - n2));
}

// Whether the view covers a contiguous block of memory in some order of its dimensions
// (then reductions walk it in memory order, starting at its first element).
bool isDenseBlock(const StridedRef &src)
{
    std::vector<std::pair<int64_t, int64_t>> dims; // (stride, size)
    for (size_t i = 0; i < src.sizes.size(); ++i) {
        if (src.sizes[i] == 1)
            continue;
        if (src.strides[i] < 0)
            return false;
        dims.push_back({src.strides[i], src.sizes[i]});
    }
    std::sort(dims.begin(), dims.end());
    int64_t expected = 1;
    for (const auto &[stride, size] : dims) {
        if (stride != expected)
            return false;
        expected *= size;
    }
    return true;
}

// Elements of a non-dense view in memory order (dimensions by decreasing stride).
template <typename T>
std::vector<T> gatherInMemoryOrder(const StridedRef &src)
{
    std::vector<size_t> order(src.sizes.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return std::abs(src.strides[a]) > std::abs(src.strides[b]); });
    StridedRef sorted = src;
    for (size_t i = 0; i < order.size(); ++i) {
        sorted.sizes[i] = src.sizes[order[i]];
        sorted.strides[i] = src.strides[order[i]];
    }
    std::vector<T> out;
    out.reserve(static_cast<size_t>(src.numel()));
    const T *base = static_cast<const T *>(src.data);
    forEach3(sorted.sizes, sorted.strides.data(), nullptr, nullptr, [&](int64_t o, int64_t, int64_t) { out.push_back(base[o]); });
    return out;
}

template <typename T>
T floatingSum(const StridedRef &src, SumOrder order)
{
    using A = OpMath<T>;
    const int64_t n = src.numel();
    if (n == 0)
        return T(0);
    if (isDenseBlock(src)) {
        const T *block = static_cast<const T *>(src.data);
        return storeAccumulate(T(0), order == SumOrder::Torch ? torchSum(block, n) : numpySum(block, n));
    }
    // Both libraries iterate coalesced dimensions: adjacent dimensions that step through
    // memory as one (outer stride == inner stride * inner size) count as a single one.
    std::vector<std::pair<int64_t, int64_t>> dims; // (size, |stride|), innermost first
    for (size_t i = 0; i < src.sizes.size(); ++i)
        if (src.sizes[i] > 1)
            dims.push_back({src.sizes[i], std::abs(src.strides[i])});
    std::sort(dims.begin(), dims.end(), [](const auto &a, const auto &b) { return a.second < b.second; });
    std::vector<std::pair<int64_t, int64_t>> coalesced;
    for (const auto &d : dims) {
        if (!coalesced.empty() && coalesced.back().second * coalesced.back().first == d.second)
            coalesced.back().first *= d.first;
        else
            coalesced.push_back(d);
    }
    const int nonTrivialDims = static_cast<int>(coalesced.size());
    const std::vector<T> values = gatherInMemoryOrder<T>(src);
    if (order == SumOrder::NumPy) {
        // A strided 1-D loop sums pairwise in place; anything else goes through NumPy's
        // 8192-element buffers, each summed pairwise into the running total (stored as T).
        if (nonTrivialDims <= 1)
            return storeAccumulate(T(0), numpySum(values.data(), n));
        constexpr int64_t bufferSize = 8192;
        T total = T(0);
        for (int64_t start = 0; start < n; start += bufferSize)
            total = static_cast<T>(A(total) + numpySum(values.data() + start, std::min(bufferSize, n - start)));
        return total;
    }
    // ATen reduces row by row along the innermost (smallest-stride) dimension: a row with
    // unit stride uses the vectorised sum, a strided one the scalar 4-way sum; rows add up
    // into the output in turn.
    const int64_t len = coalesced.front().first;
    const bool unitStride = coalesced.front().second == 1;
    T total = T(0);
    for (int64_t start = 0; start < n; start += len) {
        const T *row = values.data() + start;
        const A partial = unitStride ? torchSum(row, len) : CascadeSum::row<A>(len, [&](int64_t i) { return A(row[i]); }, A(0));
        total = storeAccumulate(total, partial);
    }
    return total;
}

} // namespace

uint64_t HostKernels::sumScratchBytes(const StridedRef &src)
{
    if (!isFloating(src.dtype) || src.numel() == 0 || isDenseBlock(src))
        return 0;
    return static_cast<uint64_t>(src.numel()) * static_cast<uint64_t>(itemSize(src.dtype));
}

Scalar HostKernels::sum(const StridedRef &src, DType accumulate, SumOrder order)
{
    return dispatch(src.dtype, [&](auto stag) -> Scalar {
        using S = decltype(stag);
        if constexpr (isFloatingElement<S>) {
            if (accumulate == dtypeOf<S>)
                return toScalar(floatingSum<S>(src, order));
        }
        const S *s = static_cast<const S *>(src.data);
        if (isFloating(accumulate)) {
            double acc = 0.0;
            forEach3(src.sizes, src.strides.data(), nullptr, nullptr,
                     [&](int64_t o, int64_t, int64_t) { acc += static_cast<double>(s[o]); });
            return Scalar::fromDouble(acc, DType::Float64).castTo(accumulate);
        }
        uint64_t acc = 0;
        forEach3(src.sizes, src.strides.data(), nullptr, nullptr, [&](int64_t o, int64_t, int64_t) {
            acc += static_cast<uint64_t>(static_cast<int64_t>(convert<int64_t>(s[o])));
        });
        return Scalar::fromInt(static_cast<int64_t>(acc), DType::Int64).castTo(accumulate);
    });
}

void HostKernels::accumulate(const StridedRef &dst, const StridedRef &src)
{
    // Sequential on purpose: several source elements may land on one destination element.
    dispatch(dst.dtype, [&](auto dtag) {
        using D = decltype(dtag);
        dispatch(src.dtype, [&](auto stag) {
            using S = decltype(stag);
            D *d = static_cast<D *>(dst.data);
            const S *s = static_cast<const S *>(src.data);
            forEach3(dst.sizes, dst.strides.data(), src.strides.data(), nullptr, [&](int64_t od, int64_t os, int64_t) {
                if constexpr (std::is_same_v<D, bool>)
                    d[od] = d[od] || convert<bool>(s[os]);
                else
                    d[od] = static_cast<D>(d[od] + convert<D>(s[os]));
            });
        });
    });
}

} // namespace tl
