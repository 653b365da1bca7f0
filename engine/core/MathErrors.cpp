#include "MathErrors.h"

#include "Errors.h"
#include "VersionProfile.h"

#include <sstream>

namespace tl {

std::string MathErrors::numberText(double v)
{
    std::ostringstream s;
    s << v;
    return s.str();
}

PyError MathErrors::notImplementedFor(const std::string &kernel, DType d)
{
    return Errors::kernelNotImplemented(kernel, d);
}

PyError MathErrors::cannotCastResult(DType result, DType output)
{
    return {"RuntimeError", "result type " + std::string(scalarTypeName(result)) + " can't be cast to the desired output type " +
                                std::string(scalarTypeName(output))};
}

PyError MathErrors::outRequiresGrad(const std::string &op)
{
    return {"RuntimeError", op + "(): functions with out=... arguments don't support automatic differentiation, but one of "
                                 "the arguments requires grad.",
            "detach()"};
}

PyError MathErrors::integerNegativePower() { return {"RuntimeError", "Integers to negative integer powers are not allowed."}; }

PyError MathErrors::roundingMode(const std::string &mode)
{
    return {"RuntimeError", "div expected rounding_mode to be one of None, 'trunc', or 'floor' but found '" + mode + "'"};
}

PyError MathErrors::integralAlphaFloat()
{
    return {"RuntimeError", "For integral input tensors, argument alpha must not be a floating point number."};
}

PyError MathErrors::booleanAlpha() { return {"RuntimeError", "Boolean alpha only supported for Boolean results."}; }

PyError MathErrors::clampNoBounds() { return {"RuntimeError", "torch.clamp: At least one of 'min' or 'max' must not be None"}; }

PyError MathErrors::dimRepeated(int64_t dim)
{
    return {"RuntimeError", "dim " + std::to_string(dim) + " appears multiple times in the list of dims"};
}

PyError MathErrors::meanDtype(DType d)
{
    return {"RuntimeError", "mean(): could not infer output dtype. Input dtype must be either a floating point or complex "
                            "dtype. Got: " +
                                std::string(scalarTypeName(d)),
            "float()"};
}

PyError MathErrors::stdVarDtype() { return {"RuntimeError", "std and var only support floating point and complex dtypes"}; }

PyError MathErrors::matmulZeroDim(int64_t d1, int64_t d2)
{
    return {"RuntimeError", "both arguments to matmul need to be at least 1D, but they are " + std::to_string(d1) + "D and " +
                                std::to_string(d2) + "D"};
}

PyError MathErrors::mmShapes(const std::vector<int64_t> &a, const std::vector<int64_t> &b)
{
    return {"RuntimeError", "mat1 and mat2 shapes cannot be multiplied (" + std::to_string(a[0]) + "x" + std::to_string(a[1]) +
                                " and " + std::to_string(b[0]) + "x" + std::to_string(b[1]) + ")"};
}

PyError MathErrors::expectedMatrix(const std::string &which, int64_t) { return {"RuntimeError", which + " must be a matrix"}; }

PyError MathErrors::expectedBatch(const std::string &which, int64_t)
{
    return {"RuntimeError", which + " must be a 3D tensor"};
}

PyError MathErrors::dotOneD(int64_t d1, int64_t d2)
{
    return {"RuntimeError",
            "1D tensors expected, but got " + std::to_string(d1) + "D and " + std::to_string(d2) + "D tensors"};
}

PyError MathErrors::dotSizes(int64_t n1, int64_t n2)
{
    return {"RuntimeError", "inconsistent tensor size, expected tensor [" + std::to_string(n1) + "] and src [" +
                                std::to_string(n2) + "] to have the same number of elements, but got " + std::to_string(n1) +
                                " and " + std::to_string(n2) + " elements respectively"};
}

PyError MathErrors::sameDtype(const std::string &op, DType a, DType b)
{
    return {"RuntimeError", op + " : expected both vectors to have same dtype, but found " + std::string(scalarTypeName(a)) + " and " +
                                std::string(scalarTypeName(b))};
}

PyError MathErrors::mvDims(int64_t matDim, int64_t vecDim)
{
    return {"RuntimeError", "vector + matrix @ vector expected, got 1, " + std::to_string(matDim) + ", " + std::to_string(vecDim)};
}

PyError MathErrors::mvShapes(const std::vector<int64_t> &mat, const std::vector<int64_t> &vec)
{
    return {"RuntimeError", "size mismatch, got " + std::to_string(mat[0]) + ", " + std::to_string(mat[0]) + "x" +
                                std::to_string(mat[1]) + "," + std::to_string(vec[0])};
}

PyError MathErrors::bmmShapes(const std::vector<int64_t> &expected, const std::vector<int64_t> &got)
{
    return {"RuntimeError", "Expected size for first two dimensions of batch2 tensor to be: " + Errors::shapeList(expected) +
                                " but got: " + Errors::shapeList(got) + "."};
}

PyError MathErrors::mmDtypeMismatch(DType a, DType b)
{
    if (!Profile::isCurrent())
        return scalarTypeMismatch(a, b);
    return {"RuntimeError", "expected m1 and m2 to have the same dtype, but got: " + std::string(typeMetaName(a)) + " != " +
                                std::string(typeMetaName(b))};
}

PyError MathErrors::scalarTypeMismatch(DType expected, DType found)
{
    return {"RuntimeError", "expected scalar type " + std::string(scalarTypeName(expected)) + " but found " + std::string(scalarTypeName(found))};
}

std::string MathErrors::maskedSelectByteMask()
{
    return "masked_select received a mask with dtype torch.uint8, this behavior is now deprecated,please use a mask with "
           "dtype torch.bool instead. (Triggered internally at  ./aten/src/ATen/native/TensorAdvancedIndexing.cpp:1729.)";
}

} // namespace tl
