#pragma once
// Philox4x32-10 (Salmon et al., "Parallel random numbers: as easy as 1, 2, 3", SC'11), the
// counter-based generator PyTorch's CUDA generator is built on: four 32-bit words from a
// 64-bit key and a 128-bit counter, so every element of a device fill can be drawn on its
// own thread. C++17 and usable from CUDA kernels (compiled by nvcc as well).
#include <cstdint>

#if defined(__CUDACC__)
#define TL_HOST_DEVICE __host__ __device__
#else
#define TL_HOST_DEVICE
#endif

namespace tl {

struct PhiloxWords {
    uint32_t w[4];
};

TL_HOST_DEVICE inline PhiloxWords philox4x32(uint64_t key, uint64_t counterLow, uint64_t counterHigh)
{
    uint32_t c0 = static_cast<uint32_t>(counterLow), c1 = static_cast<uint32_t>(counterLow >> 32);
    uint32_t c2 = static_cast<uint32_t>(counterHigh), c3 = static_cast<uint32_t>(counterHigh >> 32);
    uint32_t k0 = static_cast<uint32_t>(key), k1 = static_cast<uint32_t>(key >> 32);
    for (int round = 0; round < 10; ++round) {
        const uint64_t p0 = static_cast<uint64_t>(0xD2511F53U) * c0;
        const uint64_t p1 = static_cast<uint64_t>(0xCD9E8D57U) * c2;
        const uint32_t n0 = static_cast<uint32_t>(p1 >> 32) ^ c1 ^ k0;
        const uint32_t n2 = static_cast<uint32_t>(p0 >> 32) ^ c3 ^ k1;
        c1 = static_cast<uint32_t>(p1);
        c3 = static_cast<uint32_t>(p0);
        c0 = n0;
        c2 = n2;
        k0 += 0x9E3779B9U;
        k1 += 0xBB67AE85U;
    }
    return PhiloxWords{{c0, c1, c2, c3}};
}

} // namespace tl
