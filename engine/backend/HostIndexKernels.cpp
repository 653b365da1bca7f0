#include "HostIndexKernels.h"

#include "ElementLoops.h"
#include "IterationPlan.h"

#include <cmath>
#include <type_traits>

namespace tl {

namespace {
using namespace kernels;

// Every index of `sizes` in row-major order with offsets in up to three views.
template <typename F>
void walk(const std::vector<int64_t> &sizes, const int64_t *s0, const int64_t *s1, const int64_t *s2, F &&f)
{
    forEach3(sizes, s0, s1, s2, std::forward<F>(f));
}

} // namespace

void HostIndexKernels::where(const StridedRef &out, const StridedRef &cond, const BinaryOperand &a, const BinaryOperand &b)
{
    dispatch(out.dtype, [&](auto tag) {
        using T = decltype(tag);
        T *o = static_cast<T *>(out.data);
        const bool *c = static_cast<const bool *>(cond.data);
        const T *pa = a.tensor ? static_cast<const T *>(a.tensor->data) : nullptr;
        const T *pb = b.tensor ? static_cast<const T *>(b.tensor->data) : nullptr;
        const T ca = pa ? T{} : fromScalar<T>(a.scalar), cb = pb ? T{} : fromScalar<T>(b.scalar);
        const std::vector<int64_t> zeros(out.sizes.size(), 0);
        const IterationPlan plan(out.sizes, {out.strides, cond.strides, pa ? a.tensor->strides : zeros, pb ? b.tensor->strides : zeros},
                                 false);
        plan.forEach2d([&](const int64_t *off, int64_t size0, int64_t size1) {
            for (int64_t j = 0; j < size1; ++j)
                for (int64_t i = 0; i < size0; ++i) {
                    const bool take = c[off[1] + j * plan.stride(1, 1) + i * plan.stride(1, 0)];
                    const T va = pa ? pa[off[2] + j * plan.stride(2, 1) + i * plan.stride(2, 0)] : ca;
                    const T vb = pb ? pb[off[3] + j * plan.stride(3, 1) + i * plan.stride(3, 0)] : cb;
                    o[off[0] + j * plan.stride(0, 1) + i * plan.stride(0, 0)] = take ? va : vb;
                }
        });
    });
}

void HostIndexKernels::indexed(IndexKernel op, const StridedRef &out, const StridedRef &in, int64_t dim, const StridedRef &index,
                               const StridedRef *src, Scalar value)
{
    const size_t d = static_cast<size_t>(dim);
    const int64_t *idx = static_cast<const int64_t *>(index.data);
    dispatch(out.dtype, [&](auto tag) {
        using T = decltype(tag);
        T *o = static_cast<T *>(out.data);
        const T *x = static_cast<const T *>(in.data);
        switch (op) {
        case IndexKernel::IndexSelect: {
            // out's slice k along dim is in's slice index[k]
            std::vector<int64_t> sizes = out.sizes;
            sizes[d] = 1;
            const int64_t k = index.sizes.empty() ? 1 : index.sizes[0];
            const int64_t is = index.strides.empty() ? 0 : index.strides[0];
            for (int64_t i = 0; i < k; ++i) {
                const int64_t from = idx[i * is];
                walk(sizes, out.strides.data(), in.strides.data(), nullptr, [&](int64_t oo, int64_t io, int64_t) {
                    o[oo + i * out.strides[d]] = x[io + from * in.strides[d]];
                });
            }
            return;
        }
        case IndexKernel::Gather:
            // out[i][j][k] = in[i][index[i][j][k]][k] (dim 1), over index's shape
            {
                std::vector<int64_t> inStrides = in.strides;
                inStrides[d] = 0;
                forEach3(index.sizes, out.strides.data(), index.strides.data(), inStrides.data(),
                         [&](int64_t oo, int64_t xo, int64_t io) { o[oo] = x[io + idx[xo] * in.strides[d]]; });
            }
            return;
        case IndexKernel::ScatterAdd: {
            // out[i][index[i][j][k]][k] += src[i][j][k] (dim 1), in index's row-major order
            std::vector<int64_t> outStrides = out.strides;
            outStrides[d] = 0;
            const T *s = static_cast<const T *>(src->data);
            forEach3(index.sizes, outStrides.data(), index.strides.data(), src->strides.data(), [&](int64_t oo, int64_t xo, int64_t so) {
                T &dst = o[oo + idx[xo] * out.strides[d]];
                if constexpr (std::is_same_v<T, bool>)
                    dst = dst || s[so];
                else
                    dst = static_cast<T>(OpMath<T>(dst) + OpMath<T>(s[so]));
            });
            return;
        }
        case IndexKernel::Scatter: {
            // out[i][index[i][j][k]][k] = src[i][j][k] (dim 1), in index's row-major order
            std::vector<int64_t> outStrides = out.strides;
            outStrides[d] = 0;
            if (src) {
                const T *s = static_cast<const T *>(src->data);
                forEach3(index.sizes, outStrides.data(), index.strides.data(), src->strides.data(),
                         [&](int64_t oo, int64_t xo, int64_t so) { o[oo + idx[xo] * out.strides[d]] = s[so]; });
            } else {
                const T v = fromScalar<T>(value);
                forEach3(index.sizes, outStrides.data(), index.strides.data(), nullptr,
                         [&](int64_t oo, int64_t xo, int64_t) { o[oo + idx[xo] * out.strides[d]] = v; });
            }
            return;
        }
        case IndexKernel::IndexAdd: {
            // out's slice index[i] += alpha * src's slice i, in index order
            const T *s = static_cast<const T *>(src->data);
            const T alpha = fromScalar<T>(value);
            std::vector<int64_t> sizes = src->sizes;
            if (!sizes.empty())
                sizes[d] = 1;
            const int64_t k = index.sizes.empty() ? 1 : index.sizes[0];
            const int64_t is = index.strides.empty() ? 0 : index.strides[0];
            const bool sliceAdd = out.sizes.size() > 1; // add_ on slices (fused) vs the 1-D loop
            for (int64_t i = 0; i < k; ++i) {
                const int64_t to = idx[i * is];
                const int64_t outStep = out.sizes.empty() ? 0 : out.strides[d], srcStep = src->sizes.empty() ? 0 : src->strides[d];
                walk(sizes, out.strides.data(), src->strides.data(), nullptr, [&](int64_t oo, int64_t so, int64_t) {
                    T &dst = o[oo + to * outStep];
                    const T v = s[so + i * srcStep];
                    if constexpr (std::is_same_v<T, bool>) {
                        dst = dst || (alpha && v);
                    } else if constexpr (std::is_integral_v<T>) {
                        using U = std::make_unsigned_t<T>;
                        dst = static_cast<T>(static_cast<U>(dst) + static_cast<U>(alpha) * static_cast<U>(v));
                    } else {
                        using A = OpMath<T>;
                        const A d0 = A(dst), a0 = A(alpha), v0 = A(v);
                        dst = static_cast<T>(sliceAdd ? (a0 == A(1) ? A(d0 + v0) : A(std::fma(a0, v0, d0))) : A(d0 + A(v0 * a0)));
                    }
                });
            }
            return;
        }
        }
    });
}

namespace {

// Vectorized<T>::arange(base, step): lane k is base + k * step, rounded twice (the AVX2
// build does not fuse these).
template <typename T, typename S>
T arangeLane(T base, S step, int64_t k)
{
    return static_cast<T>(static_cast<S>(base) + static_cast<S>(k) * step);
}

// linspace_kernel's scalar lambda, start + step * i before halfway and end - step * (steps
// - i - 1) after it: the AVX2 kernel PyTorch dispatches to is compiled with FMA, which
// fuses each into one rounding (-1.1920928955078125e-07 instead of 0.0 mid-way).
template <typename T, typename S>
T linspaceAt(T start, T end, S step, int64_t steps, int64_t i)
{
    if (i < steps / 2)
        return static_cast<T>(std::fma(step, static_cast<S>(i), static_cast<S>(start)));
    return static_cast<T>(std::fma(-step, static_cast<S>(steps - i - 1), static_cast<S>(end)));
}

// The same for Half and BFloat16, whose c10 operators compute each step in float and round
// it back (an index too is made a Half first); their vectors, of 16, are vec_base's arange.
template <typename T>
void linspaceNarrow(T *o, int64_t os, T start, T end, int64_t steps)
{
    const auto r = [](float x) { return static_cast<float>(static_cast<T>(x)); };
    const float s = start, e = end;
    const float step = r(r(e - s) / r(static_cast<float>(steps - 1)));
    const auto at = [&](int64_t i) {
        return i < steps / 2 ? r(s + r(step * r(static_cast<float>(i))))
                             : r(e - r(step * r(static_cast<float>(steps - i - 1))));
    };
    int64_t i = 0;
    if (os == 1) {
        constexpr int64_t W = 32 / sizeof(T);
        for (const int64_t vectorEnd = (steps / (2 * W)) * 2 * W; i < vectorEnd; i += W) {
            const float base = at(i);
            for (int64_t k = 0; k < W; ++k)
                o[i + k] = static_cast<T>(base + r(r(static_cast<float>(k)) * step));
        }
    }
    for (; i < steps; ++i)
        o[i * os] = static_cast<T>(at(i));
}

} // namespace

void HostIndexKernels::linspace(const StridedRef &dst, Scalar start, Scalar end, int64_t steps, std::optional<double> logBase)
{
    dispatch(dst.dtype, [&](auto tag) {
        using T = decltype(tag);
        T *o = static_cast<T *>(dst.data);
        const int64_t os = dst.strides.empty() ? 1 : dst.strides[0];
        if constexpr (std::is_same_v<T, bool>) {
            for (int64_t i = 0; i < steps; ++i)
                o[i * os] = start.toBool();
        } else {
            using Step = std::conditional_t<std::is_integral_v<T>, double, T>;
            const T s = fromScalar<T>(start), e = fromScalar<T>(end);
            const Step step = (static_cast<Step>(e) - static_cast<Step>(s)) / static_cast<Step>(steps - 1);
            const int64_t halfway = steps / 2;
            if (logBase) {
                for (int64_t i = 0; i < steps; ++i) {
                    const T exponent = i < halfway ? static_cast<T>(s + step * static_cast<Step>(i))
                                                   : static_cast<T>(e - step * static_cast<Step>(steps - i - 1));
                    o[i * os] = static_cast<T>(std::pow(*logBase, static_cast<double>(exponent)));
                }
                return;
            }
            if constexpr (!std::is_floating_point_v<T> && !std::is_integral_v<T>) {
                linspaceNarrow<T>(o, os, s, e, steps);
            } else {
                int64_t i = 0;
                if (os == 1) {
                    // cpu_serial_kernel_vec: 32-byte vectors while two fit, each from its
                    // first element (start- or end-relative) by arange; the tail one by one.
                    constexpr int64_t W = 32 / sizeof(T);
                    const int64_t vectorEnd = (steps / (2 * W)) * 2 * W;
                    for (; i < vectorEnd; i += W) {
                        const T base = linspaceAt<T, Step>(s, e, step, steps, i);
                        for (int64_t k = 0; k < W; ++k)
                            o[i + k] = arangeLane<T, Step>(base, step, k);
                    }
                }
                for (; i < steps; ++i)
                    o[i * os] = linspaceAt<T, Step>(s, e, step, steps, i);
            }
        }
    });
}

} // namespace tl
