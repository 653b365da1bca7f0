#pragma once
// CPython's PyOS_double_to_string (Python/pystrtod.c, format_float_short): the text of a
// float for repr(), str(), format() and %-formatting, from correctly rounded digits.
#include <string>

namespace tl {

class DoubleToString {
public:
    enum Flag { AddSign = 1, AddDot0 = 2, Alt = 4, NoNegZero = 8 };
    // `code` is one of e E f F g G r ('r': shortest round-trip digits, precision unused).
    static std::string convert(double value, char code, int precision, int flags);
    // repr(float) / str(float).
    static std::string repr(double value) { return convert(value, 'r', 0, AddDot0); }
};

} // namespace tl
