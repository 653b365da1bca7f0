#pragma once
// The arrow from an object's card to the first cell it views (its element [0, 0, ...]),
// routed orthogonally through the channel between the cards and the lane.
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

    // Route: down from `start`, across at `channelY`, on to `end` (the cell's edge).
    void setRoute(const QPointF &start, qreal channelY, const QPointF &end, qint64 targetCell);
    void setColour(const QColor &colour);
    // A few words by the head, e.g. which element an arrow into the summarised part means.
    // `line` stacks the notes of several arrows into one place (0 nearest the head).
    void setNote(const QString &note, int line = 0);
    QString note() const { return note_; }
    QPointF end() const { return end_; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    quint64 objectId_;
    quint64 storageId_;
    qint64 targetCell_ = -1;
    QPointF end_;
    QPointF direction_; // unit vector of the last segment, for the head
    QString note_;
    int noteLine_ = 0;
    QRectF noteRect() const;
};

} // namespace tl::ui
