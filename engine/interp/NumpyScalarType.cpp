// NumPy 1.24's scalar type constructors (numpy/core/src/multiarray/scalartypes.c.src,
// <name>_arrtype_new): a number or string is converted as Python's int()/float() read it,
// anything else goes through PyArray_FromAny with the type's dtype (forced cast) and comes
// back as a scalar only when the result is 0-d; an array of the type itself is returned as is.
#include "NumpyScalarType.h"

#include "Builtins.h"
#include "Interpreter.h"
#include "PythonTypes.h"
#include "bind/BindingRegistry.h"
#include "core/Errors.h"
#include "functions/TensorMath.h"
#include "ops/ArrayOps.h"
#include "ops/HostElements.h"

#include <cmath>

namespace tl {

namespace {

std::string typeName(DType d) { return d == DType::Bool ? "bool_" : std::string(numpyName(d)); }

// np.float64 derives from Python's float and takes its arguments; the others parse theirs
// with PyArg_ParseTupleAndKeywords(args, kwds, "|O", {"", NULL}) (bool_ names itself).
void checkArguments(DType type, const CallArgs &args)
{
    if (type == DType::Float64) {
        if (!args.keywords.empty())
            throw PyError("TypeError", "float() takes no keyword arguments");
        if (args.positional.size() > 1)
            throw PyError("TypeError", "float expected at most 1 argument, got " + std::to_string(args.positional.size()));
        return;
    }
    const std::string function = type == DType::Bool ? "bool_()" : "function";
    if (args.positional.size() + args.keywords.size() > 1)
        throw PyError("TypeError", function + " takes at most 1 argument (" +
                                       std::to_string(args.positional.size() + args.keywords.size()) + " given)");
    if (!args.keywords.empty())
        throw Errors::invalidKeyword(args.keywords.begin()->first, type == DType::Bool ? "bool_()" : "this function");
}

// A string read by Python's int() or float(), stored as the type stores it; values the type
// cannot hold exactly are refused (NumPy's overflow warnings are not modelled here).
Value fromString(Interpreter &in, DType type, const Value &text)
{
    if (type == DType::Bool)
        throw UnsupportedError("numpy.bool_() of a str");
    CallArgs parse;
    parse.positional.push_back(text);
    const Value number = Builtins::call(in, isFloating(type) ? "float" : "int", parse);
    const Scalar stored = Errors::numpyStoreValue(number.number(), type);
    const bool overflow = isFloating(type) ? std::isinf(stored.toDouble()) && !std::isinf(number.number().toDouble())
                                           : stored.toDouble() != number.number().toDouble();
    if (overflow)
        throw UnsupportedError("numpy." + typeName(type) + "() of a string out of its range");
    return Value::npScalar(stored);
}

} // namespace

Value NumpyScalarType::call(Interpreter &in, DType type, CallArgs &args)
{
    checkArguments(type, args);
    if (args.positional.empty())
        return Value::npScalar(Scalar::fromInt(0).castTo(type));
    const Value &v = args.positional[0];
    using K = Value::Kind;
    switch (v.kind) {
    case K::NpScalar: return Value::npScalar(v.scalar.castTo(type, Library::NumPy));
    case K::Bool:
    case K::Int:
    case K::Float: return Value::npScalar(Errors::numpyStoreValue(v.number(), type));
    case K::Str: return fromString(in, type, v);
    case K::None:
        if (type == DType::Bool)
            return Value::npScalar(Scalar::fromBool(false));
        if (isFloating(type))
            return Value::npScalar(Scalar::fromDouble(std::nan("")).castTo(type));
        throw PyError("TypeError", "int() argument must be a string, a bytes-like object or a real number, not 'NoneType'");
    case K::Array:
        // np.float64 is a float: float(x) of a one-element array comes first.
        if (type == DType::Float64 && v.array->numel() == 1)
            return Value::npScalar(Scalar::fromDouble(
                ArrayOps::elementAt(*v.array, std::vector<int64_t>(v.array->sizes().size(), 0)).toDouble()));
        if (v.array->dtype() == type && v.array->dim() > 0)
            return v;
        [[fallthrough]];
    case K::List:
    case K::Tuple:
    case K::Tensor: {
        if (type == DType::Float64 && v.kind == K::Tensor && v.tensor->numel() == 1)
            return Value::npScalar(Scalar::fromDouble(HostElements::item(v.tensor).toDouble()));
        CallArgs convert;
        convert.positional.push_back(v);
        convert.keywords.emplace_back("dtype", Value::npType(type));
        Value out = bind::BindingRegistry::instance().call(in, "numpy.array", convert, nullptr);
        if (out.kind == K::Array && out.array->dim() == 0)
            return Value::npScalar(ArrayOps::elementAt(*out.array, {}));
        return out;
    }
    default: break;
    }
    throw UnsupportedError("numpy." + typeName(type) + "() of a " + PythonTypes::qualifiedName(v));
}

} // namespace tl
