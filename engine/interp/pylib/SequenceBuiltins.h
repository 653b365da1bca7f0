#pragma once
// The builtins over iterables (Python/bltinmodule.c, Objects/enumobject.c, rangeobject.c):
// len, min, max, sum, any, all, sorted, reversed, list, tuple, dict, set, frozenset, range,
// enumerate, zip, map, filter, iter, next.
#include "BuiltinTable.h"

namespace tl {

class SequenceBuiltins {
public:
    static void addTo(BuiltinTable &table);
    // len(x) (TypeError "object of type 'int' has no len()").
    static int64_t length(const Value &v);
    // list.sort(key=, reverse=) on `items` in place.
    static void sort(Interpreter &in, ValueList &items, const std::optional<Value> &key, bool reverse);
};

} // namespace tl
