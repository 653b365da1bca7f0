#pragma once
// Renders an int, float or str under a parsed FormatSpec: CPython 3.11's
// format_long_internal, format_float_internal and format_string_internal, with their
// sign, prefix, padding and digit-grouping layout (calc_number_widths / fill_number).
#include "FormatSpec.h"

#include <cstdint>
#include <string>

namespace tl {

class SpecFormatter {
public:
    // `typeName` names the value's class in errors ("int", "bool", "float", "str").
    static std::string formatInt(int64_t value, const FormatSpec &spec, const std::string &typeName);
    static std::string formatFloat(double value, const FormatSpec &spec, const std::string &typeName);
    static std::string formatStr(const std::string &value, const FormatSpec &spec, const std::string &typeName);

    // The whole __format__ of each type (an empty spec gives str(value)); `spec` unparsed.
    static std::string intFormat(int64_t value, std::string_view spec, const std::string &typeName, const std::string &strText);
    static std::string floatFormat(double value, std::string_view spec, const std::string &typeName);
    static std::string strFormat(const std::string &value, std::string_view spec, const std::string &typeName);

    // Digits of |value| in base 2, 8, 10 or 16 (lower case), as _PyLong_Format without prefix.
    static std::string digitsInBase(uint64_t magnitude, int base);
};

} // namespace tl
