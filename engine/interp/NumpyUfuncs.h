#pragma once
// NumPy's ufunc objects (np.add, np.sqrt ...): the elementwise bindings declared with the
// ufunc calling convention are numpy.ufunc instances, with their attributes (__name__,
// nin, nout, nargs, identity) and the methods reduce, accumulate and outer.
#include "Value.h"

#include <string>

namespace tl {

class CallArgs;
class Interpreter;

class NumpyUfuncs {
public:
    static bool is(const Value &v);
    // repr(np.add): "<ufunc 'add'>" (an alias prints the ufunc's own name: np.abs is absolute).
    static std::string repr(const Value &ufunc);
    // Sets `out` and returns true for the attributes a ufunc has that are modelled.
    static bool attribute(const Value &ufunc, const std::string &name, Value &out);
    // ufunc.reduce / accumulate / outer / reduceat.
    static Value callMethod(Interpreter &in, const Value &ufunc, const std::string &method, const CallArgs &args);
};

} // namespace tl
