#pragma once
// Runs a parsed chunk of source one statement at a time over one long-lived Interpreter,
// reporting every failure exactly as `python3 FILE.py` would (traceback text and Error
// event). A script runs one chunk to its first failure; an interactive session loads chunk
// after chunk into the same interpreter and decides itself whether to go on after a failure.
#include "Ast.h"
#include "Interpreter.h"
#include "OutputSink.h"
#include "tensor/Runtime.h"

#include <functional>
#include <string>
#include <string_view>

namespace tl {

class StatementRunner {
public:
    // Same values as the process exit codes of `tensorlens run`.
    // Interrupted: Runtime::requestInterrupt() stopped the script with KeyboardInterrupt
    // (the status a shell reports for a Python script stopped by Ctrl-C).
    // Exited: sys.exit() ended the script; exitStatus() is the process status it asked for.
    // Paused: an ExecutionObserver stopped the run before a statement (ExecutionPause);
    // pausedMidStatement() says whether the statement it was in was left half done.
    enum Outcome { Ok = 0, PythonException = 1, NotSupported = 2, InternalError = 3, Interrupted = 130, Exited = 256, Paused = 257 };

    // What the last failed load() or step() reported.
    struct Failure {
        std::string type;    // "RuntimeError", "SyntaxError", "NotSupported", "InternalError" ...
        std::string message;
        std::string fix;     // the engine's suggested fix, "" if none
        int line = 0;
        std::string id;      // PyError::id(): what happened, "" when the error has none
        std::string suggestion; // CPython's "Did you mean: 'x'?" name, "" when none
    };

    StatementRunner(Runtime &rt, OutputSink &output);

    // Parses `source` as the next chunk; `displayName` is what tracebacks call the file.
    // A syntax error or an unsupported construct is reported and nothing of the chunk runs.
    Outcome load(std::string_view source, const std::string &displayName);
    bool atEnd() const { return next_ >= module_.body.size(); }
    // Runs the next statement of the chunk. With `echo`, as Python's interactive console
    // does (sys.displayhook): each expression statement whose value is not None, in the
    // statement's loops and blocks too, hands `echo` its repr and a newline as it runs.
    Outcome step(const std::function<void(const std::string &)> &echo = {});
    // Drops what is left of the chunk.
    void skipRest() { next_ = module_.body.size(); }

    // Source of statement `i` of the chunk: its lines up to the next statement, without
    // trailing blank and comment lines.
    std::string statementText(size_t i) const;
    int statementLine(size_t i) const { return module_.body.at(i).line; }
    size_t statementCount() const { return module_.body.size(); }
    size_t nextStatement() const { return next_; }

    bool pausedMidStatement() const { return pausedMid_; }
    const Failure &lastFailure() const { return failure_; }
    int exitStatus() const { return exitStatus_; }
    Interpreter &interpreter() { return interpreter_; }
    const Interpreter &interpreter() const { return interpreter_; }

private:
    void fail(std::string text, std::string type, std::string message, std::string fix, int line, std::string id = {},
              std::string suggestion = {});

    Runtime &rt_;
    OutputSink &output_;
    Interpreter interpreter_;
    ast::Module module_;
    std::string displayName_;
    size_t next_ = 0;
    Failure failure_;
    int exitStatus_ = 0;
    bool pausedMid_ = false;
};

} // namespace tl
