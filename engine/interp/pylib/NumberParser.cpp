// The number grammars of int() and float() in CPython 3.11 (PyLong_FromString with
// _PyUnicode_TransformDecimalAndSpaceToASCII, float_from_string_inner and
// _Py_string_to_number_with_underscores): Unicode digits and whitespace, signs, base
// prefixes, underscores between digits, inf and nan; their ValueError texts.
#include "NumberParser.h"

#include "UnicodeData.h"
#include "Utf8.h"
#include "core/PyError.h"
#include "interp/ValuePrinter.h"

#include <cctype>
#include <cmath>
#include <cstdlib>

namespace tl {

namespace {

// _PyUnicode_TransformDecimalAndSpaceToASCII then strip: ASCII text, or nullopt when a
// character can never be part of a number.
std::optional<std::string> numberText(const std::string &s)
{
    std::string out;
    for (char32_t c : Utf8::decode(s)) {
        if (c < 0x80)
            out.push_back(static_cast<char>(c));
        else if (UnicodeData::isSpace(c))
            out.push_back(' ');
        else if (const int d = UnicodeData::decimalValue(c); d >= 0)
            out.push_back(static_cast<char>('0' + d));
        else
            return std::nullopt;
    }
    const auto a = out.find_first_not_of(" \t\n\r\f\v");
    if (a == std::string::npos)
        return std::string();
    const auto b = out.find_last_not_of(" \t\n\r\f\v");
    return out.substr(a, b - a + 1);
}

int digitValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z')
        return c - 'A' + 10;
    return 99;
}

} // namespace

Value NumberParser::parseInt(const std::string &text, int64_t base, const Value &original)
{
    auto invalid = [&]() {
        // "%.200R": the repr, cut at 200 characters.
        const std::u32string r = Utf8::decode(ValuePrinter::repr(original));
        return PyError("ValueError", "invalid literal for int() with base " + std::to_string(base) + ": " +
                                         Utf8::encode(r.substr(0, 200)));
    };
    const auto ascii = numberText(text);
    if (!ascii)
        throw invalid();
    const std::string &s = *ascii;
    size_t i = 0;
    bool negative = false;
    if (i < s.size() && (s[i] == '+' || s[i] == '-'))
        negative = s[i++] == '-';
    int64_t b = base;
    bool prefixed = false;
    if (i + 1 < s.size() && s[i] == '0') {
        const char p = static_cast<char>(std::tolower(static_cast<unsigned char>(s[i + 1])));
        const int64_t pb = p == 'x' ? 16 : p == 'o' ? 8 : p == 'b' ? 2 : 0;
        if (pb && (b == 0 || b == pb)) {
            b = pb;
            i += 2;
            prefixed = true;
        }
    }
    const bool baseZero = b == 0;
    if (b == 0)
        b = 10;
    const size_t digitsStart = i;
    uint64_t value = 0;
    bool overflow = false, anyDigit = false, lastUnderscore = prefixed; // '0x_1f' is valid
    bool nonZero = false;
    for (; i < s.size(); ++i) {
        if (s[i] == '_') {
            if (lastUnderscore && !(prefixed && i == digitsStart))
                throw invalid();
            if (!anyDigit && !prefixed)
                throw invalid();
            lastUnderscore = true;
            continue;
        }
        const int d = digitValue(s[i]);
        if (d >= b)
            throw invalid();
        lastUnderscore = false;
        anyDigit = true;
        nonZero = nonZero || d != 0;
        if (value > (UINT64_MAX - static_cast<uint64_t>(d)) / static_cast<uint64_t>(b))
            overflow = true;
        value = value * static_cast<uint64_t>(b) + static_cast<uint64_t>(d);
    }
    if (!anyDigit || lastUnderscore)
        throw invalid();
    // Base 0 reads decimals like literals: no leading zeros except for zero itself.
    if (baseZero && !prefixed && s[digitsStart] == '0' && nonZero)
        throw invalid();
    if (overflow || value > (negative ? uint64_t{1} << 63 : static_cast<uint64_t>(INT64_MAX)))
        throw UnsupportedError("Python integers beyond 64 bits");
    return Value::integer(negative ? static_cast<int64_t>(uint64_t{0} - value) : static_cast<int64_t>(value));
}

Value NumberParser::parseFloat(const std::string &text, const Value &original)
{
    auto invalid = [&]() { return PyError("ValueError", "could not convert string to float: " + ValuePrinter::repr(original)); };
    const auto ascii = numberText(text);
    if (!ascii || ascii->empty())
        throw invalid();
    std::string s = *ascii;
    size_t i = 0;
    const bool negative = s[0] == '-';
    if (s[0] == '+' || s[0] == '-')
        ++i;
    std::string lower = s.substr(i);
    for (char &c : lower)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (lower == "inf" || lower == "infinity")
        return Value::real(negative ? -INFINITY : INFINITY);
    if (lower == "nan")
        return Value::real(negative ? -NAN : NAN);
    // digits [. digits] [e [sign] digits], underscores only between digits.
    std::string clean = negative ? "-" : "";
    bool digitsBefore = false, digitsAfter = false;
    auto digits = [&](bool &any) {
        while (i < s.size() && (std::isdigit(static_cast<unsigned char>(s[i])) || s[i] == '_')) {
            if (s[i] == '_') {
                if (i == 0 || !std::isdigit(static_cast<unsigned char>(s[i - 1])) || i + 1 >= s.size() ||
                    !std::isdigit(static_cast<unsigned char>(s[i + 1])))
                    throw invalid();
            } else {
                clean.push_back(s[i]);
                any = true;
            }
            ++i;
        }
    };
    digits(digitsBefore);
    if (i < s.size() && s[i] == '.') {
        clean.push_back('.');
        ++i;
        digits(digitsAfter);
    }
    if (!digitsBefore && !digitsAfter)
        throw invalid();
    if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
        clean.push_back('e');
        ++i;
        if (i < s.size() && (s[i] == '+' || s[i] == '-'))
            clean.push_back(s[i++]);
        bool expDigits = false;
        digits(expDigits);
        if (!expDigits)
            throw invalid();
    }
    if (i != s.size())
        throw invalid();
    return Value::real(std::strtod(clean.c_str(), nullptr));
}

} // namespace tl
