#include "TrialRun.h"

#include "session/SessionFork.h"

namespace tl::ui {

namespace {
// A fix or an element write is one short statement; one running this long is stuck.
constexpr int kTrialTimeoutMs = 10000;
} // namespace

tl::CudaMode TrialRun::modeLike(const Session &live)
{
    return live.cudaBackendKind() == QLatin1String("off") ? tl::CudaMode::Off : tl::CudaMode::Sim;
}

TrialRun::TrialRun(tl::CudaMode mode, const QStringList &history)
    : scratch_(std::make_unique<Session>(mode)), session_(scratch_.get())
{
    if (!history.isEmpty())
        session_->execute(history.join(u'\n'), ExecOrigin::Script);
    collectActions();
}

TrialRun::TrialRun(Session &copy) : session_(&copy)
{
    collectActions();
}

TrialRun::~TrialRun() = default;

void TrialRun::collectActions()
{
    QObject::connect(session_, &Session::statementExecuted, session_, [this](const QString &, bool ok) {
        if (ok)
            actions_ << session_->lastAction();
    });
}

QByteArray TrialRun::onCopyOf(const Session &live, const Reader &read)
{
    bool copied = false;
    const auto answer = SessionFork::run(
        live,
        [&read](Session &copy) {
            TrialRun trial(copy);
            return read(trial);
        },
        kTrialTimeoutMs, &copied);
    if (copied)
        return answer.value_or(QByteArray());
    TrialRun trial(modeLike(live), live.codeLog());
    return read(trial);
}

ExecResult TrialRun::run(const QString &code)
{
    actions_.clear();
    return session_->execute(code, ExecOrigin::Script);
}

ExecResult TrialRun::runCountingSteps(const QString &code, int *steps)
{
    *steps = 0;
    session_->setStatementObserver([steps](int) { ++*steps; });
    const ExecResult result = run(code);
    session_->setStatementObserver({});
    return result;
}

} // namespace tl::ui
