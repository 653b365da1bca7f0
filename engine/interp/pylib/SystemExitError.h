#pragma once
// SystemExit: sys.exit(code) raises it like `raise SystemExit(code)`, and the top level
// ends the script with it when no `except` stops it, as CPython's handle_system_exit:
// None exits 0, an int exits with it (the OS keeps its low 8 bits), anything else is
// printed to stderr and exits 1. No traceback.
#include "interp/eval/PyException.h"
#include "interp/objects/ExceptionObject.h"

#include <string>

namespace tl {

class SystemExitError {
public:
    // The exception sys.exit(code) raises (code: None when absent).
    static PyException raise(const Value &code);
    // SystemExit.code: None without args, the one argument, else the args tuple.
    static Value code(const ExceptionObject &e);
    // The uncaught exception's exit status and what goes to stderr ("" for nothing).
    static int status(const ExceptionObject &e);
    static std::string stderrText(const ExceptionObject &e);
};

} // namespace tl
