#pragma once
// Tensor properties that are views of the tensor: `mT` and `H` (transposed), as
// torch/_tensor.py exposes them.
#include "Value.h"

#include <optional>
#include <string>

namespace tl {

class Runtime;

class TensorViewAttributes {
public:
    // The attribute's value, or nullopt when `name` is not one of these.
    static std::optional<Value> get(Runtime &rt, const TensorPtr &t, const std::string &name);
};

} // namespace tl
