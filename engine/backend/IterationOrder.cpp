// reorder_dimensions' insertion sort with ambiguous comparisons, over element strides.
#include "IterationOrder.h"

#include <cstddef>
#include <utility>

namespace tl {

std::vector<size_t> IterationOrder::permutation(const std::vector<int64_t> &sizes,
                                                const std::vector<std::vector<int64_t>> &strides)
{
    const size_t nd = sizes.size();
    // perm[0] is the innermost dimension; it starts as the last one.
    std::vector<size_t> perm(nd);
    for (size_t i = 0; i < nd; ++i)
        perm[i] = nd - 1 - i;
    // 1: dim0 belongs outside dim1; -1: inside; 0: no operand decides.
    auto shouldSwap = [&](size_t dim0, size_t dim1) {
        for (const auto &s : strides) {
            const int64_t s0 = s[dim0], s1 = s[dim1];
            if (s0 == 0 || s1 == 0)
                continue;
            if (s0 < s1)
                return -1;
            if (s0 > s1)
                return 1;
            if (sizes[dim0] > sizes[dim1])
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

IterationOrder IterationOrder::of(const std::vector<int64_t> &sizes, const std::vector<std::vector<int64_t>> &strides)
{
    const std::vector<size_t> perm = permutation(sizes, strides);
    const size_t nd = sizes.size();
    IterationOrder o;
    o.strides.resize(strides.size());
    for (size_t k = nd; k-- > 0;) {
        o.sizes.push_back(sizes[perm[k]]);
        for (size_t op = 0; op < strides.size(); ++op)
            o.strides[op].push_back(strides[op][perm[k]]);
    }
    return o;
}

} // namespace tl
