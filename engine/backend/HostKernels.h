#pragma once
// Reference kernels over host-addressable memory. The CPU backend runs them on process
// memory and the simulated CUDA device on its own arena; a real GPU backend is checked
// against them by the parity tests.
#include "StridedRef.h"

namespace tl {

class HostKernels {
public:
    static void fill(const StridedRef &dst, Scalar value);
    static void arange(const StridedRef &dst, double start, double step);
    static void copyStrided(const StridedRef &dst, const StridedRef &src);
    static Scalar sum(const StridedRef &src, DType accumulate, SumOrder order);
    // Host memory sum() gathers first: a floating view that is not one dense block (an
    // expanded or strided one) is copied in memory order (0 otherwise).
    static uint64_t sumScratchBytes(const StridedRef &src);
    static void accumulate(const StridedRef &dst, const StridedRef &src);
    static Scalar readElement(const void *p, DType dtype);
    static void writeElement(void *p, DType dtype, Scalar value);
    // memcpy in blocks, honouring a stop request between them.
    static void copyBytes(void *dst, const void *src, uint64_t bytes);
};

} // namespace tl
