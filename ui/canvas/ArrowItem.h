#pragma once
// The arrow from an object's card to the first cell it views (its element [0, 0, ...]),
// routed orthogonally by CanvasLayout through the channel between the cards and the block.
#include "CanvasItemType.h"

#include <QGraphicsPathItem>

namespace tl::ui {

class ArrowItem : public QGraphicsPathItem {
public:
    enum { Type = ArrowItemType };

    ArrowItem(quint64 objectId, quint64 storageId);
    int type() const override { return Type; }

    quint64 objectId() const { return objectId_; }
    quint64 storageId() const { return storageId_; }
    qint64 targetCell() const { return targetCell_; }

    // Route: a polyline from the card to `route.last()` (the cell's edge), where the head is.
    void setRoute(const QPolygonF &route, qint64 targetCell);
    QPolygonF route() const { return route_; }
    // Its colour, and its width as a multiple of the usual (CanvasPalette::stroke).
    void setColour(const QColor &colour, qreal stroke = 1);
    // A few words by the head, e.g. which element an arrow into the summarised part means.
    // `line` stacks the notes of several arrows into one place (0 nearest the head).
    void setNote(const QString &note, int line = 0);
    QString note() const { return note_; }
    QPointF end() const { return end_; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    void rebuildPath();
    qreal head() const; // the head's length, in proportion to the line's width
    quint64 objectId_;
    quint64 storageId_;
    qint64 targetCell_ = -1;
    QPolygonF route_;
    QPointF end_;
    QPointF direction_; // unit vector of the last segment, for the head
    QString note_;
    int noteLine_ = 0;
    QRectF noteRect() const;
};

} // namespace tl::ui
