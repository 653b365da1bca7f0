#pragma once
// What _str_intern needs beyond the values: the suffixes torch appends after the data.
#include <optional>
#include <string>

namespace tl {

struct TensorReprOptions {
    std::string device;                 // empty for cpu, else e.g. "cuda:0"
    std::optional<std::string> gradFn;  // e.g. "MulBackward0"; set when the tensor has a grad_fn
    bool requiresGrad = false;          // printed only when there is no grad_fn
};

} // namespace tl
