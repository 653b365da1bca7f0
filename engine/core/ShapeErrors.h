#pragma once
// The user-facing texts of shape and view ops (PyTorch 1.13's TORCH_CHECK messages in
// TensorShape.cpp, NumPy 1.24's shape and indexing errors), beside Errors.h's.
#include "DType.h"
#include "PyError.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tl {

class ShapeErrors {
public:
    using Shape = std::vector<int64_t>;

    // --- torch
    static PyError dimOutOfRange(int64_t dim, int64_t ndim); // maybe_wrap_dim
    static PyError noDimensions(int64_t dim);                // "Dimension specified as 0 but tensor has no dimensions"
    static PyError zeroDimIndex();                           // t[0] on a 0-d tensor
    static PyError permuteLength(int64_t ndim, size_t given);
    static PyError permuteDuplicate();
    static PyError movedimLengths(const Shape &source, const Shape &destination);
    static PyError movedimRepeated(const char *which, const Shape &dims);
    static PyError flattenOrder();
    static PyError unflattenSizes(const Shape &sizes, int64_t dim, int64_t size);
    static PyError narrowZeroDim();
    static PyError narrowRange(int64_t start, int64_t length, int64_t size);
    static PyError narrowStartTensor();
    static PyError tTooManyDims(const char *op, int64_t ndim);
    static PyError matrixTransposeDims(int64_t ndim);
    static PyError adjointDims(int64_t ndim);
    static PyError chunkCount(int64_t chunks);
    static PyError splitSizeZero(int64_t dimSize);
    static PyError splitSizeNegative(int64_t splitSize);
    static PyError splitSizesNegative(const Shape &sizes);
    static PyError needsOneDim(const char *op); // "split expects at least a 1-dimensional tensor"
    static PyError splitSizesSum(int64_t dimSize, int64_t dim, const Shape &sizes);
    static PyError catEmpty();
    static PyError catZeroDim(size_t position);
    static PyError catDims(int64_t first, int64_t other);
    static PyError catSizes(int64_t dim, int64_t expected, int64_t got, size_t tensor);
    static PyError stackEmpty(const char *op);
    static PyError stackSizes(const Shape &first, const Shape &other, size_t entry);
    static PyError repeatDims();
    static PyError negativeDimension(int64_t size, const Shape &shape);
    static PyError flipRepeated(int64_t dim);
    // handle_view_on_rebase for a view from split()/unbind(): `nodeName` empty when it has no grad_fn.
    // handle_view_on_rebase for CreationMeta::NO_GRAD_MODE.
    static PyError noGradViewModified(bool indirect = false);
    static PyError multiOutputViewModified(const std::string &nodeName, int outputNr, bool indirect);
    // --- torch advanced indexing
    static PyError indexTensorType();
    static PyError maskShape(const Shape &mask, int64_t maskIdx, const Shape &self, int64_t idx);
    static PyError tooManyIndicesGot(int64_t dims, size_t given);
    static PyError indicesDevice(const std::string &selfDevice);
    static PyError indexShapesMismatch(const std::vector<Shape> &shapes);
    static PyError indexPutShape(const Shape &value, const Shape &result);
    static PyError indexPutDtypes(DType destination, DType source);
    static PyError assignType(const std::string &valueType, const std::string &tensorType); // t[i] = [1, 2]
    // c10's name of a scalar type in messages: "Float", "Long", "Bool".
    static std::string scalarTypeName(DType d);
    static PyError mixedDevices(const std::string &first, const std::string &second, const std::string &where);
};

} // namespace tl
