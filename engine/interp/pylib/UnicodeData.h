#pragma once
// The character properties Python's str methods and repr() ask about (CPython's
// Objects/unicodectype.c over the Unicode database): whitespace, printable, decimal digits,
// letters and case, and the case mappings with CPython's multi-character special cases.
#include <string>

namespace tl {

class UnicodeData {
public:
    static bool isSpace(char32_t c);     // str.isspace(): Zs, Zl, Zp and the bidi whitespace controls
    static bool isPrintable(char32_t c); // repr() keeps it as is
    static int decimalValue(char32_t c); // 0-9 for a decimal digit (Nd), else -1
    static bool isDecimal(char32_t c) { return decimalValue(c) >= 0; }
    static bool isOtherDigit(char32_t c);   // digits that are not decimal (², ₃, ①)
    static bool isOtherNumeric(char32_t c); // numeric but no digit (½, Ⅻ, 五)
    static bool isAlpha(char32_t c);
    static bool isPunctuation(char32_t c); // punctuation and symbols: never letters or digits
    static bool isUpper(char32_t c);
    static bool isLower(char32_t c);
    static bool isTitle(char32_t c); // the title-case digraphs (ǅ)
    static bool isCased(char32_t c) { return isUpper(c) || isLower(c) || isTitle(c); }
    // Full case mappings (ß upper-cases to "SS").
    static std::u32string upper(char32_t c);
    static std::u32string title(char32_t c);
    static char32_t lowerSimple(char32_t c);
    // lower() of s[i] with the context rules: İ, and Σ at the end of a word.
    static std::u32string lowerAt(const std::u32string &s, size_t i);
    // casefold(): full case folding.
    static std::u32string fold(char32_t c);
};

} // namespace tl
