#pragma once
// Tensor properties about views: `_base` (the tensor a view's memory belongs to), `mT` and
// `H` (transposed views), as torch/_tensor.py and python_variable.cpp expose them.
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
