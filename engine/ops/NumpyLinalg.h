#pragma once
// np.matmul / `@` and np.dot on ndarrays (NumPy 1.24's matmul gufunc and PyArray_MatrixProduct2):
// dtype promotion, broadcasting of the batch dimensions, NumPy's error texts, and one
// BLAS-or-loop product per matrix (HostLinalg::numpyMatmul).
#include "ops/TensorMaker.h"

namespace tl {

class NumpyLinalg {
public:
    static NdArrayPtr matmul(Runtime &rt, const NdArrayPtr &a, const NdArrayPtr &b);
    static NdArrayPtr dot(Runtime &rt, const NdArrayPtr &a, const NdArrayPtr &b);
    // The element of a 0-d array (NumPy hands such results back as scalars).
    static Scalar scalarOf(const NdArray &a);
};

} // namespace tl
