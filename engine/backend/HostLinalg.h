#pragma once
// Matrix products on the CPU as ATen calls BLAS (Blas.cpp, LinearAlgebra.cpp's
// addmm_impl_cpu_ and bmm_out_or_baddbmm_, BlasKernel.cpp): the reference BLAS through its
// Fortran interface (sgemm_/dgemm_ column-major with ATen's transposes, sgemv_, sdot_),
// ATen's own loops for integers and for small batched products. Also NumPy's matmul,
// which calls cblas_sgemm/dgemm row-major.
#include "PointwiseKernels.h"
#include "StridedRef.h"

namespace tl {

class HostLinalg {
public:
    static void matmul(MatmulKind kind, const StridedRef &out, const StridedRef &a, const StridedRef &b);
    // One matrix product of NumPy's matmul inner loop (numpy/core/src/umath/matmul.c.src):
    // out [m, p] = a [m, n] b [n, p], one dtype, any strides; BLAS (dot, gemv, gemm or
    // syrk for a @ a.T) where NumPy would call it, its plain loop otherwise.
    static void numpyMatmul(const StridedRef &out, const StridedRef &a, const StridedRef &b);
};

} // namespace tl
