#pragma once
// Python's builtins the subset uses (print, type, len, str, repr, int, float, bool, ...)
// and the attributes and indexing of plain Python values.
#include "CallArgs.h"
#include "Value.h"

namespace tl {

class Interpreter;

class Builtins {
public:
    static bool has(const std::string &name);
    static Value call(Interpreter &in, const std::string &name, CallArgs &args);
    static Value callType(Interpreter &in, const Value &type, CallArgs &args);
    static Value attribute(Interpreter &in, const Value &object, const std::string &name);
    static Value callMethod(Interpreter &in, const Value &self, const std::string &name, CallArgs &args);
    static Value subscript(Interpreter &in, const Value &object, const Value &index);
    // setattr(object, name, value) on plain Python values.
    static void setAttribute(Interpreter &in, const Value &object, const std::string &name, const Value &value);
    // int(x) / float(x) of a tensor, array or NumPy scalar: its one element.
    static Scalar singleElement(const Value &v, const char *conversion);
};

} // namespace tl
