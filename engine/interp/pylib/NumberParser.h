#pragma once
// int(text, base) and float(text) as CPython reads strings.
#include "interp/Value.h"

#include <string>

namespace tl {

class NumberParser {
public:
    // PyLong_FromString's grammar (sign, 0x/0o/0b prefixes, underscores); `original` is what
    // the ValueError quotes. Values beyond 64 bits are refused.
    static Value parseInt(const std::string &text, int64_t base, const Value &original);
    // CPython's float grammar (inf, nan, underscores between digits), correctly rounded.
    static Value parseFloat(const std::string &text, const Value &original);
};

} // namespace tl
