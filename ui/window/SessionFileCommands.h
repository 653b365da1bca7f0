#pragma once
// File > Open session… and Save session…: a session file (SessionDocument) holds the code
// log as a script and what the window shows. Opening checks everything first (the file, then
// the script run once in a trial session: the step must lie within its steps, the selection
// must name something it makes), so a refused file leaves the session, its code, its undo
// steps and the view as they were; then the script runs in a fresh session, as opening a
// script does, and the zoom, the selection and the theme come back.
#include "control/SessionView.h"

#include <QObject>

namespace tl::ui {

class MainWindow;
class SessionFiles;

class SessionFileCommands : public QObject {
    Q_OBJECT
public:
    SessionFileCommands(MainWindow *window, SessionFiles *files);

    // What the window shows now, as a session file keeps it.
    SessionView currentView() const;
    // The step the open session file named (none: the end of its script, or no file).
    // Stepping through a script is not in the window yet: the step is kept to be saved
    // again, as it came.
    std::optional<int> step() const { return step_; }

    // Opens the session file at `path`: true when the session was replaced by it; false
    // (after a dialog naming the file and what is wrong) with nothing changed.
    bool open(const QString &path);
    // Writes the session file; false (after a dialog saying why) when it could not be
    // written, and then no file is left.
    bool save(const QString &path);
    void openDialog();
    bool saveDialog();

private:
    // Why `script` cannot be shown as `view` says ("" when it can).
    QString refusalOf(const QString &path, const QString &script, const SessionView &view) const;
    void apply(const SessionView &view);

    MainWindow *window_;
    SessionFiles *files_;
    std::optional<int> step_;
    bool opening_ = false;
};

} // namespace tl::ui
