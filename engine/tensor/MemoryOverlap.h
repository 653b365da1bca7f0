#pragma once
// PyTorch's memory-overlap checks (ATen/MemoryOverlap.h): a write may not go through a
// tensor whose elements share memory, nor read from memory it partially overwrites.
#include "StridedView.h"

namespace tl {

class MemoryOverlap {
public:
    enum class Status { No, Full, Partial, TooHard };

    static bool nonOverlappingAndDense(const StridedView &t);
    static Status between(const StridedView &a, const StridedView &b);
    // Throw PyTorch's "unsupported operation" errors.
    static void assertNoInternalOverlap(const StridedView &out);
    static void assertNoPartialOverlap(const StridedView &out, const StridedView &in);
};

} // namespace tl
