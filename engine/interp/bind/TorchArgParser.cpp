#include "TorchArgParser.h"

#include "core/PyError.h"
#include "interp/PythonTypes.h"

#include <algorithm>
#include <unordered_map>

namespace tl::bind {

namespace {

using K = Value::Kind;

// tp_name, as PyTorch's messages print it.
std::string typeNameOf(const Value &v) { return PythonTypes::shortName(v); }

bool isNpInteger(const Value &v) { return v.kind == K::NpScalar && !v.scalar.isFloating() && !v.scalar.isBool(); }

// THPUtils_checkLong: ints (not bools) and NumPy integers.
bool checkLong(const Value &v) { return v.kind == K::Int || isNpInteger(v); }

// THPUtils_checkIndex: checkLong, or anything with __index__ other than a bool.
bool checkIndex(const Value &v)
{
    if (checkLong(v))
        return true;
    return v.kind == K::Tensor && v.tensor->numel() == 1 && !isFloating(v.tensor->dtype()) &&
           v.tensor->dtype() != DType::Bool;
}

// THPUtils_checkDouble: Python floats and ints (bool included) and every NumPy number.
bool checkDouble(const Value &v) { return v.kind == K::Float || v.kind == K::Int || v.kind == K::Bool || v.kind == K::NpScalar; }

// THPUtils_checkScalar: Python numbers (np.float64 is a float).
bool checkScalar(const Value &v)
{
    return v.kind == K::Float || v.kind == K::Int || v.kind == K::Bool ||
           (v.kind == K::NpScalar && v.scalar.dtype() == DType::Float64);
}

bool zeroDimNoGrad(const Value &v) { return v.kind == K::Tensor && v.tensor->dim() == 0 && !v.tensor->requiresGrad(); }

bool checkIntList(const Param &p, const Value &v)
{
    if (v.kind == K::Size)
        return true;
    if (v.kind == K::Tuple || v.kind == K::List)
        return v.items->empty() || checkIndex(v.items->front());
    return p.size > 0 && checkLong(v);
}

bool check(const Param &p, const Value &v, size_t argnum)
{
    switch (p.type) {
    case ParamType::Tensor: return v.kind == K::Tensor || (p.numbersAsTensors && checkScalar(v));
    case ParamType::Scalar: return checkScalar(v) || checkDouble(v) || zeroDimNoGrad(v);
    case ParamType::Double: return checkDouble(v) || zeroDimNoGrad(v);
    case ParamType::Int64:
        return checkLong(v) || (zeroDimNoGrad(v) && !isFloating(v.tensor->dtype()) && v.tensor->dtype() != DType::Bool);
    case ParamType::Bool: return v.kind == K::Bool;
    case ParamType::IntList:
    case ParamType::SymIntList: return checkIntList(p, v);
    case ParamType::TensorList: {
        if (v.kind != K::Tuple && v.kind != K::List)
            return false;
        for (size_t i = 0; i < v.items->size(); ++i)
            if ((*v.items)[i].kind != K::Tensor)
                throw PyError("TypeError", "expected Tensor as element " + std::to_string(i) + " in argument " +
                                               std::to_string(argnum) + ", but got " + typeNameOf((*v.items)[i]));
        return true;
    }
    case ParamType::ScalarType:
        return v.kind == K::DType ||
               (v.kind == K::Function && (v.text == "float" || v.text == "int" || v.text == "bool"));
    case ParamType::Device: return checkLong(v) || v.kind == K::Str || v.kind == K::Device;
    case ParamType::Generator: return PythonTypes::qualifiedName(v) == "torch._C.Generator";
    case ParamType::String: return v.kind == K::Str;
    case ParamType::Dimname: return v.kind == K::Str;
    case ParamType::DimnameList:
        if (v.kind == K::Str)
            return p.size == 1;
        return (v.kind == K::Tuple || v.kind == K::List) &&
               std::all_of(v.items->begin(), v.items->end(), [](const Value &x) { return x.kind == K::Str; });
    case ParamType::Layout: return PythonTypes::qualifiedName(v) == "torch.layout";
    case ParamType::MemoryFormat: return PythonTypes::qualifiedName(v) == "torch.memory_format";
    case ParamType::PyObject: return true;
    case ParamType::Storage: return false;
    }
    return false;
}

// NumPy-compatible keyword spellings PyTorch also accepts.
std::vector<std::string_view> alternateNames(const std::string &name)
{
    if (name == "dim")
        return {"axis"};
    if (name == "keepdim")
        return {"keepdims"};
    if (name == "input")
        return {"x", "a", "x1"};
    if (name == "other")
        return {"x2"};
    return {};
}

std::optional<Value> keywordFor(const CallArgs &args, const Param &p)
{
    if (auto v = args.keyword(p.name))
        return v;
    for (std::string_view alt : alternateNames(p.name))
        if (auto v = args.keyword(std::string(alt)))
            return v;
    return std::nullopt;
}

[[noreturn]] void extraArgs(const Signature &s, size_t given)
{
    if (s.minArgs() != s.maxPositional())
        throw PyError("TypeError", s.name() + "() takes from " + std::to_string(s.minArgs()) + " to " +
                                       std::to_string(s.maxPositional()) + " positional arguments but " +
                                       std::to_string(given) + " were given");
    throw PyError("TypeError", s.name() + "() takes " + std::to_string(s.maxPositional()) + " positional argument" +
                                   (s.maxPositional() == 1 ? "" : "s") + " but " + std::to_string(given) +
                                   (given == 1 ? " was" : " were") + " given");
}

[[noreturn]] void missingArgs(const Signature &s, size_t from)
{
    std::string names;
    int missing = 0;
    for (size_t i = from; i < s.params().size(); ++i) {
        if (s.params()[i].optional)
            continue;
        if (missing++)
            names += ", ";
        names += "\"" + s.params()[i].name + "\"";
    }
    // PyTorch 1.13 pluralises exactly one missing argument ("1 required positional arguments").
    throw PyError("TypeError", s.name() + "() missing " + std::to_string(missing) + " required positional argument" +
                                   (missing == 1 ? "s" : "") + ": " + names);
}

[[noreturn]] void extraKeywords(const Signature &s, const CallArgs &args)
{
    for (const auto &[key, value] : args.keywords) {
        const int idx = s.indexOf(key);
        if (idx < 0)
            throw PyError("TypeError", s.name() + "() got an unexpected keyword argument '" + key + "'");
        if (static_cast<size_t>(idx) < args.positional.size())
            throw PyError("TypeError", s.name() + "() got multiple values for argument '" + key + "'");
    }
    throw PyError("TypeError", "invalid keyword arguments");
}

// invalid_arguments.cpp's matching of a given value against a printed type name.
bool printedTypeMatches(const std::string &printed, const Value &v)
{
    const std::string tp = typeNameOf(v);
    if (printed == "float")
        return tp == "float" || tp == "int";
    return tp == printed;
}

std::string describe(const Value &v)
{
    if (v.kind != K::Tuple && v.kind != K::List)
        return typeNameOf(v);
    std::string s = typeNameOf(v) + " of " + (v.kind == K::Tuple ? "(" : "[");
    for (size_t i = 0; i < v.items->size(); ++i)
        s += (i ? ", " : "") + typeNameOf((*v.items)[i]);
    if (v.kind == K::Tuple)
        return s + (v.items->size() == 1 ? ",)" : ")");
    return s + "]";
}

// The pieces invalid_arguments.cpp splits a signature's printed form into at ", ": every
// parameter, the "*" before the keyword-only ones as a piece of its own (named and typed
// "*"), and for "()" one empty piece. Its arity checks and keyword lookups count these.
struct PrintedPiece {
    std::string name;
    std::string type;
};

std::vector<PrintedPiece> printedPieces(const Signature &s)
{
    std::vector<PrintedPiece> pieces;
    bool starShown = false;
    for (const Param &p : s.params()) {
        if (p.keywordOnly && !starShown) {
            pieces.push_back({"*", "*"});
            starShown = true;
        }
        pieces.push_back({p.name, p.typeName()});
    }
    if (pieces.empty())
        pieces.push_back({});
    return pieces;
}

// "(Tensor, !str!, alpha=int)": the given arguments, the ones that don't fit marked.
std::string formattedArgs(const Signature &s, const CallArgs &args)
{
    const std::vector<PrintedPiece> pieces = printedPieces(s);
    std::string out = "(";
    const size_t n = args.positional.size() + args.keywords.size();
    for (size_t i = 0; i < n; ++i) {
        const bool isKeyword = i >= args.positional.size();
        const PrintedPiece *p = i < pieces.size() ? &pieces[i] : nullptr;
        std::optional<Value> v = isKeyword && p ? args.keyword(p->name)
                                 : isKeyword    ? std::nullopt
                                                : std::optional<Value>(args.positional[i]);
        if (!v)
            v = args.keywords[i - args.positional.size()].second;
        const bool ok = p && printedTypeMatches(p->type, *v);
        out += ok ? "" : "!";
        if (isKeyword && p)
            out += p->name + "=";
        out += describe(*v);
        out += ok ? "" : "!";
        out += ", ";
    }
    if (!args.positional.empty())
        out.erase(out.size() - 2);
    return out + ")";
}

// The keyword arguments in the order invalid_arguments.cpp walks them: it copies them into
// a std::unordered_map<std::string, PyObject*> and iterates that, so the same container
// (libstdc++ on both sides) filled in call order gives the same order.
std::vector<std::pair<std::string, Value>> keywordsAsWalked(const CallArgs &args)
{
    std::unordered_map<std::string, size_t> byName;
    for (size_t i = 0; i < args.keywords.size(); ++i)
        byName.emplace(args.keywords[i].first, i);
    std::vector<std::pair<std::string, Value>> walked;
    for (const auto &[name, index] : byName)
        walked.push_back(args.keywords[index]);
    return walked;
}

std::string plainArgs(const CallArgs &args)
{
    std::string out = "(";
    for (const Value &v : args.positional)
        out += typeNameOf(v) + ", ";
    for (const auto &[k, v] : keywordsAsWalked(args))
        out += k + "=" + typeNameOf(v) + ", ";
    if (!args.positional.empty())
        out.erase(out.size() - 2);
    return out + ")";
}

std::vector<std::string> unmatchedKeywords(const Signature &s, const CallArgs &args)
{
    const std::vector<PrintedPiece> pieces = printedPieces(s);
    std::vector<std::string> out;
    const int64_t start = std::max<int64_t>(0, static_cast<int64_t>(pieces.size()) - static_cast<int64_t>(args.keywords.size()));
    for (const auto &[key, value] : keywordsAsWalked(args)) {
        bool found = false;
        for (size_t i = static_cast<size_t>(start); i < pieces.size(); ++i)
            found = found || pieces[i].name == key;
        if (!found)
            out.push_back(key);
    }
    return out;
}

std::string joined(const std::vector<std::string> &names)
{
    std::string s;
    for (size_t i = 0; i < names.size(); ++i)
        s += (i ? ", " : "") + names[i];
    return s;
}

} // namespace

TorchArgParser::TorchArgParser(const std::vector<std::string_view> &signatures)
{
    for (std::string_view text : signatures)
        signatures_.emplace_back(text);
    for (size_t i = 0; i < signatures_.size(); ++i)
        order_.push_back(static_cast<int>(i));
    std::stable_partition(order_.begin(), order_.end(), [&](int i) { return !signatures_[static_cast<size_t>(i)].deprecated(); });
}

bool TorchArgParser::tryParse(const Signature &s, const CallArgs &args, std::vector<std::optional<Value>> &slots,
                              bool raise) const
{
    const auto &params = s.params();
    const size_t nargs = args.positional.size();
    slots.assign(params.size(), std::nullopt);
    // A lone positional int list also takes its ints as separate arguments: view(2, 3).
    const bool varargsIntList = s.maxPositional() == 1 &&
                                (params[0].type == ParamType::IntList || params[0].type == ParamType::SymIntList);
    if (nargs > s.maxPositional() && !varargsIntList) {
        if (raise)
            extraArgs(s, nargs);
        return false;
    }
    size_t pos = 0;
    size_t keywordsUsed = 0;
    for (size_t i = 0; i < params.size(); ++i) {
        const Param &p = params[i];
        std::optional<Value> v;
        bool isKeyword = false;
        if (pos < nargs) {
            if (p.keywordOnly) {
                if (raise)
                    extraArgs(s, nargs);
                return false;
            }
            v = args.positional[pos];
        } else {
            v = keywordFor(args, p);
            isKeyword = true;
        }
        const bool varargsEligible = varargsIntList && pos == 0 && !isKeyword;
        if ((!v && p.optional) || (v && v->kind == K::None && p.allowNone)) {
            slots[i] = v;
        } else if (!v) {
            if (raise)
                missingArgs(s, i);
            return false;
        } else if (check(p, *v, i)) {
            slots[i] = v;
        } else if (varargsEligible && checkIndex(args.positional[0])) {
            slots[i] = Value::tuple(args.positional);
            pos = nargs;
            continue;
        } else if (raise) {
            if (isKeyword)
                throw PyError("TypeError", s.name() + "(): argument '" + p.name + "' must be " + p.typeName() + ", not " +
                                               typeNameOf(*v));
            throw PyError("TypeError", s.name() + "(): argument '" + p.name + "' (position " + std::to_string(pos + 1) +
                                           ") must be " + p.typeName() + ", not " + typeNameOf(*v));
        } else {
            return false;
        }
        if (!isKeyword)
            ++pos;
        else if (v)
            ++keywordsUsed;
    }
    if (keywordsUsed < args.keywords.size()) {
        if (raise)
            extraKeywords(s, args);
        return false;
    }
    return true;
}

TorchArgParser::Match TorchArgParser::parse(const CallArgs &args) const
{
    Match m;
    if (signatures_.size() == 1) {
        tryParse(signatures_[0], args, m.slots, true);
        return m;
    }
    for (int i : order_) {
        if (tryParse(signatures_[static_cast<size_t>(i)], args, m.slots, false)) {
            m.overload = i;
            return m;
        }
    }
    raiseInvalid(args);
}

void TorchArgParser::raiseInvalid(const CallArgs &args) const
{
    const size_t given = args.positional.size() + args.keywords.size();
    std::vector<size_t> plausible;
    for (size_t i = 0; i < signatures_.size(); ++i) {
        const Signature &s = signatures_[i];
        if (given >= s.minArgs() && given <= s.maxArgs() && !s.hidden())
            plausible.push_back(i);
    }
    if (plausible.size() == 1) {
        std::vector<std::optional<Value>> slots;
        tryParse(signatures_[plausible[0]], args, slots, true);
    }
    std::vector<const Signature *> shown;
    for (const Signature &s : signatures_)
        if (!s.hidden())
            shown.push_back(&s);
    std::string msg = signatures_.front().name() + "() received an invalid combination of arguments - ";
    if (shown.size() == 1) {
        const Signature &s = *shown.front();
        const auto unmatched = args.keywords.empty() ? std::vector<std::string>{} : unmatchedKeywords(s, args);
        if (!unmatched.empty()) {
            msg += "got unrecognized keyword arguments: " + joined(unmatched);
        } else {
            msg += "got ";
            msg += given == printedPieces(s).size() ? formattedArgs(s, args) : plainArgs(args);
            msg += ", but expected " + s.toString();
        }
        throw PyError("TypeError", msg);
    }
    msg += "got " + plainArgs(args) + ", but expected one of:\n";
    for (const Signature *s : shown) {
        msg += " * " + s->toString() + "\n";
        if (given != printedPieces(*s).size())
            continue;
        const auto unmatched = args.keywords.empty() ? std::vector<std::string>{} : unmatchedKeywords(*s, args);
        if (!unmatched.empty())
            msg += "      didn't match because some of the keywords were incorrect: " + joined(unmatched) + "\n";
        else
            msg += "      didn't match because some of the arguments have invalid types: " + formattedArgs(*s, args) + "\n";
    }
    throw PyError("TypeError", msg);
}

} // namespace tl::bind
