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
    // "GPU memory (cuda:0) — simulated (no NVIDIA GPU)": the memory's name in bold, what
    // backs it underneath.
    const qsizetype dash = label_.indexOf(QStringLiteral(" — "));
    const QString name = dash < 0 ? label_ : label_.left(dash);
    const QString detail = dash < 0 ? QString() : label_.mid(dash + 3);
    const QRectF column(rect_.left() + 14, rect_.top() + 12, kLabelWidth - 24, rect_.height() - 24);
    painter->setFont(CanvasFonts::lane());
    const QRectF nameBox = painter->fontMetrics().boundingRect(column.toRect(), Qt::TextWordWrap, name);
    painter->setFont(CanvasFonts::body());
    const QRectF detailBox = detail.isEmpty() ? QRectF() : painter->fontMetrics().boundingRect(column.toRect(), Qt::TextWordWrap, detail);
    const qreal top = column.center().y() - (nameBox.height() + (detail.isEmpty() ? 0 : 4 + detailBox.height())) / 2;
    painter->setFont(CanvasFonts::lane());
    painter->setPen(palette_->laneText);
    painter->drawText(QRectF(column.left(), top, column.width(), nameBox.height()), Qt::AlignLeft | Qt::TextWordWrap, name);
    if (!detail.isEmpty()) {
        painter->setFont(CanvasFonts::body());
        painter->setPen(palette_->mutedText);
        painter->drawText(QRectF(column.left(), top + nameBox.height() + 4, column.width(), detailBox.height()),
                          Qt::AlignLeft | Qt::TextWordWrap, detail);
    }
}

} // namespace tl::ui
