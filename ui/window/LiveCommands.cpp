#include "LiveCommands.h"

#include "WindowStatus.h"

#include "ErrorBanner.h"
#include "MainWindow.h"
#include "SessionFiles.h"
#include "WindowStatus.h"
#include "canvas/CanvasView.h"
#include "control/ScriptFile.h"
#include "control/SessionController.h"
#include "check/PythonRun.h"
#include "live/LiveEngine.h"
#include "live/LiveRecorder.h"
#include "panels/OutputPane.h"
#include "session/Session.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>

namespace tl::ui {

LiveCommands::LiveCommands(MainWindow *window, SessionFiles *files) : QObject(window), window_(window), files_(files)
{
    run_ = new QAction(tr("Run in Your &Python…"), this);
    run_->setObjectName(QStringLiteral("runInPythonAction"));
    run_->setStatusTip(tr("Run the script in your own Python with its PyTorch and NumPy, then step through what it did"));
    connect(run_, &QAction::triggered, this, &LiveCommands::runStepped);
    builtIn_ = new QAction(tr("Run in the &Built-in Engine"), this);
    builtIn_->setObjectName(QStringLiteral("runBuiltInAction"));
    builtIn_->setStatusTip(tr("Step through the script with the built-in engine (simulated cuda:0, no installation)"));
    builtIn_->setEnabled(false);
    connect(builtIn_, &QAction::triggered, this, &LiveCommands::runBuiltIn);
    connect(window_->controller(), &SessionController::stateChanged, this,
            [this] { builtIn_->setEnabled(window_->session()->showsRecording()); });
}

namespace {

const QString kLiveScripts = QStringLiteral("live/scripts");
constexpr int kRememberedScripts = 100;

} // namespace

bool LiveCommands::remembered(const QString &path)
{
    return QSettings().value(kLiveScripts).toStringList().contains(QFileInfo(path).absoluteFilePath());
}

void LiveCommands::remember(const QString &path, bool live)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList scripts = QSettings().value(kLiveScripts).toStringList();
    scripts.removeAll(absolute);
    if (live)
        scripts.prepend(absolute);
    QSettings().setValue(kLiveScripts, scripts.mid(0, kRememberedScripts));
}

void LiveCommands::runBuiltIn()
{
    const QString path = window_->controller()->scriptPath();
    if (path.isEmpty())
        return;
    remember(path, false);
    window_->openScript(path);
}

const PythonInfo &LiveCommands::findNow()
{
    QApplication::setOverrideCursor(Qt::WaitCursor);
    window_->statusBar()->showMessage(tr("Looking for a Python with PyTorch and NumPy…"));
    python_ = LiveEngine::find();
    window_->statusBar()->clearMessage();
    QApplication::restoreOverrideCursor();
    emit offerChanged();
    return *python_;
}

void LiveCommands::findSoon()
{
    if (python_ || probe_)
        return;
    toAsk_ = PythonRun::defaultPrograms();
    probe_ = new PythonProbe(this);
    firstAnswer_.reset();
    connect(probe_, &PythonProbe::finished, this, [this](const PythonInfo &info) {
        // As LiveEngine::find answers: the first usable one, else the first one's answer.
        if (!firstAnswer_)
            firstAnswer_ = info;
        if (info.usable() || toAsk_.isEmpty())
            python_ = info.usable() ? info : *firstAnswer_;
        if (python_) {
            probe_->deleteLater();
            probe_ = nullptr;
            emit offerChanged();
            return;
        }
        probe_->start(toAsk_.takeFirst());
    });
    probe_->start(toAsk_.takeFirst());
}

QString LiveCommands::offerText() const
{
    if (!python_)
        return tr("Run in your Python");
    if (!python_->usable())
        return tr("Run in your Python (no PyTorch found)");
    const QString version = python_->torch.section(QLatin1Char('.'), 0, 1);
    return tr("Run in your Python (PyTorch %1 found)").arg(version);
}

QString LiveCommands::offerFor(const ExecResult &error)
{
    const bool refused = !error.ok && error.kind == ExecResult::Kind::NotSupported && !window_->controller()->scriptPath().isEmpty() &&
                         !window_->session()->showsRecording();
    if (!refused)
        return QString();
    findSoon();
    return offerText();
}

void LiveCommands::attach(ErrorBanner *banner)
{
    connect(banner, &ErrorBanner::pythonRequested, this, &LiveCommands::runStepped);
    connect(this, &LiveCommands::offerChanged, banner, [this, banner] {
        if (banner->pythonButton()->isVisible())
            banner->offerPython(offerText());
    });
}

void LiveCommands::runStepped()
{
    QString path = window_->controller()->scriptPath();
    if (path.isEmpty() && window_->isInteractive())
        path = QFileDialog::getOpenFileName(window_, tr("Run in your Python"), QString(), tr("Python scripts (*.py);;All files (*)"));
    if (!path.isEmpty())
        runInPython(path);
}

LiveCommands::Outcome LiveCommands::run(const QString &path)
{
    QString why;
    const std::optional<QString> source = ScriptFile::read(path, &why);
    if (!source) {
        tell(tr("Run in your Python"), why);
        return Outcome::Failed;
    }
    // Asked each time: the user may have installed PyTorch, or chosen another interpreter.
    const PythonInfo python = findNow();
    if (!python.usable()) {
        const QString problem = python.ran ? python.summary() : python.program + QStringLiteral(": ") + python.problem;
        tell(tr("Run in your Python"), tr("No Python with PyTorch and NumPy was found (%1).\n\n%2").arg(problem, LiveEngine::installHint()));
        return Outcome::Failed;
    }
    if (!files_->mayDiscardSession(tr("Save this session's code before running %1 in your Python?").arg(QFileInfo(path).fileName())))
        return Outcome::Kept;
    LiveRecorder recorder;
    if (!record(recorder, python.program, LiveEngine::engineLabel(python), path)) {
        tell(tr("Run in your Python"), tr("%1 could not be run in your Python: %2").arg(QDir::toNativeSeparators(path), recorder.problem()));
        return Outcome::Failed;
    }
    window_->controller()->stepRecording(path, *source, recorder.scenes(), recorder.truncated(), LiveEngine::engineLabel(python),
                                         LiveEngine::cudaLabel(python), python.program);
    if (window_->isInteractive()) {
        files_->addRecentScript(window_->controller()->scriptPath());
        remember(path, true);
    }
    window_->stepsDock()->raise();
    window_->refresh();
    window_->canvas()->fitToWindow();
    // Steps recorded before the process died or ran out of time are shown; why it ended is told.
    if (!recorder.problem().isEmpty())
        tell(tr("Run in your Python"), tr("%1 did not run to its end in your Python: %2. Its first %3 steps are shown.")
                                           .arg(QDir::toNativeSeparators(path), recorder.problem())
                                           .arg(recorder.scenes().size() - 1));
    return Outcome::Ran;
}

bool LiveCommands::record(LiveRecorder &recorder, const QString &program, const QString &label, const QString &path,
                          const QString &source)
{
    // While it runs the window answers only Stop, which ends it and keeps the steps so far.
    const auto stopping = connect(window_->stopAction(), &QAction::triggered, &recorder, &LiveRecorder::stop);
    window_->windowStatus()->setRunningElsewhere(true);
    QApplication::setOverrideCursor(Qt::BusyCursor);
    window_->statusBar()->showMessage(tr("Running %1 in %2… Stop (Ctrl+.) ends it.").arg(QFileInfo(path).fileName(), label));
    const bool recorded = recorder.record(program, path, source);
    QApplication::restoreOverrideCursor();
    window_->windowStatus()->setRunningElsewhere(false);
    disconnect(stopping);
    return recorded;
}

void LiveCommands::rerunEdited(const QString &source, int editedLine)
{
    SessionController *controller = window_->controller();
    const QString path = controller->scriptPath();
    const QString program = controller->recordingProgram();
    if (program.isEmpty() || path.isEmpty())
        return;
    LiveRecorder recorder;
    if (!record(recorder, program, window_->session()->engineLabel(), path, source)) {
        tell(tr("Re-run edited code"), tr("The edited %1 could not be run in your Python: %2")
                                           .arg(QFileInfo(path).fileName(), recorder.problem()));
        return;
    }
    controller->reloadRecording(source, recorder.scenes(), recorder.truncated(), editedLine);
    window_->refresh();
    if (!recorder.problem().isEmpty())
        tell(tr("Re-run edited code"), tr("The edited %1 did not run to its end in your Python: %2. Its first %3 steps are shown.")
                                           .arg(QFileInfo(path).fileName(), recorder.problem())
                                           .arg(recorder.scenes().size() - 1));
}

void LiveCommands::tell(const QString &title, const QString &text) const
{
    window_->outputPane()->append(text + u'\n', true);
    files_->warn(title, text);
}

} // namespace tl::ui
