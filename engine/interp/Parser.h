#pragma once
// Parses a whole `tensorlens run` script the way CPython 3.11 would, before anything runs:
// a file Python rejects yields `syntaxError` (type, message and line as Python reports
// them), a valid file outside the subset yields `unsupported` (its first such construct),
// and otherwise `module` holds the program.
#include "Ast.h"

#include <string_view>

namespace tl {

class Parser {
public:
    static ast::ParseResult parse(std::string_view source);
};

} // namespace tl
