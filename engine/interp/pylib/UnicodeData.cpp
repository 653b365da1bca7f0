// Character classes of CPython 3.11 (unicodectype.c: _PyUnicode_IsWhitespace,
// _PyUnicode_IsPrintable, _PyUnicode_ToDecimalDigit, ...), answered from explicit tables
// where Python's definition is narrow and from the C library's Unicode tables for letters
// and simple case mappings; SpecialCasing.txt's unconditional entries and the final-sigma
// rule (unicodeobject.c handle_capital_sigma) by hand.
#include "UnicodeData.h"

#include <clocale>
#include <cwctype>

namespace tl {

namespace {

locale_t unicodeLocale()
{
    static locale_t loc = [] {
        locale_t l = newlocale(LC_CTYPE_MASK, "C.UTF-8", static_cast<locale_t>(nullptr));
        return l ? l : newlocale(LC_CTYPE_MASK, "C", static_cast<locale_t>(nullptr));
    }();
    return loc;
}

// Format characters (Cf) of the Basic Multilingual Plane.
bool isFormat(char32_t c)
{
    return c == 0xAD || (c >= 0x600 && c <= 0x605) || c == 0x61C || c == 0x6DD || c == 0x70F || c == 0x890 ||
           c == 0x891 || c == 0x8E2 || c == 0x180E || (c >= 0x200B && c <= 0x200F) || (c >= 0x202A && c <= 0x202E) ||
           (c >= 0x2060 && c <= 0x2064) || (c >= 0x2066 && c <= 0x206F) || c == 0xFEFF || (c >= 0xFFF9 && c <= 0xFFFB) ||
           c == 0x110BD || c == 0x110CD || (c >= 0x13430 && c <= 0x13438) || (c >= 0x1BCA0 && c <= 0x1BCA3) ||
           (c >= 0x1D173 && c <= 0x1D17A) || c == 0xE0001 || (c >= 0xE0020 && c <= 0xE007F);
}

} // namespace

bool UnicodeData::isSpace(char32_t c)
{
    return c == ' ' || (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x1F) || c == 0x85 || c == 0xA0 || c == 0x1680 ||
           (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000;
}

bool UnicodeData::isPrintable(char32_t c)
{
    if (c < 0x80)
        return c >= 0x20 && c < 0x7F;
    if (c < 0xA0)
        return false; // C1 controls
    if (isSpace(c) || isFormat(c))
        return false; // separators (but the ASCII space) and format characters
    if ((c >= 0xD800 && c <= 0xDFFF) || (c >= 0xE000 && c <= 0xF8FF) || c >= 0xF0000)
        return false; // surrogates and private use
    return iswprint_l(static_cast<wint_t>(c), unicodeLocale()) != 0; // unassigned ones are not
}

int UnicodeData::decimalValue(char32_t c)
{
    if (c < 0x80)
        return c >= '0' && c <= '9' ? static_cast<int>(c - '0') : -1;
    static const char32_t zeros[] = {0x0660, 0x06F0, 0x07C0, 0x0966, 0x09E6, 0x0A66, 0x0AE6, 0x0B66, 0x0BE6, 0x0C66,
                                     0x0CE6, 0x0D66, 0x0DE6, 0x0E50, 0x0ED0, 0x0F20, 0x1040, 0x1090, 0x17E0, 0x1810,
                                     0x1946, 0x19D0, 0x1A80, 0x1A90, 0x1B50, 0x1BB0, 0x1C40, 0x1C50, 0xA620, 0xA8D0,
                                     0xA900, 0xA9D0, 0xA9F0, 0xAA50, 0xABF0, 0xFF10};
    for (char32_t z : zeros)
        if (c >= z && c < z + 10)
            return static_cast<int>(c - z);
    return -1;
}

bool UnicodeData::isOtherDigit(char32_t c)
{
    return c == 0xB2 || c == 0xB3 || c == 0xB9 || c == 0x2070 || (c >= 0x2074 && c <= 0x2079) || (c >= 0x2080 && c <= 0x2089) ||
           (c >= 0x2460 && c <= 0x2468) || (c >= 0x2474 && c <= 0x247C) || (c >= 0x2488 && c <= 0x2490) ||
           (c >= 0x24F5 && c <= 0x24FD) || c == 0x24EA || c == 0x24FF || (c >= 0x2776 && c <= 0x277E) ||
           (c >= 0x2780 && c <= 0x2788) || (c >= 0x278A && c <= 0x2792);
}

bool UnicodeData::isOtherNumeric(char32_t c)
{
    return c == 0xBC || c == 0xBD || c == 0xBE || (c >= 0x2150 && c <= 0x2182) || (c >= 0x2185 && c <= 0x2189) ||
           c == 0x3007 || (c >= 0x3021 && c <= 0x3029) || c == 0x4E00 || c == 0x4E8C || c == 0x4E09 || c == 0x56DB ||
           c == 0x4E94 || c == 0x516D || c == 0x4E03 || c == 0x516B || c == 0x4E5D || c == 0x5341;
}

bool UnicodeData::isAlpha(char32_t c)
{
    if (c < 0x80)
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    return iswalpha_l(static_cast<wint_t>(c), unicodeLocale()) != 0 && decimalValue(c) < 0 && !isOtherDigit(c);
}

bool UnicodeData::isPunctuation(char32_t c)
{
    if (c < 0x80)
        return c > 0x20 && c < 0x7F && !(c >= '0' && c <= '9') && !((c | 0x20) >= 'a' && (c | 0x20) <= 'z');
    return iswpunct_l(static_cast<wint_t>(c), unicodeLocale()) != 0 && !isAlpha(c) && decimalValue(c) < 0 &&
           !isOtherDigit(c) && !isOtherNumeric(c);
}

bool UnicodeData::isUpper(char32_t c)
{
    if (c < 0x80)
        return c >= 'A' && c <= 'Z';
    return !isTitle(c) && iswupper_l(static_cast<wint_t>(c), unicodeLocale()) != 0;
}

bool UnicodeData::isLower(char32_t c)
{
    if (c < 0x80)
        return c >= 'a' && c <= 'z';
    return !isTitle(c) && (iswlower_l(static_cast<wint_t>(c), unicodeLocale()) != 0 || c == 0xDF);
}

bool UnicodeData::isTitle(char32_t c) { return c == 0x1C5 || c == 0x1C8 || c == 0x1CB || c == 0x1F2; }

std::u32string UnicodeData::upper(char32_t c)
{
    if (c < 0x80)
        return std::u32string(1, c >= 'a' && c <= 'z' ? c - 32 : c);
    switch (c) { // SpecialCasing.txt: unconditional mappings to several characters
    case 0xDF: return U"SS";
    case 0x149: return U"\u02BCN";
    case 0x1F0: return U"J\u030C";
    case 0xFB00: return U"FF";
    case 0xFB01: return U"FI";
    case 0xFB02: return U"FL";
    case 0xFB03: return U"FFI";
    case 0xFB04: return U"FFL";
    case 0xFB05:
    case 0xFB06: return U"ST";
    default: break;
    }
    if (c >= 0x1C4 && c <= 0x1CC)
        return std::u32string(1, 0x1C4 + (c - 0x1C4) / 3 * 3);
    if (c >= 0x1F1 && c <= 0x1F3)
        return std::u32string(1, 0x1F1);
    return std::u32string(1, static_cast<char32_t>(towupper_l(static_cast<wint_t>(c), unicodeLocale())));
}

char32_t UnicodeData::lowerSimple(char32_t c)
{
    if (c < 0x80)
        return c >= 'A' && c <= 'Z' ? c + 32 : c;
    if (c >= 0x1C4 && c <= 0x1CC)
        return 0x1C6 + (c - 0x1C4) / 3 * 3;
    if (c >= 0x1F1 && c <= 0x1F3)
        return 0x1F3;
    return static_cast<char32_t>(towlower_l(static_cast<wint_t>(c), unicodeLocale()));
}

std::u32string UnicodeData::title(char32_t c)
{
    if (c >= 0x1C4 && c <= 0x1CC)
        return std::u32string(1, 0x1C5 + (c - 0x1C4) / 3 * 3);
    if (c >= 0x1F1 && c <= 0x1F3)
        return std::u32string(1, 0x1F2);
    if (c == 0xDF)
        return U"Ss";
    if (c >= 0xFB00 && c <= 0xFB06) {
        std::u32string u = upper(c);
        for (size_t i = 1; i < u.size(); ++i)
            u[i] = lowerSimple(u[i]);
        return u;
    }
    return upper(c);
}

std::u32string UnicodeData::lowerAt(const std::u32string &s, size_t i)
{
    const char32_t c = s[i];
    if (c == 0x130)
        return U"i\u0307";
    if (c == 0x3A3) {
        // Final sigma: a cased letter before it and none after (skipping apostrophes).
        auto cased = [&](size_t j) { return isCased(s[j]); };
        auto ignorable = [&](size_t j) { return s[j] == '\'' || s[j] == 0x2019 || s[j] == 0xB7; };
        bool before = false, after = false;
        for (size_t j = i; j-- > 0;) {
            if (ignorable(j))
                continue;
            before = cased(j);
            break;
        }
        for (size_t j = i + 1; j < s.size(); ++j) {
            if (ignorable(j))
                continue;
            after = cased(j);
            break;
        }
        return std::u32string(1, before && !after ? 0x3C2 : 0x3C3);
    }
    return std::u32string(1, lowerSimple(c));
}

std::u32string UnicodeData::fold(char32_t c)
{
    switch (c) {
    case 0xDF: return U"ss";
    case 0x130: return U"i\u0307";
    case 0x3C2: return U"\u03C3";
    case 0x149: return U"\u02BCn";
    case 0x1F0: return U"j\u030C";
    case 0xFB00: return U"ff";
    case 0xFB01: return U"fi";
    case 0xFB02: return U"fl";
    case 0xFB03: return U"ffi";
    case 0xFB04: return U"ffl";
    case 0xFB05:
    case 0xFB06: return U"st";
    default: return std::u32string(1, lowerSimple(c));
    }
}

} // namespace tl
