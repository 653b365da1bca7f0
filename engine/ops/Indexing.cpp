#include "Indexing.h"

#include "core/Errors.h"
#include "core/InterruptFlag.h"
#include "core/MathErrors.h"
#include "ops/HostElements.h"
#include "ops/Pointwise.h"
#include "tensor/MemoryOverlap.h"
#include "tensor/ShapeMath.h"

#include <cmath>

namespace tl {

namespace {

Provenance freshIndexResult(const std::string &op) { return {op, false, "the op writes its result into a new storage"}; }

// The index as int64 (int32 indices are widened, as ATen's kernels read them).
TensorPtr int64Index(Runtime &rt, const TensorPtr &index) { return Pointwise::cast(rt, index, DType::Int64); }

// Every index value in [0, size), or the op's error for the first that is not.
template <typename Error>
void checkRange(const TensorPtr &index, int64_t size, const Error &error)
{
    const int64_t n = index->numel();
    if (n == 0)
        return;
    std::vector<int64_t> at(index->sizes().size(), 0);
    for (int64_t k = 0; k < n; ++k) {
        const int64_t v = HostElements::at(*index, at).toInt();
        if (v < 0 || v >= size)
            throw error(v);
        for (size_t d = at.size(); d-- > 0;) {
            if (++at[d] < index->sizes()[d])
                break;
            at[d] = 0;
        }
        if ((k & 0xfffff) == 0xfffff)
            InterruptFlag::poll();
    }
}

int64_t sizeAt(const TensorPtr &t, int64_t d) { return t->dim() == 0 ? 1 : t->sizes()[static_cast<size_t>(d)]; }

// ScatterGatherChecks.h: index no larger than self (and src) apart from `dim`.
void checkGatherShape(const TensorPtr &self, int64_t dim, const TensorPtr &index, const TensorPtr *src)
{
    const int64_t n = std::max<int64_t>(self->dim(), 1);
    if (std::max<int64_t>(index->dim(), 1) != n)
        throw PyError("RuntimeError", std::string("Index tensor must have the same number of dimensions as ") +
                                          (src ? "self" : "input") + " tensor");
    for (int64_t d = 0; d < n; ++d) {
        const int64_t is = sizeAt(index, d);
        if (src) {
            if ((d != dim && is > sizeAt(self, d)) || is > sizeAt(*src, d))
                throw PyError("RuntimeError", "Expected index " + Errors::shapeList(index->sizes()) + " to be smaller than self " +
                                                  Errors::shapeList(self->sizes()) + " apart from dimension " +
                                                  std::to_string(dim) + " and to be smaller size than src " +
                                                  Errors::shapeList((*src)->sizes()));
        } else if (d != dim && is > sizeAt(self, d)) {
            throw PyError("RuntimeError", "Size does not match at dimension " + std::to_string(d) + " expected index " +
                                              Errors::shapeList(index->sizes()) + " to be smaller than self " +
                                              Errors::shapeList(self->sizes()) + " apart from dimension " + std::to_string(dim));
        }
    }
}

// A kernel view of a tensor with at least one dimension (0-d tensors act as [1]).
StridedRef atLeast1d(const TensorPtr &t)
{
    StridedRef r = t->ref();
    if (r.sizes.empty()) {
        r.sizes = {1};
        r.strides = {1};
    }
    return r;
}

} // namespace

TensorPtr Indexing::indexSelect(Runtime &rt, const TensorPtr &in, int64_t dim, const TensorPtr &index)
{
    const int64_t d = ShapeMath::wrapDim(dim, in->dim());
    if (index->dim() > 1)
        throw PyError("IndexError", "index_select(): Index is supposed to be a vector");
    if (index->dtype() != DType::Int64 && index->dtype() != DType::Int32)
        throw PyError("RuntimeError", "index_select(): Expected dtype int32 or int64 for index");
    Pointwise::commonDevice({in, index});
    const TensorPtr idx = int64Index(rt, index);
    const int64_t size = sizeAt(in, d);
    checkRange(idx, size, [&](int64_t v) {
        return PyError("RuntimeError", "INDICES element is out of DATA bounds, id=" + std::to_string(v) +
                                           " axis_dim=" + std::to_string(size));
    });
    std::vector<int64_t> shape = in->sizes();
    if (!shape.empty())
        shape[static_cast<size_t>(d)] = idx->numel();
    auto out = TensorMaker::empty(rt, shape, in->dtype(), in->device(), freshIndexResult("index_select()"));
    if (out->numel() > 0) {
        StridedRef ix = atLeast1d(idx);
        out->storage()->backend().indexed(IndexKernel::IndexSelect, atLeast1d(out), atLeast1d(in), d, ix, nullptr, {});
    }
    out->storage()->noteWrite();
    return out;
}

TensorPtr Indexing::gather(Runtime &rt, const TensorPtr &in, int64_t dim, const TensorPtr &index)
{
    const int64_t d = ShapeMath::wrapDim(dim, in->dim());
    if (index->dtype() != DType::Int64)
        throw PyError("RuntimeError", "gather(): Expected dtype int64 for index");
    checkGatherShape(in, d, index, nullptr);
    Pointwise::commonDevice({in, index});
    const int64_t size = sizeAt(in, d);
    checkRange(index, size, [&](int64_t v) {
        return PyError("RuntimeError", "index " + std::to_string(v) + " is out of bounds for dimension " + std::to_string(d) +
                                           " with size " + std::to_string(size));
    });
    auto out = TensorMaker::empty(rt, index->sizes(), in->dtype(), in->device(), freshIndexResult("gather()"));
    if (out->numel() > 0)
        out->storage()->backend().indexed(IndexKernel::Gather, atLeast1d(out), atLeast1d(in), d, atLeast1d(index), nullptr, {});
    out->storage()->noteWrite();
    return out;
}

void Indexing::checkScatter(const TensorPtr &self, int64_t dim, const TensorPtr &index, const TensorPtr &src)
{
    const int64_t d = ShapeMath::wrapDim(dim, self->dim());
    if (index->dtype() != DType::Int64)
        throw PyError("RuntimeError", "scatter(): Expected dtype int64 for index");
    if (src && src->dtype() != self->dtype())
        throw PyError("RuntimeError", "scatter(): Expected self.dtype to be equal to src.dtype");
    if (src)
        checkGatherShape(self, d, index, &src);
    else if (std::max<int64_t>(index->dim(), 1) != std::max<int64_t>(self->dim(), 1))
        throw PyError("RuntimeError", "Index tensor must have the same number of dimensions as self tensor");
    else
        checkGatherShape(self, d, index, nullptr);
    const int64_t size = sizeAt(self, d);
    checkRange(index, size, [&](int64_t v) {
        return PyError("RuntimeError", "index " + std::to_string(v) + " is out of bounds for dimension " + std::to_string(d) +
                                           " with size " + std::to_string(size));
    });
}

void Indexing::scatterInPlace(Runtime &rt, const TensorPtr &self, int64_t dim, const TensorPtr &index, const TensorPtr &src,
                              Scalar value, const std::string &opName)
{
    InterruptFlag::Deferral writesRunToTheEnd;
    const int64_t d = ShapeMath::wrapDim(dim, self->dim());
    checkScatter(self, dim, index, src);
    Pointwise::commonDevice({self, index, src});
    MemoryOverlap::assertNoInternalOverlap(*self);
    if (index->numel() > 0) {
        StridedRef s = src ? atLeast1d(src) : StridedRef{};
        self->storage()->backend().indexed(IndexKernel::Scatter, atLeast1d(self), atLeast1d(self), d, atLeast1d(index),
                                           src ? &s : nullptr, value);
    }
    self->bumpVersion();
    TensorMaker::reportWrite(rt, *self, opName);
}

void Indexing::scatterAddInPlace(Runtime &rt, const TensorPtr &self, int64_t dim, const TensorPtr &index, const TensorPtr &src)
{
    const int64_t d = ShapeMath::wrapDim(dim, self->dim());
    if (index->numel() > 0) {
        StridedRef s = atLeast1d(src);
        self->storage()->backend().indexed(IndexKernel::ScatterAdd, atLeast1d(self), atLeast1d(self), d, atLeast1d(index), &s, {});
    }
    self->bumpVersion();
    TensorMaker::reportWrite(rt, *self, "scatter_add_()");
}

void Indexing::checkIndexAdd(const TensorPtr &self, int64_t dim, const TensorPtr &index, const TensorPtr &source)
{
    const int64_t d = ShapeMath::wrapDim(dim, self->dim());
    if (index->dim() > 1)
        throw PyError("IndexError", "index_add_(): Index is supposed to be a vector, but got dim: " +
                                        std::to_string(index->dim()) + " with type: " + std::string(scalarTypeName(index->dtype())) +
                                        " and size: " + Errors::shapeList(index->sizes()));
    if (index->dtype() != DType::Int64 && index->dtype() != DType::Int32)
        throw PyError("RuntimeError", "index_add_(): Expected dtype int32/int64 for index but got: " +
                                          std::string(scalarTypeName(index->dtype())));
    if (self->dtype() != source->dtype())
        throw PyError("RuntimeError", "index_add_(): self (" + std::string(scalarTypeName(self->dtype())) + ") and source (" +
                                          std::string(scalarTypeName(source->dtype())) + ") must have the same scalar type");
    if (std::max<int64_t>(source->dim(), 1) > 1 || self->dim() > 1) {
        const int64_t n = sizeAt(source, std::min<int64_t>(d, std::max<int64_t>(source->dim(), 1) - 1));
        if (index->numel() != n)
            throw PyError("RuntimeError", "index_add_(): Number of indices (" + std::to_string(index->numel()) +
                                              ") should be equal to source.size(dim): (" + std::to_string(n) +
                                              "), for dim: " + std::to_string(d));
    }
    // The slices must add: source's slice broadcast to self's.
    std::vector<int64_t> selfSlice = self->sizes(), sourceSlice = source->sizes();
    if (!selfSlice.empty())
        selfSlice.erase(selfSlice.begin() + d);
    if (!sourceSlice.empty())
        sourceSlice.erase(sourceSlice.begin() + std::min<int64_t>(d, static_cast<int64_t>(sourceSlice.size()) - 1));
    const auto b = ShapeMath::broadcastTorch(selfSlice, sourceSlice);
    if (b != selfSlice)
        throw PyError("RuntimeError", "output with shape " + Errors::shapeList(selfSlice) + " doesn't match the broadcast shape " +
                                          Errors::shapeList(b));
    const int64_t size = sizeAt(self, d);
    checkRange(index, size, [](int64_t) { return PyError("IndexError", "index out of range in self"); });
}

void Indexing::indexAddInPlace(Runtime &rt, const TensorPtr &self, int64_t dim, const TensorPtr &index, const TensorPtr &source,
                               Scalar alpha, const std::string &opName)
{
    InterruptFlag::Deferral writesRunToTheEnd;
    const int64_t d = ShapeMath::wrapDim(dim, self->dim());
    checkIndexAdd(self, dim, index, source);
    Pointwise::commonDevice({self, index, source});
    MemoryOverlap::assertNoInternalOverlap(*self);
    const TensorPtr idx = int64Index(rt, index);
    if (idx->numel() > 0) {
        StridedRef s = atLeast1d(source);
        if (s.sizes.size() < static_cast<size_t>(std::max<int64_t>(self->dim(), 1)))
            s = atLeast1d(self); // unreachable: shapes were checked
        self->storage()->backend().indexed(IndexKernel::IndexAdd, atLeast1d(self), atLeast1d(self), d, atLeast1d(idx), &s, alpha);
    }
    self->bumpVersion();
    TensorMaker::reportWrite(rt, *self, opName);
}

TensorPtr Indexing::where(Runtime &rt, const TensorPtr &cond, const Operand &a, const Operand &b)
{
    if (cond->dtype() != DType::Bool)
        throw PyError("RuntimeError", "where expected condition to be a boolean tensor, but got a tensor with dtype " +
                                          std::string(scalarTypeName(cond->dtype())));
    const DType t = Pointwise::resultType({a, b});
    return Pointwise::where(rt, cond, a, b, t);
}

std::vector<TensorPtr> Indexing::nonzeroPerDim(Runtime &rt, const TensorPtr &cond)
{
    // Row-major scan on the host (the indices' count decides the result's size).
    const int64_t nd = std::max<int64_t>(cond->dim(), 1);
    std::vector<std::vector<Scalar>> coords(static_cast<size_t>(nd));
    const int64_t n = cond->numel();
    std::vector<int64_t> at(cond->sizes().size(), 0);
    for (int64_t k = 0; k < n; ++k) {
        if (HostElements::at(*cond, at).toBool()) {
            if (cond->dim() == 0)
                coords[0].push_back(Scalar::fromInt(0));
            for (size_t d = 0; d < at.size(); ++d)
                coords[d].push_back(Scalar::fromInt(at[d]));
        }
        for (size_t d = at.size(); d-- > 0;) {
            if (++at[d] < cond->sizes()[d])
                break;
            at[d] = 0;
        }
    }
    std::vector<TensorPtr> out;
    for (const auto &c : coords) {
        auto t = TensorMaker::empty(rt, {static_cast<int64_t>(c.size())}, DType::Int64, cond->device(), freshIndexResult("nonzero()"));
        for (size_t i = 0; i < c.size(); ++i)
            t->storage()->backend().writeElement(static_cast<char *>(t->storage()->data()) + i * 8, DType::Int64, c[i]);
        out.push_back(t);
    }
    return out;
}

TensorPtr Indexing::diag(Runtime &rt, const TensorPtr &in, int64_t k)
{
    if (in->dim() == 1) {
        const int64_t n = in->sizes()[0] + std::abs(k);
        auto out = TensorMaker::empty(rt, {n, n}, in->dtype(), in->device(), freshIndexResult("diag()"));
        out->storage()->backend().fill(out->ref(), Scalar::fromInt(0));
        StridedRef diagonal = out->ref();
        diagonal.sizes = {in->sizes()[0]};
        diagonal.strides = {n + 1};
        diagonal.data = static_cast<char *>(diagonal.data) + (k >= 0 ? k : -k * n) * itemSize(in->dtype());
        if (in->numel() > 0)
            out->storage()->backend().copyStrided(diagonal, in->ref(), Library::Torch);
        out->storage()->noteWrite();
        return out;
    }
    if (in->dim() != 2)
        throw PyError("RuntimeError", "matrix or a vector expected");
    const int64_t rows = in->sizes()[0], cols = in->sizes()[1];
    const int64_t len = k >= 0 ? std::max<int64_t>(0, std::min(rows, cols - k)) : std::max<int64_t>(0, std::min(rows + k, cols));
    auto out = TensorMaker::empty(rt, {len}, in->dtype(), in->device(), freshIndexResult("diag()"));
    if (len > 0) {
        StridedRef diagonal = in->ref();
        diagonal.sizes = {len};
        diagonal.strides = {in->strides()[0] + in->strides()[1]};
        diagonal.data = static_cast<char *>(diagonal.data) +
                        (k >= 0 ? k * in->strides()[1] : -k * in->strides()[0]) * itemSize(in->dtype());
        out->storage()->backend().copyStrided(out->ref(), diagonal, Library::Torch);
    }
    out->storage()->noteWrite();
    return out;
}

TensorPtr Indexing::trace(Runtime &rt, const TensorPtr &in)
{
    if (in->dim() != 2)
        throw PyError("RuntimeError", "trace: expected a matrix, but got tensor with dim " + std::to_string(in->dim()));
    const DType outType = isFloating(in->dtype()) ? in->dtype() : DType::Int64;
    const int64_t len = std::min(in->sizes()[0], in->sizes()[1]);
    const TensorPtr x = Pointwise::cast(rt, in, outType);
    auto out = TensorMaker::empty(rt, {}, outType, in->device(), freshIndexResult("trace()"));
    StridedRef diagonal = x->ref();
    diagonal.sizes = {len};
    diagonal.strides = {x->strides()[0] + x->strides()[1]};
    StridedRef o = out->ref();
    o.sizes = {len};
    o.strides = {0};
    ReduceParams p;
    p.sequential = true;
    if (len == 0)
        out->storage()->backend().fill(out->ref(), Scalar::fromInt(0));
    else
        out->storage()->backend().reduce(ReduceKernel::Sum, o, nullptr, diagonal, p);
    out->storage()->noteWrite();
    return out;
}

TensorPtr Indexing::eye(Runtime &rt, int64_t n, int64_t m, DType dtype, const Device &device)
{
    if (n < 0)
        throw PyError("RuntimeError", "n must be greater or equal to 0, got " + std::to_string(n));
    if (m < 0)
        throw PyError("RuntimeError", "m must be greater or equal to 0, got " + std::to_string(m));
    auto out = TensorMaker::empty(rt, {n, m}, dtype, device, freshIndexResult("torch.eye"));
    out->storage()->backend().fill(out->ref(), Scalar::fromInt(0));
    StridedRef diagonal = out->ref();
    diagonal.sizes = {std::min(n, m)};
    diagonal.strides = {m + 1};
    if (std::min(n, m) > 0)
        out->storage()->backend().fill(diagonal, Scalar::fromInt(1));
    out->storage()->noteWrite();
    return out;
}

TensorPtr Indexing::linspace(Runtime &rt, Scalar start, Scalar end, int64_t steps, DType dtype, const Device &device,
                             std::optional<double> logBase)
{
    if (steps < 0)
        throw PyError("RuntimeError", "number of steps must be non-negative");
    auto out = TensorMaker::empty(rt, {steps}, dtype, device, freshIndexResult(logBase ? "torch.logspace" : "torch.linspace"));
    if (steps == 1) {
        // linspace_out fills start (logspace: base ** start) for one step.
        const Scalar v = logBase ? Scalar::fromDouble(std::pow(*logBase, start.castTo(dtype).toDouble())) : start;
        out->storage()->backend().fill(out->ref(), v);
    } else if (steps > 1) {
        // Their AT_DISPATCH lists: no bool, and logspace's no Half either.
        if (dtype == DType::Bool || (logBase && dtype == DType::Float16))
            throw Errors::kernelNotImplemented(logBase ? "logspace_cpu" : "linspace_cpu", dtype);
        out->storage()->backend().linspace(out->ref(), start, end, steps, logBase);
    }
    out->storage()->noteWrite();
    return out;
}

} // namespace tl
