#include "OutputLayout.h"

#include "backend/IterationPlan.h"

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
    return denseStrides(sizes, IterationPlan::order(sizes, inputStrides, false));
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
