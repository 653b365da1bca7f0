#pragma once
// The ten dtypes TensorLens models, generated from one list (as c10's ScalarType.h does):
// names, sizes, kinds, the element type that holds them, and c10's promotion table.
#include "BFloat16.h"
#include "Half.h"

#include <cstdint>
#include <optional>
#include <string_view>

namespace tl {

// X(enumerator, element type, torch name, numpy name ("" = none), itemsize, NumPy kind,
//   torch legacy type name, c10 ScalarType name, c10 C++ type name, caffe2::TypeMeta name)
#define TL_FORALL_DTYPES(X)                                                                                            \
    X(Bool, bool, "bool", "bool", 1, 'b', "BoolTensor", "Bool", "bool", "bool")                                        \
    X(UInt8, uint8_t, "uint8", "uint8", 1, 'u', "ByteTensor", "Byte", "uint8_t", "unsigned char")                      \
    X(Int8, int8_t, "int8", "int8", 1, 'i', "CharTensor", "Char", "int8_t", "signed char")                             \
    X(Int16, int16_t, "int16", "int16", 2, 'i', "ShortTensor", "Short", "int16_t", "short int")                        \
    X(Int32, int32_t, "int32", "int32", 4, 'i', "IntTensor", "Int", "int", "int")                                      \
    X(Int64, int64_t, "int64", "int64", 8, 'i', "LongTensor", "Long", "int64_t", "long int")                           \
    X(Float16, ::tl::Half, "float16", "float16", 2, 'f', "HalfTensor", "Half", "at::Half", "c10::Half")                \
    X(BFloat16, ::tl::BFloat16, "bfloat16", "", 2, 'f', "BFloat16Tensor", "BFloat16", "at::BFloat16", "c10::BFloat16") \
    X(Float32, float, "float32", "float32", 4, 'f', "FloatTensor", "Float", "float", "float")                          \
    X(Float64, double, "float64", "float64", 8, 'f', "DoubleTensor", "Double", "double", "double")

enum class DType : uint8_t {
#define TL_DTYPE_ENUM(e, ...) e,
    TL_FORALL_DTYPES(TL_DTYPE_ENUM)
#undef TL_DTYPE_ENUM
};

constexpr int kDTypeCount = 0
#define TL_DTYPE_COUNT(...) +1
    TL_FORALL_DTYPES(TL_DTYPE_COUNT)
#undef TL_DTYPE_COUNT
    ;

// Every dtype in list order, for tables and tests that cover them all.
constexpr DType kAllDTypes[] = {
#define TL_DTYPE_ALL(e, ...) DType::e,
    TL_FORALL_DTYPES(TL_DTYPE_ALL)
#undef TL_DTYPE_ALL
};

std::string_view torchName(DType d);      // "float32" (printed as torch.float32)
std::string_view numpyName(DType d);      // "float32"; empty for bfloat16, which NumPy lacks
std::string_view legacyTypeName(DType d); // "FloatTensor" (as in torch.FloatTensor)
std::string_view scalarTypeName(DType d); // "Float" (c10::toString, as in error messages)
std::string_view typeMetaName(DType d);   // "float", "long int" (caffe2::TypeMeta::name, as PyTorch 2's mm errors)
std::string_view cppTypeName(DType d);    // "float", "at::Half" (c10's checked_convert messages)
int itemSize(DType d);
char numpyKind(DType d); // 'b', 'u', 'i' or 'f' (numpy.dtype.kind)
inline bool hasNumpyType(DType d) { return !numpyName(d).empty(); } // bfloat16 has none
inline bool isFloating(DType d) { return numpyKind(d) == 'f'; }
inline bool isIntegral(DType d) { return numpyKind(d) == 'u' || numpyKind(d) == 'i'; } // bool excluded
// float16 and bfloat16: stored narrow, computed in float on the CPU.
inline bool isReducedFloating(DType d) { return d == DType::Float16 || d == DType::BFloat16; }

// Kind ordering used by promotion: bool < integral < floating.
int category(DType d);

// c10::isSignedType: every dtype but bool and uint8.
inline bool isSigned(DType d) { return d != DType::Bool && d != DType::UInt8; }
// c10::canCast: no floating -> integral, no non-bool -> bool.
bool canCast(DType from, DType to);

// c10::promoteTypes (uint8 + int8 -> int16, float16 + bfloat16 -> float32).
DType promoteTypes(DType a, DType b);

std::optional<DType> dtypeFromTorchName(std::string_view name); // "float32", "float", "half", "short"...

} // namespace tl
