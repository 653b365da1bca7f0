#pragma once
// The text CPython 3.11 prints for an uncaught exception (PyErr_Display): the chain of
// causes and contexts first, each "Traceback (most recent call last):" with one entry per
// frame, the source line and its `^^^`/`~~^~~` marks, folded recursion, then the last line.
#include "interp/objects/ExceptionObject.h"

#include <string>

namespace tl {

class TracebackFormatter {
public:
    static std::string format(const ExceptionObject &exc);
    // One "  File ..., line N, in f" entry with its source line and marks.
    static std::string entry(const ExceptionObject::TracebackEntry &t);
};

} // namespace tl
