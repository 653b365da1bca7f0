#pragma once
// Run in your Python: a script the built-in engine refuses (or any script) is run once by
// the live engine in the learner's own interpreter, and the window steps through what it
// recorded. The interpreter is found (and its versions named on the offer) before anything
// in the session changes; without PyTorch the user is told how to install it.
#include "check/PythonProbe.h"

#include <QObject>

#include <optional>

class QAction;

namespace tl::ui {

class MainWindow;
class SessionFiles;

class LiveCommands : public QObject {
    Q_OBJECT
public:
    LiveCommands(MainWindow *window, SessionFiles *files);

    // File > Run in your Python: the stepped script (or one to choose) in the live engine.
    QAction *runAction() const { return run_; }
    // Runs the script at `path` in the learner's Python and steps through its recording at
    // step 0. False, with the session untouched and the reason told, when no interpreter
    // with PyTorch and NumPy is found, the user keeps unsaved work, or nothing was recorded.
    bool runInPython(const QString &path);
    // The offer as a button says it: "Run in your Python (PyTorch 2.14 found)" once the
    // interpreter is known (found() asks it the first time).
    QString offerText() const;
    // The interpreter the live engine uses, asked once (events are handled meanwhile).
    const PythonInfo &found();
    // Asks for it in the background, so that an offer can name what was found
    // (offerChanged() follows).
    void findSoon();
    // Runs the stepped script (with none, one the user chooses) in the live engine.
    void runStepped();

signals:
    void offerChanged();

private:
    void tell(const QString &title, const QString &text) const;

    MainWindow *window_;
    SessionFiles *files_;
    QAction *run_;
    std::optional<PythonInfo> python_;
    PythonProbe *probe_ = nullptr; // asking in the background
    QStringList toAsk_;            // and the interpreters after the one asked now
};

} // namespace tl::ui
