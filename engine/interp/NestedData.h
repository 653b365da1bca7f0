#pragma once
// Nested Python sequences of numbers (the `data` of torch.tensor / np.array) flattened to
// row-major scalars with their shape, and the dtype each library infers for them.
#include "Value.h"

#include <optional>

namespace tl {

struct NestedData {
    std::vector<Scalar> values;
    std::vector<int64_t> shape;
    bool anyFloat = false;
    bool anyInt = false;
    // torch's infer_scalar_type: every element's dtype promoted (a Python float counts as
    // float32, a NumPy scalar or tensor as its own dtype).
    std::optional<DType> torchInferred;

    static NestedData flatten(const Value &data, bool numpy);
    DType torchDType() const { return torchInferred.value_or(DType::Float32); }
    DType numpyDType() const { return anyFloat ? DType::Float64 : anyInt ? DType::Int64 : (values.empty() ? DType::Float64 : DType::Bool); }
};

} // namespace tl
