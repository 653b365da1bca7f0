#pragma once
// The standard-library modules the interpreter provides itself (math, random, time, sys,
// copy, warnings, __future__): what `import` binds, what `module.name` gives, how their functions are
// called and how modules and their objects print. The import machinery asks here first.
#include "interp/CallArgs.h"
#include "interp/Value.h"

#include <optional>
#include <string>
#include <string_view>

namespace tl {

class Interpreter;

class PyModules {
public:
    // `import name` can be answered here.
    static bool has(std::string_view module);
    // Where CPython 3.11 on Debian finds a module, as ImportError names it ("unknown location"
    // for built-in ones); nullopt for modules modelled only in part.
    static std::optional<std::string> location(std::string_view module);
    // module.name (AttributeError "module 'math' has no attribute 'x'" with CPython's hint).
    static Value attribute(Interpreter &in, const std::string &module, const std::string &name);
    // A call of one of their functions, named "math.sqrt", "random.randint" ...
    static bool isFunction(std::string_view qualified);
    static Value call(Interpreter &in, const std::string &qualified, CallArgs &args);
    // repr() of a module, of one of its functions or objects ("<module 'math' (built-in)>",
    // "<built-in function sqrt>"); nullopt when Python would show a memory address.
    static std::optional<std::string> repr(const Value &v);
    // type(x).__name__-qualified class of those values ("module", "builtin_function_or_method").
    static std::optional<std::string> typeName(const Value &v);
};

} // namespace tl
