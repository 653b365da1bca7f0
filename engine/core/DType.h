#pragma once
// The five dtypes TensorLens models, generated from one list (as c10's ScalarType.h does).
#include <cstdint>
#include <optional>
#include <string_view>

namespace tl {

// X(enumerator, torch name, numpy name, itemsize, is_floating, torch legacy type name)
#define TL_FORALL_DTYPES(X)                                              \
    X(Bool, "bool", "bool", 1, false, "BoolTensor")                      \
    X(Int32, "int32", "int32", 4, false, "IntTensor")                    \
    X(Int64, "int64", "int64", 8, false, "LongTensor")                   \
    X(Float32, "float32", "float32", 4, true, "FloatTensor")             \
    X(Float64, "float64", "float64", 8, true, "DoubleTensor")

enum class DType : uint8_t {
#define TL_DTYPE_ENUM(e, tn, nn, sz, fl, leg) e,
    TL_FORALL_DTYPES(TL_DTYPE_ENUM)
#undef TL_DTYPE_ENUM
};

constexpr int kDTypeCount = 5;

std::string_view torchName(DType d);   // "float32" (printed as torch.float32)
std::string_view numpyName(DType d);   // "float32"
std::string_view legacyTypeName(DType d); // "FloatTensor" (as in torch.FloatTensor)
int itemSize(DType d);
bool isFloating(DType d);
inline bool isIntegral(DType d) { return d == DType::Int32 || d == DType::Int64; }

// Kind ordering used by promotion: bool < integral < floating.
int category(DType d);

// c10::promoteTypes restricted to our dtypes (also NumPy's promote_types for them).
DType promoteTypes(DType a, DType b);

std::optional<DType> dtypeFromTorchName(std::string_view name); // "float32", "float", "double", "long"...

} // namespace tl
