#pragma once
// One undoable step: code that ran (from a button, the console or a fix). Undo restores
// the code log before it by replay; redo runs the same statements again.
#include <QStringList>
#include <QUndoCommand>

namespace tl::ui {

class SessionHistory;

class CodeCommand : public QUndoCommand {
public:
    CodeCommand(SessionHistory *history, const QString &description, QStringList logBefore, QStringList added);

    void undo() override;
    void redo() override;

    const QStringList &statements() const { return added_; }

private:
    SessionHistory *history_;
    QStringList logBefore_;
    QStringList added_;
    bool ranAlready_ = true; // pushed after running: the first redo() has nothing to do
};

} // namespace tl::ui
