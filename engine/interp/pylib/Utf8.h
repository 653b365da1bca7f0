#pragma once
// Python str values are sequences of code points; the interpreter stores them as UTF-8.
// These conversions let the str methods and the formatters count and slice by code point,
// as CPython's PyUnicode does.
#include <string>
#include <string_view>

namespace tl {

class Utf8 {
public:
    // Code points of well-formed UTF-8 (the lexer only produces that).
    static std::u32string decode(std::string_view s);
    static std::string encode(std::u32string_view s);
    static std::string encode(char32_t c);
    // Number of code points (what len() counts).
    static size_t length(std::string_view s);
    static bool isAscii(std::string_view s);
    // ascii(): code points past 0x7f as \xhh, \uhhhh or \Uhhhhhhhh.
    static std::string escapeNonAscii(std::string_view s);
};

} // namespace tl
