// BaseException.__str__ and KeyError.__str__ (Objects/exceptions.c).
#include "ExceptionObject.h"

#include "interp/PythonTypes.h"
#include "interp/ValuePrinter.h"

namespace tl {

std::string ExceptionObject::str() const
{
    if (text)
        return *text;
    if (args.empty())
        return "";
    if (args.size() == 1)
        return type == "KeyError" ? ValuePrinter::repr(args[0]) : ValuePrinter::str(args[0]);
    return ValuePrinter::repr(Value::tuple(args));
}

std::string ExceptionObject::lastLine() const
{
    const std::string s = str();
    const std::string shown = PythonTypes::releaseSpelling(type);
    std::string line = s.empty() ? shown : shown + ": " + s;
    if (!suggestion.empty())
        line += ". Did you mean: '" + suggestion + "'?";
    return line;
}

} // namespace tl
