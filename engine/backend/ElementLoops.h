#pragma once
// Element types and strided loops the host kernels share: the dtype -> C++ type dispatch
// (one switch, from the dtype list), PyTorch's CPU conversion rules between element types,
// and the walk over strided operands that polls for a stop request.
#include "core/DType.h"
#include "core/InterruptFlag.h"
#include "core/Scalar.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <vector>

namespace tl::kernels {

template <typename F>
decltype(auto) dispatch(DType d, F &&f)
{
    switch (d) {
    case DType::Bool: return f(bool{});
    case DType::Int32: return f(int32_t{});
    case DType::Int64: return f(int64_t{});
    case DType::Float32: return f(float{});
    case DType::Float64: break;
    }
    return f(double{});
}

template <typename T>
T fromScalar(const Scalar &s)
{
    const Scalar c = s.castTo(std::is_same_v<T, bool>      ? DType::Bool
                              : std::is_same_v<T, int32_t> ? DType::Int32
                              : std::is_same_v<T, int64_t> ? DType::Int64
                              : std::is_same_v<T, float>   ? DType::Float32
                                                           : DType::Float64);
    if constexpr (std::is_same_v<T, bool>)
        return c.toBool();
    else if constexpr (std::is_integral_v<T>)
        return static_cast<T>(c.toInt());
    else
        return static_cast<T>(c.toDouble());
}

template <typename T>
Scalar toScalar(T v)
{
    if constexpr (std::is_same_v<T, bool>)
        return Scalar::fromBool(v);
    else if constexpr (std::is_same_v<T, int32_t>)
        return Scalar::fromInt(v, DType::Int32);
    else if constexpr (std::is_same_v<T, int64_t>)
        return Scalar::fromInt(v, DType::Int64);
    else if constexpr (std::is_same_v<T, float>)
        return Scalar::fromDouble(v, DType::Float32);
    else
        return Scalar::fromDouble(v, DType::Float64);
}

// Value conversion between element types with PyTorch's CPU results for the cases that
// matter (bool is "!= 0"; float -> int out of range gives the minimum, not UB).
template <typename To, typename From>
To convert(From v)
{
    if constexpr (std::is_same_v<To, From>)
        return v;
    else if constexpr (std::is_same_v<To, bool>)
        return v != From{};
    else if constexpr (std::is_same_v<From, bool>)
        return static_cast<To>(v ? 1 : 0);
    else if constexpr (std::is_integral_v<To> && std::is_floating_point_v<From>) {
        if (!(v >= static_cast<From>(std::numeric_limits<To>::min()) && v < -static_cast<From>(std::numeric_limits<To>::min())))
            return std::numeric_limits<To>::min();
        return static_cast<To>(v);
    } else if constexpr (std::is_integral_v<To> && std::is_integral_v<From>)
        // Modular like a C cast (int64 -> int32 keeps the low bits), sign-extending when widening.
        return static_cast<To>(static_cast<std::make_unsigned_t<To>>(v));
    else
        return static_cast<To>(v);
}

// A stop request is honoured every kPollEvery elements, so a kernel over gigabytes ends
// within milliseconds of the Stop button.
inline constexpr int64_t kPollEvery = int64_t{1} << 20;

// body(begin, end) over [0, n) in blocks, polling for a stop request between them.
template <typename F>
void inBlocks(int64_t n, F &&body)
{
    for (int64_t begin = 0; begin < n; begin += kPollEvery) {
        body(begin, std::min(n, begin + kPollEvery));
        if (n - begin > kPollEvery)
            InterruptFlag::poll();
    }
}

// Walk every element of up to three same-shaped strided operands, innermost dimension last.
template <typename F>
void forEach3(const std::vector<int64_t> &sizes, const int64_t *s0, const int64_t *s1, const int64_t *s2, F &&f)
{
    const size_t nd = sizes.size();
    for (int64_t s : sizes)
        if (s == 0)
            return;
    if (nd == 0) {
        f(0, 0, 0);
        return;
    }
    std::vector<int64_t> idx(nd, 0);
    int64_t o0 = 0, o1 = 0, o2 = 0;
    const int64_t inner = sizes[nd - 1];
    const int64_t i0 = s0 ? s0[nd - 1] : 0, i1 = s1 ? s1[nd - 1] : 0, i2 = s2 ? s2[nd - 1] : 0;
    int64_t sincePoll = 0;
    while (true) {
        int64_t a = o0, b = o1, c = o2;
        for (int64_t k0 = 0; k0 < inner; k0 += kPollEvery) {
            const int64_t k1 = std::min(inner, k0 + kPollEvery);
            for (int64_t k = k0; k < k1; ++k, a += i0, b += i1, c += i2)
                f(a, b, c);
            sincePoll += k1 - k0;
            if (sincePoll >= kPollEvery) {
                sincePoll = 0;
                InterruptFlag::poll();
            }
        }
        size_t d = nd - 1;
        while (true) {
            if (d == 0)
                return;
            --d;
            ++idx[d];
            o0 += s0 ? s0[d] : 0;
            o1 += s1 ? s1[d] : 0;
            o2 += s2 ? s2[d] : 0;
            if (idx[d] < sizes[d])
                break;
            o0 -= (s0 ? s0[d] : 0) * sizes[d];
            o1 -= (s1 ? s1[d] : 0) * sizes[d];
            o2 -= (s2 ? s2[d] : 0) * sizes[d];
            idx[d] = 0;
        }
    }
}

} // namespace tl::kernels
