// Projector mode as presentation programs have it (a slide show: one key in, the same key
// out), with QMainWindow::saveState/restoreState bringing the docks back as they were.
#include "ProjectorMode.h"

#include <QCoreApplication>

#include "canvas/CanvasView.h"
#include "panels/StatementStrip.h"
#include "theme/TextSize.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QSettings>
#include <QStatusBar>

#include <algorithm>

namespace tl::ui {

namespace {
const QString kProjectorKey = QStringLiteral("view/projector");
}

ProjectorMode::ProjectorMode(QMainWindow *window, CanvasView *canvas, StatementStrip *strip, QList<QDockWidget *> docks,
                             bool remember, int stateVersion)
    : QObject(window), window_(window), canvas_(canvas), strip_(strip), docks_(std::move(docks)), remember_(remember),
      stateVersion_(stateVersion), action_(new QAction(tr("P&rojector mode"), this))
{
    action_->setObjectName(QStringLiteral("actionProjector"));
    action_->setCheckable(true);
    action_->setShortcut(QKeySequence(Qt::Key_F5));
    action_->setStatusTip(tr("Large text, thick lines and colour-blind-safe colours for a room; the panels hide "
                             "and come back as they were"));
    connect(action_, &QAction::toggled, this, &ProjectorMode::setOn);
    strip_->setTextPixels(kStatementPixels);
    strip_->hide();
}

bool ProjectorMode::load() { return QSettings().value(kProjectorKey, false).toBool(); }

QByteArray ProjectorMode::windowState() const
{
    return on_ ? stateBefore_ : window_->saveState(stateVersion_);
}

void ProjectorMode::setOn(bool on)
{
    if (on == on_)
        return;
    emit switching(on);
    on_ = on;
    if (action_->isChecked() != on)
        action_->setChecked(on);
    if (on) {
        // The canvas first: it keeps its zoom of now for the way back (hiding the docks
        // resizes it at once).
        canvas_->setProjector(true);
        stateBefore_ = window_->saveState(stateVersion_);
        textBefore_ = TextSize::current();
        statusBarBefore_ = window_->statusBar()->isVisibleTo(window_);
        iconsBefore_ = window_->iconSize();
        window_->setIconSize(iconsBefore_ * kIconPercent / 100);
        for (QDockWidget *dock : docks_)
            dock->hide();
        window_->statusBar()->hide();
        textApplied_ = std::max(textBefore_, kTextPercent);
        TextSize::apply(textApplied_);
    } else {
        // Unless a text size was chosen meanwhile: that one stays.
        if (TextSize::current() == textApplied_)
            TextSize::apply(textBefore_);
        // The strip and the large symbols go first: the docks come back into the room they had.
        strip_->hide();
        window_->setIconSize(iconsBefore_);
        QCoreApplication::sendPostedEvents(); // fonts and layouts of the text size first
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        window_->restoreState(stateBefore_, stateVersion_);
        window_->statusBar()->setVisible(statusBarBefore_);
        stateBefore_.clear();
    }
    emit textSizeChanged(TextSize::current());
    strip_->setVisible(on);
    if (!on)
        canvas_->setProjector(false);
    // Stepping keys (arrows, Page Up/Down, Space) go to the window's actions from the canvas.
    canvas_->setFocus(Qt::ShortcutFocusReason);
    if (remember_)
        QSettings().setValue(kProjectorKey, on);
    emit toggled(on);
}

} // namespace tl::ui
