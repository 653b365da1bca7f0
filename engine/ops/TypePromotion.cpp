#include "TypePromotion.h"

#include "core/VersionProfile.h"

#include "core/PyError.h"

#include <cmath>
#include <cstdint>
#include <limits>

namespace tl {

namespace {

std::optional<DType> promoteOpt(std::optional<DType> a, std::optional<DType> b)
{
    if (!a)
        return b;
    if (!b)
        return a;
    return promoteTypes(*a, *b);
}

// c10's combine_categories, restricted to real dtypes.
std::optional<DType> combineCategories(std::optional<DType> higher, std::optional<DType> lower)
{
    if (higher && isFloating(*higher))
        return higher;
    if ((higher && *higher == DType::Bool) || (lower && isFloating(*lower)))
        return promoteOpt(higher, lower);
    if (higher)
        return higher;
    return lower;
}

} // namespace

DType TypePromotion::torchResultType(const std::vector<TorchArg> &args)
{
    std::optional<DType> dimResult, zeroResult, wrappedResult;
    for (const auto &a : args) {
        if (a.isNumber) {
            // Python floats count as the default dtype (float32).
            const DType d = isFloating(a.dtype) ? DType::Float32 : a.dtype;
            wrappedResult = promoteOpt(wrappedResult, d);
        } else if (a.zeroDim) {
            zeroResult = promoteOpt(zeroResult, a.dtype);
        } else {
            dimResult = promoteOpt(dimResult, a.dtype);
        }
    }
    return combineCategories(dimResult, combineCategories(zeroResult, wrappedResult)).value_or(DType::Float32);
}

namespace {

// NumPy's own type numbers for promotion, wider than the engine's dtypes: value-based casting
// can name uint16/uint32/uint64, which the engine refuses when they would be a result.
enum class NpT { Bool, U8, U16, U32, U64, I8, I16, I32, I64, F16, F32, F64 };

int bitsOf(NpT t)
{
    switch (t) {
    case NpT::Bool: return 1;
    case NpT::U8: case NpT::I8: return 8;
    case NpT::U16: case NpT::I16: case NpT::F16: return 16;
    case NpT::U32: case NpT::I32: case NpT::F32: return 32;
    default: return 64;
    }
}
bool isUnsignedT(NpT t) { return t >= NpT::U8 && t <= NpT::U64; }
bool isSignedT(NpT t) { return t >= NpT::I8 && t <= NpT::I64; }
bool isFloatT(NpT t) { return t >= NpT::F16; }
int kindOf(NpT t) { return t == NpT::Bool ? 0 : isFloatT(t) ? 2 : 1; } // dtype_kind_to_ordering

NpT signedOf(int bits) { return bits <= 8 ? NpT::I8 : bits <= 16 ? NpT::I16 : bits <= 32 ? NpT::I32 : NpT::I64; }
NpT floatOf(int bits) { return bits <= 16 ? NpT::F16 : bits <= 32 ? NpT::F32 : NpT::F64; }

NpT toNp(DType d)
{
    switch (d) {
    case DType::Bool: return NpT::Bool;
    case DType::UInt8: return NpT::U8;
    case DType::Int8: return NpT::I8;
    case DType::Int16: return NpT::I16;
    case DType::Int32: return NpT::I32;
    case DType::Int64: return NpT::I64;
    case DType::Float16: return NpT::F16;
    case DType::Float32: return NpT::F32;
    default: return NpT::F64;
    }
}

DType fromNp(NpT t)
{
    switch (t) {
    case NpT::Bool: return DType::Bool;
    case NpT::U8: return DType::UInt8;
    case NpT::I8: return DType::Int8;
    case NpT::I16: return DType::Int16;
    case NpT::I32: return DType::Int32;
    case NpT::I64: return DType::Int64;
    case NpT::F16: return DType::Float16;
    case NpT::F32: return DType::Float32;
    case NpT::F64: return DType::Float64;
    default: throw UnsupportedError("a NumPy result of dtype uint" + std::to_string(bitsOf(t)));
    }
}

// NumPy's promote_types table.
NpT promote(NpT a, NpT b)
{
    if (a == b || b == NpT::Bool)
        return a;
    if (a == NpT::Bool)
        return b;
    if (isFloatT(a) && isFloatT(b))
        return bitsOf(a) > bitsOf(b) ? a : b;
    if (isFloatT(a) || isFloatT(b)) {
        const NpT f = isFloatT(a) ? a : b, i = isFloatT(a) ? b : a;
        // The float must hold every value of the integer: 8-bit ints fit float16, 16-bit float32.
        const int need = bitsOf(i) <= 8 ? 16 : bitsOf(i) <= 16 ? 32 : 64;
        return floatOf(std::max(bitsOf(f), need));
    }
    if (isUnsignedT(a) == isUnsignedT(b))
        return bitsOf(a) > bitsOf(b) ? a : b;
    const NpT u = isUnsignedT(a) ? a : b, i = isUnsignedT(a) ? b : a;
    if (bitsOf(i) > bitsOf(u))
        return i;
    return bitsOf(u) >= 64 ? NpT::F64 : signedOf(2 * bitsOf(u));
}

// promote_types with NumPy's "small unsigned" scalars: a non-negative value that also fits
// the signed type of its size counts as signed next to a signed or floating type.
NpT promote(NpT a, bool smallA, NpT b, bool smallB)
{
    if (smallA && isUnsignedT(a) && (isSignedT(b) || isFloatT(b)))
        a = signedOf(bitsOf(a));
    if (smallB && isUnsignedT(b) && (isSignedT(a) || isFloatT(a)))
        b = signedOf(bitsOf(b));
    return promote(a, b);
}

// min_scalar_type of a value of dtype `d`.
NpT minScalarType(const Scalar &v, DType d, bool &smallUnsigned)
{
    smallUnsigned = false;
    if (d == DType::Bool || v.isBool())
        return NpT::Bool;
    if (!isFloating(d)) {
        const int64_t i = v.toInt();
        if (i >= 0) {
            const NpT t = i <= 0xff ? NpT::U8 : i <= 0xffff ? NpT::U16 : i <= 0xffffffffLL ? NpT::U32 : NpT::U64;
            smallUnsigned = bitsOf(t) == 64 || i <= (int64_t{1} << (bitsOf(t) - 1)) - 1;
            return t;
        }
        return i >= -128 ? NpT::I8 : i >= -32768 ? NpT::I16 : i >= INT32_MIN ? NpT::I32 : NpT::I64;
    }
    const double x = v.toDouble();
    // NumPy's own bounds (min_scalar_type_num), not the types' exact limits.
    if (!std::isfinite(x) || std::fabs(x) < 65000.0)
        return NpT::F16;
    if (std::fabs(x) < 3.4e38)
        return NpT::F32;
    return NpT::F64;
}

} // namespace

namespace {

// NumPy 2's promotion (NEP 50): arrays, 0-d arrays and NumPy scalars count by their dtype;
// a Python int or float is "weak" and takes the others' type when its kind is no higher
// (int with any number type, float with a float), else the default type of its kind.
DType weakScalarResultType(const std::vector<TypePromotion::NumpyArg> &args)
{
    std::optional<NpT> result;
    for (const auto &a : args)
        if (!a.isPythonScalar)
            result = result ? promote(*result, toNp(a.dtype)) : toNp(a.dtype);
    for (const auto &a : args) {
        if (!a.isPythonScalar)
            continue;
        const NpT weak = toNp(a.dtype); // the kind's default: bool, int64 or float64
        if (!result)
            result = weak;
        else if (kindOf(weak) > kindOf(*result))
            result = promote(*result, weak);
    }
    return result ? fromNp(*result) : DType::Float64;
}

} // namespace

DType TypePromotion::numpyResultType(const std::vector<NumpyArg> &args)
{
    if (Profile::isCurrent())
        return weakScalarResultType(args);
    // NumPy 1.24's legacy value-based casting (PyArray_ResultType): Python scalars, NumPy
    // scalars and 0-d arrays count by their value, not their dtype, when their kind is no
    // higher than the arrays' kind; with no arrays (or no scalars) all count by dtype.
    int arrayKind = -1, scalarKind = -1;
    for (const auto &a : args)
        (a.isPythonScalar || a.zeroDim ? scalarKind : arrayKind) =
            std::max(a.isPythonScalar || a.zeroDim ? scalarKind : arrayKind, kindOf(toNp(a.dtype)));
    const bool valueBased = arrayKind >= 0 && scalarKind >= 0 && scalarKind <= arrayKind;
    std::optional<NpT> result;
    bool resultSmall = false;
    for (const auto &a : args) {
        const bool scalar = a.isPythonScalar || a.zeroDim;
        if (valueBased && scalar)
            continue;
        result = result ? promote(*result, toNp(a.dtype)) : toNp(a.dtype);
    }
    if (valueBased)
        for (const auto &a : args) {
            if (!(a.isPythonScalar || a.zeroDim))
                continue;
            bool small = false;
            const NpT t = minScalarType(a.value, a.dtype, small);
            result = promote(t, small, *result, resultSmall);
            resultSmall = false;
        }
    return result ? fromNp(*result) : DType::Float64;
}

} // namespace tl
