#pragma once
// Code typed (or run by a window action) while the window shows a script recorded in the
// learner's own Python runs in that Python: in a console child kept paused where the
// window stands in the steps (LiveConsole), with the statements typed since that step
// run again first when the child is fresh. Each statement is then shown as the session
// shows its own, so undo, the error dialog and its fixes work as with the built-in engine.
#include "explain/FixPreview.h"
#include "session/ExecResult.h"

#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QStringList>

namespace tl::ui {

class LiveConsole;
class ScriptTimeline;
class Session;

class LiveStatements : public QObject {
    Q_OBJECT
public:
    LiveStatements(Session *session, ScriptTimeline *timeline, QObject *parent = nullptr);
    ~LiveStatements() override;

    // The recording shown was made by `program` running the script at `path` (its text
    // `source` when that is an edit not saved; empty: the file's).
    void setInterpreter(const QString &program, const QString &path, const QString &source = {});
    QString program() const { return program_; }
    // Another session: no interpreter, the child ends.
    void clear();
    // Code runs here (not in the built-in engine): a recording is shown.
    bool active() const;
    // Runs `code` in the recording's interpreter from the step shown and shows each of its
    // statements; the result is the first failure, as Session::execute's.
    ExecResult run(const QString &code);
    // Undo: the step shown again as recorded, then `log` (the statements typed since) run
    // again in a fresh child. False when no recording is shown.
    bool restore(const QStringList &log);
    // What `code` would do, tried in a copy of the child (FixPreview's trial); nullopt
    // where no copy can be made (a CUDA context does not survive fork()).
    std::optional<FixTrial> trial(const QString &code);
    // Stop: KeyboardInterrupt in the statement running.
    void interrupt();

signals:
    void running(bool running);
    // What code that did not compile printed (the others' output comes with their steps).
    void printed(const QString &text);

private:
    // A child paused at the step shown that has run exactly the session's code log since.
    bool childReady(ExecResult *refusal);
    ExecResult refused(const QString &code, const QString &why) const;
    // `ask()`, with the window answering only Stop meanwhile (running()).
    template <typename Ask>
    auto whileRunning(Ask ask)
    {
        emit running(true);
        auto answer = ask();
        emit running(false);
        return answer;
    }

    Session *session_;
    ScriptTimeline *timeline_;
    LiveConsole *console_;
    QString program_;
    QString path_;
    QString source_;
    QStringList childLog_;   // what the child ran since its step
    QJsonObject lastScene_;  // the child's last step, for the next one's news
};

} // namespace tl::ui
