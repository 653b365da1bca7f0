#pragma once
// The per-value draws of PyTorch's CPU distributions (ATen's DistributionsHelper.h and
// TransformationHelper.h, and the normal fill of native/cpu/DistributionTemplates.h) on a
// TorchCpuGenerator, with the arithmetic of the AVX2 build this machine's PyTorch runs:
// where its compiler fused a product into a sum, std::fma does the same here.
#include "TorchCpuGenerator.h"

#include <cmath>
#include <cstdint>

namespace tl {

class TorchDistributions {
public:
    // uniform_real_distribution<float>: 24 bits of one 32-bit draw.
    static float uniformFloat(TorchCpuGenerator &g, float from, float to)
    {
        const float x = static_cast<float>(g.random() & 0xFFFFFFU) * (1.0f / 16777216.0f);
        return std::fma(x, to - from, from);
    }
    // uniform_real_distribution<double>: 53 bits of one 64-bit draw.
    static double uniformDouble(TorchCpuGenerator &g, double from, double to)
    {
        const double x = static_cast<double>(g.random64() & ((uint64_t{1} << 53) - 1)) * (1.0 / 9007199254740992.0);
        return std::fma(x, to - from, from);
    }
    // uniform_int_from_to_distribution: 64-bit draws for ranges of 2^32 and more, when the
    // dtype can hold them (int64, float, double).
    static int64_t intFromTo(TorchCpuGenerator &g, uint64_t range, int64_t base, bool wideDtype)
    {
        const uint64_t v = wideDtype && range >= (uint64_t{1} << 32) ? g.random64() : g.random();
        return static_cast<int64_t>(v % range + static_cast<uint64_t>(base));
    }
    // normal_distribution<double>: Box-Muller on two 53-bit uniforms; the sine half is kept
    // for the next call.
    static double normalDouble(TorchCpuGenerator &g, double mean, double std);
    // bernoulli_distribution<double> and <float>: a uniform below p.
    static bool bernoulliDouble(TorchCpuGenerator &g, double p) { return uniformDouble(g, 0.0, 1.0) < p; }
    static bool bernoulliFloat(TorchCpuGenerator &g, float p) { return uniformFloat(g, 0.0f, 1.0f) < p; }
    // exponential_distribution<double> (the CPU form: log(1 - u)).
    static double exponential(TorchCpuGenerator &g, double lambda)
    {
        return -1.0 / lambda * std::log(1.0 - uniformDouble(g, 0.0, 1.0));
    }

    // n uniforms into contiguous memory, one draw each, as uniformFloat / uniformDouble.
    static void uniformFill(float *data, int64_t n, TorchCpuGenerator &g, float from, float to);
    static void uniformFill(double *data, int64_t n, TorchCpuGenerator &g, double from, double to);

    // normal_fill_16: 16 uniforms in place become 16 normals, the first eight from
    // cosines, the last eight from sines. Float follows the AVX2 kernel, double the scalar one.
    static void normalFill16(float *data, float mean, float std);
    static void normalFill16(double *data, double mean, double std);
};

} // namespace tl
