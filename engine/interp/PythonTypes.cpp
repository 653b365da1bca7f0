#include "PythonTypes.h"

#include "NumpyTypeHierarchy.h"
#include "core/Errors.h"
#include "core/VersionProfile.h"
#include "eval/ExceptionClasses.h"
#include "functions/TensorMath.h"
#include "objects/DictObject.h"
#include "objects/RangeObject.h"
#include "objects/SetObject.h"
#include "ops/HostElements.h"
#include "NumpyUfuncs.h"
#include "pylib/PyModules.h"

#include <cctype>

namespace tl {

std::string PythonTypes::qualifiedName(const Value &v)
{
    using K = Value::Kind;
    switch (v.kind) {
    case K::None: return "NoneType";
    case K::Bool: return "bool";
    case K::Int: return "int";
    case K::Float: return "float";
    case K::Str: return "str";
    case K::Tuple: return v.text.rfind("torch.return_types.", 0) == 0 ? v.text : PyModules::typeName(v).value_or("tuple");
    case K::List: return "list";
    case K::Tensor: return "torch.Tensor";
    case K::Array: return "numpy.ndarray";
    case K::NpScalar: return NumpyTypeHierarchy::classOf(v.scalar.dtype());
    case K::Size: return "torch.Size";
    case K::DType: return "torch.dtype";
    case K::NpDType: return numpyDTypeClass(v.dtype);
    case K::NpType: return "type";
    case K::Device: return "torch.device";
    case K::Module: return "module";
    case K::Function: {
        // Classes that are called like functions, then NumPy's pure-Python functions.
        if (classNameOf(v))
            return "type";
        if (const auto name = PyModules::typeName(v))
            return *name;
        static const char *pythonFunctions[] = {"numpy.ones", "numpy.copy", "numpy.full", "numpy.shares_memory",
                                                "numpy.issubdtype", "numpy.indices", "numpy.fromfunction",
                                                "torch.cuda.is_available", "torch.cuda.device_count"};
        for (const char *f : pythonFunctions)
            if (v.text == f)
                return "function";
        if (NumpyUfuncs::is(v))
            return "numpy.ufunc";
        return "builtin_function_or_method";
    }
    case K::Method: return "builtin_function_or_method";
    case K::Type: return v.text == "torch.Tensor" ? "torch._C._TensorMeta" : "type";
    case K::Flags: return releaseSpelling("numpy.core.multiarray.flagsobj");
    case K::GradFn: return v.node ? v.node->name() : "NoneType";
    case K::Generator: return "torch._C.Generator";
    case K::RandomState: return "numpy.random.mtrand.RandomState";
    case K::Dict:
    case K::Set:
    case K::Range:
    case K::Slice:
    case K::Iterator:
    case K::Exception:
    case K::PyFunction:
    case K::Object: return v.obj->typeName();
    case K::Unbound: return "NoneType";
    }
    return "object";
}

std::string PythonTypes::shortNameOf(const std::string &q)
{
    const auto dot = q.rfind('.');
    std::string s = dot == std::string::npos ? q : q.substr(dot + 1);
    return s;
}

std::string PythonTypes::releaseSpelling(const std::string &q)
{
    static const std::string kOld = "numpy.core.";
    if (Profile::isCurrent() && q.compare(0, kOld.size(), kOld) == 0)
        return "numpy._core." + q.substr(kOld.size());
    return q;
}

std::string PythonTypes::numpyDTypeClass(DType d)
{
    const std::string name(numpyName(d));
    if (!Profile::isCurrent())
        return "numpy.dtype[" + (d == DType::Bool ? std::string("bool_") : name) + "]";
    // numpy/dtypes: the kind capitalised ("UInt" for the unsigned), the width, "DType"
    std::string cls = name.rfind("uint", 0) == 0 ? "UInt" + name.substr(4) : name;
    cls[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(cls[0])));
    return "numpy.dtypes." + cls + "DType";
}

std::string PythonTypes::displayNameOf(const std::string &q)
{
    static const std::pair<const char *, const char *> kDisplayedAsBase[] = {
        {"numpy.core._exceptions._UFuncCastingError", "UFuncTypeError"},
        {"numpy.core._exceptions._UFuncInputCastingError", "UFuncTypeError"},
        {"numpy.core._exceptions._UFuncOutputCastingError", "UFuncTypeError"},
        {"numpy.core._exceptions._ArrayMemoryError", "MemoryError"},
    };
    for (const auto &[cls, shown] : kDisplayedAsBase)
        if (q == cls)
            return shown;
    return shortNameOf(q);
}

std::string PythonTypes::shortName(const Value &v)
{
    // CPython's tp_name: "Tensor" is registered bare, NumPy and other torch classes with
    // their module ("numpy.int64", "torch.Size").
    if (v.kind == Value::Kind::Tensor)
        return "Tensor";
    // Classes written in Python are registered under their bare name.
    static const char *kPythonClasses[] = {"numpy.iinfo", "numpy.finfo"};
    if (v.kind == Value::Kind::Exception)
        return shortNameOf(qualifiedName(v));
    if (v.kind == Value::Kind::Object)
        for (const char *cls : kPythonClasses)
            if (v.obj->typeName() == cls)
                return shortNameOf(cls);
    return qualifiedName(v);
}

std::optional<std::string> PythonTypes::classNameOf(const Value &v)
{
    using K = Value::Kind;
    switch (v.kind) {
    case K::Type: return v.text;
    case K::NpType: return NumpyTypeHierarchy::classOf(v.dtype);
    case K::Function: {
        // The builtins that are classes (called like functions, printed as <class '...'>).
        static const char *classes[] = {"int", "float", "bool", "str", "type", "torch.Size", "torch.device", "list",
                                        "tuple", "dict", "set", "frozenset", "range", "object", "enumerate", "zip",
                                        "map", "filter", "reversed", "slice", "random.Random"};
        for (const char *c : classes)
            if (v.text == c)
                return v.text;
        return std::nullopt;
    }
    default: return std::nullopt;
    }
}

bool PythonTypes::isInstanceOf(const Value &v, const std::string &className)
{
    const std::string q = qualifiedName(v);
    if (q == className)
        return true;
    if (className == "int" && v.kind == Value::Kind::Bool)
        return true;
    if (className == "tuple" && v.kind == Value::Kind::Size)
        return true;
    if (v.kind == Value::Kind::Exception)
        return ExceptionClasses::isSubclass(q, className);
    // The legacy typed classes' __instancecheck__ (torch.FloatTensor, torch.cuda.LongTensor):
    // a tensor of that dtype on that kind of device.
    if (v.kind == Value::Kind::Tensor)
        return className == std::string(v.tensor->device().isCuda() ? "torch.cuda." : "torch.") +
                                std::string(legacyTypeName(v.tensor->dtype()));
    // numpy.float64 derives from Python's float.
    return className == "float" && v.kind == Value::Kind::NpScalar && v.scalar.dtype() == DType::Float64;
}

std::optional<int64_t> PythonTypes::index(const Value &v)
{
    if (v.kind == Value::Kind::Int)
        return v.i;
    if (v.kind == Value::Kind::Bool)
        return v.b ? 1 : 0;
    if (v.kind == Value::Kind::NpScalar && !v.scalar.isFloating() && !v.scalar.isBool())
        return v.scalar.toInt();
    return std::nullopt;
}

ValueList PythonTypes::sequenceItems(const Value &v)
{
    if (v.kind == Value::Kind::Size) {
        ValueList out;
        for (int64_t s : v.size)
            out.push_back(Value::integer(s));
        return out;
    }
    return *v.items;
}

bool PythonTypes::truthy(const Value &v)
{
    using K = Value::Kind;
    switch (v.kind) {
    case K::None: return false;
    case K::Bool: return v.b;
    case K::Int: return v.i != 0;
    case K::Float: return v.f != 0.0;
    case K::Str: return !v.text.empty();
    case K::Tuple:
    case K::List: return !v.items->empty();
    case K::Size: return !v.size.empty();
    case K::Dict: return !v.as<DictObject>().empty();
    case K::Set: return v.as<SetObject>().size() != 0;
    case K::Range: return v.as<RangeObject>().length() != 0;
    case K::NpScalar: return v.scalar.toBool();
    case K::Tensor:
        if (v.tensor->numel() != 1)
            throw PyError("RuntimeError", "Boolean value of Tensor with more than one value is ambiguous");
        return HostElements::item(v.tensor).toBool();
    case K::Array:
        if (v.array->numel() != 1)
            throw PyError("ValueError", "The truth value of an array with more than one element is ambiguous. Use a.any() or "
                                        "a.all()");
        return HostElements::at(*v.array, std::vector<int64_t>(v.array->sizes().size(), 0)).toBool();
    default: return true;
    }
}

} // namespace tl
