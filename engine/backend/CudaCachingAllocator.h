#pragma once
// Device memory for one GPU, cached as PyTorch's CUDACachingAllocator does (much simplified):
// requests are rounded up to a size class, a freed block goes back to its class's bin and is
// handed out again without calling the driver. When cudaMalloc runs out, the cache is
// released and the request retried once before PyTorch's out-of-memory error is raised.
// Called with the allocator's device current.
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace tl {

class CudaCachingAllocator {
public:
    explicit CudaCachingAllocator(int device) : device_(device) {}
    ~CudaCachingAllocator();
    CudaCachingAllocator(const CudaCachingAllocator &) = delete;
    CudaCachingAllocator &operator=(const CudaCachingAllocator &) = delete;

    // Throws torch.cuda.OutOfMemoryError (PyError) when the device cannot hold `bytes` more.
    void *allocate(uint64_t bytes);
    // Returns a block from allocate() to its bin (the memory stays reserved).
    void release(void *p);
    // Gives every cached (free) block back to the driver.
    void emptyCache();

    uint64_t allocatedBytes() const { return allocated_; } // requested bytes of live blocks
    uint64_t reservedBytes() const { return reserved_; }   // bytes obtained from cudaMalloc
    // 512 B, then powers of two up to 1 MiB, then multiples of 2 MiB.
    static uint64_t sizeClass(uint64_t bytes);

private:
    struct Block {
        uint64_t sizeClass;
        uint64_t requested;
    };
    int device_; // the ordinal its errors name
    std::unordered_map<uint64_t, std::vector<void *>> bins_; // size class -> free blocks
    std::unordered_map<void *, Block> live_;
    uint64_t allocated_ = 0;
    uint64_t reserved_ = 0;
};

} // namespace tl
