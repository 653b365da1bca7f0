#pragma once
// How one cell of a storage block looks: its value, the selected object's index of it, a
// band per viewer that sees it, the written mark (in projector mode with a corner notch
// too, not colour alone) and the selection ring; and how a gap of
// elements left out looks. The block decides what each cell is; this paints it.
#include "CanvasPalette.h"

#include <QRectF>
#include <QString>
#include <QVector>

class QPainter;

namespace tl::ui {

struct BlockCellPainter {
    struct Cell {
        QRectF rect;
        QString value;
        QString index;          // the selected object's index of it ("" if it does not see it)
        QColor indexColour;     // the selected object's colour
        QVector<QColor> bands;  // the viewers that see it
        bool tinted = false;    // the selected object sees it
        bool written = false;
        qreal flash = 0;        // 1 right after the write, fading to 0
        bool selected = false;
        bool fading = false;
    };
    static constexpr qreal kBand = 5;

    // `text`: the zoom leaves glyphs readable (else only the marks are painted).
    static void paintCell(QPainter *painter, const Cell &cell, bool text, const CanvasPalette &palette);
    static void paintGap(QPainter *painter, const QRectF &rect, qint64 count, bool text, const CanvasPalette &palette);
};

} // namespace tl::ui
