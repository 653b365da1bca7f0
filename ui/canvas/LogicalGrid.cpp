#include "LogicalGrid.h"

#include "print/PrintedGrid.h"

#include <algorithm>

namespace tl::ui {

namespace {

// Kept indices along one dimension, in order.
QVector<qint64> keptAlong(qint64 size, bool summarise, qint64 focus)
{
    QVector<qint64> kept;
    const qint64 edge = tl::PrintedGrid::kEdgeItems;
    if (!summarise || size <= 2 * edge) {
        for (qint64 i = 0; i < size; ++i)
            kept.push_back(i);
        return kept;
    }
    for (qint64 i = 0; i < edge; ++i)
        kept.push_back(i);
    if (focus >= edge && focus < size - edge)
        kept.push_back(focus);
    for (qint64 i = size - edge; i < size; ++i)
        kept.push_back(i);
    return kept;
}

} // namespace

LogicalGrid LogicalGrid::of(const QVector<qint64> &sizes, int maxAxis, const QVector<qint64> &focus)
{
    LogicalGrid g;
    const int dims = int(sizes.size());
    if (dims == 0) {
        g.rows_ = {Row{}};
        g.columns_ = {Column{-1, false}};
        return g;
    }
    bool summarise = tl::PrintedGrid::saturatedNumel(std::vector<int64_t>(sizes.begin(), sizes.end())) > tl::PrintedGrid::kThreshold;
    for (qint64 s : sizes)
        summarise = summarise || s > maxAxis;
    g.summarised_ = summarise;
    QVector<QVector<qint64>> kept;
    for (int d = 0; d < dims; ++d)
        kept.push_back(keptAlong(sizes[d], summarise, d < focus.size() ? focus[d] : -1));

    qint64 previous = -1;
    for (qint64 i : kept.last()) {
        if (previous >= 0 && i > previous + 1)
            g.columns_.push_back({0, true});
        g.columns_.push_back({i, false});
        previous = i;
    }
    if (sizes.last() == 0)
        g.columns_.clear();

    // Rows: every combination of the kept leading indices, in order; an elision where
    // the first dimension that changes skips indices.
    QVector<Row> rows;
    QVector<int> at(dims - 1, 0);
    bool empty = false;
    for (int d = 0; d + 1 < dims; ++d)
        empty = empty || kept[d].isEmpty();
    while (!empty) {
        Row r;
        for (int d = 0; d + 1 < dims; ++d)
            r.lead.push_back(kept[d][at[d]]);
        if (!rows.isEmpty()) {
            const QVector<qint64> &last = rows.last().lead;
            for (int d = 0; d < r.lead.size(); ++d)
                if (r.lead[d] != last[d]) {
                    if (r.lead[d] > last[d] + 1)
                        rows.push_back({{}, true});
                    break;
                }
        }
        rows.push_back(r);
        int d = dims - 2;
        while (d >= 0 && ++at[d] == kept[d].size())
            at[d--] = 0;
        if (d < 0)
            break;
    }
    // More rows than the card has room for: the first and last ones around one elision.
    // (A focused row is one more than the edges: still within room.)
    const qsizetype shownRows = std::count_if(rows.begin(), rows.end(), [](const Row &r) { return !r.gap; });
    if (shownRows > maxAxis + 1) {
        const int half = std::max(1, maxAxis / 2);
        QVector<Row> trimmed = rows.mid(0, half);
        trimmed.push_back({{}, true});
        const QVector<qint64> focusLead = focus.size() == dims ? focus.mid(0, dims - 1) : QVector<qint64>();
        for (qsizetype r = half; r < rows.size() - half; ++r)
            if (!rows[r].gap && rows[r].lead == focusLead) {
                trimmed.push_back(rows[r]);
                trimmed.push_back({{}, true});
            }
        trimmed += rows.mid(rows.size() - half);
        rows = trimmed;
        g.summarised_ = true;
    }
    g.rows_ = rows;
    return g;
}

QVector<qint64> LogicalGrid::indexAt(int row, int column) const
{
    if (row < 0 || row >= rows_.size() || column < 0 || column >= columns_.size() || rows_[row].gap || columns_[column].gap)
        return {};
    if (columns_[column].index < 0)
        return {};
    QVector<qint64> index = rows_[row].lead;
    index.push_back(columns_[column].index);
    return index;
}

std::pair<int, int> LogicalGrid::cellOf(const QVector<qint64> &index) const
{
    if (index.isEmpty())
        return columns_.size() == 1 && columns_[0].index < 0 ? std::pair{0, 0} : std::pair{-1, -1};
    const QVector<qint64> lead = index.mid(0, index.size() - 1);
    int row = -1, column = -1;
    for (int r = 0; r < rows_.size() && row < 0; ++r)
        if (!rows_[r].gap && rows_[r].lead == lead)
            row = r;
    for (int c = 0; c < columns_.size() && column < 0; ++c)
        if (!columns_[c].gap && columns_[c].index == index.last())
            column = c;
    return row < 0 || column < 0 ? std::pair{-1, -1} : std::pair{row, column};
}

} // namespace tl::ui
