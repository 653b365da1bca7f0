#include "CanvasActions.h"

#include "CanvasView.h"

#include <QAction>

namespace tl::ui {

CanvasActions::CanvasActions(CanvasView *view) : QObject(view), view_(view)
{
    zoomIn_ = add(tr("Zoom &in"), QStringLiteral("actionZoomIn"), {QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence::ZoomIn});
    connect(zoomIn_, &QAction::triggered, view, &CanvasView::zoomIn);
    zoomOut_ = add(tr("Zoom &out"), QStringLiteral("actionZoomOut"), {QKeySequence(Qt::CTRL | Qt::Key_Minus), QKeySequence::ZoomOut});
    connect(zoomOut_, &QAction::triggered, view, &CanvasView::zoomOut);
    resetZoom_ = add(tr("&Actual size (100%)"), QStringLiteral("actionResetZoom"), {QKeySequence(Qt::CTRL | Qt::Key_0)});
    connect(resetZoom_, &QAction::triggered, view, &CanvasView::resetZoom);
    fit_ = add(tr("&Fit to window"), QStringLiteral("actionFit"), {QKeySequence(Qt::CTRL | Qt::Key_9)});
    fit_->setToolTip(tr("Fit to window: as large as fits, text never under 11 px (less detail first)"));
    connect(fit_, &QAction::triggered, view, &CanvasView::fitToWindow);
    pin_ = add(tr("&Pin the view"), QStringLiteral("actionPin"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)});
    pin_->setCheckable(true);
    pin_->setToolTip(tr("Pinned: new objects do not scroll the canvas"));
    connect(pin_, &QAction::toggled, view, &CanvasView::setPinned);
    connect(view, &CanvasView::pinnedChanged, pin_, &QAction::setChecked);
    goTo_ = add(tr("&Go to element…"), QStringLiteral("actionGoToElement"), {QKeySequence(Qt::CTRL | Qt::Key_G)});
    connect(goTo_, &QAction::triggered, view, &CanvasView::requestGoToElement);
    edit_ = add(tr("&Edit selected element…"), QStringLiteral("actionEditElement"), {QKeySequence(Qt::Key_F2)});
    connect(edit_, &QAction::triggered, view, &CanvasView::editSelectedElement);
    // B for the backward graph: Ctrl+Shift+A is Deselect on some desktops, Ctrl+Shift+G Find previous.
    autograd_ = add(tr("&Autograd graph"), QStringLiteral("actionAutograd"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B)});
    autograd_->setCheckable(true);
    autograd_->setStatusTip(tr("Show the grad_fn edges between tensors (dashed, named after the grad_fn) beside the storage arrows"));
    connect(autograd_, &QAction::toggled, view, &CanvasView::setAutogradShown);
}

QAction *CanvasActions::add(const QString &text, const QString &name, const QList<QKeySequence> &keys)
{
    auto *action = new QAction(text, this);
    action->setObjectName(name);
    // The platform's zoom keys are often the same as ours: each key once, or it is ambiguous.
    QList<QKeySequence> unique;
    for (const QKeySequence &k : keys)
        if (!k.isEmpty() && !unique.contains(k))
            unique << k;
    action->setShortcuts(unique);
    actions_ << action;
    return action;
}

} // namespace tl::ui
