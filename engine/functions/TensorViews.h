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
    // `op` names the call in events (flatten() and ravel() reshape and view too).
    static TensorPtr view(Runtime &rt, const TensorPtr &t, const Shape &shape, const std::string &op = "view()");
    static TensorPtr reshape(Runtime &rt, const TensorPtr &t, const Shape &shape, const std::string &op = "reshape()");
    static TensorPtr t(Runtime &rt, const TensorPtr &t);
    static TensorPtr numpyT(Runtime &rt, const TensorPtr &t); // .T
    static TensorPtr transpose(Runtime &rt, const TensorPtr &t, int64_t d0, int64_t d1);
    static TensorPtr expand(Runtime &rt, const TensorPtr &t, const Shape &sizes);
    // `reportDim`: the dimension named in an out-of-range error (indexing names the
    // position in the indexed tensor, not in the intermediate view).
    static TensorPtr select(Runtime &rt, const TensorPtr &t, int64_t dim, int64_t index, int64_t reportDim = -1);
    static TensorPtr slice(Runtime &rt, const TensorPtr &t, int64_t dim, std::optional<int64_t> start,
                           std::optional<int64_t> stop, int64_t step);
    // t[items]: Tensor.__getitem__ (TensorIndexing::get).
    static TensorPtr index(Runtime &rt, const TensorPtr &t, const std::vector<IndexItem> &items, bool tupleIndex = true);
    // Tensor.alias(): a new tensor object on the same elements (the legacy torch.Tensor(t)).
    static TensorPtr alias(Runtime &rt, const TensorPtr &t);
};

} // namespace tl
