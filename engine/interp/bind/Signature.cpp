#include "Signature.h"

#include "core/InternalAssert.h"
#include "core/VersionProfile.h"

#include <unordered_map>
#include <unordered_set>

namespace tl::bind {

namespace {

// The type spellings of native_functions.yaml that python_arg_parser.cpp maps to its types.
const std::unordered_map<std::string_view, ParamType> &typeMap()
{
    static const std::unordered_map<std::string_view, ParamType> map = {
        {"Tensor", ParamType::Tensor},
        {"Scalar", ParamType::Scalar},
        {"int64_t", ParamType::Int64},
        {"int", ParamType::Int64},
        {"SymInt", ParamType::Int64},
        {"double", ParamType::Double},
        {"float", ParamType::Double},
        {"bool", ParamType::Bool},
        {"IntArrayRef", ParamType::IntList},
        {"int[]", ParamType::IntList},
        {"SymIntArrayRef", ParamType::SymIntList},
        {"TensorList", ParamType::TensorList},
        {"ScalarType", ParamType::ScalarType},
        {"Device", ParamType::Device},
        {"Layout", ParamType::Layout},
        {"MemoryFormat", ParamType::MemoryFormat},
        {"Generator", ParamType::Generator},
        {"c10::string_view", ParamType::String},
        {"std::string", ParamType::String},
        {"str", ParamType::String},
        {"Dimname", ParamType::Dimname},
        {"DimnameList", ParamType::DimnameList},
        {"PyObject*", ParamType::PyObject},
        {"Storage", ParamType::Storage},
    };
    return map;
}

// python_arg_parser.cpp's should_allow_numbers_as_tensors.
bool allowsNumbersAsTensors(const std::string &name)
{
    static const std::unordered_set<std::string> allowed = {
        "add",      "add_",      "div",         "div_",         "divide",       "divide_",
        "mul",      "mul_",      "multiply",    "multiply_",    "sub",          "sub_",
        "subtract", "subtract_", "true_divide", "true_divide_", "floor_divide", "floor_divide_",
        "to",       "_to_copy",  "copy_"};
    return allowed.count(name) > 0;
}

Param parseParam(std::string_view text, bool keywordOnly)
{
    const auto space = text.find(' ');
    TL_INTERNAL_ASSERT(space != std::string_view::npos, "signature parameter without a type: " + std::string(text));
    std::string type(text.substr(0, space));
    Param p;
    p.keywordOnly = keywordOnly;
    if (const auto q = type.find('?'); q != std::string::npos) {
        p.allowNone = true;
        type.erase(q, 1);
    }
    if (const auto br = type.find('['); br != std::string::npos && type.compare(br, 2, "[]") != 0) {
        p.size = std::stoi(type.substr(br + 1, type.size() - br - 2));
        type = type.substr(0, br);
    }
    const auto it = typeMap().find(type);
    TL_INTERNAL_ASSERT(it != typeMap().end(), "signature parameter of unknown type: " + type);
    p.type = it->second;
    std::string rest(text.substr(space + 1));
    if (const auto eq = rest.find('='); eq != std::string::npos) {
        p.name = rest.substr(0, eq);
        p.optional = true;
        p.defaultText = rest.substr(eq + 1);
        if (p.defaultText == "None")
            p.allowNone = true;
    } else {
        p.name = rest;
    }
    return p;
}

} // namespace

std::string Param::typeName() const
{
    switch (type) {
    case ParamType::Tensor: return "Tensor";
    case ParamType::Scalar: return "Number";
    case ParamType::Int64: return "int";
    case ParamType::Double: return "float";
    case ParamType::Bool: return "bool";
    case ParamType::IntList: return "tuple of ints";
    case ParamType::SymIntList: return Profile::isCurrent() ? "tuple of ints" : "tuple of SymInts";
    case ParamType::TensorList: return "tuple of Tensors";
    case ParamType::ScalarType: return "torch.dtype";
    case ParamType::Device: return "torch.device";
    case ParamType::Layout: return "torch.layout";
    case ParamType::MemoryFormat: return "torch.memory_format";
    case ParamType::Generator: return "torch.Generator";
    case ParamType::String: return "str";
    case ParamType::Dimname: return "name";
    case ParamType::DimnameList: return "tuple of names";
    case ParamType::PyObject: return "object";
    case ParamType::Storage: return "torch.Storage";
    }
    return "object";
}

Signature::Signature(std::string_view text)
{
    const auto open = text.find('(');
    const auto close = text.rfind(')');
    TL_INTERNAL_ASSERT(open != std::string_view::npos && close != std::string_view::npos && close > open,
                       "malformed signature: " + std::string(text));
    name_ = std::string(text.substr(0, open));
    const std::string_view suffix = text.substr(close + 1);
    deprecated_ = suffix == "|deprecated";
    hidden_ = suffix == "|hidden" || deprecated_;
    const bool numbers = allowsNumbersAsTensors(name_);
    std::string_view body = text.substr(open + 1, close - open - 1);
    bool keywordOnly = false;
    while (!body.empty()) {
        const auto comma = body.find(", ");
        const std::string_view piece = body.substr(0, comma);
        if (piece == "*") {
            keywordOnly = true;
        } else {
            params_.push_back(parseParam(piece, keywordOnly));
            params_.back().numbersAsTensors = numbers;
        }
        if (comma == std::string_view::npos)
            break;
        body = body.substr(comma + 2);
    }
    count();
}

void Signature::count()
{
    for (const Param &p : params_) {
        if (!p.optional)
            ++minArgs_;
        if (p.varargs)
            maxPositional_ = SIZE_MAX;
        else if (!p.keywordOnly && maxPositional_ != SIZE_MAX)
            ++maxPositional_;
    }
}

Signature Signature::python(std::string_view text)
{
    Signature s;
    const auto open = text.find('(');
    const auto close = text.rfind(')');
    TL_INTERNAL_ASSERT(open != std::string_view::npos && close != std::string_view::npos && close > open,
                       "malformed signature: " + std::string(text));
    s.name_ = std::string(text.substr(0, open));
    std::string_view body = text.substr(open + 1, close - open - 1);
    bool keywordOnly = false;
    while (!body.empty()) {
        const auto comma = body.find(", ");
        const std::string_view piece = body.substr(0, comma);
        if (piece == "*") {
            keywordOnly = true;
        } else if (piece.rfind("**", 0) == 0) {
            Param p;
            p.type = ParamType::PyObject;
            p.name = std::string(piece.substr(2));
            p.optional = true;
            p.keywordOnly = true;
            p.varkeywords = true;
            s.params_.push_back(std::move(p));
        } else if (piece.front() == '*') {
            Param p;
            p.type = ParamType::PyObject;
            p.name = std::string(piece.substr(1));
            p.optional = true;
            p.varargs = true;
            s.params_.push_back(std::move(p));
            keywordOnly = true;
        } else if (piece == "/") {
            for (Param &p : s.params_)
                p.positionalOnly = true;
        } else {
            Param p;
            p.type = ParamType::PyObject;
            p.keywordOnly = keywordOnly;
            const auto eq = piece.find('=');
            p.name = std::string(piece.substr(0, eq));
            if (eq != std::string_view::npos) {
                p.optional = true;
                p.defaultText = std::string(piece.substr(eq + 1));
            }
            s.params_.push_back(std::move(p));
        }
        if (comma == std::string_view::npos)
            break;
        body = body.substr(comma + 2);
    }
    s.count();
    return s;
}

int Signature::indexOf(std::string_view paramName) const
{
    for (size_t i = 0; i < params_.size(); ++i)
        if (params_[i].name == paramName)
            return static_cast<int>(i);
    return -1;
}

std::string Signature::toString() const
{
    std::string s = "(";
    bool keywordShown = false;
    for (size_t i = 0; i < params_.size(); ++i) {
        if (i)
            s += ", ";
        if (params_[i].keywordOnly && !keywordShown) {
            s += "*, ";
            keywordShown = true;
        }
        s += params_[i].typeName() + " " + params_[i].name;
    }
    return s + ")";
}

} // namespace tl::bind
