#pragma once
// How ATen's TensorIterator walks its operands on the CPU, which decides the order of
// floating-point additions and which elements go through vectorised code: dimensions
// sorted by stride (reduced dimensions first for a reduction), adjacent dimensions
// coalesced where every operand steps through them as one, then 2-D blocks (size0 x
// size1) for each index of the outer dimensions (serial_for_each, one thread).
#include <cstddef>
#include <cstdint>
#include <vector>

namespace tl {

class IterationPlan {
public:
    using Shape = std::vector<int64_t>;

    // strides[k]: operand k's strides in elements, already broadcast to `shape` (0 along
    // broadcast dimensions). Operand 0 is the output; for a reduction its strides are 0
    // along the reduced dimensions.
    IterationPlan(const Shape &shape, std::vector<Shape> strides, bool reduction);

    // TensorIteratorBase::reorder_dimensions: the dimensions of `shape` (in the tensors'
    // own numbering) innermost first, by the operands' strides; with `reduction`, operand
    // 0's zero-stride (reduced) dimensions go first.
    static std::vector<size_t> order(const Shape &shape, const std::vector<Shape> &strides, bool reduction);

    int ndim() const { return static_cast<int>(shape_.size()); }
    int64_t numel() const;
    // Innermost dimension first (TensorIterator's order).
    const Shape &shape() const { return shape_; }
    // Operand k's stride along plan dimension d (0 beyond the plan's dimensions).
    int64_t stride(size_t k, int d) const { return d < ndim() ? strides_[k][static_cast<size_t>(d)] : 0; }

    // f(offsets, size0, size1): offsets[k] is operand k's element offset of the block's
    // first element; the block spans size0 along dimension 0 and size1 along dimension 1.
    template <typename F>
    void forEach2d(F &&f) const
    {
        const size_t n = strides_.size();
        std::vector<int64_t> offsets(n, 0);
        if (numel() == 0)
            return;
        if (ndim() <= 1) {
            f(offsets.data(), ndim() == 0 ? int64_t{1} : shape_[0], int64_t{1});
            pollInterrupt(); // one row (a coalesced contiguous operand): a Stop is delivered as it ends
            return;
        }
        std::vector<int64_t> counter(shape_.size(), 0);
        while (true) {
            f(offsets.data(), shape_[0], shape_[1]);
            pollInterrupt();
            int d = 2;
            for (; d < ndim(); ++d) {
                ++counter[static_cast<size_t>(d)];
                for (size_t k = 0; k < n; ++k)
                    offsets[k] += strides_[k][static_cast<size_t>(d)];
                if (counter[static_cast<size_t>(d)] < shape_[static_cast<size_t>(d)])
                    break;
                for (size_t k = 0; k < n; ++k)
                    offsets[k] -= strides_[k][static_cast<size_t>(d)] * shape_[static_cast<size_t>(d)];
                counter[static_cast<size_t>(d)] = 0;
            }
            if (d >= ndim())
                return;
        }
    }

private:
    static void pollInterrupt();
    void coalesce();

    Shape shape_;
    std::vector<Shape> strides_;
};

} // namespace tl
