#pragma once
// NumPy 1.24's ufunc machinery for elementwise functions of arrays (ufunc_object.c and the
// legacy type resolvers): each ufunc's loop type after value-based casting, broadcasting
// against an `out=` array, the same_kind casting of inputs and output, a buffer where the
// output overlaps an input, and ndarray `**`'s fast paths (fast_scalar_power).
#include "ops/ArrayOps.h"

namespace tl {

// The one-input ufuncs whose results are exact (no libm or SIMD approximation to match).
enum class NumpyUnary { Negative, Positive, Absolute, Square, Invert, Sqrt, Floor, Ceil, Trunc, Rint, IsNan, IsInf, IsFinite };

class ArrayUfuncs {
public:
    static const char *name(BinaryKernel op);
    static const char *name(NumpyUnary op);
    // a (op) b into `out` (nullptr: a new array laid out as NumPy lays it out), computed in
    // `dtype` when given (the ufunc's dtype= argument). Returns the array written.
    // `report` names the write for the event stream (an augmented assignment's target).
    static NdArrayPtr binary(Runtime &rt, BinaryKernel op, const ArrayOperand &a, const ArrayOperand &b,
                             const NdArrayPtr &out = nullptr, std::optional<DType> dtype = std::nullopt,
                             const std::string &report = {});
    static NdArrayPtr unary(Runtime &rt, NumpyUnary op, const NdArrayPtr &x, const NdArrayPtr &out = nullptr,
                            std::optional<DType> dtype = std::nullopt);
    // np.round / ndarray.round (PyArray_Round): integers as they are for decimals >= 0, rint
    // for 0, else multiply (divide) by 10**|decimals|, rint, divide (multiply) back.
    static NdArrayPtr round(Runtime &rt, const NdArrayPtr &a, int64_t decimals);
    // base ** exponent as ndarray.__pow__ computes it (`out`: the in-place `**=`).
    static NdArrayPtr power(Runtime &rt, const ArrayOperand &base, const ArrayOperand &exponent,
                            const NdArrayPtr &out = nullptr, const std::string &report = {});
};

} // namespace tl
