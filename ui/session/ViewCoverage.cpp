#include "ViewCoverage.h"

#include <algorithm>
#include <cstdlib>
#include <functional>

namespace tl::ui {

namespace {

struct Dim {
    qint64 size;
    qint64 stride;
};

} // namespace

qint64 ViewCoverage::elementAt(const QVector<qint64> &strides, qint64 offset, const QVector<qint64> &index)
{
    qint64 e = offset;
    for (int d = 0; d < std::min(strides.size(), index.size()); ++d)
        e += index[d] * strides[d];
    return e;
}

std::optional<QVector<qint64>> ViewCoverage::indexOf(const QVector<qint64> &sizes, const QVector<qint64> &strides, qint64 offset,
                                                    qint64 element)
{
    const int n = int(sizes.size());
    if (strides.size() != n)
        return std::nullopt;
    for (qint64 s : sizes)
        if (s == 0)
            return std::nullopt;
    // Largest strides first; low[k]/high[k]: the least and most the dimensions after k can add.
    QVector<int> order(n);
    for (int d = 0; d < n; ++d)
        order[d] = d;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return std::abs(strides[a]) > std::abs(strides[b]); });
    QVector<qint64> low(n + 1, 0), high(n + 1, 0);
    for (int k = n - 1; k >= 0; --k) {
        const qint64 reach = (sizes[order[k]] - 1) * strides[order[k]];
        low[k] = low[k + 1] + std::min<qint64>(0, reach);
        high[k] = high[k + 1] + std::max<qint64>(0, reach);
    }
    QVector<qint64> index(n, 0);
    // Each dimension tries only the positions that leave a remainder the others can reach.
    std::function<bool(int, qint64)> solve = [&](int k, qint64 rest) {
        if (k == n)
            return rest == 0;
        const int d = order[k];
        const qint64 s = strides[d];
        if (s == 0) {
            index[d] = 0;
            return solve(k + 1, rest);
        }
        const auto floorDiv = [](qint64 a, qint64 b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0))); };
        const auto ceilDiv = [&](qint64 a, qint64 b) { return -floorDiv(-a, b); };
        qint64 first = 0, last = sizes[d] - 1;
        if (s > 0) {
            first = std::max(first, ceilDiv(rest - high[k + 1], s));
            last = std::min(last, floorDiv(rest - low[k + 1], s));
        } else {
            first = std::max(first, ceilDiv(rest - low[k + 1], s));
            last = std::min(last, floorDiv(rest - high[k + 1], s));
        }
        for (qint64 i = first; i <= last; ++i) {
            index[d] = i;
            if (solve(k + 1, rest - i * s))
                return true;
        }
        return false;
    };
    if (!solve(0, element - offset))
        return std::nullopt;
    return index;
}

QVector<ElementRange> ViewCoverage::ranges(const QVector<qint64> &sizes, const QVector<qint64> &strides, qint64 offset,
                                           qint64 resolution, int budget)
{
    // Coverage is a set: the order of dimensions and the sign of strides do not matter.
    // Flip negative strides (NumPy's a[::-1]), drop size-1 dimensions, sort by stride and
    // merge a dimension into the next when together they are one contiguous run.
    QVector<Dim> dims;
    for (int d = 0; d < sizes.size(); ++d) {
        if (sizes[d] == 0)
            return {};
        if (sizes[d] == 1)
            continue;
        qint64 stride = d < strides.size() ? strides[d] : 0;
        if (stride < 0) {
            offset += (sizes[d] - 1) * stride;
            stride = -stride;
        }
        if (stride == 0) // broadcast (expand): the same elements again
            continue;
        dims.push_back({sizes[d], stride});
    }
    std::sort(dims.begin(), dims.end(), [](const Dim &a, const Dim &b) { return a.stride < b.stride; });
    resolution = std::max<qint64>(resolution, 1);
    qint64 run = 1; // elements in the innermost contiguous run
    int first = 0;
    if (!dims.isEmpty() && dims[0].stride == 1) {
        run = dims[0].size;
        first = 1;
    }
    while (first < dims.size() && dims[first].stride == run) {
        run *= dims[first].size;
        ++first;
    }
    dims = dims.mid(first);
    // extent[k]: elements spanned by one step of dims[k] (its sub-blocks included).
    // dense[k]: the sub-blocks of dims[k] follow each other with gaps under the resolution,
    // and so do theirs: one step of dims[k + 1] is then a single range.
    QVector<qint64> extent(dims.size());
    QVector<bool> dense(dims.size());
    qint64 below = run;
    bool denseBelow = true;
    for (int k = 0; k < dims.size(); ++k) {
        extent[k] = below;
        denseBelow = denseBelow && dims[k].stride - below < resolution;
        dense[k] = denseBelow;
        below += (dims[k].size - 1) * dims[k].stride;
    }
    // count[k]: elements in one step of dims[k + 1] (dims[0..k] and the run).
    QVector<qint64> count(dims.size());
    qint64 n = run;
    for (int k = 0; k < dims.size(); ++k)
        count[k] = n *= dims[k].size;
    const ElementRange whole{offset, offset + below, count.isEmpty() ? run : count.last()};

    QVector<ElementRange> out;
    bool overBudget = false;
    auto add = [&](qint64 begin, qint64 end, qint64 covered) {
        if (!out.isEmpty() && begin - out.last().end < resolution) {
            out.last().end = std::max(out.last().end, end);
            out.last().covered += covered;
            return;
        }
        out.push_back({begin, end, covered});
        overBudget = out.size() > budget;
    };
    // Outermost dimension first; a dimension whose sub-blocks are closer together than the
    // resolution is one range.
    std::function<void(int, qint64)> walk = [&](int k, qint64 base) {
        if (overBudget)
            return;
        if (k < 0) {
            add(base, base + run, run);
            return;
        }
        const Dim &d = dims[k];
        if (dense[k]) {
            add(base, base + (d.size - 1) * d.stride + extent[k], count[k]);
            return;
        }
        for (qint64 i = 0; i < d.size && !overBudget; ++i)
            walk(k - 1, base + i * d.stride);
    };
    walk(int(dims.size()) - 1, offset);
    if (overBudget)
        return {whole};
    return out;
}

} // namespace tl::ui
