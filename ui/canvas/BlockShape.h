#pragma once
// The shape of a storage block at a detail within a width, measured but not drawn: which
// cells it shows (BlockSlots), how wide a cell is (its widest value or its viewers' widest
// index, "[1][2]"), and where the header goes: beside one row of cells where the width
// allows (a block as low as its cells), else under the cells (and the overview strip).
#include "BlockSlots.h"
#include "CanvasDetail.h"

#include <QRectF>
#include <QString>
#include <QVector>

#include <functional>

namespace tl::ui {

class BlockShape {
public:
    static constexpr qreal kMinCellWidth = 44;
    static constexpr qreal kMaxCellWidth = 96;
    static constexpr qreal kCellHeight = 38;
    static constexpr qreal kPadding = 6;

    struct Input {
        qint64 numel = 0;
        CanvasDetail detail = CanvasDetail::Full;
        QVector<qint64> focus;              // elements shown even in a summarised storage
        qreal maxWidth = 4000;
        bool headerBeside = true;           // allowed beside the cells (where it fits)
        QVector<QVector<qint64>> viewerSizes;
        std::function<QString(qint64)> value; // an element's text
        QString headline, detailText;       // the header's lines (the second at full detail only)
    };

    static BlockShape of(const Input &in);
    static qreal headerHeight(CanvasDetail detail) { return detail == CanvasDetail::Full ? 40 : 22; }

    // In the block's coordinates.
    QRectF cellRect(const BlockSlots::Slot &slot) const;
    QRectF headerRect(CanvasDetail detail) const;
    QRectF overviewRect(CanvasDetail detail, int viewers) const; // empty unless summarised

    BlockSlots cells;
    qreal cellWidth = kMinCellWidth;
    bool headerBeside = false;
    QSizeF size;
};

} // namespace tl::ui
