#pragma once
// Undo and redo over the session. Statements cannot be un-run, so undoing goes back by
// replaying: a fresh session runs the code log as it was before the undone step. Redo
// runs the step's code again.
#include <QObject>
#include <QStringList>

class QUndoStack;

namespace tl::ui {

class LiveStatements;
class Session;

class SessionHistory : public QObject {
    Q_OBJECT
public:
    explicit SessionHistory(Session *session, QObject *parent = nullptr);

    QUndoStack *stack() const { return stack_; }
    // Records a step that already ran: the code log went from `logBefore` to the current one.
    // Nothing is recorded when the log did not change (the code failed at once).
    void record(const QString &description, const QStringList &logBefore);
    // True while a replay runs (its output and errors are not news to the user).
    bool replaying() const { return replaying_; }
    void restore(const QStringList &log);
    void rerun(const QString &code);
    void clear();
    // While a recording made in the learner's Python is shown, code reruns there.
    void setLive(LiveStatements *live) { live_ = live; }

signals:
    void restored();

private:
    Session *session_;
    LiveStatements *live_ = nullptr;
    QUndoStack *stack_;
    bool replaying_ = false;
};

} // namespace tl::ui
