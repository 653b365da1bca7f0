#pragma once
// str() and repr() of a NumPy ndarray exactly as NumPy 1.24 prints them with the default
// print options (numpy/core/arrayprint.py: precision 8, floatmode 'maxprec', unique
// shortest digits, suppress=False, threshold 1000, edgeitems 3, linewidth 75, legacy off).
#include "print/ElementSource.h"

#include <string>

namespace tl {

class ArrayFormatter {
public:
    // What print(arr) / str(arr) prints: "[1. 2.]", "[[1 2]\n [3 4]]", "3.5" for 0-d.
    static std::string str(const ElementSource &source);
    // What repr(arr) prints: "array([1., 2.], dtype=float32)", "array(3.)", "array([], shape=(2, 0), dtype=float64)".
    static std::string repr(const ElementSource &source);
};

} // namespace tl
