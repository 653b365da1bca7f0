#pragma once
// The copies behind to(), clone() and contiguous() (at::_to_copy, at::clone): new memory
// laid out as PyTorch lays it out, with the copy reported. No autograd: the differentiable
// wrappers in functions/TensorConvert record ToCopyBackward0 / CloneBackward0 around these.
#include "ops/TensorMaker.h"

#include <optional>

namespace tl {

class TensorCopy {
public:
    // A copy on `device` as `dtype` (strides preserved), or `t` itself when nothing changes
    // and `copy` is false.
    static TensorPtr to(Runtime &rt, const TensorPtr &t, std::optional<Device> device, std::optional<DType> dtype, bool copy,
                        const std::string &op);
    // memory_format=torch.preserve_format, or row-major when `contiguousLayout`.
    static TensorPtr clone(Runtime &rt, const TensorPtr &t, const std::string &op, bool contiguousLayout);
    // `t` when already contiguous, else a row-major copy.
    static TensorPtr contiguous(Runtime &rt, const TensorPtr &t);
};

} // namespace tl
