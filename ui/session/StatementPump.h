#pragma once
// Keeps the window alive while one statement runs for long (a `while` loop, a deep
// recursion): every few tens of milliseconds of interpreting it lets Qt handle pending
// events, so the Stop button's click arrives and can interrupt the loop.
#include "interp/eval/ExecutionObserver.h"

#include <QElapsedTimer>

namespace tl::ui {

class StatementPump : public tl::ExecutionObserver {
public:
    // The statement about to run is a new top-level one: start counting again.
    void restart() { clock_.start(); }
    void beforeStatement(const tl::Frame &frame, const tl::ast::Stmt &stmt) override;

private:
    QElapsedTimer clock_;
};

} // namespace tl::ui
