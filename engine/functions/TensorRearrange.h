#pragma once
// Ops that copy a tensor's elements into new memory in another arrangement: flip (reversed
// along some dimensions) and repeat (tiled), as ATen's TensorTransformations.cpp and
// TensorShape.cpp. Neither ever shares with its input.
#include "ops/TensorMaker.h"

namespace tl {

class TensorRearrange {
public:
    using Shape = std::vector<int64_t>;

    static TensorPtr flip(Runtime &rt, const TensorPtr &t, const Shape &dims);
    static TensorPtr repeat(Runtime &rt, const TensorPtr &t, const Shape &repeats);
};

} // namespace tl
