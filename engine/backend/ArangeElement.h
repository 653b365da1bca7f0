#pragma once
// Element j of torch.arange(start, end, step) of length n as PyTorch 1.13's CPU kernel
// writes it (RangeFactoriesKernel.cpp), shared by the host kernels and the CUDA twin.
// The kernel computes in at::acc_type<T, false> (double for float and double, float for
// half and bfloat16, int64 for integers) and, built with FMA contraction, fuses every
// `start + step * idx`. Elements covered by its vectorised loop (pairs of 32-byte vectors
// from index 0) are `base + k * step`, base being the vector's first value stored as T.
#include "core/ElementTypes.h"

#include <math.h>

namespace tl {

template <typename T>
TL_HOST_DEVICE T torchArangeElement(int64_t j, int64_t n, double start, double step)
{
    if constexpr (!isFloatingElement<T>) {
        const uint64_t v = static_cast<uint64_t>(static_cast<int64_t>(start)) +
                           static_cast<uint64_t>(j) * static_cast<uint64_t>(static_cast<int64_t>(step));
        return convertElement<T>(static_cast<int64_t>(v)); // wraps around as the int64 kernel's store does
    } else {
        using A = std::conditional_t<std::is_same_v<T, Half> || std::is_same_v<T, BFloat16>, float, double>;
        auto fused = [](A a, A b, A c) -> A {
            if constexpr (std::is_same_v<A, float>)
                return ::fmaf(a, b, c);
            else
                return ::fma(a, b, c);
        };
        const A s = static_cast<A>(start), st = static_cast<A>(step);
        constexpr int64_t lanes = 32 / static_cast<int64_t>(sizeof(T));
        if (j < n / (2 * lanes) * (2 * lanes)) {
            const int64_t k = j % lanes;
            const T base = static_cast<T>(fused(st, static_cast<A>(j - k), s));
            return static_cast<T>(fused(static_cast<A>(k), st, static_cast<A>(base)));
        }
        return static_cast<T>(fused(st, static_cast<A>(j), s));
    }
}

} // namespace tl
