#pragma once
// Host <-> device transfers for one GPU. Small transfers go straight through the runtime;
// large ones are cut into chunks that move through two page-locked buffers allocated once
// (on the first large transfer), so copying one chunk between pageable memory and a pinned
// buffer overlaps with the DMA of the other. Called with the device current.
#include <cuda_runtime_api.h>

#include <cstdint>

namespace tl {

class CudaPinnedStaging {
public:
    static constexpr uint64_t kChunkBytes = uint64_t{8} << 20;
    static constexpr uint64_t kDirectLimit = uint64_t{256} << 10;

    CudaPinnedStaging() = default;
    ~CudaPinnedStaging();
    CudaPinnedStaging(const CudaPinnedStaging &) = delete;
    CudaPinnedStaging &operator=(const CudaPinnedStaging &) = delete;

    // Both return once the bytes have arrived (the stream is synchronised).
    void toDevice(void *device, const void *host, uint64_t bytes, cudaStream_t stream);
    void toHost(void *host, const void *device, uint64_t bytes, cudaStream_t stream);

private:
    void ensureBuffers();

    void *buffer_[2] = {nullptr, nullptr};
    cudaEvent_t drained_[2] = {nullptr, nullptr}; // the copy that last used buffer_[i] is done
};

} // namespace tl
