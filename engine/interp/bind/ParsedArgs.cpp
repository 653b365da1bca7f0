#include "ParsedArgs.h"

#include "core/InternalAssert.h"
#include "core/VersionProfile.h"
#include "core/PyError.h"
#include "functions/TensorMath.h"
#include "interp/Interpreter.h"
#include "interp/PythonTypes.h"
#include "interp/TorchBindings.h"
#include "ops/HostElements.h"


// Conversions follow torch/csrc/utils/python_arg_parser.h (PythonArgs::intlist,
// scalartype, device...): by the time they run the overload has matched, so only the
// element checks of lists can still fail.

namespace tl::bind {

PyError intListElementError(const std::string &function, const std::string &arg, const std::string &typeName,
                            const std::string &what, size_t pos)
{
    if (Profile::isCurrent())
        return PyError("TypeError", function + "(): argument '" + arg + "' failed to unpack the object at pos " + std::to_string(pos) +
                                        " with error \"type must be " + typeName + ",but got " + what + "\"");
    return PyError("TypeError", function + "(): argument '" + arg + "' must be " + typeName + ", but found element of type " + what +
                                    " at pos " + std::to_string(pos));
}

namespace {

std::vector<int64_t> parseIntListDefault(const Param &p)
{
    const std::string &s = p.defaultText;
    if (s.empty() || s == "None")
        return {};
    if (s.front() != '{')
        return std::vector<int64_t>(static_cast<size_t>(std::max(p.size, 1)), std::stoll(s));
    std::vector<int64_t> out;
    size_t i = 1;
    while (i < s.size() - 1) {
        const size_t comma = s.find(',', i);
        const size_t end = comma == std::string::npos ? s.size() - 1 : comma;
        out.push_back(std::stoll(s.substr(i, end - i)));
        i = end + 1;
    }
    return out;
}

// THPUtils_unpackIndex: ints, NumPy integers, and anything with __index__ (bools, one-element
// integer tensors); nullopt for the rest.
std::optional<int64_t> asIndex(const Value &v)
{
    switch (v.kind) {
    case Value::Kind::Int: return v.i;
    case Value::Kind::Bool: return v.b ? 1 : 0;
    case Value::Kind::NpScalar:
        if (!v.scalar.isFloating())
            return v.scalar.toInt();
        return std::nullopt;
    case Value::Kind::Tensor:
        if (v.tensor->numel() == 1 && !isFloating(v.tensor->dtype()))
            return HostElements::item(v.tensor).toInt();
        return std::nullopt;
    default: return std::nullopt;
    }
}

} // namespace

ParsedArgs::ParsedArgs(Interpreter &in, const Signature &signature, int overload, std::vector<std::optional<Value>> slots,
                       const Value *self, const CallArgs *passed)
    : in_(in), signature_(&signature), overload_(overload), slots_(std::move(slots)), self_(self), passed_(passed)
{
}

Runtime &ParsedArgs::runtime() const { return in_.runtime(); }

int ParsedArgs::indexOf(std::string_view name) const
{
    const int i = signature_->indexOf(name);
    TL_INTERNAL_ASSERT(i >= 0, "binding reads a parameter its signature lacks: " + std::string(name));
    return i;
}

const Param &ParsedArgs::param(std::string_view name) const { return signature_->params()[static_cast<size_t>(indexOf(name))]; }

const Value *ParsedArgs::get(std::string_view name) const
{
    const auto &slot = slots_[static_cast<size_t>(indexOf(name))];
    if (!slot || slot->kind == Value::Kind::None)
        return nullptr;
    return &*slot;
}

const Value *ParsedArgs::given(std::string_view name) const
{
    const auto &slot = slots_[static_cast<size_t>(indexOf(name))];
    return slot ? &*slot : nullptr;
}

bool ParsedArgs::has(std::string_view name) const { return get(name) != nullptr; }

const Value &ParsedArgs::value(std::string_view name) const
{
    const auto &slot = slots_[static_cast<size_t>(indexOf(name))];
    TL_INTERNAL_ASSERT(slot, "required parameter absent after matching: " + std::string(name));
    return *slot;
}

TensorPtr ParsedArgs::tensor(std::string_view name) const
{
    const Value &v = value(name);
    TL_INTERNAL_ASSERT(v.kind == Value::Kind::Tensor, "tensor parameter bound to a number: read it with value()");
    return v.tensor;
}

TensorPtr ParsedArgs::optionalTensor(std::string_view name) const
{
    const Value *v = get(name);
    return v && v->kind == Value::Kind::Tensor ? v->tensor : nullptr;
}

Scalar ParsedArgs::scalar(std::string_view name) const
{
    const Value *v = get(name);
    if (!v) {
        const std::string &d = param(name).defaultText;
        if (d.find_first_of(".eE") != std::string::npos && d != "None")
            return Scalar::fromDouble(std::stod(d));
        if (d == "True" || d == "False")
            return Scalar::fromBool(d == "True");
        return Scalar::fromInt(d.empty() || d == "None" ? 0 : std::stoll(d));
    }
    if (v->kind == Value::Kind::Tensor)
        return HostElements::item(v->tensor);
    if (v->kind == Value::Kind::NpScalar)
        return v->scalar;
    return v->number();
}

int64_t ParsedArgs::toInt(std::string_view name) const
{
    if (const Value *v = get(name))
        return *asIndex(*v);
    const std::string &d = param(name).defaultText;
    return d.empty() || d == "None" ? 0 : std::stoll(d);
}

std::optional<int64_t> ParsedArgs::optionalInt(std::string_view name) const
{
    if (!has(name))
        return std::nullopt;
    return toInt(name);
}

double ParsedArgs::toDouble(std::string_view name) const
{
    if (has(name))
        return scalar(name).toDouble();
    const std::string &d = param(name).defaultText;
    return d.empty() || d == "None" ? 0.0 : std::stod(d);
}

bool ParsedArgs::toBool(std::string_view name) const
{
    if (const Value *v = get(name))
        return v->b;
    return param(name).defaultText == "True";
}

std::vector<int64_t> ParsedArgs::intList(std::string_view name) const
{
    const Param &p = param(name);
    const Value *v = get(name);
    if (!v)
        return parseIntListDefault(p);
    if (v->kind == Value::Kind::Size)
        return v->size;
    if (v->kind != Value::Kind::Tuple && v->kind != Value::Kind::List) {
        // IntArrayRef[N] takes a single int for all N.
        return std::vector<int64_t>(static_cast<size_t>(std::max(p.size, 1)), *asIndex(*v));
    }
    std::vector<int64_t> out;
    out.reserve(v->items->size());
    for (size_t i = 0; i < v->items->size(); ++i) {
        const Value &x = (*v->items)[i];
        auto n = asIndex(x);
        if (!n)
            throw intListElementError(signature_->name(), p.name, p.typeName(), PythonTypes::shortName(x), i + 1);
        out.push_back(*n);
    }
    return out;
}

std::optional<std::vector<int64_t>> ParsedArgs::optionalIntList(std::string_view name) const
{
    if (!has(name))
        return std::nullopt;
    return intList(name);
}

std::vector<TensorPtr> ParsedArgs::tensorList(std::string_view name) const
{
    std::vector<TensorPtr> out;
    if (const Value *v = get(name))
        for (const Value &x : *v->items)
            out.push_back(x.tensor); // every element was checked while matching
    return out;
}

std::optional<DType> ParsedArgs::dtype(std::string_view name) const
{
    const Value *v = get(name);
    if (!v) {
        if (param(name).defaultText == "torch.int64")
            return DType::Int64;
        return std::nullopt;
    }
    return TorchBindings::parseDType(*v, false);
}

std::optional<Device> ParsedArgs::device(std::string_view name) const
{
    const Value *v = get(name);
    if (!v)
        return std::nullopt;
    return in_.runtime().checkDevice(TorchBindings::parseDevice(*v));
}

std::string ParsedArgs::string(std::string_view name) const
{
    if (const Value *v = get(name))
        return v->text;
    std::string d = param(name).defaultText;
    if (d.size() >= 2 && (d.front() == '"' || d.front() == '\''))
        d = d.substr(1, d.size() - 2);
    return d;
}

} // namespace tl::bind
