#include "HostKernels.h"

#include "ElementLoops.h"

#include "core/InterruptFlag.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <limits>
#include <type_traits>

namespace tl {

namespace {
using namespace kernels;

template <typename C>
auto applyOp(BinaryKernel op, C x, C y)
{
    using R = std::conditional_t<std::is_same_v<C, bool>, bool, C>;
    switch (op) {
    case BinaryKernel::Add:
        if constexpr (std::is_same_v<C, bool>)
            return static_cast<R>(x || y);
        else if constexpr (std::is_integral_v<C>)
            return static_cast<R>(static_cast<std::make_unsigned_t<C>>(x) + static_cast<std::make_unsigned_t<C>>(y));
        else
            return static_cast<R>(x + y);
    case BinaryKernel::Sub:
        if constexpr (std::is_same_v<C, bool>)
            return static_cast<R>(x != y);
        else if constexpr (std::is_integral_v<C>)
            return static_cast<R>(static_cast<std::make_unsigned_t<C>>(x) - static_cast<std::make_unsigned_t<C>>(y));
        else
            return static_cast<R>(x - y);
    case BinaryKernel::Mul:
        if constexpr (std::is_same_v<C, bool>)
            return static_cast<R>(x && y);
        else if constexpr (std::is_integral_v<C>)
            return static_cast<R>(static_cast<std::make_unsigned_t<C>>(x) * static_cast<std::make_unsigned_t<C>>(y));
        else
            return static_cast<R>(x * y);
    case BinaryKernel::Div:
        if constexpr (std::is_floating_point_v<C>)
            return static_cast<R>(x / y);
        else
            return static_cast<R>(y == 0 ? 0 : x / y); // unreachable: true division computes in floating point
    default:
        return R{};
    }
}

template <typename C>
bool applyCompare(BinaryKernel op, C x, C y)
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

} // namespace

Scalar HostKernels::readElement(const void *p, DType dtype)
{
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

void HostKernels::arange(const StridedRef &dst, double start, double step)
{
    dispatch(dst.dtype, [&](auto tag) {
        using T = decltype(tag);
        T *base = static_cast<T *>(dst.data);
        const int64_t n = dst.numel();
        inBlocks(n, [&](int64_t begin, int64_t end) {
            if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
                const int64_t s = static_cast<int64_t>(start), st = static_cast<int64_t>(step);
                for (int64_t i = begin; i < end; ++i)
                    base[i] = static_cast<T>(s + i * st);
            } else {
                for (int64_t i = begin; i < end; ++i)
                    base[i] = convert<T>(start + static_cast<double>(i) * step);
            }
        });
    });
}

void HostKernels::copyStrided(const StridedRef &dst, const StridedRef &src)
{
    dispatch(dst.dtype, [&](auto dtag) {
        using D = decltype(dtag);
        dispatch(src.dtype, [&](auto stag) {
            using S = decltype(stag);
            D *d = static_cast<D *>(dst.data);
            const S *s = static_cast<const S *>(src.data);
            if (dst.isContiguous() && src.isContiguous()) {
                const int64_t n = dst.numel();
                if constexpr (std::is_same_v<D, S>) {
                    copyBytes(d, s, static_cast<uint64_t>(n) * sizeof(D));
                } else {
                    // A plain indexed loop the compiler vectorises (float32 -> float64 and the like).
                    inBlocks(n, [&](int64_t begin, int64_t end) {
                        for (int64_t i = begin; i < end; ++i)
                            d[i] = convert<D>(s[i]);
                    });
                }
                return;
            }
            forEach3(dst.sizes, dst.strides.data(), src.strides.data(), nullptr,
                     [&](int64_t od, int64_t os, int64_t) { d[od] = convert<D>(s[os]); });
        });
    });
}

void HostKernels::binary(BinaryKernel op, const StridedRef &out, const BinaryOperand &a, const BinaryOperand &b, DType compute)
{
    dispatch(compute, [&](auto ctag) {
        using C = decltype(ctag);
        dispatch(out.dtype, [&](auto otag) {
            using O = decltype(otag);
            O *o = static_cast<O *>(out.data);
            auto operandAt = [](const BinaryOperand &x, auto stag) {
                using S = decltype(stag);
                return static_cast<const S *>(x.tensor->data);
            };
            dispatch(a.tensor ? a.tensor->dtype : compute, [&](auto atag) {
                using A = decltype(atag);
                dispatch(b.tensor ? b.tensor->dtype : compute, [&](auto btag) {
                    using B = decltype(btag);
                    const A *pa = a.tensor ? operandAt(a, atag) : nullptr;
                    const B *pb = b.tensor ? operandAt(b, btag) : nullptr;
                    const C ca = a.tensor ? C{} : fromScalar<C>(a.scalar);
                    const C cb = b.tensor ? C{} : fromScalar<C>(b.scalar);
                    forEach3(out.sizes, out.strides.data(), a.tensor ? a.tensor->strides.data() : nullptr,
                             b.tensor ? b.tensor->strides.data() : nullptr, [&](int64_t oo, int64_t oa, int64_t ob) {
                                 const C x = pa ? convert<C>(pa[oa]) : ca;
                                 const C y = pb ? convert<C>(pb[ob]) : cb;
                                 if (isComparison(op))
                                     o[oo] = convert<O>(applyCompare<C>(op, x, y));
                                 else
                                     o[oo] = convert<O>(applyOp<C>(op, x, y));
                             });
                });
            });
        });
    });
}

namespace {
using namespace kernels;

int64_t ceilLog2(int64_t x)
{
    if (x <= 2)
        return 1;
    return 64 - __builtin_clzll(static_cast<uint64_t>(x - 1));
}

template <typename A>
void addInto(A &acc, const A &v)
{
    if constexpr (std::is_arithmetic_v<A>)
        acc = static_cast<A>(acc + v);
    else
        for (size_t l = 0; l < acc.size(); ++l)
            acc[l] = acc[l] + v[l];
}

// at::native multi_row_sum: `nrows` running sums over `size` rows, chunked in levels so
// only partial sums of similar magnitude meet.
template <typename A, int NRows, typename Load>
std::array<A, NRows> multiRowSum(int64_t size, const Load &load, const A &zero)
{
    constexpr int numLevels = 4;
    const int64_t levelPower = std::max<int64_t>(4, ceilLog2(size) / numLevels);
    const int64_t levelStep = int64_t{1} << levelPower;
    const int64_t levelMask = levelStep - 1;
    A acc[numLevels][NRows];
    for (auto &level : acc)
        for (auto &a : level)
            a = zero;
    int64_t i = 0;
    while (i + levelStep <= size) {
        for (int64_t j = 0; j < levelStep; ++j, ++i)
            for (int k = 0; k < NRows; ++k)
                addInto(acc[0][k], load(i, k));
        for (int j = 1; j < numLevels; ++j) {
            for (int k = 0; k < NRows; ++k) {
                addInto(acc[j][k], acc[j - 1][k]);
                acc[j - 1][k] = zero;
            }
            if ((i & (levelMask << (j * levelPower))) != 0)
                break;
        }
    }
    for (; i < size; ++i)
        for (int k = 0; k < NRows; ++k)
            addInto(acc[0][k], load(i, k));
    for (int j = 1; j < numLevels; ++j)
        for (int k = 0; k < NRows; ++k)
            addInto(acc[0][k], acc[j][k]);
    std::array<A, NRows> out;
    for (int k = 0; k < NRows; ++k)
        out[k] = acc[0][k];
    return out;
}

// at::native row_sum: a row seen as (-1, 4) for instruction-level parallelism.
template <typename A, typename Load>
A rowSum(int64_t size, const Load &load, const A &zero)
{
    constexpr int ilp = 4;
    const int64_t sizeIlp = size / ilp;
    auto partial = multiRowSum<A, ilp>(sizeIlp, [&](int64_t i, int k) { return load(i * ilp + k); }, zero);
    for (int64_t i = sizeIlp * ilp; i < size; ++i)
        addInto(partial[0], load(i));
    for (int k = 1; k < ilp; ++k)
        addInto(partial[0], partial[k]);
    return partial[0];
}

// PyTorch 1.13's CPU sum of n contiguous values with AVX2 (32-byte) vectors.
template <typename T>
T torchSum(const T *x, int64_t n)
{
    constexpr int lanes = 32 / sizeof(T);
    if (n < lanes)
        return static_cast<T>(T(0) + rowSum<T>(n, [&](int64_t i) { return x[i]; }, T(0)));
    using V = std::array<T, lanes>;
    V zero;
    zero.fill(T(0));
    const int64_t vecSize = n / lanes;
    const V acc = rowSum<V>(vecSize, [&](int64_t i) {
        V v;
        for (int l = 0; l < lanes; ++l)
            v[l] = x[i * lanes + l];
        return v;
    }, zero);
    T total = 0;
    for (int64_t k = vecSize * lanes; k < n; ++k)
        total = static_cast<T>(total + x[k]);
    for (int l = 0; l < lanes; ++l)
        total = static_cast<T>(total + acc[l]);
    return static_cast<T>(T(0) + total);
}

// NumPy's pairwise_sum.
template <typename T>
T numpySum(const T *x, int64_t n)
{
    if (n < 8) {
        T r = 0;
        for (int64_t i = 0; i < n; ++i)
            r = static_cast<T>(r + x[i]);
        return r;
    }
    if (n <= 128) {
        T r[8];
        for (int j = 0; j < 8; ++j)
            r[j] = x[j];
        int64_t i = 8;
        for (; i < n - (n % 8); i += 8)
            for (int j = 0; j < 8; ++j)
                r[j] = static_cast<T>(r[j] + x[i + j]);
        T res = static_cast<T>(static_cast<T>(static_cast<T>(r[0] + r[1]) + static_cast<T>(r[2] + r[3])) +
                               static_cast<T>(static_cast<T>(r[4] + r[5]) + static_cast<T>(r[6] + r[7])));
        for (; i < n; ++i)
            res = static_cast<T>(res + x[i]);
        return res;
    }
    int64_t n2 = n / 2;
    n2 -= n2 % 8;
    return static_cast<T>(numpySum(x, n2) + numpySum(x + n2, n - n2));
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
    const int64_t n = src.numel();
    if (n == 0)
        return T(0);
    if (isDenseBlock(src)) {
        const T *block = static_cast<const T *>(src.data);
        return order == SumOrder::Torch ? torchSum(block, n) : numpySum(block, n);
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
        // 8192-element buffers, each summed pairwise into the running total.
        if (nonTrivialDims <= 1)
            return numpySum(values.data(), n);
        constexpr int64_t bufferSize = 8192;
        T total = 0;
        for (int64_t start = 0; start < n; start += bufferSize)
            total = static_cast<T>(total + numpySum(values.data() + start, std::min(bufferSize, n - start)));
        return total;
    }
    // ATen reduces row by row along the innermost (smallest-stride) dimension: a row with
    // unit stride uses the vectorised sum, a strided one the scalar 4-way sum; rows add up
    // into the output in turn.
    const int64_t len = coalesced.front().first;
    const bool unitStride = coalesced.front().second == 1;
    T total = 0;
    for (int64_t start = 0; start < n; start += len) {
        const T *row = values.data() + start;
        const T partial = unitStride ? torchSum(row, len)
                                    : static_cast<T>(T(0) + rowSum<T>(len, [&](int64_t i) { return row[i]; }, T(0)));
        total = static_cast<T>(total + partial);
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
        if constexpr (std::is_floating_point_v<S>) {
            if (isFloating(accumulate) && itemSize(accumulate) == sizeof(S))
                return Scalar::fromDouble(static_cast<double>(floatingSum<S>(src, order)), accumulate);
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
