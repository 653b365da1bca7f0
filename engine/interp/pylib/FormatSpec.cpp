// CPython 3.11 parse_internal_render_format_spec, and the __format__ of each value kind:
// int/bool/float/str (formatter_unicode.c), object.__format__ (Objects/typeobject.c),
// NumPy's gentype_format and array_format, PyTorch 1.13's Tensor.__format__ (_tensor.py).
#include "FormatSpec.h"

#include "SpecFormatter.h"
#include "Utf8.h"
#include "core/PyError.h"
#include "functions/TensorMath.h"
#include "interp/Interpreter.h"
#include "interp/PythonTypes.h"
#include "interp/ValuePrinter.h"
#include "ops/HostElements.h"

#include <limits>

namespace tl {

namespace {

bool isAlign(char32_t c) { return c == '<' || c == '>' || c == '=' || c == '^'; }

// get_integer: decimal digits at pos, or -1 digits when absent.
int64_t readInteger(const std::u32string &s, size_t &pos, bool &present)
{
    int64_t value = 0;
    present = false;
    for (; pos < s.size() && s[pos] >= '0' && s[pos] <= '9'; ++pos) {
        const int64_t digit = s[pos] - '0';
        if (value > (std::numeric_limits<int64_t>::max() - digit) / 10)
            throw PyError("ValueError", "Too many decimal digits in format string");
        value = value * 10 + digit;
        present = true;
    }
    return value;
}

[[noreturn]] void invalidSeparatorType(char separator, char32_t type)
{
    throw PyError("ValueError", std::string("Cannot specify '") + separator + "' with " + FormatSpec::quotedType(type) + ".");
}

// Python's own value for a NumPy scalar or tensor item (what their __format__ formats).
Value pythonNumber(const Scalar &s)
{
    if (s.isBool())
        return Value::boolean(s.toBool());
    if (s.isFloating())
        return Value::real(s.toDouble());
    return Value::integer(s.toInt());
}

// object.__format__: str(self) for an empty spec, else a TypeError naming the class.
std::string objectFormat(const Value &v, const std::string &spec, const std::string &typeName)
{
    if (!spec.empty())
        throw PyError("TypeError", "unsupported format string passed to " + typeName + ".__format__");
    return ValuePrinter::str(v);
}

// The largest width or precision the spec asks for (0 when it has none or does not parse):
// the text it makes must fit in the session's host memory, as in CPython's allocation.
uint64_t requestedSize(const std::string &spec)
{
    uint64_t best = 0, current = 0;
    for (char c : spec) {
        if (c >= '0' && c <= '9') {
            if (current > std::numeric_limits<uint64_t>::max() / 16)
                return std::numeric_limits<uint64_t>::max();
            current = current * 10 + static_cast<uint64_t>(c - '0');
        } else {
            best = std::max(best, current);
            current = 0;
        }
    }
    return std::max(best, current);
}

} // namespace

std::string FormatSpec::quotedType(char32_t type)
{
    char buf[32];
    if (type > 32 && type < 128)
        std::snprintf(buf, sizeof buf, "'%c'", static_cast<char>(type));
    else
        std::snprintf(buf, sizeof buf, "'\\x%x'", static_cast<unsigned>(type));
    return buf;
}

FormatSpec FormatSpec::parse(std::string_view specText, char defaultType, char defaultAlign, const std::string &typeName)
{
    const std::u32string s = Utf8::decode(specText);
    FormatSpec f;
    f.align = defaultAlign;
    f.type = static_cast<unsigned char>(defaultType);
    size_t pos = 0;
    const size_t end = s.size();
    bool alignSpecified = false, fillSpecified = false;
    if (end - pos >= 2 && isAlign(s[pos + 1])) {
        f.align = static_cast<char>(s[pos + 1]);
        f.fill = Utf8::encode(s[pos]);
        fillSpecified = alignSpecified = true;
        pos += 2;
    } else if (end - pos >= 1 && isAlign(s[pos])) {
        f.align = static_cast<char>(s[pos]);
        alignSpecified = true;
        ++pos;
    }
    if (pos < end && (s[pos] == ' ' || s[pos] == '+' || s[pos] == '-'))
        f.sign = static_cast<char>(s[pos++]);
    if (pos < end && s[pos] == 'z') {
        f.noNegativeZero = true;
        ++pos;
    }
    if (pos < end && s[pos] == '#') {
        f.alternate = true;
        ++pos;
    }
    // '0' before the width: zero padding after the sign (numbers only since 3.10).
    if (!fillSpecified && pos < end && s[pos] == '0') {
        f.fill = "0";
        if (!alignSpecified && defaultAlign == '>')
            f.align = '=';
        ++pos;
    }
    bool present = false;
    f.width = readInteger(s, pos, present);
    if (!present)
        f.width = -1;
    if (pos < end && s[pos] == ',') {
        f.grouping = Grouping::Comma;
        ++pos;
    }
    if (pos < end && s[pos] == '_') {
        if (f.grouping != Grouping::None)
            throw PyError("ValueError", "Cannot specify both ',' and '_'.");
        f.grouping = Grouping::Underscore;
        ++pos;
    }
    if (pos < end && s[pos] == ',')
        throw PyError("ValueError", "Cannot specify both ',' and '_'.");
    if (pos < end && s[pos] == '.') {
        ++pos;
        f.precision = readInteger(s, pos, present);
        if (!present)
            throw PyError("ValueError", "Format specifier missing precision");
    }
    if (end - pos > 1)
        throw PyError("ValueError", "Invalid format specifier '" + std::string(specText) + "' for object of type '" + typeName + "'");
    if (end - pos == 1)
        f.type = s[pos];
    if (f.grouping != Grouping::None) {
        switch (f.type) {
        case 'd': case 'e': case 'f': case 'g': case 'E': case 'G': case '%': case 'F': case 0:
            break;
        case 'b': case 'o': case 'x': case 'X':
            // Underscores group bin/oct/hex digits by four (PEP 515).
            if (f.grouping == Grouping::Underscore) {
                f.grouping = Grouping::UnderscoreFour;
                break;
            }
            invalidSeparatorType(',', f.type);
        default: invalidSeparatorType(f.grouping == Grouping::Comma ? ',' : '_', f.type);
        }
    }
    return f;
}

std::string format(Interpreter &in, const Value &value, const std::string &spec)
{
    using K = Value::Kind;
    in.runtime().checkHostObject(requestedSize(spec));
    switch (value.kind) {
    case K::Int: return SpecFormatter::intFormat(value.i, spec, "int", std::to_string(value.i));
    case K::Bool: return SpecFormatter::intFormat(value.b, spec, "bool", value.b ? "True" : "False");
    case K::Float: return SpecFormatter::floatFormat(value.f, spec, "float");
    case K::Str: return SpecFormatter::strFormat(value.text, spec, "str");
    case K::NpScalar: return format(in, pythonNumber(value.scalar), spec);
    case K::Tensor:
        // Tensor.__format__: a 0-d tensor formats its item.
        if (value.tensor->dim() == 0)
            return format(in, pythonNumber(HostElements::item(value.tensor)), spec);
        return objectFormat(value, spec, "Tensor");
    case K::Array:
        // ndarray.__format__: a 0-d array formats its NumPy scalar.
        if (value.array->dim() == 0)
            return format(in, pythonNumber(HostElements::at(*value.array, {})), spec);
        return objectFormat(value, spec, "numpy.ndarray");
    default: return objectFormat(value, spec, PythonTypes::shortName(value));
    }
}

} // namespace tl
