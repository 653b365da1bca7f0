#pragma once
// The `numpy` module (as np), ndarray, its flags and dtypes, and NumPy scalars.
#include "CallArgs.h"
#include "Value.h"

namespace tl {

class Interpreter;

class NumpyBindings {
public:
    static Value moduleAttribute(Interpreter &in, const std::string &name);
    static Value callFunction(Interpreter &in, const std::string &qualified, CallArgs &args);
    static Value callType(Interpreter &in, const Value &type, CallArgs &args);
    static Value attribute(Interpreter &in, const Value &object, const std::string &name);
    static Value callMethod(Interpreter &in, const Value &self, const std::string &name, CallArgs &args);
    // `a.shape = ...` (the only ndarray attribute the engine lets a script set).
    static void setArrayAttribute(Interpreter &in, const Value &array, const std::string &name, const Value &v);
    static void setFlag(Interpreter &in, const Value &flags, const std::string &name, const Value &v);
    // flags['OWNDATA'] and friends.
    static Value flagItem(const Value &flags, const std::string &key);
};

} // namespace tl
