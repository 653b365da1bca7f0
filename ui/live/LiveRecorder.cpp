#include "LiveRecorder.h"

#include "LiveEngine.h"

#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QJsonDocument>

namespace tl::ui {

namespace {

// The tracer's exit statuses (engine/live/tensorlens_live/__main__.py).
enum TracerExit { Ran = 0, Raised = 1, Usage = 2, StepLimit = 3, OldTorch = 4, Died = 5, TimedOut = 6, Stopped = 7 };

} // namespace

LiveRecorder::LiveRecorder(QObject *parent) : QObject(parent)
{
    process_.setStandardInputFile(QProcess::nullDevice());
}

LiveRecorder::~LiveRecorder()
{
    if (process_.state() != QProcess::NotRunning) {
        process_.kill();
        process_.waitForFinished(2000);
    }
}

void LiveRecorder::stop()
{
    // SIGTERM: the tracer ends the script's process group and prints what it recorded.
    if (process_.state() != QProcess::NotRunning)
        process_.terminate();
}

bool LiveRecorder::record(const QString &program, const QString &path, const QString &source)
{
    scenes_ = {};
    truncated_ = false;
    problem_.clear();
    const QString package = LiveEngine::packageDir();
    if (package.isEmpty()) {
        problem_ = tr("the live engine (tensorlens_live) is not installed beside tensorlens");
        return false;
    }
    bool written = true;
    const QStringList sourceOptions = LiveEngine::sourceOptions(source, edited_, &written);
    if (!written) {
        problem_ = tr("the edited script could not be written to %1").arg(QDir::tempPath());
        return false;
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    process_.setWorkingDirectory(QFileInfo(absolute).absolutePath());
    QEventLoop loop;
    bool failedToStart = false;
    const auto finished = connect(&process_, &QProcess::finished, &loop, &QEventLoop::quit);
    const auto failed = connect(&process_, &QProcess::errorOccurred, &loop, [&](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart) {
            failedToStart = true;
            loop.quit();
        }
    });
    process_.start(program, LiveEngine::tracerArguments(absolute, QStringList{QStringLiteral("--cells"), QString::number(kCells)} +
                                                                      sourceOptions));
    if (!failedToStart && process_.state() != QProcess::NotRunning)
        loop.exec();
    disconnect(finished);
    disconnect(failed);
    if (failedToStart || process_.error() == QProcess::FailedToStart) {
        problem_ = tr("%1 could not be started").arg(program);
        return false;
    }
    const QByteArray out = process_.readAllStandardOutput();
    const QString err = QString::fromUtf8(process_.readAllStandardError()).trimmed();
    const QString lastErr = err.section(QLatin1Char('\n'), -1).remove(QStringLiteral("tensorlens_live: "));
    const int status = process_.exitStatus() == QProcess::NormalExit ? process_.exitCode() : Died;
    scenes_ = QJsonDocument::fromJson(out).array();
    switch (status) {
    case Ran:
    case Raised:
        break;
    case StepLimit:
        truncated_ = true;
        break;
    case OldTorch:
        problem_ = lastErr;
        return false;
    case Died:
        problem_ = lastErr.isEmpty() ? tr("the script's Python process ended before the script did") : lastErr;
        break;
    case TimedOut:
        problem_ = lastErr.isEmpty() ? tr("the script ran past the time limit") : lastErr;
        break;
    case Stopped:
        problem_ = tr("it was stopped");
        break;
    default:
        problem_ = lastErr.isEmpty() ? tr("the live engine refused the script (exit status %1)").arg(status) : lastErr;
        return false;
    }
    if (scenes_.isEmpty()) {
        if (problem_.isEmpty())
            problem_ = tr("the live engine recorded no step");
        return false;
    }
    return true;
}

} // namespace tl::ui
