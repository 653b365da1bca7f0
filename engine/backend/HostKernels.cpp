#include "HostKernels.h"

#include "ArangeElement.h"
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
        if constexpr (isFloatingElement<C>)
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

// One input of binary() as the loop reads it: elements of a strided operand (or a number:
// one value, no strides), converted to the compute type C on the way in.
template <typename C>
struct ComputeOperand {
    const void *base = nullptr;
    const int64_t *strides = nullptr;
    C (*load)(const void *, int64_t) = nullptr; // null when base holds C elements
    C number{};
};

template <typename C, typename S>
C loadAs(const void *base, int64_t off)
{
    return convert<C>(static_cast<const S *>(base)[off]);
}

template <typename O, typename R>
void storeAs(void *base, int64_t off, R v)
{
    static_cast<O *>(base)[off] = convert<O>(v);
}

template <typename C>
ComputeOperand<C> computeOperand(const BinaryOperand &x)
{
    ComputeOperand<C> c;
    if (!x.tensor) {
        c.number = fromScalar<C>(x.scalar);
        return c;
    }
    c.base = x.tensor->data;
    c.strides = x.tensor->strides.data();
    if (x.tensor->dtype != dtypeOf<C>)
        c.load = dispatch(x.tensor->dtype, [](auto stag) -> C (*)(const void *, int64_t) {
            return &loadAs<C, decltype(stag)>;
        });
    return c;
}

// out[i] = f(a[i], b[i]), R being what f returns. `Direct` operands and output hold C and R
// elements (the common case, read and written in place); the others convert per element.
template <bool Direct, bool DirectOut, typename C, typename R, typename F>
void binaryLoop(const StridedRef &out, const ComputeOperand<C> &a, const ComputeOperand<C> &b,
                void (*store)(void *, int64_t, R), F f)
{
    auto read = [](const ComputeOperand<C> &x, int64_t off) -> C {
        if (!x.base)
            return x.number;
        if (Direct || !x.load)
            return static_cast<const C *>(x.base)[off];
        return x.load(x.base, off);
    };
    forEach3(out.sizes, out.strides.data(), a.strides, b.strides, [&](int64_t oo, int64_t oa, int64_t ob) {
        const R r = f(read(a, oa), read(b, ob));
        if constexpr (DirectOut)
            static_cast<R *>(out.data)[oo] = r;
        else
            store(out.data, oo, r);
    });
}

template <typename C, typename R, typename F>
void runBinary(const StridedRef &out, const ComputeOperand<C> &a, const ComputeOperand<C> &b, F f)
{
    const bool direct = !a.load && !b.load;
    if (out.dtype == dtypeOf<R>) {
        direct ? binaryLoop<true, true, C, R>(out, a, b, nullptr, f) : binaryLoop<false, true, C, R>(out, a, b, nullptr, f);
        return;
    }
    auto store = dispatch(out.dtype, [](auto otag) -> void (*)(void *, int64_t, R) { return &storeAs<decltype(otag), R>; });
    direct ? binaryLoop<true, false, C, R>(out, a, b, store, f) : binaryLoop<false, false, C, R>(out, a, b, store, f);
}

} // namespace

void HostKernels::binary(BinaryKernel op, const StridedRef &out, const BinaryOperand &a, const BinaryOperand &b, DType compute)
{
    dispatch(compute, [&](auto ctag) {
        using C = decltype(ctag);
        const ComputeOperand<C> ca = computeOperand<C>(a), cb = computeOperand<C>(b);
        if (isComparison(op))
            runBinary<C, bool>(out, ca, cb, [op](C x, C y) { return applyCompare<C>(op, x, y); });
        else
            runBinary<C, decltype(applyOp<C>(op, C{}, C{}))>(out, ca, cb, [op](C x, C y) { return applyOp<C>(op, x, y); });
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
        return rowSum<A>(n, [&](int64_t i) { return A(x[i]); }, A(0));
    using V = std::array<A, 32 / sizeof(A)>;
    V zero;
    zero.fill(A(0));
    const int64_t vecSize = n / width;
    const V acc = rowSum<V>(vecSize, [&](int64_t i) { return loadSumVector<T, V>(x + i * width); }, zero);
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
        const A partial = unitStride ? torchSum(row, len) : rowSum<A>(len, [&](int64_t i) { return A(row[i]); }, A(0));
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
