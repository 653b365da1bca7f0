#pragma once
// What the library modules remember between calls within one interpreter: the random
// module's generator (seeded from the OS at startup, as CPython's `random` is on import)
// and its cached second gauss() value; the sys module's standard streams; the warnings
// filters and registries; numpy.finfo's cache of its instances.
#include "RandomState.h"
#include "TextStreamObject.h"
#include "WarningFilters.h"

#include "interp/Value.h"

#include <map>
#include <optional>

namespace tl {

class PyLibState {
public:
    PyLibState();
    // What random.seed() with no argument uses: 624 words from the OS's entropy source.
    static std::vector<uint32_t> osEntropy();

    RandomState random; // the module-level functions' generator
    // sys.stdout / sys.stderr (one object each, so `sys.stdout is sys.stdout`).
    Ref<TextStreamObject> stdoutStream = make<TextStreamObject>(false);
    Ref<TextStreamObject> stderrStream = make<TextStreamObject>(true);
    WarningFilters warnings;
    std::map<DType, Value> numpyFloatInfo; // finfo._finfo_cache: one instance per dtype
};

} // namespace tl
