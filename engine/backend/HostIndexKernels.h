#pragma once
// The CPU's selection kernels: where, index_select, gather, scatter, index_add
// (ATen's TensorAdvancedIndexing.cpp, ScatterGatherKernel.cpp) and linspace/logspace
// (RangeFactoriesKernel.cpp).
#include "PointwiseKernels.h"
#include "StridedRef.h"

#include <optional>

namespace tl {

class HostIndexKernels {
public:
    static void where(const StridedRef &out, const StridedRef &cond, const BinaryOperand &a, const BinaryOperand &b);
    static void indexed(IndexKernel op, const StridedRef &out, const StridedRef &in, int64_t dim, const StridedRef &index,
                        const StridedRef *src, Scalar value);
    static void linspace(const StridedRef &dst, Scalar start, Scalar end, int64_t steps, std::optional<double> logBase);
};

} // namespace tl
