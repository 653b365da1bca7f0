#pragma once
// Puts a call's arguments into a Python function's parameter slots with CPython's rules
// and TypeErrors (Python/ceval.c initialize_locals, too_many_positional, missing_arguments).
#include "interp/CallArgs.h"
#include "interp/objects/FunctionObject.h"

namespace tl {

class ArgumentBinder {
public:
    // Fills `fast` (the frame's unbound slots) from `args`; `args` is consumed.
    static void bind(const FunctionObject &f, CallArgs &args, Value *fast);
    // Positional arguments only, already in fast[0..given) with given <= the positional
    // parameters: fills in *args, **kwargs and the defaults (the common call `f(a, b)`).
    static void finishPositional(const FunctionObject &f, size_t given, Value *fast);

private:
    [[noreturn]] static void tooManyPositional(const FunctionObject &f, size_t given, const Value *fast);
    [[noreturn]] static void missing(const FunctionObject &f, const std::vector<std::string> &names, const char *kind);
    static void fillDefaults(const FunctionObject &f, size_t given, Value *fast);
};

} // namespace tl
