#pragma once
// The overview strip of a summarised storage block: the whole storage, element 0 at the
// left to the last at the right, at any size (10^8 elements cost what 10 do). Marked on
// it: which parts the block's cells show, each view's covered ranges as a band in its
// card's colour, the last written element and the selected one.
#include "CanvasDetail.h"
#include "CanvasPalette.h"
#include "session/ViewCoverage.h"

#include <QRectF>
#include <QVector>

class QPainter;

namespace tl::ui {

class StorageOverview {
public:
    struct Band {
        QColor colour;
        QVector<ElementRange> ranges;
    };
    struct Marks {
        QVector<ElementRange> shown; // what the cells show
        qint64 written = -1;
        qint64 selected = -1;
    };

    static qreal heightFor(int bands, CanvasDetail detail);
    // Elements per pixel-wide bucket of a strip `width` wide: coverage gaps narrower are closed.
    static qint64 resolution(qint64 numel, qreal width);
    static qreal xOf(const QRectF &strip, qint64 numel, qint64 element);
    static qint64 elementAt(const QRectF &strip, qint64 numel, qreal x);
    static void paint(QPainter *painter, const QRectF &strip, qint64 numel, const QVector<Band> &bands, const Marks &marks,
                      CanvasDetail detail, const CanvasPalette &palette);
};

} // namespace tl::ui
