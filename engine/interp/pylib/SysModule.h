#pragma once
// Python's `sys` module as scripts use it (Python/sysmodule.c): version, version_info,
// maxsize, platform, the standard streams, exit().
#include "interp/CallArgs.h"
#include "interp/Value.h"

#include <optional>
#include <string>
#include <vector>

namespace tl {

class Interpreter;

class SysModule {
public:
    static const std::vector<std::string> &names(); // dir(sys)
    static std::optional<Value> attribute(Interpreter &in, const std::string &name);
    static Value call(Interpreter &in, const std::string &name, CallArgs &args);
    // sys.version_info: a tuple that prints with its field names.
    static bool isVersionInfo(const Value &v);
    static std::string versionInfoRepr(const Value &v);
    static std::optional<Value> versionInfoField(const Value &v, const std::string &name);
};

} // namespace tl
