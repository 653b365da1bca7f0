#pragma once
// The elements of a tensor or array read into host memory in row-major order, converted
// to int64 (index arrays) or bool (masks). Device memory is staged through a contiguous
// scratch copy, as PyTorch's .item()/.cpu() read device tensors.
#include "core/Scalar.h"
#include "tensor/TensorImpl.h"

#include <cstdint>
#include <vector>

namespace tl {

class HostElements {
public:
    static std::vector<int64_t> int64s(const StridedView &v);
    static std::vector<bool> bools(const StridedView &v);
    // One element as a host scalar (item(), tolist(), printing), read where it lies.
    static Scalar at(const StridedView &v, const std::vector<int64_t> &index);
    // Tensor.item(): the only element; PyTorch's error for any other count.
    static Scalar item(const TensorPtr &t);
};

} // namespace tl
