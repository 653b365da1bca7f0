#pragma once
// Selection ops with their autograd: where (WhereBackward0), masked_fill
// (MaskedFillBackward0/1), index_select, gather, scatter (ScatterBackward0/1), index_add,
// diag and trace, with derivatives.yaml's formulas.
#include "ops/Operand.h"

#include <functional>
#include <string>
#include <vector>

namespace tl {

class IndexingFunctions {
public:
    static TensorPtr where(Runtime &rt, const TensorPtr &cond, const Operand &a, const Operand &b);
    // masked_fill / masked_fill_ with a number or a 0-d tensor value.
    static TensorPtr maskedFill(Runtime &rt, const TensorPtr &self, const TensorPtr &mask, const Operand &value);
    static void maskedFillInPlace(Runtime &rt, const TensorPtr &self, const TensorPtr &mask, const Operand &value);
    static TensorPtr indexSelect(Runtime &rt, const TensorPtr &self, int64_t dim, const TensorPtr &index);
    static TensorPtr gather(Runtime &rt, const TensorPtr &self, int64_t dim, const TensorPtr &index);
    // scatter_ with a src tensor or (src null) a number; scatter is scatter_ on a clone.
    static void scatterInPlace(Runtime &rt, const TensorPtr &self, int64_t dim, const TensorPtr &index, const TensorPtr &src,
                               Scalar value);
    static TensorPtr scatter(Runtime &rt, const TensorPtr &self, int64_t dim, const TensorPtr &index, const TensorPtr &src,
                             Scalar value);
    static void indexAddInPlace(Runtime &rt, const TensorPtr &self, int64_t dim, const TensorPtr &index, const TensorPtr &source,
                                Scalar alpha);
    static TensorPtr indexAdd(Runtime &rt, const TensorPtr &self, int64_t dim, const TensorPtr &index, const TensorPtr &source,
                              Scalar alpha);
    // torch.masked_select: self's elements where the mask (broadcast with self) is set, as a
    // new 1-d tensor (MaskedSelectBackward0). `warn` receives the uint8-mask deprecation.
    static TensorPtr maskedSelect(Runtime &rt, const TensorPtr &self, const TensorPtr &mask,
                                  const std::function<void(const std::string &)> &warn);
    // F.one_hot: int64 (..., num_classes) with a 1 at each value (num_classes -1: max + 1).
    static TensorPtr oneHot(Runtime &rt, const TensorPtr &self, int64_t numClasses);
    // torch.unique (sorted): the distinct values, and optionally each element's index among
    // them (shaped like self) and how often each occurs.
    static std::vector<TensorPtr> unique(Runtime &rt, const TensorPtr &self, bool returnInverse, bool returnCounts);
    static TensorPtr diag(Runtime &rt, const TensorPtr &self, int64_t k);
    static TensorPtr trace(Runtime &rt, const TensorPtr &self);
};

} // namespace tl
