#pragma once
// str.format and str.format_map (PEP 3101; Objects/stringlib/unicode_format.h):
// "{}", "{0}", "{name}", "{0.attr}", "{0[key]}", "{!r}", nested "{:{width}}", "{{" and "}}".
#include "interp/Value.h"

#include <string>
#include <utility>
#include <vector>

namespace tl {

class Interpreter;

class StrFormat {
public:
    static std::string format(Interpreter &in, const std::string &fmt, const ValueList &args,
                              const std::vector<std::pair<std::string, Value>> &kwargs);
    static std::string formatMap(Interpreter &in, const std::string &fmt, const Value &mapping);
};

} // namespace tl
