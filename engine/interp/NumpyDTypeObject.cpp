// numpy.dtype (numpy/core/src/multiarray/descriptor.c: arraydescr_new, PyArray_DescrConverter,
// arraydescr_richcompare and the getset table) for the builtin dtypes the engine models.
#include "NumpyDTypeObject.h"

#include "NumpyDTypeNames.h"
#include "PythonTypes.h"
#include "Suggestions.h"
#include "TorchBindings.h"
#include "ValuePrinter.h"
#include "core/Errors.h"

#include <array>

namespace tl {

namespace {

std::string dtypeName(DType d) { return d == DType::Bool ? "bool" : std::string(numpyName(d)); }

// PyArg_ParseTupleAndKeywords(args, kwds, "O&|O&O&O!:dtype", {"dtype", "align", "copy", "metadata"}).
std::array<const Value *, 4> parseArguments(CallArgs &args)
{
    static constexpr std::array<const char *, 4> kNames = {"dtype", "align", "copy", "metadata"};
    if (args.positional.size() + args.keywords.size() > kNames.size())
        throw PyError("TypeError", "dtype() takes at most 4 arguments (" +
                                       std::to_string(args.positional.size() + args.keywords.size()) + " given)");
    std::array<const Value *, 4> out{};
    for (size_t i = 0; i < args.positional.size(); ++i)
        out[i] = &args.positional[i];
    for (const auto &[key, value] : args.keywords) {
        size_t i = 0;
        while (i < kNames.size() && key != kNames[i])
            ++i;
        if (i == kNames.size())
            throw Errors::invalidKeyword(key, "dtype()");
        if (out[i])
            throw PyError("TypeError", "argument for dtype() given by name ('" + key + "') and position (" +
                                           std::to_string(i + 1) + ")");
        out[i] = &value;
    }
    if (!out[0])
        throw PyError("TypeError", "dtype() missing required argument 'dtype' (pos 1)");
    return out;
}

} // namespace

DType NumpyDTypeObject::convert(const Value &v)
{
    using K = Value::Kind;
    switch (v.kind) {
    case K::None: return DType::Float64; // NumPy's default dtype
    case K::NpDType:
    case K::NpType: return v.dtype;
    case K::Str:
    case K::DType: return *TorchBindings::parseDType(v, true);
    case K::Function:
    case K::Type:
        if (v.text == "int" || v.text == "float" || v.text == "bool")
            return *TorchBindings::parseDType(Value::function(v.text), true);
        break;
    case K::Int:
    case K::Float:
    case K::Bool: throw PyError("TypeError", "Cannot interpret '" + ValuePrinter::repr(v) + "' as a data type");
    default: break;
    }
    // Structured dtypes (lists, tuples, dicts), objects with a .dtype attribute, str/object types...
    throw UnsupportedError("np.dtype() of a " + PythonTypes::qualifiedName(v));
}

Value NumpyDTypeObject::construct(CallArgs &args)
{
    const auto parsed = parseArguments(args);
    if (parsed[3])
        throw UnsupportedError("np.dtype(metadata=...)");
    // align and copy change nothing a builtin dtype shows (copy only makes a new object).
    for (size_t i = 1; i < 3; ++i)
        if (parsed[i])
            PythonTypes::truthy(*parsed[i]);
    return Value::npDType(convert(*parsed[0]));
}

std::optional<bool> NumpyDTypeObject::equals(const Value &a, const Value &b)
{
    const bool da = a.kind == Value::Kind::NpDType, db = b.kind == Value::Kind::NpDType;
    if (!da && !db)
        return std::nullopt;
    const Value &other = da ? b : a;
    const DType self = da ? a.dtype : b.dtype;
    // Anything np.dtype() cannot read compares unequal; a dtype the engine does not model
    // may still equal one it does ('q' is int64 here), so that stays refused.
    try {
        return convert(other) == self;
    } catch (const PyError &) {
        return false;
    }
}

Value NumpyDTypeObject::attribute(const Value &object, const std::string &name)
{
    const DType d = object.dtype;
    if (name == "name")
        return Value::str(dtypeName(d));
    if (name == "itemsize" || name == "alignment")
        return Value::integer(itemSize(d));
    if (name == "kind")
        return Value::str(std::string(1, numpyKind(d)));
    if (name == "char")
        return Value::str(std::string(1, NumpyDTypeNames::typeChar(d)));
    if (name == "str")
        return Value::str(NumpyDTypeNames::typeStr(d));
    if (name == "byteorder")
        return Value::str(itemSize(d) == 1 ? "|" : "=");
    if (name == "descr")
        return Value::list({Value::tuple({Value::str(""), Value::str(NumpyDTypeNames::typeStr(d))})});
    if (name == "type")
        return Value::npType(d);
    if (name == "base")
        return object;
    if (name == "ndim")
        return Value::integer(0);
    if (name == "shape")
        return Value::tuple({});
    if (name == "isnative")
        return Value::boolean(true);
    if (name == "isbuiltin")
        return Value::integer(1);
    if (name == "names" || name == "fields" || name == "subdtype" || name == "metadata")
        return Value::none();
    if (name == "hasobject")
        return Value::boolean(false);
    if (Suggestions::hasAttribute(object, name))
        throw UnsupportedError("numpy dtype attribute '" + name + "'");
    throw Errors::noAttribute(PythonTypes::numpyDTypeClass(d), name)
        .withSuggestion(Suggestions::forAttributeOf(object, name));
}

} // namespace tl
