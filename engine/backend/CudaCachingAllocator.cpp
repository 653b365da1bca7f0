#include "CudaCachingAllocator.h"

#include "CudaCheck.h"
#include "core/Errors.h"

#include <cuda_runtime_api.h>

namespace tl {

namespace {
constexpr uint64_t kMinBlock = 512;
constexpr uint64_t kSmallLimit = uint64_t{1} << 20;
constexpr uint64_t kLargeGranule = uint64_t{2} << 20;
} // namespace

CudaCachingAllocator::~CudaCachingAllocator()
{
    // Destructors never throw: failures here only leak device memory the process is giving up.
    for (auto &[size, blocks] : bins_)
        for (void *p : blocks)
            (void)cudaFree(p);
    for (auto &[p, block] : live_)
        (void)cudaFree(p);
    (void)cudaGetLastError();
}

uint64_t CudaCachingAllocator::sizeClass(uint64_t bytes)
{
    if (bytes <= kMinBlock)
        return kMinBlock;
    if (bytes <= kSmallLimit) {
        uint64_t c = kMinBlock;
        while (c < bytes)
            c <<= 1;
        return c;
    }
    return (bytes + kLargeGranule - 1) / kLargeGranule * kLargeGranule;
}

void *CudaCachingAllocator::allocate(uint64_t bytes)
{
    const uint64_t cls = sizeClass(bytes);
    void *p = nullptr;
    auto bin = bins_.find(cls);
    if (bin != bins_.end() && !bin->second.empty()) {
        p = bin->second.back();
        bin->second.pop_back();
    } else {
        cudaError_t status = cudaMalloc(&p, cls);
        if (status == cudaErrorMemoryAllocation) {
            (void)cudaGetLastError(); // out of memory is not sticky: clear it and try again
            emptyCache();
            status = cudaMalloc(&p, cls);
        }
        if (status == cudaErrorMemoryAllocation) {
            (void)cudaGetLastError();
            size_t freeBytes = 0, totalBytes = 0;
            CudaCheck::check(cudaMemGetInfo(&freeBytes, &totalBytes));
            throw Errors::cudaOutOfMemory(bytes, totalBytes, allocated_, freeBytes, device_, reserved_);
        }
        CudaCheck::check(status);
        reserved_ += cls;
    }
    live_.emplace(p, Block{cls, bytes});
    allocated_ += bytes;
    return p;
}

void CudaCachingAllocator::release(void *p)
{
    auto it = live_.find(p);
    if (it == live_.end())
        return; // not ours (or already released): never hand a block out twice
    allocated_ -= it->second.requested;
    bins_[it->second.sizeClass].push_back(p);
    live_.erase(it);
}

void CudaCachingAllocator::emptyCache()
{
    for (auto &[size, blocks] : bins_) {
        while (!blocks.empty()) {
            void *p = blocks.back();
            blocks.pop_back(); // out of the bin first: a failed free must not be retried later
            reserved_ -= size;
            CudaCheck::check(cudaFree(p));
        }
    }
}

} // namespace tl
