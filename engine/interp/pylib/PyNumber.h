#pragma once
// CPython's number protocol over the interpreter's values (Objects/abstract.c,
// Objects/floatobject.c): PyFloat_AsDouble, PyNumber_Index, PyNumber_Long, with the
// __float__ / __int__ / __index__ of tensors, arrays and NumPy scalars.
#include "interp/Value.h"

#include <string>

namespace tl {

class PyNumber {
public:
    // Has nb_int, nb_float or nb_index (PyNumber_Check).
    static bool isNumber(const Value &v);
    // PyFloat_AsDouble: TypeError "must be real number, not X" for non-numbers.
    static double toDouble(const Value &v);
    // PyNumber_Index: TypeError "'X' object cannot be interpreted as an integer".
    static int64_t index(const Value &v);
    static bool hasIndex(const Value &v);
    // PyNumber_Long of a number (float truncated; str parsing is int()'s own business).
    static int64_t toLong(const Value &v);
    // A float's integral value as int, as int(x) / math.floor give it (errors for nan/inf).
    static int64_t floatToLong(double x);
};

} // namespace tl
