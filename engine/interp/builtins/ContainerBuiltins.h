#pragma once
// The builtins of Python's containers and iteration (Python/bltinmodule.c and the type
// constructors in Objects/): range, list, tuple, dict, set, frozenset, iter, next,
// enumerate, zip, reversed, map, filter, any, all, callable, issubclass; and the methods
// of list, dict and set.
#include "interp/CallArgs.h"
#include "interp/Value.h"

#include <string>

namespace tl {

class Interpreter;

class ContainerBuiltins {
public:
    static bool has(const std::string &name);
    static Value call(Interpreter &in, const std::string &name, CallArgs &args);
    // Whether `self` (a list, dict or set) has the method `name`.
    static bool hasMethod(const Value &self, const std::string &name);
    static Value callMethod(Interpreter &in, const Value &self, const std::string &name, CallArgs &args);
    // obj[index] = value and del obj[index] on a list.
    static void setListItem(Interpreter &in, const Value &list, const Value &index, const Value &value);
    static void deleteListItem(Interpreter &in, const Value &list, const Value &index);
    // An index of a sequence of `length` as CPython's PyNumber_AsSsize_t sees it (negatives
    // wrapped); `what` names the sequence in "list index out of range".
    static int64_t sequenceIndex(const Value &index, int64_t length, const std::string &what, const char *indicesOf);
};

} // namespace tl
