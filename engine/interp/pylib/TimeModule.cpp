// The clocks of CPython 3.11 Modules/timemodule.c on Linux: CLOCK_REALTIME for time(),
// CLOCK_MONOTONIC for perf_counter() and monotonic(), CLOCK_PROCESS_CPUTIME_ID for
// process_time(); sleep() in slices so a stop request interrupts it (KeyboardInterrupt).
#include "TimeModule.h"

#include "PyArgs.h"
#include "PyNumber.h"
#include "core/InterruptFlag.h"
#include "core/PyError.h"
#include "core/VersionProfile.h"
#include "interp/PythonTypes.h"
#include "interp/Interpreter.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <ctime>
#include <thread>

namespace tl {

namespace {

int64_t nanoseconds(clockid_t clock)
{
    timespec ts{};
    clock_gettime(clock, &ts);
    return static_cast<int64_t>(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

// _PyTime_AsSecondsDouble: whole seconds and nanoseconds apart, as CPython divides.
double seconds(int64_t ns)
{
    if (ns % 1000000000 == 0)
        return static_cast<double>(ns / 1000000000);
    return static_cast<double>(ns) / 1e9;
}

clockid_t clockOf(const std::string &name)
{
    if (name.rfind("time", 0) == 0)
        return CLOCK_REALTIME;
    if (name.rfind("process_time", 0) == 0)
        return CLOCK_PROCESS_CPUTIME_ID;
    return CLOCK_MONOTONIC; // perf_counter, monotonic
}

bool isClock(const std::string &name)
{
    static const char *clocks[] = {"time", "time_ns", "perf_counter", "perf_counter_ns", "monotonic", "monotonic_ns",
                                   "process_time", "process_time_ns"};
    return std::find(std::begin(clocks), std::end(clocks), name) != std::end(clocks);
}

void sleep(const Value &v)
{
    double secs;
    if (v.kind == Value::Kind::Float || (v.kind == Value::Kind::NpScalar && v.scalar.isFloating())) {
        secs = PyNumber::toDouble(v);
        if (std::isnan(secs))
            throw PyError("ValueError", "Invalid value NaN (not a number)");
    } else {
        // time.sleep("a"): an integer is required (3.14: "an integer or float")
        if (Profile::isCurrent() && !PyNumber::hasIndex(v))
            throw PyError("TypeError", "'" + PythonTypes::shortName(v) + "' object cannot be interpreted as an integer or float");
        secs = static_cast<double>(PyNumber::index(v));
    }
    if (secs < 0)
        throw PyError("ValueError", "sleep length must be non-negative");
    if (secs * 1e9 >= 9223372036854775807.0)
        throw PyError("OverflowError", "timestamp too large to convert to C _PyTime_t");
    using Clock = std::chrono::steady_clock;
    const auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(secs));
    for (;;) {
        InterruptFlag::poll();
        const auto now = Clock::now();
        if (now >= deadline)
            return;
        const Clock::duration slice = std::chrono::milliseconds(20);
        std::this_thread::sleep_for(std::min<Clock::duration>(deadline - now, slice));
    }
}

} // namespace

const std::vector<std::string> &TimeModule::names()
{
    static const std::vector<std::string> n = {
        "CLOCK_BOOTTIME", "CLOCK_MONOTONIC", "CLOCK_MONOTONIC_RAW", "CLOCK_PROCESS_CPUTIME_ID", "CLOCK_REALTIME",
        "CLOCK_TAI", "CLOCK_THREAD_CPUTIME_ID", "_STRUCT_TM_ITEMS", "__doc__", "__loader__", "__name__", "__package__",
        "__spec__", "altzone", "asctime", "clock_getres", "clock_gettime", "clock_gettime_ns", "clock_settime",
        "clock_settime_ns", "ctime", "daylight", "get_clock_info", "gmtime", "localtime", "mktime", "monotonic",
        "monotonic_ns", "perf_counter", "perf_counter_ns", "process_time", "process_time_ns", "pthread_getcpuclockid",
        "sleep", "strftime", "strptime", "struct_time", "thread_time", "thread_time_ns", "time", "time_ns", "timezone",
        "tzname", "tzset"};
    return n;
}

std::optional<Value> TimeModule::attribute(const std::string &name)
{
    if (name == "__name__")
        return Value::str("time");
    if (isClock(name) || name == "sleep")
        return Value::function("time." + name);
    if (std::binary_search(names().begin(), names().end(), name))
        throw UnsupportedError("time." + name);
    return std::nullopt;
}

Value TimeModule::call(Interpreter &, const std::string &name, CallArgs &args)
{
    if (name == "sleep") {
        sleep(PyArgs::one(args, "time.sleep"));
        return Value::none();
    }
    if (!isClock(name))
        throw UnsupportedError("time." + name);
    PyArgs::none(args, "time." + name);
    const int64_t ns = nanoseconds(clockOf(name));
    if (name.size() > 3 && name.compare(name.size() - 3, 3, "_ns") == 0)
        return Value::integer(ns);
    return Value::real(seconds(ns));
}

} // namespace tl
