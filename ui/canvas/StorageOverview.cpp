#include "StorageOverview.h"

#include "CanvasFonts.h"
#include "session/NumberText.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace tl::ui {

namespace {

constexpr qreal kRuler = 12;
constexpr qreal kGap = 3;
constexpr qreal kLabels = 20;

qreal bandHeight(int bands) { return bands <= 4 ? 6 : bands <= 8 ? 4 : 2; }

} // namespace

qreal StorageOverview::heightFor(int bands, CanvasDetail detail)
{
    return kRuler + kGap + bands * (bandHeight(bands) + 1) + (detail == CanvasDetail::Full ? kLabels : 2);
}

qint64 StorageOverview::resolution(qint64 numel, qreal width)
{
    return std::max<qint64>(1, qint64(std::ceil(double(numel) / std::max<qreal>(width, 1))));
}

qreal StorageOverview::xOf(const QRectF &strip, qint64 numel, qint64 element)
{
    return strip.left() + strip.width() * (double(element) + 0.5) / double(std::max<qint64>(numel, 1));
}

qint64 StorageOverview::elementAt(const QRectF &strip, qint64 numel, qreal x)
{
    const double f = std::clamp((x - strip.left()) / std::max<qreal>(strip.width(), 1), 0.0, 1.0);
    return std::min<qint64>(numel - 1, qint64(f * double(numel)));
}

void StorageOverview::paint(QPainter *painter, const QRectF &strip, qint64 numel, const QVector<Band> &bands, const Marks &marks,
                            CanvasDetail detail, const CanvasPalette &palette)
{
    if (numel <= 0)
        return;
    const QRectF ruler(strip.left(), strip.top(), strip.width(), kRuler);
    auto span = [&](const ElementRange &r, qreal top, qreal height) {
        const qreal left = strip.left() + strip.width() * double(r.begin) / double(numel);
        const qreal right = strip.left() + strip.width() * double(r.end) / double(numel);
        return QRectF(left, top, std::max<qreal>(right - left, 2), height); // a single element still shows
    };
    painter->setPen(QPen(palette.cellBorder, palette.pen(1)));
    painter->setBrush(palette.cellFill);
    painter->drawRect(ruler);
    painter->setPen(Qt::NoPen);
    QColor shown = palette.mutedText;
    shown.setAlpha(110);
    painter->setBrush(shown);
    for (const ElementRange &r : marks.shown)
        painter->drawRect(span(r, ruler.top() + 1, kRuler - 2));

    const qreal h = bandHeight(int(bands.size()));
    qreal y = ruler.bottom() + kGap;
    for (const Band &b : bands) {
        // A view that skips elements (a column, a strided slice) covers its range sparsely:
        // a dotted band, not a solid one.
        for (const ElementRange &r : b.ranges) {
            painter->setBrush(r.dense() ? QBrush(b.colour) : QBrush(b.colour, Qt::Dense5Pattern));
            painter->drawRect(span(r, y, h));
        }
        y += h + 1;
    }
    const qreal markBottom = y;
    auto tick = [&](qint64 e, const QColor &c) {
        if (e < 0 || e >= numel)
            return;
        const qreal x = xOf(strip, numel, e);
        painter->setBrush(c);
        painter->drawRect(QRectF(x - 1.5, strip.top() - 2, 3, markBottom - strip.top() + 2));
        painter->drawPolygon(QPolygonF({QPointF(x - 5, strip.top() - 7), QPointF(x + 5, strip.top() - 7), QPointF(x, strip.top() - 1)}));
    };
    tick(marks.written, palette.flash);
    tick(marks.selected, palette.selection);

    if (detail != CanvasDetail::Full)
        return;
    painter->setFont(CanvasFonts::small());
    painter->setPen(palette.mutedText);
    const QRectF labels(strip.left(), markBottom + 2, strip.width(), kLabels - 2);
    painter->drawText(labels, Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("0"));
    painter->drawText(labels, Qt::AlignRight | Qt::AlignVCenter, NumberText::grouped(numel - 1));
    painter->drawText(labels, Qt::AlignHCenter | Qt::AlignVCenter, QStringLiteral("all %1").arg(NumberText::elements(numel)));
}

} // namespace tl::ui
