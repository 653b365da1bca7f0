#include "TypePromotion.h"

#include <cmath>
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

// The smallest of our dtypes that NumPy's min_scalar_type would let a Python scalar keep
// when combined with an array of dtype `arrayType` of the same or higher kind.
DType valueBasedType(const TypePromotion::NumpyArg &s, DType arrayType)
{
    const Scalar &v = s.value;
    if (v.isBool())
        return DType::Bool;
    if (!v.isFloating()) {
        const int64_t i = v.toInt();
        if (arrayType == DType::Int32 && i >= std::numeric_limits<int32_t>::min() && i <= std::numeric_limits<int32_t>::max())
            return DType::Int32;
        // min_scalar_type gives (u)int8/16 up to this range, which float32 absorbs; wider ints
        // promote float32 to float64.
        if (arrayType == DType::Float32)
            return i >= -32768 && i <= 65535 ? DType::Float32 : DType::Float64;
        return isFloating(arrayType) ? arrayType : DType::Int64;
    }
    const double d = v.toDouble();
    if (arrayType == DType::Float32 && (!std::isfinite(d) || std::fabs(d) <= std::numeric_limits<float>::max()))
        return DType::Float32;
    return DType::Float64;
}

} // namespace

namespace {

// NumPy's promote_types for our dtypes: like PyTorch's except that float32 cannot hold
// every int32/int64, so integers with float32 give float64.
DType numpyPromote(DType a, DType b)
{
    if ((isIntegral(a) && b == DType::Float32) || (isIntegral(b) && a == DType::Float32))
        return DType::Float64;
    return promoteTypes(a, b);
}

std::optional<DType> numpyPromoteOpt(std::optional<DType> a, std::optional<DType> b)
{
    if (!a)
        return b;
    if (!b)
        return a;
    return numpyPromote(*a, *b);
}

} // namespace

DType TypePromotion::numpyResultType(const std::vector<NumpyArg> &args)
{
    // Value-based casting applies when every array is 0-d-or-scalar-free... in NumPy 1.24:
    // Python scalars (and 0-d arrays) only matter by kind when their kind is higher than
    // the arrays'; otherwise they adopt the arrays' type if their value fits.
    std::optional<DType> arrays;
    int arrayCategory = -1;
    for (const auto &a : args)
        if (!a.isPythonScalar && !a.zeroDim) {
            arrays = numpyPromoteOpt(arrays, a.dtype);
            arrayCategory = std::max(arrayCategory, category(a.dtype));
        }
    if (!arrays) {
        // Only scalars / 0-d arrays: ordinary promotion of their default types.
        std::optional<DType> r;
        for (const auto &a : args)
            r = numpyPromoteOpt(r, a.dtype);
        return r.value_or(DType::Float64);
    }
    DType result = *arrays;
    for (const auto &a : args) {
        if (!a.isPythonScalar && !a.zeroDim)
            continue;
        const int cat = category(a.dtype);
        if (cat > arrayCategory) {
            result = numpyPromote(result, a.dtype);
        } else if (a.isPythonScalar) {
            result = numpyPromote(result, valueBasedType(a, result));
        } else {
            // 0-d arrays of a lower-or-equal kind do not widen the result.
        }
    }
    return result;
}

} // namespace tl
