#pragma once
// Reference kernels over host-addressable memory. The CPU backend runs them on process
// memory and the simulated CUDA device on its own arena; a real GPU backend is checked
// against them by the parity tests.
#include "StridedRef.h"

namespace tl {

class HostKernels {
public:
    static void fill(const StridedRef &dst, Scalar value);
    // dst: contiguous 1-D; torch.arange's or np.arange's values (see ArangeElement.h and
    // numpyArange) for Python's start and step.
    static void arange(const StridedRef &dst, double start, double step, Library library);
    // dst = src elementwise, cast by PyTorch's or NumPy's rules.
    static void copyStrided(const StridedRef &dst, const StridedRef &src, Library library);
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
