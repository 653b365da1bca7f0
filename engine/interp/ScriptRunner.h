#pragma once
// Runs a whole script the way `python3 FILE.py` would: parse everything first, then
// execute statement by statement; report a Python-style traceback on an exception.
#include "OutputSink.h"
#include "tensor/Runtime.h"

#include <string>
#include <string_view>

namespace tl {

class ScriptRunner {
public:
    // Interrupted: Runtime::requestInterrupt() stopped the script with KeyboardInterrupt
    // (the status a shell reports for a Python script stopped by Ctrl-C).
    enum ExitCode { Ok = 0, PythonException = 1, NotSupported = 2, InternalError = 3, Interrupted = 130 };
    // `displayName` is what tracebacks call the file (an absolute path, or "<stdin>").
    static int run(Runtime &rt, std::string_view source, const std::string &displayName, OutputSink &output);
};

} // namespace tl
