#pragma once
// The sentence at the top of the canvas: what the last statement did, in words
// ("na[0][0] = 10 also changed a[0][0]: same storage #1"), with its badge.
#include "CanvasItemType.h"
#include "CanvasPalette.h"

#include <QGraphicsItem>

namespace tl::ui {

class CaptionItem : public QGraphicsItem {
public:
    enum { Type = CaptionItemType };

    explicit CaptionItem(const CanvasPalette *palette);
    int type() const override { return Type; }

    void setText(const QString &sentence, const QString &badge, bool isError);
    QString sentence() const { return sentence_; }
    QString badge() const { return badge_; }
    void setWidth(qreal width);

    QRectF boundingRect() const override { return QRectF(0, 0, width_, kHeight); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    static constexpr qreal kHeight = 64; // two lines of the sentence

private:
    const CanvasPalette *palette_;
    QString sentence_;
    QString badge_;
    bool error_ = false;
    qreal width_ = 600;
};

} // namespace tl::ui
