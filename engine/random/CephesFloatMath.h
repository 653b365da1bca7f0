#pragma once
// log and sin/cos of eight floats as ATen's avx_mathfun.h computes them (Cephes polynomials,
// after Julien Pommier's sse_mathfun), one lane at a time. PyTorch's AVX2 build of the
// normal-distribution kernel uses them; reproducing its float results bit for bit needs the
// same operations in the same order, including the multiply-adds its compiler fused.
namespace tl {

class CephesFloatMath {
public:
    // log256_ps: NaN for x <= 0.
    static float log(float x);
    // sincos256_ps.
    static void sinCos(float x, float &sine, float &cosine);
};

} // namespace tl
