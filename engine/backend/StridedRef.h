#pragma once
// What a kernel sees of a tensor: a typed pointer to its first element, sizes and strides
// in elements (PyTorch's convention; NumPy's byte strides are converted at the boundary).
#include "core/DType.h"
#include "core/Scalar.h"

#include <cstdint>
#include <vector>

namespace tl {

struct StridedRef {
    void *data = nullptr; // first element: storage base + storage offset
    DType dtype = DType::Float32;
    std::vector<int64_t> sizes;
    std::vector<int64_t> strides;

    int64_t numel() const
    {
        int64_t n = 1;
        for (int64_t s : sizes)
            n *= s;
        return n;
    }
    bool isContiguous() const
    {
        if (numel() == 0)
            return true; // PyTorch: any tensor without elements is contiguous
        int64_t expected = 1;
        for (size_t i = sizes.size(); i-- > 0;) {
            if (sizes[i] != 1 && strides[i] != expected)
                return false;
            expected *= sizes[i];
        }
        return true;
    }
};

// One input of an elementwise kernel: a tensor already broadcast to the output's shape
// (stride 0 along broadcast dimensions), or a Python number.
struct BinaryOperand {
    const StridedRef *tensor = nullptr;
    Scalar scalar;
};

// Add and Sub take an alpha (a + alpha * b, fused for floating types as ATen's vectorised
// add is); the comparisons come last.
enum class BinaryKernel { Add, Sub, Mul, Div, DivTrunc, DivFloor, Remainder, Fmod, Pow, Maximum, Minimum, BitAnd, BitOr, BitXor, Eq, Ne, Lt, Le, Gt, Ge };

// Floating-point sums depend on the order of additions; each library has its own, and the
// printed digits (item(), NumPy's shortest repr) show the difference.
enum class SumOrder {
    Torch, // PyTorch 1.13's CPU cascade sum (AVX2 lanes, 4-way ILP, multi-level chunks)
    NumPy, // NumPy's pairwise summation
};

inline bool isComparison(BinaryKernel k) { return k >= BinaryKernel::Eq; }

} // namespace tl
