#include "PrintedGrid.h"

#include "core/InterruptFlag.h"

#include <algorithm>

namespace tl {

int64_t PrintedGrid::saturatedNumel(const std::vector<int64_t> &sizes)
{
    int64_t n = 1;
    for (int64_t s : sizes) {
        if (s == 0)
            return 0;
        n = (n > (kThreshold + 1) / s) ? kThreshold + 1 : std::min<int64_t>(n * s, kThreshold + 1);
    }
    return n;
}

uint64_t PrintedGrid::printedElements(const std::vector<int64_t> &sizes)
{
    const bool summarize = saturatedNumel(sizes) > kThreshold;
    constexpr uint64_t kSaturated = uint64_t{1} << 62;
    uint64_t n = 1;
    for (int64_t s : sizes) {
        const uint64_t kept = static_cast<uint64_t>(summarize && s > 2 * kEdgeItems ? 2 * kEdgeItems : s);
        n = (kept != 0 && n > kSaturated / kept) ? kSaturated : n * kept;
    }
    return n;
}

PrintedGrid PrintedGrid::read(const ElementSource &source, bool summarize)
{
    const std::vector<int64_t> &sizes = source.sizes();
    const size_t dims = sizes.size();
    PrintedGrid g;
    g.indices.resize(dims);
    g.elided.resize(dims, false);
    g.strides.resize(dims, 1);
    for (size_t d = 0; d < dims; ++d) {
        const int64_t n = sizes[d];
        if (summarize && n > 2 * kEdgeItems) {
            g.elided[d] = true;
            for (int64_t i = 0; i < kEdgeItems; ++i)
                g.indices[d].push_back(i);
            for (int64_t i = n - kEdgeItems; i < n; ++i)
                g.indices[d].push_back(i);
        } else {
            for (int64_t i = 0; i < n; ++i)
                g.indices[d].push_back(i);
        }
    }
    size_t total = 1;
    for (size_t d = dims; d-- > 0;) {
        g.strides[d] = total;
        total *= g.indices[d].size();
    }
    g.values.reserve(total);
    std::vector<int64_t> index(dims, 0);
    for (size_t flat = 0; flat < total; ++flat) {
        size_t rest = flat;
        for (size_t d = 0; d < dims; ++d) {
            index[d] = g.indices[d][rest / g.strides[d]];
            rest %= g.strides[d];
        }
        g.values.push_back(source.at(index));
        if (flat % 65536 == 65535)
            InterruptFlag::poll(); // a printout of millions of elements can be stopped
    }
    return g;
}

} // namespace tl
