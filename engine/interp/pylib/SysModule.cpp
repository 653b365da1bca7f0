// sys of the reference interpreter (CPython 3.11.2 as Debian 12 builds it, or the active
// profile's): its version text, version_info struct sequence, maxsize and platform; the standard streams and
// their write(); exit() raising SystemExit.
#include "SysModule.h"

#include "PyArgs.h"
#include "PyLibState.h"
#include "SystemExitError.h"
#include "core/PyError.h"
#include "core/VersionProfile.h"
#include "interp/Interpreter.h"
#include "interp/ValuePrinter.h"

#include <algorithm>
#include <array>

namespace tl {

namespace {

constexpr const char *kVersionInfoMarker = "sys.version_info";
const char *const kSysFields[] = {"major", "minor", "micro", "releaselevel", "serial"};

// The profile's Python, "3.14.8": {3, 14, 8}.
std::array<int, 3> pythonVersion()
{
    std::array<int, 3> parts{};
    const std::string_view text = Profile::activeVersions().python;
    size_t at = 0;
    for (int &part : parts) {
        while (at < text.size() && text[at] >= '0' && text[at] <= '9')
            part = part * 10 + (text[at++] - '0');
        ++at; // the dot
    }
    return parts;
}

Value versionInfo()
{
    const auto [major, minor, micro] = pythonVersion();
    Value v = Value::tuple({Value::integer(major), Value::integer(minor), Value::integer(micro), Value::str("final"), Value::integer(0)});
    v.text = kVersionInfoMarker;
    return v;
}

} // namespace

const std::vector<std::string> &SysModule::names()
{
    static const std::vector<std::string> n = {
        "__breakpointhook__", "__displayhook__", "__doc__", "__excepthook__", "__interactivehook__", "__loader__",
        "__name__", "__package__", "__spec__", "__stderr__", "__stdin__", "__stdout__", "__unraisablehook__",
        "_base_executable", "_clear_type_cache", "_current_exceptions", "_current_frames", "_debugmallocstats",
        "_framework", "_getframe", "_getquickenedcount", "_git", "_home", "_stdlib_dir", "_xoptions", "abiflags",
        "addaudithook", "api_version", "argv", "audit", "base_exec_prefix", "base_prefix", "breakpointhook",
        "builtin_module_names", "byteorder", "call_tracing", "copyright", "displayhook", "dont_write_bytecode",
        "exc_info", "excepthook", "exception", "exec_prefix", "executable", "exit", "flags", "float_info",
        "float_repr_style", "get_asyncgen_hooks", "get_coroutine_origin_tracking_depth", "get_int_max_str_digits",
        "getallocatedblocks", "getdefaultencoding", "getdlopenflags", "getfilesystemencodeerrors",
        "getfilesystemencoding", "getprofile", "getrecursionlimit", "getrefcount", "getsizeof", "getswitchinterval",
        "gettrace", "hash_info", "hexversion", "implementation", "int_info", "intern", "is_finalizing", "maxsize",
        "maxunicode", "meta_path", "modules", "orig_argv", "path", "path_hooks", "path_importer_cache", "platform",
        "platlibdir", "prefix", "pycache_prefix", "set_asyncgen_hooks", "set_coroutine_origin_tracking_depth",
        "set_int_max_str_digits", "setdlopenflags", "setprofile", "setrecursionlimit", "setswitchinterval", "settrace",
        "stderr", "stdin", "stdlib_module_names", "stdout", "thread_info", "unraisablehook", "version", "version_info",
        "warnoptions"};
    return n;
}

std::optional<Value> SysModule::attribute(Interpreter &in, const std::string &name)
{
    if (name == "__name__")
        return Value::str("sys");
    if (name == "version")
        return Value::str(std::string(Profile::activeVersions().sysVersion));
    if (name == "version_info")
        return versionInfo();
    if (name == "hexversion")
    {
        const auto [major, minor, micro] = pythonVersion();
        return Value::integer((major << 24) | (minor << 16) | (micro << 8) | 0xF0); // a final release
    }
    if (name == "maxsize")
        return Value::integer(INT64_MAX);
    if (name == "maxunicode")
        return Value::integer(0x10FFFF);
    if (name == "platform")
        return Value::str("linux");
    if (name == "byteorder")
        return Value::str("little");
    if (name == "float_repr_style")
        return Value::str("short");
    if (name == "stdout" || name == "__stdout__")
        return Value::object(Value::Kind::Object, in.pylibState().stdoutStream);
    if (name == "stderr" || name == "__stderr__")
        return Value::object(Value::Kind::Object, in.pylibState().stderrStream);
    if (name == "getrecursionlimit" || name == "getdefaultencoding" || name == "exit")
        return Value::function("sys." + name);
    if (std::binary_search(names().begin(), names().end(), name))
        throw UnsupportedError("sys." + name);
    return std::nullopt;
}

Value SysModule::call(Interpreter &, const std::string &name, CallArgs &args)
{
    if (name == "exit") {
        PyArgs::positional(args, "exit", 0, 1);
        throw SystemExitError::raise(args.positional.empty() ? Value::none() : args.positional[0]);
    }
    if (name == "getrecursionlimit") {
        PyArgs::none(args, "sys.getrecursionlimit");
        return Value::integer(1000);
    }
    if (name == "getdefaultencoding") {
        PyArgs::none(args, "sys.getdefaultencoding");
        return Value::str("utf-8");
    }
    throw UnsupportedError("sys." + name);
}

bool SysModule::isVersionInfo(const Value &v) { return v.kind == Value::Kind::Tuple && v.text == kVersionInfoMarker; }

std::string SysModule::versionInfoRepr(const Value &v)
{
    std::string s = "sys.version_info(";
    for (size_t i = 0; i < 5; ++i)
        s += std::string(i ? ", " : "") + kSysFields[i] + "=" + ValuePrinter::repr((*v.items)[i]);
    return s + ")";
}

std::optional<Value> SysModule::versionInfoField(const Value &v, const std::string &name)
{
    for (size_t i = 0; i < 5; ++i)
        if (name == kSysFields[i])
            return (*v.items)[i];
    return std::nullopt;
}

} // namespace tl
