#pragma once
// Nested Python sequences of numbers (the `data` of torch.tensor / np.array) flattened to
// row-major scalars with their shape, and the dtype each library infers for them.
#include "Value.h"

namespace tl {

struct NestedData {
    std::vector<Scalar> values;
    std::vector<int64_t> shape;
    bool anyFloat = false;
    bool anyInt = false;

    static NestedData flatten(const Value &data, bool numpy);
    DType torchDType() const { return anyFloat ? DType::Float32 : anyInt ? DType::Int64 : (values.empty() ? DType::Float32 : DType::Bool); }
    DType numpyDType() const { return anyFloat ? DType::Float64 : anyInt ? DType::Int64 : (values.empty() ? DType::Float64 : DType::Bool); }
};

} // namespace tl
