// Port of CPython 3.11 Python/formatter_unicode.c (format_long_internal,
// format_float_internal, format_string_internal, calc_number_widths, fill_number) and of
// _PyUnicode_InsertThousandsGrouping for the C locale.
#include "SpecFormatter.h"

#include "DoubleToString.h"
#include "Utf8.h"
#include "core/PyError.h"

#include <algorithm>
#include <climits>

namespace tl {

namespace {

[[noreturn]] void unknownPresentationType(char32_t type, const std::string &typeName)
{
    throw PyError("ValueError", "Unknown format code " + FormatSpec::quotedType(type) + " for object of type '" + typeName + "'");
}

// _PyUnicode_InsertThousandsGrouping: groups of `groupLen` digits (0: no grouping) from the
// right, zero-padded on the left until the text is at least minWidth wide.
std::string groupDigits(const std::string &digits, int64_t minWidth, int64_t groupLen, const std::string &sep)
{
    std::string out;
    int64_t remaining = static_cast<int64_t>(digits.size());
    const int64_t sepLen = static_cast<int64_t>(sep.size());
    bool useSep = false;
    auto emit = [&](int64_t l) {
        const int64_t zeros = std::max<int64_t>(0, l - remaining);
        const int64_t chars = std::max<int64_t>(0, std::min(remaining, l));
        std::string piece(static_cast<size_t>(zeros), '0');
        piece.append(digits, static_cast<size_t>(remaining - chars), static_cast<size_t>(chars));
        if (useSep)
            piece += sep;
        out.insert(0, piece);
        useSep = true;
        remaining -= chars;
    };
    if (groupLen > 0) {
        for (;;) {
            const int64_t l = std::min(groupLen, std::max<int64_t>(std::max(remaining, minWidth), 1));
            emit(l);
            minWidth -= l;
            if (remaining <= 0 && minWidth <= 0)
                return out;
            minWidth -= sepLen;
        }
    }
    emit(std::max<int64_t>(std::max(remaining, minWidth), 1));
    return out;
}

std::string repeatFill(const std::string &fill, int64_t n)
{
    std::string s;
    for (int64_t i = 0; i < n; ++i)
        s += fill;
    return s;
}

// A number split as calc_number_widths sees it: [sign] prefix digits [decimal] remainder.
struct NumberText {
    char signChar = 0; // '-' when the number is negative
    std::string prefix;
    std::string digits;
    bool hasDecimal = false;
    std::string remainder;
};

std::string layoutNumber(const NumberText &n, const FormatSpec &spec, bool upper, bool localeTypeN)
{
    char sign = 0;
    if (spec.sign == '+')
        sign = n.signChar == '-' ? '-' : '+';
    else if (spec.sign == ' ')
        sign = n.signChar == '-' ? '-' : ' ';
    else if (n.signChar == '-')
        sign = '-';
    int64_t groupLen = 0;
    std::string sep;
    if (!localeTypeN) { // 'n' uses the C locale: no grouping
        switch (spec.grouping) {
        case FormatSpec::Grouping::Comma: groupLen = 3; sep = ","; break;
        case FormatSpec::Grouping::Underscore: groupLen = 3; sep = "_"; break;
        case FormatSpec::Grouping::UnderscoreFour: groupLen = 4; sep = "_"; break;
        case FormatSpec::Grouping::None: break;
        }
    }
    const int64_t nonDigits = (sign ? 1 : 0) + static_cast<int64_t>(n.prefix.size()) + (n.hasDecimal ? 1 : 0) +
                              static_cast<int64_t>(Utf8::length(n.remainder));
    const int64_t minWidth = spec.fill == "0" && spec.align == '=' ? spec.width - nonDigits : 0;
    std::string grouped = n.digits.empty() ? std::string() : groupDigits(n.digits, minWidth, groupLen, sep);
    std::string prefix = n.prefix;
    if (upper) {
        std::transform(prefix.begin(), prefix.end(), prefix.begin(), [](unsigned char c) { return std::toupper(c); });
        std::transform(grouped.begin(), grouped.end(), grouped.begin(), [](unsigned char c) { return std::toupper(c); });
    }
    const int64_t padding = spec.width - (nonDigits + static_cast<int64_t>(grouped.size()));
    int64_t left = 0, inner = 0, right = 0;
    if (padding > 0) {
        switch (spec.align) {
        case '<': right = padding; break;
        case '^': left = padding / 2; right = padding - left; break;
        case '=': inner = padding; break;
        default: left = padding; break;
        }
    }
    std::string out = repeatFill(spec.fill, left);
    if (sign)
        out += sign;
    out += prefix;
    out += repeatFill(spec.fill, inner);
    out += grouped;
    if (n.hasDecimal)
        out += '.';
    out += n.remainder;
    out += repeatFill(spec.fill, right);
    return out;
}

} // namespace

std::string SpecFormatter::digitsInBase(uint64_t magnitude, int base)
{
    if (magnitude == 0)
        return "0";
    static const char *kDigits = "0123456789abcdef";
    std::string s;
    while (magnitude) {
        s.push_back(kDigits[magnitude % static_cast<uint64_t>(base)]);
        magnitude /= static_cast<uint64_t>(base);
    }
    std::reverse(s.begin(), s.end());
    return s;
}

std::string SpecFormatter::formatInt(int64_t value, const FormatSpec &spec, const std::string &)
{
    if (spec.precision != -1)
        throw PyError("ValueError", "Precision not allowed in integer format specifier");
    if (spec.noNegativeZero)
        throw PyError("ValueError", "Negative zero coercion (z) not allowed in integer format specifier");
    NumberText n;
    if (spec.type == 'c') {
        if (spec.sign != 0)
            throw PyError("ValueError", "Sign not allowed with integer format specifier 'c'");
        if (spec.alternate)
            throw PyError("ValueError", "Alternate form (#) not allowed with integer format specifier 'c'");
        if (value < 0 || value > 0x10ffff)
            throw PyError("OverflowError", "%c arg not in range(0x110000)");
        // The character is "remainder": copied, never grouped.
        n.remainder = Utf8::encode(static_cast<char32_t>(value));
        return layoutNumber(n, spec, false, false);
    }
    int base = 10;
    std::string prefix;
    switch (spec.type) {
    case 'b': base = 2; prefix = "0b"; break;
    case 'o': base = 8; prefix = "0o"; break;
    case 'x':
    case 'X': base = 16; prefix = "0x"; break;
    default: break;
    }
    if (spec.alternate)
        n.prefix = prefix;
    if (value < 0)
        n.signChar = '-';
    const uint64_t magnitude = value < 0 ? uint64_t{0} - static_cast<uint64_t>(value) : static_cast<uint64_t>(value);
    n.digits = digitsInBase(magnitude, base);
    return layoutNumber(n, spec, spec.type == 'X', spec.type == 'n');
}

std::string SpecFormatter::formatFloat(double value, const FormatSpec &spec, const std::string &)
{
    if (spec.precision > INT_MAX)
        throw PyError("ValueError", "precision too big");
    int precision = static_cast<int>(spec.precision);
    char type = static_cast<char>(spec.type);
    int flags = 0;
    int defaultPrecision = 6;
    if (spec.alternate)
        flags |= DoubleToString::Alt;
    if (spec.noNegativeZero)
        flags |= DoubleToString::NoNegZero;
    if (type == 0) {
        // Like repr() without a precision, else like 'g' with at least one digit after the point.
        flags |= DoubleToString::AddDot0;
        type = 'r';
        defaultPrecision = 0;
    }
    if (type == 'n')
        type = 'g';
    bool percent = false;
    if (type == '%') {
        type = 'f';
        value *= 100;
        percent = true;
    }
    if (precision < 0)
        precision = defaultPrecision;
    else if (type == 'r')
        type = 'g';
    std::string text = DoubleToString::convert(value, type, precision, flags);
    if (percent)
        text += '%';
    NumberText n;
    size_t i = 0;
    if (!text.empty() && text[0] == '-') {
        n.signChar = '-';
        i = 1;
    }
    size_t j = i;
    while (j < text.size() && text[j] >= '0' && text[j] <= '9')
        ++j;
    n.digits = text.substr(i, j - i);
    n.hasDecimal = j < text.size() && text[j] == '.';
    n.remainder = text.substr(n.hasDecimal ? j + 1 : j);
    return layoutNumber(n, spec, false, spec.type == 'n');
}

std::string SpecFormatter::formatStr(const std::string &value, const FormatSpec &spec, const std::string &)
{
    if (spec.sign != 0)
        throw PyError("ValueError", spec.sign == ' ' ? "Space not allowed in string format specifier"
                                                     : "Sign not allowed in string format specifier");
    if (spec.noNegativeZero)
        throw PyError("ValueError", "Negative zero coercion (z) not allowed in string format specifier");
    if (spec.alternate)
        throw PyError("ValueError", "Alternate form (#) not allowed in string format specifier");
    if (spec.align == '=')
        throw PyError("ValueError", "'=' alignment not allowed in string format specifier");
    std::u32string text = Utf8::decode(value);
    if (spec.precision >= 0 && static_cast<int64_t>(text.size()) > spec.precision)
        text.resize(static_cast<size_t>(spec.precision));
    const int64_t len = static_cast<int64_t>(text.size());
    const int64_t total = std::max(spec.width, len);
    const int64_t left = spec.align == '>' ? total - len : spec.align == '^' ? (total - len) / 2 : 0;
    const int64_t right = total - len - left;
    return repeatFill(spec.fill, left) + Utf8::encode(text) + repeatFill(spec.fill, right);
}

std::string SpecFormatter::intFormat(int64_t value, std::string_view specText, const std::string &typeName,
                                     const std::string &strText)
{
    if (specText.empty())
        return strText;
    const FormatSpec spec = FormatSpec::parse(specText, 'd', '>', typeName);
    switch (spec.type) {
    case 'b': case 'c': case 'd': case 'o': case 'x': case 'X': case 'n':
        return formatInt(value, spec, typeName);
    case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case '%':
        return formatFloat(static_cast<double>(value), spec, typeName);
    default: unknownPresentationType(spec.type, typeName);
    }
}

std::string SpecFormatter::floatFormat(double value, std::string_view specText, const std::string &typeName)
{
    if (specText.empty())
        return DoubleToString::repr(value);
    const FormatSpec spec = FormatSpec::parse(specText, 0, '>', typeName);
    switch (spec.type) {
    case 0: case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'n': case '%':
        return formatFloat(value, spec, typeName);
    default: unknownPresentationType(spec.type, typeName);
    }
}

std::string SpecFormatter::strFormat(const std::string &value, std::string_view specText, const std::string &typeName)
{
    if (specText.empty())
        return value;
    const FormatSpec spec = FormatSpec::parse(specText, 's', '<', typeName);
    if (spec.type != 's')
        unknownPresentationType(spec.type, typeName);
    return formatStr(value, spec, typeName);
}

} // namespace tl
