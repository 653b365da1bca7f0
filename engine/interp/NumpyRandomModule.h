#pragma once
// The numpy.random module and numpy.random.mtrand.RandomState objects as NumPy 1.24 names
// them: the legacy generator's functions come from the binding table (bind/NumpyRandomBindings),
// the rest of the module (default_rng, the other distributions) is refused.
#include "CallArgs.h"
#include "Value.h"

namespace tl {

class Interpreter;

class NumpyRandomModule {
public:
    static Value moduleAttribute(Interpreter &in, const std::string &name);
    static Value attribute(Interpreter &in, const Value &randomState, const std::string &name);
    static Value callMethod(Interpreter &in, const Value &randomState, const std::string &name, CallArgs &args);
};

} // namespace tl
