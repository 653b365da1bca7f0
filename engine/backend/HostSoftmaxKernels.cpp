#include "HostSoftmaxKernels.h"

#include "ElementLoops.h"
#include "SleefVector.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <type_traits>
#include <vector>

namespace tl {

namespace {
using namespace kernels;

// vec::reduce_all with AVX2 lanes: W running lanes, a partial last vector, then the
// lanes folded by halves (float) or one by one (double).
template <typename T, typename Op>
T reduceAll(const T *data, int64_t size, const Op &op)
{
    static constexpr int W = 32 / sizeof(T);
    std::array<T, W> acc{};
    auto foldLanes = [&](std::array<T, W> v, int lanes) {
        if constexpr (W == 8) {
            if (lanes == W) {
                for (int i = 0; i < 4; ++i)
                    v[i] = op(v[i], v[i + 4]);
                for (int i : {0, 1})
                    v[i] = op(v[i], v[i + 2]);
                return op(v[0], v[1]);
            }
        }
        T r = v[0];
        for (int i = 1; i < lanes; ++i)
            r = op(r, v[i]);
        return r;
    };
    if (size < W) {
        for (int i = 0; i < W; ++i)
            acc[i] = i < size ? data[i] : T(0);
        return foldLanes(acc, static_cast<int>(size));
    }
    for (int i = 0; i < W; ++i)
        acc[i] = data[i];
    int64_t d = W;
    for (; d < size - (size % W); d += W)
        for (int i = 0; i < W; ++i)
            acc[i] = op(acc[i], data[d + i]);
    for (int i = 0; d + i < size; ++i)
        acc[i] = op(acc[i], data[d + i]);
    return foldLanes(acc, W);
}

// vec::map2_reduce_all(x * y, x + y): the products summed as reduce_all sums. Inlined,
// PyTorch's AVX2 build fuses every `acc + x * y` after the first vector into one
// multiply-add.
template <typename T>
T productSumAll(const T *a, const T *b, int64_t size)
{
    static constexpr int W = 32 / sizeof(T);
    if (size < W) {
        std::array<T, W> products{};
        for (int64_t i = 0; i < size; ++i)
            products[static_cast<size_t>(i)] = a[i] * b[i];
        return reduceAll<T>(products.data(), size, [](T x, T y) { return x + y; });
    }
    std::array<T, W> acc{};
    for (int i = 0; i < W; ++i)
        acc[i] = a[i] * b[i];
    for (int64_t d = W; d < size; ++d)
        acc[(d - W) % W] = std::fma(a[d], b[d], acc[(d - W) % W]);
    return reduceAll<T>(acc.data(), W, [](T x, T y) { return x + y; });
}

__attribute__((target("avx2,fma"))) void expVector(const float *x, float *y) { _mm256_storeu_ps(y, Sleef_expf8_u10(_mm256_loadu_ps(x))); }
__attribute__((target("avx2,fma"))) void expVector(const double *x, double *y) { _mm256_storeu_pd(y, Sleef_expd4_u10(_mm256_loadu_pd(x))); }
__attribute__((target("avx2,fma"))) void logVector(const float *x, float *y) { _mm256_storeu_ps(y, Sleef_logf8_u10(_mm256_loadu_ps(x))); }
__attribute__((target("avx2,fma"))) void logVector(const double *x, double *y) { _mm256_storeu_pd(y, Sleef_logd4_u10(_mm256_loadu_pd(x))); }

// Vectorized<T>::exp / log on each element (lanes are independent).
template <typename T>
T vecExp(T v)
{
    if (!cpuHasAvx2())
        return std::exp(v);
    alignas(32) T a[32 / sizeof(T)] = {v}, r[32 / sizeof(T)];
    expVector(a, r);
    return r[0];
}

template <typename T>
T vecLog(T v)
{
    if (!cpuHasAvx2())
        return std::log(v);
    alignas(32) T a[32 / sizeof(T)] = {v}, r[32 / sizeof(T)];
    logVector(a, r);
    return r[0];
}

template <typename T>
T vecMax(T a, T b)
{
    // vec::maximum: NaN when either is NaN
    return (a != a || b != b) ? std::numeric_limits<T>::quiet_NaN() : std::max(a, b);
}

// The columns the strided kernels take at a time (CHUNK_SIZE): about 128 KiB of a
// column's elements, a whole number of vectors, at least one.
template <typename T>
int64_t chunkColumns(int64_t dimSize)
{
    constexpr int64_t W = 32 / static_cast<int64_t>(sizeof(T));
    return std::max<int64_t>(128 * 1024 / std::max<int64_t>(dimSize, 1) / static_cast<int64_t>(sizeof(T)), W) / W * W;
}

// _vec_softmax_lastdim / _vec_log_softmax_lastdim on one contiguous row.
template <typename T>
void softmaxRow(const T *in, T *out, int64_t n, bool log)
{
    const T maxInput = reduceAll<T>(in, n, [](T a, T b) { return vecMax(a, b); });
    if (!log) {
        for (int64_t i = 0; i < n; ++i)
            out[i] = vecExp<T>(in[i] - maxInput);
        T sum = reduceAll<T>(out, n, [](T a, T b) { return a + b; });
        sum = T(1) / sum;
        for (int64_t i = 0; i < n; ++i)
            out[i] = out[i] * sum;
        return;
    }
    // map_reduce_all: exp(x - max) summed with the reduce_all lanes
    std::vector<T> e(static_cast<size_t>(n));
    for (int64_t i = 0; i < n; ++i)
        e[static_cast<size_t>(i)] = vecExp<T>(in[i] - maxInput);
    const T sum = vecLog<T>(reduceAll<T>(e.data(), n, [](T a, T b) { return a + b; }));
    for (int64_t i = 0; i < n; ++i)
        out[i] = in[i] - maxInput - sum;
}

} // namespace

void HostSoftmaxKernels::softmax(const StridedRef &out, const StridedRef &in, int64_t dim, bool log)
{
    // The input arrives contiguous (the op makes it so, as softmax_cpu_out does), and so
    // does out.
    int64_t outer = 1, inner = 1;
    const int64_t dimSize = in.sizes.empty() ? 1 : in.sizes[static_cast<size_t>(dim)];
    for (int64_t d = 0; d < dim; ++d)
        outer *= in.sizes[static_cast<size_t>(d)];
    for (size_t d = static_cast<size_t>(dim) + 1; d < in.sizes.size(); ++d)
        inner *= in.sizes[d];
    const bool lastDim = dim + 1 >= static_cast<int64_t>(in.sizes.size());
    dispatch(in.dtype, [&](auto tag) {
        using T = decltype(tag);
        if constexpr (std::is_floating_point_v<T>) {
            const T *x = static_cast<const T *>(in.data);
            T *o = static_cast<T *>(out.data);
            // softmax_cpu_out picks the kernel by the dimension, not by the layout: a
            // dimension followed only by size-1 ones still takes the strided kernel.
            if (lastDim) {
                for (int64_t r = 0; r < outer; ++r)
                    softmaxRow<T>(x + r * dimSize, o + r * dimSize, dimSize, log);
                return;
            }
            // _vec_softmax steps by Vectorized<T>::size(): 8 floats or 4 doubles (AVX2).
            constexpr int64_t W = 32 / static_cast<int64_t>(sizeof(T));
            for (int64_t idx = 0; idx < outer * inner;) {
                const int64_t outerIdx = idx / inner, innerIdx = idx % inner;
                const T *xi = x + outerIdx * dimSize * inner + innerIdx;
                T *oi = o + outerIdx * dimSize * inner + innerIdx;
                if (log) {
                    // _vec_log_softmax, over chunks of columns: per column the max, the sum
                    // of exp(x - max) in T, its log, x - max - log(sum). Columns in a chunk's
                    // full vectors take SLEEF's exp, the rest std::exp; the log is SLEEF's
                    // for all (vec::map).
                    const int64_t chunk = chunkColumns<T>(dimSize);
                    for (int64_t begin = 0; begin < inner; begin += chunk) {
                        const int64_t size = std::min(chunk, inner - begin);
                        const int64_t vectorEnd = size - size % W;
                        for (int64_t l = 0; l < size; ++l) {
                            const T *xl = xi + begin + l;
                            T *ol = oi + begin + l;
                            T m = -std::numeric_limits<T>::infinity();
                            for (int64_t d = 0; d < dimSize; ++d)
                                m = vecMax(xl[d * inner], m);
                            T sum = 0;
                            for (int64_t d = 0; d < dimSize; ++d)
                                sum = sum + (l < vectorEnd ? vecExp<T>(xl[d * inner] - m) : std::exp(xl[d * inner] - m));
                            const T logSum = vecLog<T>(sum);
                            for (int64_t d = 0; d < dimSize; ++d)
                                ol[d * inner] = xl[d * inner] - m - logSum;
                        }
                    }
                    idx += inner;
                    continue;
                }
                if (innerIdx + W <= inner) {
                    // _vec_softmax: W columns at a time, lanes as vector lanes
                    for (int64_t l = 0; l < W; ++l) {
                        T m = xi[l];
                        for (int64_t d = 1; d < dimSize; ++d)
                            m = vecMax(m, xi[d * inner + l]);
                        T sum = 0;
                        for (int64_t d = 0; d < dimSize; ++d) {
                            oi[d * inner + l] = vecExp<T>(xi[d * inner + l] - m);
                            sum = sum + oi[d * inner + l];
                        }
                        for (int64_t d = 0; d < dimSize; ++d)
                            oi[d * inner + l] = oi[d * inner + l] / sum;
                    }
                    idx += W;
                    continue;
                }
                // The columns left over before the next row: _vec_softmax's scalar tail,
                // std::max, std::exp and the sum in T, then a division.
                const int64_t count = inner - innerIdx;
                for (int64_t l = 0; l < count; ++l) {
                    T m = xi[l];
                    for (int64_t d = 1; d < dimSize; ++d)
                        m = std::max(m, xi[d * inner + l]);
                    T sum = 0;
                    for (int64_t d = 0; d < dimSize; ++d) {
                        const T z = std::exp(xi[d * inner + l] - m);
                        oi[d * inner + l] = z;
                        sum += z;
                    }
                    for (int64_t d = 0; d < dimSize; ++d)
                        oi[d * inner + l] = oi[d * inner + l] / sum;
                }
                idx += count;
            }
        }
    });
}

void HostSoftmaxKernels::softmaxBackward(const StridedRef &gradInput, const StridedRef &grad, const StridedRef &output, int64_t dim,
                                        bool log)
{
    int64_t outer = 1, inner = 1;
    const int64_t dimSize = grad.sizes.empty() ? 1 : grad.sizes[static_cast<size_t>(dim)];
    for (int64_t d = 0; d < dim; ++d)
        outer *= grad.sizes[static_cast<size_t>(d)];
    for (size_t d = static_cast<size_t>(dim) + 1; d < grad.sizes.size(); ++d)
        inner *= grad.sizes[d];
    const bool lastDim = dim + 1 >= static_cast<int64_t>(grad.sizes.size());
    dispatch(grad.dtype, [&](auto tag) {
        using T = decltype(tag);
        if constexpr (std::is_floating_point_v<T>) {
            T *gi = static_cast<T *>(gradInput.data);
            const T *g = static_cast<const T *>(grad.data);
            const T *y = static_cast<const T *>(output.data);
            if (lastDim) {
                // _vec_host_softmax_backward_lastdim: the sum with reduce_all's lanes, and
                // `x - exp(y) * sum` fused as the AVX2 build fuses it.
                for (int64_t r = 0; r < outer; ++r) {
                    const T *gr = g + r * dimSize, *yr = y + r * dimSize;
                    T *out = gi + r * dimSize;
                    T sum;
                    if (log) {
                        sum = reduceAll<T>(gr, dimSize, [](T a, T b) { return a + b; });
                        for (int64_t i = 0; i < dimSize; ++i)
                            out[i] = std::fma(-vecExp<T>(yr[i]), sum, gr[i]);
                    } else {
                        sum = productSumAll<T>(gr, yr, dimSize);
                        for (int64_t i = 0; i < dimSize; ++i)
                            out[i] = (gr[i] - sum) * yr[i];
                    }
                }
                return;
            }
            // _vec_softmax_backward / _vec_log_softmax_backward: per column the sum in T,
            // then the formula. PyTorch's AVX2 build contracts `a + b * c` into one fused
            // multiply-add, in vector lanes and scalar tail alike; the lanes take SLEEF's
            // exp, the columns past a chunk's last full vector std::exp.
            constexpr int64_t W = 32 / static_cast<int64_t>(sizeof(T));
            const int64_t chunk = chunkColumns<T>(dimSize);
            for (int64_t r = 0; r < outer; ++r)
                for (int64_t begin = 0; begin < inner; begin += chunk) {
                    const int64_t size = std::min(chunk, inner - begin);
                    const int64_t vectorEnd = size - size % W;
                    for (int64_t l = 0; l < size; ++l) {
                        const int64_t base = r * dimSize * inner + begin + l;
                        T sum = 0;
                        for (int64_t d = 0; d < dimSize; ++d) {
                            const int64_t k = base + d * inner;
                            sum = log ? sum + g[k] : std::fma(g[k], y[k], sum);
                        }
                        for (int64_t d = 0; d < dimSize; ++d) {
                            const int64_t k = base + d * inner;
                            if (log) {
                                const T e = l < vectorEnd ? vecExp<T>(y[k]) : std::exp(y[k]);
                                gi[k] = std::fma(-e, sum, g[k]);
                            } else {
                                gi[k] = y[k] * (g[k] - sum);
                            }
                        }
                    }
                }
        }
    });
}

} // namespace tl
