#pragma once
// The user-facing texts of tensor math (PyTorch 1.13's TORCH_CHECK messages for
// arithmetic, reductions, matrix products and indexing), beside Errors.h's.
#include "DType.h"
#include "PyError.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tl {

class MathErrors {
public:
    // A double as C++'s ostream prints it in PyTorch's messages ("-1", "0.5", "1e-05").
    static std::string numberText(double v);
    // ATen's dispatch failure: "abs_cpu" not implemented for 'Bool'.
    static PyError notImplementedFor(const std::string &kernel, DType d);
    static PyError cannotCastResult(DType result, DType output);
    static PyError outRequiresGrad(const std::string &op);
    static PyError integerNegativePower();
    static PyError roundingMode(const std::string &mode);
    static PyError integralAlphaFloat();
    static PyError booleanAlpha();
    static PyError clampNoBounds();
    static PyError dimRepeated(int64_t dim);
    static PyError meanDtype(DType d);
    static PyError stdVarDtype();
    static PyError matmulZeroDim(int64_t d1, int64_t d2);
    static PyError mmShapes(const std::vector<int64_t> &a, const std::vector<int64_t> &b);
    static PyError expectedMatrix(const std::string &which, int64_t dim);
    static PyError expectedBatch(const std::string &which, int64_t dim);
    static PyError dotOneD(int64_t d1, int64_t d2);
    static PyError dotSizes(int64_t n1, int64_t n2);
    static PyError sameDtype(const std::string &op, DType a, DType b);
    static PyError mvDims(int64_t matDim, int64_t vecDim);
    static PyError mvShapes(const std::vector<int64_t> &mat, const std::vector<int64_t> &vec);
    static PyError bmmShapes(const std::vector<int64_t> &expected, const std::vector<int64_t> &got);
    static PyError scalarTypeMismatch(DType expected, DType found);
    // mm() of two dtypes: 1.13's scalarTypeMismatch; PyTorch 2 names both as C++ types
    // ("expected m1 and m2 to have the same dtype, but got: double != float").
    static PyError mmDtypeMismatch(DType a, DType b);
    // TORCH_WARN texts (with their "Triggered internally at" source line).
    static std::string maskedSelectByteMask();
};

} // namespace tl
