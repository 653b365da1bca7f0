#pragma once
// A tensor's _version: shared by a tensor, its views and detach(); .data gets a new one;
// NumPy writes never bump it.
#include <cstdint>
#include <memory>

namespace tl {

struct VersionCounter {
    int64_t value = 0;
};

using VersionCounterPtr = std::shared_ptr<VersionCounter>;

} // namespace tl
