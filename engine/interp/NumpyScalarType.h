#pragma once
// Calling a NumPy scalar type (np.float32(1), np.int64([1, 2]), np.int8('12')) as NumPy 1.24's
// scalartypes.c.src does: numbers become scalars, sequences and arrays become arrays.
#include "CallArgs.h"
#include "Value.h"

namespace tl {

class Interpreter;

class NumpyScalarType {
public:
    static Value call(Interpreter &in, DType type, CallArgs &args);
};

} // namespace tl
