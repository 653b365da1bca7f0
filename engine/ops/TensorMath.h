#pragma once
// Arithmetic, comparisons, reductions and in-place writes on tensors, with PyTorch's type
// promotion, device rules and autograd recording.
#include "backend/StridedRef.h"
#include "ops/IndexItem.h"
#include "ops/Operand.h"
#include "ops/TensorMaker.h"

namespace tl {

class TensorMath {
public:
    using Shape = std::vector<int64_t>;

    // a (op) b; `reversed` marks Python's reflected forms (2 - t, 2 / t).
    static TensorPtr binary(Runtime &rt, BinaryKernel op, const Operand &a, const Operand &b);
    static TensorPtr neg(Runtime &rt, const TensorPtr &t);
    static TensorPtr sum(Runtime &rt, const TensorPtr &t);
    static TensorPtr zeros(Runtime &rt, const Shape &sizes, DType dtype, const Device &device);

    // In-place: add_/sub_/mul_/div_ (and +=, -=, *=), fill_, zero_, copy_.
    static void inplaceBinary(Runtime &rt, BinaryKernel op, const TensorPtr &self, const Operand &other,
                              const std::string &opName);
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
    // Sum of the (broadcast) gradient down to `sizes` (autograd's sum_to).
    static TensorPtr sumTo(Runtime &rt, const TensorPtr &g, const Shape &sizes);
};

} // namespace tl
