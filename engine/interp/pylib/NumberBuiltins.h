#pragma once
// The numeric builtins (Python/bltinmodule.c, Objects/longobject.c, Objects/floatobject.c):
// int, float, bool, abs, round, divmod, pow, hex, oct, bin, ord, chr, hash.
#include "BuiltinTable.h"

#include <string>

namespace tl {

class NumberBuiltins {
public:
    static void addTo(BuiltinTable &table);
    // round(x, n) for a float: correctly rounded to n decimal places, half to even.
    static double roundDouble(double x, int64_t ndigits);
};

} // namespace tl
