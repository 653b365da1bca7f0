#pragma once
// Runs code in a scratch session that first replays a history, so the window can say what
// a statement would do (or which exception it would raise) without touching the live
// session: the build panel refuses invalid input with the engine's own message, and the
// error dialog describes each fix before it is applied.
#include "session/Session.h"

#include <QVector>

namespace tl::ui {

class TrialRun {
public:
    // A trial never needs the real GPU: the simulated cuda:0 has the same semantics.
    static tl::CudaMode modeLike(const Session &live);

    TrialRun(tl::CudaMode mode, const QStringList &history);

    // Runs `code` like a script (stops at its first failure).
    ExecResult run(const QString &code);
    // run(), counting its steps in `steps`: the statements executed, loop iterations and
    // function bodies included (what stepping through the code would show one by one).
    ExecResult runCountingSteps(const QString &code, int *steps);
    // What each statement of the last run() did, in order.
    const QVector<LastAction> &actions() const { return actions_; }
    const Session &session() const { return session_; }

private:
    Session session_;
    QVector<LastAction> actions_;
};

} // namespace tl::ui
