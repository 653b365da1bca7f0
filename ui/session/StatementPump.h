#pragma once
// Keeps the window alive while one statement runs for long (a `while` loop, a deep
// recursion): every few tens of milliseconds of interpreting it lets Qt handle pending
// events, so the Stop button's click arrives and can interrupt the loop.
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
    void beforeStatement(const tl::Frame &frame, const tl::ast::Stmt &stmt) override;

private:
    QElapsedTimer clock_;
    std::function<void()> becameLong_;
    bool long_ = false;
};

} // namespace tl::ui
