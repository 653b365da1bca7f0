// CPython 3.11's initialize_locals (Python/ceval.c): positional arguments, *args, keyword
// arguments, **kwargs, then the checks and the defaults, with its exact messages.
#include "ArgumentBinder.h"

#include "core/PyError.h"
#include "interp/objects/DictObject.h"

#include <algorithm>

namespace tl {

namespace {

bool unbound(const Value &v) { return v.kind == Value::Kind::Unbound; }

// 'a' | 'a' and 'b' | 'a', 'b', and 'c'
std::string nameList(const std::vector<std::string> &names)
{
    std::string out;
    for (size_t i = 0; i < names.size(); ++i) {
        if (i > 0)
            out += names.size() == 2 ? " and " : i + 1 == names.size() ? ", and " : ", ";
        out += "'" + names[i] + "'";
    }
    return out;
}

} // namespace

void ArgumentBinder::tooManyPositional(const FunctionObject &f, size_t given, const Value *fast)
{
    const ast::FunctionCode &c = *f.code;
    size_t kwonlyGiven = 0;
    for (int i = c.positionalCount; i < c.positionalCount + c.kwOnlyCount; ++i)
        kwonlyGiven += !unbound(fast[i]);
    const size_t defaults = f.defaults.size();
    std::string sig;
    bool plural;
    if (defaults) {
        plural = true;
        sig = "from " + std::to_string(c.positionalCount - static_cast<int>(defaults)) + " to " +
              std::to_string(c.positionalCount);
    } else {
        plural = c.positionalCount != 1;
        sig = std::to_string(c.positionalCount);
    }
    std::string kwonly;
    if (kwonlyGiven)
        kwonly = std::string(" positional argument") + (given != 1 ? "s" : "") + " (and " + std::to_string(kwonlyGiven) +
                 " keyword-only argument" + (kwonlyGiven != 1 ? "s" : "") + ")";
    throw PyError("TypeError", c.qualname + "() takes " + sig + " positional argument" + (plural ? "s" : "") + " but " +
                                   std::to_string(given) + kwonly + (given == 1 && !kwonlyGiven ? " was" : " were") +
                                   " given");
}

void ArgumentBinder::missing(const FunctionObject &f, const std::vector<std::string> &names, const char *kind)
{
    throw PyError("TypeError", f.code->qualname + "() missing " + std::to_string(names.size()) + " required " + kind +
                                   " argument" + (names.size() == 1 ? "" : "s") + ": " + nameList(names));
}

void ArgumentBinder::fillDefaults(const FunctionObject &f, size_t given, Value *fast)
{
    const ast::FunctionCode &c = *f.code;
    const size_t argc = static_cast<size_t>(c.positionalCount);
    if (given < argc) {
        const size_t m = argc - f.defaults.size();
        std::vector<std::string> absent;
        for (size_t i = given; i < m; ++i)
            if (unbound(fast[i]))
                absent.push_back(c.localNames[i]);
        if (!absent.empty())
            missing(f, absent, "positional");
        for (size_t i = std::max(given, m); i < argc; ++i)
            if (unbound(fast[i]))
                fast[i] = f.defaults[i - m];
    }
    if (c.kwOnlyCount > 0) {
        std::vector<std::string> absent;
        for (int i = c.positionalCount; i < c.positionalCount + c.kwOnlyCount; ++i) {
            if (!unbound(fast[i]))
                continue;
            const Value &def = f.kwDefaults[static_cast<size_t>(i - c.positionalCount)];
            if (!unbound(def))
                fast[i] = def;
            else
                absent.push_back(c.localNames[static_cast<size_t>(i)]);
        }
        if (!absent.empty())
            missing(f, absent, "keyword-only");
    }
}

void ArgumentBinder::finishPositional(const FunctionObject &f, size_t given, Value *fast)
{
    const ast::FunctionCode &c = *f.code;
    if (c.hasVarArgs)
        fast[c.positionalCount + c.kwOnlyCount] = Value::tuple({});
    if (c.hasVarKeywords)
        fast[c.positionalCount + c.kwOnlyCount + c.hasVarArgs] = Value::object(Value::Kind::Dict, make<DictObject>());
    fillDefaults(f, given, fast);
}

void ArgumentBinder::bind(const FunctionObject &f, CallArgs &args, Value *fast)
{
    const ast::FunctionCode &c = *f.code;
    const size_t argc = static_cast<size_t>(c.positionalCount);
    const size_t given = args.positional.size();
    const int total = c.positionalCount + c.kwOnlyCount;
    Ref<DictObject> kwargs;
    if (c.hasVarKeywords) {
        kwargs = make<DictObject>();
        fast[total + c.hasVarArgs] = Value::object(Value::Kind::Dict, kwargs);
    }
    const size_t n = std::min(given, argc);
    for (size_t i = 0; i < n; ++i)
        fast[i] = std::move(args.positional[i]);
    if (c.hasVarArgs) {
        ValueList extra;
        for (size_t i = n; i < given; ++i)
            extra.push_back(std::move(args.positional[i]));
        fast[total] = Value::tuple(std::move(extra));
    }
    std::vector<std::string> posOnlyAsKeyword;
    for (auto &[name, value] : args.keywords) {
        int found = -1;
        for (int i = c.posOnlyCount; i < total; ++i)
            if (c.localNames[static_cast<size_t>(i)] == name) {
                found = i;
                break;
            }
        if (found < 0) {
            if (kwargs) {
                kwargs->set(Value::str(name), std::move(value));
                continue;
            }
            bool positionalOnly = false;
            for (int i = 0; i < c.posOnlyCount; ++i)
                positionalOnly = positionalOnly || c.localNames[static_cast<size_t>(i)] == name;
            if (positionalOnly) {
                posOnlyAsKeyword.push_back(name);
                continue;
            }
            throw PyError("TypeError", c.qualname + "() got an unexpected keyword argument '" + name + "'");
        }
        if (!unbound(fast[found]))
            throw PyError("TypeError", c.qualname + "() got multiple values for argument '" + name + "'");
        fast[found] = std::move(value);
    }
    if (!posOnlyAsKeyword.empty()) {
        std::string names;
        for (size_t i = 0; i < posOnlyAsKeyword.size(); ++i)
            names += (i ? ", " : "") + posOnlyAsKeyword[i];
        throw PyError("TypeError", c.qualname + "() got some positional-only arguments passed as keyword arguments: '" +
                                       names + "'");
    }
    if (given > argc && !c.hasVarArgs)
        tooManyPositional(f, given, fast);
    fillDefaults(f, given, fast);
}

} // namespace tl
