// handle_system_exit (Python/pythonrun.c, CPython 3.11) and SystemExit.code
// (Objects/exceptions.c SystemExit_init): args () is None, (x,) is x, more is the tuple.
#include "SystemExitError.h"

#include "interp/ValuePrinter.h"

namespace tl {

Value SystemExitError::code(const ExceptionObject &e)
{
    if (e.args.empty())
        return Value::none();
    if (e.args.size() == 1)
        return e.args[0];
    return Value::tuple(e.args);
}

PyException SystemExitError::raise(const Value &code)
{
    // PyErr_SetObject: None raises SystemExit(), a tuple gives the arguments.
    ValueList args;
    if (code.kind == Value::Kind::Tuple)
        args = *code.items;
    else if (code.kind != Value::Kind::None)
        args.push_back(code);
    return PyException(make<ExceptionObject>("SystemExit", std::move(args)));
}

int SystemExitError::status(const ExceptionObject &e)
{
    const Value value = code(e);
    switch (value.kind) {
    case Value::Kind::None: return 0;
    case Value::Kind::Int: return static_cast<int>(static_cast<uint64_t>(value.i) & 0xff);
    case Value::Kind::Bool: return value.b ? 1 : 0;
    default: return 1;
    }
}

std::string SystemExitError::stderrText(const ExceptionObject &e)
{
    const Value value = code(e);
    if (value.kind == Value::Kind::None || value.kind == Value::Kind::Int || value.kind == Value::Kind::Bool)
        return "";
    return ValuePrinter::str(value) + "\n";
}

} // namespace tl
