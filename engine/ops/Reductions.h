#pragma once
// Reductions over tensor dimensions without autograd (ATen's ReduceOps.cpp and
// TensorCompare.cpp): which dimensions, keepdim, result dtypes, empty-input rules, and the
// cumulative sum and softmax. The functions layer records their history.
#include "backend/PointwiseKernels.h"
#include "ops/TensorMaker.h"

#include <optional>
#include <string>
#include <utility>

namespace tl {

class Reductions {
public:
    using Shape = std::vector<int64_t>;

    // The dimensions `dims` names (all of them when empty), wrapped and checked:
    // "Dimension out of range", "dim 0 appears multiple times in the list of dims".
    static std::vector<bool> dimMask(const std::vector<int64_t> &dims, int64_t ndim);
    // The result's shape with or without the reduced dimensions.
    static Shape reducedShape(const Shape &sizes, const std::vector<bool> &mask, bool keepdim);

    // `in` reduced over `mask` into a new tensor of `outType` (in is cast to `inType` first).
    static TensorPtr reduce(Runtime &rt, ReduceKernel op, const TensorPtr &in, const std::vector<bool> &mask, bool keepdim,
                            DType inType, DType outType, const ReduceParams &params = {});
    // max/min over one dimension: the values and the int64 indices.
    static std::pair<TensorPtr, TensorPtr> extremeWithIndex(Runtime &rt, bool max, const TensorPtr &in, int64_t dim, bool keepdim);

    static TensorPtr sum(Runtime &rt, const TensorPtr &in, const std::vector<int64_t> &dims, bool keepdim,
                         std::optional<DType> dtype);
    static TensorPtr mean(Runtime &rt, const TensorPtr &in, const std::vector<int64_t> &dims, bool keepdim,
                          std::optional<DType> dtype);
    // The (broadcast) gradient summed down to `sizes`: at::sum_to, a sum over the leading
    // and the expanded dimensions (keepdim), then the leading ones dropped.
    static TensorPtr sumTo(Runtime &rt, const TensorPtr &g, const Shape &sizes);
    static TensorPtr cumsum(Runtime &rt, const TensorPtr &in, int64_t dim, std::optional<DType> dtype);
    // Running sums or products along `dim` in dtype `t` (from the end when `reverse`).
    static TensorPtr cumulative(Runtime &rt, const TensorPtr &in, int64_t dim, DType t, bool product, bool reverse);
    static TensorPtr softmax(Runtime &rt, const TensorPtr &in, int64_t dim, bool log);
    // _softmax_backward_data / _log_softmax_backward_data.
    static TensorPtr softmaxBackward(Runtime &rt, const TensorPtr &grad, const TensorPtr &output, int64_t dim, bool log);

    // The dtype sum/prod/cumsum give by default: int64 for integers and bool.
    static DType integerPromoted(DType d) { return isFloating(d) ? d : DType::Int64; }
};

} // namespace tl
