// format(value, spec) for the empty spec, which every type answers with str(value)
// (object.__format__); other specs are refused until the mini-language is implemented.
#include "FormatSpec.h"

#include "core/PyError.h"
#include "interp/ValuePrinter.h"

namespace tl {

std::string format(Interpreter &, const Value &value, const std::string &spec)
{
    if (spec.empty())
        return ValuePrinter::str(value);
    throw UnsupportedError("the format specification '" + spec + "'");
}

} // namespace tl
