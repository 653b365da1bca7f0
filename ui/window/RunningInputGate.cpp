// Input held back during a long statement, as Qt's own modal "busy" states do with
// QEventLoop::ExcludeUserInputEvents, except for the Stop action.
#include "RunningInputGate.h"

#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QWidget>

namespace tl::ui {

RunningInputGate::RunningInputGate(QAction *stop, QWidget *stopButton, QObject *parent)
    : QObject(parent), stop_(stop), stopButton_(stopButton)
{
}

RunningInputGate::~RunningInputGate() { setClosed(false); }

void RunningInputGate::setClosed(bool closed)
{
    if (closed == closed_)
        return;
    closed_ = closed;
    if (closed)
        qApp->installEventFilter(this);
    else
        qApp->removeEventFilter(this);
}

bool RunningInputGate::reachesStop(QObject *watched, QEvent *event) const
{
    if (watched == stop_)
        return true;
    if (auto *w = qobject_cast<QWidget *>(watched); w && stopButton_ && (w == stopButton_ || stopButton_->isAncestorOf(w)))
        return true;
    if (event->type() == QEvent::KeyPress || event->type() == QEvent::KeyRelease || event->type() == QEvent::ShortcutOverride) {
        const auto *key = static_cast<QKeyEvent *>(event);
        return QKeySequence(key->keyCombination()) == stop_->shortcut();
    }
    return false;
}

bool RunningInputGate::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonRelease:
    case QEvent::MouseButtonDblClick:
    case QEvent::KeyPress:
    case QEvent::KeyRelease:
    case QEvent::ShortcutOverride:
    case QEvent::Shortcut:
    case QEvent::Wheel:
    case QEvent::ContextMenu:
    case QEvent::Drop:
    case QEvent::InputMethod:
        if (reachesStop(watched, event))
            return false;
        event->ignore();
        return true;
    case QEvent::Close:
        // Quitting in the middle of a statement: the statement stops first.
        if (watched->isWidgetType() && static_cast<QWidget *>(watched)->isWindow()) {
            stop_->trigger();
            event->ignore();
            return true;
        }
        return false;
    default:
        return false;
    }
}

} // namespace tl::ui
