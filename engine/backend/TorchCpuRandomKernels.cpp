// ATen's CPU random kernels: cpu_serial_kernel loops over TensorIterator's order, normal's
// 16-wide Box-Muller fill for contiguous tensors of 16 or more elements, randperm_cpu and
// multinomial_with_replacement_apply.
#include "TorchCpuRandomKernels.h"

#include "ElementLoops.h"
#include "IterationOrder.h"
#include "core/Errors.h"
#include "random/TorchDistributions.h"

#include <cmath>
#include <type_traits>

namespace tl {

namespace {
using namespace kernels;

// f(T &element) for every element of dst, in TensorIterator's order.
template <typename T, typename F>
void eachElement(const StridedRef &dst, F &&f)
{
    const IterationOrder o = IterationOrder::of(dst.sizes, {dst.strides});
    T *base = static_cast<T *>(dst.data);
    forEach3(o.sizes, o.strides[0].data(), nullptr, nullptr, [&](int64_t a, int64_t, int64_t) { f(base[a]); });
}

template <typename T>
constexpr bool isFloat = std::is_floating_point_v<T>;

// transformation::uniform_int_from_to: the draw wraps through int64 before the cast.
template <typename T>
T fromInt64(int64_t v)
{
    if constexpr (std::is_same_v<T, bool>)
        return v != 0;
    else
        return static_cast<T>(v);
}

template <typename T>
void normalFill(T *data, int64_t n, TorchCpuGenerator &g, T mean, T std)
{
    kernels::inBlocks(n, [&](int64_t begin, int64_t end) { TorchDistributions::uniformFill(data + begin, end - begin, g, T(0), T(1)); });
    kernels::inBlocks(n / 16, [&](int64_t begin, int64_t end) {
        for (int64_t b = begin; b < end; ++b)
            TorchDistributions::normalFill16(data + b * 16, mean, std);
    });
    if (n % 16 != 0) {
        // The last 16 are drawn again and recomputed, overlapping the previous block.
        T *tail = data + n - 16;
        TorchDistributions::uniformFill(tail, 16, g, T(0), T(1));
        TorchDistributions::normalFill16(tail, mean, std);
    }
}

} // namespace

void TorchCpuRandomKernels::uniform(const StridedRef &dst, TorchCpuGenerator &g, double from, double to)
{
    dispatch(dst.dtype, [&](auto tag) {
        using T = decltype(tag);
        if constexpr (isFloat<T>) {
            const T f = static_cast<T>(from), t = static_cast<T>(to);
            if (dst.isContiguous()) { // memory order is TensorIterator's order
                kernels::inBlocks(dst.numel(), [&](int64_t begin, int64_t end) {
                    TorchDistributions::uniformFill(static_cast<T *>(dst.data) + begin, end - begin, g, f, t);
                });
                return;
            }
            eachElement<T>(dst, [&](T &x) {
                if constexpr (std::is_same_v<T, float>)
                    x = TorchDistributions::uniformFloat(g, f, t);
                else
                    x = TorchDistributions::uniformDouble(g, f, t);
            });
        }
    });
}

void TorchCpuRandomKernels::normal(const StridedRef &dst, TorchCpuGenerator &g, double mean, double std)
{
    dispatch(dst.dtype, [&](auto tag) {
        using T = decltype(tag);
        if constexpr (isFloat<T>) {
            const int64_t n = dst.numel();
            if (n >= 16 && dst.isContiguous()) {
                normalFill<T>(static_cast<T *>(dst.data), n, g, static_cast<T>(mean), static_cast<T>(std));
                return;
            }
            eachElement<T>(dst, [&](T &x) { x = static_cast<T>(TorchDistributions::normalDouble(g, mean, std)); });
        }
    });
}

void TorchCpuRandomKernels::exponential(const StridedRef &dst, TorchCpuGenerator &g, double lambda)
{
    dispatch(dst.dtype, [&](auto tag) {
        using T = decltype(tag);
        if constexpr (isFloat<T>)
            eachElement<T>(dst, [&](T &x) { x = static_cast<T>(TorchDistributions::exponential(g, lambda)); });
    });
}

void TorchCpuRandomKernels::randomFromTo(const StridedRef &dst, TorchCpuGenerator &g, uint64_t range, int64_t base)
{
    dispatch(dst.dtype, [&](auto tag) {
        using T = decltype(tag);
        constexpr bool wide = std::is_same_v<T, int64_t> || isFloat<T>;
        eachElement<T>(dst, [&](T &x) { x = fromInt64<T>(TorchDistributions::intFromTo(g, range, base, wide)); });
    });
}

void TorchCpuRandomKernels::randomFull64(const StridedRef &dst, TorchCpuGenerator &g)
{
    dispatch(dst.dtype, [&](auto tag) {
        using T = decltype(tag);
        if constexpr (std::is_same_v<T, int64_t> || isFloat<T>)
            eachElement<T>(dst, [&](T &x) { x = static_cast<T>(static_cast<int64_t>(g.random64())); });
    });
}

void TorchCpuRandomKernels::randomDefault(const StridedRef &dst, TorchCpuGenerator &g)
{
    dispatch(dst.dtype, [&](auto tag) {
        using T = decltype(tag);
        eachElement<T>(dst, [&](T &x) {
            if constexpr (std::is_same_v<T, bool>)
                x = (g.random() & 1U) != 0;
            else if constexpr (std::is_same_v<T, int64_t>)
                x = static_cast<T>(g.random64() % (uint64_t{1} << 63));
            else if constexpr (std::is_same_v<T, double>)
                x = static_cast<T>(g.random64() % ((uint64_t{1} << 53) + 1));
            else if constexpr (std::is_same_v<T, float>)
                x = static_cast<T>(static_cast<uint64_t>(g.random()) % ((uint64_t{1} << 24) + 1));
            else
                x = static_cast<T>(static_cast<uint64_t>(g.random()) % (uint64_t{1} << (8 * sizeof(T) - 1)));
        });
    });
}

void TorchCpuRandomKernels::bernoulli(const StridedRef &dst, TorchCpuGenerator &g, double p)
{
    dispatch(dst.dtype, [&](auto tag) {
        using T = decltype(tag);
        eachElement<T>(dst, [&](T &x) { x = static_cast<T>(TorchDistributions::bernoulliDouble(g, p)); });
    });
}

void TorchCpuRandomKernels::bernoulli(const StridedRef &dst, TorchCpuGenerator &g, const StridedRef &p)
{
    const IterationOrder o = IterationOrder::of(dst.sizes, {dst.strides, p.strides});
    dispatch(dst.dtype, [&](auto tag) {
        using T = decltype(tag);
        T *out = static_cast<T *>(dst.data);
        dispatch(p.dtype, [&](auto ptag) {
            using P = decltype(ptag);
            if constexpr (isFloat<P>) {
                const P *probs = static_cast<const P *>(p.data);
                forEach3(o.sizes, o.strides[0].data(), o.strides[1].data(), nullptr, [&](int64_t a, int64_t b, int64_t) {
                    const P pv = probs[b];
                    if (!(pv >= 0 && pv <= 1))
                        throw Errors::bernoulliProbability();
                    if constexpr (std::is_same_v<P, double>)
                        out[a] = static_cast<T>(TorchDistributions::bernoulliDouble(g, pv));
                    else
                        out[a] = static_cast<T>(TorchDistributions::bernoulliFloat(g, pv));
                });
            }
        });
    });
}

void TorchCpuRandomKernels::randperm(const StridedRef &dst, TorchCpuGenerator &g)
{
    const int64_t n = dst.numel();
    const int64_t stride = dst.strides.empty() ? 1 : dst.strides[0];
    dispatch(dst.dtype, [&](auto tag) {
        using T = decltype(tag);
        T *r = static_cast<T *>(dst.data);
        for (int64_t i = 0; i < n; ++i)
            r[i * stride] = static_cast<T>(i);
        for (int64_t i = 0; i < n - 1; ++i) {
            const int64_t z = static_cast<int64_t>(g.random() % static_cast<uint64_t>(n - i));
            std::swap(r[i * stride], r[(z + i) * stride]);
            if ((i & (kPollEvery - 1)) == kPollEvery - 1)
                InterruptFlag::poll();
        }
    });
}

void TorchCpuRandomKernels::multinomialWithReplacement(const StridedRef &out, const StridedRef &probs, int64_t samples,
                                                       TorchCpuGenerator &g)
{
    const bool rows = probs.sizes.size() > 1;
    const int64_t categories = probs.sizes.back();
    const int64_t distributions = rows ? probs.sizes[0] : 1;
    const int64_t pRow = rows ? probs.strides[0] : 0, pCol = probs.strides.back();
    const int64_t oRow = rows ? out.strides[0] : 0, oCol = out.strides.back();
    int64_t *result = static_cast<int64_t *>(out.data);
    dispatch(probs.dtype, [&](auto tag) {
        using P = decltype(tag);
        if constexpr (isFloat<P>) {
            const P *p = static_cast<const P *>(probs.data);
            std::vector<P> cumulative(static_cast<size_t>(categories));
            for (int64_t i = 0; i < distributions; ++i) {
                P sum = 0;
                for (int64_t j = 0; j < categories; ++j) {
                    const P v = p[i * pRow + j * pCol];
                    if (!(v >= 0))
                        throw Errors::multinomialNegative();
                    if (!std::isfinite(v))
                        throw Errors::multinomialNotFinite();
                    sum += v;
                    cumulative[j] = sum;
                }
                if (!(sum > 0))
                    throw Errors::multinomialSumNotPositive();
                for (auto &c : cumulative)
                    c /= sum;
                cumulative.back() = 1;
                for (int64_t j = 0; j < samples; ++j) {
                    const double u = TorchDistributions::uniformDouble(g, 0.0, 1.0);
                    int64_t left = 0, right = categories;
                    while (right - left > 0) {
                        const int64_t mid = left + (right - left) / 2;
                        if (cumulative[mid] < u)
                            left = mid + 1;
                        else
                            right = mid;
                    }
                    result[i * oRow + j * oCol] = left;
                }
            }
        }
    });
}

} // namespace tl
