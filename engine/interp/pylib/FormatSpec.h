#pragma once
// CPython 3.11's format-spec mini-language (Python/formatter_unicode.c):
//   [[fill]align][sign]["z"]["#"]["0"][width][grouping]["." precision][type]
// and format(value, spec) for the interpreter's values: int, bool, float, str, None, NumPy
// scalars, and 0-d tensors and arrays (their __format__ formats the item).
#include <cstdint>
#include <string>
#include <string_view>

namespace tl {

class Interpreter;
struct Value;

struct FormatSpec {
    enum class Grouping { None, Comma, Underscore, UnderscoreFour };

    std::string fill = " ";   // one code point, UTF-8
    char align = '>';         // < > = ^
    char sign = 0;            // + - ' ' or 0
    bool noNegativeZero = false;
    bool alternate = false;
    int64_t width = -1;
    Grouping grouping = Grouping::None;
    int64_t precision = -1;
    char32_t type = 0;        // 0 when omitted

    // `typeName` is the value's class as CPython's errors name it ("int", "float", "str").
    static FormatSpec parse(std::string_view spec, char defaultType, char defaultAlign, const std::string &typeName);
    // A presentation type as CPython's errors quote it: 'x', or '\xe9' outside printable ASCII.
    static std::string quotedType(char32_t type);
};

// format(value, spec) / f"{value:spec}" exactly as CPython 3.11 with PyTorch 1.13 and NumPy 1.24.
std::string format(Interpreter &in, const Value &value, const std::string &spec);

} // namespace tl
