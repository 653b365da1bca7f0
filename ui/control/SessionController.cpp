#include "SessionController.h"

#include "LiveStatements.h"
#include "SessionAutosave.h"
#include "SessionHistory.h"
#include "OperationCatalog.h"
#include "session/ScriptTimeline.h"
#include "session/Session.h"

#include <QFileInfo>
#include <QSaveFile>
#include <QUndoStack>

namespace tl::ui {

namespace {
const QString kStdin = QStringLiteral("<stdin>");
}

QStringList SessionController::startingImports()
{
    return {QStringLiteral("import torch"), QStringLiteral("import numpy as np")};
}

SessionController::SessionController(tl::CudaMode mode, bool autosave, QObject *parent)
    : QObject(parent), session_(new Session(mode, this)), history_(new SessionHistory(session_, this)),
      timeline_(new ScriptTimeline(*session_, this)), live_(new LiveStatements(session_, timeline_, this))
{
    history_->setLive(live_);
    connect(live_, &LiveStatements::running, this, &SessionController::liveRunning);
    connect(live_, &LiveStatements::printed, this, [this](const QString &text) {
        if (replaying())
            return;
        emit outputWritten(text, true);
        if (origin_ == ExecOrigin::Console)
            emit consoleText(text, true);
    });
    connect(session_, &Session::outputWritten, this, [this](const QString &text, bool isError) {
        if (replaying())
            return;
        emit outputWritten(text, isError);
        if (origin_ == ExecOrigin::Console)
            emit consoleText(text, isError);
    });
    connect(session_, &Session::valueEchoed, this, [this](const QString &text) {
        if (origin_ == ExecOrigin::Console)
            emit consoleText(text, false);
    });
    connect(session_, &Session::errorRaised, this, [this](const ExecResult &error) {
        if (replaying())
            return;
        // A run reports its first error (statements after it may still run, as in a REPL).
        if (lastError_.ok)
            lastError_ = error;
        emit errorRaised(error, timeline_->isBusy() ? ExecOrigin::Step : origin_);
    });
    connect(session_, &Session::statementExecuted, this, [this] {
        if (replaying())
            return;
        lastAction_ = session_->lastAction();
        emit stateChanged();
    });
    connect(session_, &Session::scriptFinished, this, [this](bool ok) {
        scriptRunning_ = false;
        endScript();
        emit scriptFinished(ok);
        emit stateChanged();
    });
    connect(timeline_, &ScriptTimeline::stepChanged, this, [this](int step) {
        // A step of the script is its code, not unsaved work; undo has nothing to go back to.
        history_->clear();
        takeCodeAsClean();
        lastAction_ = step > 0 ? session_->lastAction() : LastAction{};
        emit stateChanged();
    });
    connect(timeline_, &ScriptTimeline::replayStarting, this, [this] { lastError_ = {}; });
    connect(history_, &SessionHistory::restored, this, [this] {
        lastAction_ = {};
        lastError_ = {};
        emit stateChanged();
        emit replayed();
    });

    session_->execute(startingImports().join(u'\n'), ExecOrigin::Gui);
    cleanLog_ = session_->codeLog();
    if (autosave) {
        autosave_ = new SessionAutosave(session_, this);
        autosave_->setCleanLog(cleanLog_);
    }
}

SessionController::~SessionController()
{
    // Before the session goes: unsaved statements stay on disk, a clean session's file goes.
    delete autosave_;
}

QUndoStack *SessionController::undoStack() const
{
    return history_->stack();
}

bool SessionController::replaying() const
{
    return history_->replaying();
}

// ---- running code ---------------------------------------------------------------------------

QString SessionController::withImports(const QString &code) const
{
    const auto &names = session_->model().names;
    QString prefix;
    if (code.contains(QLatin1String("torch.")) && !names.contains(QStringLiteral("torch")))
        prefix += QStringLiteral("import torch\n");
    if (code.contains(QLatin1String("np.")) && !names.contains(QStringLiteral("np")))
        prefix += QStringLiteral("import numpy as np\n");
    return prefix + code;
}

ExecResult SessionController::runGuiCode(const QString &code, const QString &description)
{
    const QStringList before = session_->codeLog();
    lastError_ = {};
    origin_ = ExecOrigin::Gui;
    const ExecResult result = live_->active() ? live_->run(withImports(code)) : session_->execute(withImports(code), ExecOrigin::Gui);
    history_->record(description.isEmpty() ? code.simplified() : description, before);
    finishRun(result);
    return result;
}

ExecResult SessionController::runConsoleCode(const QString &code)
{
    const QStringList before = session_->codeLog();
    lastError_ = {};
    origin_ = ExecOrigin::Console;
    const ExecResult result = live_->active() ? live_->run(code) : session_->execute(code, ExecOrigin::Console);
    origin_ = ExecOrigin::Gui;
    history_->record(tr("Console: %1").arg(code.simplified()), before);
    finishRun(result);
    return result;
}

void SessionController::finishRun(const ExecResult &result)
{
    if (result.ok)
        lastError_ = {};
    else if (lastError_.ok)
        lastError_ = result; // refused before anything ran (e.g. while reporting a statement)
    emit stateChanged();
}

// ---- the code of GUI actions ----------------------------------------------------------------

QString SessionController::operationRefusal(const Operation &op, const QString &source) const
{
    const ObjectInfo *object = session_->model().objectForName(source);
    if (!object)
        return tr("Select a tensor or array first: click its card on the canvas.");
    if (object->kind != op.appliesTo)
        return tr("%1 applies to a %2; %3 is a %4.").arg(op.label, op.appliesTo, source, object->kind);
    return {};
}

QString SessionController::operationCode(const Operation &op, const QString &source, const QString &typedName, const QString &index,
                                         QString *result) const
{
    QString name;
    if (op.producesResult())
        name = typedName.isEmpty() ? OperationCatalog::suggestName(op, source, session_->model()) : typedName;
    if (result)
        *result = name;
    return OperationCatalog::codeFor(op, source, name, index);
}

// ---- sessions and files ----------------------------------------------------------------------

void SessionController::startFresh()
{
    // Whatever was stepped before is gone: Step back must not bring it back.
    timeline_->unload();
    live_->clear();
    steppedOnDisk_ = QString();
    origin_ = ExecOrigin::Gui;
    history_->clear();
    session_->reset();
    session_->setSourceName(kStdin);
    scriptPath_.clear();
    scriptRunning_ = false;
    lastError_ = {};
    lastAction_ = {};
}

void SessionController::newSession()
{
    startFresh();
    session_->execute(startingImports().join(u'\n'), ExecOrigin::Gui);
    takeCodeAsClean();
    lastAction_ = {};
    emit sessionReplaced();
    emit stateChanged();
}

void SessionController::openScript(const QString &path, const QString &source, bool wait)
{
    startFresh();
    scriptPath_ = QFileInfo(path).absoluteFilePath();
    session_->setSourceName(scriptPath_);
    cleanLog_.clear();
    origin_ = ExecOrigin::Script;
    emit sessionReplaced();
    if (!wait) {
        scriptRunning_ = true;
        emit scriptStarted(scriptPath_);
        session_->runScriptAsync(source);
        return;
    }
    const ExecResult result = session_->execute(source, ExecOrigin::Script);
    endScript();
    finishRun(result);
}

void SessionController::startStepping(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    startFresh();
    scriptPath_ = absolute;
    session_->setSourceName(scriptPath_);
    origin_ = ExecOrigin::Step;
    emit sessionReplaced();
}

bool SessionController::stepScript(const QString &path, const QString &source)
{
    startStepping(path);
    const bool loaded = timeline_->load(source, scriptPath_);
    if (!loaded)
        lastError_ = timeline_->loadError();
    else
        steppedOnDisk_ = source;
    emit stateChanged();
    return loaded;
}

void SessionController::stepRecording(const QString &path, const QString &source, const QJsonArray &scenes, bool truncated,
                                      const QString &engineLabel, const QString &cudaLabel, const QString &program)
{
    startStepping(path);
    live_->setInterpreter(program, scriptPath_);
    timeline_->loadRecorded(source, scriptPath_, scenes, truncated, engineLabel, cudaLabel);
    steppedOnDisk_ = source;
    emit stateChanged();
}

void SessionController::reloadRecording(const QString &source, const QJsonArray &scenes, bool truncated, int editedLine)
{
    history_->clear();
    live_->setInterpreter(live_->program(), scriptPath_, source);
    timeline_->reloadRecorded(source, scenes, truncated, editedLine);
    emit stateChanged();
}

QString SessionController::recordingProgram() const
{
    return timeline_->isRecorded() ? live_->program() : QString();
}

FixTrier SessionController::fixTrier() const
{
    if (!live_->active())
        return {};
    return [live = live_](const QString &code) { return live->trial(code); };
}

void SessionController::interruptLive()
{
    live_->interrupt();
}

ExecResult SessionController::restoreCode(const QString &code)
{
    startFresh();
    emit sessionReplaced();
    // Like a script: it stops at a statement that fails now; what ran before it stays.
    origin_ = ExecOrigin::Script;
    const ExecResult result = session_->execute(code, ExecOrigin::Script);
    origin_ = ExecOrigin::Gui;
    history_->clear();
    // Restored statements were never saved anywhere but the autosave.
    cleanLog_ = startingImports();
    if (autosave_)
        autosave_->setCleanLog(cleanLog_);
    finishRun(result);
    return result;
}

bool SessionController::saveCode(const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write((session_->codeLog().join(u'\n') + u'\n').toUtf8());
    if (!file.commit())
        return false;
    markSaved();
    return true;
}

bool SessionController::hasUnsavedWork() const
{
    // A running script's statements are the file's.
    return !scriptRunning_ && session_->codeLog() != cleanLog_;
}

void SessionController::discardUnsaved()
{
    markSaved();
}

void SessionController::markSaved()
{
    takeCodeAsClean();
    emit stateChanged();
}

void SessionController::takeCodeAsClean()
{
    cleanLog_ = session_->codeLog();
    if (autosave_)
        autosave_->setCleanLog(cleanLog_);
}

void SessionController::endScript()
{
    origin_ = ExecOrigin::Gui;
    session_->setSourceName(kStdin);
    history_->clear();
    // What ran is the file's code: nothing of it is unsaved.
    takeCodeAsClean();
}

} // namespace tl::ui
