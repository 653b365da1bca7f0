#pragma once
// Python's `time` module, the clocks scripts time themselves with (Modules/timemodule.c):
// time, time_ns, perf_counter(_ns), monotonic(_ns), process_time(_ns), sleep.
#include "interp/CallArgs.h"
#include "interp/Value.h"

#include <optional>
#include <string>
#include <vector>

namespace tl {

class Interpreter;

class TimeModule {
public:
    static const std::vector<std::string> &names(); // dir(time)
    static std::optional<Value> attribute(const std::string &name);
    static Value call(Interpreter &in, const std::string &name, CallArgs &args);
};

} // namespace tl
