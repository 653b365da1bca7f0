#pragma once
// Run in your Python: a script the built-in engine refuses (or any script) is run once by
// the live engine in the learner's own interpreter, and the window steps through what it
// recorded. The interpreter is found (and its versions named on the offer) before anything
// in the session changes; without PyTorch the user is told how to install it.
#include "check/PythonProbe.h"
#include "session/ExecResult.h"

#include <QObject>

#include <optional>

class QAction;

namespace tl::ui {

class ErrorBanner;
class MainWindow;
class SessionFiles;

class LiveRecorder;

class LiveCommands : public QObject {
    Q_OBJECT
public:
    LiveCommands(MainWindow *window, SessionFiles *files);

    // File > Run in your Python: the stepped script (or one to choose) in the live engine.
    QAction *runAction() const { return run_; }
    // File > Run in the Built-in Engine: the script shown from your Python, stepped by the
    // built-in engine again (enabled while a recording is shown).
    QAction *builtInAction() const { return builtIn_; }
    // Whether the script at `path` was last run in your Python: File > Open runs it there
    // again (the engine is remembered per file until the other action is chosen for it).
    static bool remembered(const QString &path);
    // Runs the script at `path` in the learner's Python and steps through its recording at
    // step 0. False, with the session untouched and the reason told, when no interpreter
    // with PyTorch and NumPy is found, the user keeps unsaved work, or nothing was recorded.
    bool runInPython(const QString &path) { return run(path) == Outcome::Ran; }
    enum class Outcome { Ran, Kept, Failed }; // Kept: the user kept the session (unsaved work)
    Outcome run(const QString &path);
    // The stepped recording's script as edited in the Steps panel (`source`, not saved) runs
    // again in the Python that recorded it; the steps from `editedLine` on are shown.
    void rerunEdited(const QString &source, int editedLine);
    // The offer as a button says it: "Run in your Python (PyTorch 2.14 found)" once the
    // interpreter is known.
    QString offerText() const;
    // Asks which interpreter the live engine uses now (events are handled meanwhile).
    const PythonInfo &findNow();
    // Asks for it in the background, so that an offer can name what was found
    // (offerChanged() follows).
    void findSoon();
    // Runs the stepped script (with none, one the user chooses) in the live engine.
    void runStepped();
    // The banner's offer for `error`: a script the built-in engine refuses can run in the
    // learner's own Python ("" for any other error). Starts finding the interpreter.
    QString offerFor(const ExecResult &error);
    // The banner's offer button runs the stepped script; its text follows what is found.
    void attach(ErrorBanner *banner);

signals:
    void offerChanged();

private:
    void tell(const QString &title, const QString &text) const;
    // Records `path` (or `source` as if it were `path`) with `program`; the window answers
    // only Stop meanwhile. False with `recorder`'s problem() when nothing was recorded.
    bool record(LiveRecorder &recorder, const QString &program, const QString &label, const QString &path,
                const QString &source = {});
    static void remember(const QString &path, bool live);
    void runBuiltIn();

    MainWindow *window_;
    SessionFiles *files_;
    QAction *run_;
    QAction *builtIn_;
    std::optional<PythonInfo> python_;
    PythonProbe *probe_ = nullptr; // asking in the background
    QStringList toAsk_;            // and the interpreters after the one asked now
    std::optional<PythonInfo> firstAnswer_;
};

} // namespace tl::ui
