#pragma once
// Attributes of autograd nodes (torch/csrc/autograd/python_cpp_function.cpp):
// next_functions, the graph one step towards the leaves.
#include "Value.h"

namespace tl {

class GradFnAttributes {
public:
    // ((node or None, input_nr), ...): one pair per input of the op, as PyTorch's node lists
    // its next edges. Refused for nodes whose edges have not been checked against PyTorch's.
    static Value nextFunctions(const Node &node);
};

} // namespace tl
