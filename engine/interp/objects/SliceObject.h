#pragma once
// Python's slice object (Objects/sliceobject.c): start, stop and step as given (None when
// left out); indices(len) as PySlice_Unpack + PySlice_AdjustIndices compute them.
#include "Object.h"
#include "interp/Value.h"

#include <cstdint>

namespace tl {

class SliceObject : public Object {
public:
    SliceObject(Value start, Value stop, Value step) : start(std::move(start)), stop(std::move(stop)), step(std::move(step)) {}
    std::string typeName() const override { return "slice"; }

    struct Bounds {
        int64_t start, stop, step, length;
    };
    // The items a slice selects from a sequence of `length`; TypeError for non-int bounds,
    // ValueError for a zero step (CPython's texts).
    Bounds indices(int64_t length) const;

    Value start, stop, step;
};

} // namespace tl
