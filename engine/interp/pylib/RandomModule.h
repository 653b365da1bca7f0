#pragma once
// Python's `random` module (Lib/random.py over Modules/_randommodule.c, CPython 3.11):
// the module-level functions of its hidden Random instance, bit for bit after seeding.
#include "RandomState.h"
#include "interp/CallArgs.h"
#include "interp/Value.h"

#include <optional>
#include <string>
#include <vector>

namespace tl {

class Interpreter;

class RandomModule {
public:
    static const std::vector<std::string> &names(); // dir(random)
    static std::optional<Value> attribute(const std::string &name);
    // random.name(...) on the module's generator; random.Random(x) makes a generator object.
    static Value call(Interpreter &in, const std::string &name, CallArgs &args);
    // The same function as a method of a generator of its own.
    static Value callOn(Interpreter &in, RandomState &state, const std::string &name, CallArgs &args);
    static bool isMethod(const std::string &name);
};

} // namespace tl
