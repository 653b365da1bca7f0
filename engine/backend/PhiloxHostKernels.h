#pragma once
// The device generators' fills computed by the host: the simulated cuda:0 runs them, and
// they are the reference the CUDA kernels (CudaRandomKernels.cu) are checked against.
#include "StridedRef.h"
#include "random/DeviceRandomFill.h"

namespace tl {

class PhiloxHostKernels {
public:
    // Element i of dst in row-major order takes Philox counter fill.offset + i.
    static void randomFill(const StridedRef &dst, const DeviceRandomFill &fill);
};

} // namespace tl
