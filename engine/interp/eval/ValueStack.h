#pragma once
// The storage of the running frames' local slots, taken and given back last-in first-out
// (CPython's datastack chunks): a call takes its slots without a heap allocation, and the
// slots of a frame that returns are emptied at once, freeing what its locals held.
#include "interp/Value.h"

#include <memory>
#include <vector>

namespace tl {

class ValueStack {
public:
    ValueStack() = default;
    ValueStack(const ValueStack &) = delete;
    ValueStack &operator=(const ValueStack &) = delete;

    // `n` unbound slots; they stay where they are until released.
    Value *take(size_t n)
    {
        if (n == 0)
            return nullptr;
        if (chunk_ < chunks_.size() && used_ + n <= chunks_[chunk_].size)
            return grab(n);
        return takeSlow(n);
    }
    // Gives back the last `n` slots taken (at `slots`), emptying them.
    void release(Value *slots, size_t n);

private:
    struct Chunk {
        std::unique_ptr<Value[]> values;
        size_t size = 0;
        size_t usedBefore = 0; // used_ of the previous chunk when this one was entered
    };
    Value *grab(size_t n)
    {
        Value *p = chunks_[chunk_].values.get() + used_;
        used_ += n;
        return p;
    }
    Value *takeSlow(size_t n);

    std::vector<Chunk> chunks_;
    size_t chunk_ = 0;
    size_t used_ = 0;
};

} // namespace tl
