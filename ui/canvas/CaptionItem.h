#pragma once
// The headline at the top of the canvas: what the last statement did, in words
// ("na[0][0] = 10 also changed a[0][0]: same storage #1"), after its badge. It wraps within
// the canvas's width and is as tall as its lines: never clipped.
#include "CanvasItemType.h"
#include "CanvasPalette.h"

#include <QGraphicsItem>

namespace tl::ui {

class CaptionItem : public QGraphicsItem {
public:
    enum { Type = CaptionItemType };

    explicit CaptionItem(const CanvasPalette *palette);
    int type() const override { return Type; }

    void setText(const QString &sentence, const QString &badge, LastAction::Badge kind);
    QString sentence() const;
    QString badge() const { return badge_; }
    QColor badgeFill() const { return palette_->badgeFill(kind_); }
    bool isError() const { return kind_ == LastAction::Badge::Error; }
    // Height of the headline wrapped within `width` (0 when there is nothing to say).
    qreal heightFor(qreal width) const;
    void setWidth(qreal width);
    // The rectangle its sentence needs (item coordinates), to check that nothing clips it.
    QRectF sentenceRect() const;

    QRectF boundingRect() const override { return QRectF(0, 0, width_, height_); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    qreal badgeWidth() const;
    QString shownBadge() const;
    QRectF sentenceRectFor(qreal width) const;

    const CanvasPalette *palette_;
    QString sentence_;
    QString badge_;
    LastAction::Badge kind_ = LastAction::Badge::None;
    qreal width_ = 600;
    qreal height_ = 0;
    mutable qreal measuredWidth_ = -1; // the last sentenceRectFor(), remembered
    mutable QString measuredSentence_, measuredBadge_;
    mutable QRectF measured_;
};

} // namespace tl::ui
