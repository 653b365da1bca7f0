#pragma once
// The one path from the window to the engine: every statement the user makes (buttons,
// console, scripts) runs through execute(), and the engine's events become a model
// (storages, objects, names) plus signals the canvas and panels draw. No semantics are
// computed here: everything shown comes from engine events or engine objects.
#include "CopyInfo.h"
#include "ElementWrite.h"
#include "ExecOrigin.h"
#include "ExecResult.h"
#include "LastAction.h"
#include "RecordedStep.h"
#include "SessionModel.h"
#include "StatementPump.h"
#include "StorageLedger.h"

#include "events/EventSink.h"
#include "interp/OutputSink.h"
#include "EngineRuntime.h"

#include <QObject>
#include <QStringList>

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

Q_DECLARE_METATYPE(tl::Event)

namespace tl {
class StatementRunner;
class Storage;
class StridedView;
struct Value;
}

namespace tl::ui {

class Session : public QObject, public tl::EventSink, public tl::OutputSink {
    Q_OBJECT
public:
    explicit Session(tl::CudaMode mode = tl::Runtime::cudaModeFromEnvironment(), QObject *parent = nullptr);
    ~Session() override;

    // Runs one or more statements (see ExecOrigin for what happens after a failure).
    // Console code is run as Python's interactive console runs it: the interpreter echoes
    // each expression statement's value (valueEchoed()).
    // Calling it while runScriptAsync() is running stops that script first; calling it
    // from a slot of one of this session's signals is refused (kind NotSupported).
    ExecResult execute(const QString &code, ExecOrigin origin);
    // Runs a script one statement per event-loop turn; emits scriptFinished().
    void runScriptAsync(const QString &source);
    // Stops a running script between two statements, or code inside a long statement (a
    // loop) with KeyboardInterrupt (a script's scriptFinished(false) follows).
    void stop();
    bool isRunning() const { return asyncRunning_; }
    // A statement is running and has run long enough that events are handled meanwhile.
    bool inLongStatement() const { return longStatement_; }
    // One of its statements is running (the window handles events meanwhile, or a slot of
    // one of its signals runs).
    bool inStatement() const { return inStatement_; }
    // A fresh runtime and interpreter: everything is cleared.
    void reset();
    // In a forked copy of the process (SessionFork): the receivers of its signals, the
    // stepping rules, the event loop and the display connection all belong to the window of
    // the parent process. The copy lets go of them and runs code as a scratch session does;
    // what a paused step's frames held is released, as the next statement would.
    void becomeTrialCopy();

    // Called before every statement that runs (loop iterations and function bodies
    // included) with the model brought up to date: the state after the statements before
    // it. `line`: the line of the statement about to run. Empty: no such calls.
    void setStatementObserver(std::function<void(int line)> observer);
    // Stepping (ScriptTimeline): asked before every statement that runs (no model rebuild);
    // true stops the run there, before the statement, as a debugger pauses (see
    // continueScript). The values of the frames then running stay alive until the session
    // runs anything else, so what a paused function holds is still drawn as alive.
    void setPauseRule(std::function<bool(const tl::Frame &frame, int line)> rule) { pauseRule_ = std::move(rule); }
    // Loads a script to run step by step: nothing runs yet. False (reported as execute()
    // reports it) when it does not parse.
    bool loadScript(const QString &source, ExecResult *failure = nullptr);
    // Runs the loaded script on to its end, its first exception or a pause of the pause
    // rule. `paused`: whether a pause stopped it; `midStatement`: whether the pause came
    // inside a statement (a loop's body, a function), which is then left half done and
    // cannot go on.
    ExecResult continueScript(bool *paused, bool *midStatement);
    // Emits again what the last statement run (or the last step, when stepping) did:
    // modelChanged, its element writes and copies, its error. For a run made with the
    // session's signals blocked (a replay), so that only its end is shown.
    void publishLastStatement();
    tl::CudaMode cudaMode() const { return mode_; }
    // Quiet: only what the code prints is signalled (a replay's statements are not news;
    // publishLastStatement() shows where it ended).
    void setQuiet(bool quiet) { quiet_ = quiet; }
    // Stepping (ScriptTimeline): each statement is shown as a step of its own
    // (LastAction::ownMarksOnly).
    void setStepping(bool stepping) { stepping_ = stepping; }
    // The model as of now (between statements it is current already).
    void refreshModel() { rebuildModel(); }

    // Shows a step recorded by another engine (the learner's own Python) as if this session
    // had run it: its model, its cell texts, what it did (published as a statement's signals
    // are), `printed` as the program's output. Until reset(), the session shows recordings
    // only: execute() is refused, as the engine that made them is not this one.
    // `engineLabel` and `cudaLabel` name that engine.
    void showRecorded(const RecordedStep &step, const QString &printed, const QString &engineLabel, const QString &cudaLabel);
    bool showsRecording() const { return recording_.has_value(); }
    // A statement the console (or a window action) ran in the recording's own interpreter,
    // from where the recording stands: shown as a statement this session ran (its output,
    // its error), for the engine that made the recording. `logEntry` (the code typed, once
    // all of it has run) joins the code log; "" adds nothing.
    void showLiveStatement(const RecordedStep &step, const QString &logEntry);

    // What tracebacks call the code ("<stdin>" unless set; a script's absolute path).
    void setSourceName(const QString &name) { sourceName_ = name; }
    QString sourceName() const { return sourceName_; }

    const SessionModel &model() const { return model_; }
    // One element of a storage as the engine formats it ("10.0", "3", "True"); "" when the
    // storage is gone or the index is out of range.
    QString cellText(quint64 storageId, qint64 elementIndex) const;
    // The object's index that sees element `storageElement` of storage `storageId` (empty
    // if none, and for an object on another storage).
    QVector<qint64> indexOf(quint64 objectId, quint64 storageId, qint64 storageElement) const;
    // Whether the object sees element `storageElement` of storage `storageId` (also answers
    // for 0-d objects, whose index is empty).
    bool sees(quint64 objectId, quint64 storageId, qint64 storageElement) const;
    // StorageInfo::number of a storage, also once it has left the model; 0 for a temporary
    // that was never drawn.
    int storageNumber(quint64 storageId) const;
    // "GPU memory (cuda:0) — simulated (no NVIDIA GPU)", "GPU memory (cuda:0) — <device>", "CUDA off".
    QString cudaLabel() const;
    QString cudaBackendKind() const; // "simulated", "gpu", "off"
    // Which engine draws and the versions it answers as, with its cuda:0:
    // "Built-in engine · PyTorch 1.13 · NumPy 1.24 · cuda:0 simulated (no NVIDIA GPU)".
    QString engineLabel() const;
    // Statements that ran successfully, in order.
    QStringList codeLog() const { return codeLog_; }
    LastAction lastAction() const { return lastAction_; }

    // The canvas calls this when the fade-out of a freed storage has finished; the
    // storage then leaves the model (no modelChanged is emitted for it). A freed storage
    // the canvas never releases leaves the model after the next statement.
    void releaseFadedStorage(quint64 storageId);

    // tl::EventSink / tl::OutputSink: called by the engine while a statement runs.
    void onEvent(const tl::Event &event) override;
    void out(std::string_view text) override;
    void err(std::string_view text) override;

signals:
    void outputWritten(const QString &text, bool isError);
    // The repr Python's console prints after an expression statement typed at it (with its
    // newline); not program output.
    void valueEchoed(const QString &text);
    void engineEvent(const tl::Event &event);
    void elementWritten(const tl::ui::ElementWrite &write);
    void copyPerformed(const tl::ui::CopyInfo &copy);
    void errorRaised(const tl::ui::ExecResult &result);
    void statementExecuted(const QString &code, bool ok);
    void modelChanged();
    void scriptFinished(bool ok);
    // A statement has run for a while (true; events are handled while it runs, so only
    // stop() should be offered) or has ended after that (false).
    void longStatement(bool running);
    // reset() replaced the runtime: nothing from before it is left.
    void wasReset();

private:
    void createRuntime(tl::CudaMode mode);
    // Loads a chunk into the runner; a syntax error or unsupported construct is reported.
    bool loadChunk(const QString &code, ExecResult *failure);
    ExecResult failureResult(int outcome, bool whileLoading, const QString &statement) const;
    // Runs the runner's next statement and publishes its effects; fills `failure` on error.
    bool runNextStatement(ExecResult *failure, bool echo = false);
    void rebuildModel();
    // A recorded step's model, cells and news as the session's own (recording_ is set).
    void takeRecordedStep(const RecordedStep &step);
    bool viewsStorage(quint64 objectId, quint64 storageId) const;
    // indexOf() of a recording's object (one that viewsStorage()).
    std::optional<QVector<qint64>> recordedIndexOf(quint64 objectId, qint64 storageElement) const;
    void stepScript();
    void finishScript(bool ok);

    void onStatement(const tl::Frame &frame, const tl::ast::Stmt &stmt);

    tl::CudaMode mode_;
    std::unique_ptr<tl::Runtime> runtime_;
    std::unique_ptr<tl::StatementRunner> runner_;
    QString sourceName_ = QStringLiteral("<stdin>");
    SessionModel model_;
    StorageLedger ledger_;
    std::map<quint64, std::weak_ptr<tl::StridedView>> views_;
    std::vector<tl::Event> statementEvents_;
    QStringList codeLog_;
    LastAction lastAction_;
    QString output_; // text printed by the current execute()
    int statementSerial_ = 0;
    bool asyncRunning_ = false;
    bool stopRequested_ = false;
    bool asyncFailed_ = false;
    bool inStatement_ = false; // publishing a statement's signals
    bool longStatement_ = false;
    bool paused_ = false;      // the last statement stopped at a pause
    bool quiet_ = false;
    bool stepping_ = false;
    struct Recording {
        QHash<quint64, CellTexts> cells;
        QString engineLabel, cudaLabel;
    };
    std::optional<Recording> recording_; // showing steps recorded by another engine
    std::function<void(int line)> statementObserver_;
    std::function<bool(const tl::Frame &, int line)> pauseRule_;
    std::vector<tl::Value> pinned_; // what the frames of a paused run held
    std::vector<std::shared_ptr<tl::Storage>> pinnedStorages_; // and every storage alive then
    size_t stepEventsFrom_ = 0;      // where the running step's events begin (stepping)
    std::vector<tl::Event> lastNews_; // what the last statement (or step) did
    std::optional<ExecResult> lastFailure_;
    QString lastStatement_;
    int stepLine_ = 0;          // the line of the running step (stepping)
    QStringList chunkLines_;    // the lines of the script being stepped
    StatementPump pump_{[this] {
        longStatement_ = true;
        Q_EMIT longStatement(true);
    }}; // the window stays responsive during a long statement
};

} // namespace tl::ui
