// TensorIterator's dimension order for random fills: reorder_dimensions (IterationPlan::order) and the strides it gives.
#include "IterationOrder.h"
#include "IterationPlan.h"

#include <cstddef>

namespace tl {

std::vector<size_t> IterationOrder::permutation(const std::vector<int64_t> &sizes,
                                                const std::vector<std::vector<int64_t>> &strides)
{
    return IterationPlan::order(sizes, strides, false);
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
