#include "BlockCellPainter.h"

#include "CanvasFonts.h"
#include "session/NumberText.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace tl::ui {

void BlockCellPainter::paintGap(QPainter *painter, const QRectF &r, qint64 count, bool text, const CanvasPalette &palette)
{
    painter->setPen(QPen(palette.cellBorder, palette.pen(1), Qt::DashLine));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(r.adjusted(3, 3, -3, -3));
    if (!text)
        return;
    painter->setPen(palette.mutedText);
    painter->setFont(CanvasFonts::cell());
    painter->drawText(QRectF(r.left(), r.top() + 2, r.width(), r.height() / 2), Qt::AlignCenter, QStringLiteral("⋯"));
    painter->setFont(CanvasFonts::small());
    painter->drawText(QRectF(r.left(), r.center().y(), r.width(), r.height() / 2 - 2), Qt::AlignCenter,
                      QStringLiteral("%1 more").arg(NumberText::grouped(count)));
}

void BlockCellPainter::paintCell(QPainter *painter, const Cell &c, bool text, const CanvasPalette &palette)
{
    const QRectF r = c.rect;
    painter->setPen(QPen(palette.cellBorder, palette.pen(1)));
    painter->setBrush(palette.cellFill);
    painter->drawRect(r);
    painter->setPen(Qt::NoPen);
    if (c.tinted) {
        QColor tint = c.indexColour;
        tint.setAlpha(60);
        painter->setBrush(tint);
        painter->drawRect(r.adjusted(1, 1, -1, -1));
    }
    if (c.written) {
        QColor f = palette.flash;
        f.setAlphaF(text ? 0.35 + 0.45 * c.flash : 1.0); // far out, the written cell is a solid mark
        painter->setBrush(f);
        painter->drawRect(r.adjusted(1, 1, -1, -1));
    }
    // One band per viewer on the cards' side of the cell, in the viewer's colour.
    if (!c.bands.isEmpty()) {
        const qreal bandWidth = (r.width() - 2) / qreal(c.bands.size());
        qreal x = r.left() + 1;
        for (const QColor &band : c.bands) {
            painter->setBrush(band);
            painter->drawRect(QRectF(x, r.top() + 1, bandWidth, kBand));
            x += bandWidth;
        }
    }
    painter->setBrush(Qt::NoBrush);
    if (c.written) {
        painter->setPen(QPen(palette.flash, palette.pen(3.5)));
        painter->drawRect(r.adjusted(2, 2, -2, -2));
        if (palette.projector) {
            // A shape as well as a colour: a dark corner notch marks the written cell.
            const qreal s = std::min(r.width(), r.height()) * 0.3;
            painter->setPen(Qt::NoPen);
            painter->setBrush(palette.text);
            painter->drawPolygon(QPolygonF({r.topRight(), r.topRight() + QPointF(-s, 0), r.topRight() + QPointF(0, s)}));
            painter->setBrush(Qt::NoBrush);
        }
    }
    if (c.selected) {
        painter->setPen(QPen(palette.selection, palette.pen(3)));
        painter->drawRect(r.adjusted(1.5, 1.5, -1.5, -1.5));
    }
    if (!text)
        return;
    painter->setPen(c.fading ? palette.mutedText : palette.text);
    painter->setFont(CanvasFonts::cell());
    const QRectF inner = r.adjusted(2, kBand + 1, -2, 0);
    const QString value = painter->fontMetrics().elidedText(c.value, Qt::ElideRight, int(inner.width()));
    if (c.index.isEmpty()) {
        painter->drawText(inner, Qt::AlignCenter, value);
        return;
    }
    // Two lines in a cell lower than their two line boxes: placed by their baselines, the
    // value's digits at the top and the index's brackets (which reach below the baseline)
    // at the bottom, so neither is cut.
    const QFontMetricsF valueMetrics(painter->font());
    const qreal valueBaseline = inner.top() + 2 + valueMetrics.capHeight();
    painter->drawText(QPointF(r.center().x() - valueMetrics.horizontalAdvance(value) / 2, valueBaseline), value);
    painter->setFont(CanvasFonts::small());
    // In the selected object's colour; an index of no selected object's in the muted text's.
    if (!c.indexColour.isValid())
        painter->setPen(palette.mutedText);
    else
        painter->setPen(palette.isDark() ? c.indexColour.lighter(130) : c.indexColour.darker(130));
    const QFontMetricsF indexMetrics(painter->font());
    const QString index = indexMetrics.elidedText(c.index, Qt::ElideLeft, inner.width());
    painter->drawText(QPointF(r.center().x() - indexMetrics.horizontalAdvance(index) / 2, r.bottom() - 2 - indexMetrics.descent()), index);
}

} // namespace tl::ui
