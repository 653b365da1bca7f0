// handle_system_exit (Python/pythonrun.c, CPython 3.11): the exit status and message of an
// uncaught SystemExit.
#include "SystemExitError.h"

#include "interp/ValuePrinter.h"

namespace tl {

namespace {

std::string messageOf(const Value &code)
{
    return code.kind == Value::Kind::None ? std::string() : ValuePrinter::str(code);
}

} // namespace

SystemExitError::SystemExitError(const Value &code) : PyError("SystemExit", messageOf(code)), code_(code)
{
    switch (code.kind) {
    case Value::Kind::None: status_ = 0; break;
    case Value::Kind::Int: status_ = static_cast<int>(static_cast<uint64_t>(code.i) & 0xff); break;
    case Value::Kind::Bool: status_ = code.b ? 1 : 0; break;
    default:
        status_ = 1;
        stderrText_ = ValuePrinter::str(code) + "\n";
        break;
    }
}

} // namespace tl
