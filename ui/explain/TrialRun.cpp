#include "TrialRun.h"

namespace tl::ui {

tl::CudaMode TrialRun::modeLike(const Session &live)
{
    return live.cudaBackendKind() == QLatin1String("off") ? tl::CudaMode::Off : tl::CudaMode::Sim;
}

TrialRun::TrialRun(tl::CudaMode mode, const QStringList &history) : session_(mode)
{
    if (!history.isEmpty())
        session_.execute(history.join(u'\n'), ExecOrigin::Script);
    QObject::connect(&session_, &Session::statementExecuted, &session_, [this](const QString &, bool ok) {
        if (ok)
            actions_ << session_.lastAction();
    });
}

ExecResult TrialRun::run(const QString &code)
{
    actions_.clear();
    return session_.execute(code, ExecOrigin::Script);
}

ExecResult TrialRun::runCountingSteps(const QString &code, int *steps)
{
    *steps = 0;
    session_.setStatementObserver([steps](int) { ++*steps; });
    const ExecResult result = run(code);
    session_.setStatementObserver({});
    return result;
}

} // namespace tl::ui
