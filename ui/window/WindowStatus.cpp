#include "WindowStatus.h"

#include "MainWindow.h"
#include "RunningInputGate.h"
#include "WindowMenus.h"
#include "canvas/CanvasView.h"
#include "control/SessionController.h"
#include "lesson/LessonPlayer.h"
#include "session/ScriptTimeline.h"
#include "session/Session.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QStatusBar>
#include <QTimer>

namespace tl::ui {

WindowStatus::WindowStatus(MainWindow *window, QDockWidget *output)
    : QObject(window), window_(window), gate_(new RunningInputGate(window->stopAction(), window->menus()->stopButton(), this)),
      engine_(new QLabel(window))
{
    engine_->setObjectName(QStringLiteral("deviceStatus"));
    window->statusBar()->addPermanentWidget(engine_);
    SessionController *controller = window->controller();
    ScriptTimeline *timeline = controller->timeline();
    QAction *stop = window->stopAction();
    connect(window->session(), &Session::longStatement, this,
            [this](bool running) { setRunning(running, running || window_->session()->isRunning()); });
    // Loading or stepping a script that runs long: Stop ends it as it ends a running script.
    connect(stop, &QAction::triggered, timeline, &ScriptTimeline::stop);
    // Code typed while a recording from your Python is shown runs there: Stop interrupts it.
    connect(stop, &QAction::triggered, controller, &SessionController::interruptLive);
    connect(controller, &SessionController::liveRunning, this, &WindowStatus::setRunningElsewhere);
    connect(timeline, &ScriptTimeline::longStatement, this, [this](bool running) { setRunning(running, running); });
    connect(controller, &SessionController::scriptStarted, this, [stop, output] {
        stop->setEnabled(true);
        // What the script prints shows (raised once the dock tabs exist).
        QTimer::singleShot(0, output, &QDockWidget::raise);
    });
    connect(controller, &SessionController::scriptFinished, this, [this, stop](bool ok) {
        stop->setEnabled(false);
        window_->refresh();
        window_->canvas()->fitToWindow();
        window_->statusBar()->showMessage(ok ? tr("Script finished.") : tr("Script stopped."), 5000);
    });
    connect(timeline, &ScriptTimeline::stepChanged, this, [this, timeline](int step) {
        const LessonPlayer *lesson = window_->lessonPlayer();
        if (lesson->active() && step == timeline->stepCount())
            window_->statusBar()->showMessage(
                tr("Lesson finished: %1 of %2 predictions right.").arg(lesson->right()).arg(lesson->questionCount()));
        else
            window_->statusBar()->showMessage(tr("Step %1 of %2").arg(step).arg(timeline->stepCount()));
    });
    connect(controller, &SessionController::replayed, this, [this] {
        window_->refresh();
        window_->statusBar()->showMessage(tr("Undone: the session was rebuilt by running the code above again."), 5000);
    });
}

void WindowStatus::showEngine() { engine_->setText(window_->session()->engineLabel()); }

void WindowStatus::setRunning(bool running, bool stoppable)
{
    // The window answers only Stop until the statement ends.
    gate_->setClosed(running);
    window_->stopAction()->setEnabled(stoppable);
    if (running)
        window_->statusBar()->showMessage(tr("Running… Stop (Ctrl+.) interrupts it."));
    else
        window_->statusBar()->clearMessage();
}

} // namespace tl::ui
