#pragma once
// NumPy's legacy RandomState fills (numpy/random/_common.pyx cont(), _bounded_integers.pyx,
// mtrand.pyx shuffle) over host memory: one draw per element in C order.
#include "StridedRef.h"

namespace tl {

class NumpyRandomState;

class NumpyRandomKernels {
public:
    // dst: float64. random_uniform: low + range * u.
    static void uniform(const StridedRef &dst, NumpyRandomState &s, double low, double range);
    // dst: float64. legacy_normal: loc + scale * legacy_gauss.
    static void normal(const StridedRef &dst, NumpyRandomState &s, double loc, double scale);
    // dst: int64, int32 or bool. low + [0, rng] by masked rejection, as _rand_<dtype>.
    static void integers(const StridedRef &dst, NumpyRandomState &s, int64_t low, uint64_t rng);
    // Fisher-Yates along the first axis: elements of a 1-d array, whole rows otherwise.
    static void shuffle(const StridedRef &x, NumpyRandomState &s);
};

} // namespace tl
