#pragma once
// PyTorch's CPU random kernels (native/cpu/DistributionTemplates.h, randperm_cpu,
// multinomial_with_replacement) over host memory and a TorchCpuGenerator: one draw per
// element in TensorIterator's order, converted to the element type as ATen converts it.
// Callers check arguments and dtypes first (ops/RandomOps); these only draw and store.
#include "StridedRef.h"

namespace tl {

class TorchCpuGenerator;

class TorchCpuRandomKernels {
public:
    // Floating dst.
    static void uniform(const StridedRef &dst, TorchCpuGenerator &g, double from, double to);
    static void normal(const StridedRef &dst, TorchCpuGenerator &g, double mean, double std);
    static void exponential(const StridedRef &dst, TorchCpuGenerator &g, double lambda);
    // random_(from, to) and random_(from): base + draw % range.
    static void randomFromTo(const StridedRef &dst, TorchCpuGenerator &g, uint64_t range, int64_t base);
    // random_(-2**63, None): every int64 (int64, float32 and float64 dst).
    static void randomFull64(const StridedRef &dst, TorchCpuGenerator &g);
    // random_(): [0, 2^mantissa] for floats, [0, max] for integers, a bit for bool.
    static void randomDefault(const StridedRef &dst, TorchCpuGenerator &g);
    static void bernoulli(const StridedRef &dst, TorchCpuGenerator &g, double p);
    // p: a floating tensor already expanded to dst's shape. Throws PyTorch's error at the
    // first p outside [0, 1], after the elements before it were drawn, as ATen does.
    static void bernoulli(const StridedRef &dst, TorchCpuGenerator &g, const StridedRef &p);
    // dst: n elements, 1-D; the Fisher-Yates shuffle of 0..n-1 with 32-bit draws.
    static void randperm(const StridedRef &dst, TorchCpuGenerator &g);
    // probs: 1-D or 2-D floating, checked row by row; out: int64 [rows, samples] or [samples].
    static void multinomialWithReplacement(const StridedRef &out, const StridedRef &probs, int64_t samples,
                                           TorchCpuGenerator &g);
};

} // namespace tl
