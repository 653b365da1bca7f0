#include "PythonRun.h"

#include "PythonChoice.h"

#include <QFileInfo>
#include <QProcessEnvironment>
#include <QStandardPaths>

#include <csignal>
#include <unistd.h>

namespace tl::ui {

PythonRun::PythonRun(QObject *parent) : QObject(parent), programs_(defaultPrograms())
{
    limit_.setSingleShot(true);
    connect(&limit_, &QTimer::timeout, this, [this] { kill(Outcome::TimedOut); });
    // Its own process group: killing it takes whatever it started along.
    process_.setChildProcessModifier([] { ::setpgid(0, 0); });
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PYTHONDONTWRITEBYTECODE"), QStringLiteral("1"));
    env.insert(QStringLiteral("PYTHONIOENCODING"), QStringLiteral("utf-8"));
    process_.setProcessEnvironment(env);
    // A script that reads input gets end of file, as under `python3 FILE.py < /dev/null`.
    process_.setStandardInputFile(QProcess::nullDevice());
    connect(&process_, &QProcess::finished, this, [this](int exitCode) { onFinished(exitCode); });
    connect(&process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart && outcome_ == Outcome::Running)
            probeFailed(Outcome::Missing, {});
    });
}

PythonRun::~PythonRun()
{
    if (process_.state() != QProcess::NotRunning) {
        process_.disconnect(this);
        if (process_.processId() > 0)
            ::kill(-static_cast<pid_t>(process_.processId()), SIGKILL);
        process_.kill();
        process_.waitForFinished(1000);
    }
}

QStringList PythonRun::defaultPrograms()
{
    const QString configured = qEnvironmentVariable("TENSORLENS_PYTHON");
    if (!configured.isEmpty())
        return configured.split(u':', Qt::SkipEmptyParts);
    const QString debian = QStringLiteral("/usr/bin/python3");
    const QString onPath = QStandardPaths::findExecutable(QStringLiteral("python3"));
    QStringList programs{QStringLiteral("python3")};
    if (QFileInfo(onPath).canonicalFilePath() != QFileInfo(debian).canonicalFilePath())
        programs << debian;
    // The one chosen in Tools > Python… first; the others still if it has gone.
    if (const QString chosen = PythonChoice::chosen(); !chosen.isEmpty()) {
        programs.removeAll(chosen);
        programs.prepend(chosen);
    }
    return programs;
}

void PythonRun::start(const QString &scriptPath, const QString &workDir)
{
    scriptPath_ = scriptPath;
    outcome_ = killedFor_ = Outcome::Running;
    info_ = {};
    detail_.clear();
    output_ = {};
    process_.setWorkingDirectory(workDir);
    tried_ = 0;
    probing_ = true;
    launch({QStringLiteral("-c"), PythonProbe::script()});
}

void PythonRun::launch(const QStringList &arguments)
{
    process_.setProgram(program());
    process_.setArguments(arguments);
    process_.start();
    limit_.start(timeLimitMs_);
}

void PythonRun::onFinished(int exitCode)
{
    limit_.stop();
    if (outcome_ != Outcome::Running)
        return;
    const QString out = QString::fromUtf8(process_.readAllStandardOutput());
    const QString err = QString::fromUtf8(process_.readAllStandardError());
    if (killedFor_ != Outcome::Running) {
        finish(killedFor_);
        return;
    }
    if (probing_) {
        probing_ = false;
        if (process_.exitStatus() != QProcess::NormalExit || exitCode != 0) {
            probeFailed(Outcome::NoTorch, err.trimmed().split(u'\n').last().trimmed());
            return;
        }
        info_ = PythonProbe::parse(program(), out.trimmed().split(u'\n').last().toUtf8());
        if (!info_.usable()) {
            probeFailed(Outcome::NoTorch, info_.problem);
            return;
        }
        launch({scriptPath_});
        return;
    }
    output_.out = out;
    output_.err = err;
    output_.exitCode = process_.exitStatus() == QProcess::NormalExit ? exitCode : ScriptOutput::kCrashed;
    finish(Outcome::Ran);
}

void PythonRun::probeFailed(Outcome outcome, const QString &detail)
{
    limit_.stop();
    // What the first program lacked is what the user is told (it is the one on the PATH).
    if (tried_ == 0) {
        detail_ = detail;
        firstFailure_ = outcome;
    }
    if (tried_ + 1 < programs_.size()) {
        ++tried_;
        probing_ = true;
        // Queued: a program that failed to start is still being torn down.
        QTimer::singleShot(0, this, [this] {
            if (outcome_ == Outcome::Running)
                launch({QStringLiteral("-c"), PythonProbe::script()});
        });
        return;
    }
    tried_ = 0;
    finish(firstFailure_);
}

void PythonRun::finish(Outcome outcome)
{
    if (outcome_ != Outcome::Running)
        return;
    limit_.stop();
    outcome_ = outcome;
    emit finished();
}

void PythonRun::kill(Outcome why)
{
    if (process_.state() == QProcess::NotRunning || killedFor_ != Outcome::Running)
        return;
    killedFor_ = why;
    if (process_.processId() > 0)
        ::kill(-static_cast<pid_t>(process_.processId()), SIGKILL);
    process_.kill();
}

void PythonRun::cancel()
{
    if (outcome_ == Outcome::Running && process_.state() == QProcess::NotRunning) {
        finish(Outcome::Cancelled);
        return;
    }
    kill(Outcome::Cancelled);
}

} // namespace tl::ui
