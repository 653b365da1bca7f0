#pragma once
// The exception classes scripts can name and catch: CPython's builtin hierarchy
// (Objects/exceptions.c) and the classes PyTorch and NumPy raise, by qualified name.
#include <string>
#include <vector>

namespace tl {

class ExceptionClasses {
public:
    // Is `qualified` an exception class ("ValueError", "torch.cuda.OutOfMemoryError")?
    static bool isClass(const std::string &qualified);
    // Can a script name it without an import (builtins: "ValueError", "Exception", ...)?
    static bool isBuiltin(const std::string &name);
    // issubclass(cls, base) for exception classes.
    static bool isSubclass(const std::string &cls, const std::string &base);
    static const std::vector<std::string> &builtinNames();
};

} // namespace tl
