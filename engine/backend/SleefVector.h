#pragma once
// SLEEF's 256-bit entry points that ATen's AVX2 kernels call (at::vec::Vectorized<float>
// and <double>), declared here because sleef.h only declares them to translation units
// compiled for AVX. They are called from functions compiled for AVX2 (target attribute)
// after a run-time check of the CPU; SLEEF picks its AVX2 code as it does for PyTorch.
#include <immintrin.h>

// Each declaration carries the target itself: GCC and Clang then both pass the vectors in
// AVX registers, as SLEEF expects.
#define TL_SLEEF_AVX2 __attribute__((target("avx2,fma")))
extern "C" {
TL_SLEEF_AVX2 __m256 Sleef_expf8_u10(__m256);
TL_SLEEF_AVX2 __m256 Sleef_logf8_u10(__m256);
TL_SLEEF_AVX2 __m256 Sleef_log2f8_u10(__m256);
TL_SLEEF_AVX2 __m256 Sleef_log10f8_u10(__m256);
TL_SLEEF_AVX2 __m256 Sleef_sinf8_u10(__m256);
TL_SLEEF_AVX2 __m256 Sleef_cosf8_u10(__m256);
TL_SLEEF_AVX2 __m256 Sleef_tanf8_u10(__m256);
TL_SLEEF_AVX2 __m256 Sleef_tanhf8_u10(__m256);
TL_SLEEF_AVX2 __m256 Sleef_powf8_u10(__m256, __m256);
TL_SLEEF_AVX2 __m256d Sleef_expd4_u10(__m256d);
TL_SLEEF_AVX2 __m256d Sleef_logd4_u10(__m256d);
TL_SLEEF_AVX2 __m256d Sleef_log2d4_u10(__m256d);
TL_SLEEF_AVX2 __m256d Sleef_log10d4_u10(__m256d);
TL_SLEEF_AVX2 __m256d Sleef_sind4_u10(__m256d);
TL_SLEEF_AVX2 __m256d Sleef_cosd4_u10(__m256d);
TL_SLEEF_AVX2 __m256d Sleef_tand4_u10(__m256d);
TL_SLEEF_AVX2 __m256d Sleef_tanhd4_u10(__m256d);
TL_SLEEF_AVX2 __m256d Sleef_powd4_u10(__m256d, __m256d);
TL_SLEEF_AVX2 __m256 Sleef_asinf8_u10(__m256);
TL_SLEEF_AVX2 __m256 Sleef_acosf8_u10(__m256);
TL_SLEEF_AVX2 __m256 Sleef_atanf8_u10(__m256);
TL_SLEEF_AVX2 __m256 Sleef_sinhf8_u10(__m256);
TL_SLEEF_AVX2 __m256 Sleef_coshf8_u10(__m256);
TL_SLEEF_AVX2 __m256 Sleef_log1pf8_u10(__m256);
TL_SLEEF_AVX2 __m256 Sleef_expm1f8_u10(__m256);
TL_SLEEF_AVX2 __m256 Sleef_erff8_u10(__m256);
TL_SLEEF_AVX2 __m256d Sleef_asind4_u10(__m256d);
TL_SLEEF_AVX2 __m256d Sleef_acosd4_u10(__m256d);
TL_SLEEF_AVX2 __m256d Sleef_atand4_u10(__m256d);
TL_SLEEF_AVX2 __m256d Sleef_sinhd4_u10(__m256d);
TL_SLEEF_AVX2 __m256d Sleef_coshd4_u10(__m256d);
TL_SLEEF_AVX2 __m256d Sleef_log1pd4_u10(__m256d);
TL_SLEEF_AVX2 __m256d Sleef_expm1d4_u10(__m256d);
TL_SLEEF_AVX2 __m256d Sleef_erfd4_u10(__m256d);
}
#undef TL_SLEEF_AVX2

namespace tl {

// Whether this CPU runs ATen's AVX2 kernels (PyTorch's CPU capability); without it PyTorch
// falls back to its scalar kernels, and so do we.
inline bool cpuHasAvx2()
{
    static const bool yes = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
    return yes;
}

} // namespace tl
