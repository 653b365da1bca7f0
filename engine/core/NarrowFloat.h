#pragma once
// A 16-bit floating-point element type over a bit format (core/Half.h, core/BFloat16.h), as
// c10::Half and c10::BFloat16 behave: stored as its bits, read as float (so arithmetic
// happens in float) and rounded by the format when a float is stored into it.
#include "HostDevice.h"

#include <cstdint>
#include <limits>

namespace tl {

template <typename Format>
struct NarrowFloat {
    uint16_t bits;

    NarrowFloat() = default;
    TL_HOST_DEVICE NarrowFloat(float value) : bits(Format::fromFloat(value)) {}
    TL_HOST_DEVICE operator float() const { return Format::toFloat(bits); }

    static constexpr NarrowFloat fromBits(uint16_t b)
    {
        NarrowFloat v{};
        v.bits = b;
        return v;
    }
};

} // namespace tl

// c10 describes its 16-bit types to generic code the same way.
namespace std {
template <typename Format>
class numeric_limits<tl::NarrowFloat<Format>> {
    using T = tl::NarrowFloat<Format>;

public:
    static constexpr bool is_specialized = true;
    static constexpr bool is_signed = true;
    static constexpr bool is_integer = false;
    static constexpr bool is_exact = false;
    static constexpr bool has_infinity = true;
    static constexpr bool has_quiet_NaN = true;
    static constexpr int digits = Format::kDigits;
    static constexpr T min() { return T::fromBits(Format::kMinNormalBits); }
    static constexpr T lowest() { return T::fromBits(Format::kMaxBits | 0x8000u); }
    static constexpr T max() { return T::fromBits(Format::kMaxBits); }
    static constexpr T epsilon() { return T::fromBits(Format::kEpsilonBits); }
    static constexpr T infinity() { return T::fromBits(Format::kInfinityBits); }
    static constexpr T quiet_NaN() { return T::fromBits(Format::kQuietNaNBits); }
    static constexpr T denorm_min() { return T::fromBits(0x0001u); }
};
} // namespace std
