#pragma once
// Marks the element-type code that the CUDA kernels share with the host kernels (as
// c10's C10_HOST_DEVICE does), so a half or bfloat16 rounds identically on both.
#ifdef __CUDACC__
#define TL_HOST_DEVICE __host__ __device__
#else
#define TL_HOST_DEVICE
#endif
