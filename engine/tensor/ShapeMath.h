#pragma once
// Shape arithmetic shared by tensors and arrays: broadcasting, view strides, -1 inference,
// and element counts that refuse to overflow.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tl {

class ShapeMath {
public:
    using Shape = std::vector<int64_t>;

    // torch's infer_size: throws PyTorch's "The size of tensor a ..." message.
    static Shape broadcastTorch(const Shape &a, const Shape &b);
    // NumPy's broadcast: throws "operands could not be broadcast together ...".
    static Shape broadcastNumpy(const Shape &a, const Shape &b);
    // Strides that make `sizes`/`strides` appear with shape `target` (0 along broadcast dims).
    static Shape expandedStrides(const Shape &sizes, const Shape &strides, const Shape &target);
    // torch's expand check with PyTorch's messages; `typeName` as "torch.FloatTensor".
    static Shape expandStridesTorch(const Shape &sizes, const Shape &strides, const Shape &target,
                                    const std::string &typeName);
    // at::detail::computeStride: strides of a view with `newShape`, or nullopt when the
    // memory layout cannot be viewed that way (view() fails, reshape() copies).
    static std::optional<Shape> viewStrides(const Shape &oldShape, const Shape &oldStrides, const Shape &newShape);
    // Resolve one -1 and check the element count (torch wording, or NumPy's when numpy=true).
    static Shape inferSize(const Shape &shape, int64_t numel, bool numpy);
    // Product of sizes; throws PyTorch's overflow / negative-dimension errors.
    static int64_t checkedNumel(const Shape &shape);
    // Bytes for numel elements of itemsize; throws on overflow.
    static uint64_t checkedBytes(const Shape &shape, int itemsize);
    // maybe_wrap_dim: a dimension in [-ndim, ndim) as a non-negative index (a 0-d tensor
    // takes -1 and 0); PyTorch's IndexError otherwise.
    static int64_t wrapDim(int64_t dim, int64_t ndim);
};

} // namespace tl
