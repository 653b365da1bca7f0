#include "CudaPinnedStaging.h"

#include "CudaCheck.h"

#include <algorithm>
#include <cstring>

namespace tl {

CudaPinnedStaging::~CudaPinnedStaging()
{
    for (int i = 0; i < 2; ++i) {
        if (drained_[i])
            (void)cudaEventDestroy(drained_[i]);
        if (buffer_[i])
            (void)cudaFreeHost(buffer_[i]);
    }
    (void)cudaGetLastError();
}

void CudaPinnedStaging::ensureBuffers()
{
    for (int i = 0; i < 2; ++i) {
        if (!buffer_[i])
            CudaCheck::check(cudaHostAlloc(&buffer_[i], kChunkBytes, cudaHostAllocDefault));
        if (!drained_[i])
            CudaCheck::check(cudaEventCreateWithFlags(&drained_[i], cudaEventDisableTiming));
    }
}

void CudaPinnedStaging::toDevice(void *device, const void *host, uint64_t bytes, cudaStream_t stream)
{
    if (bytes == 0)
        return;
    if (bytes <= kDirectLimit) {
        CudaCheck::check(cudaMemcpyAsync(device, host, bytes, cudaMemcpyHostToDevice, stream));
        CudaCheck::check(cudaStreamSynchronize(stream));
        return;
    }
    ensureBuffers();
    const char *from = static_cast<const char *>(host);
    char *to = static_cast<char *>(device);
    // Chunk k: wait until its buffer's previous DMA is done, fill it, queue its DMA.
    for (uint64_t off = 0, k = 0; off < bytes; off += kChunkBytes, ++k) {
        const int b = static_cast<int>(k % 2);
        const uint64_t n = std::min(kChunkBytes, bytes - off);
        CudaCheck::check(cudaEventSynchronize(drained_[b]));
        std::memcpy(buffer_[b], from + off, n);
        CudaCheck::check(cudaMemcpyAsync(to + off, buffer_[b], n, cudaMemcpyHostToDevice, stream));
        CudaCheck::check(cudaEventRecord(drained_[b], stream));
    }
    CudaCheck::check(cudaStreamSynchronize(stream));
}

void CudaPinnedStaging::toHost(void *host, const void *device, uint64_t bytes, cudaStream_t stream)
{
    if (bytes == 0)
        return;
    if (bytes <= kDirectLimit) {
        CudaCheck::check(cudaMemcpyAsync(host, device, bytes, cudaMemcpyDeviceToHost, stream));
        CudaCheck::check(cudaStreamSynchronize(stream));
        return;
    }
    ensureBuffers();
    const char *from = static_cast<const char *>(device);
    char *to = static_cast<char *>(host);
    const uint64_t chunks = (bytes + kChunkBytes - 1) / kChunkBytes;
    auto queue = [&](uint64_t k) {
        const int b = static_cast<int>(k % 2);
        const uint64_t off = k * kChunkBytes;
        const uint64_t n = std::min(kChunkBytes, bytes - off);
        CudaCheck::check(cudaMemcpyAsync(buffer_[b], from + off, n, cudaMemcpyDeviceToHost, stream));
        CudaCheck::check(cudaEventRecord(drained_[b], stream));
    };
    // Two chunks in flight; while one buffer is copied out to pageable memory the other fills.
    queue(0);
    if (chunks > 1)
        queue(1);
    for (uint64_t k = 0; k < chunks; ++k) {
        const int b = static_cast<int>(k % 2);
        const uint64_t off = k * kChunkBytes;
        const uint64_t n = std::min(kChunkBytes, bytes - off);
        CudaCheck::check(cudaEventSynchronize(drained_[b]));
        std::memcpy(to + off, buffer_[b], n);
        if (k + 2 < chunks)
            queue(k + 2);
    }
    CudaCheck::check(cudaStreamSynchronize(stream));
}

} // namespace tl
