#pragma once
// The methods of str (Objects/unicodeobject.c and Objects/stringlib/), over code points:
// split, join, strip, replace, find, startswith, case mapping, padding, predicates, format.
#include "interp/CallArgs.h"
#include "interp/Value.h"

#include <string>

namespace tl {

class Interpreter;

class StrMethods {
public:
    static bool has(const std::string &name);
    static Value call(Interpreter &in, const Value &self, const std::string &name, CallArgs &args);
};

} // namespace tl
