#pragma once
// The canvas's commands as actions for the window's View menu and toolbar, each calling a
// CanvasView slot: zoom in/out/reset (Ctrl+= / Ctrl+- / Ctrl+0), fit, pin the view, go to
// an element, edit the selected element, the autograd overlay (Ctrl+Shift+B: grad_fn edges,
// the backward graph). The window only places them.
#include <QObject>

class QAction;

namespace tl::ui {

class CanvasView;

class CanvasActions : public QObject {
    Q_OBJECT
public:
    explicit CanvasActions(CanvasView *view);

    QList<QAction *> actions() const { return actions_; }
    QAction *zoomIn() const { return zoomIn_; }
    QAction *zoomOut() const { return zoomOut_; }
    QAction *resetZoom() const { return resetZoom_; }
    QAction *fit() const { return fit_; }
    QAction *pin() const { return pin_; }
    QAction *goToElement() const { return goTo_; }
    QAction *editElement() const { return edit_; }
    QAction *autograd() const { return autograd_; }

private:
    QAction *add(const QString &text, const QString &name, const QList<QKeySequence> &keys);

    CanvasView *view_;
    QList<QAction *> actions_;
    QAction *zoomIn_, *zoomOut_, *resetZoom_, *fit_, *pin_, *goTo_, *edit_, *autograd_;
};

} // namespace tl::ui
