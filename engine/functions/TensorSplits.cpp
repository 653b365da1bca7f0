// split / split_with_sizes / chunk / unbind as ATen's TensorShape.cpp cuts (narrow or
// select per piece), each piece a view whose grad_fn is the op's (SplitBackward0,
// SplitWithSizesBackward0, UnbindBackward0) with its output number, and marked as one of
// several outputs (CreationMeta::MULTI_OUTPUT_NODE) so in-place changes are refused.
#include "TensorSplits.h"

#include "core/ShapeErrors.h"
#include "functions/DifferentiableView.h"
#include "functions/TensorViews.h"
#include "tensor/ShapeMath.h"

namespace tl {

namespace {

void markPiece(Runtime &rt, const TensorPtr &piece, size_t index)
{
    piece->setOutputNr(static_cast<int>(index));
    if (rt.gradEnabled())
        piece->setMultiOutputView(true);
}

// Piece `index` of `t`: elements [start, start + length) along `dim`.
TensorPtr piece(Runtime &rt, const TensorPtr &t, int64_t dim, int64_t start, int64_t length, size_t index,
                const std::string &op, const char *nodeName)
{
    auto sizes = t->sizes(), strides = t->strides();
    const auto d = static_cast<size_t>(dim);
    sizes[d] = length;
    const int64_t offset = t->storageOffset() + start * strides[d];
    const int64_t stop = start + length;
    auto out = DifferentiableView::make(
        rt, t, std::move(sizes), std::move(strides), offset, op,
        op + " piece " + std::to_string(index) + " views part of the same memory (no copy)", nodeName,
        DifferentiableView::scatterBack(t->sizes(), [dim, start, stop](Runtime &r, const TensorPtr &z) {
            return TensorViews::slice(r, z, dim, start, stop, 1);
        }));
    markPiece(rt, out, index);
    return out;
}

int64_t sizeAt(const TensorPtr &t, int64_t &dim)
{
    dim = ShapeMath::wrapDim(dim, t->dim());
    return t->sizes()[static_cast<size_t>(dim)];
}

std::vector<TensorPtr> splitBy(Runtime &rt, const TensorPtr &t, int64_t splitSize, int64_t dim, const std::string &op)
{
    if (splitSize < 0)
        throw ShapeErrors::splitSizeNegative(splitSize);
    const int64_t dimSize = sizeAt(t, dim);
    if (splitSize == 0 && dimSize != 0)
        throw ShapeErrors::splitSizeZero(dimSize);
    // At least one piece, even when splitSize exceeds the dimension.
    const int64_t n = splitSize == 0 ? 1 : std::max<int64_t>((dimSize + splitSize - 1) / splitSize, 1);
    const int64_t last = splitSize - (splitSize * n - dimSize);
    std::vector<TensorPtr> out;
    for (int64_t i = 0; i < n; ++i)
        out.push_back(
            piece(rt, t, dim, i * splitSize, i < n - 1 ? splitSize : last, static_cast<size_t>(i), op, "SplitBackward0"));
    return out;
}

} // namespace

std::vector<TensorPtr> TensorSplits::split(Runtime &rt, const TensorPtr &t, int64_t splitSize, int64_t dim)
{
    if (t->dim() == 0)
        throw ShapeErrors::needsOneDim("split");
    return splitBy(rt, t, splitSize, dim, "split()");
}

std::vector<TensorPtr> TensorSplits::splitWithSizes(Runtime &rt, const TensorPtr &t, const Shape &sizes, int64_t dim)
{
    if (t->dim() == 0)
        throw ShapeErrors::needsOneDim("split");
    const int64_t given = dim;
    const int64_t dimSize = sizeAt(t, dim);
    std::vector<TensorPtr> out;
    int64_t start = 0;
    for (size_t i = 0; i < sizes.size(); ++i) {
        if (sizes[i] < 0)
            throw ShapeErrors::splitSizesNegative(sizes);
        // at::slice clamps, so pieces past the end come out short before the sum is checked.
        const int64_t a = std::min(start, dimSize), b = std::min(start + sizes[i], dimSize);
        out.push_back(piece(rt, t, dim, a, b - a, i, "split()", "SplitWithSizesBackward0"));
        start += sizes[i];
    }
    if (start != dimSize)
        throw ShapeErrors::splitSizesSum(dimSize, given, sizes);
    return out;
}

std::vector<TensorPtr> TensorSplits::chunk(Runtime &rt, const TensorPtr &t, int64_t chunks, int64_t dim)
{
    if (t->dim() == 0)
        throw ShapeErrors::needsOneDim("chunk");
    if (chunks <= 0)
        throw ShapeErrors::chunkCount(chunks);
    int64_t d = dim;
    const int64_t dimSize = sizeAt(t, d);
    const int64_t splitSize = (dimSize + chunks - 1) / chunks;
    if (splitSize == 0 && dimSize == 0) {
        // Empty chunks keep their number (split would make just one).
        std::vector<TensorPtr> out;
        for (int64_t i = 0; i < chunks; ++i)
            out.push_back(piece(rt, t, d, 0, 0, static_cast<size_t>(i), "chunk()", "SplitWithSizesBackward0"));
        return out;
    }
    return splitBy(rt, t, splitSize, d, "chunk()");
}

std::vector<TensorPtr> TensorSplits::unbind(Runtime &rt, const TensorPtr &t, int64_t dim)
{
    if (t->dim() == 0)
        throw ShapeErrors::noDimensions(dim);
    const int64_t n = sizeAt(t, dim);
    const auto d = static_cast<size_t>(dim);
    std::vector<TensorPtr> out;
    for (int64_t i = 0; i < n; ++i) {
        auto sizes = t->sizes(), strides = t->strides();
        const int64_t offset = t->storageOffset() + i * strides[d];
        sizes.erase(sizes.begin() + dim);
        strides.erase(strides.begin() + dim);
        auto v = DifferentiableView::make(
            rt, t, std::move(sizes), std::move(strides), offset, "unbind()",
            "unbind() piece " + std::to_string(i) + " selects part of the same memory (no copy)", "UnbindBackward0",
            DifferentiableView::scatterBack(
                t->sizes(), [dim, i](Runtime &r, const TensorPtr &z) { return TensorViews::select(r, z, dim, i); }));
        markPiece(rt, v, static_cast<size_t>(i));
        out.push_back(v);
    }
    return out;
}

} // namespace tl
