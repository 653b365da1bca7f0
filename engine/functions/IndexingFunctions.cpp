#include "IndexingFunctions.h"

#include "FormulaOperands.h"
#include "Recorder.h"
#include "core/MathErrors.h"
#include "core/VersionProfile.h"
#include "core/PyError.h"
#include "functions/AdvancedIndex.h"
#include "functions/DimensionViews.h"
#include "functions/TensorMath.h"
#include "functions/TensorViews.h"
#include "ops/HostElements.h"
#include "ops/Indexing.h"
#include "ops/Pointwise.h"
#include "ops/Reductions.h"
#include "ops/TensorFactory.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace tl {

namespace {

using P = Pointwise;
using X = Indexing;
using operands::T;
using operands::I;

TensorPtr zeros(Runtime &rt, const std::vector<int64_t> &sizes, const TensorPtr &like)
{
    return TensorFactory::full(rt, sizes, Scalar::fromInt(0), like->dtype(), like->device(), false, "backward");
}

// grad.masked_fill(mask, 0)
TensorPtr zeroedWhere(Runtime &rt, const TensorPtr &grad, const TensorPtr &mask)
{
    TensorPtr g = P::clone(rt, grad);
    P::maskedFillInPlace(rt, g, mask, Scalar::fromInt(0), "backward");
    return g;
}

Scalar fillValue(const Operand &value)
{
    if (!value.isTensor())
        return value.number;
    if (value.tensor->dim() != 0)
        throw PyError("RuntimeError", "masked_fill_ only supports a 0-dimensional value tensor, but got tensor with " +
                                          std::to_string(value.tensor->dim()) + " dimension(s).");
    return HostElements::item(value.tensor);
}

Formula maskedFillFormula()
{
    return [](const GradContext &c) -> std::vector<TensorPtr> {
        const TensorPtr mask = c.saved(0);
        TensorPtr gv;
        if (c.needs(1)) // masked_fill_backward: the gradient where the mask is set, summed
            gv = Reductions::sum(c.rt, P::where(c.rt, P::cast(c.rt, mask, DType::Bool), T(c.grad), I(0), c.grad->dtype()), {},
                                 false, std::nullopt);
        return {c.needs(0) ? zeroedWhere(c.rt, c.grad, mask) : nullptr, gv};
    };
}

} // namespace

TensorPtr IndexingFunctions::where(Runtime &rt, const TensorPtr &cond, const Operand &a, const Operand &b)
{
    TensorPtr out = X::where(rt, cond, a, b);
    if (!isFloating(out->dtype()))
        return out;
    if (auto n = Recorder::node(rt, "WhereBackward0", {cond, a.tensor, b.tensor})) {
        Recorder::saveInput(*n, cond);
        Recorder::finish(n, out, [](const GradContext &c) -> std::vector<TensorPtr> {
            const TensorPtr cnd = c.saved(0);
            return {nullptr, c.needs(1) ? P::where(c.rt, cnd, T(c.grad), I(0), c.grad->dtype()) : nullptr,
                    c.needs(2) ? P::where(c.rt, cnd, I(0), T(c.grad), c.grad->dtype()) : nullptr};
        });
    }
    return out;
}

TensorPtr IndexingFunctions::maskedFill(Runtime &rt, const TensorPtr &self, const TensorPtr &mask, const Operand &value)
{
    const Scalar v = fillValue(value);
    TensorPtr out = P::clone(rt, self);
    P::maskedFillInPlace(rt, out, mask, v, "masked_fill()");
    if (!isFloating(out->dtype()))
        return out;
    if (auto n = Recorder::node(rt, value.isTensor() ? "MaskedFillBackward1" : "MaskedFillBackward0", {self, value.tensor})) {
        Recorder::saveInput(*n, mask);
        Recorder::finish(n, out, maskedFillFormula());
    }
    return out;
}

void IndexingFunctions::maskedFillInPlace(Runtime &rt, const TensorPtr &self, const TensorPtr &mask, const Operand &value)
{
    Recorder::checkInplace(rt, self, {value.tensor});
    const Scalar v = fillValue(value);
    P::maskedFillInPlace(rt, self, mask, v, "masked_fill_()");
    if (!isFloating(self->dtype()))
        return;
    if (auto n = Recorder::inplaceNode(rt, value.isTensor() ? "MaskedFillBackward1" : "MaskedFillBackward0", {self, value.tensor})) {
        Recorder::saveInput(*n, mask);
        Recorder::finishInplace(rt, n, self, maskedFillFormula());
    }
}

TensorPtr IndexingFunctions::indexSelect(Runtime &rt, const TensorPtr &self, int64_t dim, const TensorPtr &index)
{
    TensorPtr out = X::indexSelect(rt, self, dim, index);
    if (!isFloating(out->dtype()))
        return out;
    if (auto n = Recorder::node(rt, "IndexSelectBackward0", {self})) {
        Recorder::saveInput(*n, index);
        const std::vector<int64_t> sizes = self->sizes();
        Recorder::finish(n, out, [sizes, dim](const GradContext &c) -> std::vector<TensorPtr> {
            // index_select_backward: zeros(sizes).index_add_(dim, index, grad)
            TensorPtr z = zeros(c.rt, sizes, c.grad);
            X::indexAddInPlace(c.rt, z, dim, c.saved(0), c.grad, Scalar::fromInt(1), "backward");
            return {z};
        });
    }
    return out;
}

TensorPtr IndexingFunctions::maskedSelect(Runtime &rt, const TensorPtr &self, const TensorPtr &mask,
                                          const std::function<void(const std::string &)> &warn)
{
    if (mask->dtype() != DType::Bool && mask->dtype() != DType::UInt8)
        throw PyError("RuntimeError", Profile::isCurrent() ? "masked_select: expected BoolTensor for mask"
                                                           : "masked_select: expected BoolTensor or ByteTensor for mask");
    if (mask->dtype() == DType::UInt8)
        warn(MathErrors::maskedSelectByteMask());
    // expand_outplace(mask, self): the mask is "tensor a" in the size error.
    std::vector<int64_t> shape = P::broadcastShape({T(mask), T(self)});
    if (shape.empty()) // 0-d operands select into a 1-d result too
        shape = {1};
    TensorPtr out;
    {
        NoGradGuard ng(rt);
        const TensorPtr m = TensorViews::expand(rt, mask->dtype() == DType::Bool ? mask : P::cast(rt, mask, DType::Bool), shape);
        out = AdvancedIndex::index(rt, TensorViews::expand(rt, self, shape), {m});
    }
    if (!isFloating(out->dtype()))
        return out;
    if (auto n = Recorder::node(rt, "MaskedSelectBackward0", {self})) {
        Recorder::saveInput(*n, mask);
        const std::vector<int64_t> sizes = self->sizes();
        Recorder::finish(n, out, [sizes, shape](const GradContext &c) -> std::vector<TensorPtr> {
            // masked_select_backward: zeros of the broadcast shape, grad put where the mask is set.
            const TensorPtr m = c.saved(0);
            TensorPtr z = zeros(c.rt, shape, c.grad);
            const TensorPtr bm = TensorViews::expand(c.rt, m->dtype() == DType::Bool ? m : P::cast(c.rt, m, DType::Bool), shape);
            AdvancedIndex::indexPut(c.rt, z, {bm}, c.grad, false, "backward");
            return {Reductions::sumTo(c.rt, z, sizes)};
        });
    }
    return out;
}

TensorPtr IndexingFunctions::oneHot(Runtime &rt, const TensorPtr &self, int64_t numClasses)
{
    if (self->dtype() != DType::Int64)
        throw PyError("RuntimeError", Profile::isCurrent() ? "one_hot is only applicable to index tensor of type LongTensor."
                                                           : "one_hot is only applicable to index tensor.");
    std::vector<int64_t> shape = self->sizes();
    if (self->numel() == 0) {
        if (numClasses <= 0)
            throw PyError("RuntimeError", "Can not infer total number of classes from empty tensor.");
        shape.push_back(numClasses);
        return TensorMath::zeros(rt, shape, DType::Int64, self->device());
    }
    const std::vector<bool> all = Reductions::dimMask({}, self->dim());
    const int64_t lowest = HostElements::item(Reductions::reduce(rt, ReduceKernel::Min, self, all, false, DType::Int64, DType::Int64)).toInt();
    const int64_t highest = HostElements::item(Reductions::reduce(rt, ReduceKernel::Max, self, all, false, DType::Int64, DType::Int64)).toInt();
    const bool outOfRange = lowest < 0 || (numClasses != -1 && numClasses <= highest);
    // ATen checks the values on the CPU only; CUDA fails in the scatter kernel instead.
    if (outOfRange && !self->device().isCpu())
        throw UnsupportedError("one_hot of out-of-range class values on a CUDA device");
    if (lowest < 0)
        throw PyError("RuntimeError", "Class values must be non-negative.");
    if (numClasses == -1)
        numClasses = highest + 1;
    else if (numClasses <= highest)
        throw PyError("RuntimeError", "Class values must be smaller than num_classes.");
    shape.push_back(numClasses);
    TensorPtr out = TensorMath::zeros(rt, shape, DType::Int64, self->device());
    NoGradGuard ng(rt);
    X::scatterInPlace(rt, out, -1, DimensionViews::unsqueeze(rt, self, self->dim()), nullptr, Scalar::fromInt(1), "one_hot()");
    return out;
}

std::vector<TensorPtr> IndexingFunctions::unique(Runtime &rt, const TensorPtr &self, bool returnInverse, bool returnCounts)
{
    if (self->requiresGrad() && rt.gradEnabled())
        throw UnsupportedError("torch.unique of a tensor that requires grad");
    // The elements in row-major order.
    std::vector<Scalar> values;
    values.reserve(static_cast<size_t>(self->numel()));
    std::vector<int64_t> index(self->sizes().size(), 0);
    for (int64_t k = 0; k < self->numel(); ++k) {
        values.push_back(HostElements::at(*self, index));
        for (size_t d = index.size(); d-- > 0;) {
            if (++index[d] < self->sizes()[d])
                break;
            index[d] = 0;
        }
    }
    const bool floating = isFloating(self->dtype());
    if (floating) {
        bool nan = false, negZero = false, posZero = false;
        for (const Scalar &v : values) {
            const double x = v.toDouble();
            nan = nan || x != x;
            negZero = negZero || (x == 0 && std::signbit(x));
            posZero = posZero || (x == 0 && !std::signbit(x));
        }
        if (nan || (negZero && posZero)) // which of the equal elements ATen's sort keeps is not modelled
            throw UnsupportedError("torch.unique of a tensor holding NaN or both signs of zero");
    }
    auto less = [floating](const Scalar &a, const Scalar &b) { return floating ? a.toDouble() < b.toDouble() : a.toInt() < b.toInt(); };
    std::vector<size_t> order(values.size());
    std::iota(order.begin(), order.end(), size_t(0));
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return less(values[a], values[b]); });
    std::vector<Scalar> distinct, inverse(values.size()), counts;
    for (size_t k = 0; k < order.size(); ++k) {
        const Scalar &v = values[order[k]];
        if (distinct.empty() || less(distinct.back(), v)) {
            distinct.push_back(v);
            counts.push_back(Scalar::fromInt(0));
        }
        inverse[order[k]] = Scalar::fromInt(static_cast<int64_t>(distinct.size()) - 1);
        counts.back() = Scalar::fromInt(counts.back().toInt() + 1);
    }
    const int64_t n = static_cast<int64_t>(distinct.size());
    std::vector<TensorPtr> out{TensorFactory::fromValues(rt, distinct, {n}, self->dtype(), self->device(), false, "unique()")};
    if (returnInverse)
        out.push_back(TensorFactory::fromValues(rt, inverse, self->sizes(), DType::Int64, self->device(), false, "unique()"));
    if (returnCounts)
        out.push_back(TensorFactory::fromValues(rt, counts, {n}, DType::Int64, self->device(), false, "unique()"));
    return out;
}

TensorPtr IndexingFunctions::gather(Runtime &rt, const TensorPtr &self, int64_t dim, const TensorPtr &index)
{
    TensorPtr out = X::gather(rt, self, dim, index);
    if (!isFloating(out->dtype()))
        return out;
    if (auto n = Recorder::node(rt, "GatherBackward0", {self})) {
        Recorder::saveInput(*n, index);
        const std::vector<int64_t> sizes = self->sizes();
        Recorder::finish(n, out, [sizes, dim](const GradContext &c) -> std::vector<TensorPtr> {
            // gather_backward: zeros_like(self).scatter_add_(dim, index, grad)
            TensorPtr z = zeros(c.rt, sizes, c.grad);
            X::scatterAddInPlace(c.rt, z, dim, c.saved(0), c.grad);
            return {z};
        });
    }
    return out;
}

namespace {

Formula scatterFormula(int64_t dim)
{
    return [dim](const GradContext &c) -> std::vector<TensorPtr> {
        const TensorPtr index = c.saved(0);
        TensorPtr gs, gsrc;
        if (c.needs(0)) { // grad.scatter(dim, index, 0)
            gs = P::clone(c.rt, c.grad);
            X::scatterInPlace(c.rt, gs, dim, index, nullptr, Scalar::fromInt(0), "backward");
        }
        if (c.needs(1))
            gsrc = X::gather(c.rt, c.grad, dim, index);
        return {gs, gsrc};
    };
}

} // namespace

void IndexingFunctions::scatterInPlace(Runtime &rt, const TensorPtr &self, int64_t dim, const TensorPtr &index,
                                       const TensorPtr &src, Scalar value)
{
    Recorder::checkInplace(rt, self, {src});
    X::scatterInPlace(rt, self, dim, index, src, value, "scatter_()");
    if (!isFloating(self->dtype()))
        return;
    if (auto n = Recorder::inplaceNode(rt, src ? "ScatterBackward0" : "ScatterBackward1", {self, src})) {
        Recorder::saveInput(*n, index);
        Recorder::finishInplace(rt, n, self, scatterFormula(dim));
    }
}

TensorPtr IndexingFunctions::scatter(Runtime &rt, const TensorPtr &self, int64_t dim, const TensorPtr &index, const TensorPtr &src,
                                     Scalar value)
{
    X::checkScatter(self, dim, index, src);
    TensorPtr out = P::clone(rt, self);
    X::scatterInPlace(rt, out, dim, index, src, value, "scatter()");
    if (!isFloating(out->dtype()))
        return out;
    if (auto n = Recorder::node(rt, src ? "ScatterBackward0" : "ScatterBackward1", {self, src})) {
        Recorder::saveInput(*n, index);
        Recorder::finish(n, out, scatterFormula(dim));
    }
    return out;
}

namespace {

Formula indexAddFormula(int64_t dim, Scalar alpha, std::vector<int64_t> sourceSizes)
{
    return [dim, alpha, sourceSizes](const GradContext &c) -> std::vector<TensorPtr> {
        TensorPtr gsrc;
        if (c.needs(1)) { // grad.index_select(dim, index), times alpha
            gsrc = X::indexSelect(c.rt, c.grad, dim, c.saved(0));
            if (sourceSizes.empty())
                gsrc = P::clone(c.rt, gsrc);
            const bool one = alpha.isFloating() ? alpha.toDouble() == 1.0 : alpha.toInt() == 1;
            if (!one)
                gsrc = P::mul(c.rt, T(gsrc), Operand::of(alpha));
        }
        return {c.needs(0) ? c.grad : nullptr, gsrc};
    };
}

} // namespace

void IndexingFunctions::indexAddInPlace(Runtime &rt, const TensorPtr &self, int64_t dim, const TensorPtr &index,
                                        const TensorPtr &source, Scalar alpha)
{
    Recorder::checkInplace(rt, self, {source});
    X::indexAddInPlace(rt, self, dim, index, source, alpha, "index_add_()");
    if (!isFloating(self->dtype()))
        return;
    if (auto n = Recorder::inplaceNode(rt, "IndexAddBackward0", {self, source})) {
        Recorder::saveInput(*n, index);
        Recorder::finishInplace(rt, n, self, indexAddFormula(dim, alpha, source->sizes()));
    }
}

TensorPtr IndexingFunctions::indexAdd(Runtime &rt, const TensorPtr &self, int64_t dim, const TensorPtr &index,
                                      const TensorPtr &source, Scalar alpha)
{
    X::checkIndexAdd(self, dim, index, source);
    TensorPtr out = P::clone(rt, self);
    X::indexAddInPlace(rt, out, dim, index, source, alpha, "index_add()");
    if (!isFloating(out->dtype()))
        return out;
    if (auto n = Recorder::node(rt, "IndexAddBackward0", {self, source})) {
        Recorder::saveInput(*n, index);
        Recorder::finish(n, out, indexAddFormula(dim, alpha, source->sizes()));
    }
    return out;
}

TensorPtr IndexingFunctions::diag(Runtime &rt, const TensorPtr &self, int64_t k)
{
    TensorPtr out = X::diag(rt, self, k);
    if (!isFloating(out->dtype()))
        return out;
    if (auto n = Recorder::node(rt, "DiagBackward0", {self})) {
        const std::vector<int64_t> sizes = self->sizes();
        Recorder::finish(n, out, [sizes, k](const GradContext &c) -> std::vector<TensorPtr> {
            if (sizes.size() == 1)
                return {X::diag(c.rt, c.grad, k)};
            // zeros with the gradient on diagonal k
            TensorPtr z = zeros(c.rt, sizes, c.grad);
            StridedRef diagonal = z->ref();
            const int64_t len = c.grad->numel();
            diagonal.sizes = {len};
            diagonal.strides = {z->strides()[0] + z->strides()[1]};
            diagonal.data = static_cast<char *>(diagonal.data) + (k >= 0 ? k * z->strides()[1] : -k * z->strides()[0]) *
                                                                     itemSize(z->dtype());
            if (len > 0)
                z->storage()->backend().copyStrided(diagonal, c.grad->ref(), Library::Torch);
            return {z};
        });
    }
    return out;
}

TensorPtr IndexingFunctions::trace(Runtime &rt, const TensorPtr &self)
{
    TensorPtr out = X::trace(rt, self);
    if (!isFloating(out->dtype()))
        return out;
    if (auto n = Recorder::node(rt, "TraceBackward0", {self})) {
        const std::vector<int64_t> sizes = self->sizes();
        Recorder::finish(n, out, [sizes](const GradContext &c) -> std::vector<TensorPtr> {
            TensorPtr z = zeros(c.rt, sizes, c.grad);
            StridedRef diagonal = z->ref();
            diagonal.sizes = {std::min(sizes[0], sizes[1])};
            diagonal.strides = {sizes[1] + 1};
            if (diagonal.sizes[0] > 0)
                z->storage()->backend().fill(diagonal, HostElements::item(c.grad));
            return {z};
        });
    }
    return out;
}

} // namespace tl
