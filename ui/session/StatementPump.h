#pragma once
// Keeps the window alive while one statement runs for long (a `while` loop, a deep
// recursion): every few tens of milliseconds of interpreting it lets Qt handle pending
// events, so the Stop button's click arrives and can interrupt the loop. It is also where
// a step-by-step view learns that the next statement is about to run.
#include "interp/eval/ExecutionObserver.h"

#include <QElapsedTimer>

#include <functional>

namespace tl::ui {

class StatementPump : public tl::ExecutionObserver {
public:
    // `becameLong`: called when a statement first lets events through (it has run long).
    explicit StatementPump(std::function<void()> becameLong = {}) : becameLong_(std::move(becameLong)) {}
    // The statement about to run is a new top-level one: start counting again.
    void restart()
    {
        clock_.start();
        long_ = false;
    }
    // Also told of every statement before it runs (loop and function bodies included).
    void setStatementHook(std::function<void(const tl::Frame &, const tl::ast::Stmt &)> hook) { hook_ = std::move(hook); }
    // False: never lets events through (a forked copy has no event loop of its own).
    void setHandlesEvents(bool handles) { handlesEvents_ = handles; }
    void beforeStatement(const tl::Frame &frame, const tl::ast::Stmt &stmt) override;

private:
    std::function<void(const tl::Frame &, const tl::ast::Stmt &)> hook_;
    QElapsedTimer clock_;
    std::function<void()> becameLong_;
    bool long_ = false;
    bool handlesEvents_ = true;
};

} // namespace tl::ui
