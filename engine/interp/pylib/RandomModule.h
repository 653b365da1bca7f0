#pragma once
// Python's `random` module (Lib/random.py over Modules/_randommodule.c, CPython 3.11):
// the module-level functions of its hidden Random instance, bit for bit after seeding.
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
    static Value call(Interpreter &in, const std::string &name, CallArgs &args);
};

} // namespace tl
