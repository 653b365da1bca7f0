// handle_system_exit (Python/pythonrun.c, CPython 3.11) and SystemExit.code
// (Objects/exceptions.c SystemExit_init): args () is None, (x,) is x, more is the tuple.
#include "SystemExitError.h"

#include "interp/ValuePrinter.h"

namespace tl {

namespace {

Value codeOf(const ExceptionObject &e)
{
    if (e.args.empty())
        return Value::none();
    if (e.args.size() == 1)
        return e.args[0];
    return Value::tuple(e.args);
}

} // namespace

PyException SystemExitError::raise(const Value &code)
{
    return PyException(make<ExceptionObject>("SystemExit", code.kind == Value::Kind::None ? ValueList{} : ValueList{code}));
}

int SystemExitError::status(const ExceptionObject &e)
{
    const Value code = codeOf(e);
    switch (code.kind) {
    case Value::Kind::None: return 0;
    case Value::Kind::Int: return static_cast<int>(static_cast<uint64_t>(code.i) & 0xff);
    case Value::Kind::Bool: return code.b ? 1 : 0;
    default: return 1;
    }
}

std::string SystemExitError::stderrText(const ExceptionObject &e)
{
    const Value code = codeOf(e);
    if (code.kind == Value::Kind::None || code.kind == Value::Kind::Int || code.kind == Value::Kind::Bool)
        return "";
    return ValuePrinter::str(code) + "\n";
}

} // namespace tl
