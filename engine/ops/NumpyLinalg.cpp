#include "NumpyLinalg.h"

#include "backend/HostLinalg.h"
#include "core/Errors.h"
#include "ops/ArrayOps.h"
#include "ops/TypePromotion.h"
#include "tensor/ShapeMath.h"

namespace tl {

namespace {

using Shape = std::vector<int64_t>;
const char *kSignature = "(n?,k),(k,m?)->(n?,m?)";

NdArrayPtr asType(Runtime &rt, const NdArrayPtr &a, DType d, const char *op)
{
    return a->dtype() == d ? a : ArrayOps::copy(rt, *a, MemoryOrder::K, d, op);
}

DType promoteOperands(const NdArrayPtr &a, const NdArrayPtr &b)
{
    return TypePromotion::numpyResultType({{a->dtype(), false, {}, false}, {b->dtype(), false, {}, false}});
}

// A 2-D window of `v` at element offset `offset`: rows x cols with the given strides.
StridedRef matrix(const StridedView &v, int64_t offset, int64_t rows, int64_t cols, int64_t rs, int64_t cs)
{
    StridedRef r = v.ref();
    r.data = static_cast<char *>(r.data) + offset * itemSize(v.dtype());
    r.sizes = {rows, cols};
    r.strides = {rs, cs};
    return r;
}

} // namespace

Scalar NumpyLinalg::scalarOf(const NdArray &a) { return ArrayOps::elementAt(a, {}); }

NdArrayPtr NumpyLinalg::matmul(Runtime &rt, const NdArrayPtr &a0, const NdArrayPtr &b0)
{
    for (int k = 0; k < 2; ++k) {
        const NdArrayPtr &x = k == 0 ? a0 : b0;
        if (x->dim() == 0)
            throw PyError("ValueError", "matmul: Input operand " + std::to_string(k) +
                                            " does not have enough dimensions (has 0, gufunc core with signature " + kSignature +
                                            " requires 1)");
    }
    // 1-D operands become a row (first) or a column (second) for the product, then lose it.
    const bool aVec = a0->dim() == 1, bVec = b0->dim() == 1;
    const int64_t m = aVec ? 1 : a0->sizes()[a0->sizes().size() - 2], n = a0->sizes().back();
    const int64_t n2 = bVec ? b0->sizes()[0] : b0->sizes()[b0->sizes().size() - 2], p = bVec ? 1 : b0->sizes().back();
    if (n != n2)
        throw PyError("ValueError", "matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature " +
                                        std::string(kSignature) + " (size " + std::to_string(n2) + " is different from " +
                                        std::to_string(n) + ")");
    const Shape batchA(a0->sizes().begin(), a0->sizes().end() - (aVec ? 1 : 2));
    const Shape batchB(b0->sizes().begin(), b0->sizes().end() - (bVec ? 1 : 2));
    const Shape batch = ShapeMath::broadcastNumpy(batchA, batchB);
    const DType t = promoteOperands(a0, b0);
    const NdArrayPtr a = asType(rt, a0, t, "matmul"), b = asType(rt, b0, t, "matmul");
    Shape outShape = batch;
    if (!aVec)
        outShape.push_back(m);
    if (!bVec)
        outShape.push_back(p);
    NdArrayPtr out = TensorMaker::emptyArray(rt, outShape, t, {"matmul", false, "matmul writes its result into a new array"});
    const Shape sa = ShapeMath::expandedStrides(batchA, Shape(a->strides().begin(), a->strides().end() - (aVec ? 1 : 2)), batch);
    const Shape sb = ShapeMath::expandedStrides(batchB, Shape(b->strides().begin(), b->strides().end() - (bVec ? 1 : 2)), batch);
    const Shape so(out->strides().begin(), out->strides().begin() + static_cast<int64_t>(batch.size()));
    const int64_t ars = aVec ? 0 : a->strides()[a->strides().size() - 2], acs = a->strides().back();
    const int64_t brs = bVec ? b->strides()[0] : b->strides()[b->strides().size() - 2], bcs = bVec ? 0 : b->strides().back();
    const int64_t ors = aVec ? 0 : out->strides()[out->strides().size() - (bVec ? 1 : 2)];
    const int64_t ocs = bVec ? 0 : out->strides().back();
    int64_t count = 1;
    for (int64_t s : batch)
        count *= s;
    std::vector<int64_t> idx(batch.size(), 0);
    int64_t oa = a->storageOffset(), ob = b->storageOffset(), oo = out->storageOffset();
    const StridedRef baseA = a->ref(), baseB = b->ref(), baseO = out->ref();
    for (int64_t k = 0; k < count; ++k) {
        const StridedRef ma = matrix(*a, oa - a->storageOffset(), m, n, ars, acs);
        const StridedRef mb = matrix(*b, ob - b->storageOffset(), n, p, brs, bcs);
        const StridedRef mo = matrix(*out, oo - out->storageOffset(), m, p, ors, ocs);
        HostLinalg::numpyMatmul(mo, ma, mb);
        for (size_t d = batch.size(); d-- > 0;) {
            oa += sa[d];
            ob += sb[d];
            oo += so[d];
            if (++idx[d] < batch[d])
                break;
            oa -= sa[d] * batch[d];
            ob -= sb[d] * batch[d];
            oo -= so[d] * batch[d];
            idx[d] = 0;
        }
    }
    (void)baseA;
    (void)baseB;
    (void)baseO;
    out->storage()->noteWrite();
    return out;
}

NdArrayPtr NumpyLinalg::dot(Runtime &rt, const NdArrayPtr &a, const NdArrayPtr &b)
{
    if (a->dim() <= 2 && b->dim() <= 2 && a->dim() >= 1 && b->dim() >= 1) {
        const int64_t ka = a->sizes().back(), kb = b->dim() == 1 ? b->sizes()[0] : b->sizes()[0];
        if (ka != kb)
            throw PyError("ValueError", "shapes " + Errors::numpyShape(a->sizes()) + " and " + Errors::numpyShape(b->sizes()) +
                                            " not aligned: " + std::to_string(ka) + " (dim " + std::to_string(a->dim() - 1) +
                                            ") != " + std::to_string(kb) + " (dim 0)");
        return matmul(rt, a, b);
    }
    if (a->dim() >= 1 && b->dim() == 1) {
        const int64_t ka = a->sizes().back(), kb = b->sizes()[0];
        if (ka != kb)
            throw PyError("ValueError", "shapes " + Errors::numpyShape(a->sizes()) + " and " + Errors::numpyShape(b->sizes()) +
                                            " not aligned: " + std::to_string(ka) + " (dim " + std::to_string(a->dim() - 1) +
                                            ") != " + std::to_string(kb) + " (dim 0)");
        return matmul(rt, a, b);
    }
    throw UnsupportedError("np.dot of these shapes (a 0-d operand, or an N-D second operand)");
}

} // namespace tl
