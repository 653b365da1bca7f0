#include "Builtins.h"

#include "ReturnTypes.h"
#include "Interpreter.h"
#include "NumpyBindings.h"
#include "PythonTypes.h"
#include "Suggestions.h"
#include "ValuePrinter.h"
#include "core/Errors.h"
#include "ops/TensorMath.h"

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <set>

namespace tl {

namespace {

const std::set<std::string> kBuiltins = {"print", "type", "len", "str", "repr", "int", "float", "bool", "isinstance", "abs"};

std::string strip(const std::string &s)
{
    const auto a = s.find_first_not_of(" \t\n\r\f\v");
    if (a == std::string::npos)
        return "";
    const auto b = s.find_last_not_of(" \t\n\r\f\v");
    return s.substr(a, b - a + 1);
}

Value toInt(const Value &v)
{
    using K = Value::Kind;
    switch (v.kind) {
    case K::Bool: return Value::integer(v.b);
    case K::Int: return v;
    case K::Float:
        if (std::isnan(v.f))
            throw PyError("ValueError", "cannot convert float NaN to integer");
        if (std::isinf(v.f))
            throw PyError("OverflowError", "cannot convert float infinity to integer");
        if (std::fabs(v.f) >= 9.2e18)
            throw UnsupportedError("Python integers beyond 64 bits");
        return Value::integer(static_cast<int64_t>(v.f));
    case K::Str: {
        const std::string s = strip(v.text);
        std::string digits = s;
        std::erase(digits, '_');
        char *end = nullptr;
        errno = 0;
        const long long r = std::strtoll(digits.c_str(), &end, 10);
        if (s.empty() || *end != '\0' || s.find("__") != std::string::npos || s.front() == '_' || s.back() == '_')
            throw PyError("ValueError", "invalid literal for int() with base 10: " + ValuePrinter::repr(v));
        if (errno == ERANGE)
            throw UnsupportedError("Python integers beyond 64 bits");
        return Value::integer(r);
    }
    case K::Tensor:
    case K::Array:
    case K::NpScalar: {
        const Scalar s = Builtins::singleElement(v, "int");
        if (s.isFloating())
            return toInt(Value::real(s.toDouble()));
        return Value::integer(s.toInt());
    }
    default:
        throw PyError("TypeError", "int() argument must be a string, a bytes-like object or a real number, not '" +
                                       PythonTypes::shortName(v) + "'");
    }
}

Value toFloat(const Value &v)
{
    using K = Value::Kind;
    switch (v.kind) {
    case K::Bool: return Value::real(v.b);
    case K::Int: return Value::real(static_cast<double>(v.i));
    case K::Float: return v;
    case K::Str: {
        std::string s = strip(v.text);
        // Underscores may separate digits (PEP 515), nowhere else.
        for (size_t i = 0; i < s.size(); ++i)
            if (s[i] == '_' && (i == 0 || i + 1 == s.size() || !std::isdigit(static_cast<unsigned char>(s[i - 1])) ||
                                !std::isdigit(static_cast<unsigned char>(s[i + 1]))))
                throw PyError("ValueError", "could not convert string to float: " + ValuePrinter::repr(v));
        std::erase(s, '_');
        char *end = nullptr;
        const double r = std::strtod(s.c_str(), &end);
        if (s.empty() || *end != '\0')
            throw PyError("ValueError", "could not convert string to float: " + ValuePrinter::repr(v));
        return Value::real(r);
    }
    case K::Tensor:
    case K::Array:
    case K::NpScalar: return Value::real(Builtins::singleElement(v, "float").toDouble());
    default:
        throw PyError("TypeError", "float() argument must be a string or a real number, not '" + PythonTypes::shortName(v) + "'");
    }
}

int64_t length(const Value &v)
{
    using K = Value::Kind;
    switch (v.kind) {
    case K::Str: {
        int64_t n = 0;
        for (unsigned char c : v.text)
            if ((c & 0xC0) != 0x80)
                ++n;
        return n;
    }
    case K::Tuple:
    case K::List: return static_cast<int64_t>(v.items->size());
    case K::Size: return static_cast<int64_t>(v.size.size());
    case K::Tensor:
        if (v.tensor->dim() == 0)
            throw PyError("TypeError", "len() of a 0-d tensor");
        return v.tensor->sizes()[0];
    case K::Array:
        if (v.array->dim() == 0)
            throw PyError("TypeError", "len() of unsized object");
        return v.array->sizes()[0];
    default:
        throw PyError("TypeError", "object of type '" + PythonTypes::shortName(v) + "' has no len()");
    }
}

bool isInstance(const Value &v, const Value &type)
{
    if (type.kind == Value::Kind::Tuple) {
        for (const auto &t : *type.items)
            if (isInstance(v, t))
                return true;
        return false;
    }
    const auto cls = PythonTypes::classNameOf(type);
    if (!cls)
        throw PyError("TypeError", "isinstance() arg 2 must be a type, a tuple of types, or a union");
    return PythonTypes::isInstanceOf(v, *cls);
}

} // namespace

bool Builtins::has(const std::string &name) { return kBuiltins.count(name) != 0; }

Scalar Builtins::singleElement(const Value &v, const char *conversion)
{
    if (v.kind == Value::Kind::NpScalar)
        return v.scalar;
    if (v.kind == Value::Kind::Tensor) {
        if (v.tensor->numel() != 1)
            throw Errors::itemNotOneElement();
        return TensorMath::item(v.tensor);
    }
    if (v.array->numel() != 1)
        throw PyError("TypeError", "only size-1 arrays can be converted to Python scalars");
    (void)conversion;
    return TensorMath::elementAt(*v.array, std::vector<int64_t>(v.array->sizes().size(), 0));
}

Value Builtins::call(Interpreter &in, const std::string &name, CallArgs &args)
{
    if (name == "print") {
        args.check("print", static_cast<size_t>(-1), {"sep", "end", "flush"});
        std::string sep = " ", end = "\n";
        for (const auto &[k, v] : args.keywords) {
            if (k == "flush")
                continue;
            if (v.kind == Value::Kind::None)
                continue;
            if (v.kind != Value::Kind::Str)
                throw PyError("TypeError", k + " must be None or a string, not " + PythonTypes::shortName(v));
            (k == "sep" ? sep : end) = v.text;
        }
        std::string text;
        for (size_t i = 0; i < args.positional.size(); ++i) {
            if (i)
                text += sep;
            text += ValuePrinter::str(args.positional[i]);
        }
        text += end;
        in.output().out(text);
        return Value::none();
    }
    auto one = [&](const char *fn) -> const Value & {
        if (!args.keywords.empty())
            throw PyError("TypeError", std::string(fn) + "() takes no keyword arguments");
        if (args.positional.size() != 1)
            throw PyError("TypeError", std::string(fn) + "() takes exactly one argument (" +
                                           std::to_string(args.positional.size()) + " given)");
        return args.positional[0];
    };
    if (name == "type") {
        return Value::type(PythonTypes::qualifiedName(one("type")));
    }
    if (name == "len")
        return Value::integer(length(one("len")));
    if (name == "repr")
        return Value::str(ValuePrinter::repr(one("repr")));
    if (name == "abs") {
        const Value &v = one("abs");
        if (v.kind == Value::Kind::Int)
            return Value::integer(v.i < 0 ? -v.i : v.i);
        if (v.kind == Value::Kind::Bool)
            return Value::integer(v.b);
        if (v.kind == Value::Kind::Float)
            return Value::real(std::fabs(v.f));
        throw UnsupportedError("abs() of a " + PythonTypes::qualifiedName(v));
    }
    if (name == "isinstance") {
        if (args.positional.size() != 2)
            throw PyError("TypeError", "isinstance expected 2 arguments, got " + std::to_string(args.positional.size()));
        return Value::boolean(isInstance(args.positional[0], args.positional[1]));
    }
    // str / int / float / bool with no argument give the empty value.
    if (args.positional.empty() && args.keywords.empty()) {
        if (name == "str")
            return Value::str("");
        if (name == "int")
            return Value::integer(0);
        if (name == "float")
            return Value::real(0.0);
        if (name == "bool")
            return Value::boolean(false);
    }
    if (name == "str")
        return Value::str(ValuePrinter::str(one("str")));
    if (name == "int")
        return toInt(one("int"));
    if (name == "float")
        return toFloat(one("float"));
    if (name == "bool")
        return Value::boolean(PythonTypes::truthy(one("bool")));
    throw UnsupportedError("the builtin '" + name + "'");
}

Value Builtins::callType(Interpreter &, const Value &type, CallArgs &)
{
    throw UnsupportedError("calling the class " + type.text);
}

Value Builtins::attribute(Interpreter &, const Value &object, const std::string &name)
{
    using K = Value::Kind;
    if (auto field = ReturnTypes::field(object, name))
        return *field;
    if (object.kind == K::Type || (object.kind == K::Function && (object.text == "int" || object.text == "float" ||
                                                                  object.text == "bool" || object.text == "str"))) {
        if (name == "__name__")
            return Value::str(object.kind == K::Type ? PythonTypes::shortNameOf(object.text) : object.text);
        if (name == "__qualname__")
            return Value::str(PythonTypes::shortNameOf(object.text));
        if (name == "__module__") {
            const auto dot = object.text.rfind('.');
            return Value::str(dot == std::string::npos ? "builtins" : object.text.substr(0, dot));
        }
    }
    if (object.kind == K::Device) {
        if (name == "type")
            return Value::str(object.device.typeName());
        if (name == "index")
            return object.device.index < 0 ? Value::none() : Value::integer(object.device.index);
    }
    if (object.kind == K::DType) {
        if (name == "is_floating_point")
            return Value::boolean(isFloating(object.dtype));
        if (name == "is_complex")
            return Value::boolean(false);
        if (name == "is_signed")
            return Value::boolean(isSigned(object.dtype));
    }
    if (object.kind == K::NpType && name == "__name__")
        return Value::str(object.dtype == DType::Bool ? "bool_" : std::string(numpyName(object.dtype)));
    if (object.kind == K::GradFn && name == "name")
        return Value::method(object, name);
    if (object.kind == K::Size && (name == "numel" || name == "count" || name == "index"))
        return Value::method(object, name);
    if (object.kind == K::GradFn && (name == "next_functions" || name == "register_hook" || name == "metadata"))
        throw UnsupportedError("the grad_fn attribute '" + name + "'");
    if (Suggestions::hasAttribute(object, name))
        throw UnsupportedError("the attribute '" + name + "' of " + PythonTypes::qualifiedName(object));
    if (object.kind == K::Type)
        throw PyError("AttributeError", "type object '" + PythonTypes::shortNameOf(object.text) + "' has no attribute '" +
                                            name + "'")
            .withSuggestion(Suggestions::forAttributeOf(object, name));
    throw Errors::noAttribute(PythonTypes::shortName(object), name).withSuggestion(Suggestions::forAttributeOf(object, name));
}

Value Builtins::callMethod(Interpreter &, const Value &self, const std::string &name, CallArgs &args)
{
    if (self.kind == Value::Kind::GradFn && name == "name") {
        args.checkNone("name");
        return Value::str(self.node->name());
    }
    if (self.kind == Value::Kind::Size && name == "numel") {
        int64_t n = 1;
        for (int64_t s : self.size)
            n *= s;
        return Value::integer(n);
    }
    throw UnsupportedError("the method '" + name + "' of " + PythonTypes::qualifiedName(self));
}

Value Builtins::subscript(Interpreter &, const Value &object, const Value &index)
{
    using K = Value::Kind;
    ValueList items;
    std::string kindName;
    if (object.kind == K::Size) {
        for (int64_t s : object.size)
            items.push_back(Value::integer(s));
        kindName = "tuple";
    } else if (object.kind == K::Tuple || object.kind == K::List) {
        items = *object.items;
        kindName = object.kind == K::Tuple ? "tuple" : "list";
    } else if (object.kind == K::Str) {
        for (char c : object.text)
            items.push_back(Value::str(std::string(1, c)));
        kindName = "string";
    } else if (object.kind == K::Flags && index.kind == K::Str) {
        return NumpyBindings::flagItem(object, index.text);
    } else if (object.kind == K::None) {
        throw PyError("TypeError", "'NoneType' object is not subscriptable");
    } else {
        throw PyError("TypeError", "'" + PythonTypes::shortName(object) + "' object is not subscriptable");
    }
    const int64_t n = static_cast<int64_t>(items.size());
    if (index.kind == K::Tuple && index.text == "slice") {
        auto bound = [](const Value &b) -> std::optional<int64_t> {
            if (b.kind == K::None)
                return std::nullopt;
            if (b.kind == K::Int)
                return b.i;
            throw PyError("TypeError", "slice indices must be integers or None or have an __index__ method");
        };
        auto lo = bound((*index.items)[0]), hi = bound((*index.items)[1]), st = bound((*index.items)[2]);
        const int64_t step = st.value_or(1);
        if (step == 0)
            throw PyError("ValueError", "slice step cannot be zero");
        if (step < 0)
            throw UnsupportedError("negative slice steps");
        auto clampIndex = [n](int64_t v) {
            if (v < 0)
                v += n;
            return std::clamp<int64_t>(v, 0, n);
        };
        const int64_t a = lo ? clampIndex(*lo) : 0, b = hi ? clampIndex(*hi) : n;
        ValueList out;
        for (int64_t i = a; i < b; i += step)
            out.push_back(items[static_cast<size_t>(i)]);
        if (object.kind == K::Size) {
            std::vector<int64_t> s;
            for (const auto &v : out)
                s.push_back(v.i);
            return Value::torchSize(s);
        }
        if (object.kind == K::Str) {
            std::string s;
            for (const auto &v : out)
                s += v.text;
            return Value::str(s);
        }
        return object.kind == K::List ? Value::list(out) : Value::tuple(out);
    }
    if (index.kind != K::Int && index.kind != K::Bool)
        throw PyError("TypeError", kindName + " indices must be integers or slices, not " + PythonTypes::shortName(index));
    int64_t i = index.kind == K::Bool ? index.b : index.i;
    if (i < 0)
        i += n;
    if (i < 0 || i >= n)
        throw PyError("IndexError", kindName + " index out of range");
    return items[static_cast<size_t>(i)];
}

} // namespace tl
