#include "LaneItem.h"

#include "CanvasFonts.h"

#include <QPainter>

namespace tl::ui {

LaneItem::LaneItem(QString device, QString label, const CanvasPalette *palette)
    : device_(std::move(device)), label_(std::move(label)), palette_(palette)
{
    setZValue(-10);
}

void LaneItem::setLabel(const QString &label)
{
    label_ = label;
    update();
}

void LaneItem::setRect(const QRectF &rect)
{
    if (rect == rect_)
        return;
    prepareGeometryChange();
    rect_ = rect;
}

void LaneItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(palette_->laneBorder, 1.5));
    painter->setBrush(palette_->laneFill);
    painter->drawRoundedRect(rect_, 10, 10);
    painter->setFont(CanvasFonts::lane());
    painter->setPen(palette_->laneText);
    const QRectF labelRect(rect_.left() + 14, rect_.top() + 12, kLabelWidth - 24, rect_.height() - 24);
    painter->drawText(labelRect, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, label_);
}

} // namespace tl::ui
