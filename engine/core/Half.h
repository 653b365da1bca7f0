#pragma once
// IEEE 754 binary16 as c10::Half converts it: float -> half rounds to nearest even (65520
// and beyond give inf, any NaN the quiet NaN 0x7E00 with its sign), half -> float is exact.
// NumPy's double -> half rounds once, straight from double (PyTorch goes through float).
#include "NarrowFloat.h"

#include <cstring>

namespace tl {

struct HalfFormat {
    static constexpr int kDigits = 11;
    static constexpr uint16_t kMinNormalBits = 0x0400, kMaxBits = 0x7bff, kEpsilonBits = 0x1400;
    static constexpr uint16_t kInfinityBits = 0x7c00, kQuietNaNBits = 0x7e00;

    static TL_HOST_DEVICE uint16_t fromFloat(float value)
    {
        uint32_t f;
        std::memcpy(&f, &value, sizeof f);
        return static_cast<uint16_t>((f >> 16) & 0x8000u) | roundMagnitude<uint32_t, 23, 127>(f & 0x7fffffffu);
    }

    static TL_HOST_DEVICE uint16_t fromDouble(double value)
    {
        uint64_t d;
        std::memcpy(&d, &value, sizeof d);
        return static_cast<uint16_t>((d >> 48) & 0x8000u) | roundMagnitude<uint64_t, 52, 1023>(d & 0x7fffffffffffffffull);
    }

    static TL_HOST_DEVICE float toFloat(uint16_t h)
    {
        const uint32_t sign = static_cast<uint32_t>(h & 0x8000u) << 16;
        const uint32_t exponent = (h >> 10) & 0x1fu;
        uint32_t mantissa = h & 0x3ffu;
        uint32_t f;
        if (exponent == 0x1fu) {
            f = sign | 0x7f800000u | (mantissa << 13);
        } else if (exponent != 0) {
            f = sign | ((exponent + 112u) << 23) | (mantissa << 13); // exponent bias 15 -> 127
        } else if (mantissa == 0) {
            f = sign;
        } else { // subnormal: normalise
            uint32_t e = 113;
            while ((mantissa & 0x400u) == 0) {
                mantissa <<= 1;
                --e;
            }
            f = sign | (e << 23) | ((mantissa & 0x3ffu) << 13);
        }
        float out;
        std::memcpy(&out, &f, sizeof out);
        return out;
    }

private:
    // The half bits (sign excluded) of a binary float's magnitude with MantissaBits stored
    // mantissa bits and exponent bias Bias, rounded to nearest even.
    template <typename U, int MantissaBits, int Bias>
    static TL_HOST_DEVICE uint16_t roundMagnitude(U magnitude)
    {
        constexpr int drop = MantissaBits - 10;
        constexpr U infinity = static_cast<U>(2 * Bias + 1) << MantissaBits;
        constexpr U overflow = (static_cast<U>(Bias + 15) << MantissaBits) | (static_cast<U>(0x7ff) << (drop - 1)); // 65520
        constexpr U minNormal = static_cast<U>(Bias - 14) << MantissaBits;                                      // 2^-14
        if (magnitude > infinity)
            return kQuietNaNBits;
        if (magnitude >= overflow)
            return kInfinityBits;
        if (magnitude >= minNormal) {
            const U rounded = magnitude + ((static_cast<U>(1) << (drop - 1)) - 1) + ((magnitude >> drop) & 1u);
            return static_cast<uint16_t>((rounded - (static_cast<U>(Bias - 15) << MantissaBits)) >> drop);
        }
        // A half subnormal counts units of 2^-24: the mantissa (implicit bit included) >> shift.
        const int shift = Bias + MantissaBits - 24 - static_cast<int>(magnitude >> MantissaBits);
        if (shift > MantissaBits + 1)
            return 0;
        const U mantissa = (magnitude & ((static_cast<U>(1) << MantissaBits) - 1)) | (static_cast<U>(1) << MantissaBits);
        U k = mantissa >> shift;
        const U rest = mantissa & ((static_cast<U>(1) << shift) - 1), half = static_cast<U>(1) << (shift - 1);
        if (rest > half || (rest == half && (k & 1u)))
            ++k;
        return static_cast<uint16_t>(k);
    }
};

using Half = NarrowFloat<HalfFormat>;

} // namespace tl
