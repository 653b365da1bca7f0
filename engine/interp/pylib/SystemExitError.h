#pragma once
// SystemExit raised by sys.exit(code) (Python/sysmodule.c): what the top level does with
// it when no `except` stops it, as CPython's handle_system_exit: None exits 0, an int
// exits with it (the OS keeps its low 8 bits), anything else is printed to stderr and
// exits 1. No traceback.
#include "core/PyError.h"
#include "interp/Value.h"

#include <optional>
#include <string>

namespace tl {

class SystemExitError : public PyError {
public:
    explicit SystemExitError(const Value &code);
    const Value &code() const { return code_; }
    // The process exit status.
    int status() const { return status_; }
    // What the top level writes to stderr ("" when nothing).
    const std::string &stderrText() const { return stderrText_; }

private:
    Value code_;
    int status_ = 0;
    std::string stderrText_;
};

} // namespace tl
