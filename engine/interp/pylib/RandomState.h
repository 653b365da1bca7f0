#pragma once
// The state of one random.Random: its Mersenne Twister and the second value gauss()
// keeps for its next call. The module's functions share one; each random.Random(seed)
// object has its own.
#include "MersenneTwister.h"

#include <optional>

namespace tl {

struct RandomState {
    MersenneTwister mt;
    std::optional<double> gaussNext;
};

} // namespace tl
