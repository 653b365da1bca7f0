#pragma once
// torch.return_types.max / min (PyTorch's structseq results): a tuple of (values, indices)
// that also answers `.values` and `.indices`, and prints as
// "torch.return_types.max(\nvalues=...,\nindices=...)".
#include "Value.h"

#include <functional>
#include <optional>
#include <string>

namespace tl {

class ReturnTypes {
public:
    static Value make(const std::string &name, TensorPtr values, TensorPtr indices);
    static bool is(const Value &v);
    // The field `attr` of a return type, if it has one.
    static std::optional<Value> field(const Value &v, const std::string &attr);
    static std::string repr(const Value &v, const std::function<std::string(const Value &)> &itemRepr);
};

} // namespace tl
