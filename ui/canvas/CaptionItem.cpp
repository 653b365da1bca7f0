#include "CaptionItem.h"

#include "CanvasFonts.h"

#include <QPainter>

namespace tl::ui {

CaptionItem::CaptionItem(const CanvasPalette *palette) : palette_(palette) { setZValue(30); }

void CaptionItem::setText(const QString &sentence, const QString &badge, bool isError)
{
    sentence_ = sentence;
    badge_ = badge;
    error_ = isError;
    update();
}

void CaptionItem::setWidth(qreal width)
{
    if (width == width_)
        return;
    prepareGeometryChange();
    width_ = width;
}

void CaptionItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (sentence_.isEmpty() && badge_.isEmpty())
        return;
    painter->setRenderHint(QPainter::Antialiasing);
    qreal x = 0;
    if (!badge_.isEmpty()) {
        painter->setFont(CanvasFonts::body());
        const qreal w = painter->fontMetrics().horizontalAdvance(badge_) + 24;
        const QRectF pill(0, 4, w, 30);
        painter->setPen(Qt::NoPen);
        painter->setBrush(error_ ? QColor(0xdc, 0x26, 0x26) : palette_->selection);
        painter->drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
        painter->setPen(error_ ? Qt::white : palette_->background);
        painter->drawText(pill, Qt::AlignCenter, badge_);
        x = w + 14;
    }
    painter->setFont(CanvasFonts::caption());
    painter->setPen(palette_->text);
    const QRectF textRect(x, 6, width_ - x, kHeight - 6);
    painter->drawText(textRect, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, sentence_);
}

} // namespace tl::ui
