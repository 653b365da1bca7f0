#pragma once
// The memory picture of a Session: one lane per memory (Host RAM, the GPU), a block per
// storage, a card per tensor/ndarray with an arrow to the first cell it views, and the
// sentence of the last statement. Driven only by the session's signals; the layout is
// automatic and stable (storages in id order within their lane, cards stay where they are).
#include "CanvasPalette.h"

#include "session/CopyInfo.h"
#include "session/ElementWrite.h"

namespace tl {
struct Event;
}

#include <QGraphicsScene>

#include <map>
#include <set>

namespace tl::ui {

class ArrowItem;
class CaptionItem;
class LaneItem;
class ObjectCardItem;
class Session;
class StorageBlockItem;

class CanvasScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit CanvasScene(Session *session, QObject *parent = nullptr);
    ~CanvasScene() override;

    Session *session() const { return session_; }
    void setDark(bool dark);
    bool isDark() const { return dark_; }
    const CanvasPalette &palette() const { return palette_; }

    void selectName(const QString &name);
    QString selectedName() const;

    // Test accessors: the items a user sees, looked up the way a user would name them.
    template <class T>
    QList<T *> itemsOfType() const
    {
        QList<T *> out;
        for (QGraphicsItem *i : items())
            if (T *t = qgraphicsitem_cast<T *>(i))
                out.push_back(t);
        return out;
    }
    ObjectCardItem *cardForName(const QString &name) const;
    ObjectCardItem *cardForObject(quint64 objectId) const;
    StorageBlockItem *blockForStorage(quint64 storageId) const;
    ArrowItem *arrowForName(const QString &name) const;
    // "cpu" or "cuda"
    LaneItem *laneForDevice(const QString &device) const;
    CaptionItem *caption() const { return caption_; }
    // Cells marked by the last element write, in the storage's element numbering.
    QVector<qint64> highlightedCells(quint64 storageId) const;
    // Cells the named object's colour marks in its storage's block.
    QVector<qint64> viewedCells(const QString &name) const;
    // The storage element the named object's arrow points at (-1 if no arrow).
    qint64 arrowTargetCell(const QString &name) const;
    // The labels lit on cards by the last element write ("a[0][0]: 1.0 → 10.0"), sorted.
    QStringList litLabels() const;

signals:
    void objectSelected(const QString &name);
    void cellActivated(quint64 storageId, qint64 elementIndex);
    void contextMenuRequested(const QString &name, const QPoint &globalPos);

protected:
    void contextMenuEvent(QGraphicsSceneContextMenuEvent *event) override;

private:
    void sync();
    void layout();
    void routeArrows(bool gpuLane, qreal channelTop, qreal channelHeight);
    void onEngineEvent(const tl::Event &event);
    void onElementWritten(const ElementWrite &write);
    void onCopyPerformed(const CopyInfo &copy);
    void onSelectionChanged();
    void onFadeFinished(quint64 storageId);
    void removeBlock(quint64 storageId);
    qreal placeNewBlock(const StorageBlockItem *block);
    qreal placeNewCard(const ObjectCardItem *card, bool gpuLane);
    int freeColourSlot() const;
    qreal contentLeft() const;
    void applyPalette();

    Session *session_;
    CanvasPalette palette_;
    bool dark_ = false;
    LaneItem *hostLane_ = nullptr;
    LaneItem *gpuLane_ = nullptr;
    CaptionItem *caption_ = nullptr;
    std::map<quint64, StorageBlockItem *> blocks_;
    std::map<quint64, ObjectCardItem *> cards_;
    std::map<quint64, ArrowItem *> arrows_;
    std::map<quint64, qreal> blockX_;  // offset from the lanes' content start
    std::map<quint64, qreal> cardX_;
    std::map<quint64, int> colourSlot_;
    quint64 selectedObject_ = 0;
    std::set<quint64> writtenStorages_; // bulk-written since the last sync: their blocks repaint
    // Geometry of the last layout (scene y of each band).
    qreal hostCardsTop_ = 0, hostLaneTop_ = 0, hostLaneBottom_ = 0;
    qreal gpuLaneTop_ = 0, gpuLaneBottom_ = 0, gpuCardsTop_ = 0;
    // Bands only grow while anything is shown, so removing one thing never shifts the rest.
    qreal hostCardsHeight_ = 0, gpuCardsHeight_ = 0, hostChannel_ = 0, gpuChannel_ = 0, hostBlocks_ = 0, gpuBlocks_ = 0;
};

} // namespace tl::ui
