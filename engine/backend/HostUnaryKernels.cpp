#include "HostUnaryKernels.h"

#include "ElementLoops.h"
#include "ElementMath.h"
#include "IterationPlan.h"
#include "SleefVector.h"


#include <cmath>
#include <cstring>
#include <limits>
#include <type_traits>
#include <vector>

namespace tl {

namespace {
using namespace kernels;

// Which elements ATen's AVX2 kernel sends through its vector function.
enum class VecMode {
    Scalar, // exact functions: the vector and scalar code give the same bits
    All,    // vml kernels (exp, log, sin, tanh...): every element, strided ones via a buffer
    Blocks, // cpu_kernel_vec: 16-element blocks (8 for double) of contiguous rows; the
            // rest, and strided rows, through the scalar function
};

VecMode modeOf(UnaryKernel op)
{
    switch (op) {
    case UnaryKernel::Exp:
    case UnaryKernel::Log:
    case UnaryKernel::Log2:
    case UnaryKernel::Log10:
    case UnaryKernel::Sin:
    case UnaryKernel::Cos:
    case UnaryKernel::Tan:
    case UnaryKernel::Tanh:
    case UnaryKernel::Asin:
    case UnaryKernel::Acos:
    case UnaryKernel::Atan:
    case UnaryKernel::Log1p:
    case UnaryKernel::Expm1:
    case UnaryKernel::Erf: return VecMode::All;
    case UnaryKernel::Sinh: // cpu_kernel_vec with Vectorized::sinh / cosh
    case UnaryKernel::Cosh:
    case UnaryKernel::Sigmoid:
    case UnaryKernel::PowScalar: return VecMode::Blocks;
    default: return VecMode::Scalar;
    }
}

// SLEEF on 8 floats / 4 doubles, as at::vec::Vectorized<T> calls it.
__attribute__((target("avx2,fma"))) void vectorApply(UnaryKernel op, const float *x, float *y, const UnaryParams &p)
{
    const __m256 v = _mm256_loadu_ps(x);
    __m256 r = v;
    switch (op) {
    case UnaryKernel::Exp: r = Sleef_expf8_u10(v); break;
    case UnaryKernel::Log: r = Sleef_logf8_u10(v); break;
    case UnaryKernel::Log2: r = Sleef_log2f8_u10(v); break;
    case UnaryKernel::Log10: r = Sleef_log10f8_u10(v); break;
    case UnaryKernel::Sin: r = Sleef_sinf8_u10(v); break;
    case UnaryKernel::Cos: r = Sleef_cosf8_u10(v); break;
    case UnaryKernel::Tan: r = Sleef_tanf8_u10(v); break;
    case UnaryKernel::Tanh: r = Sleef_tanhf8_u10(v); break;
    case UnaryKernel::Asin: r = Sleef_asinf8_u10(v); break;
    case UnaryKernel::Acos: r = Sleef_acosf8_u10(v); break;
    case UnaryKernel::Atan: r = Sleef_atanf8_u10(v); break;
    case UnaryKernel::Sinh: r = Sleef_sinhf8_u10(v); break;
    case UnaryKernel::Cosh: r = Sleef_coshf8_u10(v); break;
    case UnaryKernel::Log1p: r = Sleef_log1pf8_u10(v); break;
    case UnaryKernel::Expm1: r = Sleef_expm1f8_u10(v); break;
    case UnaryKernel::Erf: r = Sleef_erff8_u10(v); break;
    case UnaryKernel::Sigmoid: {
        const __m256 e = Sleef_expf8_u10(_mm256_sub_ps(_mm256_setzero_ps(), v));
        r = _mm256_div_ps(_mm256_set1_ps(1.0f), _mm256_add_ps(e, _mm256_set1_ps(1.0f)));
        break;
    }
    case UnaryKernel::PowScalar:
        r = Sleef_powf8_u10(v, _mm256_set1_ps(static_cast<float>(p.exponent.toDouble())));
        break;
    default: break;
    }
    _mm256_storeu_ps(y, r);
}

__attribute__((target("avx2,fma"))) void vectorApply(UnaryKernel op, const double *x, double *y, const UnaryParams &p)
{
    const __m256d v = _mm256_loadu_pd(x);
    __m256d r = v;
    switch (op) {
    case UnaryKernel::Exp: r = Sleef_expd4_u10(v); break;
    case UnaryKernel::Log: r = Sleef_logd4_u10(v); break;
    case UnaryKernel::Log2: r = Sleef_log2d4_u10(v); break;
    case UnaryKernel::Log10: r = Sleef_log10d4_u10(v); break;
    case UnaryKernel::Sin: r = Sleef_sind4_u10(v); break;
    case UnaryKernel::Cos: r = Sleef_cosd4_u10(v); break;
    case UnaryKernel::Tan: r = Sleef_tand4_u10(v); break;
    case UnaryKernel::Tanh: r = Sleef_tanhd4_u10(v); break;
    case UnaryKernel::Asin: r = Sleef_asind4_u10(v); break;
    case UnaryKernel::Acos: r = Sleef_acosd4_u10(v); break;
    case UnaryKernel::Atan: r = Sleef_atand4_u10(v); break;
    case UnaryKernel::Sinh: r = Sleef_sinhd4_u10(v); break;
    case UnaryKernel::Cosh: r = Sleef_coshd4_u10(v); break;
    case UnaryKernel::Log1p: r = Sleef_log1pd4_u10(v); break;
    case UnaryKernel::Expm1: r = Sleef_expm1d4_u10(v); break;
    case UnaryKernel::Erf: r = Sleef_erfd4_u10(v); break;
    case UnaryKernel::Sigmoid: {
        const __m256d e = Sleef_expd4_u10(_mm256_sub_pd(_mm256_setzero_pd(), v));
        r = _mm256_div_pd(_mm256_set1_pd(1.0), _mm256_add_pd(e, _mm256_set1_pd(1.0)));
        break;
    }
    case UnaryKernel::PowScalar: r = Sleef_powd4_u10(v, _mm256_set1_pd(p.exponent.toDouble())); break;
    default: break;
    }
    _mm256_storeu_pd(y, r);
}


// The scalar function of each kernel (ATen's scalar lambdas; for float the C library's
// float functions, and pow through double as std::pow(float, double) computes it).
template <typename T>
T scalarApply(UnaryKernel op, T x, const UnaryParams &p)
{
    if constexpr (std::is_same_v<T, bool>) {
        switch (op) {
        case UnaryKernel::LogicalNot: return !x;
        case UnaryKernel::Clamp: {
            bool r = x;
            if (p.low)
                r = std::max(r, p.low->toBool());
            if (p.high)
                r = std::min(r, p.high->toBool());
            return r;
        }
        default: return x; // abs, sign, floor... of bool is the value itself
        }
    } else if constexpr (std::is_integral_v<T>) {
        using U = std::make_unsigned_t<T>;
        switch (op) {
        case UnaryKernel::Abs: return x < 0 ? static_cast<T>(U(0) - static_cast<U>(x)) : x;
        case UnaryKernel::Neg: return static_cast<T>(U(0) - static_cast<U>(x));
        case UnaryKernel::Sign: return static_cast<T>((0 < x) - (x < 0));
        case UnaryKernel::LogicalNot: return x == 0;
        case UnaryKernel::Clamp: {
            T r = x;
            if (p.low)
                r = std::max(r, fromScalar<T>(*p.low));
            if (p.high)
                r = std::min(r, fromScalar<T>(*p.high));
            return r;
        }
        case UnaryKernel::PowScalar: return ElementMath::integerPower<T>(x, fromScalar<T>(p.exponent));
        default: return x; // floor, ceil, round, trunc of an integer
        }
    } else {
        switch (op) {
        case UnaryKernel::Abs: return std::abs(x);
        case UnaryKernel::Neg: return -x;
        case UnaryKernel::Sign: return static_cast<T>((T(0) < x) - (x < T(0)));
        case UnaryKernel::Exp: return std::exp(x);
        case UnaryKernel::Log: return std::log(x);
        case UnaryKernel::Log2: return std::log2(x);
        case UnaryKernel::Log10: return std::log10(x);
        case UnaryKernel::Sqrt: return std::sqrt(x);
        case UnaryKernel::Rsqrt: return T(1) / std::sqrt(x);
        case UnaryKernel::Reciprocal: return T(1) / x;
        case UnaryKernel::Sin: return std::sin(x);
        case UnaryKernel::Cos: return std::cos(x);
        case UnaryKernel::Tan: return std::tan(x);
        case UnaryKernel::Tanh: return std::tanh(x);
        case UnaryKernel::Sigmoid: return T(1) / (T(1) + std::exp(-x));
        case UnaryKernel::Floor: return std::floor(x);
        case UnaryKernel::Ceil: return std::ceil(x);
        case UnaryKernel::Round: return std::nearbyint(x);
        case UnaryKernel::Trunc: return std::trunc(x);
        case UnaryKernel::RoundDecimals: {
            // round_decimals_kernel: scale by 10^|decimals| (rounded to T), round half to even.
            const bool negative = p.decimals < 0;
            const T scale = static_cast<T>(std::pow(10.0, static_cast<double>(negative ? -p.decimals : p.decimals)));
            return negative ? std::nearbyint(x / scale) * scale : std::nearbyint(x * scale) / scale;
        }
        case UnaryKernel::Clamp: {
            // clamp_scalar_kernel_impl: std::min(std::max(a, min), max); NaN stays NaN.
            T r = x;
            if (p.low)
                r = std::max(r, fromScalar<T>(*p.low));
            if (p.high)
                r = std::min(r, fromScalar<T>(*p.high));
            return r;
        }
        case UnaryKernel::PowScalar: return static_cast<T>(std::pow(static_cast<double>(x), p.exponent.toDouble()));
        case UnaryKernel::LogicalNot: return x == T(0);
        case UnaryKernel::Asin: return std::asin(x);
        case UnaryKernel::Acos: return std::acos(x);
        case UnaryKernel::Atan: return std::atan(x);
        case UnaryKernel::Sinh: return std::sinh(x);
        case UnaryKernel::Cosh: return std::cosh(x);
        case UnaryKernel::Asinh: return std::asinh(x);
        case UnaryKernel::Acosh: return std::acosh(x);
        case UnaryKernel::Atanh: return std::atanh(x);
        case UnaryKernel::Log1p: return std::log1p(x);
        case UnaryKernel::Expm1: return std::expm1(x);
        case UnaryKernel::Erf: return std::erf(x);
        }
        return x;
    }
}

// One row of `n` elements: out[i * os] = f(in[i * is]).
template <typename T>
void row(UnaryKernel op, VecMode mode, T *out, int64_t os, const T *in, int64_t is, int64_t n, const UnaryParams &p)
{
    if constexpr (std::is_same_v<T, Half> || std::is_same_v<T, BFloat16>) {
        // Computed in float (as Vectorized<BFloat16> converts to float vectors), rounded back.
        std::vector<float> xs(static_cast<size_t>(n)), ys(static_cast<size_t>(n));
        for (int64_t i = 0; i < n; ++i)
            xs[static_cast<size_t>(i)] = static_cast<float>(in[i * is]);
        row<float>(op, mode, ys.data(), 1, xs.data(), 1, n, p);
        for (int64_t i = 0; i < n; ++i)
            out[i * os] = static_cast<T>(ys[static_cast<size_t>(i)]);
        return;
    }
    if constexpr (std::is_floating_point_v<T>) {
        constexpr int64_t W = 32 / sizeof(T);
        if (mode == VecMode::All && cpuHasAvx2()) {
            // Lanes are independent: each element's result is the vector function's.
            alignas(32) T xs[W], ys[W];
            for (int64_t i = 0; i < n; i += W) {
                const int64_t m = std::min(W, n - i);
                if (m == W && is == 1 && os == 1) {
                    vectorApply(op, in + i, out + i, p);
                    continue;
                }
                for (int64_t k = 0; k < W; ++k)
                    xs[k] = k < m ? in[(i + k) * is] : T(0);
                vectorApply(op, xs, ys, p);
                for (int64_t k = 0; k < m; ++k)
                    out[(i + k) * os] = ys[k];
            }
            return;
        }
        if (mode == VecMode::Blocks && cpuHasAvx2() && os == 1 && (is == 1 || is == 0)) {
            // vectorized_loop: pairs of vectors while 2W elements remain, then basic_loop.
            const int64_t vectorEnd = (n / (2 * W)) * 2 * W;
            alignas(32) T xs[W];
            for (int64_t l = 0; l < W && is == 0; ++l)
                xs[l] = in[0];
            for (int64_t k = 0; k < vectorEnd; k += W)
                vectorApply(op, is == 1 ? in + k : xs, out + k, p);
            for (int64_t k = vectorEnd; k < n; ++k)
                out[k] = scalarApply<T>(op, in[k * is], p);
            return;
        }
    }
    (void)mode;
    for (int64_t i = 0; i < n; ++i)
        out[i * os] = scalarApply<T>(op, in[i * is], p);
}

} // namespace

void HostUnaryKernels::run(UnaryKernel op, const StridedRef &out, const StridedRef &in, const UnaryParams &params)
{
    const VecMode mode = modeOf(op);
    dispatch(out.dtype, [&](auto tag) {
        using T = decltype(tag);
        T *o = static_cast<T *>(out.data);
        const T *x = static_cast<const T *>(in.data);
        const IterationPlan plan(out.sizes, {out.strides, in.strides}, false);
        plan.forEach2d([&](const int64_t *off, int64_t size0, int64_t size1) {
            for (int64_t j = 0; j < size1; ++j)
                row<T>(op, mode, o + off[0] + j * plan.stride(0, 1), plan.stride(0, 0), x + off[1] + j * plan.stride(1, 1),
                       plan.stride(1, 0), size0, params);
        });
    });
}

} // namespace tl
