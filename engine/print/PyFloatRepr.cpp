#include "PyFloatRepr.h"

#include "core/VersionProfile.h"

#include <array>
#include <charconv>
#include <cmath>
#include <cstdlib>

namespace tl {

namespace {

// A double has at most 767 significant decimal digits, so asking std::to_chars for this
// many digits in scientific form never rounds: the text is the exact binary value.
constexpr int kExactDigits = 767;

// Parses "d.ddde+XX" (or "de-XX") as written by std::to_chars into a Decimal,
// dropping trailing zero digits.
PyFloatRepr::Decimal parseScientific(const char *first, const char *last, bool negative)
{
    PyFloatRepr::Decimal d;
    d.negative = negative;
    d.digits.clear();
    const char *p = first;
    for (; p != last && *p != 'e'; ++p) {
        if (*p != '.')
            d.digits.push_back(*p);
    }
    int exponent = 0;
    if (p != last) {
        ++p; // 'e'
        if (p != last && *p == '+')
            ++p;
        std::from_chars(p, last, exponent);
    }
    while (d.digits.size() > 1 && d.digits.back() == '0')
        d.digits.pop_back();
    d.exponent = exponent;
    if (d.digits.empty() || d.digits == "0") {
        d.digits = "0";
        d.exponent = 0;
    }
    return d;
}

// Digit of place 10^place of d ('0' outside its significant digits).
char digitAt(const PyFloatRepr::Decimal &d, int place)
{
    if (d.isZero())
        return '0';
    const int index = d.exponent - place;
    if (index < 0 || index >= static_cast<int>(d.digits.size()))
        return '0';
    return d.digits[static_cast<size_t>(index)];
}

} // namespace

std::string PyFloatRepr::Decimal::integerPart() const
{
    if (isZero() || exponent < 0)
        return "0";
    std::string s;
    for (int place = exponent; place >= 0; --place)
        s.push_back(digitAt(*this, place));
    return s;
}

std::string PyFloatRepr::Decimal::fractionPart() const
{
    std::string s;
    for (int place = -1; place >= lastPlace(); --place)
        s.push_back(digitAt(*this, place));
    return s;
}

namespace {

std::string decimalDigits(unsigned __int128 v)
{
    std::string s;
    do {
        s.insert(s.begin(), static_cast<char>('0' + static_cast<int>(v % 10)));
        v /= 10;
    } while (v != 0);
    return s;
}

unsigned __int128 pow10(int n)
{
    unsigned __int128 p = 1;
    while (n-- > 0)
        p *= 10;
    return p;
}

// NumPy's Dragon4 in unique mode for a float16 magnitude: digits are generated until the
// value truncated there, or rounded up there, lies inside the half-way margins to the
// neighbouring float16 values (margins included when the mantissa is even, as a read
// rounds ties to even); when both do, the closer one wins (ties to an even digit).
// Exact: every float16 times 2^25 is an integer below 2^41.
PyFloatRepr::Decimal shortestHalf(uint16_t bits, bool negative)
{
    const int exponentField = (bits >> 10) & 0x1f;
    const int64_t mantissa = exponentField ? 1024 + (bits & 0x3ff) : (bits & 0x3ff);
    const int shift = exponentField ? exponentField : 1; // value = mantissa * 2^(shift - 25)
    using U = unsigned __int128;
    const U scaledValue = static_cast<U>(mantissa) << shift;          // value * 2^25
    const U marginHigh = U{1} << (shift - 1);                         // half the gap above
    const U marginLow = (mantissa == 1024 && exponentField > 1) ? marginHigh / 2 : marginHigh;
    const bool even = mantissa % 2 == 0; // a value halfway to an even neighbour reads back as it
    // Decimal exponent of the leading digit.
    int leading = 0;
    {
        const double value = static_cast<double>(mantissa) * std::ldexp(1.0, shift - 25);
        leading = static_cast<int>(std::floor(std::log10(value)));
        if (std::pow(10.0, leading) > value)
            --leading;
        if (std::pow(10.0, leading + 1) <= value)
            ++leading;
    }
    for (int k = 1;; ++k) {
        const int q = leading - k + 1; // place of the k-th digit
        const int up = q < 0 ? -q : 0;
        const U v = scaledValue * pow10(up);        // value * 2^25 * 10^up
        const U unit = pow10(q + up) << 25;         // 10^q * 2^25 * 10^up
        const U mLow = marginLow * pow10(up), mHigh = marginHigh * pow10(up);
        const U floorDigits = v / unit, rest = v % unit;
        const bool low = even ? rest <= mLow : rest < mLow;
        const bool high = even ? rest + mHigh >= unit : rest + mHigh > unit;
        if (!low && !high)
            continue;
        bool roundUp = high;
        if (low && high) {
            roundUp = 2 * rest > unit || (2 * rest == unit && (floorDigits % 2) == 1);
        }
        const U chosen = roundUp ? floorDigits + 1 : floorDigits;
        std::string digits = decimalDigits(chosen);
        PyFloatRepr::Decimal d;
        d.negative = negative;
        d.exponent = q + static_cast<int>(digits.size()) - 1;
        while (digits.size() > 1 && digits.back() == '0')
            digits.pop_back();
        d.digits = digits;
        return d;
    }
}

} // namespace

PyFloatRepr::Decimal PyFloatRepr::shortest(double value, DType type)
{
    const bool negative = std::signbit(value);
    const double magnitude = std::fabs(value);
    if (magnitude == 0.0) {
        Decimal zero;
        zero.negative = negative;
        return zero;
    }
    if (type == DType::Float16)
        return shortestHalf(HalfFormat::fromDouble(magnitude), negative);
    std::array<char, 64> buf{};
    const std::to_chars_result r = type == DType::Float32
        ? std::to_chars(buf.data(), buf.data() + buf.size(), static_cast<float>(magnitude), std::chars_format::scientific)
        : std::to_chars(buf.data(), buf.data() + buf.size(), magnitude, std::chars_format::scientific);
    return parseScientific(buf.data(), r.ptr, negative);
}

PyFloatRepr::Decimal PyFloatRepr::exact(double value)
{
    const bool negative = std::signbit(value);
    const double magnitude = std::fabs(value);
    if (magnitude == 0.0) {
        Decimal zero;
        zero.negative = negative;
        return zero;
    }
    std::array<char, kExactDigits + 16> buf{};
    const std::to_chars_result r =
        std::to_chars(buf.data(), buf.data() + buf.size(), magnitude, std::chars_format::scientific, kExactDigits);
    return parseScientific(buf.data(), r.ptr, negative);
}

PyFloatRepr::Decimal PyFloatRepr::roundedAt(const Decimal &d, int place)
{
    if (d.isZero() || d.lastPlace() >= place)
        return d;
    Decimal out;
    out.negative = d.negative;
    // Number of leading significant digits that survive; <= 0 means the value is below 10^place.
    const int keep = d.exponent - place + 1;
    if (keep < 0)
        return out; // below half a unit of 10^place: rounds to zero
    const char first = d.digits[static_cast<size_t>(keep)];
    bool up = first > '5';
    if (first == '5') {
        // digits never end in '0', so anything after the '5' makes it more than half
        const bool moreThanHalf = static_cast<size_t>(keep) + 1 < d.digits.size();
        const char lastKept = keep > 0 ? d.digits[static_cast<size_t>(keep) - 1] : '0';
        up = moreThanHalf || ((lastKept - '0') % 2 == 1);
    }
    if (keep == 0) {
        if (up) {
            out.digits = "1";
            out.exponent = place;
        }
        return out;
    }
    std::string kept = d.digits.substr(0, static_cast<size_t>(keep));
    int exponent = d.exponent;
    if (up) {
        size_t i = kept.size();
        while (i > 0 && kept[i - 1] == '9') {
            kept[i - 1] = '0';
            --i;
        }
        if (i == 0) {
            kept.insert(kept.begin(), '1');
            ++exponent;
        } else {
            ++kept[i - 1];
        }
    }
    while (kept.size() > 1 && kept.back() == '0')
        kept.pop_back();
    out.digits = kept;
    out.exponent = exponent;
    return out;
}

std::string PyFloatRepr::exponentText(int exponent, int minDigits)
{
    std::string digits = std::to_string(std::abs(exponent));
    if (static_cast<int>(digits.size()) < minDigits)
        digits.insert(0, static_cast<size_t>(minDigits) - digits.size(), '0');
    return (exponent < 0 ? "-" : "+") + digits;
}

std::string PyFloatRepr::nonFiniteText(double value)
{
    if (std::isnan(value))
        return "nan";
    return value < 0 ? "-inf" : "inf";
}

std::string PyFloatRepr::fixed(double value, int precision)
{
    if (!std::isfinite(value))
        return nonFiniteText(value);
    const Decimal d = roundedAt(exact(value), -precision);
    // Python keeps the sign of negative values that round to zero ("-0.0000").
    std::string s = d.negative ? "-" : "";
    s += d.integerPart();
    if (precision > 0) {
        s.push_back('.');
        for (int place = -1; place >= -precision; --place)
            s.push_back(digitAt(d, place));
    }
    return s;
}

std::string PyFloatRepr::scientific(double value, int precision)
{
    if (!std::isfinite(value))
        return nonFiniteText(value);
    const Decimal e = exact(value);
    const Decimal d = e.isZero() ? e : roundedAt(e, e.exponent - precision);
    std::string s = d.negative ? "-" : "";
    s.push_back(d.digits[0]);
    if (precision > 0) {
        s.push_back('.');
        for (int i = 1; i <= precision; ++i)
            s.push_back(i < static_cast<int>(d.digits.size()) ? d.digits[static_cast<size_t>(i)] : '0');
    }
    return s + "e" + exponentText(d.exponent);
}

namespace {

// "123.45" / "1.0": positional digits with at least one fractional digit (repr's form).
std::string positionalWithZero(const PyFloatRepr::Decimal &d)
{
    const std::string fraction = d.fractionPart();
    return (d.negative ? "-" : "") + d.integerPart() + "." + (fraction.empty() ? "0" : fraction);
}

// "1e-05" / "1.5e+16": exponent form without a trailing ".0".
std::string exponentNoDot(const PyFloatRepr::Decimal &d)
{
    std::string s = d.negative ? "-" : "";
    s.push_back(d.digits[0]);
    if (d.digits.size() > 1)
        s += "." + d.digits.substr(1);
    return s + "e" + PyFloatRepr::exponentText(d.exponent);
}

} // namespace

std::string PyFloatRepr::repr(double value)
{
    if (!std::isfinite(value))
        return nonFiniteText(value);
    const Decimal d = shortest(value, DType::Float64);
    // CPython's float_repr_style 'short': positional for decimal exponents -4..15.
    if (d.isZero() || (d.exponent >= -4 && d.exponent < 16))
        return positionalWithZero(d);
    return exponentNoDot(d);
}

std::string PyFloatRepr::numpyScalarRepr(const Scalar &s)
{
    if (!Profile::isCurrent())
        return numpyScalarStr(s);
    if (s.isBool())
        return s.toBool() ? "np.True_" : "np.False_";
    return "np." + std::string(numpyName(s.dtype())) + "(" + numpyScalarStr(s) + ")";
}

std::string PyFloatRepr::numpyScalarStr(const Scalar &s)
{
    if (s.isBool())
        return s.toBool() ? "True" : "False";
    if (!s.isFloating())
        return std::to_string(s.toInt());
    const double value = s.toDouble();
    if (!std::isfinite(value))
        return nonFiniteText(value);
    const Decimal d = shortest(value, s.dtype());
    // NumPy decides on the value itself, not on its shortest digits, so np.float32(1e-4)
    // (just below 1e-4 as a double) prints as "1e-04" where Python would print "0.0001".
    const double magnitude = std::fabs(value);
    if (magnitude == 0.0 || (magnitude >= 1.0e-4 && magnitude < 1.0e16))
        return positionalWithZero(d);
    return exponentNoDot(d);
}

} // namespace tl
