#pragma once
// format(value, spec): Python's format-spec mini-language (PEP 3101; Python/formatter_unicode.c),
// used by f-strings, str.format and the builtin format().
#include "interp/Value.h"

#include <string>

namespace tl {

class Interpreter;

// The text of `value.__format__(spec)`; ValueError / TypeError with CPython's texts for a
// spec the value's type rejects.
std::string format(Interpreter &in, const Value &value, const std::string &spec);

} // namespace tl
