#include "CodeCommand.h"

#include "SessionHistory.h"

namespace tl::ui {

CodeCommand::CodeCommand(SessionHistory *history, const QString &description, QStringList logBefore, QStringList added)
    : QUndoCommand(description), history_(history), logBefore_(std::move(logBefore)), added_(std::move(added))
{
}

void CodeCommand::undo()
{
    history_->restore(logBefore_);
}

void CodeCommand::redo()
{
    if (ranAlready_) {
        ranAlready_ = false;
        return;
    }
    history_->rerun(added_.join(u'\n'));
}

} // namespace tl::ui
