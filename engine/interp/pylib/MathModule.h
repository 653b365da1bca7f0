#pragma once
// Python's `math` module (CPython 3.11 Modules/mathmodule.c): the constants and the
// functions over floats and ints, with its domain and range errors.
#include "interp/CallArgs.h"
#include "interp/Value.h"

#include <optional>
#include <string>
#include <vector>

namespace tl {

class Interpreter;

class MathModule {
public:
    static const std::vector<std::string> &names(); // dir(math)
    // math.name; nullopt when the module has no such attribute.
    static std::optional<Value> attribute(const std::string &name);
    static Value call(Interpreter &in, const std::string &name, CallArgs &args);
};

} // namespace tl
