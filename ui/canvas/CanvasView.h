#pragma once
// The memory canvas widget: a view of CanvasScene that keeps text legible. Fit picks the
// zoom and detail that keep canvas text at least CanvasFonts::kMinScreenPixels tall
// (less detail before smaller text); zoom in/out/reset rewrap the picture to the width on
// screen; new objects scroll into view unless the view is pinned. Edits and toggles become
// code (codeRequested), which the window runs as undoable steps.
#include "CanvasDetail.h"

#include <QGraphicsView>

#include <optional>

class QAction;

namespace tl::ui {

class CanvasScene;
class Session;

class CanvasView : public QGraphicsView {
    Q_OBJECT
public:
    explicit CanvasView(Session *session, QWidget *parent = nullptr);

    // The scene and its test accessors (cards, blocks, arrows, highlighted cells ...).
    CanvasScene *canvasScene() const { return scene_; }

    QString selectedName() const;
    bool isDark() const;
    // The whole picture scaled into `size` (offscreen screenshots, exports).
    QImage renderToImage(const QSize &size) const;
    // The whole picture on the canvas's background, fitted into `target` of any painter
    // (an image, an SVG or PDF writer: the items draw their text as text).
    void paintCanvas(QPainter &painter, const QRectF &target) const;
    // The picture's own size in scene units (what a drawing of it at 100% measures).
    QSizeF canvasSize() const;
    // Current zoom factor (1 = 100%): canvas text is its pixel size times this on screen.
    qreal zoom() const { return transform().m11(); }
    // The smallest canvas text on screen now, in pixels.
    qreal smallestTextPixels() const;
    // The smallest canvas text that Fit allows on screen, in pixels.
    qreal minimumTextPixels() const { return minTextPixels_; }
    bool isProjector() const;
    bool isPinned() const { return pinned_; }
    bool autogradShown() const;
    bool followsFit() const { return followFit_; }
    // Shows and selects an element named like Python code ("na[999][999]"); `why` if not.
    bool goToElement(const QString &address, QString *why = nullptr);
    // For a card's context menu: edit one of its elements, move it, switch requires_grad.
    QList<QAction *> cardActions(const QString &name);

public slots:
    void selectName(const QString &name);
    void fitToWindow();
    void zoomIn();
    void zoomOut();
    void resetZoom();
    void zoomBy(qreal factor);
    void setPinned(bool pinned);
    // The autograd overlay: grad_fn edges between the cards.
    void setAutogradShown(bool shown);
    void setDark(bool dark);
    // Projector mode: Fit keeps text at least CanvasFonts::kProjectorMinScreenPixels tall
    // and may zoom further in; the palette is the projector's. Fits again.
    void setProjector(bool projector);
    // Go to element…: the window asks for an address (goToElementRequested), then calls
    // goToElement.
    void requestGoToElement() { Q_EMIT goToElementRequested(); }
    // Edits the selected element: through the selected name if it sees it, else by choice.
    void editSelectedElement();
    // An element edit: selects the element and asks the window for it (elementEditRequested).
    void editElement(quint64 storageId, qint64 element, quint64 objectId, bool choose);

signals:
    void objectSelected(const QString &name);
    void contextMenuRequested(const QString &name, const QPoint &globalPos);
    // Code for the window to run as one undoable step ("na[0][0] = 10", "a = a.to('cuda')").
    void codeRequested(const QString &code, const QString &description);
    void pinnedChanged(bool pinned);
    // Intents the window answers with its dialogs: edit the element through `objectId`'s
    // name (asking for the value), or with the chooser of every name that sees it when
    // `choose` or no object is given; ask for an element to go to.
    void elementEditRequested(quint64 storageId, qint64 element, quint64 objectId, bool choose);
    void goToElementRequested();

protected:
    void wheelEvent(QWheelEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void applyFit();
    qreal minLegibleZoom() const;
    // Back from projector mode: the zoom and detail of before (the next statement refits
    // if the picture has outgrown them).
    void restoreNormalZoom();
    // `measured`: the picture's size at this zoom's width, when already known;
    // `focusRicher`: the last statement's cards one step richer than the rest.
    void applyZoom(qreal zoom, CanvasDetail detail, QSizeF measured = QSizeF(), bool focusRicher = true);
    bool fits(qreal zoom, CanvasDetail detail, QSizeF *measured = nullptr, bool focusRicher = true) const;
    static qreal layoutWidth(const QSize &room, qreal zoom);
    void onSceneRectChanged();
    // Scrolls to the objects a statement added (unless pinned); Fit comes back to them.
    void showNewObjects(const QList<quint64> &objectIds);
    void showElementMenu(quint64 storageId, qint64 element, const QPoint &screenPos);

    CanvasScene *scene_;
    bool followFit_ = true; // keep fitting until the user zooms by hand
    bool fitting_ = false;
    bool pinned_ = false;
    qreal minTextPixels_;
    qreal maxFitZoom_;
    struct Zoom {
        qreal zoom;
        CanvasDetail detail;
        bool focusRicher;
        bool followFit;
        QSize room; // the viewport's size
    };
    std::optional<Zoom> normal_; // before projector mode: kept until the view has its old size
    QList<quint64> newest_; // what the last statement added
    QList<QAction *> cardActions_;
};

} // namespace tl::ui
