#pragma once
// One storage: a 1-D run of cells showing its values (memory as memory), its size in bytes
// and how many objects use it. A large storage shows its first and last elements and the
// ones around the selected and the last written element (BlockSlots), with an overview
// strip of the whole storage under the cells (StorageOverview). Cells face the cards
// above, so arrows reach them without crossing the header, which is under the cells or,
// for one row of cells, beside them. One item paints all cells.
#include "BlockShape.h"
#include "BlockViewers.h"
#include "CanvasDetail.h"
#include "CanvasItemType.h"
#include "CanvasPalette.h"
#include "StorageOverview.h"
#include "session/StorageInfo.h"

#include <QGraphicsObject>
#include <QHash>

#include <map>
#include <tuple>

class QVariantAnimation;

namespace tl::ui {

class Session;

class StorageBlockItem : public QGraphicsObject {
    Q_OBJECT
public:
    enum { Type = StorageBlockItemType };

    using Viewer = BlockViewers::Viewer;

    StorageBlockItem(const Session *session, const StorageInfo &info, const CanvasPalette *palette);
    int type() const override { return Type; }

    quint64 storageId() const { return info_.id; }
    const StorageInfo &info() const { return info_; }
    void setInfo(const StorageInfo &info);

    // Size at a detail within a width (no change to the item), and applying one;
    // `headerBeside`: the header beside one row of cells where it fits (else under them).
    QSizeF sizeFor(CanvasDetail detail, qreal maxWidth, bool headerBeside = true) const;
    void setLayout(CanvasDetail detail, qreal maxWidth, bool headerBeside = true);
    CanvasDetail detail() const { return detail_; }
    bool allowsHeaderBeside() const { return allowBeside_; }
    bool headerBeside() const { return shape_.headerBeside; } // as laid out now

    const BlockSlots &blockSlots() const { return shape_.cells; }
    QVector<qint64> shownElements() const { return shape_.cells.shownElements(); }
    // A cell's rectangle in item coordinates (the gap's for an element not shown).
    QRectF cellRect(qint64 element) const;
    // The element whose cell is under `pos` (item coordinates), -1 if none.
    qint64 cellAt(const QPointF &pos) const;
    // Where an arrow ends on a cell: its top edge, `fraction` across its width.
    QPointF cellAnchor(qint64 element, qreal fraction) const;
    QRectF overviewRect() const; // empty unless summarised
    QString cellToolTip(qint64 element) const;

    void setViewers(const QVector<Viewer> &viewers);
    // Shown cells the object sees (test accessor; elements in storage order).
    QVector<qint64> viewedCells(quint64 objectId) const;
    const QVector<StorageOverview::Band> &overviewBands() const { return viewers_.bands(); }
    // The selected object's cells are tinted and show its own index of each ("[2][1]").
    void setSelectedObject(quint64 objectId);
    QString indexLabel(qint64 element) const { return viewers_.indexLabel(element); }
    // The selected element (-1: none): ringed, and shown even in a summarised storage.
    void setSelectedElement(qint64 element);
    qint64 selectedElement() const { return selected_; }

    // Where the viewers' arrows land (their first elements): shown even in a summarised storage.
    void setArrowTargets(const QVector<qint64> &elements);

    // The written cell flashes and stays marked until clearWritten(); it is shown wherever it is.
    void markWritten(qint64 element);
    void clearWritten();
    QVector<qint64> writtenCells() const { return written_; }

    // Values are re-read from the session on the next paint; `repaint` schedules one now.
    void invalidateValues(bool repaint);

    void startFade();
    bool isFading() const { return fading_; }

    QRectF boundingRect() const override { return QRectF(QPointF(0, 0), shape_.size); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

signals:
    void elementClicked(quint64 storageId, qint64 element);
    void elementActivated(quint64 storageId, qint64 element, Qt::KeyboardModifiers modifiers);
    void elementMenuRequested(quint64 storageId, qint64 element, const QPoint &screenPos);
    void fadeFinished(quint64 storageId);

protected:
    void hoverMoveEvent(QGraphicsSceneHoverEvent *event) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event) override;
    void contextMenuEvent(QGraphicsSceneContextMenuEvent *event) override;

private:
    BlockShape shapeFor(CanvasDetail detail, qreal maxWidth, bool headerBeside) const;
    QVector<qint64> focus() const;
    void relayout();
    void recomputeSeen();
    QRectF headerRect() const;
    QString titleText() const;
    QString headlineText(CanvasDetail detail) const; // the header's first line
    QString ownersText() const;
    QString detailText() const;
    QString valueOf(qint64 element) const;
    void paintSlot(QPainter *painter, const BlockSlots::Slot &slot, qreal lod);

    const Session *session_;
    StorageInfo info_;
    const CanvasPalette *palette_;
    CanvasDetail detail_ = CanvasDetail::Full;
    qreal maxWidth_ = 4000;
    bool allowBeside_ = true;
    BlockShape shape_;
    mutable std::map<std::tuple<int, qreal, bool>, QSizeF> sizes_; // sizeFor(), until the block changes
    BlockViewers viewers_;
    qint64 selected_ = -1;
    QVector<qint64> written_;
    QVector<qint64> targets_;
    qreal flash_ = 0;
    QVariantAnimation *flashAnimation_ = nullptr;
    mutable QHash<qint64, QString> values_;
    bool fading_ = false;
};

} // namespace tl::ui
