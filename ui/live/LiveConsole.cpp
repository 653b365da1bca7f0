#include "LiveConsole.h"

#include "LiveEngine.h"
#include "LiveRecorder.h"

#include <QEventLoop>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTimer>

#include <csignal>

namespace tl::ui {

LiveConsole::LiveConsole(QObject *parent) : QObject(parent)
{
    connect(&process_, &QProcess::readyReadStandardOutput, this, &LiveConsole::readLines);
}

LiveConsole::~LiveConsole()
{
    end();
}

void LiveConsole::end()
{
    ready_ = false;
    if (process_.state() == QProcess::NotRunning)
        return;
    process_.closeWriteChannel(); // the console's end: the child leaves on its own
    if (!process_.waitForFinished(1000)) {
        process_.terminate(); // the tracer ends the script's process group
        if (!process_.waitForFinished(2000)) {
            process_.kill();
            process_.waitForFinished(2000);
        }
    }
}

void LiveConsole::readLines()
{
    pending_ += process_.readAllStandardOutput();
    qsizetype newline;
    while ((newline = pending_.indexOf('\n')) >= 0) {
        const QByteArray line = pending_.left(newline);
        pending_.remove(0, newline + 1);
        const QJsonObject message = QJsonDocument::fromJson(line).object();
        if (!message.isEmpty())
            lines_.push_back(message);
    }
}

bool LiveConsole::waitFor(const QString &key, QJsonObject *message, QJsonArray *steps)
{
    QEventLoop loop;
    const auto more = connect(&process_, &QProcess::readyReadStandardOutput, &loop, &QEventLoop::quit);
    const auto gone = connect(&process_, &QProcess::finished, &loop, &QEventLoop::quit);
    bool found = false;
    while (!found) {
        while (!lines_.isEmpty() && !found) {
            const QJsonObject line = lines_.takeFirst();
            if (line.contains(key)) {
                *message = line;
                found = true;
            } else if (line.contains(QLatin1String("step"))) {
                steps->append(line);
            }
        }
        if (found || process_.state() == QProcess::NotRunning)
            break;
        loop.exec();
        readLines();
    }
    disconnect(more);
    disconnect(gone);
    return found;
}

bool LiveConsole::start(const QString &program, const QString &path, int step, const QString &source)
{
    end();
    lines_.clear();
    pending_.clear();
    scenes_ = {};
    problem_.clear();
    program_ = program;
    path_ = QFileInfo(path).absoluteFilePath();
    step_ = step;
    if (LiveEngine::packageDir().isEmpty()) {
        problem_ = tr("the live engine (tensorlens_live) is not installed beside tensorlens");
        return false;
    }
    bool written = true;
    const QStringList sourceOptions = LiveEngine::sourceOptions(source, edited_, &written);
    if (!written) {
        problem_ = tr("the edited script could not be written to a temporary file");
        return false;
    }
    process_.setWorkingDirectory(QFileInfo(path_).absolutePath());
    process_.setProcessChannelMode(QProcess::SeparateChannels);
    const QStringList options{QStringLiteral("--console"), QStringLiteral("--pause-at"), QString::number(step),
                              QStringLiteral("--cells"), QString::number(LiveRecorder::kCells)};
    process_.start(program, LiveEngine::tracerArguments(path_, options + sourceOptions));
    if (!process_.waitForStarted(10000)) {
        problem_ = tr("%1 could not be started").arg(program);
        return false;
    }
    QJsonObject ready;
    busy_ = true;
    ++requests_;
    interrupted_ = false;
    const bool found = waitFor(QStringLiteral("ready"), &ready, &scenes_);
    busy_ = false;
    if (found && interrupted_) {
        end();
        problem_ = tr("it was stopped");
        return false;
    }
    if (!found) {
        const QString err = QString::fromUtf8(process_.readAllStandardError()).trimmed();
        problem_ = err.isEmpty() ? tr("your Python ended before its console was ready")
                                 : err.section(QLatin1Char('\n'), -1).remove(QStringLiteral("tensorlens_live: "));
        return false;
    }
    ready_ = true;
    return true;
}

LiveConsole::Reply LiveConsole::run(const QString &code, bool trial)
{
    Reply reply;
    if (!isReady()) {
        reply.ended = true;
        return reply;
    }
    QJsonObject request{{QStringLiteral("code"), code}};
    if (trial)
        request.insert(QStringLiteral("trial"), true);
    process_.write(QJsonDocument(request).toJson(QJsonDocument::Compact) + '\n');
    QJsonObject done;
    busy_ = true;
    ++requests_;
    const bool found = waitFor(QStringLiteral("done"), &done, &reply.scenes);
    busy_ = false;
    const QJsonObject answer = done.value(QLatin1String("done")).toObject();
    reply.ok = found && answer.value(QLatin1String("ok")).toBool();
    reply.error = answer.value(QLatin1String("error")).toObject();
    reply.printed = answer.value(QLatin1String("printed")).toString();
    reply.noTrial = answer.value(QLatin1String("trial")).toString() == QLatin1String("unavailable");
    reply.ended = !found || answer.value(QLatin1String("exit")).toBool() || process_.state() != QProcess::Running;
    if (reply.ended) {
        ready_ = false;
        if (!found)
            problem_ = tr("your Python's process ended");
    }
    return reply;
}

void LiveConsole::interrupt()
{
    if (!busy_ || process_.state() != QProcess::Running)
        return;
    interrupted_ = true;
    // The tracer passes SIGINT on to the script's process as KeyboardInterrupt.
    ::kill(static_cast<pid_t>(process_.processId()), SIGINT);
    QTimer::singleShot(2000, this, [this, request = requests_] {
        if (busy_ && request == requests_ && process_.state() == QProcess::Running)
            process_.terminate(); // the tracer ends the script's process group
    });
}

} // namespace tl::ui
