#include "IterationPlan.h"

#include "core/InterruptFlag.h"

#include <algorithm>
#include <numeric>
#include <utility>

namespace tl {

IterationPlan::IterationPlan(const Shape &shape, std::vector<Shape> strides, bool reduction)
{
    // TensorIterator's dimensions run innermost first: sorted, then coalesced.
    const std::vector<size_t> perm = order(shape, strides, reduction);
    for (size_t d : perm)
        shape_.push_back(shape[d]);
    for (const auto &s : strides) {
        Shape permuted;
        for (size_t d : perm)
            permuted.push_back(s[d]);
        strides_.push_back(std::move(permuted));
    }
    coalesce();
}

int64_t IterationPlan::numel() const
{
    int64_t n = 1;
    for (int64_t s : shape_)
        n *= s;
    return n;
}

void IterationPlan::pollInterrupt() { InterruptFlag::poll(); }

std::vector<size_t> IterationPlan::order(const Shape &shape, const std::vector<Shape> &strides, bool reduction)
{
    const size_t nd = shape.size();
    // perm[i]: the dimension at position i, innermost first (initially the last dimension).
    std::vector<size_t> perm(nd);
    for (size_t i = 0; i < nd; ++i)
        perm[i] = nd - 1 - i;
    // should_swap: 1 when dim0 goes after dim1, -1 before, 0 when no operand decides.
    auto shouldSwap = [&](size_t dim0, size_t dim1) {
        for (size_t k = 0; k < strides.size(); ++k) {
            const int64_t s0 = strides[k][dim0], s1 = strides[k][dim1];
            if (reduction && k == 0 && ((s0 == 0) != (s1 == 0)))
                return s1 == 0 ? 1 : -1; // reduced dimensions go first
            if (s0 == 0 || s1 == 0)
                continue;
            if (s0 < s1)
                return -1;
            if (s0 > s1)
                return 1;
            if (shape[dim0] > shape[dim1])
                return 1;
        }
        return 0;
    };
    for (size_t i = 1; i < nd; ++i) {
        size_t dim1 = i;
        for (size_t dim0 = i; dim0-- > 0;) {
            const int c = shouldSwap(perm[dim0], perm[dim1]);
            if (c > 0) {
                std::swap(perm[dim0], perm[dim1]);
                dim1 = dim0;
            } else if (c < 0) {
                break;
            }
        }
    }
    return perm;
}

void IterationPlan::coalesce()
{
    const size_t nd = shape_.size();
    if (nd <= 1)
        return;
    auto canCoalesce = [&](size_t dim0, size_t dim1) {
        if (shape_[dim0] == 1 || shape_[dim1] == 1)
            return true;
        for (const auto &s : strides_)
            if (shape_[dim0] * s[dim0] != s[dim1])
                return false;
        return true;
    };
    auto replaceStride = [&](size_t dim0, size_t dim1) {
        for (auto &s : strides_)
            s[dim0] = s[dim1];
    };
    size_t prev = 0;
    for (size_t dim = 1; dim < nd; ++dim) {
        if (canCoalesce(prev, dim)) {
            if (shape_[prev] == 1)
                replaceStride(prev, dim);
            shape_[prev] *= shape_[dim];
        } else {
            ++prev;
            if (prev != dim) {
                replaceStride(prev, dim);
                shape_[prev] = shape_[dim];
            }
        }
    }
    shape_.resize(prev + 1);
    for (auto &s : strides_)
        s.resize(prev + 1);
}

} // namespace tl
