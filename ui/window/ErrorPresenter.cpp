#include "ErrorPresenter.h"

#include "MainWindow.h"
#include "ObjectCommands.h"
#include "control/SessionController.h"
#include "dialogs/ErrorDialog.h"
#include "explain/ErrorAdvisor.h"
#include "explain/FixPreview.h"
#include "session/Session.h"

#include <QTimer>

namespace tl::ui {

ErrorPresenter::ErrorPresenter(MainWindow *window, ObjectCommands *objects) : QObject(window), window_(window), objects_(objects) {}

void ErrorPresenter::onError(const ExecResult &, ExecOrigin origin)
{
    // Typed code reports inline, as Python's console does: the traceback in the console and
    // the banner above the canvas, whose button opens the explanation.
    if (!window_->isInteractive() || origin == ExecOrigin::Console || origin == ExecOrigin::Step)
        return;
    // A line number means something in a script; a button's statement has no line to show.
    fromScript_ = origin == ExecOrigin::Script;
    QTimer::singleShot(0, this, &ErrorPresenter::showDialog);
}

void ErrorPresenter::showDialog()
{
    ExecResult error = window_->controller()->lastError();
    if (error.ok)
        return;
    if (!fromScript_)
        error.line = 0;
    Session *session = window_->session();
    ErrorAdvice advice = ErrorAdvisor(session->model()).advise(ErrorAdvisor::failureOf(error));
    FixPreview(*session, window_->controller()->fixTrier()).describe(advice);
    if (!dialog_) {
        dialog_ = new ErrorDialog(window_);
        // Queued: the fix runs after the dialog has closed (it may raise again and reopen it).
        connect(dialog_, &ErrorDialog::fixApplied, this,
                [this](const QString &code) {
                    // As an operation does, the selection moves to what the fix made, so the
                    // next double-click writes through it and not through the object that failed.
                    if (window_->runGuiCode(code, tr("Fix: %1").arg(code.simplified())).ok)
                        objects_->selectMadeObject();
                }, Qt::QueuedConnection);
    }
    dialog_->setError(error, advice);
    dialog_->open();
}

} // namespace tl::ui
