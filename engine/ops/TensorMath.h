#pragma once
// In-place writes on tensors (fill_, zero_, copy_, item assignment) with their autograd
// recording, element access, and autograd's sum_to. Arithmetic lives in ops/Pointwise and
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

    // Elements as host scalars (for item(), tolist(), printing).
    static Scalar elementAt(const StridedView &v, const std::vector<int64_t> &index);
    static Scalar item(const TensorPtr &t);
    // The (broadcast) gradient summed down to `sizes`: at::sum_to, a sum over the leading
    // and the expanded dimensions (keepdim), then a view.
    static TensorPtr sumTo(Runtime &rt, const TensorPtr &g, const Shape &sizes);
};

} // namespace tl
