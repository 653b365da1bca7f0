#pragma once
// hash() and the key equality of dicts and sets, as CPython computes them (Python/pyhash.c,
// Objects/longobject.c long_hash, Objects/floatobject.c via _Py_HashDouble, tuplehash), so
// that sets iterate in CPython's order. Strings hash with SipHash-1-3 under a zero key: the
// order CPython shows with PYTHONHASHSEED=0, as the golden cases are recorded.
#include "interp/Value.h"

#include <cstdint>

namespace tl {

class ValueHash {
public:
    // hash(v); TypeError "unhashable type: 'list'" for lists, dicts, sets and ndarrays.
    static int64_t of(const Value &v);
    // hash(v) of a dict key or a set element (`as`: "a dict key", "a set element"): CPython
    // 3.14 says which it was, "cannot use 'list' as a dict key (unhashable type: 'list')".
    static int64_t ofKey(const Value &v, const char *as);
    static int64_t ofInt(int64_t v);
    static int64_t ofDouble(double v);
    static int64_t ofString(const std::string &utf8);
    // Key equality: `a is b or a == b` for hashable keys (1 == 1.0 == True).
    static bool equal(const Value &a, const Value &b);
};

} // namespace tl
