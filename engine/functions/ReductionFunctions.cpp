#include "ReductionFunctions.h"

#include "FormulaOperands.h"
#include "Recorder.h"
#include "core/MathErrors.h"
#include "functions/TensorMath.h"
#include "functions/TensorViews.h"
#include "ops/HostElements.h"
#include "ops/Indexing.h"
#include "ops/Pointwise.h"
#include "ops/Reductions.h"
#include "ops/TensorFactory.h"
#include "tensor/ShapeMath.h"

#include <cmath>

namespace tl {

namespace {

using P = Pointwise;
using R = Reductions;
using operands::T;
using operands::I;
using Shape = std::vector<int64_t>;

// grad reshaped to the keepdim shape (unsqueeze_multiple), when the forward dropped dims.
TensorPtr restoreDims(Runtime &rt, const TensorPtr &g, const Shape &sizes, const std::vector<bool> &mask, bool keepdim)
{
    if (keepdim || sizes.empty())
        return g;
    return TensorViews::reshape(rt, g, R::reducedShape(sizes, mask, true));
}

// sum_backward: the gradient expanded back over the reduced dimensions.
TensorPtr sumBackward(Runtime &rt, const TensorPtr &g, const Shape &sizes, const std::vector<bool> &mask, bool keepdim)
{
    return TensorViews::expand(rt, restoreDims(rt, g, sizes, mask, keepdim), sizes);
}

int64_t countOf(const Shape &sizes, const std::vector<bool> &mask)
{
    int64_t n = 1;
    for (size_t d = 0; d < sizes.size(); ++d)
        if (mask[d])
            n *= sizes[d];
    return n;
}

TensorPtr zerosLike(Runtime &rt, const Shape &sizes, const TensorPtr &g)
{
    return TensorFactory::full(rt, sizes, Scalar::fromInt(0), g->dtype(), g->device(), false, "backward");
}

std::vector<bool> maskFor(const ReductionFunctions::Dims &dims, int64_t ndim)
{
    return R::dimMask(dims ? *dims : std::vector<int64_t>{}, ndim);
}

void checkNonEmpty(const TensorPtr &x, const char *op, bool index)
{
    if (x->numel() == 0)
        throw PyError(index ? "IndexError" : "RuntimeError",
                      std::string(op) + "(): Expected reduction dim to be specified for input.numel() == 0." +
                          (index ? "" : " Specify the reduction dim with the 'dim' argument."));
}

void checkReducedNonEmpty(const TensorPtr &x, const std::vector<bool> &mask, const char *op)
{
    for (size_t d = 0; d < mask.size(); ++d)
        if (mask[d] && x->sizes()[d] == 0)
            throw PyError("IndexError", std::string(op) + "(): Expected reduction dim " + std::to_string(d) +
                                            " to have non-zero size.");
}

} // namespace

TensorPtr ReductionFunctions::sum(Runtime &rt, const TensorPtr &x, const Dims &dims, bool keepdim, std::optional<DType> dtype)
{
    const std::vector<bool> mask = maskFor(dims, x->dim());
    const DType t = dtype.value_or(R::integerPromoted(x->dtype()));
    TensorPtr out = R::reduce(rt, ReduceKernel::Sum, x, mask, keepdim, t, t);
    if (!isFloating(t))
        return out;
    if (auto n = Recorder::node(rt, dims ? "SumBackward1" : "SumBackward0", {x})) {
        const Shape sizes = x->sizes();
        Recorder::finish(n, out, [sizes, mask, keepdim](const GradContext &c) -> std::vector<TensorPtr> {
            return {sumBackward(c.rt, c.grad, sizes, mask, keepdim)};
        });
    }
    return out;
}

TensorPtr ReductionFunctions::mean(Runtime &rt, const TensorPtr &x, const Dims &dims, bool keepdim, std::optional<DType> dtype)
{
    const std::vector<bool> mask = maskFor(dims, x->dim());
    TensorPtr out = R::mean(rt, x, dims ? *dims : std::vector<int64_t>{}, keepdim, dtype);
    if (auto n = Recorder::node(rt, dims ? "MeanBackward1" : "MeanBackward0", {x})) {
        const Shape sizes = x->sizes();
        const int64_t count = countOf(sizes, mask);
        Recorder::finish(n, out, [sizes, mask, keepdim, count](const GradContext &c) -> std::vector<TensorPtr> {
            return {P::div(c.rt, T(sumBackward(c.rt, c.grad, sizes, mask, keepdim)), I(count))};
        });
    }
    return out;
}

namespace {

// prod_safe_zeros_backward: grad * (exclusive products from the front * from the back).
TensorPtr prodSafeZeros(Runtime &rt, const TensorPtr &grad, const TensorPtr &input, int64_t dim)
{
    const int64_t n = input->sizes()[static_cast<size_t>(dim)];
    auto shifted = [&](bool fromEnd) {
        // [1, x0, x1, ..., x(n-2)] along dim (or the mirror image), then its running product.
        TensorPtr e = TensorFactory::full(rt, input->sizes(), Scalar::fromInt(1), input->dtype(), input->device(), false, "backward");
        if (n > 1) {
            StridedRef dst = e->ref(), src = input->ref();
            const size_t d = static_cast<size_t>(dim);
            dst.sizes[d] = src.sizes[d] = n - 1;
            const int64_t item = itemSize(input->dtype());
            if (fromEnd)
                src.data = static_cast<char *>(src.data) + input->strides()[d] * item;
            else
                dst.data = static_cast<char *>(dst.data) + e->strides()[d] * item;
            e->storage()->backend().copyStrided(dst, src, Library::Torch);
        }
        return R::cumulative(rt, e, dim, e->dtype(), true, fromEnd);
    };
    const TensorPtr forward = shifted(false), backward = shifted(true);
    return P::mul(rt, T(grad), T(P::mul(rt, T(forward), T(backward))));
}

} // namespace

TensorPtr ReductionFunctions::prod(Runtime &rt, const TensorPtr &x, std::optional<int64_t> dim, bool keepdim,
                                   std::optional<DType> dtype)
{
    const std::vector<bool> mask = dim ? R::dimMask({*dim}, x->dim()) : R::dimMask({}, x->dim());
    const DType t = dtype.value_or(R::integerPromoted(x->dtype()));
    TensorPtr out = R::reduce(rt, ReduceKernel::Prod, x, mask, keepdim, t, t);
    if (!isFloating(t))
        return out;
    if (auto n = Recorder::node(rt, dim ? "ProdBackward1" : "ProdBackward0", {x})) {
        Recorder::saveInput(*n, x);
        Recorder::saveOutput(*n, out);
        const Shape sizes = x->sizes();
        const int64_t d = dim ? ShapeMath::wrapDim(*dim, x->dim()) : 0;
        const bool hasDim = dim.has_value();
        Recorder::finish(n, out, [sizes, mask, keepdim, d, hasDim](const GradContext &c) -> std::vector<TensorPtr> {
            const TensorPtr input = c.saved(0);
            TensorPtr result = c.saved(1), g = c.grad;
            if (input->dim() == 0)
                return {g};
            const TensorPtr zeros = P::compare(c.rt, BinaryKernel::Eq, T(input), I(0));
            const bool anyZero =
                HostElements::item(R::reduce(c.rt, ReduceKernel::Any, zeros, R::dimMask({}, zeros->dim()), false, DType::Bool,
                                           DType::Bool))
                    .toBool();
            if (hasDim) {
                g = restoreDims(c.rt, g, sizes, mask, keepdim);
                result = restoreDims(c.rt, result, sizes, mask, keepdim);
            }
            if (!anyZero)
                return {P::mul(c.rt, T(g), T(P::div(c.rt, T(result), T(input))))};
            if (hasDim)
                return {prodSafeZeros(c.rt, g, input, d)};
            // prod(): over the flattened input
            const TensorPtr flat = TensorViews::reshape(c.rt, input, {input->numel()});
            const TensorPtr r = prodSafeZeros(c.rt, g, flat, 0);
            return {TensorViews::reshape(c.rt, r, sizes)};
        });
    }
    return out;
}

TensorPtr ReductionFunctions::extremeAll(Runtime &rt, const TensorPtr &x, bool max)
{
    checkNonEmpty(x, max ? "max" : "min", false);
    const std::vector<bool> mask = R::dimMask({}, x->dim());
    TensorPtr out = R::reduce(rt, max ? ReduceKernel::Max : ReduceKernel::Min, x, mask, false, x->dtype(), x->dtype());
    if (!isFloating(out->dtype()))
        return out;
    if (auto n = Recorder::node(rt, max ? "MaxBackward1" : "MinBackward1", {x})) {
        Recorder::saveInput(*n, x);
        Recorder::saveOutput(*n, out);
        Recorder::finish(n, out, [](const GradContext &c) -> std::vector<TensorPtr> {
            // evenly_distribute_backward: grad / count at every element equal to the result.
            const TensorPtr input = c.saved(0), value = c.saved(1);
            const double v = HostElements::item(value).toDouble();
            const TensorPtr mask = std::isnan(v) ? P::compare(c.rt, BinaryKernel::Ne, T(input), T(input))
                                                 : P::compare(c.rt, BinaryKernel::Eq, T(input), T(value));
            const TensorPtr count = R::sum(c.rt, mask, {}, false, std::nullopt);
            const TensorPtr share = P::div(c.rt, T(c.grad), T(count));
            TensorPtr g = zerosLike(c.rt, input->sizes(), c.grad);
            P::maskedFillInPlace(c.rt, g, mask, HostElements::item(share), "backward");
            return {g};
        });
    }
    return out;
}

std::pair<TensorPtr, TensorPtr> ReductionFunctions::extremeDim(Runtime &rt, const TensorPtr &x, int64_t dim, bool keepdim, bool max)
{
    const int64_t d = ShapeMath::wrapDim(dim, x->dim());
    if (x->dim() > 0 && x->sizes()[static_cast<size_t>(d)] == 0)
        throw PyError("IndexError", std::string(max ? "max" : "min") + "(): Expected reduction dim " + std::to_string(d) +
                                        " to have non-zero size.");
    auto [values, indices] = R::extremeWithIndex(rt, max, x, d, keepdim);
    if (!isFloating(values->dtype()))
        return {values, indices};
    if (auto n = Recorder::node(rt, max ? "MaxBackward0" : "MinBackward0", {x})) {
        n->saved().emplace_back(Recorder::alias(indices), n->name());
        const Shape sizes = x->sizes();
        std::vector<bool> mask(sizes.size(), false);
        if (!sizes.empty())
            mask[static_cast<size_t>(d)] = true;
        Recorder::finish(n, values, [sizes, mask, keepdim, d](const GradContext &c) -> std::vector<TensorPtr> {
            // value_selecting_reduction_backward: zeros with grad scattered to the indices.
            const TensorPtr g = restoreDims(c.rt, c.grad, sizes, mask, keepdim);
            const TensorPtr idx = restoreDims(c.rt, c.saved(0), sizes, mask, keepdim);
            TensorPtr z = zerosLike(c.rt, sizes, c.grad);
            Indexing::scatterInPlace(c.rt, z, d, idx, g, {}, "backward");
            return {z};
        });
    }
    return {values, indices};
}

TensorPtr ReductionFunctions::amax(Runtime &rt, const TensorPtr &x, const std::vector<int64_t> &dims, bool keepdim, bool max)
{
    const std::vector<bool> mask = R::dimMask(dims, x->dim());
    checkReducedNonEmpty(x, mask, max ? "amax" : "amin");
    TensorPtr out = R::reduce(rt, max ? ReduceKernel::Max : ReduceKernel::Min, x, mask, keepdim, x->dtype(), x->dtype());
    if (!isFloating(out->dtype()))
        return out;
    if (auto n = Recorder::node(rt, max ? "AmaxBackward0" : "AminBackward0", {x})) {
        Recorder::saveInput(*n, x);
        Recorder::saveOutput(*n, out);
        const Shape sizes = x->sizes();
        Recorder::finish(n, out, [sizes, mask, keepdim](const GradContext &c) -> std::vector<TensorPtr> {
            // scale_grad_by_count: (grad / mask.sum(dims, true)) * mask, mask = (result == self)
            const TensorPtr g = restoreDims(c.rt, c.grad, sizes, mask, keepdim);
            const TensorPtr r = restoreDims(c.rt, c.saved(1), sizes, mask, keepdim);
            const TensorPtr m = P::compare(c.rt, BinaryKernel::Eq, T(r), T(c.saved(0)));
            const TensorPtr count = R::reduce(c.rt, ReduceKernel::Sum, m, mask, true, DType::Int64, DType::Int64);
            return {P::mul(c.rt, T(P::div(c.rt, T(g), T(count))), T(m))};
        });
    }
    return out;
}

TensorPtr ReductionFunctions::argmax(Runtime &rt, const TensorPtr &x, std::optional<int64_t> dim, bool keepdim, bool max)
{
    const char *op = max ? "argmax" : "argmin";
    if (x->dtype() == DType::Bool)
        throw MathErrors::notImplementedFor(std::string(op) + "_cpu", DType::Bool);
    if (!dim) {
        checkNonEmpty(x, op, true);
        const TensorPtr flat = TensorViews::reshape(rt, x, {x->numel()});
        TensorPtr out = R::reduce(rt, max ? ReduceKernel::ArgMax : ReduceKernel::ArgMin, flat, {true}, false, flat->dtype(),
                                  DType::Int64);
        return keepdim ? TensorViews::reshape(rt, out, Shape(static_cast<size_t>(x->dim()), 1)) : out;
    }
    const std::vector<bool> mask = R::dimMask({*dim}, x->dim());
    checkReducedNonEmpty(x, mask, op);
    return R::reduce(rt, max ? ReduceKernel::ArgMax : ReduceKernel::ArgMin, x, mask, keepdim, x->dtype(), DType::Int64);
}

TensorPtr ReductionFunctions::allAny(Runtime &rt, const TensorPtr &x, std::optional<int64_t> dim, bool keepdim, bool all)
{
    const std::vector<bool> mask = dim ? R::dimMask({*dim}, x->dim()) : R::dimMask({}, x->dim());
    return R::reduce(rt, all ? ReduceKernel::All : ReduceKernel::Any, x, mask, keepdim, x->dtype(), DType::Bool);
}

TensorPtr ReductionFunctions::varStd(Runtime &rt, const TensorPtr &x, const Dims &dims, int64_t correction, bool keepdim,
                                     bool takeSqrt)
{
    if (!isFloating(x->dtype()))
        throw MathErrors::stdVarDtype();
    const std::vector<bool> mask = maskFor(dims, x->dim());
    TensorPtr out;
    if (x->numel() == 0) {
        out = TensorFactory::full(rt, R::reducedShape(x->sizes(), mask, keepdim), Scalar::fromDouble(NAN), x->dtype(),
                                  x->device(), false, takeSqrt ? "std()" : "var()");
    } else {
        ReduceParams p;
        p.correction = correction;
        p.takeSqrt = takeSqrt;
        // std_var_all_cpu takes over when the iteration has only reduced dimensions
        bool onlyReduced = true;
        for (size_t d = 0; d < mask.size(); ++d)
            if (!mask[d] && x->sizes()[d] != 1)
                onlyReduced = false;
        p.wholeTensor = onlyReduced;
        out = R::reduce(rt, ReduceKernel::Var, x, mask, keepdim, x->dtype(), x->dtype(), p);
    }
    if (auto n = Recorder::node(rt, takeSqrt ? "StdBackward0" : "VarBackward0", {x})) {
        Recorder::saveInput(*n, x);
        if (takeSqrt)
            Recorder::saveOutput(*n, out);
        const Shape sizes = x->sizes();
        const bool hasDims = dims.has_value() && x->dim() > 0;
        Recorder::finish(n, out, [sizes, mask, keepdim, correction, takeSqrt, hasDims](const GradContext &c) -> std::vector<TensorPtr> {
            const TensorPtr self = c.saved(0);
            TensorPtr g = c.grad;
            if (takeSqrt) { // std_backward: (grad / (result * 2)).masked_fill_(result == 0, 0)
                const TensorPtr result = c.saved(1);
                g = P::div(c.rt, T(g), T(P::mul(c.rt, T(result), I(2))));
                P::maskedFillInPlace(c.rt, g, P::compare(c.rt, BinaryKernel::Eq, T(result), I(0)), Scalar::fromInt(0), "backward");
            }
            // var_backward: (2.0 / dof) * grad * (self - self.mean(dims, keepdim=True))
            if (!hasDims) {
                const int64_t dof = self->numel() - correction;
                if (dof == 0)
                    return {P::mul(c.rt, Operand::of(Scalar::fromDouble(INFINITY)), T(g))};
                const TensorPtr centred = P::sub(c.rt, T(self), T(R::mean(c.rt, self, {}, false, std::nullopt)));
                return {P::mul(c.rt, T(P::mul(c.rt, Operand::of(Scalar::fromDouble(2.0 / static_cast<double>(dof))), T(g))),
                               T(centred))};
            }
            if (!keepdim && sizes.size() > 1)
                g = restoreDims(c.rt, g, sizes, mask, false);
            const int64_t dof = countOf(sizes, mask) - correction;
            if (dof == 0)
                return {P::mul(c.rt, Operand::of(Scalar::fromDouble(INFINITY)), T(g))};
            std::vector<int64_t> dims;
            for (size_t d = 0; d < mask.size(); ++d)
                if (mask[d])
                    dims.push_back(static_cast<int64_t>(d));
            const TensorPtr centred = P::sub(c.rt, T(self), T(R::mean(c.rt, self, dims, true, std::nullopt)));
            return {P::mul(c.rt, T(P::mul(c.rt, Operand::of(Scalar::fromDouble(2.0 / static_cast<double>(dof))), T(g))),
                           T(centred))};
        });
    }
    return out;
}

TensorPtr ReductionFunctions::norm(Runtime &rt, const TensorPtr &x, double p, const Dims &dims, bool keepdim)
{
    if (!isFloating(x->dtype()))
        throw PyError("RuntimeError", "norm(): input dtype should be either floating point or complex. Got " +
                                          std::string(scalarTypeName(x->dtype())) + " instead.");
    const std::vector<bool> mask = maskFor(dims, x->dim());
    ReduceParams params;
    params.p = p;
    TensorPtr out = R::reduce(rt, ReduceKernel::Norm, x, mask, keepdim, x->dtype(), x->dtype(), params);
    if (auto n = Recorder::node(rt, "NormBackward1", {x})) {
        Recorder::saveInput(*n, x);
        Recorder::saveOutput(*n, out);
        const Shape sizes = x->sizes();
        Recorder::finish(n, out, [sizes, mask, keepdim, p](const GradContext &c) -> std::vector<TensorPtr> {
            const TensorPtr self = c.saved(0);
            const TensorPtr g = restoreDims(c.rt, c.grad, sizes, mask, keepdim);
            const TensorPtr nrm = restoreDims(c.rt, c.saved(1), sizes, mask, keepdim);
            if (p == 0.0)
                return {P::mul(c.rt, T(self), I(0))};
            if (p == 1.0)
                return {P::mul(c.rt, T(P::apply(c.rt, UnaryKernel::Sign, self)), T(g))};
            if (p == 2.0) {
                TensorPtr scale = P::div(c.rt, T(g), T(nrm));
                P::maskedFillInPlace(c.rt, scale, P::compare(c.rt, BinaryKernel::Eq, T(nrm), I(0)), Scalar::fromInt(0), "backward");
                return {P::mul(c.rt, T(self), T(scale))};
            }
            // p > 2 (and 1 < p < 2 alike): self * |self|^(p-2) * grad / norm^(p-1)
            const TensorPtr absSelf = P::apply(c.rt, UnaryKernel::Abs, self);
            const TensorPtr scaled = p < 2.0 ? P::mul(c.rt, T(P::apply(c.rt, UnaryKernel::Sign, self)),
                                                      T(P::pow(c.rt, absSelf, Scalar::fromDouble(p - 1))))
                                             : P::mul(c.rt, T(self), T(P::pow(c.rt, absSelf, Scalar::fromDouble(p - 2))));
            TensorPtr scale = P::div(c.rt, T(g), T(P::pow(c.rt, nrm, Scalar::fromDouble(p - 1))));
            P::maskedFillInPlace(c.rt, scale, P::compare(c.rt, BinaryKernel::Eq, T(nrm), I(0)), Scalar::fromInt(0), "backward");
            return {P::mul(c.rt, T(scaled), T(scale))};
        });
    }
    return out;
}

TensorPtr ReductionFunctions::cumsum(Runtime &rt, const TensorPtr &x, int64_t dim, std::optional<DType> dtype)
{
    TensorPtr out = R::cumsum(rt, x, dim, dtype);
    if (!isFloating(out->dtype()))
        return out;
    if (auto n = Recorder::node(rt, "CumsumBackward0", {x})) {
        const int64_t d = ShapeMath::wrapDim(dim, x->dim());
        const DType selfType = x->dtype();
        Recorder::finish(n, out, [d, selfType](const GradContext &c) -> std::vector<TensorPtr> {
            // cumsum_backward: grad.flip(dim).cumsum(dim).flip(dim)
            const TensorPtr g = P::cast(c.rt, c.grad, selfType);
            if (g->numel() <= 1 || (g->dim() > 0 && g->sizes()[static_cast<size_t>(d)] == 1))
                return {g};
            return {R::cumulative(c.rt, g, d, g->dtype(), false, true)};
        });
    }
    return out;
}

TensorPtr ReductionFunctions::softmax(Runtime &rt, const TensorPtr &x, int64_t dim, std::optional<DType> dtype, bool log)
{
    const TensorPtr in = dtype ? P::cast(rt, x, *dtype) : x;
    if (!isFloating(in->dtype()))
        throw MathErrors::notImplementedFor(log ? "log_softmax_lastdim_kernel_impl" : "softmax_lastdim_kernel_impl", in->dtype());
    TensorPtr out = R::softmax(rt, in, dim, log);
    if (auto n = Recorder::node(rt, log ? "LogSoftmaxBackward0" : "SoftmaxBackward0", {x})) {
        Recorder::saveOutput(*n, out);
        const int64_t d = ShapeMath::wrapDim(dim, x->dim());
        Recorder::finish(n, out, [d, log](const GradContext &c) -> std::vector<TensorPtr> {
            return {R::softmaxBackward(c.rt, c.grad, c.saved(0), d, log)};
        });
    }
    return out;
}

} // namespace tl
