#include "SessionFileCommands.h"

#include "MainWindow.h"
#include "control/SessionController.h"
#include "control/SessionDocument.h"
#include "SessionFiles.h"
#include "canvas/CanvasView.h"
#include "explain/TrialRun.h"
#include "session/ScriptTimeline.h"
#include "session/Session.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QStatusBar>

namespace tl::ui {

SessionFileCommands::SessionFileCommands(MainWindow *window, SessionFiles *files)
    : QObject(window), window_(window), files_(files)
{
    // Anything else that replaces the session (a script, New session) has no step of its own.
    connect(window_->controller(), &SessionController::sessionReplaced, this, [this] {
        if (!opening_)
            step_.reset();
    });
}

SessionView SessionFileCommands::currentView() const
{
    SessionView view;
    // A script being stepped through is saved at its step.
    const ScriptTimeline *timeline = window_->controller()->timeline();
    view.step = timeline->isLoaded() && !timeline->diverged() ? std::optional<int>(timeline->currentStep()) : step_;
    view.zoom = window_->canvas()->zoom();
    view.fit = window_->canvas()->followsFit();
    view.selection = window_->selectedName();
    view.dark = window_->darkAction()->isChecked();
    return view;
}

QString SessionFileCommands::refusalOf(const QString &path, const QString &script, const SessionView &view) const
{
    const bool stepToCheck = view.step && *view.step > 0;
    if (!stepToCheck && view.selection.isEmpty())
        return {};
    // The script once in a trial session, as stepping through it would run it.
    const Session &live = *window_->session();
    TrialRun trial(TrialRun::modeLike(live), {});
    int steps = 0;
    if (stepToCheck)
        trial.runCountingSteps(script, &steps);
    else
        trial.run(script);
    const QString shown = QDir::toNativeSeparators(path);
    if (stepToCheck && *view.step > steps)
        return (steps == 1 ? tr("%1 is a damaged TensorLens session file: it shows step %2, but its script has 1 step.")
                           : tr("%1 is a damaged TensorLens session file: it shows step %2, but its script has %3 steps."))
            .arg(shown)
            .arg(*view.step)
            .arg(steps);
    if (!view.selection.isEmpty() && !trial.session().model().objectForName(view.selection))
        return tr("%1 is a damaged TensorLens session file: its selection \"%2\" names nothing its script makes.")
            .arg(shown, view.selection);
    return {};
}

bool SessionFileCommands::open(const QString &path)
{
    QString why;
    std::optional<SessionDocument> doc = SessionDocument::read(path, &why);
    if (doc)
        why = refusalOf(path, doc->script, doc->view);
    if (!doc || !why.isEmpty()) {
        files_->warn(tr("Open session"), why);
        return false;
    }
    // With a step, the script opens to be stepped through, at that step; without, it runs.
    opening_ = true;
    const bool replaced = window_->runScriptText(path, doc->script, /*wait=*/!doc->view.step, /*ranOk=*/nullptr);
    opening_ = false;
    if (!replaced)
        return false;
    step_ = doc->view.step;
    if (step_)
        window_->controller()->timeline()->goTo(*step_);
    apply(doc->view);
    return true;
}

void SessionFileCommands::apply(const SessionView &view)
{
    window_->setDark(view.dark);
    if (!view.selection.isEmpty())
        window_->select(view.selection);
    CanvasView *canvas = window_->canvas();
    if (view.fit)
        canvas->fitToWindow();
    else
        canvas->zoomBy(view.zoom / canvas->zoom());
}

bool SessionFileCommands::save(const QString &path)
{
    SessionDocument doc;
    const ScriptTimeline *timeline = window_->controller()->timeline();
    doc.script = timeline->isLoaded() && !timeline->diverged() ? timeline->source()
                                                                : window_->session()->codeLog().join(u'\n') + u'\n';
    doc.view = currentView();
    QString why;
    if (!doc.write(path, &why)) {
        files_->warn(tr("Save session"), why);
        return false;
    }
    // The file keeps every statement: nothing is unsaved now.
    window_->controller()->markSaved();
    window_->statusBar()->showMessage(tr("Saved the session to %1.").arg(QDir::toNativeSeparators(path)), 8000);
    return true;
}

void SessionFileCommands::openDialog()
{
    const QString path = files_->chooseSession();
    if (!path.isEmpty())
        open(path);
}

bool SessionFileCommands::saveDialog()
{
    const QString path = files_->chooseSessionSavePath();
    return !path.isEmpty() && save(path);
}

} // namespace tl::ui
