// Legacy RandomState fills in C order, and shuffle's swaps from the last element down
// (random_interval(i) picks the partner of i).
#include "NumpyRandomKernels.h"

#include "ElementLoops.h"
#include "random/NumpyRandomState.h"

#include <cstring>
#include <vector>

namespace tl {

namespace {
using namespace kernels;

// f(T &element) over dst in C order.
template <typename T, typename F>
void inOrder(const StridedRef &dst, F &&f)
{
    T *base = static_cast<T *>(dst.data);
    forEach3(dst.sizes, dst.strides.data(), nullptr, nullptr, [&](int64_t o, int64_t, int64_t) { f(base[o]); });
}
} // namespace

void NumpyRandomKernels::uniform(const StridedRef &dst, NumpyRandomState &s, double low, double range)
{
    inOrder<double>(dst, [&](double &x) { x = low + range * s.nextDouble(); });
}

void NumpyRandomKernels::normal(const StridedRef &dst, NumpyRandomState &s, double loc, double scale)
{
    inOrder<double>(dst, [&](double &x) { x = loc + scale * s.gauss(); });
}

void NumpyRandomKernels::integers(const StridedRef &dst, NumpyRandomState &s, int64_t low, uint64_t rng)
{
    s.resetBitBuffer();
    switch (dst.dtype) {
    case DType::Bool:
        inOrder<bool>(dst, [&](bool &x) { x = s.boundedBool(low != 0, rng != 0); });
        return;
    case DType::Int32:
        inOrder<int32_t>(dst, [&](int32_t &x) {
            x = static_cast<int32_t>(s.boundedUint32(static_cast<uint32_t>(low), static_cast<uint32_t>(rng)));
        });
        return;
    default:
        inOrder<int64_t>(dst, [&](int64_t &x) { x = static_cast<int64_t>(s.boundedUint64(static_cast<uint64_t>(low), rng)); });
        return;
    }
}

void NumpyRandomKernels::shuffle(const StridedRef &x, NumpyRandomState &s)
{
    if (x.sizes.empty() || x.sizes[0] < 2)
        return;
    const int64_t n = x.sizes[0];
    const int64_t item = itemSize(x.dtype);
    char *base = static_cast<char *>(x.data);
    // One "row": the sub-array at index i of the first axis.
    const std::vector<int64_t> rowSizes(x.sizes.begin() + 1, x.sizes.end());
    const std::vector<int64_t> rowStrides(x.strides.begin() + 1, x.strides.end());
    const bool flat = x.sizes.size() == 1;
    char buf[8];
    for (int64_t i = n - 1; i >= 1; --i) {
        const int64_t j = static_cast<int64_t>(s.interval(static_cast<uint64_t>(i)));
        if (!flat && i == j)
            continue;
        char *a = base + i * x.strides[0] * item;
        char *b = base + j * x.strides[0] * item;
        forEach3(rowSizes, rowStrides.data(), nullptr, nullptr, [&](int64_t o, int64_t, int64_t) {
            std::memcpy(buf, b + o * item, static_cast<size_t>(item));
            std::memcpy(b + o * item, a + o * item, static_cast<size_t>(item));
            std::memcpy(a + o * item, buf, static_cast<size_t>(item));
        });
        if ((i & (kPollEvery - 1)) == 0)
            InterruptFlag::poll();
    }
}

} // namespace tl
