#pragma once
// The CPU's reductions (ATen's ReduceOpsKernel.cpp, SumKernel.cpp, TensorCompare.cpp,
// the std/var and norm kernels) and the cumulative sum, each adding in the order ATen adds
// so float results match bit for bit. Softmax is HostSoftmaxKernels.
#include "PointwiseKernels.h"
#include "StridedRef.h"

namespace tl {

class HostReduceKernels {
public:
    static void reduce(ReduceKernel op, const StridedRef &out, const StridedRef *indices, const StridedRef &in,
                       const ReduceParams &params);
    static void cumulative(const StridedRef &out, const StridedRef &in, int64_t dim, bool product, bool reverse);
};

} // namespace tl
