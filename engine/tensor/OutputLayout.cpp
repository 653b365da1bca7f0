#include "OutputLayout.h"

#include <algorithm>
#include <cstdlib>
#include <numeric>

namespace tl {

OutputLayout::Shape OutputLayout::denseStrides(const Shape &sizes, const std::vector<size_t> &perm)
{
    Shape strides(sizes.size(), 0);
    int64_t s = 1;
    for (size_t d : perm) {
        strides[d] = s;
        s *= std::max<int64_t>(sizes[d], 1);
    }
    return strides;
}

OutputLayout::Shape OutputLayout::torchStrides(const Shape &sizes, const std::vector<Shape> &inputStrides)
{
    const size_t n = sizes.size();
    std::vector<size_t> perm(n);
    std::iota(perm.rbegin(), perm.rend(), 0); // perm[0]: the last (fastest) dimension
    // 1: dim0 goes after dim1; -1: before; 0: no input has an opinion.
    auto shouldSwap = [&](size_t dim0, size_t dim1) {
        for (const Shape &st : inputStrides) {
            const int64_t s0 = st[dim0], s1 = st[dim1];
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
    for (size_t i = 1; i < n; ++i) {
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
    return denseStrides(sizes, perm);
}

OutputLayout::Shape OutputLayout::numpyStrides(const Shape &sizes, const std::vector<Shape> &inputStrides)
{
    const size_t n = sizes.size();
    std::vector<size_t> perm(n);
    std::iota(perm.rbegin(), perm.rend(), 0);
    for (size_t i0 = 1; i0 < n; ++i0) {
        const size_t j0 = perm[i0];
        size_t ipos = i0;
        for (size_t i1 = i0; i1-- > 0;) {
            const size_t j1 = perm[i1];
            bool ambiguous = true, swap = false;
            for (const Shape &st : inputStrides) {
                if (st[j0] != 0 && st[j1] != 0) {
                    if (std::abs(st[j1]) <= std::abs(st[j0]))
                        swap = false; // a conflict between inputs resolves to C order
                    else if (ambiguous)
                        swap = true;
                    ambiguous = false;
                }
            }
            if (!ambiguous) {
                if (swap)
                    ipos = i1;
                else
                    break;
            }
        }
        if (ipos != i0) {
            for (size_t k = i0; k > ipos; --k)
                perm[k] = perm[k - 1];
            perm[ipos] = j0;
        }
    }
    return denseStrides(sizes, perm);
}

OutputLayout::Shape OutputLayout::inferDenseStrides(const Shape &sizes, const Shape &strides)
{
    return torchStrides(sizes, {strides});
}

} // namespace tl
