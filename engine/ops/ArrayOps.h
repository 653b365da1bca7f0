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
    // a[items]: a view, or (every dimension indexed by an integer) a NumPy scalar.
    static std::variant<NdArrayPtr, Scalar> index(Runtime &rt, const NdArrayPtr &a, const std::vector<IndexItem> &items);
    static void setIndex(Runtime &rt, const NdArrayPtr &a, const std::vector<IndexItem> &items, const ArrayOperand &value,
                         const std::string &op);
    // a (op) b, allocating the result; a scalar result (both operands scalars) comes back 0-d.
    static NdArrayPtr binary(Runtime &rt, BinaryKernel op, const ArrayOperand &a, const ArrayOperand &b);
    static void inplaceBinary(Runtime &rt, BinaryKernel op, const NdArrayPtr &a, const ArrayOperand &b, const std::string &name);
    static NdArrayPtr neg(Runtime &rt, const NdArrayPtr &a);
    static Scalar sum(const NdArray &a);
    static void fill(Runtime &rt, const NdArrayPtr &a, Scalar value);
    static bool sharesMemory(const StridedView &a, const StridedView &b);
    static Scalar elementAt(const NdArray &a, const std::vector<int64_t> &index);

private:
    static NdArrayPtr viewOf(Runtime &rt, const NdArrayPtr &a, Shape sizes, Shape strides, int64_t offset,
                             const std::string &op);
};

} // namespace tl
