#pragma once
// Watches a script run statement by statement (a step counter, a step-through debugger,
// a timeline of the current frame's locals), as sys.settrace's "line" events do. The
// interpreter calls it before every statement it executes, in loops and function bodies
// too; with no observer installed it costs one pointer test per statement.
#include "Frame.h"

namespace tl {

class ExecutionObserver {
public:
    virtual ~ExecutionObserver() = default;
    virtual void beforeStatement(const Frame &frame, const ast::Stmt &stmt) = 0;
};

} // namespace tl
