// Lib/warnings.py (3.11) class WarningMessage: the attributes showwarning() receives and
// __str__ "{message : %r, category : %r, filename : %r, lineno : %s, line : %r}".
#include "WarningMessageObject.h"

#include "interp/PythonTypes.h"
#include "interp/ValuePrinter.h"

namespace tl {

std::string WarningMessageObject::str() const
{
    return "{message : " + ValuePrinter::repr(message_) + ", category : " +
           ValuePrinter::repr(Value::str(PythonTypes::shortNameOf(category_))) +
           ", filename : " + ValuePrinter::repr(Value::str(site_.filename)) + ", lineno : " + std::to_string(site_.lineno) +
           ", line : None}";
}

bool WarningMessageObject::attribute(Interpreter &, const std::string &name, Value &out)
{
    if (name == "message")
        out = message_;
    else if (name == "category")
        out = Value::type(category_);
    else if (name == "filename")
        out = Value::str(site_.filename);
    else if (name == "lineno")
        out = Value::integer(site_.lineno);
    else if (name == "file" || name == "line" || name == "source")
        out = Value::none();
    else
        return false;
    return true;
}

} // namespace tl
