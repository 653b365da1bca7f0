#pragma once
// Python's `warnings` module (Lib/warnings.py with the _warnings accelerator, 3.11): warn,
// simplefilter, filterwarnings, resetwarnings and the catch_warnings context manager.
#include "interp/CallArgs.h"
#include "interp/Value.h"

#include <optional>
#include <string>
#include <vector>

namespace tl {

class Interpreter;

class WarningsModule {
public:
    static const std::vector<std::string> &names(); // dir(warnings)
    static std::optional<Value> attribute(const std::string &name);
    static Value call(Interpreter &in, const std::string &name, CallArgs &args);
};

} // namespace tl
