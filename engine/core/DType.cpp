#include "DType.h"

#include <array>

namespace tl {

namespace {
struct DTypeInfo {
    std::string_view torch;
    std::string_view numpy;
    int size;
    bool floating;
    std::string_view legacy;
};
constexpr std::array<DTypeInfo, kDTypeCount> kInfo{{
#define TL_DTYPE_INFO(e, tn, nn, sz, fl, leg) {tn, nn, sz, fl, leg},
    TL_FORALL_DTYPES(TL_DTYPE_INFO)
#undef TL_DTYPE_INFO
}};
const DTypeInfo &info(DType d) { return kInfo[static_cast<size_t>(d)]; }
} // namespace

std::string_view torchName(DType d) { return info(d).torch; }
std::string_view numpyName(DType d) { return info(d).numpy; }
std::string_view legacyTypeName(DType d) { return info(d).legacy; }
int itemSize(DType d) { return info(d).size; }
bool isFloating(DType d) { return info(d).floating; }

int category(DType d)
{
    if (d == DType::Bool)
        return 0;
    return isFloating(d) ? 2 : 1;
}

DType promoteTypes(DType a, DType b)
{
    // Within our five dtypes the lattice is a chain per category: the wider wins,
    // and a higher category wins outright (int64 + float32 -> float32).
    if (a == b)
        return a;
    if (category(a) != category(b))
        return category(a) > category(b) ? a : b;
    return itemSize(a) >= itemSize(b) ? a : b;
}

std::optional<DType> dtypeFromTorchName(std::string_view name)
{
    if (name == "float32" || name == "float")
        return DType::Float32;
    if (name == "float64" || name == "double")
        return DType::Float64;
    if (name == "int32" || name == "int")
        return DType::Int32;
    if (name == "int64" || name == "long")
        return DType::Int64;
    if (name == "bool")
        return DType::Bool;
    return std::nullopt;
}

} // namespace tl
