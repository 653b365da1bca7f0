#include "BlockSlots.h"

#include <algorithm>

namespace tl::ui {

namespace {

struct Rule {
    qint64 allUpTo; // storages this small show every element
    qint64 edge;    // elements shown at each end of a larger one
    qint64 radius;  // elements shown on each side of a focused one
};

Rule ruleFor(CanvasDetail detail)
{
    switch (detail) {
    case CanvasDetail::Full: return {48, 8, 2};
    case CanvasDetail::Compact: return {24, 4, 1};
    case CanvasDetail::Minimal: break;
    }
    return {12, 3, 1};
}

} // namespace

qint64 BlockSlots::shownUnfocused(qint64 numel, CanvasDetail detail)
{
    const Rule rule = ruleFor(detail);
    return numel <= rule.allUpTo ? numel : 2 * rule.edge;
}

BlockSlots BlockSlots::of(qint64 numel, CanvasDetail detail, const QVector<qint64> &focus, int columns)
{
    BlockSlots b;
    numel = std::max<qint64>(numel, 0);
    columns = std::max(columns, 3);
    const Rule rule = ruleFor(detail);
    // Shown ranges [begin, end), merged.
    std::vector<std::pair<qint64, qint64>> ranges;
    if (numel <= rule.allUpTo) {
        ranges.push_back({0, numel});
    } else {
        b.summarised_ = true;
        ranges.push_back({0, rule.edge});
        ranges.push_back({numel - rule.edge, numel});
        for (qint64 f : focus)
            if (f >= 0 && f < numel)
                ranges.push_back({std::max<qint64>(0, f - rule.radius), std::min(numel, f + rule.radius + 1)});
        std::sort(ranges.begin(), ranges.end());
        // A gap slot is two cells wide: one or two elements between shown ranges are shown
        // themselves ("⋯ 1 more" would hide a cell behind a wider one).
        constexpr qint64 kGapSpan = 2;
        std::vector<std::pair<qint64, qint64>> merged;
        for (const auto &r : ranges) {
            if (!merged.empty() && r.first <= merged.back().second + kGapSpan)
                merged.back().second = std::max(merged.back().second, r.second);
            else
                merged.push_back(r);
        }
        ranges = merged;
    }
    int row = 0, column = 0;
    auto place = [&](Slot s) {
        if (column > 0 && column + s.span > columns) {
            ++row;
            column = 0;
        }
        s.row = row;
        s.column = column;
        column += s.span;
        b.columns_ = std::max(b.columns_, column);
        b.slots_.push_back(s);
    };
    qint64 next = 0;
    for (const auto &[begin, end] : ranges) {
        if (begin > next)
            place({next, begin - next, true, 0, 0, 2});
        for (qint64 e = begin; e < end; ++e)
            place({e, 1, false, 0, 0, 1});
        next = end;
    }
    b.rows_ = b.slots_.isEmpty() ? 0 : row + 1;
    return b;
}

int BlockSlots::slotOf(qint64 element) const
{
    // Slots are in storage order: binary search on their first element.
    auto it = std::upper_bound(slots_.begin(), slots_.end(), element, [](qint64 e, const Slot &s) { return e < s.first; });
    if (it == slots_.begin())
        return -1;
    --it;
    return element < it->first + it->count ? int(it - slots_.begin()) : -1;
}

bool BlockSlots::isShown(qint64 element) const
{
    const int s = slotOf(element);
    return s >= 0 && !slots_[s].gap;
}

QVector<qint64> BlockSlots::shownElements() const
{
    QVector<qint64> out;
    for (const Slot &s : slots_)
        if (!s.gap)
            out.push_back(s.first);
    return out;
}

} // namespace tl::ui
