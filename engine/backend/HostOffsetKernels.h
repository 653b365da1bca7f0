#pragma once
// The CPU's gather and scatter by element offset, the primitive under advanced indexing
// (ATen's cpu_index_kernel / cpu_index_put_kernel, after the offsets were computed and
// bounds-checked by the caller). The simulated device runs them on its arena; the GPU
// backend has twins in CudaKernels.
#include "StridedRef.h"

namespace tl {

class HostOffsetKernels {
public:
    // out [n...] = src.data[offsets [n...]]: out and offsets (int64) share a shape; src.data
    // is the source storage's first element and only its dtype (== out's) is read besides.
    static void gather(const StridedRef &out, const StridedRef &src, const StridedRef &offsets);
    // dst.data[offsets [n...]] = values [n...] (or += when `accumulate`), in row-major order:
    // a repeated offset keeps the last value, or the sum of all. values has dst's dtype.
    static void scatter(const StridedRef &dst, const StridedRef &offsets, const StridedRef &values, bool accumulate);
};

} // namespace tl
