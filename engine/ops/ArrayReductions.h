#pragma once
// NumPy 1.24's reductions of arrays (ufunc.reduce and numpy/core/_methods.py: _sum, _mean,
// _var, _std, _amax, _amin; argmax/argmin), in NumPy's order of additions: pairwise along a
// reduced axis that the iterator walks innermost, one running sum per output element along
// an outer one, 8192-element buffers when a cast is needed.
#include "ops/ArrayOps.h"

namespace tl {

class ArrayReductions {
public:
    using Axes = std::optional<std::vector<int64_t>>; // none: every axis
    enum class Extreme { Max, Min };

    static NdArrayPtr sum(Runtime &rt, const NdArrayPtr &a, const Axes &axes, bool keepdims, std::optional<DType> dtype);
    static NdArrayPtr mean(Runtime &rt, const NdArrayPtr &a, const Axes &axes, bool keepdims, std::optional<DType> dtype);
    // Variance with `ddof` delta degrees of freedom; its square root when `takeSqrt` (np.std).
    static NdArrayPtr variance(Runtime &rt, const NdArrayPtr &a, const Axes &axes, bool keepdims, std::optional<DType> dtype,
                               int64_t ddof, bool takeSqrt);
    static NdArrayPtr extreme(Runtime &rt, const NdArrayPtr &a, const Axes &axes, bool keepdims, Extreme which);
    // Running sums (products) along `axis`, or over the flattened array (np.cumsum, np.cumprod).
    static NdArrayPtr cumulative(Runtime &rt, const NdArrayPtr &a, std::optional<int64_t> axis, std::optional<DType> dtype,
                                 bool product);
    // The index of the first largest (smallest) element: along `axis`, or in the flattened array.
    static NdArrayPtr argExtreme(Runtime &rt, const NdArrayPtr &a, std::optional<int64_t> axis, bool keepdims,
                                 Extreme which);
};

} // namespace tl
