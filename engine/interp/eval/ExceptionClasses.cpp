// CPython 3.11's exception hierarchy (Lib/test/exception_hierarchy.txt), plus
// torch.cuda.OutOfMemoryError (torch/cuda/__init__.py: a RuntimeError) and NumPy's
// numpy/core/_exceptions.py classes.
#include "ExceptionClasses.h"

#include <unordered_map>

namespace tl {

namespace {

struct Entry {
    const char *name;
    const char *parent; // nullptr for BaseException
    bool builtin;
};

const Entry kClasses[] = {
    {"BaseException", nullptr, true},
    {"GeneratorExit", "BaseException", true},
    {"KeyboardInterrupt", "BaseException", true},
    {"SystemExit", "BaseException", true},
    {"Exception", "BaseException", true},
    {"ArithmeticError", "Exception", true},
    {"FloatingPointError", "ArithmeticError", true},
    {"OverflowError", "ArithmeticError", true},
    {"ZeroDivisionError", "ArithmeticError", true},
    {"AssertionError", "Exception", true},
    {"AttributeError", "Exception", true},
    {"BufferError", "Exception", true},
    {"EOFError", "Exception", true},
    {"ImportError", "Exception", true},
    {"ModuleNotFoundError", "ImportError", true},
    {"LookupError", "Exception", true},
    {"IndexError", "LookupError", true},
    {"KeyError", "LookupError", true},
    {"MemoryError", "Exception", true},
    {"NameError", "Exception", true},
    {"UnboundLocalError", "NameError", true},
    {"OSError", "Exception", true},
    {"FileExistsError", "OSError", true},
    {"FileNotFoundError", "OSError", true},
    {"PermissionError", "OSError", true},
    {"TimeoutError", "OSError", true},
    {"ReferenceError", "Exception", true},
    {"RuntimeError", "Exception", true},
    {"NotImplementedError", "RuntimeError", true},
    {"RecursionError", "RuntimeError", true},
    {"StopAsyncIteration", "Exception", true},
    {"StopIteration", "Exception", true},
    {"SyntaxError", "Exception", true},
    {"IndentationError", "SyntaxError", true},
    {"TabError", "IndentationError", true},
    {"SystemError", "Exception", true},
    {"TypeError", "Exception", true},
    {"ValueError", "Exception", true},
    {"UnicodeError", "ValueError", true},
    {"UnicodeDecodeError", "UnicodeError", true},
    {"UnicodeEncodeError", "UnicodeError", true},
    {"Warning", "Exception", true},
    {"UserWarning", "Warning", true},
    {"DeprecationWarning", "Warning", true},
    {"PendingDeprecationWarning", "Warning", true},
    {"SyntaxWarning", "Warning", true},
    {"RuntimeWarning", "Warning", true},
    {"FutureWarning", "Warning", true},
    {"ImportWarning", "Warning", true},
    {"UnicodeWarning", "Warning", true},
    {"BytesWarning", "Warning", true},
    {"ResourceWarning", "Warning", true},
    {"torch.cuda.OutOfMemoryError", "RuntimeError", false},
    {"numpy.AxisError", "ValueError", false}, // also an IndexError in NumPy: one base is modelled
    {"numpy.core._exceptions._ArrayMemoryError", "MemoryError", false},
    {"numpy.core._exceptions.UFuncTypeError", "TypeError", false},
    {"numpy.core._exceptions._UFuncCastingError", "numpy.core._exceptions.UFuncTypeError", false},
    {"numpy.core._exceptions._UFuncOutputCastingError", "numpy.core._exceptions._UFuncCastingError", false},
    {"numpy.core._exceptions._UFuncInputCastingError", "numpy.core._exceptions._UFuncCastingError", false},
};

const std::unordered_map<std::string, const Entry *> &byName()
{
    static const std::unordered_map<std::string, const Entry *> map = [] {
        std::unordered_map<std::string, const Entry *> m;
        for (const Entry &e : kClasses)
            m.emplace(e.name, &e);
        return m;
    }();
    return map;
}

} // namespace

bool ExceptionClasses::isClass(const std::string &qualified) { return byName().count(qualified) != 0; }

bool ExceptionClasses::isBuiltin(const std::string &name)
{
    auto it = byName().find(name);
    return it != byName().end() && it->second->builtin;
}

bool ExceptionClasses::isSubclass(const std::string &cls, const std::string &base)
{
    for (auto it = byName().find(cls); it != byName().end();) {
        if (base == it->second->name)
            return true;
        if (!it->second->parent)
            return false;
        it = byName().find(it->second->parent);
    }
    return false;
}

const std::vector<std::string> &ExceptionClasses::builtinNames()
{
    static const std::vector<std::string> names = [] {
        std::vector<std::string> out;
        for (const Entry &e : kClasses)
            if (e.builtin)
                out.push_back(e.name);
        return out;
    }();
    return names;
}

} // namespace tl
