#pragma once
// c10's element functions that have no C library twin, shared by the host kernels and the
// CUDA kernels so both give PyTorch's results: integer powers (c10's powi) and Python-style
// floor division of floats (c10::div_floor_floating). C++17 for nvcc.
#include "core/HostDevice.h"

#include <cmath>
#include <type_traits>

namespace tl {

class ElementMath {
public:
    // Powers by squaring with wrap-around; negative exponents give 0 except for 1 and -1.
    template <typename T>
    static TL_HOST_DEVICE T integerPower(T base, T exp)
    {
        if (exp < 0) {
            if (base == 1)
                return 1;
            if (base == -1)
                return (exp % 2) ? T(-1) : T(1);
            return 0;
        }
        using U = std::make_unsigned_t<T>;
        U result = 1, b = static_cast<U>(base);
        while (exp) {
            if (exp & 1)
                result = static_cast<U>(result * b);
            exp /= 2;
            b = static_cast<U>(b * b);
        }
        return static_cast<T>(result);
    }

    // Floor division that agrees with Python's // and % for floats (0 divisors give IEEE's result).
    template <typename T>
    static TL_HOST_DEVICE T floorDivide(T a, T b)
    {
        if (b == 0)
            return a / b;
        const T mod = std::fmod(a, b);
        T div = (a - mod) / b;
        if (mod != 0 && (b < 0) != (mod < 0))
            div -= T(1);
        if (div != 0) {
            T floordiv = std::floor(div);
            if (div - floordiv > T(0.5))
                floordiv += T(1);
            return floordiv;
        }
        return std::copysign(T(0), a / b);
    }
};

} // namespace tl
