#pragma once
// torch.einsum as ATen's Linear.cpp computes it: the equation parsed into labels, each
// operand's repeated labels taken as diagonals and its dimensions unsqueezed and permuted
// into one order, then contracted left to right by sumproduct_pair (permute, reshape, bmm,
// view, permute), so results are bmm's bits and pure permutations stay views.
#include "tensor/TensorImpl.h"

#include <string>
#include <vector>

namespace tl {

class Einsum {
public:
    // One or two operands (more would follow opt_einsum's path choice, which is not modelled).
    static TensorPtr compute(Runtime &rt, const std::string &equation, const std::vector<TensorPtr> &operands);
};

} // namespace tl
