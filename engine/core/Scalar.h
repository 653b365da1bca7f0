#pragma once
// One element value with its dtype, as read from or written to a storage.
#include "DType.h"
#include "ElementTypes.h"

#include <cstdint>

namespace tl {

class Scalar {
public:
    Scalar() = default;
    static Scalar fromBool(bool v) { Scalar s; s.dtype_ = DType::Bool; s.i_ = v ? 1 : 0; return s; }
    static Scalar fromInt(int64_t v, DType d = DType::Int64) { Scalar s; s.dtype_ = d; s.i_ = v; return s; }
    static Scalar fromDouble(double v, DType d = DType::Float64) { Scalar s; s.dtype_ = d; s.d_ = v; return s; }
    // An element of type T (bool, an integer type, Half, BFloat16, float or double).
    template <typename T>
    static Scalar of(T v)
    {
        if constexpr (std::is_same_v<T, bool>)
            return fromBool(v);
        else if constexpr (isFloatingElement<T>)
            return fromDouble(static_cast<double>(static_cast<OpMath<T>>(v)), dtypeOf<T>);
        else
            return fromInt(static_cast<int64_t>(v), dtypeOf<T>);
    }

    DType dtype() const { return dtype_; }
    bool isFloating() const { return tl::isFloating(dtype_); }
    bool isBool() const { return dtype_ == DType::Bool; }

    double toDouble() const { return isFloating() ? d_ : static_cast<double>(i_); }
    int64_t toInt() const { return isFloating() ? static_cast<int64_t>(d_) : i_; }
    bool toBool() const { return isFloating() ? d_ != 0.0 : i_ != 0; }
    // The value as element type T, converted as PyTorch's CPU kernels convert (or NumPy's).
    template <typename T, Library Rules = Library::Torch>
    T to() const
    {
        if (isBool())
            return convertElement<T, bool, Rules>(i_ != 0);
        if (isFloating())
            return convertElement<T, double, Rules>(d_);
        return convertElement<T, int64_t, Rules>(i_);
    }

    // The value converted as PyTorch's (or NumPy's) casts convert it (float32 rounds,
    // int8 wraps around).
    Scalar castTo(DType d, Library rules = Library::Torch) const;
    // c10::overflows: false when converting to `d` would overflow (bool never does; a
    // finite double beyond float32's range does; inf and nan fit floats but no integer;
    // uint8 takes -255..255, negatives wrapping around).
    bool fitsIn(DType d) const;

    bool operator==(const Scalar &o) const;

private:
    DType dtype_ = DType::Int64;
    int64_t i_ = 0;
    double d_ = 0.0;
};

} // namespace tl
