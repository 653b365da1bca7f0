// Row-major walk over a strided destination, one Philox counter per element.
#include "PhiloxHostKernels.h"

#include "ElementLoops.h"

namespace tl {

void PhiloxHostKernels::randomFill(const StridedRef &dst, const DeviceRandomFill &fill)
{
    kernels::dispatch(dst.dtype, [&](auto tag) {
        using T = decltype(tag);
        T *base = static_cast<T *>(dst.data);
        uint64_t index = 0;
        kernels::forEach3(dst.sizes, dst.strides.data(), nullptr, nullptr,
                          [&](int64_t o, int64_t, int64_t) { base[o] = deviceRandomElement<T>(fill, index++); });
    });
}

} // namespace tl
