#pragma once
// list.sort / sorted(): CPython 3.11's timsort (Objects/listobject.c: count_run,
// binarysort, galloping merges, the powersort merge policy), so that the same "<"
// comparisons run in the same order: the same results for inconsistent orders (NaN) and
// the same first TypeError for mixed types.
#include "interp/Value.h"

#include <functional>

namespace tl {

class ListSort {
public:
    // `a < b`; may throw (a TypeError from Python's comparison).
    using Less = std::function<bool(const Value &, const Value &)>;
    // Sorts `items` in place by `keys` (or by the items themselves when keys is null), stably;
    // `reverse` as list.sort(reverse=True). On a throw the items are left permuted, nothing lost.
    static void sort(ValueList &items, ValueList *keys, bool reverse, const Less &less);
};

} // namespace tl
