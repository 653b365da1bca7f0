#pragma once
// The C++ element type of every dtype (from TL_FORALL_DTYPES), the switch that turns a
// runtime dtype into one, and c10's CPU conversions between element types
// (c10::static_cast_with_inter_type as compiled for x86). Shared with the CUDA kernels.
#include "DType.h"
#include "HostDevice.h"

#include <cstdint>
#include <type_traits>
#include <utility>

namespace tl {

// dtypeOf<float> == DType::Float32.
template <typename T>
struct DTypeOf;
#define TL_DTYPE_OF(e, type, ...)                                                                                  \
    template <>                                                                                                    \
    struct DTypeOf<type> {                                                                                         \
        static constexpr DType value = DType::e;                                                                   \
    };
TL_FORALL_DTYPES(TL_DTYPE_OF)
#undef TL_DTYPE_OF
template <typename T>
inline constexpr DType dtypeOf = DTypeOf<T>::value;

// Floating element types include the two 16-bit ones, which std::is_floating_point does not.
template <typename T>
inline constexpr bool isFloatingElement =
    std::is_floating_point_v<T> || std::is_same_v<T, Half> || std::is_same_v<T, BFloat16>;
template <typename T>
inline constexpr bool isIntegralElement = std::is_integral_v<T> && !std::is_same_v<T, bool>;

// The type PyTorch's CPU kernels compute a T in (at::opmath_type): float for half and bfloat16.
template <typename T>
using OpMath = std::conditional_t<std::is_same_v<T, Half> || std::is_same_v<T, BFloat16>, float, T>;

// f(T{}) with T the element type of `d`. Every branch must return the same type.
template <typename F>
decltype(auto) dispatchElementType(DType d, F &&f)
{
    switch (d) {
#define TL_DTYPE_CASE(e, type, ...)                                                                                \
    case DType::e:                                                                                                 \
        return std::forward<F>(f)(type{});
        TL_FORALL_DTYPES(TL_DTYPE_CASE)
#undef TL_DTYPE_CASE
    }
    return std::forward<F>(f)(double{}); // unreachable: every enumerator has a case
}

namespace detail {
// What x86's truncating conversion (cvttsd2si) gives: the value toward zero when it lies
// in I's range, I's minimum ("integer indefinite") otherwise, NaN included.
template <typename I, typename F>
TL_HOST_DEVICE I truncateToInt(F v)
{
    constexpr I lowest = static_cast<I>(static_cast<std::make_unsigned_t<I>>(1) << (sizeof(I) * 8 - 1));
    if (!(v >= static_cast<F>(lowest) && v < -static_cast<F>(lowest)))
        return lowest;
    return static_cast<I>(v);
}
} // namespace detail

// Whose results a kernel reproduces where the two libraries differ. Casts differ where C
// leaves float -> small-integer casts undefined (PyTorch goes through int64 for uint8,
// NumPy through int32) and in double -> float16 (PyTorch rounds through float, NumPy once).
enum class Library { Torch, NumPy };

// A value of element type From as element type To.
// - bool is "!= 0" (NaN is true); half and bfloat16 convert through float;
// - floating -> int64/int32 truncates, out of range or NaN giving the type's minimum;
//   -> int16/int8 (and NumPy's uint8) go through int32, PyTorch's uint8 through int64,
//   keeping the low bits;
// - integer -> integer keeps the low bits (sign-extending when widening).
template <typename To, typename From, Library Rules = Library::Torch>
TL_HOST_DEVICE To convertElement(From v)
{
    if constexpr (std::is_same_v<To, From>) {
        return v;
    } else if constexpr (std::is_same_v<From, Half> || std::is_same_v<From, BFloat16>) {
        return convertElement<To, float, Rules>(static_cast<float>(v));
    } else if constexpr (std::is_same_v<To, bool>) {
        return v != From{};
    } else if constexpr (std::is_same_v<From, bool>) {
        return static_cast<To>(v ? 1 : 0);
    } else if constexpr (std::is_same_v<To, Half> && std::is_same_v<From, double> && Rules == Library::NumPy) {
        return Half::fromBits(HalfFormat::fromDouble(v));
    } else if constexpr (std::is_same_v<To, Half> || std::is_same_v<To, BFloat16>) {
        return To(static_cast<float>(v));
    } else if constexpr (std::is_integral_v<To> && std::is_floating_point_v<From>) {
        if constexpr (sizeof(To) == 8)
            return detail::truncateToInt<To>(v);
        else if constexpr (std::is_same_v<To, uint8_t> && Rules == Library::Torch)
            return static_cast<To>(detail::truncateToInt<int64_t>(v));
        else if constexpr (sizeof(To) == 4)
            return detail::truncateToInt<To>(v);
        else
            return static_cast<To>(detail::truncateToInt<int32_t>(v));
    } else if constexpr (std::is_integral_v<To> && std::is_integral_v<From>) {
        return static_cast<To>(static_cast<std::make_unsigned_t<To>>(v));
    } else {
        return static_cast<To>(v);
    }
}

} // namespace tl
