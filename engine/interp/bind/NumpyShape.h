#pragma once
// A shape argument as NumPy 1.24's PyArray_IntpConverter reads it (np.zeros(shape),
// np.empty(shape), np.random's size=): one integer or a sequence of them, with its TypeErrors.
#include "interp/Value.h"

#include <cstdint>
#include <vector>

namespace tl::bind {

class NumpyShape {
public:
    // `v` is not None (callers give None its own meaning); negative sizes are the caller's to refuse.
    static std::vector<int64_t> of(const Value &v);
    // One integer as operator.index reads it (an axis, linspace's num): ints, bools and NumPy
    // integer scalars.
    static int64_t index(const Value &v);
};

} // namespace tl::bind
