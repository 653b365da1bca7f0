#include "ShapeMath.h"

#include "core/Errors.h"
#include "core/ShapeErrors.h"

#include <algorithm>
#include <limits>

namespace tl {

ShapeMath::Shape ShapeMath::broadcastTorch(const Shape &a, const Shape &b)
{
    // infer_size walks from the last dimension, so the rightmost mismatch is reported.
    const size_t n = std::max(a.size(), b.size());
    Shape out(n);
    for (size_t i = n; i-- > 0;) {
        const int64_t da = i < n - a.size() ? 1 : a[i - (n - a.size())];
        const int64_t db = i < n - b.size() ? 1 : b[i - (n - b.size())];
        if (da != db && da != 1 && db != 1)
            throw Errors::sizeMismatch(da, db, static_cast<int64_t>(i));
        out[i] = da == 1 ? db : da;
    }
    return out;
}

ShapeMath::Shape ShapeMath::broadcastNumpy(const Shape &a, const Shape &b)
{
    const size_t n = std::max(a.size(), b.size());
    Shape out(n);
    for (size_t i = 0; i < n; ++i) {
        const int64_t da = i < n - a.size() ? 1 : a[i - (n - a.size())];
        const int64_t db = i < n - b.size() ? 1 : b[i - (n - b.size())];
        if (da != db && da != 1 && db != 1)
            throw Errors::numpyBroadcast({a, b});
        out[i] = da == 1 ? db : da;
    }
    return out;
}

ShapeMath::Shape ShapeMath::expandedStrides(const Shape &sizes, const Shape &strides, const Shape &target)
{
    Shape out(target.size(), 0);
    const size_t lead = target.size() - sizes.size();
    for (size_t i = 0; i < sizes.size(); ++i)
        out[lead + i] = sizes[i] == 1 && target[lead + i] != 1 ? 0 : strides[i];
    return out;
}

ShapeMath::Shape ShapeMath::expandStridesTorch(const Shape &sizes, const Shape &strides, const Shape &target,
                                               const std::string &typeName)
{
    if (target.size() < sizes.size())
        throw PyError("RuntimeError", "expand(" + typeName + "{" + Errors::shapeList(sizes) +
                                          "}, size=" + Errors::shapeList(target) +
                                          "): the number of sizes provided (" + std::to_string(target.size()) +
                                          ") must be greater or equal to the number of dimensions in the tensor (" +
                                          std::to_string(sizes.size()) + ")");
    const size_t lead = target.size() - sizes.size();
    Shape outSizes(target.size()), outStrides(target.size());
    for (size_t i = target.size(); i-- > 0;) {
        const int64_t want = target[i];
        if (i < lead) {
            if (want < 0)
                throw PyError("RuntimeError", "The expanded size of the tensor (-1) isn't allowed in a leading, non-existing "
                                              "dimension " + std::to_string(i));
            outSizes[i] = want;
            outStrides[i] = 0;
            continue;
        }
        const int64_t have = sizes[i - lead];
        const int64_t size = want == -1 ? have : want;
        if (have != size) {
            if (have != 1)
                throw Errors::expandMismatch(size, have, static_cast<int64_t>(i), target, sizes);
            outStrides[i] = 0;
        } else {
            outStrides[i] = strides[i - lead];
        }
        outSizes[i] = size;
    }
    return outStrides;
}

std::optional<ShapeMath::Shape> ShapeMath::viewStrides(const Shape &oldShape, const Shape &oldStrides, const Shape &newShape)
{
    Shape newStrides(newShape.size(), 0);
    int64_t numel = 1;
    for (int64_t s : oldShape)
        numel *= s;
    if (oldShape.empty()) {
        for (auto &s : newStrides)
            s = 1;
        return newStrides;
    }
    if (numel == 0) {
        if (oldShape == newShape)
            return oldStrides;
        // Any layout works for an empty tensor: use contiguous strides.
        int64_t st = 1;
        for (size_t i = newShape.size(); i-- > 0;) {
            newStrides[i] = st;
            st *= std::max<int64_t>(newShape[i], 1);
        }
        return newStrides;
    }
    // Walk the old dims from the back, grouping runs that are contiguous among
    // themselves ("chunks"); each chunk must map onto a run of new dims.
    int64_t viewD = static_cast<int64_t>(newShape.size()) - 1;
    int64_t chunkBaseStride = oldStrides.back();
    int64_t tensorNumel = 1;
    int64_t viewNumel = 1;
    for (int64_t tensorD = static_cast<int64_t>(oldShape.size()) - 1; tensorD >= 0; --tensorD) {
        tensorNumel *= oldShape[tensorD];
        if (tensorD == 0 ||
            (oldShape[tensorD - 1] != 1 && oldStrides[tensorD - 1] != tensorNumel * chunkBaseStride)) {
            while (viewD >= 0 && (viewNumel < tensorNumel || newShape[viewD] == 1)) {
                newStrides[viewD] = viewNumel * chunkBaseStride;
                viewNumel *= newShape[viewD];
                --viewD;
            }
            if (viewNumel != tensorNumel)
                return std::nullopt;
            if (tensorD > 0) {
                chunkBaseStride = oldStrides[tensorD - 1];
                tensorNumel = 1;
                viewNumel = 1;
            }
        }
    }
    if (viewD != -1)
        return std::nullopt;
    return newStrides;
}

ShapeMath::Shape ShapeMath::inferSize(const Shape &shape, int64_t numel, bool numpy)
{
    Shape out = shape;
    int64_t known = 1;
    int inferIndex = -1;
    for (size_t i = 0; i < shape.size(); ++i) {
        if (shape[i] == -1) {
            if (inferIndex >= 0)
                throw numpy ? PyError("ValueError", "can only specify one unknown dimension")
                            : PyError("RuntimeError", "only one dimension can be inferred");
            inferIndex = static_cast<int>(i);
        } else if (shape[i] < 0) {
            throw numpy ? PyError("ValueError", "negative dimensions not allowed")
                        : PyError("RuntimeError", "invalid shape dimension " + std::to_string(shape[i]));
        } else {
            known *= shape[i];
        }
    }
    if (inferIndex >= 0) {
        if (known == 0 || numel % known != 0)
            throw numpy ? Errors::numpyReshape(numel, shape) : Errors::shapeInvalid(shape, numel);
        out[inferIndex] = numel / known;
    } else if (known != numel) {
        throw numpy ? Errors::numpyReshape(numel, shape) : Errors::shapeInvalid(shape, numel);
    }
    return out;
}

int64_t ShapeMath::checkedNumel(const Shape &shape)
{
    for (int64_t s : shape)
        if (s < 0)
            throw Errors::negativeDimension(s, shape);
    int64_t n = 1;
    bool overflow = false;
    for (int64_t s : shape) {
        if (s != 0 && n > std::numeric_limits<int64_t>::max() / s)
            overflow = true;
        else
            n *= s;
    }
    for (int64_t s : shape)
        if (s == 0)
            return 0;
    if (overflow)
        throw Errors::storageOverflow(shape);
    return n;
}

uint64_t ShapeMath::checkedBytes(const Shape &shape, int itemsize)
{
    const int64_t n = checkedNumel(shape);
    if (n > std::numeric_limits<int64_t>::max() / itemsize)
        throw Errors::storageOverflow(shape);
    return static_cast<uint64_t>(n) * static_cast<uint64_t>(itemsize);
}

int64_t ShapeMath::wrapDim(int64_t dim, int64_t ndim)
{
    const int64_t n = std::max<int64_t>(ndim, 1);
    if (dim < -n || dim >= n)
        throw ShapeErrors::dimOutOfRange(dim, ndim);
    return dim < 0 ? dim + n : dim;
}

} // namespace tl
