#include "PythonArgParser.h"

#include "core/PyError.h"
#include "interp/objects/DictObject.h"

#include <algorithm>

// CPython 3.11's initialize_locals (keywords first, then the positional count, then what is
// missing), NumPy 1.24's npy_parse_arguments / ufunc argument messages and Cython 0.29's.

namespace tl::bind {

namespace {

std::string quotedList(const std::vector<std::string> &names)
{
    // CPython: 'a'; 'a' and 'b'; 'a', 'b', and 'c'.
    std::string s;
    for (size_t i = 0; i < names.size(); ++i) {
        if (i)
            s += names.size() == 2 ? " and " : (i + 1 == names.size() ? ", and " : ", ");
        s += "'" + names[i] + "'";
    }
    return s;
}

} // namespace

PythonArgParser::PythonArgParser(std::string_view signature, ArgStyle style)
    : signature_(Signature::python(signature)), style_(style)
{
}

void PythonArgParser::tooManyPositional(size_t given) const
{
    const std::string &name = signature_.name();
    const size_t lo = signature_.minArgs(), hi = signature_.maxPositional();
    size_t required = 0;
    for (const Param &p : signature_.params())
        required += !p.optional && !p.keywordOnly;
    if (style_ == ArgStyle::Ufunc || required != hi)
        throw PyError("TypeError", name + "() takes from " + std::to_string(style_ == ArgStyle::Ufunc ? lo : required) +
                                       " to " + std::to_string(hi) + " positional arguments but " + std::to_string(given) +
                                       (given == 1 && style_ != ArgStyle::Ufunc ? " was" : " were") + " given");
    throw PyError("TypeError", name + "() takes " + std::to_string(hi) + " positional argument" + (hi == 1 ? "" : "s") +
                                   " but " + std::to_string(given) + (given == 1 ? " was" : " were") + " given");
}

void PythonArgParser::missing(const std::vector<size_t> &params, bool keywordOnly) const
{
    const std::string &name = signature_.name();
    if (style_ == ArgStyle::NumpyC)
        throw PyError("TypeError", name + "() missing required argument '" + signature_.params()[params[0]].name + "' (pos " +
                                       std::to_string(params[0]) + ")");
    std::vector<std::string> names;
    for (size_t i : params)
        names.push_back(signature_.params()[i].name);
    throw PyError("TypeError", name + "() missing " + std::to_string(names.size()) + " required " +
                                   (keywordOnly ? "keyword-only" : "positional") + " argument" +
                                   (names.size() == 1 ? "" : "s") + ": " + quotedList(names));
}

// __Pyx_RaiseArgtupleInvalid: "exactly" when every positional parameter is required.
void PythonArgParser::cythonArgCount(size_t given) const
{
    const size_t lo = signature_.minArgs(), hi = signature_.maxPositional();
    const bool tooMany = given > hi;
    const size_t n = tooMany ? hi : lo;
    throw PyError("TypeError", signature_.name() + "() takes " + (lo == hi ? "exactly" : tooMany ? "at most" : "at least") +
                                   " " + std::to_string(n) + " positional argument" + (n == 1 ? "" : "s") + " (" +
                                   std::to_string(given) + " given)");
}

// Cython's argument unpacking: the positional count first, then the required parameters,
// then the keywords. A lone positional-only parameter is METH_O, with CPython's messages for it (the
// signature then names the class: "RandomState.shuffle(x, /)").
std::vector<std::optional<Value>> PythonArgParser::parseCython(const CallArgs &args) const
{
    const auto &params = signature_.params();
    const std::string &name = signature_.name();
    const size_t nargs = args.positional.size();
    if (params.size() == 1 && params[0].positionalOnly) {
        if (!args.keywords.empty())
            throw PyError("TypeError", name + "() takes no keyword arguments");
        if (nargs != 1)
            throw PyError("TypeError", name + "() takes exactly one argument (" + std::to_string(nargs) + " given)");
        return {args.positional[0]};
    }
    if (nargs > signature_.maxPositional())
        cythonArgCount(nargs);
    std::vector<std::optional<Value>> slots(params.size());
    ValueList extra;
    for (size_t i = 0; i < nargs; ++i) {
        if (i < params.size() && !params[i].varargs && !params[i].keywordOnly)
            slots[i] = args.positional[i];
        else
            extra.push_back(args.positional[i]);
    }
    for (size_t i = 0; i < params.size(); ++i)
        if (params[i].varargs)
            slots[i] = Value::tuple(std::move(extra));
    // The required parameters not given by position are looked up among the keywords first.
    for (size_t i = nargs; i < params.size(); ++i) {
        const bool byKeyword = std::any_of(args.keywords.begin(), args.keywords.end(),
                                           [&](const auto &kw) { return kw.first == params[i].name; });
        if (!params[i].optional && !byKeyword)
            cythonArgCount(nargs);
    }
    for (const auto &[key, value] : args.keywords) {
        const int idx = signature_.indexOf(key);
        if (idx < 0 || params[static_cast<size_t>(idx)].varargs)
            throw PyError("TypeError", name + "() got an unexpected keyword argument '" + key + "'");
        if (slots[static_cast<size_t>(idx)])
            throw PyError("TypeError", name + "() got multiple values for keyword argument '" + key + "'");
        slots[static_cast<size_t>(idx)] = value;
    }
    return slots;
}

std::vector<std::optional<Value>> PythonArgParser::parse(const CallArgs &args) const
{
    if (style_ == ArgStyle::Cython)
        return parseCython(args);
    const auto &params = signature_.params();
    std::vector<std::optional<Value>> slots(params.size());
    const size_t nargs = args.positional.size();
    // A ufunc counts its positional arguments before anything else, too few included.
    if (style_ == ArgStyle::Ufunc && (nargs < signature_.minArgs() || nargs > signature_.maxPositional()))
        tooManyPositional(nargs);
    for (size_t i = 0; i < nargs && i < params.size(); ++i) {
        if (params[i].varargs) { // *args: every remaining positional argument, as a tuple
            slots[i] = Value::tuple(ValueList(args.positional.begin() + static_cast<std::ptrdiff_t>(i), args.positional.end()));
            break;
        }
        if (!params[i].keywordOnly)
            slots[i] = args.positional[i];
    }
    Ref<DictObject> extraKeywords;
    for (size_t i = 0; i < params.size(); ++i) {
        if (params[i].varargs && !slots[i])
            slots[i] = Value::tuple({});
        if (params[i].varkeywords) {
            extraKeywords = make<DictObject>();
            slots[i] = Value::object(Value::Kind::Dict, extraKeywords);
        }
    }
    if (style_ == ArgStyle::Python && !extraKeywords) {
        // CPython names every positional-only parameter given by keyword, in their order.
        std::string named;
        for (const Param &p : params)
            if (p.positionalOnly && std::any_of(args.keywords.begin(), args.keywords.end(),
                                                [&p](const auto &k) { return k.first == p.name; }))
                named += (named.empty() ? "" : ", ") + p.name;
        if (!named.empty())
            throw PyError("TypeError", signature_.name() + "() got some positional-only arguments passed as keyword arguments: '" + named + "'");
    }
    for (const auto &[key, value] : args.keywords) {
        int idx = signature_.indexOf(key);
        if (idx >= 0 && (params[static_cast<size_t>(idx)].varargs || params[static_cast<size_t>(idx)].varkeywords))
            idx = -1;
        if (idx >= 0 && params[static_cast<size_t>(idx)].positionalOnly)
            idx = -1;
        if (idx < 0 && extraKeywords) {
            extraKeywords->set(Value::str(key), value);
            continue;
        }
        if (idx < 0)
            throw PyError("TypeError", signature_.name() + "() got an unexpected keyword argument '" + key + "'");
        if (slots[static_cast<size_t>(idx)] && style_ == ArgStyle::Ufunc)
            throw PyError("TypeError", "cannot specify '" + key + "' as both a positional and keyword argument");
        if (slots[static_cast<size_t>(idx)])
            throw PyError("TypeError", signature_.name() + "() got multiple values for argument '" + key + "'");
        slots[static_cast<size_t>(idx)] = value;
    }
    if (nargs > signature_.maxPositional())
        tooManyPositional(nargs);
    std::vector<size_t> missingPositional, missingKeyword;
    for (size_t i = 0; i < params.size(); ++i)
        if (!slots[i] && !params[i].optional)
            (params[i].keywordOnly ? missingKeyword : missingPositional).push_back(i);
    if (!missingPositional.empty())
        missing(missingPositional, false);
    if (!missingKeyword.empty())
        missing(missingKeyword, true);
    return slots;
}

} // namespace tl::bind
