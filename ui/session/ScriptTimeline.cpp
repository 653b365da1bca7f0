#include "ScriptTimeline.h"

#include "SceneRecorder.h"
#include "SceneStepReader.h"
#include "Session.h"
#include "StepNarration.h"

#include "interp/PythonTypes.h"
#include "interp/ValuePrinter.h"
#include "interp/eval/Frame.h"

#include <QScopeGuard>
#include <QScopedValueRollback>

#include <algorithm>

namespace tl::ui {

namespace {

QString shortRepr(const tl::Value &value)
{
    QString text;
    try {
        text = QString::fromStdString(tl::ValuePrinter::repr(value));
    } catch (const std::exception &) {
        return QStringLiteral("<%1>").arg(QString::fromStdString(tl::PythonTypes::qualifiedName(value)));
    }
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    if (text.size() > 60)
        text = text.left(57) + QStringLiteral("...");
    return text;
}

} // namespace

ScriptTimeline::ScriptTimeline(Session &session, QObject *parent) : QObject(parent), session_(session)
{
    connect(&session_, &Session::longStatement, this, [this](bool running) {
        if (busy_)
            emit longStatement(running);
    });
    connect(&session_, &Session::statementExecuted, this, [this] {
        if (!ownRun_ && loaded_)
            diverged_ = true;
    });
}

bool ScriptTimeline::load(const QString &source, const QString &sourceName)
{
    if (busy_)
        return false;
    // The first run is on a session of its own: the window's stays as it is if the script
    // does not parse. Its seeds are drawn into a fresh log, for the replays.
    tl::EntropyLog entropy;
    QJsonArray scenes;
    bool truncated = false;
    stopRequested_ = false;
    {
        const tl::EntropyLog::Scope drawn(&entropy);
        Session recording(session_.cudaMode());
        recording.setSourceName(sourceName);
        if (!recording.loadScript(source, &loadError_))
            return false;
        connect(&recording, &Session::longStatement, this, &ScriptTimeline::longStatement);
        int started = 0;
        recording.setPauseRule([this, &started, &truncated](const tl::Frame &, int) {
            if (started < kMaxSteps && !stopRequested_) {
                ++started;
                return false;
            }
            truncated = true;
            return true;
        });
        SceneRecorder recorder(recording, source.split(QLatin1Char('\n')));
        const QScopedValueRollback<Session *> running(recording_, &recording);
        recorder.record(source);
        scenes = recorder.steps();
    }
    stopRequested_ = false;
    loadError_ = {};
    entropy_ = std::move(entropy);
    truncated_ = truncated;
    takeScenes(source, sourceName, scenes);
    recorded_ = false;
    loaded_ = true;
    inSession_ = false;
    diverged_ = false;
    current_ = -1;
    emit loaded();
    return goTo(0);
}

void ScriptTimeline::loadRecorded(const QString &source, const QString &sourceName, const QJsonArray &scenes, bool truncated,
                                  const QString &engineLabel, const QString &cudaLabel)
{
    stop();
    loadError_ = {};
    truncated_ = truncated;
    takeScenes(source, sourceName, scenes);
    engineLabel_ = engineLabel;
    cudaLabel_ = cudaLabel;
    recorded_ = true;
    loaded_ = true;
    inSession_ = false;
    diverged_ = false;
    midStatement_ = false;
    current_ = -1;
    emit loaded();
    goTo(0);
}

void ScriptTimeline::takeScenes(const QString &source, const QString &sourceName, const QJsonArray &scenes)
{
    source_ = source;
    sourceName_ = sourceName;
    scenes_ = scenes;
    steps_.clear();
    steps_.push_back({});
    for (qsizetype i = 1; i < scenes_.size(); ++i) {
        const QJsonObject scene = scenes_[i].toObject();
        steps_.push_back({scene.value(QStringLiteral("line")).toInt(), scene.value(QStringLiteral("statement")).toString(),
                          StepNarration::describe(scene, scenes_[i - 1].toObject())});
    }
}

bool ScriptTimeline::reload(const QString &source, int editedLine)
{
    if (recorded_) // another engine's recording: this session cannot run it again
        return false;
    if (!load(source, sourceName_))
        return false;
    return goTo(stepOfEditedLine(editedLine));
}

int ScriptTimeline::stepOfEditedLine(int editedLine) const
{
    // The first step that ran the edited line, or the last one before it.
    int target = 0;
    for (int i = 1; i <= stepCount(); ++i) {
        if (steps_[i].line == editedLine)
            return i;
        if (steps_[i].line < editedLine)
            target = i;
    }
    return target;
}

void ScriptTimeline::reloadRecorded(const QString &source, const QJsonArray &scenes, bool truncated, int editedLine)
{
    loadRecorded(source, sourceName_, scenes, truncated, engineLabel_, cudaLabel_);
    goTo(stepOfEditedLine(editedLine));
}

void ScriptTimeline::unload()
{
    if (!loaded_)
        return;
    stop();
    loaded_ = false;
    recorded_ = false;
    inSession_ = false;
    diverged_ = false;
    midStatement_ = false;
    truncated_ = false;
    pending_ = -1;
    current_ = 0;
    source_.clear();
    sourceName_.clear();
    scenes_ = {};
    steps_.clear();
    output_.clear();
    frameName_.clear();
    locals_.clear();
    emit loaded();
}

ScriptTimeline::Step ScriptTimeline::stepAt(int step) const
{
    return step >= 0 && step < steps_.size() ? steps_[step] : Step{};
}

int ScriptTimeline::nextLine() const
{
    return current_ + 1 < steps_.size() ? steps_[current_ + 1].line : 0;
}

int ScriptTimeline::nextStepAtLine(int line) const
{
    for (int i = current_ + 1; i < steps_.size(); ++i)
        if (steps_[i].line == line)
            return i;
    return -1;
}

int ScriptTimeline::stepBeforeLine(int line) const
{
    for (int i = current_ + 2; i < steps_.size(); ++i)
        if (steps_[i].line == line)
            return i - 1;
    return stepCount();
}

bool ScriptTimeline::goTo(int step)
{
    // A script the session runs on its own (Run) is not interleaved with stepping.
    if (!loaded_ || (session_.isRunning() && !busy_))
        return false;
    step = std::clamp(step, 0, stepCount());
    if (busy_) {
        pending_ = step;
        return true;
    }
    {
        const QScopedValueRollback<bool> busy(busy_, true);
        runTo(step);
        while (pending_ >= 0) {
            const int next = pending_;
            pending_ = -1;
            runTo(next);
        }
    }
    emit stepChanged(current_);
    return true;
}

void ScriptTimeline::stop()
{
    if (recording_) {
        stopRequested_ = true;
        recording_->stop();
    } else if (busy_) {
        pending_ = -1;
        session_.stop();
    }
}

bool ScriptTimeline::pauseAt(const tl::Frame &frame)
{
    if (started_ < target_) {
        ++started_;
        return false;
    }
    frameName_ = QString::fromStdString(frame.name());
    locals_.clear();
    for (const auto &[name, value] : frame.locals())
        locals_.push_back({QString::fromStdString(name), shortRepr(value)});
    return true;
}

void ScriptTimeline::showRecorded(int target)
{
    // Forward by one step prints that step's output; any other move prints it all again.
    const bool next = inSession_ && target == current_ + 1;
    if (!next)
        emit replayStarting();
    QString printed;
    for (int i = next ? target : 1; i <= target; ++i)
        printed += scenes_[i].toObject().value(QStringLiteral("printed")).toString();
    output_ = next ? output_ + printed : printed;
    frameName_ = QStringLiteral("<module>");
    locals_.clear();
    session_.setStepping(true);
    session_.showRecorded(SceneStepReader::read(scenes_[target].toObject(), target > 0 ? scenes_[target - 1].toObject() : QJsonObject()),
                          printed, engineLabel_, cudaLabel_);
    session_.setStepping(false);
    inSession_ = true;
    current_ = target;
}

void ScriptTimeline::reshowRecorded()
{
    if (!recorded_ || !inSession_)
        return;
    const QString printed = output_;
    inSession_ = false; // not a step forward: its output is shown whole again
    showRecorded(current_);
    output_ = printed;
}

void ScriptTimeline::runTo(int target)
{
    if (target == current_ && inSession_ && !diverged_)
        return;
    if (recorded_) {
        showRecorded(target);
        return;
    }
    const QScopedValueRollback<bool> own(ownRun_, true);
    session_.setStepping(true);
    const auto notStepping = qScopeGuard([this] { session_.setStepping(false); });
    const bool goOn = inSession_ && !diverged_ && !midStatement_ && target > current_;
    target_ = target;
    frameName_ = QStringLiteral("<module>");
    locals_.clear();
    session_.setPauseRule([this](const tl::Frame &frame, int) { return pauseAt(frame); });
    bool paused = false;
    const tl::EntropyLog::Scope drawn(&entropy_);
    if (goOn) {
        const ExecResult r = session_.continueScript(&paused, &midStatement_);
        output_ += r.output;
    } else {
        emit replayStarting();
        session_.setQuiet(true);
        entropy_.rewind();
        session_.reset();
        session_.setSourceName(sourceName_);
        session_.loadScript(source_);
        started_ = 0;
        const ExecResult r = session_.continueScript(&paused, &midStatement_);
        output_ = r.output;
        session_.setQuiet(false);
        session_.publishLastStatement();
    }
    session_.setPauseRule({});
    inSession_ = true;
    diverged_ = false;
    current_ = paused ? target : stepCount();
}

} // namespace tl::ui
