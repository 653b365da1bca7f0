#pragma once
// In-place writes on tensors (fill_, zero_, copy_, item assignment) with their autograd
// recording. Element access is ops/HostElements; arithmetic lives in ops/Pointwise and
// engine/functions.
#include "backend/StridedRef.h"
#include "ops/IndexItem.h"
#include "ops/Operand.h"
#include "ops/TensorMaker.h"

namespace tl {

class TensorMath {
public:
    using Shape = std::vector<int64_t>;

    static TensorPtr zeros(Runtime &rt, const Shape &sizes, DType dtype, const Device &device);

    // In-place: fill_, zero_, copy_.
    // fill_(value); `valueTensor` is the 0-d tensor the value came from (fill_(tensor)),
    // through which a gradient flows.
    static void fill(Runtime &rt, const TensorPtr &self, Scalar value, const std::string &opName,
                     const TensorPtr &valueTensor = nullptr, bool tensorOverload = false);
    static void zero(Runtime &rt, const TensorPtr &self);
    static void copyFrom(Runtime &rt, const TensorPtr &self, const TensorPtr &src, const std::string &opName);
    // t[items] = value (a number or a tensor broadcast to the indexed shape).
    static void setIndex(Runtime &rt, const TensorPtr &self, const std::vector<IndexItem> &items, const Operand &value,
                         const std::string &opName);
};

} // namespace tl
