// NumPy 1.24's legacy draws over new arrays: cont() for uniform / normal, _rand_int64 /
// _rand_int32 / _rand_bool for randint, shuffle's Fisher-Yates and choice's CDF searches.
#include "ArrayRandomOps.h"

#include "backend/NumpyRandomKernels.h"
#include "core/Errors.h"
#include "ops/TensorMaker.h"

#include <algorithm>
#include <set>

namespace tl {

namespace {

NdArrayPtr freshDraws(Runtime &rt, const ArrayRandomOps::Shape &shape, DType dtype, const std::string &op)
{
    return TensorMaker::emptyArray(rt, shape, dtype, {op, false, op + " allocates a new array of random numbers"});
}

NdArrayPtr reported(Runtime &rt, const NdArrayPtr &a, const std::string &op)
{
    TensorMaker::reportRandomWrite(rt, *a, op, "numpy", false);
    return a;
}

// cdf.searchsorted(x, side='right'): the first index whose value exceeds x.
int64_t searchRight(const std::vector<double> &cdf, double x)
{
    return std::upper_bound(cdf.begin(), cdf.end(), x) - cdf.begin();
}

// p.cumsum() / cdf[-1], summed in order.
std::vector<double> normalisedCdf(const std::vector<double> &p)
{
    std::vector<double> cdf(p.size());
    double sum = 0;
    for (size_t i = 0; i < p.size(); ++i)
        cdf[i] = sum += p[i];
    const double last = cdf.back();
    for (double &c : cdf)
        c /= last;
    return cdf;
}

} // namespace

NdArrayPtr ArrayRandomOps::uniform(Runtime &rt, NumpyRandomState &s, const Shape &shape, double low, double range,
                                   const std::string &op)
{
    auto a = freshDraws(rt, shape, DType::Float64, op);
    NumpyRandomKernels::uniform(a->ref(), s, low, range);
    return reported(rt, a, op);
}

NdArrayPtr ArrayRandomOps::normal(Runtime &rt, NumpyRandomState &s, const Shape &shape, double loc, double scale,
                                  const std::string &op)
{
    auto a = freshDraws(rt, shape, DType::Float64, op);
    NumpyRandomKernels::normal(a->ref(), s, loc, scale);
    return reported(rt, a, op);
}

NdArrayPtr ArrayRandomOps::integers(Runtime &rt, NumpyRandomState &s, const Shape &shape, DType dtype, int64_t low,
                                    uint64_t rng, const std::string &op)
{
    auto a = freshDraws(rt, shape, dtype, op);
    NumpyRandomKernels::integers(a->ref(), s, low, rng);
    return reported(rt, a, op);
}

void ArrayRandomOps::shuffle(Runtime &rt, NumpyRandomState &s, const NdArrayPtr &a, const std::string &op)
{
    if (!a->writeable())
        throw PyError("ValueError", "array is read-only", "copy()");
    if (a->dim() == 0 || a->numel() == 0)
        return;
    InterruptFlag::Deferral writesRunToTheEnd;
    NumpyRandomKernels::shuffle(a->ref(), s);
    reported(rt, a, op);
}

NdArrayPtr ArrayRandomOps::permutation(Runtime &rt, NumpyRandomState &s, int64_t n, const std::string &op)
{
    auto a = freshDraws(rt, {std::max<int64_t>(n, 0)}, DType::Int64, op);
    rt.cpuBackend().arange(a->ref(), 0.0, 1.0, Library::NumPy);
    NumpyRandomKernels::shuffle(a->ref(), s);
    return reported(rt, a, op);
}

NdArrayPtr ArrayRandomOps::takeRows(Runtime &rt, const NdArray &a, const std::vector<int64_t> &rows, const Shape &indexShape,
                                    const std::string &op)
{
    Shape shape = indexShape;
    shape.insert(shape.end(), a.sizes().begin() + 1, a.sizes().end());
    auto out = TensorMaker::emptyArray(rt, shape, a.dtype(), {op, false, op + " copies the chosen elements into a new array"});
    const int64_t rowElements = a.numel() / std::max<int64_t>(a.sizes()[0], 1);
    const int item = itemSize(a.dtype());
    char *dst = static_cast<char *>(out->ref().data);
    for (size_t r = 0; r < rows.size(); ++r) {
        // One source row, copied element by element in C order.
        std::vector<int64_t> index(a.sizes().size(), 0);
        index[0] = rows[r];
        for (int64_t k = 0; k < rowElements; ++k) {
            const Scalar v = rt.cpuBackend().readElement(static_cast<char *>(a.storage()->data()) + a.byteOffsetOf(index),
                                                         a.dtype());
            rt.cpuBackend().writeElement(dst + (static_cast<int64_t>(r) * rowElements + k) * item, a.dtype(), v);
            for (size_t d = index.size(); d-- > 1;) {
                if (++index[d] < a.sizes()[d])
                    break;
                index[d] = 0;
            }
        }
    }
    TensorMaker::reportWrite(rt, *out, op);
    return out;
}

std::vector<int64_t> ArrayRandomOps::weightedIndices(NumpyRandomState &s, const std::vector<double> &p, int64_t count,
                                                     bool replace)
{
    std::vector<int64_t> found;
    if (replace) {
        const std::vector<double> cdf = normalisedCdf(p);
        for (int64_t i = 0; i < count; ++i)
            found.push_back(searchRight(cdf, s.nextDouble()));
        return found;
    }
    std::vector<double> weights = p;
    while (static_cast<int64_t>(found.size()) < count) {
        std::vector<double> x;
        for (int64_t i = static_cast<int64_t>(found.size()); i < count; ++i)
            x.push_back(s.nextDouble());
        for (int64_t f : found)
            weights[static_cast<size_t>(f)] = 0;
        const std::vector<double> cdf = normalisedCdf(weights);
        // np.unique(new, return_index=True), first occurrences kept in draw order.
        std::set<int64_t> seen;
        for (double u : x) {
            const int64_t idx = searchRight(cdf, u);
            if (seen.insert(idx).second)
                found.push_back(idx);
        }
    }
    return found;
}

NdArrayPtr ArrayRandomOps::empty(Runtime &rt, const Shape &shape, DType dtype, const Shape &strides, const std::string &op)
{
    return TensorMaker::emptyArray(rt, shape, dtype, {op, false, op + " allocates a new array and leaves it uninitialised"},
                                   strides, true);
}

} // namespace tl
