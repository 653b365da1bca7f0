#include "Session.h"

#include "SessionModelBuilder.h"
#include "StatementNarrator.h"
#include "ViewCoverage.h"

#include "core/DType.h"
#include "core/VersionProfile.h"
#include "interp/Ast.h"
#include "interp/StatementRunner.h"
#include "session/EngineText.h"

#include <QScopedValueRollback>
#include <QTimer>

#include <algorithm>
#include <cstdlib>

namespace tl::ui {

Session::Session(tl::CudaMode mode, QObject *parent) : QObject(parent), mode_(mode)
{
    qRegisterMetaType<tl::Event>();
    qRegisterMetaType<tl::ui::ElementWrite>();
    qRegisterMetaType<tl::ui::CopyInfo>();
    qRegisterMetaType<tl::ui::ExecResult>();
    createRuntime(mode);
}

Session::~Session()
{
    // Tear down quietly: the window is going away, nobody draws the releases.
    if (runtime_)
        runtime_->removeSink(this);
    pinned_.clear();
    pinnedStorages_.clear();
    runner_.reset();
    runtime_.reset();
}

void Session::createRuntime(tl::CudaMode mode)
{
    try {
        runtime_ = std::make_unique<tl::Runtime>(mode);
    } catch (const std::exception &) {
        // An explicitly requested GPU that is not there: the window still opens, simulated.
        runtime_ = std::make_unique<tl::Runtime>(tl::CudaMode::Sim);
    }
    // The same per-device caps `tensorlens run` honours (malformed specs are ignored here:
    // the window has no command line to report them on).
    if (const char *spec = std::getenv("TENSORLENS_MAX_MEMORY"); spec && *spec)
        if (const auto caps = tl::Runtime::parseMemoryCaps(spec))
            for (const auto &[device, bytes] : *caps)
                runtime_->setMemoryCap(device, bytes);
    runtime_->addSink(this);
    runner_ = std::make_unique<tl::StatementRunner>(*runtime_, *this);
    runner_->interpreter().setObserver(&pump_);
    pump_.setStatementHook([this](const tl::Frame &frame, const tl::ast::Stmt &stmt) { onStatement(frame, stmt); });
}

void Session::reset()
{
    if (asyncRunning_)
        finishScript(false);
    runtime_->removeSink(this);
    pinned_.clear();
    pinnedStorages_.clear();
    runner_.reset();
    runtime_.reset();
    ledger_.clear();
    views_.clear();
    statementEvents_.clear();
    codeLog_.clear();
    lastAction_ = {};
    model_ = {};
    recording_.reset();
    lastNews_.clear();
    lastFailure_.reset();
    createRuntime(mode_);
    emit wasReset();
    if (!quiet_)
        emit modelChanged();
}

void Session::becomeTrialCopy()
{
    disconnect(this, nullptr, nullptr, nullptr);
    pauseRule_ = {};
    statementObserver_ = {};
    quiet_ = false;
    stepping_ = false;
    asyncRunning_ = false;
    pump_.setHandlesEvents(false);
    pinned_.clear();
    pinnedStorages_.clear();
    statementEvents_.clear();
}

// ---- engine callbacks ------------------------------------------------------------------

void Session::out(std::string_view text)
{
    const QString t = QString::fromUtf8(text.data(), qsizetype(text.size()));
    output_ += t;
    emit outputWritten(t, false);
}

void Session::err(std::string_view text)
{
    const QString t = QString::fromUtf8(text.data(), qsizetype(text.size()));
    output_ += t;
    emit outputWritten(t, true);
}

void Session::onEvent(const tl::Event &e)
{
    statementEvents_.push_back(e);
    ledger_.onEvent(e);
    if (!quiet_)
        emit engineEvent(e);
}

void Session::setStatementObserver(std::function<void(int line)> observer)
{
    statementObserver_ = std::move(observer);
}

void Session::onStatement(const tl::Frame &frame, const tl::ast::Stmt &stmt)
{
    // Stepping shows every statement's end, loop bodies' too: what outlived one is drawn.
    if (pauseRule_ || statementObserver_)
        ledger_.numberSurvivors();
    const bool pause = pauseRule_ && pauseRule_(frame, stmt.line);
    if (!pause) {
        if (statementObserver_) {
            rebuildModel();
            statementObserver_(stmt.line);
        }
        if (pauseRule_) {
            stepEventsFrom_ = statementEvents_.size();
            stepLine_ = stmt.line;
        }
        return;
    }
    // The frames are unwound by the pause: what they and the interpreter's own temporaries
    // (a loop's list, an operand) hold must not look freed meanwhile.
    for (const tl::Frame *f = &frame; f && !f->isModule(); f = f->back)
        for (auto &[name, value] : f->locals())
            pinned_.push_back(value);
    pinnedStorages_ = ledger_.liveStorages(*runtime_);
    throw tl::ExecutionPause{&stmt};
}

// ---- running code ------------------------------------------------------------------------

ExecResult Session::execute(const QString &code, ExecOrigin origin)
{
    if (inStatement_) {
        // Called from a slot while a statement's signals are going out: the engine is in
        // the middle of publishing, so the call is refused rather than interleaved.
        ExecResult busy;
        busy.ok = false;
        busy.kind = ExecResult::Kind::NotSupported;
        busy.errorType = QStringLiteral("NotSupported");
        busy.message = QStringLiteral("code cannot run while another statement is being reported");
        busy.statement = code;
        return busy;
    }
    if (recording_) {
        // The objects drawn live in another interpreter: running code here would mix two
        // engines' memory in one picture.
        ExecResult refused;
        refused.ok = false;
        refused.kind = ExecResult::Kind::NotSupported;
        refused.errorType = QStringLiteral("NotSupported");
        refused.message = QStringLiteral("the window shows a script recorded in your Python: its objects are not in the "
                                         "built-in engine (start a new session to run code here)");
        refused.statement = code;
        return refused;
    }
    if (asyncRunning_)
        finishScript(false);
    output_.clear();
    ExecResult result;
    statementEvents_.clear();
    if (!loadChunk(code, &result))
        return result;
    while (!runner_->atEnd()) {
        ExecResult failure;
        if (!runNextStatement(&failure, origin == ExecOrigin::Console)) {
            if (result.ok)
                result = failure;
            if (origin == ExecOrigin::Script) {
                runner_->skipRest();
                break;
            }
        }
    }
    result.output = output_;
    return result;
}

ExecResult Session::failureResult(int outcome, bool whileLoading, const QString &statement) const
{
    const auto &f = runner_->lastFailure();
    ExecResult r;
    r.ok = false;
    r.kind = outcome == tl::StatementRunner::NotSupported ? ExecResult::Kind::NotSupported
             : whileLoading                               ? ExecResult::Kind::SyntaxError
                                                          : ExecResult::Kind::PythonError;
    r.errorType = EngineText::qs(f.type);
    r.message = EngineText::qs(f.message);
    r.fix = EngineText::qs(f.fix);
    r.errorId = EngineText::qs(f.id);
    r.suggestion = EngineText::qs(f.suggestion);
    r.line = f.line;
    r.statement = statement;
    r.output = output_;
    return r;
}

bool Session::loadChunk(const QString &code, ExecResult *failure)
{
    const auto loaded = runner_->load(code.toStdString(), sourceName_.toStdString());
    if (loaded == tl::StatementRunner::Ok)
        return true;
    const QStringList lines = code.split(QLatin1Char('\n'));
    const int line = runner_->lastFailure().line;
    const ExecResult r = failureResult(loaded, true, line >= 1 && line <= lines.size() ? lines[line - 1].trimmed() : QString());
    if (failure)
        *failure = r;
    lastAction_ = StatementNarrator(model_, statementEvents_).describe(r.statement, false);
    lastAction_.ownMarksOnly = stepping_;
    statementEvents_.clear();
    // Nothing ran, but what the last statement did is news: the canvas's headline follows.
    if (!quiet_)
        emit modelChanged();
    if (!quiet_)
        emit errorRaised(r);
    if (!quiet_)
        emit statementExecuted(code, false);
    return false;
}

bool Session::runNextStatement(ExecResult *failure, bool echo)
{
    const QScopedValueRollback<bool> guard(inStatement_, true);
    const size_t index = runner_->nextStatement();
    const QString statement = EngineText::qs(runner_->statementText(index));
    statementEvents_.clear();
    stepEventsFrom_ = 0;
    pinned_.clear();
    pinnedStorages_.clear();
    ledger_.beginStatement(++statementSerial_);
    pump_.restart();
    // Echoes go out as the statement makes them: in a loop, between what it prints.
    std::function<void(const std::string &)> echoed;
    if (echo)
        echoed = [this](const std::string &text) { emit valueEchoed(EngineText::qs(text)); };
    const auto outcome = runner_->step(echoed);
    if (longStatement_) {
        longStatement_ = false;
        emit longStatement(false);
    }
    paused_ = outcome == tl::StatementRunner::Paused;
    ledger_.numberSurvivors();
    // Paused before the statement began: nothing happened, the last step's news stand.
    if (paused_ && !runner_->pausedMidStatement() && statementEvents_.empty())
        return true;
    const bool ok = outcome == tl::StatementRunner::Ok || paused_;
    // Storages freed before the previous statement have had their time to fade.
    ledger_.dropFadedBefore(statementSerial_);
    rebuildModel();
    if (ok && !paused_ && !statement.isEmpty() && (codeLog_.isEmpty() || index == 0 ||
                                       runner_->statementLine(index) != runner_->statementLine(index - 1)))
        codeLog_.push_back(statement);
    // Stepping shows one step at a time: its news are the events since the step began.
    const auto from = pauseRule_ ? std::min(stepEventsFrom_, statementEvents_.size()) : size_t(0);
    lastNews_.assign(statementEvents_.begin() + std::ptrdiff_t(from), statementEvents_.end());
    lastFailure_.reset();
    if (!ok) {
        lastFailure_ = failureResult(outcome, false, statement);
        if (failure)
            *failure = *lastFailure_;
    }
    // A step is told by its own line (a loop's body, not the whole loop).
    lastStatement_ = pauseRule_ && stepLine_ > 0 && stepLine_ <= chunkLines_.size() ? chunkLines_[stepLine_ - 1].trimmed() : statement;
    publishLastStatement();
    // A paused statement has not run (or not to its end): nothing to record as executed.
    if (!paused_)
        if (!quiet_)
            emit statementExecuted(statement, ok);
    return ok;
}

void Session::publishLastStatement()
{
    if (quiet_)
        return;
    lastAction_ = StatementNarrator(model_, lastNews_).describe(lastStatement_, !lastFailure_);
    lastAction_.ownMarksOnly = stepping_;
    const std::vector<tl::Event> events = lastNews_;
    emit modelChanged();
    for (const auto &e : events) {
        if (e.type == tl::EventType::ElementWritten) {
            emit elementWritten(StatementNarrator(model_, events).elementWrite(e));
        } else if (e.type == tl::EventType::Copy) {
            CopyInfo c;
            c.srcStorageId = e.srcStorageId;
            c.dstStorageId = e.dstStorageId;
            c.bytes = e.bytes;
            c.direction = EngineText::qs(e.direction);
            c.durationNs = e.durationNs;
            c.op = EngineText::qs(e.op);
            // Each end's device as its storage was allocated (a temporary's record outlives it).
            const auto deviceOf = [this](quint64 id) {
                const StorageInfo *s = model_.storage(id);
                return s ? s->device : ledger_.deviceOf(id);
            };
            c.srcDevice = deviceOf(c.srcStorageId);
            c.dstDevice = deviceOf(c.dstStorageId);
            emit copyPerformed(c);
        }
    }
    if (lastFailure_)
        emit errorRaised(*lastFailure_);
}

bool Session::loadScript(const QString &source, ExecResult *failure)
{
    if (asyncRunning_)
        finishScript(false);
    output_.clear();
    statementEvents_.clear();
    stepLine_ = 0;
    chunkLines_ = source.split(QLatin1Char('\n'));
    return loadChunk(source, failure);
}

ExecResult Session::continueScript(bool *paused, bool *midStatement)
{
    ExecResult result;
    paused_ = false;
    output_.clear();
    while (!runner_->atEnd()) {
        ExecResult failure;
        if (!runNextStatement(&failure)) {
            result = failure;
            runner_->skipRest();
            break;
        }
        if (paused_)
            break;
    }
    if (paused)
        *paused = paused_;
    if (midStatement)
        *midStatement = paused_ && runner_->pausedMidStatement();
    if (paused_ && runner_->pausedMidStatement())
        runner_->skipRest();
    result.output = output_;
    return result;
}

void Session::runScriptAsync(const QString &source)
{
    if (asyncRunning_)
        finishScript(false);
    output_.clear();
    statementEvents_.clear();
    if (!loadChunk(source, nullptr)) {
        emit scriptFinished(false);
        return;
    }
    asyncRunning_ = true;
    stopRequested_ = false;
    asyncFailed_ = false;
    QTimer::singleShot(0, this, &Session::stepScript);
}

void Session::stop()
{
    if (asyncRunning_)
        stopRequested_ = true;
    // A statement still running (a loop) ends with KeyboardInterrupt at its next step.
    if (inStatement_)
        runtime_->requestInterrupt();
}

void Session::stepScript()
{
    if (!asyncRunning_)
        return;
    if (inStatement_) {
        // Events handled from inside a long statement: the next one waits for it.
        QTimer::singleShot(0, this, &Session::stepScript);
        return;
    }
    if (stopRequested_ || runner_->atEnd()) {
        finishScript(!stopRequested_ && !asyncFailed_);
        return;
    }
    if (!runNextStatement(nullptr)) {
        asyncFailed_ = true;
        finishScript(false);
        return;
    }
    QTimer::singleShot(0, this, &Session::stepScript);
}

void Session::finishScript(bool ok)
{
    asyncRunning_ = false;
    stopRequested_ = false;
    runner_->skipRest();
    emit scriptFinished(ok);
}

// ---- the model -------------------------------------------------------------------------------

void Session::rebuildModel()
{
    SessionModel m;
    views_.clear();
    SessionModelBuilder::addNames(m, runner_->interpreter().globals(), views_);

    for (StorageInfo &info : ledger_.refresh(*runtime_))
        m.storages.push_back(std::move(info));
    model_ = std::move(m);
}

void Session::releaseFadedStorage(quint64 storageId)
{
    if (!ledger_.release(storageId))
        return;
    model_.storages.erase(std::remove_if(model_.storages.begin(), model_.storages.end(),
                                         [&](const StorageInfo &s) { return s.id == storageId; }),
                          model_.storages.end());
}

void Session::showRecorded(const RecordedStep &step, const QString &printed, const QString &engineLabel, const QString &cudaLabel)
{
    if (asyncRunning_)
        finishScript(false);
    if (!printed.isEmpty())
        emit outputWritten(printed, false);
    recording_ = Recording{step.cells, engineLabel, cudaLabel};
    codeLog_.clear(); // a recorded step is the script's; the log holds what is typed since
    takeRecordedStep(step);
    publishLastStatement();
}

void Session::takeRecordedStep(const RecordedStep &step)
{
    recording_->cells = step.cells;
    model_ = step.model;
    lastNews_ = step.news;
    lastFailure_ = step.failure;
    lastStatement_ = step.statement;
}

void Session::showLiveStatement(const RecordedStep &step, const QString &logEntry)
{
    if (!recording_)
        return;
    takeRecordedStep(step);
    if (!step.printed.isEmpty())
        emit outputWritten(step.printed, false);
    if (!logEntry.isEmpty())
        codeLog_.push_back(logEntry);
    publishLastStatement(); // with its error
    emit statementExecuted(step.statement, !step.failure);
}

QString Session::cellText(quint64 storageId, qint64 elementIndex) const
{
    if (recording_) {
        const auto it = recording_->cells.constFind(storageId);
        return it == recording_->cells.constEnd() ? QString() : it->at(elementIndex);
    }
    return ledger_.cellText(storageId, elementIndex);
}

int Session::storageNumber(quint64 storageId) const
{
    if (recording_)
        return model_.storageNumber(storageId);
    return ledger_.number(storageId);
}

bool Session::viewsStorage(quint64 objectId, quint64 storageId) const
{
    // An element number means nothing without its storage: the same number on another
    // storage is another element.
    const ObjectInfo *o = model_.object(objectId);
    return o && o->storageId == storageId;
}

QVector<qint64> Session::indexOf(quint64 objectId, quint64 storageId, qint64 storageElement) const
{
    if (!viewsStorage(objectId, storageId))
        return {};
    if (recording_)
        return recordedIndexOf(objectId, storageElement).value_or(QVector<qint64>());
    auto it = views_.find(objectId);
    if (it == views_.end())
        return {};
    auto view = it->second.lock();
    if (!view || storageElement < 0)
        return {};
    const auto idx = view->indexOfByte(uint64_t(storageElement) * uint64_t(tl::itemSize(view->dtype())));
    return idx ? EngineText::toVector(*idx) : QVector<qint64>();
}

bool Session::sees(quint64 objectId, quint64 storageId, qint64 storageElement) const
{
    if (!viewsStorage(objectId, storageId))
        return false;
    if (recording_)
        return recordedIndexOf(objectId, storageElement).has_value();
    auto it = views_.find(objectId);
    if (it == views_.end())
        return false;
    auto view = it->second.lock();
    if (!view || storageElement < 0)
        return false;
    return view->indexOfByte(uint64_t(storageElement) * uint64_t(tl::itemSize(view->dtype()))).has_value();
}

std::optional<QVector<qint64>> Session::recordedIndexOf(quint64 objectId, qint64 storageElement) const
{
    // A recording has no engine views: the index comes from the geometry it recorded.
    const ObjectInfo *o = model_.object(objectId);
    return ViewCoverage::indexOf(o->sizes, o->strides, o->storageOffset, storageElement);
}

QString Session::cudaBackendKind() const { return EngineText::qs(runtime_->cudaBackendKind()); }

QString Session::engineLabel() const
{
    if (recording_)
        return recording_->engineLabel;
    // The release set the engine answers as (its profile).
    const tl::VersionSet &v = tl::Profile::activeVersions();
    auto minor = [](std::string_view version) { return EngineText::qs(std::string(tl::Profile::minor(version))); };
    QString label = QStringLiteral("Built-in engine · PyTorch %1 · NumPy %2 · ").arg(minor(v.torch), minor(v.numpy));
    const QString kind = cudaBackendKind();
    if (kind == QLatin1String("off"))
        return label + QStringLiteral("CUDA off");
    if (kind == QLatin1String("simulated"))
        return label + QStringLiteral("cuda:0 simulated (no NVIDIA GPU)");
    return label + QStringLiteral("cuda:0 ") + EngineText::qs(runtime_->cudaDescription());
}

QString Session::cudaLabel() const
{
    if (recording_)
        return recording_->cudaLabel;
    const QString kind = cudaBackendKind();
    if (kind == QLatin1String("off"))
        return QStringLiteral("CUDA off");
    if (kind == QLatin1String("simulated"))
        return QStringLiteral("GPU memory (cuda:0) — simulated (no NVIDIA GPU)");
    return QStringLiteral("GPU memory (cuda:0) — ") + EngineText::qs(runtime_->cudaDescription());
}

// ---- describing what happened -----------------------------------------------------------------

} // namespace tl::ui
