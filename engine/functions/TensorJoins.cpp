// cat / stack / hstack / vstack as ATen 1.13 computes them: cat's checks in its order
// (no 0-d inputs, legacy skipping of 1-D empty tensors, the dimension wrapped against the
// first tensor that is not skipped, same rank, same sizes off the joined dimension), the
// result dtype promoted over every input, one new contiguous tensor, and
// CatBackward0 / StackBackward0 handing each input its slice of the gradient.
#include "TensorJoins.h"

#include "autograd/Autograd.h"
#include "core/ShapeErrors.h"
#include "functions/DimensionViews.h"
#include "functions/TensorViews.h"
#include "ops/TypePromotion.h"
#include "tensor/ShapeMath.h"

namespace tl {

namespace {

using Shape = std::vector<int64_t>;

// cat_should_skip_tensor: 1-D tensors with no elements take no part in shape checks.
bool skipped(const TensorPtr &t)
{
    return t->dim() == 1 && t->sizes()[0] == 0;
}

DType joinedType(const std::vector<TensorPtr> &tensors)
{
    std::vector<TypePromotion::TorchArg> args;
    for (const auto &t : tensors)
        args.push_back({t->dtype(), false, t->dim() == 0});
    return TypePromotion::torchResultType(args);
}

void checkDevices(const std::vector<TensorPtr> &tensors, const char *where)
{
    for (const auto &t : tensors)
        if (t->device() != tensors[0]->device())
            throw ShapeErrors::mixedDevices(tensors[0]->device().str(), t->device().str(), where);
}

// Copies each input into its slice of `out` along `dim`; `pick(out, i, start, length)`
// gives the slice input i fills.
template <typename Pick>
void fill(Runtime &rt, const TensorPtr &out, const std::vector<TensorPtr> &tensors, const std::string &op, Pick pick)
{
    NoGradGuard noGrad(rt);
    for (size_t i = 0; i < tensors.size(); ++i)
        if (tensors[i]->numel() > 0)
            TensorMaker::copyElements(rt, *pick(out, i), *tensors[i], op);
}

} // namespace

TensorPtr TensorJoins::cat(Runtime &rt, const std::vector<TensorPtr> &tensors, int64_t dim)
{
    if (tensors.empty())
        throw ShapeErrors::catEmpty();
    for (size_t i = 0; i < tensors.size(); ++i)
        if (tensors[i]->dim() == 0)
            throw ShapeErrors::catZeroDim(i);
    size_t first = tensors.size();
    for (size_t i = 0; i < tensors.size(); ++i)
        if (!skipped(tensors[i])) {
            first = i;
            break;
        }
    if (first < tensors.size())
        dim = ShapeMath::wrapDim(dim, tensors[first]->dim());
    const DType dtype = joinedType(tensors);
    checkDevices(tensors, "wrapper_cat");
    Shape sizes = first < tensors.size() ? tensors[first]->sizes() : Shape{0};
    if (first < tensors.size()) {
        int64_t total = 0;
        for (size_t i = 0; i < tensors.size(); ++i) {
            const TensorPtr &t = tensors[i];
            if (skipped(t))
                continue;
            if (t->dim() != tensors[first]->dim())
                throw ShapeErrors::catDims(tensors[first]->dim(), t->dim());
            for (int64_t d = 0; d < t->dim(); ++d)
                if (d != dim && t->sizes()[static_cast<size_t>(d)] != sizes[static_cast<size_t>(d)])
                    throw ShapeErrors::catSizes(dim, sizes[static_cast<size_t>(d)], t->sizes()[static_cast<size_t>(d)], i);
            total += t->sizes()[static_cast<size_t>(dim)];
        }
        sizes[static_cast<size_t>(dim)] = total;
    }
    auto out = TensorMaker::empty(rt, sizes, dtype, tensors[0]->device(),
                                  {"torch.cat", false, "torch.cat copies its inputs one after another into new memory"});
    // Where each input lands along `dim` (skipped inputs land nowhere).
    std::vector<std::pair<int64_t, int64_t>> ranges;
    int64_t at = 0;
    for (const auto &t : tensors) {
        const int64_t len = skipped(t) ? 0 : t->sizes()[static_cast<size_t>(dim)];
        ranges.emplace_back(at, len);
        at += len;
    }
    fill(rt, out, tensors, "torch.cat", [&](const TensorPtr &o, size_t i) {
        return TensorViews::slice(rt, o, dim, ranges[i].first, ranges[i].first + ranges[i].second, 1);
    });
    if (auto node = Autograd::makeNode(rt, "CatBackward0", tensors)) {
        std::vector<Shape> inputSizes;
        for (const auto &t : tensors)
            inputSizes.push_back(t->sizes());
        node->setBackward([ranges, inputSizes, dim](Runtime &r, const TensorPtr &g, Node &) {
            std::vector<TensorPtr> grads;
            for (size_t i = 0; i < ranges.size(); ++i) {
                if (inputSizes[i].size() == 1 && inputSizes[i][0] == 0 && g->dim() != 1)
                    grads.push_back(nullptr);
                else
                    grads.push_back(TensorViews::slice(r, g, dim, ranges[i].first, ranges[i].first + ranges[i].second, 1));
            }
            return grads;
        });
        Autograd::setHistory(out, node);
    }
    return out;
}

TensorPtr TensorJoins::stack(Runtime &rt, const std::vector<TensorPtr> &tensors, int64_t dim)
{
    if (tensors.empty())
        throw ShapeErrors::stackEmpty("stack");
    dim = ShapeMath::wrapDim(dim, tensors[0]->dim() + 1);
    for (size_t i = 1; i < tensors.size(); ++i)
        if (tensors[i]->sizes() != tensors[0]->sizes())
            throw ShapeErrors::stackSizes(tensors[0]->sizes(), tensors[i]->sizes(), i);
    const DType dtype = joinedType(tensors);
    checkDevices(tensors, "wrapper_cat");
    Shape sizes = tensors[0]->sizes();
    sizes.insert(sizes.begin() + dim, static_cast<int64_t>(tensors.size()));
    auto out = TensorMaker::empty(rt, sizes, dtype, tensors[0]->device(),
                                  {"torch.stack", false, "torch.stack copies its inputs side by side into new memory"});
    fill(rt, out, tensors, "torch.stack",
         [&](const TensorPtr &o, size_t i) { return TensorViews::select(rt, o, dim, static_cast<int64_t>(i)); });
    if (auto node = Autograd::makeNode(rt, "StackBackward0", tensors)) {
        const size_t n = tensors.size();
        node->setBackward([n, dim](Runtime &r, const TensorPtr &g, Node &) {
            std::vector<TensorPtr> grads;
            for (size_t i = 0; i < n; ++i)
                grads.push_back(TensorViews::select(r, g, dim, static_cast<int64_t>(i)));
            return grads;
        });
        Autograd::setHistory(out, node);
    }
    return out;
}

TensorPtr TensorJoins::hstack(Runtime &rt, const std::vector<TensorPtr> &tensors)
{
    if (tensors.empty())
        throw ShapeErrors::stackEmpty("hstack");
    // atleast_1d, then along the first dimension for vectors and the second otherwise.
    std::vector<TensorPtr> parts;
    for (const auto &t : tensors)
        parts.push_back(t->dim() == 0 ? TensorViews::reshape(rt, t, {1}, "hstack()") : t);
    return cat(rt, parts, parts[0]->dim() == 1 ? 0 : 1);
}

TensorPtr TensorJoins::vstack(Runtime &rt, const std::vector<TensorPtr> &tensors)
{
    if (tensors.empty())
        throw ShapeErrors::stackEmpty("vstack");
    // atleast_2d: a scalar becomes [1, 1], a vector a row.
    std::vector<TensorPtr> parts;
    for (const auto &t : tensors) {
        if (t->dim() == 0)
            parts.push_back(TensorViews::reshape(rt, t, {1, 1}, "vstack()"));
        else if (t->dim() == 1)
            parts.push_back(DimensionViews::unsqueeze(rt, t, 0));
        else
            parts.push_back(t);
    }
    return cat(rt, parts, 0);
}

} // namespace tl
