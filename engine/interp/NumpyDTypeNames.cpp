// NumPy 1.24's dtype names (numpy/core/_type_aliases.py, the type characters of
// arraytypes.c.src) for the dtypes the engine models.
#include "NumpyDTypeNames.h"

#include "core/PyError.h"

#include <array>
#include <string_view>

namespace tl {

namespace {

struct Name {
    std::string_view text;
    DType dtype;
};

// numpy module attributes naming a modelled scalar type (beyond each dtype's own name).
constexpr Name kTypeAliases[] = {
    {"bool_", DType::Bool},    {"byte", DType::Int8},       {"ubyte", DType::UInt8},    {"short", DType::Int16},
    {"intc", DType::Int32},    {"int_", DType::Int64},      {"intp", DType::Int64},     {"half", DType::Float16},
    {"single", DType::Float32}, {"double", DType::Float64}, {"float_", DType::Float64},
};

// np.dtype() strings besides names, type characters and kind + size codes.
constexpr Name kStringAliases[] = {
    {"bool", DType::Bool},     {"b1", DType::Bool},         {"int", DType::Int64},      {"float", DType::Float64},
    {"p", DType::Int64},       {"byte", DType::Int8},       {"ubyte", DType::UInt8},    {"short", DType::Int16},
    {"intc", DType::Int32},    {"int_", DType::Int64},      {"intp", DType::Int64},     {"half", DType::Float16},
    {"single", DType::Float32}, {"double", DType::Float64}, {"float_", DType::Float64}, {"bool_", DType::Bool},
};

// Dtypes NumPy has that the engine does not model (refused, not misread).
constexpr std::string_view kUnmodelled[] = {
    "uint16", "uint32", "uint64", "uint", "ushort", "uintc", "uintp", "ulonglong", "longlong", "q", "Q", "H", "I", "L",
    "u2", "u4", "u8", "complex", "complex64", "complex128", "c8", "c16", "F", "D", "G", "longdouble", "float128",
    "f16", "g", "O", "object", "S", "U", "V", "str", "bytes", "datetime64", "timedelta64", "M", "m", "P",
};

} // namespace

std::optional<DType> NumpyDTypeNames::typeAttribute(const std::string &name)
{
    for (DType d : kAllDTypes)
        if (hasNumpyType(d) && d != DType::Bool && numpyName(d) == name)
            return d;
    for (const Name &n : kTypeAliases)
        if (n.text == name)
            return n.dtype;
    return std::nullopt;
}

char NumpyDTypeNames::typeChar(DType d)
{
    switch (d) {
    case DType::Bool: return '?';
    case DType::UInt8: return 'B';
    case DType::Int8: return 'b';
    case DType::Int16: return 'h';
    case DType::Int32: return 'i';
    case DType::Int64: return 'l';
    case DType::Float16: return 'e';
    case DType::Float32: return 'f';
    case DType::Float64: return 'd';
    case DType::BFloat16: break;
    }
    return '\0';
}

std::string NumpyDTypeNames::typeStr(DType d)
{
    return std::string(itemSize(d) == 1 ? "|" : "<") + numpyKind(d) + std::to_string(itemSize(d));
}

DType NumpyDTypeNames::fromString(const std::string &text)
{
    std::string_view s = text;
    // '<' and '=' are this machine's byte order, '|' says it does not matter.
    if (!s.empty() && (s[0] == '<' || s[0] == '=' || s[0] == '|'))
        s.remove_prefix(1);
    else if (!s.empty() && s[0] == '>' && s.size() > 1)
        throw UnsupportedError("big-endian dtype '" + text + "'");
    for (DType d : kAllDTypes) {
        if (!hasNumpyType(d))
            continue;
        if (s == numpyName(d) || (s.size() == 1 && s[0] == typeChar(d)) ||
            s == std::string(1, numpyKind(d)) + std::to_string(itemSize(d)))
            return d;
    }
    for (const Name &n : kStringAliases)
        if (n.text == s)
            return n.dtype;
    for (std::string_view u : kUnmodelled)
        if (u == s)
            throw UnsupportedError("the NumPy dtype '" + text + "'");
    throw PyError("TypeError", "data type '" + text + "' not understood");
}

} // namespace tl
