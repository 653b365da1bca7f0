#pragma once
// One storage: a block of cells showing its values, with its size in bytes and how many
// objects use it. Cells are painted by this one item (never one item per cell), and only
// the first kMaxDrawnCells of a big storage are drawn; the rest are summarised. The cells
// face the lane's cards, so arrows reach them without crossing the header.
#include "CanvasItemType.h"
#include "CanvasPalette.h"
#include "session/StorageInfo.h"

#include <QBitArray>
#include <QGraphicsObject>
#include <QHash>

class QVariantAnimation;

namespace tl::ui {

class Session;

class StorageBlockItem : public QGraphicsObject {
    Q_OBJECT
public:
    enum { Type = StorageBlockItemType };
    static constexpr qreal kCellWidth = 66;
    static constexpr qreal kCellHeight = 50;
    static constexpr qreal kHeaderHeight = 52;
    static constexpr qreal kPadding = 10;
    static constexpr qint64 kMaxDrawnCells = 1024;

    // An object viewing this storage, drawn as a band in its card's colour on every cell it sees.
    struct Viewer {
        quint64 objectId = 0;
        QColor colour;
        QString geometry; // sizes/strides/offset: the viewed cells are recomputed when it changes
    };

    StorageBlockItem(const Session *session, const StorageInfo &info, bool cellsOnTop, const CanvasPalette *palette);
    int type() const override { return Type; }

    quint64 storageId() const { return info_.id; }
    const StorageInfo &info() const { return info_; }
    void setInfo(const StorageInfo &info);

    int columns() const { return columns_; }
    // Cells drawn one by one; elements beyond are summarised in one line.
    qint64 drawnCells() const { return drawn_; }
    // A cell's rectangle in item coordinates (the summary line for an element not drawn).
    QRectF cellRect(qint64 element) const;
    // The element under `pos` (item coordinates), -1 if none.
    qint64 cellAt(const QPointF &pos) const;
    // Where an arrow ends on a cell: on its card-facing edge, `fraction` across its width.
    QPointF cellAnchor(qint64 element, qreal fraction) const;
    bool cellsOnTop() const { return cellsOnTop_; }
    // What hovering a cell shows: element index, byte offset, value, every name's index
    // of it (the block's own summary for element -1).
    QString cellToolTip(qint64 element) const;

    void setViewers(const QVector<Viewer> &viewers);
    // Drawn cells the object sees (test accessor; elements in storage order).
    QVector<qint64> viewedCells(quint64 objectId) const;
    // The selected object's cells are tinted in its colour and show its own index of each
    // ("[2][1]" on a cell a transposed view calls t[2][1]).
    void setSelectedObject(quint64 objectId);
    QString indexLabel(qint64 element) const;

    // The written cell flashes and stays marked until clearWritten().
    void markWritten(qint64 element);
    void clearWritten();
    QVector<qint64> writtenCells() const;

    // Values are re-read from the session on the next paint; `repaint` schedules one now
    // (the storage was written), otherwise whenever the block is painted next.
    void invalidateValues(bool repaint);

    // Fades out (non-blocking); fadeFinished() when done.
    void startFade();
    bool isFading() const { return fading_; }

    QRectF boundingRect() const override { return QRectF(0, 0, width_, height_); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

signals:
    void cellActivated(quint64 storageId, qint64 element);
    void fadeFinished(quint64 storageId);

protected:
    void hoverMoveEvent(QGraphicsSceneHoverEvent *event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event) override;

private:
    void computeGeometry();
    QRectF cellsArea() const;
    QRectF headerRect() const;
    QString valueOf(qint64 element) const;
    void paintCellsAggregated(QPainter *painter, const QRectF &area, qreal lod);
    void paintCell(QPainter *painter, qint64 element);

    const Session *session_;
    StorageInfo info_;
    bool cellsOnTop_;
    const CanvasPalette *palette_;
    int columns_ = 1;
    qint64 drawn_ = 0;
    qreal width_ = 0;
    qreal height_ = 0;
    QVector<Viewer> viewers_;
    QVector<QBitArray> viewed_; // per viewer, one bit per drawn cell
    quint64 selectedObject_ = 0;
    QVector<qint64> written_;
    qreal flash_ = 0;           // 1 right after a write, fading to 0
    QVariantAnimation *flashAnimation_ = nullptr;
    mutable QHash<qint64, QString> values_;
    mutable QHash<qint64, QString> indexLabels_; // of the selected object
    bool fading_ = false;
};

} // namespace tl::ui
