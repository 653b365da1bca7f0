// Scalar conversions: c10::convert for casts and c10::overflows for checked ones.
#include "Scalar.h"

#include <cmath>
#include <limits>

namespace tl {

Scalar Scalar::castTo(DType d, Library rules) const
{
    return dispatchElementType(d, [&](auto tag) {
        using T = decltype(tag);
        return rules == Library::NumPy ? of(to<T, Library::NumPy>()) : of(to<T>());
    });
}

bool Scalar::fitsIn(DType d) const
{
    if (d == DType::Bool || d == DType::Float64 || isBool())
        return true;
    return dispatchElementType(d, [&](auto tag) {
        using T = decltype(tag);
        using Limits = std::numeric_limits<T>;
        const double lowest = static_cast<double>(static_cast<OpMath<T>>(Limits::lowest()));
        const double max = static_cast<double>(static_cast<OpMath<T>>(Limits::max()));
        if constexpr (isFloatingElement<T>) {
            if (!isFloating())
                return static_cast<double>(i_) >= lowest && static_cast<double>(i_) <= max;
            return !std::isfinite(d_) || (d_ >= lowest && d_ <= max);
        } else if constexpr (std::is_same_v<T, int64_t>) {
            return !isFloating() || (std::isfinite(d_) && d_ >= -9223372036854775808.0 && d_ < 9223372036854775808.0);
        } else {
            if (isFloating())
                return std::isfinite(d_) && d_ >= lowest && d_ <= max;
            if constexpr (std::is_unsigned_v<T>)
                return i_ <= static_cast<int64_t>(Limits::max()) && i_ >= -static_cast<int64_t>(Limits::max());
            else
                return i_ >= static_cast<int64_t>(Limits::lowest()) && i_ <= static_cast<int64_t>(Limits::max());
        }
    });
}

bool Scalar::operator==(const Scalar &o) const
{
    if (dtype_ != o.dtype_)
        return false;
    return isFloating() ? (d_ == o.d_ || (std::isnan(d_) && std::isnan(o.d_))) : i_ == o.i_;
}

} // namespace tl
