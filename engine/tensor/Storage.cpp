#include "Storage.h"

#include "backend/DeviceBackend.h"
#include "tensor/Runtime.h"

#include <algorithm>

namespace tl {

Storage::Storage(Runtime &runtime, DeviceBackend &backend, Device device, uint64_t id, uint64_t nbytes, void *data)
    : runtime_(runtime), backend_(backend), device_(device), id_(id), nbytes_(nbytes), data_(data)
{
}

void Storage::markUninitialized()
{
    uninitialized_.clear();
    if (nbytes_ > 0)
        uninitialized_.emplace_back(0, nbytes_);
}

bool Storage::markInitialized(uint64_t begin, uint64_t end)
{
    if (uninitialized_.empty() || begin >= end)
        return false;
    // The ranges are sorted: only those overlapping [begin, end) change.
    auto first = std::lower_bound(uninitialized_.begin(), uninitialized_.end(), begin,
                                  [](const std::pair<uint64_t, uint64_t> &r, uint64_t b) { return r.second <= b; });
    if (first == uninitialized_.end() || first->first >= end)
        return false;
    auto last = first;
    ByteRanges kept;
    for (; last != uninitialized_.end() && last->first < end; ++last) {
        if (last->first < begin)
            kept.emplace_back(last->first, begin);
        if (last->second > end)
            kept.emplace_back(end, last->second);
    }
    const auto at = uninitialized_.erase(first, last);
    uninitialized_.insert(at, kept.begin(), kept.end());
    return true;
}

Storage::~Storage()
{
    backend_.deallocate(data_, nbytes_);
    runtime_.storageFreed(*this);
}

} // namespace tl
