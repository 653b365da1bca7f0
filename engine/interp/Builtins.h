#pragma once
// Python's builtins (print, len, range, sorted, int, ...) by name, the methods of plain
// values (str, list, tuple, dict, set) and their attributes and indexing.
#include "CallArgs.h"
#include "Value.h"

namespace tl {

class Interpreter;

class Builtins {
public:
    static bool has(const std::string &name);
    // A builtin function, or a library module's function ("math.sqrt").
    static Value call(Interpreter &in, const std::string &name, CallArgs &args);
    // Calling a class value (type(x)(...), int, list ...).
    static Value callType(Interpreter &in, const Value &type, CallArgs &args);
    static Value attribute(Interpreter &in, const Value &object, const std::string &name);
    static Value callMethod(Interpreter &in, const Value &self, const std::string &name, CallArgs &args);
    static Value subscript(Interpreter &in, const Value &object, const Value &index);
    // object[index] for any value (tensors and arrays through their indexing too).
    static Value subscriptOf(Interpreter &in, const Value &object, const Value &index);
    // object[index] for plain Python values (str, tuple, list, range, dict, torch.Size ...).
    static Value getItem(const Value &object, const Value &index);
    // PyMapping_Check: the value has __getitem__ (a list or a tensor counts, as in CPython).
    static bool isMapping(const Value &v);
    // setattr(object, name, value) on plain Python values.
    static void setAttribute(Interpreter &in, const Value &object, const std::string &name, const Value &value);
    // int(x) / float(x) of a tensor, array or NumPy scalar: its one element.
    static Scalar singleElement(const Value &v, const char *conversion);
};

} // namespace tl
