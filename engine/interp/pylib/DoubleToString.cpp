// Port of format_float_short (CPython 3.11 Python/pystrtod.c). The digits come from
// PyFloatRepr (shortest or exact-then-rounded, as _Py_dg_dtoa's modes 0, 2 and 3 give them).
#include "DoubleToString.h"

#include "print/PyFloatRepr.h"

#include <cmath>
#include <cstdio>

namespace tl {

std::string DoubleToString::convert(double value, char code, int precision, int flags)
{
    bool upper = false;
    int mode = 0;
    switch (code) {
    case 'E': upper = true; code = 'e'; [[fallthrough]];
    case 'e': mode = 2; ++precision; break;
    case 'F': upper = true; code = 'f'; [[fallthrough]];
    case 'f': mode = 3; break;
    case 'G': upper = true; code = 'g'; [[fallthrough]];
    case 'g':
        mode = 2;
        if (precision == 0)
            precision = 1; // precision 0 makes no sense for 'g'
        break;
    default: mode = 0; code = 'r'; break;
    }
    const bool addSign = flags & AddSign, addDot0 = flags & AddDot0, alt = flags & Alt;

    if (!std::isfinite(value)) {
        std::string s;
        if (std::isinf(value) && value < 0)
            s = "-";
        else if (addSign)
            s = "+"; // a NaN's own sign is ignored
        s += std::isnan(value) ? (upper ? "NAN" : "nan") : (upper ? "INF" : "inf");
        return s;
    }

    PyFloatRepr::Decimal d;
    if (mode == 0) {
        d = PyFloatRepr::shortest(value, false);
    } else {
        const PyFloatRepr::Decimal e = PyFloatRepr::exact(value);
        d = mode == 2 ? (e.isZero() ? e : PyFloatRepr::roundedAt(e, e.exponent - precision + 1))
                      : PyFloatRepr::roundedAt(e, -precision);
    }
    bool negative = d.negative;
    const std::string &digits = d.digits;
    const long digitsLen = static_cast<long>(digits.size());
    long decpt = d.isZero() ? 1 : d.exponent + 1;
    if ((flags & NoNegZero) && negative && d.isZero())
        negative = false;

    // The output is the slice vdigits[start:end] of the digits padded with zeros on both sides.
    long vdigitsEnd = digitsLen;
    bool useExp = false;
    switch (code) {
    case 'e':
        useExp = true;
        vdigitsEnd = precision;
        break;
    case 'f': vdigitsEnd = decpt + precision; break;
    case 'g':
        if (decpt <= -4 || decpt > (addDot0 ? precision - 1 : precision))
            useExp = true;
        if (alt)
            vdigitsEnd = precision;
        break;
    default:
        // repr switches to exponents at 1e16
        if (decpt <= -4 || decpt > 16)
            useExp = true;
        break;
    }
    int exp = 0;
    if (useExp) {
        exp = static_cast<int>(decpt) - 1;
        decpt = 1;
    }
    const long vdigitsStart = decpt <= 0 ? decpt - 1 : 0;
    if (!useExp && addDot0)
        vdigitsEnd = vdigitsEnd > decpt ? vdigitsEnd : decpt + 1;
    else
        vdigitsEnd = vdigitsEnd > decpt ? vdigitsEnd : decpt;

    std::string s;
    if (negative)
        s += '-';
    else if (addSign)
        s += '+';
    if (decpt <= 0) {
        s.append(static_cast<size_t>(decpt - vdigitsStart), '0');
        s += '.';
        s.append(static_cast<size_t>(-decpt), '0');
    } else {
        s.append(static_cast<size_t>(-vdigitsStart), '0');
    }
    if (0 < decpt && decpt <= digitsLen) {
        s.append(digits, 0, static_cast<size_t>(decpt));
        s += '.';
        s.append(digits, static_cast<size_t>(decpt), std::string::npos);
    } else {
        s += digits;
    }
    if (digitsLen < decpt) {
        s.append(static_cast<size_t>(decpt - digitsLen), '0');
        s += '.';
        s.append(static_cast<size_t>(vdigitsEnd - decpt), '0');
    } else {
        s.append(static_cast<size_t>(vdigitsEnd - digitsLen), '0');
    }
    if (s.back() == '.' && !alt)
        s.pop_back();
    if (useExp) {
        char buf[16];
        std::snprintf(buf, sizeof buf, "%+.02d", exp);
        s += upper ? 'E' : 'e';
        s += buf;
    }
    return s;
}

} // namespace tl
