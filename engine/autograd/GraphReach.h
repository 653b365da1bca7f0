#pragma once
// Which tensors of a set feed each other's grad_fn: a walk of the autograd graph along
// next_functions (as torch.autograd.graph and torchviz follow them), through the nodes of
// tensors outside the set, stopping at the first node that belongs to a tensor of the set
// (its grad_fn with its output number, or a leaf's AccumulateGrad).
#include "tensor/TensorImpl.h"

#include <cstddef>
#include <vector>

namespace tl {

class GraphReach {
public:
    // For each entry of `tensors` (null entries allowed), the indices into `tensors` of the
    // ones its grad_fn reaches directly, each once, in next_functions order (depth first).
    // A tensor without a grad_fn (a leaf, a detached tensor, one made under no_grad) reaches
    // none; the walk creates no node (a leaf never used by an op has no AccumulateGrad).
    static std::vector<std::vector<size_t>> directInputs(const std::vector<TensorPtr> &tensors);
};

} // namespace tl
