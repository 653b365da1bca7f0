#pragma once
// The order in which PyTorch's TensorIterator visits the elements of an elementwise op
// (TensorIteratorBase::reorder_dimensions): dimensions sorted by the operands' strides, the
// smallest stride innermost, so a transposed output is filled in memory order. Random
// kernels draw one value per element in that order, which decides who gets which value.
#include <cstddef>
#include <cstdint>
#include <vector>

namespace tl {

struct IterationOrder {
    // Permuted sizes and each operand's strides, outermost first and innermost last (the
    // layout kernels::forEach3 walks).
    std::vector<int64_t> sizes;
    std::vector<std::vector<int64_t>> strides;

    // `strides[0]` is the output's; inputs (already broadcast to `sizes`) follow and break
    // ties the output leaves, as TensorIterator's operands do.
    static IterationOrder of(const std::vector<int64_t> &sizes, const std::vector<std::vector<int64_t>> &strides);
    // The dimensions in that order, innermost first (also the layout TensorIterator gives
    // a new output: see OutputLayout::torchStrides).
    static std::vector<size_t> permutation(const std::vector<int64_t> &sizes,
                                           const std::vector<std::vector<int64_t>> &strides);
};

} // namespace tl
