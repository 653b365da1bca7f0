#pragma once
// The arguments of ndarray.resize as NumPy 1.24's array_resize reads them (methods.c).
#include "CallArgs.h"
#include "Value.h"

namespace tl {

class Interpreter;

class NumpyResizeCall {
public:
    static Value call(Interpreter &in, const Value &self, CallArgs &args);
};

} // namespace tl
