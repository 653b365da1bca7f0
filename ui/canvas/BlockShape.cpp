#include "BlockShape.h"

#include "CanvasFonts.h"
#include "StorageOverview.h"

#include <algorithm>

namespace tl::ui {

namespace {

constexpr qreal kOverviewGap = 12; // room above the strip for its marks' heads
constexpr qreal kHeaderUnder = 6;  // between the cells (or the strip) and a header under them
constexpr qreal kHeaderBeside = 12; // between the cells and a header beside them
constexpr qreal kMinOverview = 240;

qreal cellWidthOf(const BlockShape::Input &in, const BlockSlots &cells)
{
    qreal w = BlockShape::kMinCellWidth;
    const QFont small = CanvasFonts::small(), cell = CanvasFonts::cell();
    for (const QVector<qint64> &sizes : in.viewerSizes) {
        QString last; // the viewer's widest index: its last
        for (qint64 s : sizes)
            last += QStringLiteral("[%1]").arg(std::max<qint64>(0, s - 1));
        w = std::max(w, CanvasFonts::width(small, last) + 8);
    }
    // Cells no single object labels show their element number.
    w = std::max(w, CanvasFonts::width(small, QString::number(std::max<qint64>(0, in.numel - 1))) + 8);
    if (in.value)
        for (const BlockSlots::Slot &slot : cells.list())
            if (!slot.gap)
                w = std::max(w, CanvasFonts::width(cell, in.value(slot.first)) + 10);
    return std::min(w, BlockShape::kMaxCellWidth);
}

} // namespace

BlockShape BlockShape::of(const Input &in)
{
    BlockShape g;
    // The widest cell among those shown with three columns: a first guess of the columns.
    g.cellWidth = cellWidthOf(in, BlockSlots::of(in.numel, in.detail, in.focus, 3));
    const int columns = std::max(3, int((in.maxWidth - 2 * kPadding) / g.cellWidth));
    g.cells = BlockSlots::of(in.numel, in.detail, in.focus, columns);
    g.cellWidth = cellWidthOf(in, g.cells);
    qreal headerW = CanvasFonts::width(CanvasFonts::title(), in.headline) + 4;
    if (in.detail == CanvasDetail::Full)
        headerW = std::max(headerW, CanvasFonts::width(CanvasFonts::body(), in.detailText) + 4);
    const qreal cellsW = g.cells.columns() * g.cellWidth;
    if (in.headerBeside && g.cells.rows() <= 1 && !g.cells.summarised() && cellsW + kHeaderBeside + headerW <= in.maxWidth - 2 * kPadding) {
        g.headerBeside = true;
        g.size = QSizeF(cellsW + kHeaderBeside + headerW + 2 * kPadding, 2 * kPadding + std::max(kCellHeight, headerHeight(in.detail)));
        return g;
    }
    qreal w = std::max(cellsW, headerW);
    qreal h = kPadding + g.cells.rows() * kCellHeight;
    if (g.cells.summarised()) {
        w = std::max(w, kMinOverview);
        h += kOverviewGap + StorageOverview::heightFor(int(in.viewerSizes.size()), in.detail);
    }
    h += kHeaderUnder + headerHeight(in.detail) + kPadding;
    w = std::min(w, std::max<qreal>(in.maxWidth - 2 * kPadding, cellsW));
    g.size = QSizeF(w + 2 * kPadding, h);
    return g;
}

QRectF BlockShape::cellRect(const BlockSlots::Slot &slot) const
{
    return QRectF(kPadding + slot.column * cellWidth, kPadding + slot.row * kCellHeight, slot.span * cellWidth, kCellHeight);
}

QRectF BlockShape::headerRect(CanvasDetail detail) const
{
    const qreal h = headerHeight(detail);
    if (headerBeside) {
        const qreal left = kPadding + cells.columns() * cellWidth + kHeaderBeside;
        return QRectF(left, kPadding + std::max<qreal>(0, (kCellHeight - h) / 2), size.width() - kPadding - left, h);
    }
    return QRectF(kPadding, size.height() - kPadding - h, size.width() - 2 * kPadding, h);
}

QRectF BlockShape::overviewRect(CanvasDetail detail, int viewers) const
{
    if (!cells.summarised())
        return QRectF();
    const qreal top = kPadding + cells.rows() * kCellHeight + kOverviewGap;
    return QRectF(kPadding, top, size.width() - 2 * kPadding, StorageOverview::heightFor(viewers, detail));
}

} // namespace tl::ui
