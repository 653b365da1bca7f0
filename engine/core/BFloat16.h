#pragma once
// bfloat16 as c10::BFloat16 converts it: the upper half of a float32, rounded to nearest
// even by c10's bit trick (bits + 0x7FFF + lsb), every NaN becoming 0x7FC0.
#include "NarrowFloat.h"

#include <cstring>

namespace tl {

struct BFloat16Format {
    static constexpr int kDigits = 8;
    static constexpr uint16_t kMinNormalBits = 0x0080, kMaxBits = 0x7f7f, kEpsilonBits = 0x3c00;
    static constexpr uint16_t kInfinityBits = 0x7f80, kQuietNaNBits = 0x7fc0;

    static TL_HOST_DEVICE uint16_t fromFloat(float value)
    {
        if (value != value)
            return kQuietNaNBits;
        uint32_t f;
        std::memcpy(&f, &value, sizeof f);
        return static_cast<uint16_t>((f + 0x7fffu + ((f >> 16) & 1u)) >> 16);
    }

    static TL_HOST_DEVICE float toFloat(uint16_t b)
    {
        const uint32_t f = static_cast<uint32_t>(b) << 16;
        float out;
        std::memcpy(&out, &f, sizeof out);
        return out;
    }
};

using BFloat16 = NarrowFloat<BFloat16Format>;

} // namespace tl
