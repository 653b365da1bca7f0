#pragma once
// Ops that return a new tensor object on the same storage (and the same _version):
// detach, view, reshape (when it can), t, T, transpose, expand, indexing.
#include "ops/IndexItem.h"
#include "ops/TensorMaker.h"

namespace tl {

class TensorViews {
public:
    using Shape = std::vector<int64_t>;

    static TensorPtr detach(Runtime &rt, const TensorPtr &t);
    static TensorPtr detachInPlace(Runtime &rt, const TensorPtr &t);
    // .data: same storage, its own version counter, no autograd history.
    static TensorPtr data(Runtime &rt, const TensorPtr &t);
    static TensorPtr view(Runtime &rt, const TensorPtr &t, const Shape &shape);
    static TensorPtr reshape(Runtime &rt, const TensorPtr &t, const Shape &shape);
    static TensorPtr t(Runtime &rt, const TensorPtr &t);
    static TensorPtr numpyT(Runtime &rt, const TensorPtr &t); // .T
    static TensorPtr transpose(Runtime &rt, const TensorPtr &t, int64_t d0, int64_t d1);
    static TensorPtr expand(Runtime &rt, const TensorPtr &t, const Shape &sizes);
    // `reportDim`: the dimension named in an out-of-range error (indexing names the
    // position in the indexed tensor, not in the intermediate view).
    static TensorPtr select(Runtime &rt, const TensorPtr &t, int64_t dim, int64_t index, int64_t reportDim = -1);
    // t.unbind(dim): every slice along `dim` at once (what iterating a tensor gives), each a
    // view with its own output number of UnbindBackward0.
    static std::vector<TensorPtr> unbind(Runtime &rt, const TensorPtr &t, int64_t dim = 0);
    static TensorPtr slice(Runtime &rt, const TensorPtr &t, int64_t dim, std::optional<int64_t> start,
                           std::optional<int64_t> stop, int64_t step);
    // t[i, a:b, ...] as PyTorch's applySlicing: one select/slice per component; a slice
    // spelled as the whole range (`0:n`, `:n`) is skipped. Reading returns an alias when
    // nothing was applied (x[0:n] is a new tensor object)...
    // PyTorch only does this for a tuple index when reading: `t[0:n]` alone is a real slice.
    static TensorPtr index(Runtime &rt, const TensorPtr &t, const std::vector<IndexItem> &items, bool tupleIndex = true);
    // ...while assignment writes straight into `t` then.
    static TensorPtr indexForAssignment(Runtime &rt, const TensorPtr &t, const std::vector<IndexItem> &items,
                                        bool skipWholeRange = true);
    // A view with explicit geometry, no autograd (used by backward formulas).
    static TensorPtr asStrided(Runtime &rt, const TensorPtr &t, const Shape &sizes, const Shape &strides, int64_t offset);

    static int64_t wrapDim(int64_t dim, int64_t ndim);
};

} // namespace tl
