#include "GradEdgeItem.h"

#include "CanvasFonts.h"
#include "CanvasPalette.h"

#include <QPainter>
#include <QPen>

#include <cmath>

namespace tl::ui {

namespace {
constexpr qreal kEdgeHead = 8;
}

GradEdgeItem::GradEdgeItem(quint64 fromObject, quint64 toObject, const QString &label, const CanvasPalette *palette)
    : from_(fromObject), to_(toObject), label_(label), palette_(palette)
{
    // Above the cards (whose tops it lands on) and the storage arrows, under nothing.
    setZValue(5);
    setAcceptedMouseButtons(Qt::NoButton); // clicks go to the cards and cells beneath
    applyPalette();
}

void GradEdgeItem::applyPalette()
{
    // Dashed and neutral: told apart from the solid, card-coloured storage arrows by its
    // pattern and its open head, not by a hue.
    QPen pen(palette_->gradEdge, 2, Qt::CustomDashLine, Qt::FlatCap, Qt::MiterJoin);
    pen.setDashPattern({4, 3});
    setPen(pen);
    update();
}

void GradEdgeItem::setLabel(const QString &label)
{
    if (label == label_)
        return;
    prepareGeometryChange();
    label_ = label;
}

void GradEdgeItem::setRoute(const QPolygonF &route, const QPointF &labelAt)
{
    if (route == route_ && labelAt == labelAt_)
        return;
    prepareGeometryChange();
    route_ = route;
    labelAt_ = labelAt;
    QPainterPath path;
    if (!route.isEmpty()) {
        path.moveTo(route.first());
        for (int i = 1; i < route.size(); ++i)
            path.lineTo(route[i]);
    }
    setPath(path);
}

QRectF GradEdgeItem::labelRect() const
{
    if (label_.isEmpty() || route_.isEmpty())
        return QRectF();
    const QFont font = CanvasFonts::small();
    const QSizeF size(CanvasFonts::width(font, label_) + 10, QFontMetricsF(font).height() + 4);
    return QRectF(labelAt_ - QPointF(size.width() / 2, size.height() / 2), size);
}

QRectF GradEdgeItem::boundingRect() const
{
    const QRectF head = route_.isEmpty() ? QRectF() : QRectF(route_.last() - QPointF(kEdgeHead, kEdgeHead), QSizeF(2 * kEdgeHead, 2 * kEdgeHead));
    return QGraphicsPathItem::boundingRect().united(head).united(labelRect());
}

QPainterPath GradEdgeItem::shape() const
{
    QPainterPath p = QGraphicsPathItem::shape();
    p.addRect(labelRect());
    return p;
}

void GradEdgeItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (route_.size() < 2)
        return;
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(pen());
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(path());
    // An open head (two strokes), unlike a storage arrow's filled triangle.
    const QPointF end = route_.last();
    QPointF d = end - route_[route_.size() - 2];
    const qreal length = std::hypot(d.x(), d.y());
    d = length > 0 ? d / length : QPointF(0, 1);
    const QPointF side(-d.y(), d.x());
    const QPointF base = end - d * kEdgeHead;
    QPen solid = pen();
    solid.setStyle(Qt::SolidLine);
    solid.setCapStyle(Qt::RoundCap);
    painter->setPen(solid);
    painter->drawPolyline(QPolygonF({base + side * (kEdgeHead * 0.6), end, base - side * (kEdgeHead * 0.6)}));
    const QRectF chip = labelRect();
    if (chip.isEmpty())
        return;
    painter->setBrush(palette_->background);
    painter->drawRoundedRect(chip, 4, 4);
    painter->setFont(CanvasFonts::small());
    painter->drawText(chip, Qt::AlignCenter, label_);
}

} // namespace tl::ui
