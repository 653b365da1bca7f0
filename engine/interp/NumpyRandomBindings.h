#pragma once
// The numpy.random module over its global legacy RandomState, RandomState objects, and
// np.empty / np.empty_like, with NumPy 1.24's arguments and errors (numpy/random/mtrand.pyx).
#include "CallArgs.h"
#include "Value.h"

namespace tl {

class Interpreter;

class NumpyRandomBindings {
public:
    static Value moduleAttribute(Interpreter &in, const std::string &name);
    // numpy.random.<fn>, numpy.empty, numpy.empty_like.
    static Value callFunction(Interpreter &in, const std::string &qualified, CallArgs &args);
    static Value attribute(Interpreter &in, const Value &randomState, const std::string &name);
    static Value callMethod(Interpreter &in, const Value &randomState, const std::string &name, CallArgs &args);
};

} // namespace tl
