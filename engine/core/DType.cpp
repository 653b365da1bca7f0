// The dtype tables generated from TL_FORALL_DTYPES, and c10::promoteTypes over them.
#include "DType.h"

#include <array>

namespace tl {

namespace {
struct DTypeInfo {
    std::string_view torch;
    std::string_view numpy;
    int size;
    char kind;
    std::string_view legacy;
    std::string_view scalarType;
    std::string_view cppType;
    std::string_view typeMeta;
};
constexpr std::array<DTypeInfo, kDTypeCount> kInfo{{
#define TL_DTYPE_INFO(e, type, tn, nn, sz, kind, leg, st, cpp, meta) {tn, nn, sz, kind, leg, st, cpp, meta},
    TL_FORALL_DTYPES(TL_DTYPE_INFO)
#undef TL_DTYPE_INFO
}};
const DTypeInfo &info(DType d) { return kInfo[static_cast<size_t>(d)]; }

struct Alias {
    std::string_view name;
    DType dtype;
};
// The torch attributes that name a dtype besides its own name (torch.half is torch.float16).
constexpr Alias kTorchAliases[] = {
    {"float", DType::Float32}, {"double", DType::Float64}, {"half", DType::Float16},
    {"int", DType::Int32},     {"long", DType::Int64},     {"short", DType::Int16},
};
} // namespace

std::string_view torchName(DType d) { return info(d).torch; }
std::string_view numpyName(DType d) { return info(d).numpy; }
std::string_view legacyTypeName(DType d) { return info(d).legacy; }
std::string_view scalarTypeName(DType d) { return info(d).scalarType; }
std::string_view cppTypeName(DType d) { return info(d).cppType; }
std::string_view typeMetaName(DType d) { return info(d).typeMeta; }
int itemSize(DType d) { return info(d).size; }
char numpyKind(DType d) { return info(d).kind; }

int category(DType d)
{
    if (d == DType::Bool)
        return 0;
    return isFloating(d) ? 2 : 1;
}

DType promoteTypes(DType a, DType b)
{
    // c10's table follows three rules over these dtypes: a higher category wins outright
    // (int64 + float16 -> float16); within one, the wider wins; and the two pairs neither
    // of which holds the other meet one step up (uint8 + int8 -> int16, float16 +
    // bfloat16 -> float32).
    if (a == b)
        return a;
    if (category(a) != category(b))
        return category(a) > category(b) ? a : b;
    if ((a == DType::UInt8 && b == DType::Int8) || (a == DType::Int8 && b == DType::UInt8))
        return DType::Int16;
    if (isReducedFloating(a) && isReducedFloating(b))
        return DType::Float32;
    if (a == DType::UInt8 || b == DType::UInt8) // uint8 with a wider signed type
        return a == DType::UInt8 ? b : a;
    return itemSize(a) >= itemSize(b) ? a : b;
}

bool canCast(DType from, DType to)
{
    if (isFloating(from) && !isFloating(to))
        return false;
    return from == DType::Bool || to != DType::Bool;
}

std::optional<DType> dtypeFromTorchName(std::string_view name)
{
    for (DType d : kAllDTypes)
        if (torchName(d) == name)
            return d;
    for (const Alias &a : kTorchAliases)
        if (a.name == name)
            return a.dtype;
    return std::nullopt;
}

} // namespace tl
