// random_seed_urandom (Modules/_randommodule.c): N words from the OS when no seed is given.
#include "PyLibState.h"

#include <random>

namespace tl {

PyLibState::PyLibState() { seedFromOs(); }

void PyLibState::seedFromOs()
{
    std::random_device os;
    std::vector<uint32_t> key(MersenneTwister::kN);
    for (auto &w : key)
        w = os();
    random.seedWords(key);
    gaussNext.reset();
}

} // namespace tl
