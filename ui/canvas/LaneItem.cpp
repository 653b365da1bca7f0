#include "LaneItem.h"

#include "CanvasFonts.h"

#include <QFontMetricsF>
#include <QPainter>

namespace tl::ui {

namespace {
constexpr qreal kInset = 14;
constexpr qreal kTop = 3;
}

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

void LaneItem::setRect(const QRectF &rect, bool labelRight)
{
    if (labelRight != labelRight_) {
        labelRight_ = labelRight;
        update();
    }
    if (rect == rect_)
        return;
    prepareGeometryChange();
    rect_ = rect;
}

// "GPU memory (cuda:0) — simulated (no NVIDIA GPU)": the memory's name in bold, what backs it after it.
QString LaneItem::name() const
{
    const qsizetype dash = label_.indexOf(QStringLiteral(" — "));
    return dash < 0 ? label_ : label_.left(dash);
}

QString LaneItem::detail() const
{
    const qsizetype dash = label_.indexOf(QStringLiteral(" — "));
    return dash < 0 ? QString() : label_.mid(dash + 3);
}

std::pair<QRectF, QRectF> LaneItem::headerBoxes(qreal width) const
{
    if (width == measuredWidth_ && label_ == measuredLabel_)
        return measured_;
    measuredWidth_ = width;
    measuredLabel_ = label_;
    measured_ = measureHeader(width);
    return measured_;
}

std::pair<QRectF, QRectF> LaneItem::measureHeader(qreal width) const
{
    const qreal inner = std::max<qreal>(width - 2 * kInset, 60);
    const QFontMetricsF nameFont(CanvasFonts::lane()), detailFont(CanvasFonts::body());
    const QRectF name = nameFont.boundingRect(QRectF(0, 0, inner, 1e6), Qt::TextWordWrap, this->name());
    const QRectF nameBox(kInset, kTop, name.width(), name.height());
    if (detail().isEmpty())
        return {nameBox, QRectF()};
    const qreal oneLine = nameBox.right() + 16 + detailFont.horizontalAdvance(detail());
    if (oneLine <= width - kInset)
        return {nameBox, QRectF(nameBox.right() + 16, kTop, oneLine - nameBox.right() - 16, nameBox.height())};
    const QRectF d = detailFont.boundingRect(QRectF(0, 0, inner, 1e6), Qt::TextWordWrap, detail());
    return {nameBox, QRectF(kInset, nameBox.bottom() + 2, inner, d.height())};
}

qreal LaneItem::headerHeight(qreal width) const
{
    const auto [name, detail] = headerBoxes(width);
    return std::max(name.bottom(), detail.bottom()) + 3;
}

QSizeF LaneItem::labelExtent(qreal width) const
{
    const auto [name, detail] = headerBoxes(width);
    if (!detail.isEmpty() && detail.top() > name.top())
        return {};
    const QRectF box = name | detail;
    return {box.right(), box.bottom() + 3};
}

void LaneItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(palette_->laneBorder, palette_->pen(1.5)));
    painter->setBrush(palette_->laneFill);
    painter->drawRoundedRect(rect_, 10, 10);
    const auto [nameBox, detailBox] = headerBoxes(rect_.width());
    const QPointF origin = rect_.topLeft() + QPointF(labelRight_ ? rect_.width() - kInset - (nameBox | detailBox).right() : 0, 0);
    painter->setFont(CanvasFonts::lane());
    painter->setPen(palette_->laneText);
    painter->drawText(nameBox.translated(origin), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, name());
    if (!detailBox.isNull()) {
        painter->setFont(CanvasFonts::body());
        painter->setPen(palette_->mutedText);
        painter->drawText(detailBox.translated(origin), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, detail());
    }
}

} // namespace tl::ui
