// The number protocol of CPython 3.11 (Objects/abstract.c) with PyTorch 1.13's
// Tensor.__float__/__int__/__index__ and NumPy 1.24's scalar and ndarray conversions.
#include "PyNumber.h"

#include "core/Errors.h"
#include "functions/TensorMath.h"
#include "interp/Builtins.h"
#include "interp/PythonTypes.h"
#include "ops/HostElements.h"

#include <cmath>

namespace tl {

bool PyNumber::isNumber(const Value &v)
{
    using K = Value::Kind;
    return v.kind == K::Bool || v.kind == K::Int || v.kind == K::Float || v.kind == K::NpScalar || v.kind == K::Tensor ||
           v.kind == K::Array;
}

double PyNumber::toDouble(const Value &v)
{
    using K = Value::Kind;
    switch (v.kind) {
    case K::Float: return v.f;
    case K::Int: return static_cast<double>(v.i);
    case K::Bool: return v.b ? 1.0 : 0.0;
    case K::NpScalar:
    case K::Tensor:
    case K::Array: return Builtins::singleElement(v, "float").toDouble();
    default: throw PyError("TypeError", "must be real number, not " + PythonTypes::shortName(v));
    }
}

bool PyNumber::hasIndex(const Value &v)
{
    using K = Value::Kind;
    if (v.kind == K::Int || v.kind == K::Bool)
        return true;
    if (v.kind == K::NpScalar)
        return !v.scalar.isFloating();
    return v.kind == K::Tensor || v.kind == K::Array;
}

int64_t PyNumber::index(const Value &v)
{
    using K = Value::Kind;
    switch (v.kind) {
    case K::Int: return v.i;
    case K::Bool: return v.b;
    case K::NpScalar:
        if (!v.scalar.isFloating())
            return v.scalar.isBool() ? v.scalar.toBool() : v.scalar.toInt();
        break;
    case K::Tensor:
        if (v.tensor->numel() != 1 || isFloating(v.tensor->dtype()))
            throw PyError("TypeError", "only integer tensors of a single element can be converted to an index");
        return HostElements::item(v.tensor).toInt();
    case K::Array:
        if (v.array->dim() != 0 || isFloating(v.array->dtype()) || v.array->dtype() == DType::Bool)
            throw PyError("TypeError", "only integer scalar arrays can be converted to a scalar index");
        return HostElements::at(*v.array, {}).toInt();
    default: break;
    }
    throw PyError("TypeError", "'" + PythonTypes::shortName(v) + "' object cannot be interpreted as an integer");
}

int64_t PyNumber::floatToLong(double x)
{
    if (std::isnan(x))
        throw PyError("ValueError", "cannot convert float NaN to integer");
    if (std::isinf(x))
        throw PyError("OverflowError", "cannot convert float infinity to integer");
    const double t = std::trunc(x);
    if (t >= 9223372036854775808.0 || t < -9223372036854775808.0)
        throw UnsupportedError("Python integers beyond 64 bits");
    return static_cast<int64_t>(t);
}

int64_t PyNumber::toLong(const Value &v)
{
    using K = Value::Kind;
    switch (v.kind) {
    case K::Int: return v.i;
    case K::Bool: return v.b;
    case K::Float: return floatToLong(v.f);
    case K::NpScalar:
    case K::Tensor:
    case K::Array: {
        const Scalar s = Builtins::singleElement(v, "int");
        if (s.isFloating())
            return floatToLong(s.toDouble());
        return s.isBool() ? s.toBool() : s.toInt();
    }
    default:
        throw PyError("TypeError", "int() argument must be a string, a bytes-like object or a real number, not '" +
                                       PythonTypes::shortName(v) + "'");
    }
}

} // namespace tl
