#include "LiveStatements.h"

#include "live/LiveConsole.h"
#include "session/SceneStepReader.h"
#include "session/StatementNarrator.h"
#include "session/ScriptTimeline.h"
#include "session/Session.h"

#include <QJsonArray>

namespace tl::ui {

LiveStatements::LiveStatements(Session *session, ScriptTimeline *timeline, QObject *parent)
    : QObject(parent), session_(session), timeline_(timeline), console_(new LiveConsole(this))
{
}

LiveStatements::~LiveStatements() = default;

void LiveStatements::setInterpreter(const QString &program, const QString &path, const QString &source)
{
    clear();
    program_ = program;
    path_ = path;
    source_ = source;
}

void LiveStatements::clear()
{
    console_->end();
    program_.clear();
    path_.clear();
    source_.clear();
    childLog_.clear();
    lastScene_ = {};
}

bool LiveStatements::active() const
{
    return !program_.isEmpty() && session_->showsRecording() && timeline_->isRecorded();
}

ExecResult LiveStatements::refused(const QString &code, const QString &why) const
{
    ExecResult r;
    r.ok = false;
    r.kind = ExecResult::Kind::NotSupported;
    r.errorType = QStringLiteral("NotSupported");
    r.message = why;
    r.statement = code;
    return r;
}

bool LiveStatements::childReady(ExecResult *refusal)
{
    const int step = timeline_->currentStep();
    const QStringList log = session_->codeLog();
    if (console_->isReady() && console_->step() == step && childLog_ == log)
        return true;
    // A fresh child: the script again up to the step shown (to its end at the last step,
    // so that what the end does is done), then what was typed since.
    const bool atEnd = step == timeline_->stepCount() && !timeline_->truncated();
    const bool started = whileRunning([&] { return console_->start(program_, path_, atEnd ? -1 : step, source_); });
    childLog_.clear();
    if (!started) {
        *refusal = refused(QString(), tr("your Python could not run the script to this step: %1").arg(console_->problem()));
        return false;
    }
    lastScene_ = console_->scenes().isEmpty() ? QJsonObject() : console_->scenes().last().toObject();
    for (const QString &earlier : log) {
        const LiveConsole::Reply reply = whileRunning([&] { return console_->run(earlier); });
        if (!reply.scenes.isEmpty())
            lastScene_ = reply.scenes.last().toObject();
        if (reply.ended) {
            *refusal = refused(QString(), tr("your Python ended while running again what was typed since this step"));
            return false;
        }
        childLog_.push_back(earlier);
    }
    return true;
}

ExecResult LiveStatements::run(const QString &code)
{
    ExecResult result;
    if (!childReady(&result)) {
        result.statement = code;
        return result;
    }
    const LiveConsole::Reply reply = whileRunning([&] { return console_->run(code); });
    if (!reply.printed.isEmpty())
        emit printed(reply.printed);
    for (int i = 0; i < reply.scenes.size(); ++i) {
        const QJsonObject scene = reply.scenes[i].toObject();
        const RecordedStep step = SceneStepReader::read(scene, lastScene_);
        lastScene_ = scene;
        const bool last = i == reply.scenes.size() - 1;
        // The code log takes what was typed as one entry, once it has all run.
        session_->showLiveStatement(step, last && reply.ok ? code : QString());
        if (step.failure && result.ok) {
            result = *step.failure;
            result.statement = step.statement;
        }
    }
    if (reply.ok)
        childLog_.push_back(code);
    if (!reply.ok && result.ok) {
        // Nothing ran: it did not compile, or the child is gone.
        result.ok = false;
        const QString type = reply.error.value(QLatin1String("type")).toString();
        result.kind = type == QLatin1String("SyntaxError") ? ExecResult::Kind::SyntaxError : ExecResult::Kind::PythonError;
        result.errorType = type.isEmpty() ? QStringLiteral("SystemExit") : type;
        result.message = reply.ended && type.isEmpty() ? tr("your Python's process ended") : reply.error.value(QLatin1String("message")).toString();
        result.errorId = reply.error.value(QLatin1String("id")).toString();
        result.statement = code;
        result.output = reply.printed;
    }
    if (reply.ended)
        childLog_.clear();
    return result;
}

std::optional<FixTrial> LiveStatements::trial(const QString &code)
{
    ExecResult refusal;
    if (!active() || !childReady(&refusal))
        return std::nullopt;
    const LiveConsole::Reply reply = whileRunning([&] { return console_->run(code, /*trial=*/true); });
    if (reply.noTrial || reply.ended)
        return std::nullopt;
    FixTrial trial;
    trial.ok = reply.ok;
    QJsonObject before = lastScene_;
    for (const QJsonValue &scene : reply.scenes) {
        const RecordedStep step = SceneStepReader::read(scene.toObject(), before);
        before = scene.toObject();
        trial.actions << StatementNarrator(step.model, step.news).describe(step.statement, !step.failure);
        trial.after = step.model;
    }
    return trial;
}

bool LiveStatements::restore(const QStringList &log)
{
    if (!active())
        return false;
    timeline_->reshowRecorded();
    for (const QString &code : log)
        run(code);
    return true;
}

void LiveStatements::interrupt()
{
    console_->interrupt();
}

} // namespace tl::ui
