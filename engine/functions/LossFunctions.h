#pragma once
// Loss functions with their autograd, as ATen's Loss.cpp computes them and
// derivatives.yaml differentiates them (binary_cross_entropy_with_logits).
#include "tensor/TensorImpl.h"

namespace tl {

// at::Reduction: what a loss does with its elementwise values.
enum class LossReduction { None, Mean, Sum };

class LossFunctions {
public:
    // The numerically stable form (1 - y) * x + max_val + log(exp(-max_val) + exp(-x - max_val)),
    // max_val = max(-x, 0), scaled by weight and, for positive targets, pos_weight
    // (BinaryCrossEntropyWithLogitsBackward0). weight and posWeight may be null.
    static TensorPtr binaryCrossEntropyWithLogits(Runtime &rt, const TensorPtr &input, const TensorPtr &target,
                                                  const TensorPtr &weight, const TensorPtr &posWeight, LossReduction reduction);
};

} // namespace tl
