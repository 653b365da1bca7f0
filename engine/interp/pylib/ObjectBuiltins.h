#pragma once
// The builtins about objects themselves (Python/bltinmodule.c): print, repr, ascii, str,
// format, type, isinstance, issubclass, hasattr, getattr, id, callable.
#include "BuiltinTable.h"

#include <string>

namespace tl {

class ObjectBuiltins {
public:
    static void addTo(BuiltinTable &table);
    // issubclass(cls, base) between classes named as type(x) prints them.
    static bool isSubclass(const std::string &cls, const std::string &base);
};

} // namespace tl
