#include "HostReduceKernels.h"

#include "CascadeSum.h"
#include "ElementLoops.h"
#include "IterationPlan.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <type_traits>

namespace tl {

namespace {
using namespace kernels;

// A walk over the indices of some dimensions in row-major order, with one offset per view.
class Odometer {
public:
    Odometer(std::vector<int64_t> sizes, std::vector<std::vector<int64_t>> strides)
        : sizes_(std::move(sizes)), strides_(std::move(strides)), index_(sizes_.size(), 0), offsets_(strides_.size(), 0)
    {
    }
    int64_t count() const
    {
        int64_t n = 1;
        for (int64_t s : sizes_)
            n *= s;
        return n;
    }
    int64_t offset(size_t view) const { return offsets_[view]; }
    void next()
    {
        for (size_t d = sizes_.size(); d-- > 0;) {
            ++index_[d];
            for (size_t v = 0; v < strides_.size(); ++v)
                offsets_[v] += strides_[v][d];
            if (index_[d] < sizes_[d])
                return;
            for (size_t v = 0; v < strides_.size(); ++v)
                offsets_[v] -= strides_[v][d] * sizes_[d];
            index_[d] = 0;
        }
    }

private:
    std::vector<int64_t> sizes_;
    std::vector<std::vector<int64_t>> strides_;
    std::vector<int64_t> index_;
    std::vector<int64_t> offsets_;
};

// The kept dimensions (out, indices and in offsets) and the reduced ones (in offsets), in
// row-major order: the reduced ones are those where out's stride is 0.
struct Split {
    std::vector<int64_t> keptSizes, reducedSizes;
    std::vector<int64_t> keptOut, keptIndices, keptIn, reducedIn;
};

Split split(const StridedRef &out, const StridedRef *indices, const StridedRef &in)
{
    Split s;
    for (size_t d = 0; d < in.sizes.size(); ++d) {
        if (out.strides[d] == 0 && in.sizes[d] != 1) {
            s.reducedSizes.push_back(in.sizes[d]);
            s.reducedIn.push_back(in.strides[d]);
        } else {
            s.keptSizes.push_back(in.sizes[d]);
            s.keptOut.push_back(out.strides[d]);
            s.keptIndices.push_back(indices ? indices->strides[d] : 0);
            s.keptIn.push_back(in.strides[d]);
        }
    }
    return s;
}

// f(outOffset, indicesOffset, inBase, reduced): reduced walks the reduced elements of one output.
template <typename F>
void perOutput(const StridedRef &out, const StridedRef *indices, const StridedRef &in, F &&f)
{
    const Split s = split(out, indices, in);
    Odometer kept(s.keptSizes, {s.keptOut, s.keptIndices, s.keptIn});
    const int64_t outputs = kept.count();
    for (int64_t k = 0; k < outputs; ++k) {
        Odometer reduced(s.reducedSizes, {s.reducedIn});
        f(kept.offset(0), kept.offset(1), kept.offset(2), reduced);
        kept.next();
        if ((k & 1023) == 1023)
            InterruptFlag::poll();
    }
}

// --- sum: cascade_sum over the iteration plan (SumKernel.cpp) for the floating types. A is
// the accumulate type (float for half and bfloat16); an AVX2 load is 32 bytes of T.
template <typename T>
void cascadeSum(const StridedRef &out, const StridedRef &in)
{
    using A = OpMath<T>;
    static constexpr int Lanes = 32 / sizeof(A);
    static constexpr int64_t InnerLoad = 32 / sizeof(T); // elements one inner-sum vector load reads
    using V = std::array<A, Lanes>;
    V zeroV;
    zeroV.fill(A(0));
    T *o = static_cast<T *>(out.data);
    const T *x = static_cast<const T *>(in.data);
    // InnerSumCastLoadPolicy: a full vector of T reduced to A's lanes (half adds
    // neighbours, bfloat16 the two halves); the outer policy converts Lanes elements.
    auto innerLoad = [](const T *p) {
        V v;
        for (int l = 0; l < Lanes; ++l) {
            if constexpr (std::is_same_v<T, Half>)
                v[static_cast<size_t>(l)] = (A(0) + A(p[2 * l])) + A(p[2 * l + 1]);
            else if constexpr (std::is_same_v<T, BFloat16>)
                v[static_cast<size_t>(l)] = A(p[l]) + A(p[l + Lanes]);
            else
                v[static_cast<size_t>(l)] = p[l];
        }
        return v;
    };
    auto outerLoad = [](const T *p) {
        V v;
        for (int l = 0; l < Lanes; ++l)
            v[static_cast<size_t>(l)] = A(p[l]);
        return v;
    };
    // CastStoreAccumulate: out += partial, in T (a narrow type rounds the partial first).
    auto store = [](T &dst, A partial) { dst = static_cast<T>(A(dst) + A(static_cast<T>(partial))); };
    const IterationPlan plan(in.sizes, {out.strides, in.strides}, true);
    forEach3(out.sizes, out.strides.data(), nullptr, nullptr, [&](int64_t oo, int64_t, int64_t) { o[oo] = T(0); });
    plan.forEach2d([&](const int64_t *off, int64_t size0, int64_t size1) {
        int64_t inS[2] = {plan.stride(1, 0), plan.stride(1, 1)};
        int64_t outS[2] = {plan.stride(0, 0), plan.stride(0, 1)};
        if (outS[0] != 0 && outS[1] == 0) {
            std::swap(inS[0], inS[1]);
            std::swap(outS[0], outS[1]);
            std::swap(size0, size1);
        }
        T *ob = o + off[0];
        const T *ib = x + off[1];
        if (outS[0] != 0 && outS[1] != 0) { // not a reduction: out += in
            for (int64_t j = 0; j < size1; ++j)
                for (int64_t i = 0; i < size0; ++i) {
                    T &dst = ob[j * outS[1] + i * outS[0]];
                    dst = static_cast<T>(A(dst) + A(ib[j * inS[1] + i * inS[0]]));
                }
            return;
        }
        const int64_t outStride = outS[1];
        if (inS[0] == 1 && size0 >= InnerLoad) {
            // vectorized_inner_sum
            const int64_t vecSize = size0 / InnerLoad;
            for (int64_t j = 0; j < size1; ++j) {
                const T *rowIn = ib + j * inS[1];
                const V acc = CascadeSum::row<V>(vecSize, [&](int64_t i) { return innerLoad(rowIn + i * InnerLoad); }, zeroV);
                A total = 0;
                for (int64_t k = vecSize * InnerLoad; k < size0; ++k)
                    total += A(rowIn[k]);
                for (int l = 0; l < Lanes; ++l)
                    total += acc[static_cast<size_t>(l)];
                store(ob[j * outStride], total);
            }
        } else if (inS[1] == 1 && size1 >= InnerLoad) {
            // vectorized_outer_sum: 4 vectors of columns at a time, then single vectors, then columns
            int64_t j = 0;
            for (; j + 4 * Lanes <= size1; j += 4 * Lanes) {
                const T *rowIn = ib + j;
                const auto sums = CascadeSum::multiRow<V, 4>(
                    size0, [&](int64_t i, int k) { return outerLoad(rowIn + i * inS[0] + k * Lanes); }, zeroV);
                for (int k = 0; k < 4; ++k)
                    for (int l = 0; l < Lanes; ++l)
                        store(ob[(j + k * Lanes + l) * outStride], sums[static_cast<size_t>(k)][static_cast<size_t>(l)]);
            }
            for (; j + Lanes <= size1; j += Lanes) {
                const T *rowIn = ib + j;
                const V sums = CascadeSum::row<V>(size0, [&](int64_t i) { return outerLoad(rowIn + i * inS[0]); }, zeroV);
                for (int l = 0; l < Lanes; ++l)
                    store(ob[(j + l) * outStride], sums[static_cast<size_t>(l)]);
            }
            for (; j < size1; ++j) {
                const T *rowIn = ib + j;
                store(ob[j * outStride], CascadeSum::row<A>(size0, [&](int64_t i) { return A(rowIn[i * inS[0]]); }, A(0)));
            }
        } else if (inS[0] < inS[1]) {
            // scalar_inner_sum
            for (int64_t j = 0; j < size1; ++j) {
                const T *rowIn = ib + j * inS[1];
                store(ob[j * outStride], CascadeSum::row<A>(size0, [&](int64_t i) { return A(rowIn[i * inS[0]]); }, A(0)));
            }
        } else {
            // scalar_outer_sum
            int64_t j = 0;
            for (; j + 3 < size1; j += 4) {
                const T *rowIn = ib + j * inS[1];
                const auto sums = CascadeSum::multiRow<A, 4>(
                    size0, [&](int64_t i, int k) { return A(rowIn[i * inS[0] + k * inS[1]]); }, A(0));
                for (int k = 0; k < 4; ++k)
                    store(ob[(j + k) * outStride], sums[static_cast<size_t>(k)]);
            }
            for (; j < size1; ++j) {
                const T *rowIn = ib + j * inS[1];
                store(ob[j * outStride], CascadeSum::row<A>(size0, [&](int64_t i) { return A(rowIn[i * inS[0]]); }, A(0)));
            }
        }
    });
}

// --- binary_kernel_reduce_vec (Reduce.h): out = op(out, in) with 4 vector accumulators.
template <typename T, typename Op>
void vectorReduce(const StridedRef &out, const StridedRef &in, T ident, const Op &op)
{
    static constexpr int64_t W = std::is_same_v<T, bool> ? 32 : 32 / static_cast<int64_t>(sizeof(T));
    using V = std::array<T, W>;
    T *o = static_cast<T *>(out.data);
    const T *x = static_cast<const T *>(in.data);
    forEach3(out.sizes, out.strides.data(), nullptr, nullptr, [&](int64_t oo, int64_t, int64_t) { o[oo] = ident; });
    const IterationPlan plan(in.sizes, {out.strides, in.strides}, true);
    auto vop = [&](V a, const V &b) {
        for (int64_t l = 0; l < W; ++l)
            a[static_cast<size_t>(l)] = op(a[static_cast<size_t>(l)], b[static_cast<size_t>(l)]);
        return a;
    };
    auto loadV = [](const T *p) {
        V v;
        for (int64_t l = 0; l < W; ++l)
            v[static_cast<size_t>(l)] = p[l];
        return v;
    };
    // vectorized_reduction over n rows of 4 vectors `stride` apart.
    auto vectorized = [&](T *dst, const T *src, int64_t n, int64_t stride, bool reduceAll) {
        V acc[4];
        for (int j = 0; j < 4; ++j)
            acc[j] = loadV(src + j * W);
        for (int64_t i = 1; i < n; ++i)
            for (int j = 0; j < 4; ++j)
                acc[j] = vop(acc[j], loadV(src + stride * i + j * W));
        if (reduceAll) {
            V a = vop(vop(acc[0], acc[1]), vop(acc[2], acc[3]));
            T b = a[0];
            for (int64_t l = 1; l < W; ++l)
                b = op(b, a[static_cast<size_t>(l)]);
            *dst = op(*dst, b);
        } else {
            for (int j = 0; j < 4; ++j) {
                const V r = vop(acc[j], loadV(dst + j * W));
                for (int64_t l = 0; l < W; ++l)
                    dst[j * W + l] = r[static_cast<size_t>(l)];
            }
        }
    };
    plan.forEach2d([&](const int64_t *off, int64_t size0, int64_t size1) {
        const int64_t s0o = plan.stride(0, 0), s0i = plan.stride(1, 0), s1o = plan.stride(0, 1), s1i = plan.stride(1, 1);
        T *ob = o + off[0];
        const T *ib = x + off[1];
        if (s0o == 0 && s0i == 1) {
            for (int64_t j = 0; j < size1; ++j) {
                T *dst = ob + j * s1o;
                const T *src = ib + j * s1i;
                const int64_t count = size0 / (4 * W);
                if (count > 0)
                    vectorized(dst, src, count, 4 * W, true);
                for (int64_t i = count * 4 * W; i < size0; ++i)
                    *dst = op(*dst, src[i]);
            }
        } else if (s0o == 0 && s1o == 1 && s1i == 1) {
            int64_t j = 0;
            for (; j + 4 * W <= size1; j += 4 * W)
                vectorized(ob + j, ib + j, size0, s0i, false);
            for (; j < size1; ++j)
                for (int64_t i = 0; i < size0; ++i)
                    ob[j] = op(ob[j], ib[j + i * s0i]);
        } else {
            for (int64_t j = 0; j < size1; ++j)
                for (int64_t i = 0; i < size0; ++i)
                    ob[j * s1o + i * s0o] = op(ob[j * s1o + i * s0o], ib[j * s1i + i * s0i]);
        }
    });
}

template <typename T>
T maxPropagateNan(T a, T b)
{
    if constexpr (isFloatingElement<T>)
        return (a != a || b != b) ? std::numeric_limits<T>::quiet_NaN() : std::max(a, b);
    else
        return std::max(a, b);
}

template <typename T>
T minPropagateNan(T a, T b)
{
    if constexpr (isFloatingElement<T>)
        return (a != a || b != b) ? std::numeric_limits<T>::quiet_NaN() : std::min(a, b);
    else
        return std::min(a, b);
}

template <typename T>
bool isNan(T v)
{
    if constexpr (isFloatingElement<T>)
        return v != v;
    else
        return false;
}

// max/min(dim) and argmax/argmin: the first extreme element, a NaN winning at once.
template <typename T>
void extremeWithIndex(bool wantMax, const StridedRef &out, const StridedRef *indices, const StridedRef &in, bool valuesOut)
{
    const T *x = static_cast<const T *>(in.data);
    perOutput(out, indices, in, [&](int64_t oo, int64_t io, int64_t base, Odometer &red) {
        const int64_t n = red.count();
        T best = x[base];
        int64_t at = 0;
        for (int64_t i = 0; i < n; ++i, red.next()) {
            const T v = x[base + red.offset(0)];
            const bool better = wantMax ? !(v <= best) : !(v >= best);
            if (better) {
                best = v;
                at = i;
                if (isNan(v))
                    break;
            }
        }
        if (valuesOut)
            static_cast<T *>(out.data)[oo] = best;
        else
            static_cast<int64_t *>(out.data)[oo] = at;
        if (indices)
            static_cast<int64_t *>(indices->data)[io] = at;
    });
}

// Whether the reduced dimensions of `in` coalesce into one run of stride 1 (TensorIterator
// puts reduced dimensions innermost and merges them; is_reduce_lastdim then holds).
bool reducesOneContiguousRun(const StridedRef &out, const StridedRef &in)
{
    int64_t expected = 1;
    bool seen = false, ended = false;
    for (size_t d = in.sizes.size(); d-- > 0;) {
        if (in.sizes[d] == 1)
            continue;
        const bool reduced = out.strides[d] == 0;
        if (!reduced) {
            ended = seen || ended;
            continue;
        }
        if (ended || in.strides[d] != expected)
            return false;
        seen = true;
        expected *= in.sizes[d];
    }
    return seen;
}

// norm_kernel_tensor_iterator_impl's lastdim loop for float (AVX2): 8 lanes of fused
// x * x + acc over whole vectors, the lanes summed in order, then the remaining elements:
// the compiler vectorises whole groups of 4 of them (square, then add) and fuses the rest.
float normTwoLastDim(const float *x, int64_t n)
{
    constexpr int64_t W = 8, G = 4;
    float lanes[W] = {};
    int64_t d = 0;
    for (; d + W <= n; d += W)
        for (int64_t l = 0; l < W; ++l)
            lanes[l] = std::fma(x[d + l], x[d + l], lanes[l]);
    float acc = lanes[0];
    for (int64_t l = 1; l < W; ++l)
        acc = acc + lanes[l];
    const int64_t grouped = d + ((n - d) / G) * G;
    for (; d < grouped; ++d) {
        const float sq = x[d] * x[d];
        acc = acc + sq;
    }
    for (; d < n; ++d)
        acc = std::fma(x[d], x[d], acc);
    return acc;
}

template <typename T>
void norm(const StridedRef &out, const StridedRef &in, double p)
{
    T *o = static_cast<T *>(out.data);
    const T *x = static_cast<const T *>(in.data);
    // The 2-norm of float rows reduced along their one contiguous dimension takes ATen's
    // vectorised path (is_reduce_lastdim); other reductions run NormTwoOps element by element.
    const bool lastDim = std::is_same_v<T, float> && reducesOneContiguousRun(out, in);
    perOutput(out, nullptr, in, [&](int64_t oo, int64_t, int64_t base, Odometer &red) {
        const int64_t n = red.count();
        T acc = 0;
        if (p == 0) {
            for (int64_t i = 0; i < n; ++i, red.next())
                acc += x[base + red.offset(0)] != T(0) ? T(1) : T(0);
            o[oo] = acc;
        } else if (p == 1) {
            for (int64_t i = 0; i < n; ++i, red.next())
                acc += std::abs(x[base + red.offset(0)]);
            o[oo] = acc;
        } else if (p == 2) {
            if constexpr (std::is_same_v<T, float>) {
                if (lastDim) {
                    o[oo] = std::sqrt(normTwoLastDim(x + base, n));
                    return;
                }
            }
            // NormTwoOps: acc + x * x, which the compiler fuses into one rounding.
            for (int64_t i = 0; i < n; ++i, red.next()) {
                const T v = x[base + red.offset(0)];
                acc = std::fma(v, v, acc);
            }
            o[oo] = std::sqrt(acc);
        } else if (std::isinf(p)) {
            acc = p > 0 ? T(0) : std::numeric_limits<T>::infinity();
            for (int64_t i = 0; i < n; ++i, red.next()) {
                const T v = std::abs(x[base + red.offset(0)]);
                acc = p > 0 ? maxPropagateNan(acc, v) : minPropagateNan(acc, v);
            }
            o[oo] = acc;
        } else {
            for (int64_t i = 0; i < n; ++i, red.next())
                acc += std::pow(std::abs(x[base + red.offset(0)]), static_cast<T>(p));
            o[oo] = std::pow(acc, static_cast<T>(1.0 / p));
        }
    });
}

// std/var: WelfordOps in double per output (binary_kernel_reduce), or, every dimension
// reduced, std_var_all_cpu's two passes around the float mean.
template <typename T>
void variance(const StridedRef &out, const StridedRef &in, const ReduceParams &params)
{
    T *o = static_cast<T *>(out.data);
    const T *x = static_cast<const T *>(in.data);
    if (params.wholeTensor) {
        // mean(): the cascade sum divided by n in T, as a double.
        alignas(8) T sum = 0;
        StridedRef one{&sum, in.dtype, in.sizes, std::vector<int64_t>(in.sizes.size(), 0)};
        cascadeSum<T>(one, in);
        const int64_t n = in.numel();
        const double mean = static_cast<double>(static_cast<T>(sum / static_cast<T>(n)));
        double sumDx2 = 0;
        const IterationPlan plan(in.sizes, {in.strides}, false);
        plan.forEach2d([&](const int64_t *off, int64_t size0, int64_t size1) {
            double local = 0;
            for (int64_t i = 0; i < size1; ++i)
                for (int64_t j = 0; j < size0; ++j) {
                    const double dx = static_cast<double>(x[off[0] + i * plan.stride(0, 1) + j * plan.stride(0, 0)]) - mean;
                    local += dx * dx;
                }
            sumDx2 += local;
        });
        const double var = sumDx2 / static_cast<double>(std::max<int64_t>(0, n - params.correction));
        const double r = params.takeSqrt ? std::sqrt(var) : var;
        forEach3(out.sizes, out.strides.data(), nullptr, nullptr, [&](int64_t oo, int64_t, int64_t) { o[oo] = static_cast<T>(r); });
        return;
    }
    perOutput(out, nullptr, in, [&](int64_t oo, int64_t, int64_t base, Odometer &red) {
        const int64_t n = red.count();
        double mean = 0, m2 = 0;
        for (int64_t i = 0; i < n; ++i, red.next()) {
            const double v = static_cast<double>(x[base + red.offset(0)]);
            const double delta = v - mean;
            mean += delta / static_cast<double>(i + 1);
            m2 += delta * (v - mean);
        }
        const double divisor = static_cast<double>(n) > static_cast<double>(params.correction)
                                   ? static_cast<double>(n) - static_cast<double>(params.correction)
                                   : 0.0;
        const double var = m2 / divisor;
        o[oo] = static_cast<T>(params.takeSqrt ? std::sqrt(var) : var);
    });
}

} // namespace

void HostReduceKernels::reduce(ReduceKernel op, const StridedRef &out, const StridedRef *indices, const StridedRef &in,
                               const ReduceParams &params)
{
    switch (op) {
    case ReduceKernel::Sum:
        dispatch(in.dtype, [&](auto tag) {
            using T = decltype(tag);
            if constexpr (isFloatingElement<T>) {
                if (params.sequential) {
                    // trace: one running sum in the accumulate type (acc_type<T, false>)
                    std::conditional_t<std::is_same_v<OpMath<T>, T>, double, float> acc = 0;
                    perOutput(out, nullptr, in, [&](int64_t oo, int64_t, int64_t base, Odometer &red) {
                        for (int64_t i = 0, n = red.count(); i < n; ++i, red.next())
                            acc += static_cast<const T *>(in.data)[base + red.offset(0)];
                        static_cast<T *>(out.data)[oo] = static_cast<T>(acc);
                    });
                } else {
                    cascadeSum<T>(out, in);
                }
            } else {
                vectorReduce<T>(out, in, T(0), [](T a, T b) {
                    if constexpr (std::is_same_v<T, bool>)
                        return static_cast<T>(a || b);
                    else
                        return static_cast<T>(static_cast<std::make_unsigned_t<T>>(a) + static_cast<std::make_unsigned_t<T>>(b));
                });
            }
        });
        return;
    case ReduceKernel::Prod:
        dispatch(in.dtype, [&](auto tag) {
            using T = decltype(tag);
            vectorReduce<T>(out, in, T(1), [](T a, T b) {
                if constexpr (std::is_same_v<T, bool>)
                    return static_cast<T>(a && b);
                else if constexpr (isIntegralElement<T>)
                    return static_cast<T>(static_cast<std::make_unsigned_t<T>>(a) * static_cast<std::make_unsigned_t<T>>(b));
                else
                    return static_cast<T>(OpMath<T>(a) * OpMath<T>(b));
            });
        });
        return;
    case ReduceKernel::Max:
    case ReduceKernel::Min:
        dispatch(in.dtype, [&](auto tag) {
            using T = decltype(tag);
            if (indices) {
                extremeWithIndex<T>(op == ReduceKernel::Max, out, indices, in, true);
                return;
            }
            T low = std::numeric_limits<T>::lowest(), high = std::numeric_limits<T>::max();
            if constexpr (isFloatingElement<T>) {
                low = -std::numeric_limits<T>::infinity();
                high = std::numeric_limits<T>::infinity();
            }
            if (op == ReduceKernel::Max)
                vectorReduce<T>(out, in, low, [](T a, T b) { return maxPropagateNan(a, b); });
            else
                vectorReduce<T>(out, in, high, [](T a, T b) { return minPropagateNan(a, b); });
        });
        return;
    case ReduceKernel::ArgMax:
    case ReduceKernel::ArgMin:
        dispatch(in.dtype, [&](auto tag) {
            using T = decltype(tag);
            extremeWithIndex<T>(op == ReduceKernel::ArgMax, out, nullptr, in, false);
        });
        return;
    case ReduceKernel::All:
    case ReduceKernel::Any:
        dispatch(in.dtype, [&](auto tag) {
            using T = decltype(tag);
            bool *o = static_cast<bool *>(out.data);
            const T *x = static_cast<const T *>(in.data);
            const bool all = op == ReduceKernel::All;
            perOutput(out, nullptr, in, [&](int64_t oo, int64_t, int64_t base, Odometer &red) {
                bool r = all;
                for (int64_t i = 0, n = red.count(); i < n; ++i, red.next()) {
                    const bool v = x[base + red.offset(0)] != T(0);
                    if (v != all) {
                        r = v;
                        break;
                    }
                }
                o[oo] = r;
            });
        });
        return;
    case ReduceKernel::Norm:
        dispatch(in.dtype, [&](auto tag) {
            using T = decltype(tag);
            if constexpr (std::is_floating_point_v<T>) // half and bfloat16 arrive widened to float
                norm<T>(out, in, params.p);
        });
        return;
    case ReduceKernel::Var:
        dispatch(in.dtype, [&](auto tag) {
            using T = decltype(tag);
            if constexpr (std::is_floating_point_v<T>)
                variance<T>(out, in, params);
        });
        return;
    }
}

void HostReduceKernels::cumulative(const StridedRef &out, const StridedRef &in, int64_t dim, bool product, bool reverse)
{
    // cumsum/cumprod_cpu_kernel: one running value per line along `dim`, in acc_type
    // (double for floating types, int64 for integers), stored in the element type each step.
    StridedRef line = in;
    const size_t d = static_cast<size_t>(dim);
    const int64_t n = in.sizes[d];
    const int64_t so = out.strides[d], si = in.strides[d];
    line.sizes[d] = 1;
    dispatch(out.dtype, [&](auto tag) {
        using T = decltype(tag);
        // at::acc_type<T, false>: double for float and double, float for half and bfloat16
        using Acc = std::conditional_t<isFloatingElement<T>, std::conditional_t<std::is_same_v<OpMath<T>, T>, double, float>, int64_t>;
        T *o = static_cast<T *>(out.data);
        const T *x = static_cast<const T *>(in.data);
        forEach3(line.sizes, out.strides.data(), in.strides.data(), nullptr, [&](int64_t oo, int64_t io, int64_t) {
            Acc acc = product ? 1 : 0;
            for (int64_t k = 0; k < n; ++k) {
                const int64_t i = reverse ? n - 1 - k : k;
                const Acc v = static_cast<Acc>(x[io + i * si]);
                if constexpr (isFloatingElement<T>)
                    acc = product ? acc * v : acc + v;
                else
                    acc = static_cast<Acc>(product ? static_cast<uint64_t>(acc) * static_cast<uint64_t>(v)
                                                   : static_cast<uint64_t>(acc) + static_cast<uint64_t>(v));
                o[oo + i * so] = static_cast<T>(acc);
            }
        });
    });
}

} // namespace tl
