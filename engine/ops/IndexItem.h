#pragma once
// One component of a subscript as both libraries read it: an integer, a slice
// (start/stop/step, each optional), None (a new axis), Ellipsis, a Python bool, or an
// array of integer or boolean indices (advanced indexing: a tensor for torch, an ndarray
// for NumPy).
#include "tensor/NdArray.h"
#include "tensor/TensorImpl.h"

#include <cstdint>
#include <optional>

namespace tl {

struct IndexItem {
    enum class Kind { Integer, Slice, None, Ellipsis, Boolean, Indices };
    Kind kind = Kind::Integer;
    int64_t index = 0; // Integer; Boolean: 0 or 1
    std::optional<int64_t> start;
    std::optional<int64_t> stop;
    std::optional<int64_t> step;
    TensorPtr tensor; // Indices into a tensor: int64 or bool, any device
    NdArrayPtr array; // Indices into an ndarray: an integer or bool array
    // Integer read from a 0-d integer array: NumPy then returns a copy, not a view.
    bool fromArray = false;

    static IndexItem integer(int64_t i) { return {Kind::Integer, i, {}, {}, {}, {}, {}, false}; }
    static IndexItem slice(std::optional<int64_t> a, std::optional<int64_t> b, std::optional<int64_t> s)
    {
        return {Kind::Slice, 0, a, b, s, {}, {}, false};
    }
    static IndexItem none() { return {Kind::None, 0, {}, {}, {}, {}, {}, false}; }
    static IndexItem ellipsis() { return {Kind::Ellipsis, 0, {}, {}, {}, {}, {}, false}; }
    static IndexItem boolean(bool b) { return {Kind::Boolean, b ? 1 : 0, {}, {}, {}, {}, {}, false}; }
    static IndexItem indices(TensorPtr t) { return {Kind::Indices, 0, {}, {}, {}, std::move(t), {}, false}; }
    static IndexItem indices(NdArrayPtr a) { return {Kind::Indices, 0, {}, {}, {}, {}, std::move(a), false}; }

    // Items that make indexing copy (advanced indexing) rather than view.
    bool isAdvanced() const { return kind == Kind::Boolean || kind == Kind::Indices; }
};

} // namespace tl
