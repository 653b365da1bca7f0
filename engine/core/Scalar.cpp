#include "Scalar.h"

#include <cmath>
#include <limits>

namespace tl {

namespace {
// float -> integer casts are undefined in C++ for out-of-range values; PyTorch's CPU
// kernels produce INT_MIN-style garbage there. Saturate-free, defined behaviour instead.
template <typename I>
I floatToInt(double v)
{
    if (std::isnan(v))
        return std::numeric_limits<I>::min();
    if (v >= static_cast<double>(std::numeric_limits<I>::max()) || v < static_cast<double>(std::numeric_limits<I>::min()))
        return std::numeric_limits<I>::min();
    return static_cast<I>(v);
}
} // namespace

Scalar Scalar::castTo(DType d) const
{
    switch (d) {
    case DType::Bool:
        return fromBool(toBool());
    case DType::Int32:
        return fromInt(isFloating() ? floatToInt<int32_t>(d_) : static_cast<int32_t>(static_cast<uint32_t>(i_)), DType::Int32);
    case DType::Int64:
        return fromInt(isFloating() ? floatToInt<int64_t>(d_) : i_, DType::Int64);
    case DType::Float32:
        return fromDouble(static_cast<double>(static_cast<float>(toDouble())), DType::Float32);
    case DType::Float64:
        return fromDouble(toDouble(), DType::Float64);
    }
    return *this;
}

bool Scalar::fitsIn(DType d) const
{
    switch (d) {
    case DType::Bool:
    case DType::Float64:
        return true;
    case DType::Float32:
        return !isFloating() || !std::isfinite(d_) || std::fabs(d_) <= std::numeric_limits<float>::max();
    case DType::Int32:
        if (isFloating())
            return std::isfinite(d_) && d_ >= std::numeric_limits<int32_t>::min() && d_ <= std::numeric_limits<int32_t>::max();
        return i_ >= std::numeric_limits<int32_t>::min() && i_ <= std::numeric_limits<int32_t>::max();
    case DType::Int64:
        return !isFloating() || (std::isfinite(d_) && d_ >= -9223372036854775808.0 && d_ < 9223372036854775808.0);
    }
    return true;
}

bool Scalar::operator==(const Scalar &o) const
{
    if (dtype_ != o.dtype_)
        return false;
    return isFloating() ? (d_ == o.d_ || (std::isnan(d_) && std::isnan(o.d_))) : i_ == o.i_;
}

} // namespace tl
