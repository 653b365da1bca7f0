// numpy/core/getlimits.py (1.24): the float16/32/64 MachArLike parameters, finfo's
// attributes, __str__'s table and __repr__ (the _str_* texts are NumPy's own formatting of
// those parameters, so they are kept here as NumPy prints them).
#include "NumpyFloatInfo.h"

#include "NumpyDTypeObject.h"
#include "NumpyTypeHierarchy.h"
#include "PythonTypes.h"
#include "core/PyError.h"
#include "interp/Value.h"

#include <limits>

namespace tl {

namespace {

struct Limits {
    DType dtype;
    int bits, nmant, nexp, minexp, maxexp, precision;
    double eps, max, tiny, smallestSubnormal, resolution;
    // NumPy's texts for the table and the repr.
    const char *resolutionText, *epsText, *epsnegText, *tinyText, *maxText, *subnormalText, *reprResolution;
};

const Limits kLimits[] = {
    {DType::Float16, 16, 10, 5, -14, 16, 3, 0.0009765625, 65504.0, 6.103515625e-05, 5.960464477539063e-08,
     0.0010004043579101562, "1.00040e-03", "9.76562e-04", "4.88281e-04", "6.10352e-05", "6.55040e+04", "5.96046e-08",
     "0.001"},
    {DType::Float32, 32, 23, 8, -126, 128, 6, std::numeric_limits<float>::epsilon(), std::numeric_limits<float>::max(),
     std::numeric_limits<float>::min(), std::numeric_limits<float>::denorm_min(), static_cast<double>(1e-06f),
     "1.0000000e-06", "1.1920929e-07", "5.9604645e-08", "1.1754944e-38", "3.4028235e+38", "1.4012985e-45", "1e-06"},
    {DType::Float64, 64, 52, 11, -1022, 1024, 15, std::numeric_limits<double>::epsilon(),
     std::numeric_limits<double>::max(), std::numeric_limits<double>::min(), std::numeric_limits<double>::denorm_min(),
     1e-15, "1.0000000000000001e-15", "2.2204460492503131e-16", "1.1102230246251565e-16", "2.2250738585072014e-308",
     "1.7976931348623157e+308", "4.9406564584124654e-324", "1e-15"},
};

const Limits &limitsOf(DType d)
{
    for (const Limits &l : kLimits)
        if (l.dtype == d)
            return l;
    throw UnsupportedError("np.finfo() of " + std::string(torchName(d)));
}

// The dtype of type(v) for the values np.dtype(v) rejects.
DType dtypeOfType(const Value &v)
{
    switch (v.kind) {
    case Value::Kind::Int: return DType::Int64;
    case Value::Kind::Float: return DType::Float64;
    case Value::Kind::Bool: return DType::Bool;
    case Value::Kind::Str: throw PyError("ValueError", "data type <class 'numpy.str_'> not inexact");
    default: throw UnsupportedError("np.finfo() of a " + PythonTypes::qualifiedName(v));
    }
}

std::string padded(int value, int width)
{
    std::string s = std::to_string(value);
    return std::string(s.size() < static_cast<size_t>(width) ? width - s.size() : 0, ' ') + s;
}

} // namespace

DType NumpyFloatInfo::dtypeOf(const Value &v)
{
    if (v.kind == Value::Kind::Type && v.text.rfind("numpy.", 0) == 0)
        throw UnsupportedError("np.finfo() of an abstract NumPy type");
    DType d;
    try {
        d = v.kind == Value::Kind::NpScalar ? v.scalar.dtype() : NumpyDTypeObject::convert(v);
    } catch (const PyError &e) {
        if (e.type() != "TypeError")
            throw;
        d = dtypeOfType(v);
    }
    if (!isFloating(d))
        throw PyError("ValueError", "data type <class '" + NumpyTypeHierarchy::classOf(d) + "'> not inexact");
    limitsOf(d);
    return d;
}

std::string NumpyFloatInfo::repr() const
{
    const Limits &l = limitsOf(dtype_);
    return std::string("finfo(resolution=") + l.reprResolution + ", min=-" + l.maxText + ", max=" + l.maxText +
           ", dtype=" + std::string(numpyName(dtype_)) + ")";
}

std::string NumpyFloatInfo::str() const
{
    const Limits &l = limitsOf(dtype_);
    const std::string rule(63, '-');
    return "Machine parameters for " + std::string(numpyName(dtype_)) + "\n" + rule + "\n" +
           "precision = " + padded(l.precision, 3) + "   resolution = " + l.resolutionText + "\n" +
           "machep = " + padded(-l.nmant, 6) + "   eps =        " + l.epsText + "\n" +
           "negep =  " + padded(-l.nmant - 1, 6) + "   epsneg =     " + l.epsnegText + "\n" +
           "minexp = " + padded(l.minexp, 6) + "   tiny =       " + l.tinyText + "\n" +
           "maxexp = " + padded(l.maxexp, 6) + "   max =        " + l.maxText + "\n" +
           "nexp =   " + padded(l.nexp, 6) + "   min =        -max\n" +
           "smallest_normal = " + l.tinyText + "   smallest_subnormal = " + l.subnormalText + "\n" + rule + "\n";
}

bool NumpyFloatInfo::attribute(Interpreter &, const std::string &name, Value &out)
{
    const Limits &l = limitsOf(dtype_);
    auto scalar = [&](double v) { return Value::npScalar(Scalar::fromDouble(v, dtype_)); };
    if (name == "eps")
        out = scalar(l.eps);
    else if (name == "epsneg")
        out = scalar(l.eps / 2);
    else if (name == "max" || name == "min")
        out = scalar(name == "max" ? l.max : -l.max);
    else if (name == "tiny" || name == "smallest_normal")
        out = scalar(l.tiny);
    else if (name == "smallest_subnormal")
        out = scalar(l.smallestSubnormal);
    else if (name == "resolution")
        out = scalar(l.resolution);
    else if (name == "bits" || name == "precision" || name == "nmant" || name == "nexp" || name == "iexp" ||
             name == "minexp" || name == "maxexp" || name == "machep" || name == "negep")
        out = Value::integer(name == "bits"        ? l.bits
                             : name == "precision" ? l.precision
                             : name == "nmant"     ? l.nmant
                             : name == "minexp"    ? l.minexp
                             : name == "maxexp"    ? l.maxexp
                             : name == "machep"    ? -l.nmant
                             : name == "negep"     ? -l.nmant - 1
                                                   : l.nexp);
    else if (name == "dtype")
        out = Value::npDType(dtype_);
    else
        return false;
    return true;
}

} // namespace tl
