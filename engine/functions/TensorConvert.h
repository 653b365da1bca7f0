#pragma once
// Ops that decide between returning self, sharing, or copying to new memory:
// to(), cpu(), cuda(), float()..., clone(), contiguous(), numpy(); the copies are
// ops/TensorCopy, recorded for autograd here.
#include "ops/TensorMaker.h"

#include <optional>

namespace tl {

class TensorConvert {
public:
    // Tensor.to(device, dtype, copy): self when nothing changes and copy is false.
    static TensorPtr to(Runtime &rt, const TensorPtr &t, std::optional<Device> device, std::optional<DType> dtype, bool copy,
                        const std::string &op);
    // clone(): memory_format=torch.preserve_format, or row-major when `contiguousLayout`.
    static TensorPtr clone(Runtime &rt, const TensorPtr &t, const std::string &op = "clone()", bool contiguousLayout = false);
    static TensorPtr contiguous(Runtime &rt, const TensorPtr &t);
    // Tensor.numpy(force): shares unless force (then a detached host copy).
    static NdArrayPtr numpy(Runtime &rt, const TensorPtr &t, bool force, const std::string &op);
};

} // namespace tl
