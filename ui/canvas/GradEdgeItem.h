#pragma once
// One edge of the autograd overlay: from the card of a tensor to the card of a shown tensor
// its grad_fn reaches (the way next_functions point, as torchviz draws them), dashed, in
// the palette's graph colour, with an open head and the grad_fn's name on a chip. Routed by
// CanvasLayout above the cards, so it never hides the storage arrows below them.
#include "CanvasItemType.h"

#include <QGraphicsPathItem>

namespace tl::ui {

struct CanvasPalette;

class GradEdgeItem : public QGraphicsPathItem {
public:
    enum { Type = GradEdgeItemType };

    GradEdgeItem(quint64 fromObject, quint64 toObject, const QString &label, const CanvasPalette *palette);
    int type() const override { return Type; }

    quint64 fromObject() const { return from_; } // whose grad_fn it is
    quint64 toObject() const { return to_; }     // the input it reaches
    QString label() const { return label_; }
    void setLabel(const QString &label);
    // Route: card top to card top (the head at `route.last()`); the label centred at `labelAt`.
    void setRoute(const QPolygonF &route, const QPointF &labelAt);
    QPolygonF route() const { return route_; }
    QRectF labelRect() const; // in item coordinates (= scene: the item stays at 0, 0)
    void applyPalette();

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    quint64 from_;
    quint64 to_;
    QString label_;
    const CanvasPalette *palette_;
    QPolygonF route_;
    QPointF labelAt_;
};

} // namespace tl::ui
