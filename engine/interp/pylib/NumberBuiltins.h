#pragma once
// The numeric builtins (Python/bltinmodule.c, Objects/longobject.c, Objects/floatobject.c):
// int, float, bool, abs, round, divmod, pow, hex, oct, bin, ord, chr, hash.
#include "BuiltinTable.h"

#include <string>

namespace tl {

class NumberBuiltins {
public:
    static void addTo(BuiltinTable &table);
    // int(text, base): PyLong_FromString's grammar (sign, prefixes, underscores).
    static Value parseInt(const std::string &text, int64_t base, const Value &original);
    // float(text): CPython's float grammar (inf, nan, underscores between digits).
    static Value parseFloat(const std::string &text, const Value &original);
    // round(x, n) for a float: correctly rounded to n decimal places, half to even.
    static double roundDouble(double x, int64_t ndigits);
};

} // namespace tl
