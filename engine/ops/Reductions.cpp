#include "Reductions.h"

#include "core/MathErrors.h"
#include "ops/Pointwise.h"
#include "tensor/ShapeMath.h"

#include <algorithm>

namespace tl {

namespace {

Provenance freshReduction(const std::string &op) { return {op, false, "a reduction writes its result into a new storage"}; }

// out's kernel view: in's sizes, out's strides along the kept dimensions, 0 along the reduced.
StridedRef reducedRef(const TensorPtr &out, const Reductions::Shape &inSizes, const std::vector<bool> &mask, bool keepdim)
{
    StridedRef r = out->ref();
    r.sizes = inSizes;
    r.strides.assign(inSizes.size(), 0);
    size_t k = 0;
    for (size_t d = 0; d < inSizes.size(); ++d) {
        if (mask[d]) {
            if (keepdim)
                ++k;
            continue;
        }
        r.strides[d] = out->strides()[k++];
    }
    return r;
}

} // namespace

std::vector<bool> Reductions::dimMask(const std::vector<int64_t> &dims, int64_t ndim)
{
    std::vector<bool> mask(static_cast<size_t>(ndim), dims.empty());
    for (int64_t d : dims) {
        const int64_t w = ShapeMath::wrapDim(d, ndim);
        if (ndim == 0)
            continue;
        if (mask[static_cast<size_t>(w)])
            throw MathErrors::dimRepeated(w);
        mask[static_cast<size_t>(w)] = true;
    }
    return mask;
}

Reductions::Shape Reductions::reducedShape(const Shape &sizes, const std::vector<bool> &mask, bool keepdim)
{
    Shape out;
    for (size_t d = 0; d < sizes.size(); ++d) {
        if (!mask[d])
            out.push_back(sizes[d]);
        else if (keepdim)
            out.push_back(1);
    }
    return out;
}

TensorPtr Reductions::reduce(Runtime &rt, ReduceKernel op, const TensorPtr &in, const std::vector<bool> &mask, bool keepdim,
                             DType inType, DType outType, const ReduceParams &params)
{
    const TensorPtr x = Pointwise::cast(rt, in, inType);
    auto out = TensorMaker::empty(rt, reducedShape(x->sizes(), mask, keepdim), outType, x->device(), freshReduction("reduction"));
    const StridedRef o = reducedRef(out, x->sizes(), mask, keepdim);
    ReduceParams p = params;
    p.wholeTensor = p.wholeTensor || std::all_of(mask.begin(), mask.end(), [](bool m) { return m; });
    if (x->numel() == 0) {
        // Nothing to reduce: the op's identity (the callers refuse max/min/arg* of nothing).
        const Scalar identity = op == ReduceKernel::Prod ? Scalar::fromInt(1)
                                : op == ReduceKernel::All ? Scalar::fromBool(true)
                                                          : Scalar::fromInt(0);
        out->storage()->backend().fill(out->ref(), identity);
    } else {
        out->storage()->backend().reduce(op, o, nullptr, x->ref(), p);
    }
    out->storage()->noteWrite();
    return out;
}

std::pair<TensorPtr, TensorPtr> Reductions::extremeWithIndex(Runtime &rt, bool max, const TensorPtr &in, int64_t dim, bool keepdim)
{
    const int64_t d = ShapeMath::wrapDim(dim, in->dim());
    std::vector<bool> mask(static_cast<size_t>(in->dim()), false);
    if (in->dim() > 0)
        mask[static_cast<size_t>(d)] = true;
    const Shape shape = reducedShape(in->sizes(), mask, keepdim);
    auto values = TensorMaker::empty(rt, shape, in->dtype(), in->device(), freshReduction(max ? "max()" : "min()"));
    auto indices = TensorMaker::empty(rt, shape, DType::Int64, in->device(), freshReduction(max ? "max()" : "min()"));
    if (in->numel() > 0) {
        const StridedRef v = reducedRef(values, in->sizes(), mask, keepdim);
        const StridedRef i = reducedRef(indices, in->sizes(), mask, keepdim);
        in->storage()->backend().reduce(max ? ReduceKernel::Max : ReduceKernel::Min, v, &i, in->ref(), {});
    }
    values->storage()->noteWrite();
    indices->storage()->noteWrite();
    return {values, indices};
}

TensorPtr Reductions::sum(Runtime &rt, const TensorPtr &in, const std::vector<int64_t> &dims, bool keepdim,
                          std::optional<DType> dtype)
{
    const DType t = dtype.value_or(integerPromoted(in->dtype()));
    return reduce(rt, ReduceKernel::Sum, in, dimMask(dims, in->dim()), keepdim, t, t);
}

TensorPtr Reductions::mean(Runtime &rt, const TensorPtr &in, const std::vector<int64_t> &dims, bool keepdim,
                           std::optional<DType> dtype)
{
    // mean_out on the CPU: the sum, divided by the number of reduced elements.
    const DType t = dtype.value_or(in->dtype());
    if (!isFloating(t))
        throw MathErrors::meanDtype(t);
    const std::vector<bool> mask = dimMask(dims, in->dim());
    int64_t count = 1;
    for (size_t d = 0; d < mask.size(); ++d)
        if (mask[d])
            count *= in->sizes()[d];
    TensorPtr s = reduce(rt, ReduceKernel::Sum, in, mask, keepdim, t, t);
    const StridedRef r = s->ref();
    s->storage()->backend().binary(BinaryKernel::Div, r, BinaryOperand{&r, {}}, BinaryOperand{nullptr, Scalar::fromInt(count)}, t);
    return s;
}

TensorPtr Reductions::cumsum(Runtime &rt, const TensorPtr &in, int64_t dim, std::optional<DType> dtype)
{
    return cumulative(rt, in, dim, dtype.value_or(integerPromoted(in->dtype())), false, false);
}

TensorPtr Reductions::cumulative(Runtime &rt, const TensorPtr &in, int64_t dim, DType t, bool product, bool reverse)
{
    const int64_t d = ShapeMath::wrapDim(dim, in->dim());
    const TensorPtr x = Pointwise::cast(rt, in, t);
    auto out = TensorMaker::empty(rt, x->sizes(), t, x->device(), freshReduction("cumsum()"));
    if (x->numel() > 0) {
        if (x->dim() == 0)
            out->storage()->backend().copyStrided(out->ref(), x->ref(), Library::Torch);
        else
            out->storage()->backend().cumulative(out->ref(), x->ref(), d, product, reverse);
    }
    out->storage()->noteWrite();
    return out;
}

TensorPtr Reductions::softmaxBackward(Runtime &rt, const TensorPtr &grad, const TensorPtr &output, int64_t dim, bool log)
{
    const int64_t d = ShapeMath::wrapDim(dim, output->dim());
    auto contiguous = [&](const TensorPtr &t) {
        if (t->isContiguous())
            return t;
        auto c = TensorMaker::empty(rt, t->sizes(), t->dtype(), t->device(), freshReduction("contiguous()"));
        c->storage()->backend().copyStrided(c->ref(), t->ref(), Library::Torch);
        return c;
    };
    const TensorPtr g = contiguous(grad), y = contiguous(output);
    auto out = TensorMaker::empty(rt, y->sizes(), y->dtype(), y->device(), freshReduction("softmax backward"));
    if (y->numel() > 0) {
        StridedRef gi = out->ref(), gr = g->ref(), yr = y->ref();
        if (y->dim() == 0) {
            gi.sizes = gr.sizes = yr.sizes = {1};
            gi.strides = gr.strides = yr.strides = {1};
        }
        out->storage()->backend().softmaxBackward(gi, gr, yr, y->dim() == 0 ? 0 : d, log);
    }
    out->storage()->noteWrite();
    return out;
}

TensorPtr Reductions::softmax(Runtime &rt, const TensorPtr &in, int64_t dim, bool log)
{
    // softmax_cpu_out: the input made contiguous, the output contiguous.
    const int64_t d = ShapeMath::wrapDim(dim, in->dim());
    TensorPtr x = in;
    if (!x->isContiguous()) {
        x = TensorMaker::empty(rt, in->sizes(), in->dtype(), in->device(), freshReduction("contiguous()"));
        x->storage()->backend().copyStrided(x->ref(), in->ref(), Library::Torch);
    }
    auto out = TensorMaker::empty(rt, x->sizes(), x->dtype(), x->device(), freshReduction(log ? "log_softmax()" : "softmax()"));
    if (x->numel() > 0) {
        StridedRef xr = x->ref(), orf = out->ref();
        if (x->dim() == 0) {
            xr.sizes = orf.sizes = {1};
            xr.strides = orf.strides = {1};
        }
        out->storage()->backend().softmax(orf, xr, x->dim() == 0 ? 0 : d, log);
    }
    out->storage()->noteWrite();
    return out;
}

TensorPtr Reductions::sumTo(Runtime &rt, const TensorPtr &g, const Shape &sizes)
{
    if (g->sizes() == sizes)
        return g;
    const Shape &gs = g->sizes();
    const size_t leading = gs.size() - sizes.size();
    std::vector<int64_t> dims;
    for (size_t i = 0; i < leading; ++i)
        dims.push_back(static_cast<int64_t>(i));
    for (size_t i = leading; i < gs.size(); ++i)
        if (sizes[i - leading] == 1 && gs[i] != 1)
            dims.push_back(static_cast<int64_t>(i));
    if (dims.empty())
        return g;
    const TensorPtr r = sum(rt, g, dims, true, g->dtype());
    if (leading == 0)
        return r;
    // The keepdim sum is fresh and contiguous: dropping its leading 1s is a plain view.
    return TensorMaker::view(rt, r->storage(), r->dtype(), sizes, StridedView::contiguousStrides(sizes), r->storageOffset(),
                             r->versionCounter(), {"sum_to_size()", true, "the gradient summed to its input's shape"});
}

} // namespace tl
