#pragma once
// numpy functions and ndarray methods, with NumPy's rules for what copies, what views
// (and what `.base` then is), value-based type promotion and NumPy's error texts.
#include "backend/StridedRef.h"
#include "ops/IndexItem.h"
#include "ops/MemoryOrder.h"
#include "ops/TensorMaker.h"

#include <optional>
#include <variant>

namespace tl {

// One argument of NumPy arithmetic: an array, or a Python/NumPy scalar.
struct ArrayOperand {
    NdArrayPtr array;
    Scalar scalar;
    bool pythonScalar = true; // false for a NumPy scalar (np.float32(1.5)): it keeps its dtype
    // `array` was a Python list: assigned into an array it may not have more dimensions
    // than its target, nor be one element's value.
    bool sequence = false;
};

class ArrayOps {
public:
    using Shape = std::vector<int64_t>;

    static NdArrayPtr full(Runtime &rt, const Shape &shape, Scalar value, DType dtype, const std::string &op,
                            MemoryOrder order = MemoryOrder::C);
    static NdArrayPtr arange(Runtime &rt, Scalar start, Scalar stop, Scalar step, std::optional<DType> dtype);
    // `values` in row-major order, stored in `order` (C or F).
    static NdArrayPtr fromValues(Runtime &rt, const std::vector<Scalar> &values, const Shape &shape, DType dtype,
                                 const std::string &op, MemoryOrder order = MemoryOrder::C);
    // A copy laid out as `order` asks (K: the source's stride order), optionally cast.
    static NdArrayPtr copy(Runtime &rt, const NdArray &a, MemoryOrder order, std::optional<DType> dtype, const std::string &op);
    // Whether `a` already has the layout `order` asks of it (copy=False may return it).
    static bool hasOrder(const NdArray &a, MemoryOrder order);
    static NdArrayPtr reshape(Runtime &rt, const NdArrayPtr &a, const Shape &shape);
    static NdArrayPtr transpose(Runtime &rt, const NdArrayPtr &a);
    // a[items] and a[items] = value (ArrayIndexing).
    static std::variant<NdArrayPtr, Scalar> index(Runtime &rt, const NdArrayPtr &a, const std::vector<IndexItem> &items);
    static void setIndex(Runtime &rt, const NdArrayPtr &a, const std::vector<IndexItem> &items, const ArrayOperand &value,
                         const std::string &op);
    // target = value (broadcast, cast as NumPy stores values); `element` when the target is
    // one element reached by integers (a sequence value is then refused).
    static void assign(Runtime &rt, const NdArray &target, const ArrayOperand &value, bool element, const std::string &op);
    static Scalar sum(const NdArray &a);
    static void fill(Runtime &rt, const NdArrayPtr &a, Scalar value);
    static bool sharesMemory(const StridedView &a, const StridedView &b);
    static Scalar elementAt(const NdArray &a, const std::vector<int64_t> &index);
    static Scalar elementAtOffset(const NdArray &a, int64_t offset);
    // A view of a's memory; its `.base` is the array that owns the memory (NumPy collapses
    // view chains), and it is writeable when a is.
    // `dtype` reads the memory as another dtype of the same item size (ndarray.view(dtype)).
    static NdArrayPtr viewOf(Runtime &rt, const NdArrayPtr &a, Shape sizes, Shape strides, int64_t offset,
                             const std::string &op, std::optional<DType> dtype = std::nullopt);
};

} // namespace tl
