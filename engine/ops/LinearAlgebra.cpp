#include "LinearAlgebra.h"

#include "core/MathErrors.h"
#include "ops/Pointwise.h"

namespace tl {

namespace {

Provenance freshProduct(const std::string &op) { return {op, false, "a matrix product writes its result into a new storage"}; }

void checkDevices(const TensorPtr &a, const TensorPtr &b)
{
    Pointwise::commonDevice({a, b});
    if (a->device() != b->device())
        Pointwise::commonDevice({a->dim() == 0 ? b : a, a->dim() == 0 ? a : b});
}

// ATen's dispatch refuses bool for the BLAS-backed products.
void checkNotBool(const TensorPtr &t, const char *kernel)
{
    if (t->dtype() == DType::Bool)
        throw MathErrors::notImplementedFor(kernel, DType::Bool);
}

TensorPtr run(Runtime &rt, MatmulKind kind, const TensorPtr &a, const TensorPtr &b, const std::vector<int64_t> &shape,
              const char *op)
{
    auto out = TensorMaker::empty(rt, shape, a->dtype(), a->device(), freshProduct(op));
    if (out->numel() > 0)
        out->storage()->backend().matmul(kind, out->ref(), a->ref(), b->ref());
    out->storage()->noteWrite();
    return out;
}

} // namespace

TensorPtr LinearAlgebra::dot(Runtime &rt, const TensorPtr &a, const TensorPtr &b)
{
    if (a->dim() != 1 || b->dim() != 1)
        throw MathErrors::dotOneD(a->dim(), b->dim());
    if (a->dtype() != b->dtype())
        throw MathErrors::sameDtype("dot", a->dtype(), b->dtype());
    if (a->numel() != b->numel())
        throw MathErrors::dotSizes(a->numel(), b->numel());
    checkDevices(a, b);
    checkNotBool(a, "dot");
    auto out = TensorMaker::empty(rt, {}, a->dtype(), a->device(), freshProduct("dot()"));
    if (a->numel() == 0)
        out->storage()->backend().fill(out->ref(), Scalar::fromInt(0));
    else
        out->storage()->backend().matmul(MatmulKind::Dot, out->ref(), a->ref(), b->ref());
    out->storage()->noteWrite();
    return out;
}

TensorPtr LinearAlgebra::mv(Runtime &rt, const TensorPtr &mat, const TensorPtr &vec)
{
    if (mat->dim() != 2 || vec->dim() != 1)
        throw MathErrors::mvDims(mat->dim(), vec->dim());
    if (mat->sizes()[1] != vec->sizes()[0])
        throw MathErrors::mvShapes(mat->sizes(), vec->sizes());
    if (mat->dtype() != vec->dtype())
        throw MathErrors::scalarTypeMismatch(mat->dtype(), vec->dtype());
    checkDevices(mat, vec);
    checkNotBool(mat, "addmv_impl_cpu");
    auto out = TensorMaker::empty(rt, {mat->sizes()[0]}, mat->dtype(), mat->device(), freshProduct("mv()"));
    if (out->numel() > 0)
        out->storage()->backend().matmul(MatmulKind::Mv, out->ref(), mat->ref(), vec->ref());
    out->storage()->noteWrite();
    return out;
}

TensorPtr LinearAlgebra::mm(Runtime &rt, const TensorPtr &a, const TensorPtr &b)
{
    if (a->dim() != 2)
        throw MathErrors::expectedMatrix("self", a->dim());
    if (b->dim() != 2)
        throw MathErrors::expectedMatrix("mat2", b->dim());
    if (a->sizes()[1] != b->sizes()[0])
        throw MathErrors::mmShapes(a->sizes(), b->sizes());
    if (a->dtype() != b->dtype())
        throw MathErrors::mmDtypeMismatch(a->dtype(), b->dtype());
    checkDevices(a, b);
    checkNotBool(a, "addmm_impl_cpu_");
    return run(rt, MatmulKind::Mm, a, b, {a->sizes()[0], b->sizes()[1]}, "mm()");
}

TensorPtr LinearAlgebra::bmm(Runtime &rt, const TensorPtr &a, const TensorPtr &b)
{
    if (a->dim() != 3)
        throw MathErrors::expectedBatch("batch1", a->dim());
    if (b->dim() != 3)
        throw MathErrors::expectedBatch("batch2", b->dim());
    if (b->sizes()[0] != a->sizes()[0] || b->sizes()[1] != a->sizes()[2])
        throw MathErrors::bmmShapes({a->sizes()[0], a->sizes()[2]}, {b->sizes()[0], b->sizes()[1]});
    if (a->dtype() != b->dtype())
        throw MathErrors::scalarTypeMismatch(a->dtype(), b->dtype());
    checkDevices(a, b);
    checkNotBool(a, "bmm");
    return run(rt, MatmulKind::Bmm, a, b, {a->sizes()[0], a->sizes()[1], b->sizes()[2]}, "bmm()");
}

} // namespace tl
