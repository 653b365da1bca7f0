// CPython 3.11's argument errors: Python/getargs.c (_PyArg_CheckPositional,
// _PyArg_NoKeywords, METH_O / METH_NOARGS in Objects/methodobject.c) and the binding of
// Python functions in Python/ceval.c (too_many_positional, missing_arguments).
#include "PyArgs.h"

#include "core/PyError.h"

namespace tl {

namespace {

std::string plural(size_t n, const char *word) { return std::to_string(n) + " " + word + (n == 1 ? "" : "s"); }

// 'a', 'a' and 'b', 'a', 'b', and 'c'
std::string pyArgsNameList(const std::vector<std::string> &names)
{
    std::string s;
    for (size_t i = 0; i < names.size(); ++i) {
        if (i > 0)
            s += names.size() == 2 ? " and " : (i + 1 == names.size() ? ", and " : ", ");
        s += "'" + names[i] + "'";
    }
    return s;
}

} // namespace

void PyArgs::noKeywords(const CallArgs &args, const std::string &name)
{
    if (!args.keywords.empty())
        throw PyError("TypeError", name + "() takes no keyword arguments");
}

const Value &PyArgs::one(const CallArgs &args, const std::string &name)
{
    noKeywords(args, name);
    if (args.positional.size() != 1)
        throw PyError("TypeError", name + "() takes exactly one argument (" + std::to_string(args.positional.size()) + " given)");
    return args.positional[0];
}

void PyArgs::none(const CallArgs &args, const std::string &name)
{
    noKeywords(args, name);
    if (!args.positional.empty())
        throw PyError("TypeError", name + "() takes no arguments (" + std::to_string(args.positional.size()) + " given)");
}

void PyArgs::positional(const CallArgs &args, const std::string &name, size_t min, size_t max)
{
    noKeywords(args, name);
    const size_t n = args.positional.size();
    if (n >= min && n <= max)
        return;
    std::string expected;
    if (min == max)
        expected = plural(min, "argument");
    else if (n < min)
        expected = "at least " + plural(min, "argument");
    else
        expected = "at most " + plural(max, "argument");
    throw PyError("TypeError", name + " expected " + expected + ", got " + std::to_string(n));
}

std::vector<std::optional<Value>> PyArgs::bind(const CallArgs &args, const std::string &qualname,
                                               const std::vector<Param> &params, bool boundMethod)
{
    const size_t self = boundMethod ? 1 : 0;
    std::vector<std::optional<Value>> bound(params.size());
    size_t positionalParams = 0, requiredPositional = 0;
    for (const auto &p : params) {
        if (!p.keywordOnly) {
            ++positionalParams;
            if (p.required)
                ++requiredPositional;
        }
    }
    if (args.positional.size() > positionalParams) {
        std::string takes = requiredPositional == positionalParams
                                ? plural(positionalParams + self, "positional argument")
                                : "from " + std::to_string(requiredPositional + self) + " to " +
                                      plural(positionalParams + self, "positional argument");
        const size_t given = args.positional.size() + self;
        throw PyError("TypeError", qualname + "() takes " + takes + " but " + std::to_string(given) +
                                       (given == 1 ? " was" : " were") + " given");
    }
    for (size_t i = 0; i < args.positional.size(); ++i)
        bound[i] = args.positional[i];
    for (const auto &[k, v] : args.keywords) {
        size_t i = 0;
        while (i < params.size() && params[i].name != k)
            ++i;
        if (i == params.size())
            throw PyError("TypeError", qualname + "() got an unexpected keyword argument '" + k + "'");
        if (bound[i])
            throw PyError("TypeError", qualname + "() got multiple values for argument '" + k + "'");
        bound[i] = v;
    }
    std::vector<std::string> missing, missingKw;
    for (size_t i = 0; i < params.size(); ++i)
        if (params[i].required && !bound[i])
            (params[i].keywordOnly ? missingKw : missing).push_back(params[i].name);
    if (!missing.empty())
        throw PyError("TypeError", qualname + "() missing " + std::to_string(missing.size()) + " required positional argument" +
                                       (missing.size() == 1 ? "" : "s") + ": " + pyArgsNameList(missing));
    if (!missingKw.empty())
        throw PyError("TypeError", qualname + "() missing " + std::to_string(missingKw.size()) +
                                       " required keyword-only argument" + (missingKw.size() == 1 ? "" : "s") + ": " +
                                       pyArgsNameList(missingKw));
    return bound;
}

} // namespace tl
