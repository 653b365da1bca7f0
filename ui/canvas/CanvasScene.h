#pragma once
// The memory picture of a Session: one lane per memory (Host RAM, the GPU), a block per
// storage, a card per tensor/ndarray with an arrow to the first cell it views, and the
// headline of the last statement; with the autograd overlay on, the grad_fn edges the
// session model reports between the cards. Driven only by the session's signals (items made by
// CanvasItemFactory); where things go is CanvasLayout's, at the width and detail the view
// asks for. Gestures on items become intents: code to run, an element to edit.
#include "CanvasDetail.h"
#include "CanvasItemFactory.h"
#include "CanvasItems.h"
#include "CanvasPalette.h"
#include "CanvasSelection.h"
#include "ObjectCardItem.h"

#include "session/CopyInfo.h"
#include "session/ElementWrite.h"
#include "session/ExecResult.h"

#include <QGraphicsScene>

#include <map>
#include <set>

namespace tl {
struct Event;
}

namespace tl::ui {

class ArrowItem;
class CanvasGestures;
class CaptionItem;
class LaneItem;
class Session;
class StorageBlockItem;

class CanvasScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit CanvasScene(Session *session, QObject *parent = nullptr);
    ~CanvasScene() override;

    Session *session() const { return session_; }
    void setDark(bool dark);
    // Projector mode: the high-contrast, colour-blind-safe palette with thicker strokes.
    void setProjector(bool projector);
    // Copies still travelling between the lanes land now (a picture shows the settled scene).
    void landCopies();
    bool isProjector() const { return palette_.projector; }
    bool isDark() const { return palette_.isDark(); }
    const CanvasPalette &palette() const { return palette_; }

    // Layout: wrap within `width` scene units at `detail`; `focusRicher`: the last
    // statement's cards one step richer than the rest. measure() is a dry run.
    void setLayout(qreal width, CanvasDetail detail, bool focusRicher = true);
    QSizeF measure(qreal width, CanvasDetail detail, bool focusRicher = true) const;
    bool focusRicher() const { return focusRicher_; }
    qreal layoutWidth() const { return width_; }
    CanvasDetail detail() const { return detail_; }

    // The autograd overlay: a dashed edge from each tensor's card to the shown tensors its
    // grad_fn reaches (ObjectInfo::gradInputs), labelled with the grad_fn.
    void setGradEdgesShown(bool shown);
    bool gradEdgesShown() const { return gradEdgesShown_; }

    void selectName(const QString &name);
    QString selectedName() const;
    quint64 selectedObject() const { return selection_.object(); }
    // The selected storage element (storage 0: none); shown in its block and on the cards.
    void selectElement(quint64 storageId, qint64 element);
    std::pair<quint64, qint64> selectedElement() const { return selection_.element(); }
    // What the last statement is about, as drawn: the headline, its objects' and lit cards,
    // the written cells (Fit keeps it in view when the whole picture cannot be).
    QRectF focusRect() const;
    // Where the selected element is drawn (its cell), to scroll to.
    QRectF selectedElementRect() const;

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
    LaneItem *laneForDevice(const tl::Device &device) const;
    CaptionItem *caption() const { return items_.caption; }
    QVector<qint64> highlightedCells(quint64 storageId) const;
    QVector<qint64> viewedCells(const QString &name) const;
    qint64 arrowTargetCell(const QString &name) const;
    QStringList litLabels() const;

signals:
    void objectSelected(const QString &name);
    void elementSelected(quint64 storageId, qint64 element);
    // Double-click on a cell (object 0: the selected object does not see it) or on a
    // card's value (that card's object); `choose`: list every name that sees it.
    void elementEditRequested(quint64 storageId, qint64 element, quint64 objectId, bool choose);
    void elementMenuRequested(quint64 storageId, qint64 element, const QPoint &screenPos);
    void contextMenuRequested(const QString &name, const QPoint &globalPos);
    // Code a gesture stands for (a toggle), to run as one undoable step.
    void codeRequested(const QString &code, const QString &description);
    // Cards made by the last statement, once placed.
    void objectsAdded(const QList<quint64> &objectIds);
    // An element was written: where its cell is now drawn.
    void elementWrittenAt(const QRectF &cell);

public slots:
    // The code for a card's toggle (also the card's menu and keys).
    void toggle(quint64 objectId, tl::ui::ObjectCardItem::Toggle which);

protected:
    void contextMenuEvent(QGraphicsSceneContextMenuEvent *event) override;

private:
    // `restyle`: only the look changed (theme, projector mode): the marks stay.
    void sync(bool restyle = false);
    void arrange();
    void arrangeOnce();
    void onEngineEvent(const tl::Event &event);
    void onElementWritten(const ElementWrite &write);
    void onCopyPerformed(const CopyInfo &copy);
    void onError(const ExecResult &error);
    void onSelectionChanged();
    void onFadeFinished(quint64 storageId);
    void removeBlock(quint64 storageId);
    StorageBlockItem *addBlock(const StorageInfo &storage);
    int freeColourSlot() const;
    void applyPalette();
    void syncGradEdges();

    Session *session_;
    CanvasPalette palette_;
    CanvasItemFactory factory_;
    qreal width_ = 1200;
    CanvasDetail detail_ = CanvasDetail::Full;
    bool focusRicher_ = true;
    CanvasItems items_;
    std::map<quint64, int> colourSlot_;
    CanvasSelection selection_;
    std::set<quint64> writtenStorages_; // bulk-written since the last sync: their blocks repaint
    CanvasGestures *gestures_ = nullptr;
    bool gradEdgesShown_ = false;
    bool arranging_ = false;
    bool arrangeAgain_ = false;
};

} // namespace tl::ui
