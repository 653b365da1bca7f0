#pragma once
// Element types and strided loops the host kernels share: the dtype -> C++ type dispatch
// (one switch, generated from the dtype list), PyTorch's CPU conversion rules between
// element types, and the walk over strided operands that polls for a stop request.
#include "core/DType.h"
#include "core/ElementTypes.h"
#include "core/InterruptFlag.h"
#include "core/Scalar.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <utility>
#include <vector>

namespace tl::kernels {

// The element types, generated from the dtype list (core/ElementTypes.h):
//   bool, uint8_t, int8_t, int16_t, int32_t, int64_t, Half, BFloat16, float, double.
// Half and BFloat16 convert implicitly to and from float, so `x + y` computes in float and
// `static_cast<T>(...)` rounds back, as PyTorch's CPU kernels do for them. Generic code
// asks isFloatingElement<T> (std::is_floating_point is false for them) and computes in
// OpMath<T>; std::numeric_limits is specialised for both.
using tl::BFloat16;
using tl::Half;
using tl::isFloatingElement;
using tl::isIntegralElement;
using tl::OpMath;

// f(T{}) for the element type T of `d`; every branch must return the same type.
template <typename F>
decltype(auto) dispatch(DType d, F &&f)
{
    return dispatchElementType(d, std::forward<F>(f));
}

// A Python number or element value as element type T (c10's Scalar::to<T>, unchecked).
template <typename T>
T fromScalar(const Scalar &s)
{
    return s.to<T>();
}

template <typename T>
Scalar toScalar(T v)
{
    return Scalar::of(v);
}

// Value conversion between element types with PyTorch's CPU results (convertElement):
// bool is "!= 0"; float -> integer out of range gives the minimum (through int32 for the
// narrow types, int64 for uint8); half and bfloat16 round to nearest even through float.
template <typename To, typename From>
To convert(From v)
{
    return convertElement<To>(v);
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
