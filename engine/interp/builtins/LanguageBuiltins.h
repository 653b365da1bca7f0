#pragma once
// Builtins that construct the evaluator's own objects (slice), added to the builtins table
// beside pylib's groups.
#include "interp/pylib/BuiltinTable.h"

namespace tl {

class LanguageBuiltins {
public:
    static void addTo(BuiltinTable &table);
};

} // namespace tl
