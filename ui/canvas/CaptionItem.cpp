#include "CaptionItem.h"

#include "CanvasFonts.h"

#include <QFontMetricsF>
#include <QPainter>

namespace tl::ui {

namespace {
constexpr qreal kBadgeHeight = 30;
constexpr qreal kBadgeGap = 14;
}

CaptionItem::CaptionItem(const CanvasPalette *palette) : palette_(palette) { setZValue(30); }

void CaptionItem::setText(const QString &sentence, const QString &badge, LastAction::Badge kind)
{
    // "a[0][999]" is one word: no line break between its brackets (a word joiner).
    sentence_ = QString(sentence).replace(QStringLiteral("]["), QStringLiteral("]\u2060["));
    badge_ = badge;
    kind_ = kind;
    const qreal h = heightFor(width_);
    if (h != height_) {
        prepareGeometryChange();
        height_ = h;
    }
    update();
}

QString CaptionItem::sentence() const { return QString(sentence_).remove(QChar(0x2060)); }

// An error's badge carries a cross: it is told from the others by more than its colour.
QString CaptionItem::shownBadge() const { return isError() ? QStringLiteral("✗ ") + badge_ : badge_; }

qreal CaptionItem::badgeWidth() const
{
    return badge_.isEmpty() ? 0 : QFontMetricsF(CanvasFonts::body()).horizontalAdvance(shownBadge()) + 24;
}

QRectF CaptionItem::sentenceRectFor(qreal width) const
{
    // Layouts ask for the same width again and again: wrapping text is not cheap.
    if (width == measuredWidth_ && sentence_ == measuredSentence_ && badge_ == measuredBadge_)
        return measured_;
    measuredWidth_ = width;
    measuredSentence_ = sentence_;
    measuredBadge_ = badge_;
    const qreal x = badge_.isEmpty() ? 0 : badgeWidth() + kBadgeGap;
    const qreal textWidth = std::max<qreal>(width - x, 80);
    const QRectF r = QFontMetricsF(CanvasFonts::caption())
                         .boundingRect(QRectF(0, 0, textWidth, 1e6), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, sentence_);
    measured_ = QRectF(x, 3, textWidth, sentence_.isEmpty() ? 0 : r.height());
    return measured_;
}

qreal CaptionItem::heightFor(qreal width) const
{
    if (sentence_.isEmpty() && badge_.isEmpty())
        return 0;
    return std::max(kBadgeHeight, sentenceRectFor(width).bottom()) + 4;
}

QRectF CaptionItem::sentenceRect() const { return sentenceRectFor(width_); }

void CaptionItem::setWidth(qreal width)
{
    const qreal h = heightFor(width);
    if (width == width_ && h == height_)
        return;
    prepareGeometryChange();
    width_ = width;
    height_ = h;
}

void CaptionItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (sentence_.isEmpty() && badge_.isEmpty())
        return;
    painter->setRenderHint(QPainter::Antialiasing);
    if (!badge_.isEmpty()) {
        painter->setFont(CanvasFonts::body());
        const QRectF pill(0, 0, badgeWidth(), kBadgeHeight);
        painter->setPen(Qt::NoPen);
        painter->setBrush(palette_->badgeFill(kind_));
        painter->drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
        painter->setPen(palette_->onBadge(kind_));
        painter->drawText(pill, Qt::AlignCenter, shownBadge());
    }
    painter->setFont(CanvasFonts::caption());
    painter->setPen(palette_->text);
    painter->drawText(sentenceRect(), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, sentence_);
}

} // namespace tl::ui
