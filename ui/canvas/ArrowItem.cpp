#include "ArrowItem.h"

#include "CanvasFonts.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPen>

#include <cmath>

namespace tl::ui {

namespace {
constexpr qreal kArrowHead = 12;  // at kWidth; a thicker line gets a larger head
constexpr qreal kWidth = 2.5;
}

ArrowItem::ArrowItem(quint64 objectId, quint64 storageId) : objectId_(objectId), storageId_(storageId)
{
    setZValue(3);
    QPen pen(Qt::black, kWidth);
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
    rebuildPath();
}

void ArrowItem::rebuildPath()
{
    const QPolygonF &route = route_;
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
        path.lineTo(end_ - direction_ * (head() - 2));
    }
    setPath(path);
}

qreal ArrowItem::head() const { return kArrowHead * pen().widthF() / kWidth; }

void ArrowItem::setColour(const QColor &colour, qreal stroke)
{
    QPen p = pen();
    p.setColor(colour);
    if (p.widthF() != kWidth * stroke) {
        prepareGeometryChange();
        p.setWidthF(kWidth * stroke);
        setPen(p);
        rebuildPath(); // the line stops short of the larger head
        return;
    }
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
    const QPointF corner = end_ - direction_ * (head() + (size.height() + 2) * (noteLine_ + 1));
    return QRectF(QPointF(end_.x() - size.width() - 6, corner.y()), size);
}

QRectF ArrowItem::boundingRect() const
{
    return QGraphicsPathItem::boundingRect()
        .united(QRectF(end_ - QPointF(head(), head()), QSizeF(2 * head(), 2 * head())))
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
    const qreal length = head();
    const QPointF base = end_ - direction_ * length;
    const QPolygonF tip({end_, base + side * (length * 0.5), base - side * (length * 0.5)});
    painter->setPen(Qt::NoPen);
    painter->setBrush(pen().color());
    painter->drawPolygon(tip);
    if (!note_.isEmpty()) {
        painter->setFont(CanvasFonts::body());
        painter->setPen(pen().color());
        painter->drawText(noteRect(), Qt::AlignRight | Qt::AlignVCenter, note_);
    }
}

} // namespace tl::ui
