#pragma once
// What the window does with its session apart from drawing it, as the window of Qt's
// undoframework example does for its scene: views emit intent, this one owner turns it
// into code, runs it (GUI actions, console input, scripts), pushes the undo step, keeps
// the last error and the autosave, and knows whether there are statements nobody saved.
// No widgets: tst_session_controller drives it without a window.
#include "explain/FixPreview.h"
#include "session/EngineRuntime.h"
#include "session/ExecOrigin.h"
#include "session/ExecResult.h"
#include "session/LastAction.h"

#include <QJsonArray>
#include <QObject>
#include <QStringList>

class QUndoStack;

namespace tl::ui {

class LiveStatements;
class Session;
class SessionAutosave;
class SessionHistory;
class ScriptTimeline;
struct Operation;

class SessionController : public QObject {
    Q_OBJECT
public:
    // `autosave`: keep the session's code on disk (off for screenshots: not work to lose).
    explicit SessionController(tl::CudaMode mode, bool autosave, QObject *parent = nullptr);
    ~SessionController() override;

    Session *session() const { return session_; }
    QUndoStack *undoStack() const;
    SessionAutosave *autosave() const { return autosave_; }
    // True while undo or redo rebuilds the session (its output and errors are not news).
    bool replaying() const;

    // ---- running code -------------------------------------------------------------------
    // Code from a button, a cell edit or a fix: one undoable step, imports added as needed.
    ExecResult runGuiCode(const QString &code, const QString &description = {});
    // Code typed or pasted into the console: one undoable step, run as Python's console
    // runs it (consoleText() carries what the console shows: output, tracebacks, echoes).
    ExecResult runConsoleCode(const QString &code);

    // ---- the code of GUI actions -------------------------------------------------------
    // Why `op` cannot run on the object named `source` ("" when it can).
    QString operationRefusal(const Operation &op, const QString &source) const;
    // The statement `op` runs on `source`; its result is named `typedName` or, when that is
    // empty, a free suggested name. `result` receives the name ("" for in-place operations).
    QString operationCode(const Operation &op, const QString &source, const QString &typedName, const QString &index,
                          QString *result = nullptr) const;


    // ---- sessions and files -------------------------------------------------------------
    // A fresh session with the imports every example needs, like a notebook's first cell.
    void newSession();
    // A fresh session running `source`, the script at `path` (read and checked by the
    // caller: see ScriptFile). `wait`: run it to its end now (lastError() says how it
    // ended); otherwise one statement per event-loop turn, and scriptFinished() follows.
    void openScript(const QString &path, const QString &source, bool wait);
    // A fresh session stepping through `source`, the script at `path` (read and checked by
    // the caller), at step 0: timeline() moves it. False (lastError() says why) when the
    // script does not load; the session is then untouched.
    bool stepScript(const QString &path, const QString &source);
    // A fresh session stepping through a recording of `source` (the script at `path`) made
    // by the live engine in the learner's own Python: `scenes` as LiveRecorder keeps them.
    // `program` made it: code typed while it is shown runs there (LiveStatements).
    void stepRecording(const QString &path, const QString &source, const QJsonArray &scenes, bool truncated,
                       const QString &engineLabel, const QString &cudaLabel, const QString &program);
    // The recording shown again, of the stepped script as edited (`source`, not saved),
    // made by the same Python: the steps from `editedLine` on.
    void reloadRecording(const QString &source, const QJsonArray &scenes, bool truncated, int editedLine);
    // The interpreter that made the recording shown ("" for the built-in engine's steps).
    QString recordingProgram() const;
    // Stop for code running in the learner's Python: KeyboardInterrupt there.
    void interruptLive();
    // How the error dialog tries its fixes while a recording made in the learner's Python is
    // shown (there, in a copy of its console child); empty otherwise (a copy of the session).
    FixTrier fixTrier() const;
    ScriptTimeline *timeline() const { return timeline_; }
    // A fresh session that runs `code` (an earlier session's statements, from the autosave).
    ExecResult restoreCode(const QString &code);
    // Writes the code log as a script; the session then has nothing unsaved.
    bool saveCode(const QString &path);
    QString scriptPath() const { return scriptPath_; }
    // The stepped script's text as its file holds it (as opened, or as last saved); null
    // when no script is stepped. Edits in the Steps panel are unsaved while they differ.
    QString steppedScriptOnDisk() const { return steppedOnDisk_; }
    void markSteppedScriptSaved(const QString &text) { steppedOnDisk_ = text; }

    // Statements ran since the session was started, opened or saved (undo can go back).
    bool hasUnsavedWork() const;
    // The user chose to lose the unsaved statements: the autosave lets them go too.
    void discardUnsaved();
    // Every statement was kept elsewhere (a session file): nothing is unsaved.
    void markSaved();

    // The error of the last code run ("ok" when it ran cleanly, or after a fresh start).
    const ExecResult &lastError() const { return lastError_; }
    // What the last statement did (empty after a fresh start and after undo/redo).
    LastAction lastAction() const { return lastAction_; }

    static QStringList startingImports();

signals:
    // What the program printed (stdout) or raised (tracebacks, stderr); never replays.
    void outputWritten(const QString &text, bool isError);
    // What the console shows while its own code runs: printed text, tracebacks, echoes.
    void consoleText(const QString &text, bool isError);
    // An error from code the user ran (not from replays); `origin` says where it came from.
    void errorRaised(const tl::ui::ExecResult &error, tl::ui::ExecOrigin origin);
    // After every statement, fresh start, undo/redo and script end: lastAction(),
    // lastError() and the code log may have changed.
    void stateChanged();
    // The session was replaced by a fresh one (new session, a script, a restore).
    void sessionReplaced();
    void scriptStarted(const QString &path);
    void scriptFinished(bool ok);
    // Undo or redo rebuilt the session.
    void replayed();
    // Code runs in the learner's Python (the window answers only Stop meanwhile).
    void liveRunning(bool running);

private:
    QString withImports(const QString &code) const;
    void finishRun(const ExecResult &result);
    // The session's code as it is now counts as saved (and the autosave knows it).
    void takeCodeAsClean();
    // After a script ran (to its end or not): back to the window's own code, nothing to
    // undo, nothing of the file's code unsaved.
    void endScript();
    void startFresh();
    // A fresh session about to step through the script at `path`.
    void startStepping(const QString &path);

    Session *session_;
    SessionHistory *history_;
    ScriptTimeline *timeline_;
    LiveStatements *live_;
    SessionAutosave *autosave_ = nullptr;
    QStringList cleanLog_; // the log as last saved, opened or started
    QString scriptPath_;
    QString steppedOnDisk_;
    ExecResult lastError_;
    LastAction lastAction_;
    bool scriptRunning_ = false;
    ExecOrigin origin_ = ExecOrigin::Gui; // of the code running now
};

} // namespace tl::ui
