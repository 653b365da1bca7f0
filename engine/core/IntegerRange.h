#pragma once
// Whether an integer value fits an integer dtype's range (NumPy 2 refuses a Python int that
// does not, with "Python integer 300 out of bounds for int8").
#include "DType.h"

#include <cstdint>
#include <limits>

namespace tl {

template <class T>
bool fitsIn(int64_t v)
{
    if constexpr (std::is_same_v<T, bool> || !std::is_integral_v<T>)
        return true;
    else if constexpr (std::is_unsigned_v<T>)
        return v >= 0 && uint64_t(v) <= uint64_t(std::numeric_limits<T>::max());
    else
        return v >= int64_t(std::numeric_limits<T>::min()) && v <= int64_t(std::numeric_limits<T>::max());
}

// True for every value of a float or bool dtype (their casts do not refuse).
inline bool integerFits(DType d, int64_t v)
{
    switch (d) {
#define TL_INTEGER_FITS(e, type, ...)                                                                                   \
    case DType::e: return fitsIn<type>(v);
        TL_FORALL_DTYPES(TL_INTEGER_FITS)
#undef TL_INTEGER_FITS
    }
    return true;
}

} // namespace tl
