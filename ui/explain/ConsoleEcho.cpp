#include "ConsoleEcho.h"

#include "StatementText.h"
#include "TrialRun.h"

#include <QRegularExpression>

namespace tl::ui {

bool ConsoleEcho::isExpression(const QString &statement)
{
    const StatementText st(statement);
    if (st.text().isEmpty() || st.text().startsWith(u'#') || !st.assignmentTarget().isEmpty() || !st.augmentedOperator().isEmpty())
        return false;
    static const QRegularExpression keyword(QStringLiteral("^(import|from|del|pass|assert|raise|global|nonlocal|return)\\b"));
    return !keyword.match(st.text()).hasMatch();
}

QString ConsoleEcho::of(const Session &live, const QStringList &logBefore, const QString &statement)
{
    if (!isExpression(statement))
        return {};
    TrialRun trial(TrialRun::modeLike(live), logBefore);
    if (!trial.run(QStringLiteral("_ = ") + statement.trimmed()).ok)
        return {};
    const NameInfo echoed = trial.session().model().names.value(QStringLiteral("_"));
    if (echoed.objectId == 0 && echoed.typeName == QLatin1String("NoneType"))
        return {};
    const ExecResult repr = trial.run(QStringLiteral("print(repr(_))"));
    return repr.ok ? repr.output : QString();
}

} // namespace tl::ui
