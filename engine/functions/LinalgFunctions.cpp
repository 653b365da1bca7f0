#include "LinalgFunctions.h"

#include "core/VersionProfile.h"
#include "core/PyError.h"
#include "functions/TensorMath.h"
#include "ops/TensorFactory.h"

#include "BinaryFunctions.h"
#include "Recorder.h"
#include "core/MathErrors.h"
#include "functions/TensorConvert.h"
#include "functions/TensorViews.h"
#include "ops/HostElements.h"
#include "ops/LinearAlgebra.h"
#include "ops/Pointwise.h"
#include "tensor/ShapeMath.h"

#include <cmath>

namespace tl {

namespace {

using LA = LinearAlgebra;
using P = Pointwise;
using V = TensorViews;
using Shape = std::vector<int64_t>;

// at::_unsafe_view: `t`'s memory under a new shape, not a view for autograd's purposes.
TensorPtr unsafeView(Runtime &rt, const TensorPtr &t, const Shape &shape, const char *gradFn = "UnsafeViewBackward0")
{
    auto out = TensorMaker::view(rt, t->storage(), t->dtype(), shape, StridedView::contiguousStrides(shape), t->storageOffset(),
                                 t->versionCounter(), {"matmul", false, "matmul's result"});
    if (auto n = Recorder::node(rt, gradFn, {t})) {
        const Shape in = t->sizes();
        Recorder::finish(n, out, [in](const GradContext &c) -> std::vector<TensorPtr> { return {V::reshape(c.rt, c.grad, in)}; });
    }
    return out;
}

TensorPtr unsqueeze(Runtime &rt, const TensorPtr &t, int64_t dim)
{
    Shape s = t->sizes();
    s.insert(s.begin() + dim, 1);
    return V::view(rt, t, s);
}

// ATen 1.13's should_fold: tensor1 (>= 3-D) times a 1-D or 2-D tensor can be one mm/mv
// over tensor1's batch, unless tensor1 is [B, n, m] with its last two dims transposed.
bool shouldFold(const TensorPtr &t1, int64_t dim2)
{
    const int64_t dim1 = t1->dim();
    if (dim1 >= 3 && (dim2 == 1 || dim2 == 2)) {
        const auto &sizes = t1->sizes();
        const auto &strides = t1->strides();
        if (dim1 == 3 && dim2 == 2 && strides.back() != 1 && strides.front() == sizes[1] * sizes[2])
            return false;
        return true;
    }
    return false;
}

TensorPtr mT(Runtime &rt, const TensorPtr &t) { return V::transpose(rt, t, -2, -1); }

} // namespace

TensorPtr LinalgFunctions::dot(Runtime &rt, const TensorPtr &a, const TensorPtr &b)
{
    TensorPtr out = LA::dot(rt, a, b);
    if (!isFloating(out->dtype()))
        return out;
    if (auto n = Recorder::node(rt, "DotBackward0", {a, b})) {
        b->requiresGrad() ? Recorder::saveInput(*n, a) : Recorder::saveNothing(*n);
        a->requiresGrad() ? Recorder::saveInput(*n, b) : Recorder::saveNothing(*n);
        Recorder::finish(n, out, [](const GradContext &c) -> std::vector<TensorPtr> {
            return {c.needs(0) ? P::mul(c.rt, Operand::of(c.grad), Operand::of(c.saved(1))) : nullptr,
                    c.needs(1) ? P::mul(c.rt, Operand::of(c.grad), Operand::of(c.saved(0))) : nullptr};
        });
    }
    return out;
}

TensorPtr LinalgFunctions::mv(Runtime &rt, const TensorPtr &mat, const TensorPtr &vec)
{
    TensorPtr out = LA::mv(rt, mat, vec);
    if (!isFloating(out->dtype()))
        return out;
    if (auto n = Recorder::node(rt, "MvBackward0", {mat, vec})) {
        vec->requiresGrad() ? Recorder::saveInput(*n, mat) : Recorder::saveNothing(*n);
        mat->requiresGrad() ? Recorder::saveInput(*n, vec) : Recorder::saveNothing(*n);
        Recorder::finish(n, out, [](const GradContext &c) -> std::vector<TensorPtr> {
            TensorPtr gm, gv;
            if (c.needs(0)) // grad.ger(vec): grad.reshape({-1, 1}) * vec
                gm = P::mul(c.rt, Operand::of(V::reshape(c.rt, c.grad, {c.grad->numel(), 1})), Operand::of(c.saved(1)));
            if (c.needs(1))
                gv = LA::mv(c.rt, V::t(c.rt, c.saved(0)), c.grad);
            return {gm, gv};
        });
    }
    return out;
}

TensorPtr LinalgFunctions::mm(Runtime &rt, const TensorPtr &a, const TensorPtr &b)
{
    TensorPtr out = LA::mm(rt, a, b);
    if (!isFloating(out->dtype()))
        return out;
    if (auto n = Recorder::node(rt, "MmBackward0", {a, b})) {
        b->requiresGrad() ? Recorder::saveInput(*n, a) : Recorder::saveNothing(*n);
        a->requiresGrad() ? Recorder::saveInput(*n, b) : Recorder::saveNothing(*n);
        const Shape aSizes = a->sizes(), aStrides = a->strides(), bSizes = b->sizes(), bStrides = b->strides();
        Recorder::finish(n, out, [aSizes, aStrides, bSizes, bStrides](const GradContext &c) -> std::vector<TensorPtr> {
            TensorPtr ga, gb;
            if (c.needs(0)) { // mm_mat1_backward: a column-major mat1 gets a column-major gradient
                const TensorPtr mat2 = c.saved(1);
                if (aStrides[0] == 1 && aStrides[1] == aSizes[0])
                    ga = V::t(c.rt, LA::mm(c.rt, mat2, V::t(c.rt, c.grad)));
                else
                    ga = LA::mm(c.rt, c.grad, V::t(c.rt, mat2));
            }
            if (c.needs(1)) { // mm_mat2_backward
                const TensorPtr mat1 = c.saved(0);
                if (bStrides[0] == 1 && bStrides[1] == bSizes[0])
                    gb = V::t(c.rt, LA::mm(c.rt, V::t(c.rt, c.grad), mat1));
                else
                    gb = LA::mm(c.rt, V::t(c.rt, mat1), c.grad);
            }
            return {ga, gb};
        });
    }
    return out;
}

TensorPtr LinalgFunctions::bmm(Runtime &rt, const TensorPtr &a, const TensorPtr &b)
{
    TensorPtr out = LA::bmm(rt, a, b);
    if (!isFloating(out->dtype()))
        return out;
    if (auto n = Recorder::node(rt, "BmmBackward0", {a, b})) {
        b->requiresGrad() ? Recorder::saveInput(*n, a) : Recorder::saveNothing(*n);
        a->requiresGrad() ? Recorder::saveInput(*n, b) : Recorder::saveNothing(*n);
        Recorder::finish(n, out, [](const GradContext &c) -> std::vector<TensorPtr> {
            return {c.needs(0) ? LA::bmm(c.rt, c.grad, V::transpose(c.rt, c.saved(1), 1, 2)) : nullptr,
                    c.needs(1) ? LA::bmm(c.rt, V::transpose(c.rt, c.saved(0), 1, 2), c.grad) : nullptr};
        });
    }
    return out;
}

namespace {

// r[i] = a[i+1] * b[i+2] - a[i+2] * b[i+1], the first product fused into the subtraction.
template <typename F>
TensorPtr crossValues(Runtime &rt, const TensorPtr &a, const TensorPtr &b, int64_t dim)
{
    const std::vector<int64_t> &sizes = a->sizes();
    std::vector<Scalar> out(static_cast<size_t>(a->numel()));
    std::vector<int64_t> index(sizes.size(), 0);
    const size_t d = static_cast<size_t>(dim);
    for (int64_t k = 0; k < a->numel(); ++k) {
        const int64_t c = index[d];
        auto at = [&](const TensorPtr &t, int64_t comp) {
            std::vector<int64_t> i = index;
            i[d] = comp % 3;
            return static_cast<F>(HostElements::at(*t, i).toDouble());
        };
        const F p = at(a, c + 2) * at(b, c + 1);
        out[static_cast<size_t>(k)] = Scalar::fromDouble(static_cast<double>(std::fma(at(a, c + 1), at(b, c + 2), -p)), a->dtype());
        for (size_t e = index.size(); e-- > 0;) {
            if (++index[e] < sizes[e])
                break;
            index[e] = 0;
        }
    }
    return TensorFactory::fromValues(rt, out, sizes, a->dtype(), a->device(), false, "cross()");
}

TensorPtr crossNoGrad(Runtime &rt, const TensorPtr &a, const TensorPtr &b, int64_t dim)
{
    return a->dtype() == DType::Float32 ? crossValues<float>(rt, a, b, dim) : crossValues<double>(rt, a, b, dim);
}

} // namespace

TensorPtr LinalgFunctions::cross(Runtime &rt, const TensorPtr &a, const TensorPtr &b, int64_t dim)
{
    if (a->sizes() != b->sizes() || a->dtype() != b->dtype() || (a->dtype() != DType::Float32 && a->dtype() != DType::Float64))
        throw UnsupportedError("torch.cross of tensors of different shapes or dtypes, or not float32/float64");
    TensorPtr out = crossNoGrad(rt, a, b, dim);
    if (auto n = Recorder::node(rt, "LinalgCrossBackward0", {a, b})) {
        Recorder::saveInput(*n, a);
        Recorder::saveInput(*n, b);
        Recorder::finish(n, out, [dim](const GradContext &c) -> std::vector<TensorPtr> {
            // self: linalg_cross(other, grad, dim); other: linalg_cross(grad, self, dim)
            return {c.needs(0) ? crossNoGrad(c.rt, c.saved(1), c.grad, dim) : nullptr,
                    c.needs(1) ? crossNoGrad(c.rt, c.grad, c.saved(0), dim) : nullptr};
        });
    }
    return out;
}

TensorPtr LinalgFunctions::outer(Runtime &rt, const TensorPtr &a, const TensorPtr &b)
{
    if (a->dim() != 1)
        throw PyError("RuntimeError", "outer: Expected 1-D argument self, but got " + std::to_string(a->dim()) + "-D");
    if (b->dim() != 1)
        throw PyError("RuntimeError", "outer: Expected 1-D argument vec2, but got " + std::to_string(b->dim()) + "-D");
    // at::outer: self.reshape({self.size(0), 1}) * vec2
    return BinaryFunctions::call(rt, BinaryOp::Mul, Operand::of(V::reshape(rt, a, {a->sizes()[0], 1})), Operand::of(b));
}

TensorPtr LinalgFunctions::matmul(Runtime &rt, const TensorPtr &a, const TensorPtr &b)
{
    const int64_t d1 = a->dim(), d2 = b->dim();
    if (d1 == 0 || d2 == 0)
        throw MathErrors::matmulZeroDim(d1, d2);
    if (d1 == 1 && d2 == 1)
        return dot(rt, a, b);
    if (d1 == 2 && d2 == 1)
        return mv(rt, a, b);
    if (d1 == 1 && d2 == 2) {
        // tensor1.unsqueeze(0).mm(tensor2).squeeze_(0)
        const TensorPtr r = mm(rt, unsqueeze(rt, a, 0), b);
        // squeeze_.dim's node (renumbered in PyTorch 2, as in DimensionViews)
        return unsafeView(rt, r, {r->sizes()[1]}, Profile::isCurrent() ? "SqueezeBackward4" : "SqueezeBackward3");
    }
    if (d1 == 2 && d2 == 2)
        return mm(rt, a, b);
    if (shouldFold(a, d2) || shouldFold(b, d1)) {
        // Fold the larger tensor's batch into mm/mv rows (the smaller one transposed to the
        // front when it is the second).
        const bool transpose = d2 > d1;
        const TensorPtr t1 = transpose ? mT(rt, b) : a;
        const TensorPtr t2 = !transpose ? b : (d1 == 2 ? V::t(rt, a) : a);
        const Shape &sizes1 = t1->sizes();
        Shape outShape(sizes1.begin(), sizes1.end() - 1);
        int64_t folded = 1;
        for (int64_t s : outShape)
            folded *= s;
        const bool t2Matrix = t2->dim() == 2;
        if (t2Matrix)
            outShape.push_back(t2->sizes()[1]);
        const TensorPtr t1Folded = V::reshape(rt, t1, {folded, sizes1.back()});
        if (t2Matrix) {
            const TensorPtr output = unsafeView(rt, mm(rt, t1Folded, t2), outShape);
            return transpose ? TensorConvert::contiguous(rt, mT(rt, output)) : output;
        }
        return unsafeView(rt, mv(rt, t1Folded, t2), outShape);
    }
    // The batched product: both sides expanded to the broadcast batch, flattened, bmm.
    const int64_t n = d1 > 1 ? a->sizes()[static_cast<size_t>(d1 - 2)] : 1;
    const int64_t m1 = a->sizes().back();
    const Shape batch1(a->sizes().begin(), a->sizes().begin() + std::max<int64_t>(d1 - 2, 0));
    const int64_t m2 = d2 > 1 ? b->sizes()[static_cast<size_t>(d2 - 2)] : b->sizes().front();
    const int64_t p = d2 > 1 ? b->sizes().back() : 1;
    const Shape batch2(b->sizes().begin(), b->sizes().begin() + std::max<int64_t>(d2 - 2, 0));
    const Shape batch = ShapeMath::broadcastTorch(batch1, batch2);
    int64_t batchProduct = 1;
    for (int64_t s : batch)
        batchProduct *= s;
    Shape e1 = batch, e2 = batch;
    e1.insert(e1.end(), {n, m1});
    e2.insert(e2.end(), {m2, p});
    const TensorPtr a3 = V::reshape(rt, V::expand(rt, a, e1), {batchProduct, n, m1});
    const TensorPtr b3 = V::reshape(rt, V::expand(rt, b, e2), {batchProduct, m2, p});
    Shape outShape = batch;
    if (d1 > 1)
        outShape.push_back(n);
    if (d2 > 1)
        outShape.push_back(p);
    return unsafeView(rt, bmm(rt, a3, b3), outShape);
}

} // namespace tl
