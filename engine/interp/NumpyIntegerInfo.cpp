// numpy/core/getlimits.py (1.24) class iinfo: dtype(int_type), falling back to the dtype of
// type(int_type); min and max from the bit count; __str__'s table and __repr__.
#include "NumpyIntegerInfo.h"

#include "NumpyDTypeObject.h"
#include "PythonTypes.h"
#include "core/PyError.h"
#include "interp/Value.h"

#include <limits>
#include <string>

namespace tl {

namespace {

// numeric.dtype(type(v)).kind for the values np.dtype(v) rejects with a TypeError.
char kindOfType(const Value &v)
{
    using K = Value::Kind;
    switch (v.kind) {
    case K::Int: return 'i';
    case K::Float: return 'f';
    case K::Bool: return 'b';
    case K::Str: return 'U';
    default: throw UnsupportedError("np.iinfo() of a " + PythonTypes::qualifiedName(v));
    }
}

std::string numpyIntegerInfoDtypeName(DType d) { return d == DType::Bool ? "bool" : std::string(numpyName(d)); }

} // namespace

NumpyIntegerInfo::NumpyIntegerInfo(const Value &intType)
{
    if (intType.kind == Value::Kind::Type && intType.text.rfind("numpy.", 0) == 0)
        throw UnsupportedError("np.iinfo() of an abstract NumPy type (deprecated)");
    char kind = 0;
    try {
        // A NumPy scalar is read through its .dtype, as np.dtype() does.
        dtype_ = intType.kind == Value::Kind::NpScalar ? intType.scalar.dtype() : NumpyDTypeObject::convert(intType);
        kind = numpyKind(dtype_);
    } catch (const PyError &e) {
        if (e.type() != "TypeError")
            throw;
        kind = kindOfType(intType);
        if (intType.kind == Value::Kind::Int)
            dtype_ = DType::Int64;
    }
    if (kind != 'i' && kind != 'u')
        throw PyError("ValueError", std::string("Invalid integer data type '") + kind + "'.");
}

// The modelled integer dtypes are the signed ones up to 64 bits and uint8, so both limits fit int64.
int64_t NumpyIntegerInfo::min() const
{
    const int bits = itemSize(dtype_) * 8;
    if (numpyKind(dtype_) == 'u')
        return 0;
    return bits == 64 ? std::numeric_limits<int64_t>::min() : -(int64_t{1} << (bits - 1));
}

int64_t NumpyIntegerInfo::max() const
{
    return numpyKind(dtype_) == 'u' ? (int64_t{1} << (itemSize(dtype_) * 8)) - 1 : -(min() + 1);
}

std::string NumpyIntegerInfo::repr() const
{
    return "iinfo(min=" + std::to_string(min()) + ", max=" + std::to_string(max()) + ", dtype=" + numpyIntegerInfoDtypeName(dtype_) + ")";
}

std::string NumpyIntegerInfo::str() const
{
    const std::string rule(63, '-');
    return "Machine parameters for " + numpyIntegerInfoDtypeName(dtype_) + "\n" + rule + "\nmin = " + std::to_string(min()) +
           "\nmax = " + std::to_string(max()) + "\n" + rule + "\n";
}

bool NumpyIntegerInfo::attribute(Interpreter &, const std::string &name, Value &out)
{
    if (name == "min" || name == "max")
        out = Value::integer(name == "min" ? min() : max());
    else if (name == "bits")
        out = Value::integer(itemSize(dtype_) * 8);
    else if (name == "dtype")
        out = Value::npDType(dtype_);
    else if (name == "kind")
        out = Value::str(std::string(1, numpyKind(dtype_)));
    else
        return false;
    return true;
}

} // namespace tl
