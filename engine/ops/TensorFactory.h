#pragma once
// torch.ones / zeros / full / arange / tensor / from_numpy / as_tensor.
#include "ops/TensorMaker.h"

#include <optional>

namespace tl {

class TensorFactory {
public:
    using Shape = std::vector<int64_t>;

    static TensorPtr full(Runtime &rt, const Shape &sizes, Scalar value, DType dtype, const Device &device, bool requiresGrad,
                          const std::string &op);
    // torch.ones_like / zeros_like / full_like: `like`'s shape and memory layout.
    static TensorPtr fullLike(Runtime &rt, const TensorPtr &like, Scalar value, DType dtype, const Device &device,
                              bool requiresGrad, const std::string &op);
    // torch.arange(start, end, step): dtype inferred (int64 unless any bound is a float).
    static TensorPtr arange(Runtime &rt, Scalar start, Scalar end, Scalar step, std::optional<DType> dtype,
                            const Device &device, bool requiresGrad);
    // Number of elements arange produces, with PyTorch's/NumPy's argument checks.
    static int64_t arangeLength(Scalar start, Scalar end, Scalar step, bool numpy);
    // torch.tensor(data): `values` row-major, already converted to `dtype`.
    static TensorPtr fromValues(Runtime &rt, const std::vector<Scalar> &values, const Shape &sizes, DType dtype,
                                const Device &device, bool requiresGrad, const std::string &op);
    // torch.from_numpy(a): shares a's memory.
    static TensorPtr fromNumpy(Runtime &rt, const NdArrayPtr &a, const std::string &op);
    // torch.tensor(ndarray, ...): copies.
    static TensorPtr fromArrayCopy(Runtime &rt, const NdArray &a, std::optional<DType> dtype, const Device &device,
                                   bool requiresGrad, const std::string &op);
    static void checkRequiresGradDtype(DType dtype, bool requiresGrad);
};

} // namespace tl
