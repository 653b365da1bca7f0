// random_seed_urandom (Modules/_randommodule.c): N words from the OS when no seed is given.
#include "PyLibState.h"

#include <random>

namespace tl {

PyLibState::PyLibState() { random.mt.seedWords(osEntropy()); }

std::vector<uint32_t> PyLibState::osEntropy()
{
    std::random_device os;
    std::vector<uint32_t> key(MersenneTwister::kN);
    for (auto &w : key)
        w = os();
    return key;
}

} // namespace tl
