#pragma once
// Python's range (Objects/rangeobject.c) over 64-bit ints: start, stop, step and the length
// compute_range_length gives.
#include "Object.h"

#include <cstdint>

namespace tl {

class RangeObject : public Object {
public:
    RangeObject(int64_t start, int64_t stop, int64_t step) : start_(start), stop_(stop), step_(step) {}
    std::string typeName() const override { return "range"; }

    int64_t start() const { return start_; }
    int64_t stop() const { return stop_; }
    int64_t step() const { return step_; }
    // Number of items (fits: |stop - start| < 2^64 and the step is at least 1).
    uint64_t length() const
    {
        if (step_ > 0 && start_ < stop_)
            return (static_cast<uint64_t>(stop_) - static_cast<uint64_t>(start_) - 1) / static_cast<uint64_t>(step_) + 1;
        if (step_ < 0 && start_ > stop_)
            return (static_cast<uint64_t>(start_) - static_cast<uint64_t>(stop_) - 1) / (0 - static_cast<uint64_t>(step_)) + 1;
        return 0;
    }
    // Item i (0 <= i < length()).
    int64_t at(uint64_t i) const { return static_cast<int64_t>(static_cast<uint64_t>(start_) + i * static_cast<uint64_t>(step_)); }

private:
    int64_t start_, stop_, step_;
};

} // namespace tl
