#pragma once
// The CPU's elementwise functions of one tensor (ATen's UnaryOpsKernel.cpp): out = f(in),
// same dtype, any strides. Transcendental functions follow ATen's AVX2 kernels bit for
// bit: SLEEF's vector functions (exp, log, sin, tanh ...: every element; sigmoid and
// pow: 16-element blocks of contiguous rows, the rest through the C library).
#include "PointwiseKernels.h"
#include "StridedRef.h"

namespace tl {

class HostUnaryKernels {
public:
    static void run(UnaryKernel op, const StridedRef &out, const StridedRef &in, const UnaryParams &params);
};

} // namespace tl
