#pragma once
// np.dot, np.matmul and ndarray.dot (NumPy's own argument rules), hooked into the numpy
// module's bindings.
#include "CallArgs.h"
#include "Value.h"

namespace tl {

class Interpreter;

class NumpyLinalgBindings {
public:
    static bool has(const std::string &name); // "dot", "matmul"
    static Value callFunction(Interpreter &in, const std::string &name, CallArgs &args);
    // ndarray.dot(b)
    static Value callMethod(Interpreter &in, const Value &self, const std::string &name, CallArgs &args);
};

} // namespace tl
