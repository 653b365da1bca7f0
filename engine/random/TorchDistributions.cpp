// Box-Muller as PyTorch 1.13's CPU kernels compute it: normal_distribution<double> with
// log(1 - u2) and its cached sine, normal_fill_16 for doubles with libm, and
// normal_fill_16_AVX2 for floats with avx_mathfun's log and sincos.
#include "TorchDistributions.h"

#include "CephesFloatMath.h"

namespace tl {

namespace {

constexpr double kPi = 3.14159265358979323846;

// On x86-64 the float fill is also compiled for x86-64-v3 (AVX2 and FMA), where every std::fma
// is one instruction; the lanes compute the same values in both versions.
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
#define TL_FMA_CLONES __attribute__((target_clones("arch=x86-64-v3", "default")))
#else
#define TL_FMA_CLONES
#endif

TL_FMA_CLONES void boxMuller16(float *data, float mean, float std)
{
    const float twoPi = static_cast<float>(2.0f * kPi);
    for (int j = 0; j < 8; ++j) {
        const float u1 = 1.0f - data[j];
        const float theta = data[j + 8] * twoPi;
        const float radius = std::sqrt(CephesFloatMath::log(u1) * -2.0f);
        float sine, cosine;
        CephesFloatMath::sinCos(theta, sine, cosine);
        data[j] = std::fma(radius * cosine, std, mean);
        data[j + 8] = std::fma(radius * sine, std, mean);
    }
}

TL_FMA_CLONES void uniformFloats(float *data, int64_t n, TorchCpuGenerator &g, float from, float to)
{
    for (int64_t i = 0; i < n; ++i)
        data[i] = TorchDistributions::uniformFloat(g, from, to);
}

TL_FMA_CLONES void uniformDoubles(double *data, int64_t n, TorchCpuGenerator &g, double from, double to)
{
    for (int64_t i = 0; i < n; ++i)
        data[i] = TorchDistributions::uniformDouble(g, from, to);
}

} // namespace

void TorchDistributions::uniformFill(float *data, int64_t n, TorchCpuGenerator &g, float from, float to)
{
    uniformFloats(data, n, g, from, to);
}

void TorchDistributions::uniformFill(double *data, int64_t n, TorchCpuGenerator &g, double from, double to)
{
    uniformDoubles(data, n, g, from, to);
}

double TorchDistributions::normalDouble(TorchCpuGenerator &g, double mean, double std)
{
    if (auto &cached = g.nextDoubleNormal(); cached) {
        const double v = *cached;
        cached.reset();
        return std::fma(v, std, mean);
    }
    const double u1 = uniformDouble(g, 0.0, 1.0);
    const double u2 = uniformDouble(g, 0.0, 1.0);
    const double r = std::sqrt(-2.0 * std::log(1.0 - u2));
    const double theta = 2.0 * kPi * u1;
    g.nextDoubleNormal() = r * std::sin(theta);
    return std::fma(r * std::cos(theta), std, mean);
}

void TorchDistributions::normalFill16(double *data, double mean, double std)
{
    for (int j = 0; j < 8; ++j) {
        const double u1 = 1 - data[j]; // [0, 1) -> (0, 1] for log
        const double u2 = data[j + 8];
        const double radius = std::sqrt(-2 * std::log(u1));
        const double theta = 2.0 * kPi * u2;
        data[j] = std::fma(radius * std::cos(theta), std, mean);
        data[j + 8] = std::fma(radius * std::sin(theta), std, mean);
    }
}

void TorchDistributions::normalFill16(float *data, float mean, float std) { boxMuller16(data, mean, std); }

} // namespace tl
