#pragma once
// Reductions with their autograd (derivatives.yaml's sum_backward, evenly_distribute_backward,
// value_selecting_reduction_backward, var_backward, std_backward, norm_backward,
// prod_backward, cumsum_backward, _softmax_backward_data): which grad_fn each overload
// records (SumBackward0 for sum(), SumBackward1 for sum(dim) ...) and what it saves.
#include "tensor/TensorImpl.h"

#include <optional>
#include <utility>
#include <vector>

namespace tl {

class ReductionFunctions {
public:
    using Dims = std::optional<std::vector<int64_t>>; // nullopt: the overload without dim

    static TensorPtr sum(Runtime &rt, const TensorPtr &x, const Dims &dims, bool keepdim, std::optional<DType> dtype);
    static TensorPtr mean(Runtime &rt, const TensorPtr &x, const Dims &dims, bool keepdim, std::optional<DType> dtype);
    static TensorPtr prod(Runtime &rt, const TensorPtr &x, std::optional<int64_t> dim, bool keepdim, std::optional<DType> dtype);
    // max()/min() of every element (MaxBackward1 / MinBackward1).
    static TensorPtr extremeAll(Runtime &rt, const TensorPtr &x, bool max);
    // max(dim)/min(dim): values and indices (MaxBackward0 / MinBackward0).
    static std::pair<TensorPtr, TensorPtr> extremeDim(Runtime &rt, const TensorPtr &x, int64_t dim, bool keepdim, bool max);
    static TensorPtr amax(Runtime &rt, const TensorPtr &x, const std::vector<int64_t> &dims, bool keepdim, bool max);
    static TensorPtr argmax(Runtime &rt, const TensorPtr &x, std::optional<int64_t> dim, bool keepdim, bool max);
    static TensorPtr allAny(Runtime &rt, const TensorPtr &x, std::optional<int64_t> dim, bool keepdim, bool all);
    static TensorPtr varStd(Runtime &rt, const TensorPtr &x, const Dims &dims, int64_t correction, bool keepdim, bool takeSqrt);
    static TensorPtr norm(Runtime &rt, const TensorPtr &x, double p, const Dims &dims, bool keepdim);
    static TensorPtr cumsum(Runtime &rt, const TensorPtr &x, int64_t dim, std::optional<DType> dtype);
    static TensorPtr softmax(Runtime &rt, const TensorPtr &x, int64_t dim, std::optional<DType> dtype, bool log);
};

} // namespace tl
