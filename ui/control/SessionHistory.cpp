#include "SessionHistory.h"

#include "LiveStatements.h"

#include "CodeCommand.h"
#include "session/Session.h"

#include <QUndoStack>

namespace tl::ui {

SessionHistory::SessionHistory(Session *session, QObject *parent) : QObject(parent), session_(session), stack_(new QUndoStack(this))
{
}

void SessionHistory::record(const QString &description, const QStringList &logBefore)
{
    const QStringList now = session_->codeLog();
    if (now.size() <= logBefore.size())
        return;
    const QStringList added = now.mid(logBefore.size());
    QString text = description.isEmpty() ? added.join(QStringLiteral("; ")) : description;
    if (text.size() > 60)
        text = text.left(57) + QStringLiteral("...");
    stack_->push(new CodeCommand(this, text, logBefore, added));
}

void SessionHistory::restore(const QStringList &log)
{
    replaying_ = true;
    if (!live_ || !live_->restore(log)) {
        session_->reset();
        if (!log.isEmpty())
            session_->execute(log.join(u'\n'), ExecOrigin::Script);
    }
    replaying_ = false;
    emit restored();
}

void SessionHistory::rerun(const QString &code)
{
    if (live_ && live_->active())
        live_->run(code);
    else
        session_->execute(code, ExecOrigin::Gui);
}

void SessionHistory::clear()
{
    stack_->clear();
}

} // namespace tl::ui
