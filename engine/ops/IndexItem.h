#pragma once
// One component of a subscript: an integer or a slice (start/stop/step, each optional).
#include <cstdint>
#include <optional>

namespace tl {

struct IndexItem {
    enum class Kind { Integer, Slice };
    Kind kind = Kind::Integer;
    int64_t index = 0;
    std::optional<int64_t> start;
    std::optional<int64_t> stop;
    std::optional<int64_t> step;

    static IndexItem integer(int64_t i) { return {Kind::Integer, i, {}, {}, {}}; }
    static IndexItem slice(std::optional<int64_t> a, std::optional<int64_t> b, std::optional<int64_t> s)
    {
        return {Kind::Slice, 0, a, b, s};
    }
};

} // namespace tl
