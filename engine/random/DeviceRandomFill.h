#pragma once
// One random fill of a tensor on cuda:0 and how each of its elements is drawn. PyTorch's
// CUDA generator feeds Philox from (seed, offset); its values depend on the GPU's launch
// shape, so TensorLens only follows its scheme: element i (in row-major order) takes the
// four words of counter offset + i. The simulated device (host kernels) and the real GPU
// (CUDA kernels) compute the same words and transforms; they differ only where a device's
// log/sin/cos round differently. C++17 and usable from CUDA kernels.
#include "Philox4x32.h"

#include <cmath>
#include <cstdint>
#include <limits>
#include <type_traits>

namespace tl {

enum class DeviceRandomKind : uint8_t {
    Uniform,     // [a, b)
    Normal,      // mean a, std b
    IntFromTo,   // base + draw % range
    IntFull64,   // every int64
    IntDefault,  // random_(): [0, 2^mantissa] or [0, max] of the dtype
    Bernoulli,   // 1 with probability a
    Exponential, // rate a
};

struct DeviceRandomFill {
    DeviceRandomKind kind = DeviceRandomKind::Uniform;
    double a = 0.0;
    double b = 1.0;
    int64_t base = 0;
    uint64_t range = 0;
    uint64_t seed = 0;
    uint64_t offset = 0; // the generator's Philox offset when the fill started
};

// What one element draws, before it is converted to the tensor's dtype.
struct DeviceRandomDraw {
    double real = 0.0;  // Uniform, Normal, Bernoulli, Exponential
    int64_t integer = 0; // the integer kinds
};

TL_HOST_DEVICE inline double philoxUnit53(uint32_t high, uint32_t low)
{
    const uint64_t bits = ((static_cast<uint64_t>(high) << 32) | low) & ((uint64_t{1} << 53) - 1);
    return static_cast<double>(bits) * (1.0 / 9007199254740992.0);
}

// `floating` and `mantissa`: the destination dtype's kind and digits (24 for float32, 53
// for float64); `intMax`: its largest value for the integer kinds.
TL_HOST_DEVICE inline DeviceRandomDraw drawDeviceElement(const DeviceRandomFill &f, uint64_t index, bool floating,
                                                         int mantissa, uint64_t intMax)
{
    const PhiloxWords r = philox4x32(f.seed, f.offset + index, 0);
    const uint64_t w64 = (static_cast<uint64_t>(r.w[0]) << 32) | r.w[1];
    DeviceRandomDraw d;
    switch (f.kind) {
    case DeviceRandomKind::Uniform:
        if (mantissa <= 24) {
            const float u = static_cast<float>(r.w[0] & 0xFFFFFFU) * (1.0f / 16777216.0f);
            const float span = static_cast<float>(f.b) - static_cast<float>(f.a);
            d.real = u * span + static_cast<float>(f.a);
        } else {
            d.real = philoxUnit53(r.w[0], r.w[1]) * (f.b - f.a) + f.a;
        }
        break;
    case DeviceRandomKind::Normal: {
        const double u1 = philoxUnit53(r.w[0], r.w[1]);
        const double u2 = philoxUnit53(r.w[2], r.w[3]);
        const double radius = sqrt(-2.0 * log(1.0 - u1));
        d.real = radius * cos(6.283185307179586 * u2) * f.b + f.a;
        break;
    }
    case DeviceRandomKind::IntFromTo: {
        const uint64_t v = f.range >= (uint64_t{1} << 32) ? w64 : r.w[0];
        d.integer = static_cast<int64_t>(v % f.range + static_cast<uint64_t>(f.base));
        break;
    }
    case DeviceRandomKind::IntFull64: d.integer = static_cast<int64_t>(w64); break;
    case DeviceRandomKind::IntDefault:
        if (floating)
            d.integer = static_cast<int64_t>((mantissa > 32 ? w64 : r.w[0]) % ((uint64_t{1} << mantissa) + 1));
        else
            d.integer = static_cast<int64_t>((intMax > 0xFFFFFFFFULL ? w64 : r.w[0]) % (intMax + 1));
        break;
    case DeviceRandomKind::Bernoulli: d.real = philoxUnit53(r.w[0], r.w[1]) < f.a ? 1.0 : 0.0; break;
    case DeviceRandomKind::Exponential: d.real = -1.0 / f.a * log(1.0 - philoxUnit53(r.w[0], r.w[1])); break;
    }
    return d;
}

} // namespace tl

namespace tl {

// Element `index` of a fill, converted to T (bool, int32, int64, float or double).
template <typename T>
TL_HOST_DEVICE inline T deviceRandomElement(const DeviceRandomFill &f, uint64_t index)
{
    constexpr bool floating = std::is_floating_point_v<T>;
    constexpr int mantissa = std::numeric_limits<T>::digits;
    using Integral = std::conditional_t<std::is_integral_v<T>, T, int64_t>;
    constexpr uint64_t intMax = (uint64_t{1} << std::numeric_limits<Integral>::digits) - 1; // max() (no call: nvcc)
    const DeviceRandomDraw d = drawDeviceElement(f, index, floating, mantissa, intMax);
    const bool integral = f.kind == DeviceRandomKind::IntFromTo || f.kind == DeviceRandomKind::IntFull64 ||
                          f.kind == DeviceRandomKind::IntDefault;
    if constexpr (std::is_same_v<T, bool>)
        return integral ? d.integer != 0 : d.real != 0.0;
    return integral ? static_cast<T>(d.integer) : static_cast<T>(d.real);
}

} // namespace tl
