#pragma once
// What the library modules remember between calls within one interpreter: the random
// module's generator (seeded from the OS at startup, as CPython's `random` is on import)
// and its cached second gauss() value; the sys module's standard streams.
#include "MersenneTwister.h"
#include "TextStreamObject.h"

#include <optional>

namespace tl {

class PyLibState {
public:
    PyLibState();
    // random.seed() with no argument: 624 words from the OS's entropy source.
    void seedFromOs();

    MersenneTwister random;
    std::optional<double> gaussNext;
    // sys.stdout / sys.stderr (one object each, so `sys.stdout is sys.stdout`).
    Ref<TextStreamObject> stdoutStream = make<TextStreamObject>(false);
    Ref<TextStreamObject> stderrStream = make<TextStreamObject>(true);
};

} // namespace tl
