// Chunked last-in first-out slot storage (CPython's _PyThreadState_PushFrame datastack).
#include "ValueStack.h"

#include <algorithm>

namespace tl {

namespace {
constexpr size_t kChunkValues = 1024;
} // namespace

Value *ValueStack::takeSlow(size_t n)
{
    if (chunks_.empty()) {
        chunks_.push_back({std::make_unique<Value[]>(std::max(kChunkValues, n)), std::max(kChunkValues, n), 0});
        for (size_t i = 0; i < chunks_[0].size; ++i)
            chunks_[0].values[i].kind = Value::Kind::Unbound;
        chunk_ = 0;
        used_ = 0;
        return grab(n);
    }
    // Move on to the next chunk (a fresh one when it is missing or too small).
    const size_t next = chunk_ + 1;
    if (next >= chunks_.size() || chunks_[next].size < n) {
        Chunk c{std::make_unique<Value[]>(std::max(kChunkValues, n)), std::max(kChunkValues, n), 0};
        for (size_t i = 0; i < c.size; ++i)
            c.values[i].kind = Value::Kind::Unbound;
        if (next < chunks_.size())
            chunks_[next] = std::move(c);
        else
            chunks_.push_back(std::move(c));
    }
    chunks_[next].usedBefore = used_;
    chunk_ = next;
    used_ = 0;
    return grab(n);
}

void ValueStack::release(Value *slots, size_t n)
{
    if (n == 0)
        return;
    for (size_t i = 0; i < n; ++i)
        slots[i].reset();
    used_ -= n;
    if (used_ == 0 && chunk_ > 0) {
        used_ = chunks_[chunk_].usedBefore;
        --chunk_;
    }
}

} // namespace tl
