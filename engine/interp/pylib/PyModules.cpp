// The registry of the library modules the interpreter implements itself, and how CPython
// 3.11 names and prints them (module_repr: "<module 'math' (built-in)>" for modules built
// into the reference interpreter, "<module 'random' from '/usr/lib/python3.11/random.py'>"
// for those written in Python).
#include "PyModules.h"

#include "CopyModule.h"
#include "MathModule.h"
#include "RandomModule.h"
#include "SysModule.h"
#include "TimeModule.h"
#include "WarningsModule.h"
#include "core/PyError.h"
#include "core/VersionProfile.h"
#include "interp/Suggestions.h"

#include <array>

namespace tl {

namespace {

struct ModuleInfo {
    std::string_view name;
    std::string_view file; // in the standard library's folder; empty for modules built into the interpreter
};

constexpr std::array<ModuleInfo, 7> kModules = {{
    {"math", ""},
    {"random", "random.py"},
    {"time", ""},
    {"sys", ""},
    {"copy", "copy.py"},
    {"__future__", "__future__.py"},
    {"warnings", "warnings.py"},
}};

// Where the profile's Python keeps it: "/usr/lib/python3.11/random.py".
std::string libraryFile(const ModuleInfo &m)
{
    return "/usr/lib/python" + std::string(Profile::minor(Profile::activeVersions().python)) + "/" + std::string(m.file);
}

const ModuleInfo *find(std::string_view module)
{
    for (const auto &m : kModules)
        if (m.name == module)
            return &m;
    return nullptr;
}

const std::vector<std::string> &futureNames()
{
    static const std::vector<std::string> n = {
        "CO_FUTURE_ABSOLUTE_IMPORT", "CO_FUTURE_ANNOTATIONS", "CO_FUTURE_BARRY_AS_BDFL", "CO_FUTURE_DIVISION",
        "CO_FUTURE_GENERATOR_STOP", "CO_FUTURE_PRINT_FUNCTION", "CO_FUTURE_UNICODE_LITERALS", "CO_FUTURE_WITH_STATEMENT",
        "CO_GENERATOR_ALLOWED", "CO_NESTED", "_Feature", "__all__", "__builtins__", "__cached__", "__doc__", "__file__",
        "__loader__", "__name__", "__package__", "__spec__", "absolute_import", "all_feature_names", "annotations",
        "barry_as_FLUFL", "division", "generator_stop", "generators", "nested_scopes", "print_function",
        "unicode_literals", "with_statement"};
    return n;
}

bool isFeature(const std::string &name)
{
    static const char *features[] = {"absolute_import", "annotations", "barry_as_FLUFL", "division", "generator_stop",
                                     "generators", "nested_scopes", "print_function", "unicode_literals", "with_statement"};
    for (const char *f : features)
        if (name == f)
            return true;
    return false;
}

const std::vector<std::string> &pyModulesDirOf(std::string_view module)
{
    if (module == "math")
        return MathModule::names();
    if (module == "random")
        return RandomModule::names();
    if (module == "time")
        return TimeModule::names();
    if (module == "sys")
        return SysModule::names();
    if (module == "copy")
        return CopyModule::names();
    if (module == "warnings")
        return WarningsModule::names();
    return futureNames();
}

} // namespace

bool PyModules::has(std::string_view module) { return find(module) != nullptr; }

std::optional<std::string> PyModules::location(std::string_view module)
{
    if (const ModuleInfo *m = find(module))
        return m->file.empty() ? std::string("unknown location") : libraryFile(*m);
    // torch and NumPy answer AttributeError only for names they do not have.
    if (module == "torch")
        return "/usr/lib/python3/dist-packages/torch/__init__.py";
    if (module == "torch.nn")
        return "/usr/lib/python3/dist-packages/torch/nn/__init__.py";
    if (module == "numpy")
        return "/usr/lib/python3/dist-packages/numpy/__init__.py";
    return std::nullopt;
}

Value PyModules::attribute(Interpreter &in, const std::string &module, const std::string &name)
{
    std::optional<Value> v;
    if (module == "math")
        v = MathModule::attribute(name);
    else if (module == "random")
        v = RandomModule::attribute(name);
    else if (module == "time")
        v = TimeModule::attribute(name);
    else if (module == "sys")
        v = SysModule::attribute(in, name);
    else if (module == "copy")
        v = CopyModule::attribute(name);
    else if (module == "warnings")
        v = WarningsModule::attribute(name);
    else if (module == "__future__") {
        // `from __future__ import annotations`: the features change nothing we run.
        if (isFeature(name))
            v = Value::function("__future__." + name);
        else if (name == "__name__")
            v = Value::str("__future__");
        else if (std::binary_search(futureNames().begin(), futureNames().end(), name))
            throw UnsupportedError("__future__." + name);
    }
    if (v)
        return *v;
    throw PyError("AttributeError", "module '" + module + "' has no attribute '" + name + "'")
        .withSuggestion(Suggestions::best(name, pyModulesDirOf(module)));
}

bool PyModules::isFunction(std::string_view qualified)
{
    const auto dot = qualified.find('.');
    return dot != std::string_view::npos && has(qualified.substr(0, dot));
}

Value PyModules::call(Interpreter &in, const std::string &qualified, CallArgs &args)
{
    const auto dot = qualified.find('.');
    const std::string module = qualified.substr(0, dot), name = qualified.substr(dot + 1);
    if (module == "math")
        return MathModule::call(in, name, args);
    if (module == "random")
        return RandomModule::call(in, name, args);
    if (module == "time")
        return TimeModule::call(in, name, args);
    if (module == "sys")
        return SysModule::call(in, name, args);
    if (module == "copy")
        return CopyModule::call(in, name, args);
    if (module == "warnings")
        return WarningsModule::call(in, name, args);
    throw PyError("TypeError", "'_Feature' object is not callable");
}

std::optional<std::string> PyModules::repr(const Value &v)
{
    using K = Value::Kind;
    if (v.kind == K::Module) {
        const ModuleInfo *m = find(v.text);
        if (!m)
            return std::nullopt;
        if (m->file.empty())
            return "<module '" + std::string(m->name) + "' (built-in)>";
        return "<module '" + std::string(m->name) + "' from '" + libraryFile(*m) + "'>";
    }
    if (v.kind == K::Tuple && SysModule::isVersionInfo(v))
        return SysModule::versionInfoRepr(v);
    if (v.kind == K::Function && v.text.rfind("__future__.", 0) == 0) {
        // __future__'s _Feature objects: (optional release, mandatory release, compiler flag).
        static const std::pair<std::string_view, std::string_view> features[] = {
            {"nested_scopes", "(2, 1, 0, 'beta', 1), (2, 2, 0, 'alpha', 0), 16"},
            {"generators", "(2, 2, 0, 'alpha', 1), (2, 3, 0, 'final', 0), 0"},
            {"division", "(2, 2, 0, 'alpha', 2), (3, 0, 0, 'alpha', 0), 131072"},
            {"absolute_import", "(2, 5, 0, 'alpha', 1), (3, 0, 0, 'alpha', 0), 262144"},
            {"with_statement", "(2, 5, 0, 'alpha', 1), (2, 6, 0, 'alpha', 0), 524288"},
            {"print_function", "(2, 6, 0, 'alpha', 2), (3, 0, 0, 'alpha', 0), 1048576"},
            {"unicode_literals", "(2, 6, 0, 'alpha', 2), (3, 0, 0, 'alpha', 0), 2097152"},
            {"barry_as_FLUFL", "(3, 1, 0, 'alpha', 2), (4, 0, 0, 'alpha', 0), 4194304"},
            {"generator_stop", "(3, 5, 0, 'beta', 1), (3, 7, 0, 'alpha', 0), 8388608"},
            {"annotations", "(3, 7, 0, 'beta', 1), None, 16777216"},
        };
        for (const auto &[name, args] : features)
            if (v.text.substr(11) == name)
                return "_Feature(" + std::string(args) + ")";
    }
    if (v.kind == K::Function && isFunction(v.text)) {
        const auto dot = v.text.find('.');
        const std::string module = v.text.substr(0, dot), name = v.text.substr(dot + 1);
        // Functions of C modules print without an address; random's are bound methods of
        // a hidden instance and copy's are Python functions: both show addresses.
        if (module == "math" || module == "time" || module == "sys" || v.text == "warnings.warn")
            return "<built-in function " + name + ">";
    }
    return std::nullopt;
}

std::optional<std::string> PyModules::typeName(const Value &v)
{
    using K = Value::Kind;
    if (v.kind == K::Tuple && SysModule::isVersionInfo(v))
        return "sys.version_info";
    if (v.kind != K::Function || !isFunction(v.text))
        return std::nullopt;
    const std::string module = v.text.substr(0, v.text.find('.'));
    if (module == "random")
        return v.text == "random.random" || v.text == "random.getrandbits" ? "builtin_function_or_method"
                                                                                                        : "method";
    if (module == "copy" || (module == "warnings" && v.text != "warnings.warn"))
        return "function";
    if (module == "__future__")
        return "__future__._Feature";
    return "builtin_function_or_method";
}

} // namespace tl
