#pragma once
// Views that add, drop, reorder or merge dimensions without copying (unsqueeze, squeeze,
// permute, movedim, flatten, narrow, ...), and their in-place forms that change the
// tensor object itself (t_, transpose_, unsqueeze_, squeeze_), as ATen's TensorShape.cpp.
#include "ops/TensorMaker.h"

#include <optional>

namespace tl {

class DimensionViews {
public:
    using Shape = std::vector<int64_t>;

    static TensorPtr unsqueeze(Runtime &rt, const TensorPtr &t, int64_t dim);
    // squeeze(): every size-1 dimension; squeeze(dim): that one if its size is 1.
    static TensorPtr squeeze(Runtime &rt, const TensorPtr &t, std::optional<int64_t> dim);
    static TensorPtr permute(Runtime &rt, const TensorPtr &t, const Shape &dims);
    static TensorPtr movedim(Runtime &rt, const TensorPtr &t, const Shape &source, const Shape &destination);
    // flatten(start, end): `t` itself when there is nothing to merge; a view when the strides
    // allow, otherwise a copy (reshape's rule).
    static TensorPtr flatten(Runtime &rt, const TensorPtr &t, int64_t startDim, int64_t endDim);
    // ravel(): contiguous().view(-1).
    static TensorPtr ravel(Runtime &rt, const TensorPtr &t);
    static TensorPtr unflatten(Runtime &rt, const TensorPtr &t, int64_t dim, const Shape &sizes);
    static TensorPtr narrow(Runtime &rt, const TensorPtr &t, int64_t dim, int64_t start, int64_t length);
    // Tensor.diagonal(offset, dim1, dim2): the two dimensions replaced by a last one that walks
    // their diagonal (stride the sum of theirs); DiagonalBackward0.
    static TensorPtr diagonal(Runtime &rt, const TensorPtr &t, int64_t offset, int64_t dim1, int64_t dim2);
    // Tensor.mT: the last two dimensions swapped (a 0-d tensor is its own).
    static TensorPtr matrixTranspose(Runtime &rt, const TensorPtr &t);
    // Tensor.H: the conjugate transpose of a matrix (real tensors: t(); a 0-d tensor is its own).
    static TensorPtr adjoint(Runtime &rt, const TensorPtr &t);
    // A view of `t` that is the same tensor again (alias(): AliasBackward0).
    static TensorPtr alias(Runtime &rt, const TensorPtr &t, const std::string &op);

    // In place: the tensor object gets the new geometry, its version counter moves on and
    // its grad_fn becomes the view's backward (TBackward1, UnsqueezeBackward1, ...).
    static void tInPlace(Runtime &rt, const TensorPtr &t);
    static void transposeInPlace(Runtime &rt, const TensorPtr &t, int64_t dim0, int64_t dim1);
    static void unsqueezeInPlace(Runtime &rt, const TensorPtr &t, int64_t dim);
    static void squeezeInPlace(Runtime &rt, const TensorPtr &t, std::optional<int64_t> dim);
};

} // namespace tl
