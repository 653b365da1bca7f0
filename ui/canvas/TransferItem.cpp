#include "TransferItem.h"

#include "CanvasFonts.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPropertyAnimation>
#include <QSequentialAnimationGroup>
#include <QVariantAnimation>

#include <algorithm>

namespace tl::ui {

TransferItem::TransferItem(QPainterPath path, QString label, const CanvasPalette *palette)
    : path_(std::move(path)), label_(std::move(label)), palette_(palette)
{
    setZValue(20);
    const QFontMetricsF fm(CanvasFonts::body());
    packetSize_ = QSizeF(fm.horizontalAdvance(label_) + 24, fm.height() + 14);
}

QPainterPath TransferItem::route(const QRectF &from, const QRectF &to, bool acrossLanes, qreal rightLimit)
{
    QPainterPath path;
    if (acrossLanes) {
        const bool down = from.center().y() < to.center().y();
        const QPointF start(from.center().x(), down ? from.bottom() : from.top());
        const QPointF end(to.center().x(), down ? to.top() : to.bottom());
        const qreal midY = (start.y() + end.y()) / 2;
        path.moveTo(start);
        path.cubicTo(QPointF(start.x(), midY), QPointF(end.x(), midY), end);
    } else if (to.left() >= from.right()) {
        // Side by side: across the gap between them.
        const QPointF start(from.right(), from.center().y()), end(to.left(), to.center().y());
        const qreal midX = (start.x() + end.x()) / 2;
        path.moveTo(start);
        path.cubicTo(QPointF(midX, start.y()), QPointF(midX, end.y()), end);
    } else {
        // One under (or left of) the other: an arc out to the right of both, clear of their cards.
        const QPointF start(from.right(), from.center().y()), end(to.right(), to.center().y());
        const qreal out = std::min(std::max(start.x(), end.x()) + 60, rightLimit);
        path.moveTo(start);
        path.cubicTo(QPointF(out, start.y()), QPointF(out, end.y()), end);
    }
    return path;
}

void TransferItem::start()
{
    auto *flight = new QVariantAnimation(this);
    flight->setStartValue(0.0);
    flight->setEndValue(1.0);
    flight->setDuration(1100);
    flight->setEasingCurve(QEasingCurve::InOutQuad);
    connect(flight, &QVariantAnimation::valueChanged, this, [this](const QVariant &v) {
        progress_ = v.toReal();
        update();
    });
    auto *fade = new QPropertyAnimation(this, "opacity", this);
    fade->setStartValue(1.0);
    fade->setEndValue(0.0);
    fade->setDuration(1400);
    auto *group = new QSequentialAnimationGroup(this);
    group->addAnimation(flight);
    group->addPause(900);
    group->addAnimation(fade);
    connect(group, &QAbstractAnimation::finished, this, &QObject::deleteLater);
    group->start();
}

QRectF TransferItem::packetRect() const
{
    const QPointF at = path_.pointAtPercent(progress_);
    return QRectF(at - QPointF(packetSize_.width() / 2, packetSize_.height() / 2), packetSize_);
}

QRectF TransferItem::boundingRect() const
{
    const qreal w = packetSize_.width() / 2 + 4, h = packetSize_.height() / 2 + 4;
    return path_.boundingRect().adjusted(-w, -h, w, h);
}

void TransferItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    QPen trail(palette_->transfer, palette_->pen(2.5), Qt::DashLine);
    painter->setPen(trail);
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(path_);
    const QRectF packet = packetRect();
    painter->setPen(QPen(palette_->transfer.darker(130), palette_->pen(1.5)));
    painter->setBrush(palette_->transfer);
    painter->drawRoundedRect(packet, 8, 8);
    painter->setPen(palette_->onTransfer);
    painter->setFont(CanvasFonts::body());
    painter->drawText(packet, Qt::AlignCenter, label_);
}

} // namespace tl::ui
