#pragma once
// One memory as a band: "Host RAM (cpu)" or the GPU's label written across its top, its
// storage blocks (with their objects' cards) inside. The label wraps when the band is narrow.
#include "CanvasItemType.h"
#include "CanvasPalette.h"

#include <QGraphicsItem>

namespace tl::ui {

class LaneItem : public QGraphicsItem {
public:
    enum { Type = LaneItemType };

    LaneItem(QString device, QString label, const CanvasPalette *palette);
    int type() const override { return Type; }

    QString device() const { return device_; }
    QString label() const { return label_; }
    void setLabel(const QString &label);
    // Height of the label across the top of a band `width` wide.
    qreal headerHeight(qreal width) const;
    // The label's extent from the band's top-left when it is one line (groups may then be
    // packed beside it); empty when it wraps.
    QSizeF labelExtent(qreal width) const;
    // `labelRight`: the label in the top-right corner instead of the top-left.
    void setRect(const QRectF &rect, bool labelRight = false);
    QRectF rect() const { return rect_; }

    QRectF boundingRect() const override { return rect_.adjusted(-2, -2, 2, 2); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QString name() const;
    QString detail() const;
    // Where the name and the detail go for a band `width` wide (relative to its top-left).
    std::pair<QRectF, QRectF> headerBoxes(qreal width) const;
    std::pair<QRectF, QRectF> measureHeader(qreal width) const;

    QString device_;
    QString label_;
    QRectF rect_;
    bool labelRight_ = false;
    const CanvasPalette *palette_;
    mutable qreal measuredWidth_ = -1; // the last headerBoxes(), remembered
    mutable QString measuredLabel_;
    mutable std::pair<QRectF, QRectF> measured_;
};

} // namespace tl::ui
