#pragma once
// Selection and construction ops without autograd: index_select, gather, scatter,
// index_add_, where, diag, trace, eye, linspace/logspace and nonzero (ATen's
// TensorAdvancedIndexing.cpp, ScatterGatherChecks.h, TensorFactories.cpp), with their
// checks and error texts.
#include "ops/Operand.h"
#include "ops/TensorMaker.h"

#include <optional>

namespace tl {

class Indexing {
public:
    static TensorPtr indexSelect(Runtime &rt, const TensorPtr &in, int64_t dim, const TensorPtr &index);
    static TensorPtr gather(Runtime &rt, const TensorPtr &in, int64_t dim, const TensorPtr &index);
    // self.scatter_(dim, index, src) (or the number `value` when src is null), in place.
    static void scatterInPlace(Runtime &rt, const TensorPtr &self, int64_t dim, const TensorPtr &index, const TensorPtr &src,
                               Scalar value, const std::string &opName);
    // self.scatter_add_(dim, index, src) without checks (gather's backward).
    static void scatterAddInPlace(Runtime &rt, const TensorPtr &self, int64_t dim, const TensorPtr &index, const TensorPtr &src);
    static void indexAddInPlace(Runtime &rt, const TensorPtr &self, int64_t dim, const TensorPtr &index, const TensorPtr &source,
                                Scalar alpha, const std::string &opName);
    // The checks index_add_ and scatter_ make before writing (also for their out-of-place forms).
    static void checkIndexAdd(const TensorPtr &self, int64_t dim, const TensorPtr &index, const TensorPtr &source);
    static void checkScatter(const TensorPtr &self, int64_t dim, const TensorPtr &index, const TensorPtr &src);
    // torch.where(cond, a, b): the operands promoted as PyTorch promotes them.
    static TensorPtr where(Runtime &rt, const TensorPtr &cond, const Operand &a, const Operand &b);
    // The indices of nonzero elements, one int64 tensor per dimension (torch.where(cond)).
    static std::vector<TensorPtr> nonzeroPerDim(Runtime &rt, const TensorPtr &cond);
    // diag of a vector (a matrix with it on diagonal `k`) or of a matrix (its diagonal `k`, copied).
    static TensorPtr diag(Runtime &rt, const TensorPtr &in, int64_t k);
    static TensorPtr trace(Runtime &rt, const TensorPtr &in);
    static TensorPtr eye(Runtime &rt, int64_t n, int64_t m, DType dtype, const Device &device);
    static TensorPtr linspace(Runtime &rt, Scalar start, Scalar end, int64_t steps, DType dtype, const Device &device,
                              std::optional<double> logBase);
};

} // namespace tl
