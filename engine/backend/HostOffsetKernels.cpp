#include "HostOffsetKernels.h"

#include "ElementLoops.h"

namespace tl {

using namespace kernels;

void HostOffsetKernels::gather(const StridedRef &out, const StridedRef &src, const StridedRef &offsets)
{
    dispatch(out.dtype, [&](auto tag) {
        using T = decltype(tag);
        T *o = static_cast<T *>(out.data);
        const T *s = static_cast<const T *>(src.data);
        const int64_t *off = static_cast<const int64_t *>(offsets.data);
        forEach3(out.sizes, out.strides.data(), offsets.strides.data(), nullptr,
                 [&](int64_t oo, int64_t io, int64_t) { o[oo] = s[off[io]]; });
    });
}

void HostOffsetKernels::scatter(const StridedRef &dst, const StridedRef &offsets, const StridedRef &values, bool accumulate)
{
    dispatch(dst.dtype, [&](auto tag) {
        using T = decltype(tag);
        T *d = static_cast<T *>(dst.data);
        const T *v = static_cast<const T *>(values.data);
        const int64_t *off = static_cast<const int64_t *>(offsets.data);
        // Sequential on purpose: later elements win (or add up) where offsets repeat.
        forEach3(offsets.sizes, offsets.strides.data(), values.strides.data(), nullptr,
                 [&](int64_t io, int64_t vo, int64_t) {
                     T &slot = d[off[io]];
                     if (!accumulate)
                         slot = v[vo];
                     else if constexpr (std::is_same_v<T, bool>)
                         slot = slot || v[vo];
                     else if constexpr (std::is_integral_v<T>)
                         slot = static_cast<T>(static_cast<std::make_unsigned_t<T>>(slot) +
                                               static_cast<std::make_unsigned_t<T>>(v[vo]));
                     else
                         slot = static_cast<T>(slot + v[vo]);
                 });
    });
}

} // namespace tl
