#pragma once
// The CPU's softmax and log_softmax, forward and backward (ATen's SoftMaxKernel.cpp and
// SoftMax.cpp): the last-dimension and the strided kernels, adding and fusing as ATen's
// AVX2 build does so float results match bit for bit.
#include "StridedRef.h"

namespace tl {

class HostSoftmaxKernels {
public:
    static void softmax(const StridedRef &out, const StridedRef &in, int64_t dim, bool log);
    static void softmaxBackward(const StridedRef &gradInput, const StridedRef &grad, const StridedRef &output, int64_t dim,
                                bool log);
};

} // namespace tl
