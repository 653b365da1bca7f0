#pragma once
// A copy on its way: a packet labelled with the bytes, the direction and the measured time
// moves along a path from the source block to the destination block, then fades away.
// Purely animated (QVariantAnimation): nothing waits for it.
#include "CanvasItemType.h"
#include "CanvasPalette.h"

#include <QGraphicsObject>
#include <QPainterPath>

namespace tl::ui {

class TransferItem : public QGraphicsObject {
    Q_OBJECT
public:
    enum { Type = TransferItemType };

    TransferItem(QPainterPath path, QString label, const CanvasPalette *palette);
    int type() const override { return Type; }

    QString label() const { return label_; }
    qreal progress() const { return progress_; }
    // The path between two blocks: across lanes an S-curve through the gap between them,
    // within a lane across the gap beside them or an arc out to their right.
    static QPainterPath route(const QRectF &from, const QRectF &to, bool acrossLanes, qreal rightLimit);
    // Starts the flight; the item deletes itself when done.
    void start();

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QRectF packetRect() const;

    QPainterPath path_;
    QString label_;
    const CanvasPalette *palette_;
    qreal progress_ = 0;
    QSizeF packetSize_;
};

} // namespace tl::ui
