#pragma once
// Argument binding for library functions, with CPython 3.11's TypeErrors: the builtin
// (C) forms ("math.sqrt() takes exactly one argument (0 given)", "atan2 expected 2
// arguments, got 1") and the pure-Python forms of functions written in Python
// ("Random.randint() missing 1 required positional argument: 'b'").
#include "interp/CallArgs.h"

#include <optional>
#include <string>
#include <vector>

namespace tl {

class PyArgs {
public:
    // METH_O: one positional argument, no keywords. `name` as the error shows it ("math.sqrt").
    static const Value &one(const CallArgs &args, const std::string &name);
    // METH_NOARGS: "time.time() takes no arguments (1 given)".
    static void none(const CallArgs &args, const std::string &name);
    // _PyArg_CheckPositional: between min and max positional arguments, no keywords
    // ("atan2 expected 2 arguments, got 1"; "exit expected at most 1 argument, got 2").
    static void positional(const CallArgs &args, const std::string &name, size_t min, size_t max);
    static void noKeywords(const CallArgs &args, const std::string &name);

    struct Param {
        std::string name;
        bool required = true;
        bool keywordOnly = false;
    };
    // A function defined in Python (`qualname` as "Random.randint"): binds positional and
    // keyword arguments to the parameters; absent optional ones are nullopt. A bound
    // method's counts include its `self` ("takes from 1 to 3 positional arguments").
    static std::vector<std::optional<Value>> bind(const CallArgs &args, const std::string &qualname,
                                                  const std::vector<Param> &params, bool boundMethod = false);
};

} // namespace tl
