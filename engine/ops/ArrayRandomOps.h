#pragma once
// NumPy arrays born random or uninitialised (np.random.* on a legacy RandomState,
// np.empty), shuffles in place, and the index draws of choice / permutation, as
// numpy/random/mtrand.pyx composes them. Arguments are checked by the caller.
#include "random/NumpyRandomState.h"
#include "tensor/NdArray.h"
#include "tensor/Runtime.h"

#include <optional>
#include <string>
#include <vector>

namespace tl {

class ArrayRandomOps {
public:
    using Shape = std::vector<int64_t>;

    // float64 arrays: low + range * u, and loc + scale * gauss.
    static NdArrayPtr uniform(Runtime &rt, NumpyRandomState &s, const Shape &shape, double low, double range,
                              const std::string &op);
    static NdArrayPtr normal(Runtime &rt, NumpyRandomState &s, const Shape &shape, double loc, double scale,
                             const std::string &op);
    // low + [0, rng] in an int64, int32 or bool array.
    static NdArrayPtr integers(Runtime &rt, NumpyRandomState &s, const Shape &shape, DType dtype, int64_t low, uint64_t rng,
                               const std::string &op);
    // In place along the first axis (refused for read-only arrays).
    static void shuffle(Runtime &rt, NumpyRandomState &s, const NdArrayPtr &a, const std::string &op);
    // permutation(n): arange(n) shuffled (int64).
    static NdArrayPtr permutation(Runtime &rt, NumpyRandomState &s, int64_t n, const std::string &op);
    // The rows of `a` (along its first axis) in the order `rows` gives: a[idx].
    static NdArrayPtr takeRows(Runtime &rt, const NdArray &a, const std::vector<int64_t> &rows, const Shape &indexShape,
                               const std::string &op);
    // choice()'s weighted draws: indices by inverse CDF (replace), or NumPy's repeated
    // draws of the not yet found ones (without replacement).
    static std::vector<int64_t> weightedIndices(NumpyRandomState &s, const std::vector<double> &p, int64_t count,
                                                bool replace);
    // np.empty / np.empty_like: the storage is marked uninitialised.
    static NdArrayPtr empty(Runtime &rt, const Shape &shape, DType dtype, const Shape &strides, const std::string &op);
};

} // namespace tl
