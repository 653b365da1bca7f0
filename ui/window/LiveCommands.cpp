#include "LiveCommands.h"

#include "MainWindow.h"
#include "SessionFiles.h"
#include "canvas/CanvasView.h"
#include "control/ScriptFile.h"
#include "control/SessionController.h"
#include "check/PythonRun.h"
#include "live/LiveEngine.h"
#include "live/LiveRecorder.h"
#include "panels/OutputPane.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QStatusBar>

namespace tl::ui {

LiveCommands::LiveCommands(MainWindow *window, SessionFiles *files) : QObject(window), window_(window), files_(files)
{
    run_ = new QAction(tr("Run in Your &Python…"), this);
    run_->setObjectName(QStringLiteral("runInPythonAction"));
    run_->setStatusTip(tr("Run the script in your own Python with its PyTorch and NumPy, then step through what it did"));
    connect(run_, &QAction::triggered, this, &LiveCommands::runStepped);
}

const PythonInfo &LiveCommands::found()
{
    if (!python_) {
        QApplication::setOverrideCursor(Qt::WaitCursor);
        window_->statusBar()->showMessage(tr("Looking for a Python with PyTorch and NumPy…"));
        python_ = LiveEngine::find();
        window_->statusBar()->clearMessage();
        QApplication::restoreOverrideCursor();
    }
    return *python_;
}

void LiveCommands::findSoon()
{
    if (python_ || probe_)
        return;
    toAsk_ = PythonRun::defaultPrograms();
    probe_ = new PythonProbe(this);
    connect(probe_, &PythonProbe::finished, this, [this](const PythonInfo &info) {
        if (!python_ && (info.usable() || toAsk_.isEmpty()))
            python_ = info;
        if (python_ || toAsk_.isEmpty()) {
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

void LiveCommands::runStepped()
{
    QString path = window_->controller()->scriptPath();
    if (path.isEmpty() && window_->isInteractive())
        path = QFileDialog::getOpenFileName(window_, tr("Run in your Python"), QString(), tr("Python scripts (*.py);;All files (*)"));
    if (!path.isEmpty())
        runInPython(path);
}

bool LiveCommands::runInPython(const QString &path)
{
    QString why;
    const std::optional<QString> source = ScriptFile::read(path, &why);
    if (!source) {
        tell(tr("Run in your Python"), why);
        return false;
    }
    const PythonInfo &python = found();
    if (!python.usable()) {
        const QString problem = python.ran ? python.summary() : python.program + QStringLiteral(": ") + python.problem;
        tell(tr("Run in your Python"), tr("No Python with PyTorch and NumPy was found (%1).\n\n%2").arg(problem, LiveEngine::installHint()));
        return false;
    }
    if (!files_->mayDiscardSession(tr("Save this session's code before running %1 in your Python?").arg(QFileInfo(path).fileName())))
        return false;
    LiveRecorder recorder;
    QApplication::setOverrideCursor(Qt::BusyCursor);
    window_->statusBar()->showMessage(tr("Running %1 in %2…").arg(QFileInfo(path).fileName(), LiveEngine::engineLabel(python)));
    const bool recorded = recorder.record(python.program, path);
    window_->statusBar()->clearMessage();
    QApplication::restoreOverrideCursor();
    if (!recorded) {
        tell(tr("Run in your Python"), tr("%1 could not be run in your Python: %2").arg(QDir::toNativeSeparators(path), recorder.problem()));
        return false;
    }
    window_->controller()->stepRecording(path, *source, recorder.scenes(), recorder.truncated(), LiveEngine::engineLabel(python),
                                         LiveEngine::cudaLabel(python));
    if (window_->isInteractive())
        files_->addRecentScript(window_->controller()->scriptPath());
    window_->stepsDock()->raise();
    window_->refresh();
    window_->canvas()->fitToWindow();
    // Steps recorded before the process died or ran out of time are shown; why it ended is told.
    if (!recorder.problem().isEmpty())
        tell(tr("Run in your Python"), tr("%1 did not run to its end in your Python: %2. Its first %3 steps are shown.")
                                           .arg(QDir::toNativeSeparators(path), recorder.problem())
                                           .arg(recorder.scenes().size() - 1));
    return true;
}

void LiveCommands::tell(const QString &title, const QString &text) const
{
    window_->outputPane()->append(text + u'\n', true);
    files_->warn(title, text);
}

} // namespace tl::ui
