#pragma once
// Watches a script run statement by statement (a step counter, a step-through debugger,
// a timeline of the current frame's locals), as sys.settrace's "line" events do. The
// interpreter calls it before every statement it executes, in loops and function bodies
// too; with no observer installed it costs one pointer test per statement.
#include "Frame.h"

namespace tl {

// Thrown by an observer from beforeStatement to stop the run there, as a debugger pauses
// before a line: the runner reports StatementRunner::Paused. Nothing of `at` has run; when
// it is a top-level statement the runner runs it next, otherwise the statement it is in
// has been left half done (its frames unwound) and the run cannot go on from there.
struct ExecutionPause {
    const ast::Stmt *at = nullptr;
};

class ExecutionObserver {
public:
    virtual ~ExecutionObserver() = default;
    virtual void beforeStatement(const Frame &frame, const ast::Stmt &stmt) = 0;
};

} // namespace tl
