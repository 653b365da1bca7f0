#pragma once
// The memory layout elementwise results get: PyTorch's TensorIterator and NumPy's nditer
// (order='K') both lay a new output out in the dimension order of the inputs' strides, so
// `t.T + 1` is transposed too (and its sum adds in that memory order).
#include <cstddef>
#include <cstdint>
#include <vector>

namespace tl {

class OutputLayout {
public:
    using Shape = std::vector<int64_t>;

    // Strides for an output of `sizes` given the inputs' strides, each already broadcast to
    // `sizes` (0 along broadcast dimensions). TensorIterator::reorder_dimensions.
    static Shape torchStrides(const Shape &sizes, const std::vector<Shape> &inputStrides);
    // npyiter_find_best_axis_ordering: like PyTorch, but conflicts between inputs resolve
    // to C order and strides compare by absolute value.
    static Shape numpyStrides(const Shape &sizes, const std::vector<Shape> &inputStrides);
    // at::infer_dense_strides: dense strides in the stride order of one (non-dense) tensor.
    static Shape inferDenseStrides(const Shape &sizes, const Shape &strides);

private:
    // Dense strides for `sizes` with perm[0] the innermost dimension.
    static Shape denseStrides(const Shape &sizes, const std::vector<size_t> &perm);
};

} // namespace tl
