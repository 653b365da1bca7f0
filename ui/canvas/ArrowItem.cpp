#include "ArrowItem.h"

#include "CanvasFonts.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPen>

#include <cmath>

namespace tl::ui {

namespace {
constexpr qreal kHead = 12;
}

ArrowItem::ArrowItem(quint64 objectId, quint64 storageId) : objectId_(objectId), storageId_(storageId)
{
    setZValue(3);
    QPen pen(Qt::black, 2.5);
    pen.setCapStyle(Qt::RoundCap);
    pen.setJoinStyle(Qt::RoundJoin);
    setPen(pen);
}

void ArrowItem::setRoute(const QPolygonF &route, qint64 targetCell)
{
    if (targetCell == targetCell_ && route == route_)
        return; // unchanged: no repaint of the region it covers
    targetCell_ = targetCell;
    prepareGeometryChange();
    route_ = route;
    end_ = route.isEmpty() ? QPointF() : route.last();
    QPointF direction(0, 1);
    if (route.size() >= 2) {
        const QPointF d = route.last() - route[route.size() - 2];
        const qreal length = std::hypot(d.x(), d.y());
        if (length > 0)
            direction = d / length;
    }
    direction_ = direction;
    QPainterPath path;
    if (!route.isEmpty()) {
        path.moveTo(route.first());
        for (int i = 1; i + 1 < route.size(); ++i)
            path.lineTo(route[i]);
        // Stop short of the cell so the head's tip, not the line's cap, touches it.
        path.lineTo(end_ - direction_ * (kHead - 2));
    }
    setPath(path);
}

void ArrowItem::setColour(const QColor &colour)
{
    QPen p = pen();
    p.setColor(colour);
    setPen(p);
}

void ArrowItem::setNote(const QString &note, int line)
{
    if (note == note_ && line == noteLine_)
        return;
    prepareGeometryChange();
    note_ = note;
    noteLine_ = line;
}

QRectF ArrowItem::noteRect() const
{
    if (note_.isEmpty())
        return QRectF();
    const QFontMetricsF fm(CanvasFonts::body());
    const QSizeF size(fm.horizontalAdvance(note_) + 12, fm.height() + 4);
    // Beside the head, on the side the arrow comes from.
    const QPointF corner = end_ - direction_ * (kHead + (size.height() + 2) * (noteLine_ + 1));
    return QRectF(QPointF(end_.x() - size.width() - 6, corner.y()), size);
}

QRectF ArrowItem::boundingRect() const
{
    return QGraphicsPathItem::boundingRect()
        .united(QRectF(end_ - QPointF(kHead, kHead), QSizeF(2 * kHead, 2 * kHead)))
        .united(noteRect());
}

QPainterPath ArrowItem::shape() const { return QGraphicsPathItem::shape(); }

void ArrowItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(pen());
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(path());
    const QPointF side(-direction_.y(), direction_.x());
    const QPointF base = end_ - direction_ * kHead;
    QPolygonF head({end_, base + side * (kHead * 0.5), base - side * (kHead * 0.5)});
    painter->setPen(Qt::NoPen);
    painter->setBrush(pen().color());
    painter->drawPolygon(head);
    if (!note_.isEmpty()) {
        painter->setFont(CanvasFonts::body());
        painter->setPen(pen().color());
        painter->drawText(noteRect(), Qt::AlignRight | Qt::AlignVCenter, note_);
    }
}

} // namespace tl::ui
