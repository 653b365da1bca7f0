#pragma once
// One memory as a horizontal band: "Host RAM (cpu)" or the GPU's label, written in the
// band's left column; storage blocks sit inside it.
#include "CanvasItemType.h"
#include "CanvasPalette.h"

#include <QGraphicsItem>

namespace tl::ui {

class LaneItem : public QGraphicsItem {
public:
    enum { Type = LaneItemType };
    static constexpr qreal kLabelWidth = 170;

    LaneItem(QString device, QString label, const CanvasPalette *palette);
    int type() const override { return Type; }

    QString device() const { return device_; }
    QString label() const { return label_; }
    void setLabel(const QString &label);
    void setRect(const QRectF &rect);
    QRectF rect() const { return rect_; }

    QRectF boundingRect() const override { return rect_.adjusted(-2, -2, 2, 2); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QString device_;
    QString label_;
    QRectF rect_;
    const CanvasPalette *palette_;
};

} // namespace tl::ui
