#pragma once
// log and sin/cos of eight floats as ATen's avx_mathfun.h computes them (Cephes polynomials,
// after Julien Pommier's sse_mathfun), one lane at a time, with the lane arithmetic of
// libtorch_cpu's AVX2 build: GCC fused each product feeding a sum into one FMA (std::fma
// here). Constants are the header's decimal literals rounded to double, then to float, as
// its tables are initialised. Inline, so that a caller compiled for FMA hardware gets
// instructions instead of calls; the results are the same either way.
#include <cmath>
#include <cstdint>
#include <cstring>

namespace tl {

class CephesFloatMath {
public:
    // log256_ps: NaN for x <= 0.
    [[gnu::always_inline]] static float log(float x);
    // sincos256_ps.
    [[gnu::always_inline]] static void sinCos(float x, float &sine, float &cosine);
};

namespace cephes {

inline uint32_t bitsOf(float f)
{
    uint32_t u;
    std::memcpy(&u, &f, sizeof u);
    return u;
}

inline float fromBits(uint32_t u)
{
    float f;
    std::memcpy(&f, &u, sizeof f);
    return f;
}

constexpr float c(double v) { return static_cast<float>(v); }

constexpr float kSqrtHalf = c(0.707106781186547524);
constexpr float kLogP[9] = {c(7.0376836292E-2), c(-1.1514610310E-1), c(1.1676998740E-1),
                            c(-1.2420140846E-1), c(+1.4249322787E-1), c(-1.6668057665E-1),
                            c(+2.0000714765E-1), c(-2.4999993993E-1), c(+3.3333331174E-1)};
constexpr float kLogQ1 = c(-2.12194440e-4);
constexpr float kLogQ2 = c(0.693359375);

constexpr float kMinusDp1 = c(-0.78515625);
constexpr float kMinusDp2 = c(-2.4187564849853515625e-4);
constexpr float kMinusDp3 = c(-3.77489497744594108e-8);
constexpr float kSinP0 = c(-1.9515295891E-4);
constexpr float kSinP1 = c(8.3321608736E-3);
constexpr float kSinP2 = c(-1.6666654611E-1);
constexpr float kCosP0 = c(2.443315711809948E-005);
constexpr float kCosP1 = c(-1.388731625493765E-003);
constexpr float kCosP2 = c(4.166664568298827E-002);
constexpr float kFourOverPi = c(1.27323954473516);

} // namespace cephes

inline float CephesFloatMath::log(float x)
{
    using namespace cephes;
    // Lanes are computed without branches (masks and selects, as the vector code does), so
    // a caller's loop over lanes can become vector code again.
    const uint32_t invalid = x <= 0.0f ? 0xffffffffU : 0U;
    // maxps(x, smallest normal): denormals (and NaN) become the smallest normal float.
    const uint32_t smallest = 0x00800000U;
    const uint32_t keep = x > fromBits(smallest) ? 0xffffffffU : 0U;
    x = fromBits((bitsOf(x) & keep) | (smallest & ~keep));
    const int32_t exponentBits = static_cast<int32_t>(bitsOf(x) >> 23);
    x = fromBits((bitsOf(x) & ~0x7f800000U) | bitsOf(0.5f));
    float e = static_cast<float>(exponentBits - 0x7f) + 1.0f;
    const uint32_t below = x < kSqrtHalf ? 0xffffffffU : 0U;
    const float kept = fromBits(bitsOf(x) & below);
    x = x - 1.0f;
    e = e - fromBits(bitsOf(1.0f) & below);
    const float eQ1 = e * kLogQ1;
    x = x + kept;

    float y = kLogP[0];
    y = std::fma(y, x, kLogP[1]);
    y = std::fma(y, x, kLogP[2]);
    y = std::fma(y, x, kLogP[3]);
    y = std::fma(y, x, kLogP[4]);
    y = std::fma(y, x, kLogP[5]);
    y = std::fma(y, x, kLogP[6]);
    y = std::fma(y, x, kLogP[7]);
    y = std::fma(y, x, kLogP[8]);
    const float z = x * x;
    y = x * y;
    y = std::fma(y, z, eQ1);
    y = std::fma(-z, 0.5f, y);
    const float result = std::fma(e, kLogQ2, x + y);
    return fromBits(bitsOf(result) | invalid); // NaN where x <= 0
}

inline void CephesFloatMath::sinCos(float x, float &sine, float &cosine)
{
    using namespace cephes;
    const uint32_t signOfX = bitsOf(x) & 0x80000000U;
    const float ax = fromBits(bitsOf(x) & 0x7fffffffU);
    // j = (int(|x| * 4/pi) + 1) & ~1: the octant, rounded to even.
    int32_t j = static_cast<int32_t>(ax * kFourOverPi);
    j = (j + 1) & ~1;
    const float y = static_cast<float>(j);
    const uint32_t swapSine = static_cast<uint32_t>(j & 4) << 29;
    // Where the cosine polynomial gives the sine (and the sine one the cosine).
    const uint32_t sineFromSinePolynomial = (j & 2) == 0 ? 0xffffffffU : 0U;
    const uint32_t signOfCosine = (~static_cast<uint32_t>(j - 2) & 4U) << 29;

    // Extended precision modular arithmetic: x - y * pi/4 in three parts.
    float r = std::fma(y, kMinusDp1, ax);
    r = std::fma(y, kMinusDp2, r);
    r = std::fma(y, kMinusDp3, r);
    const uint32_t signOfSine = signOfX ^ swapSine;

    const float z = r * r;
    float cosPoly = std::fma(z, kCosP0, kCosP1);
    cosPoly = std::fma(z, cosPoly, kCosP2);
    const float halfZ = z * 0.5f;
    cosPoly = z * cosPoly;
    cosPoly = std::fma(cosPoly, z, -halfZ);
    float sinPoly = std::fma(kSinP0, z, kSinP1);
    sinPoly = std::fma(z, sinPoly, kSinP2);
    cosPoly = cosPoly + 1.0f;
    sinPoly = z * sinPoly;
    sinPoly = std::fma(sinPoly, r, r);

    // Each result takes one polynomial; the other contributes an exact zero.
    const float sinFromSin = fromBits(bitsOf(sinPoly) & sineFromSinePolynomial);
    const float sinFromCos = fromBits(bitsOf(cosPoly) & ~sineFromSinePolynomial);
    const float s = sinFromCos + sinFromSin;
    const float co = (sinPoly - sinFromSin) + (cosPoly - sinFromCos);
    sine = fromBits(bitsOf(s) ^ signOfSine);
    cosine = fromBits(bitsOf(co) ^ signOfCosine);
}

} // namespace tl
