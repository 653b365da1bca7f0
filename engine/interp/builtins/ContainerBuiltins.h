#pragma once
// The methods of list, dict and set, list item assignment and deletion, and sequence
// indexing (the builtin functions themselves are in interp/pylib: SequenceBuiltins).
#include "interp/CallArgs.h"
#include "interp/Value.h"

#include <string>

namespace tl {

class Interpreter;

class ContainerBuiltins {
public:
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
