#pragma once
// Runs code where it cannot touch the live session, so the window can say what a statement
// would do (or which exception it would raise): the build panel refuses invalid input with
// the engine's own message, the error dialog describes each fix before it is applied, and
// the element editor says which element each way of writing it reaches.
// Two kinds of trial: a scratch session (fresh, or replaying a history), and onCopyOf(), a
// trial after everything the live session ran, on an exact copy of it (SessionFork).
#include "session/Session.h"

#include <QVector>

#include <functional>
#include <memory>

namespace tl::ui {

class TrialRun {
public:
    // A trial never needs the real GPU: the simulated cuda:0 has the same semantics.
    static tl::CudaMode modeLike(const Session &live);

    // A scratch session that first runs `history`.
    TrialRun(tl::CudaMode mode, const QStringList &history);
    ~TrialRun();
    TrialRun(const TrialRun &) = delete;
    TrialRun &operator=(const TrialRun &) = delete;

    // What `read` makes of a trial that continues the live session: `read` runs the trial's
    // code itself (run()) and packs what it needs of the outcome into bytes, as it runs in a
    // copy of the session in another process. Where no copy can be made (the real GPU, a
    // statement still running) the trial replays the live session's code log instead. Empty
    // when the trial died or ran for too long.
    using Reader = std::function<QByteArray(TrialRun &trial)>;
    static QByteArray onCopyOf(const Session &live, const Reader &read);

    // Runs `code` like a script (stops at its first failure).
    ExecResult run(const QString &code);
    // run(), counting its steps in `steps`: the statements executed, loop iterations and
    // function bodies included (what stepping through the code would show one by one).
    ExecResult runCountingSteps(const QString &code, int *steps);
    // What each statement of the last run() did, in order.
    const QVector<LastAction> &actions() const { return actions_; }
    const Session &session() const { return *session_; }

private:
    explicit TrialRun(Session &copy);
    void collectActions();

    std::unique_ptr<Session> scratch_;
    Session *session_ = nullptr;
    QVector<LastAction> actions_;
};

} // namespace tl::ui
