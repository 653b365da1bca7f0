#pragma once
// The elements of a tensor or array read into host memory in row-major order, converted
// to int64 (index arrays) or bool (masks). Device memory is staged through a contiguous
// scratch copy, as PyTorch's .item()/.cpu() read device tensors.
#include "tensor/StridedView.h"

#include <cstdint>
#include <vector>

namespace tl {

class HostElements {
public:
    static std::vector<int64_t> int64s(const StridedView &v);
    static std::vector<bool> bools(const StridedView &v);
};

} // namespace tl
