#pragma once
// Decimal text of binary floating-point values exactly as CPython and NumPy write it.
// Everything is derived from two digit strings per value: the shortest digits that read
// back to the same float (what repr() and NumPy's unique Dragon4 mode start from) and the
// exact decimal expansion (what fixed-precision formatting rounds, half to even).
#include "core/Scalar.h"

#include <string>

namespace tl {

class PyFloatRepr {
public:
    // |value| = d0.d1d2... x 10^exponent, with no trailing zero digits.
    // Zero is digits "0" with exponent 0; the sign is kept apart so -0.0 stays negative.
    struct Decimal {
        bool negative = false;
        std::string digits = "0";
        int exponent = 0;

        bool isZero() const { return digits == "0"; }
        // Decimal place (power of ten) of the last significant digit.
        int lastPlace() const { return exponent - static_cast<int>(digits.size()) + 1; }
        // Digits left of the decimal point ("0" when there are none).
        std::string integerPart() const;
        // Digits right of the decimal point, without trailing zeros ("" when none).
        std::string fractionPart() const;
    };

    // Shortest round-trip digits of a finite value of dtype `type` (float16, float32 or
    // float64; float16 with Dragon4's strict margins, as NumPy prints it).
    static Decimal shortest(double value, DType type);
    // Exact decimal expansion of a finite double (float32 values are exact doubles too).
    static Decimal exact(double value);
    // Rounds half to even, keeping only digits whose place is >= 10^place.
    static Decimal roundedAt(const Decimal &d, int place);
    // Exponent text as Python and NumPy write it: sign and at least minDigits digits ("-05").
    static std::string exponentText(int exponent, int minDigits = 2);

    // Python format(value, '.{precision}f') and format(value, '.{precision}e').
    static std::string fixed(double value, int precision);
    static std::string scientific(double value, int precision);

    // Python repr(float): shortest round-trip digits, exponent form when exp < -4 or >= 16.
    static std::string repr(double value);

    // str() of the NumPy scalar of s's dtype (np.float32, np.float64, np.int64, np.bool_...).
    static std::string numpyScalarStr(const Scalar &s);
    // repr() of a NumPy scalar: its str() up to NumPy 1.x; NumPy 2 names the type,
    // "np.float32(1.5)", "np.int64(3)", "np.True_".
    static std::string numpyScalarRepr(const Scalar &s);

    // "nan", "inf" or "-inf" for a non-finite value (NaN never shows a sign in either library).
    static std::string nonFiniteText(double value);
};

} // namespace tl
