// flip and repeat as ATen 1.13: flip wraps its dims (dim_list_to_bitset: out of range,
// repeated) and writes into empty_like(self, preserve_format); repeat pads the shape with
// leading 1s, tiles into a new contiguous tensor. Both copy through a strided view of one
// side (negative strides read the input backwards; a tiled view of the output takes the
// expanded input), so no kernel of their own is needed on any device.
#include "TensorRearrange.h"

#include "autograd/Autograd.h"
#include "core/ShapeErrors.h"
#include "functions/TensorMath.h"
#include "functions/TensorViews.h"
#include "ops/Reductions.h"
#include "tensor/ShapeMath.h"

namespace tl {

namespace {

std::vector<bool> flipMask(const TensorPtr &t, const std::vector<int64_t> &dims)
{
    std::vector<bool> mask(static_cast<size_t>(std::max<int64_t>(t->dim(), 1)), false);
    for (int64_t d : dims) {
        const int64_t w = ShapeMath::wrapDim(d, t->dim());
        if (mask[static_cast<size_t>(w)])
            throw ShapeErrors::flipRepeated(w);
        mask[static_cast<size_t>(w)] = true;
    }
    return mask;
}

} // namespace

TensorPtr TensorRearrange::flip(Runtime &rt, const TensorPtr &t, const Shape &dims)
{
    const std::vector<bool> mask = flipMask(t, dims);
    auto out = TensorMaker::empty(rt, t->sizes(), t->dtype(), t->device(),
                                  {"flip()", false, "flip() copies the elements in reversed order into new memory"},
                                  StridedView::preservedStrides(*t));
    // The input read backwards along the flipped dimensions: start at the last element
    // there and step with the negated stride.
    Shape strides = t->strides();
    int64_t offset = t->storageOffset();
    for (size_t d = 0; d < strides.size(); ++d) {
        if (!mask[d] || t->sizes()[d] == 0)
            continue;
        offset += (t->sizes()[d] - 1) * strides[d];
        strides[d] = -strides[d];
    }
    TensorImpl reversed(rt, 0, t->storage(), t->dtype(), t->sizes(), strides, offset, t->versionCounter());
    if (t->numel() > 0)
        TensorMaker::copyElements(rt, *out, reversed, "flip()");
    if (auto node = Autograd::makeNode(rt, "FlipBackward0", {t})) {
        node->setBackward(
            [dims](Runtime &r, const TensorPtr &g, Node &) -> std::vector<TensorPtr> { return {flip(r, g, dims)}; });
        Autograd::setHistory(out, node);
    }
    return out;
}

TensorPtr TensorRearrange::repeat(Runtime &rt, const TensorPtr &t, const Shape &repeats)
{
    if (repeats.size() < static_cast<size_t>(t->dim()))
        throw ShapeErrors::repeatDims();
    const size_t n = repeats.size(), lead = n - static_cast<size_t>(t->dim());
    Shape padded(lead, 1), paddedStrides(lead, 0), target(n);
    padded.insert(padded.end(), t->sizes().begin(), t->sizes().end());
    paddedStrides.insert(paddedStrides.end(), t->strides().begin(), t->strides().end());
    for (size_t i = 0; i < n; ++i)
        target[i] = padded[i] * repeats[i];
    for (int64_t s : target)
        if (s < 0)
            throw ShapeErrors::negativeDimension(s, target);
    auto out = TensorMaker::empty(rt, target, t->dtype(), t->device(),
                                  {"repeat()", false, "repeat() copies the elements, tiled, into new memory"});
    if (out->numel() > 0) {
        // The output seen as [r0, .., rn-1, p0, .., pn-1]: tile i of dimension d starts
        // i * p_d elements along it; the input is broadcast over the tile dimensions.
        Shape tileSizes(repeats), tileStrides(n), srcStrides(n, 0);
        const Shape &os = out->strides();
        for (size_t i = 0; i < n; ++i)
            tileStrides[i] = padded[i] * os[i];
        tileSizes.insert(tileSizes.end(), padded.begin(), padded.end());
        tileStrides.insert(tileStrides.end(), os.begin(), os.end());
        srcStrides.insert(srcStrides.end(), paddedStrides.begin(), paddedStrides.end());
        TensorImpl tiles(rt, 0, out->storage(), out->dtype(), tileSizes, tileStrides, 0, out->versionCounter());
        TensorImpl source(rt, 0, t->storage(), t->dtype(), tileSizes, srcStrides, t->storageOffset(), t->versionCounter());
        TensorMaker::copyElements(rt, tiles, source, "repeat()");
    }
    if (auto node = Autograd::makeNode(rt, "RepeatBackward0", {t})) {
        const Shape in = t->sizes();
        node->setBackward([repeats, padded, in](Runtime &r, const TensorPtr &g, Node &) -> std::vector<TensorPtr> {
            // The gradient seen as [r0, p0, r1, p1, ...], summed over the tiles.
            Shape split, kept;
            for (size_t i = 0; i < repeats.size(); ++i) {
                split.push_back(repeats[i]);
                split.push_back(padded[i]);
                kept.push_back(1);
                kept.push_back(padded[i]);
            }
            auto summed = Reductions::sumTo(r, TensorViews::reshape(r, g, split), kept);
            return {TensorViews::reshape(r, summed, in)};
        });
        Autograd::setHistory(out, node);
    }
    return out;
}

} // namespace tl
