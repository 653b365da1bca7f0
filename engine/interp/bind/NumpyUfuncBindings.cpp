// NumPy 1.24's elementwise ufuncs (np.add, np.subtract, ..., np.sqrt, np.isnan ...) with the
// ufunc calling convention: out= (an array or a 1-tuple of one, written in place and
// returned), dtype=, tensors in through __array__ and out through __array_wrap__, and the
// keywords NumPy accepts that the engine does not model refused.
#include "BindingTables.h"
#include "ParsedArgs.h"
#include "core/PyError.h"
#include "core/VersionProfile.h"
#include "interp/Interpreter.h"
#include "interp/CallArgs.h"
#include "interp/Operators.h"
#include "interp/PythonTypes.h"
#include "interp/TorchBindings.h"
#include "ops/ArrayUfuncs.h"
#include "functions/TensorConvert.h"
#include "ops/TensorFactory.h"

#include <algorithm>
#include <initializer_list>

namespace tl::bind {

namespace {

#define TL_UFUNC_KEYWORDS "out=None, *, where=True, casting='same_kind', order='K', dtype=None, subok=True, signature=None, extobj=None"

struct BinaryRow {
    std::string_view name;
    BinaryKernel kernel;
};

const BinaryRow kBinary[] = {
    {"add", BinaryKernel::Add},           {"subtract", BinaryKernel::Sub},      {"multiply", BinaryKernel::Mul},
    {"divide", BinaryKernel::Div},        {"floor_divide", BinaryKernel::DivFloor}, {"power", BinaryKernel::Pow},
    {"remainder", BinaryKernel::Remainder}, {"maximum", BinaryKernel::Maximum}, {"minimum", BinaryKernel::Minimum},
    {"equal", BinaryKernel::Eq},          {"not_equal", BinaryKernel::Ne},      {"less", BinaryKernel::Lt},
    {"less_equal", BinaryKernel::Le},     {"greater", BinaryKernel::Gt},        {"greater_equal", BinaryKernel::Ge},
};

struct UnaryRow {
    std::string_view name;
    NumpyUnary op;
};

const UnaryRow kUnary[] = {
    {"negative", NumpyUnary::Negative}, {"positive", NumpyUnary::Positive}, {"absolute", NumpyUnary::Absolute},
    {"square", NumpyUnary::Square},     {"invert", NumpyUnary::Invert},     {"sqrt", NumpyUnary::Sqrt},         {"floor", NumpyUnary::Floor},
    {"ceil", NumpyUnary::Ceil},         {"trunc", NumpyUnary::Trunc},       {"rint", NumpyUnary::Rint},
    {"isnan", NumpyUnary::IsNan},       {"isinf", NumpyUnary::IsInf},       {"isfinite", NumpyUnary::IsFinite},
};

// The keywords every ufunc takes; the defaults are modelled, anything else is refused.
void numpyUfuncRefuseUnmodelled(const ParsedArgs &a)
{
    const std::string fn = "np." + a.signature().name() + "()";
    if (const Value *w = a.get("where"); w && !(w->kind == Value::Kind::Bool && w->b))
        throw UnsupportedError(fn + " with where=");
    if (const Value *c = a.get("casting"); c && !(c->kind == Value::Kind::Str && c->text == "same_kind"))
        throw UnsupportedError(fn + " with casting=");
    if (const Value *o = a.get("order"); o && !(o->kind == Value::Kind::Str && o->text == "K"))
        throw UnsupportedError(fn + " with order=");
    if (const Value *s = a.get("subok"); s && !(s->kind == Value::Kind::Bool && s->b))
        throw UnsupportedError(fn + " with subok=");
    for (const char *name : {"signature", "extobj"})
        if (a.has(name))
            throw UnsupportedError(fn + " with " + name + "=");
}

// out=: an ndarray, or a tuple holding exactly one (ufunc_object.c's _set_out_array).
const Value *outArgument(const ParsedArgs &a)
{
    const Value *out = a.get("out");
    if (!out)
        return nullptr;
    // Only the keyword takes a tuple: a positional out follows the inputs.
    const CallArgs *passed = a.passed();
    const bool positional = passed && passed->positional.size() > static_cast<size_t>(a.signature().minArgs());
    if (out->kind == Value::Kind::Tuple && !positional) {
        if (out->items->size() != 1)
            throw PyError("ValueError", "The 'out' tuple must have exactly one entry per ufunc output");
        out = &out->items->front();
        if (out->kind == Value::Kind::None)
            return nullptr;
    }
    if (out->kind != Value::Kind::Array)
        throw PyError("TypeError", "return arrays must be of ArrayType");
    return out;
}

// An input as the ufunc sees it: arrays and scalars as they are, lists and tuples as arrays,
// a tensor through Tensor.__array__ (its numpy(): the same memory, numpy()'s errors).
ArrayOperand inputOf(const ParsedArgs &a, const Value &v)
{
    using K = Value::Kind;
    if (v.kind == K::Tensor)
        return Operators::arrayOperand(a.runtime(), Value::of(TensorConvert::numpy(a.runtime(), v.tensor, false, "__array__()")));
    if (v.kind == K::Array || v.kind == K::NpScalar || v.isNumber() || v.kind == K::List || v.kind == K::Tuple)
        return Operators::arrayOperand(a.runtime(), v);
    throw UnsupportedError("np." + a.signature().name() + "() of a " + PythonTypes::qualifiedName(v));
}

// The ufunc's result: out itself when given, else the new array (a NumPy scalar when 0-d).
// With a tensor among the inputs NumPy hands the new array to Tensor.__array_wrap__
// (torch/_tensor.py): torch.from_numpy of it, 0-d included, a bool array first cast to uint8.
Value resultOf(const ParsedArgs &a, const Value *out, const NdArrayPtr &r, std::initializer_list<const char *> inputs)
{
    if (out)
        return *out;
    const bool wrapped = std::any_of(inputs.begin(), inputs.end(),
                                     [&](const char *name) { return a.value(name).kind == Value::Kind::Tensor; });
    if (wrapped) {
        if (Profile::isCurrent()) // NumPy 2 calls Tensor.__array_wrap__ the old way
            a.interpreter().warn("DeprecationWarning", "__array_wrap__ must accept context and return_scalar arguments "
                                                       "(positionally) in the future. (Deprecated NumPy 2.0)");
        Runtime &rt = a.runtime();
        const NdArrayPtr array = r->dtype() == DType::Bool ? ArrayOps::copy(rt, *r, MemoryOrder::K, DType::UInt8, "astype()") : r;
        return Value::of(TensorFactory::fromNumpy(rt, array, "__array_wrap__()"));
    }
    if (r->dim() == 0)
        return Value::npScalar(ArrayOps::elementAt(*r, {}));
    return Value::of(r);
}

std::optional<DType> dtypeArgument(const ParsedArgs &a)
{
    const Value *d = a.get("dtype");
    return d ? TorchBindings::parseDType(*d, true) : std::nullopt;
}

Value binaryUfunc(ParsedArgs &a)
{
    numpyUfuncRefuseUnmodelled(a);
    const std::string &name = a.signature().name();
    BinaryKernel kernel = BinaryKernel::Add;
    for (const auto &row : kBinary)
        if (row.name == name)
            kernel = row.kernel;
    const Value *out = outArgument(a);
    const ArrayOperand x = inputOf(a, a.value("x1")), y = inputOf(a, a.value("x2"));
    if (kernel == BinaryKernel::Pow && !x.array && !y.array && (x.scalar.isFloating() || y.scalar.isFloating()))
        throw UnsupportedError("np.power of floating-point scalars");
    const NdArrayPtr r = ArrayUfuncs::binary(a.runtime(), kernel, x, y, out ? out->array : nullptr, dtypeArgument(a));
    return resultOf(a, out, r, {"x1", "x2"});
}

Value unaryUfunc(ParsedArgs &a)
{
    numpyUfuncRefuseUnmodelled(a);
    const std::string &name = a.signature().name();
    NumpyUnary op = NumpyUnary::Negative;
    for (const auto &row : kUnary)
        if (row.name == name)
            op = row.op;
    const Value *out = outArgument(a);
    const ArrayOperand x = inputOf(a, a.value("x"));
    NdArrayPtr in = x.array;
    if (!in) {
        // A scalar is a 0-d array of its own dtype (a Python number: int64, float64 or bool).
        const DType dt = !x.pythonScalar ? x.scalar.dtype()
                         : x.scalar.isBool()    ? DType::Bool
                         : x.scalar.isFloating() ? DType::Float64
                                                 : DType::Int64;
        in = ArrayOps::full(a.runtime(), {}, x.scalar, dt, "np." + name);
    }
    return resultOf(a, out, ArrayUfuncs::unary(a.runtime(), op, in, out ? out->array : nullptr, dtypeArgument(a)), {"x"});
}

const Binding kNumpyUfuncBindings[] = {
    {"numpy.add", {"add(x1, x2, /, " TL_UFUNC_KEYWORDS ")"}, binaryUfunc, ArgStyle::Ufunc},
    {"numpy.subtract", {"subtract(x1, x2, /, " TL_UFUNC_KEYWORDS ")"}, binaryUfunc, ArgStyle::Ufunc},
    {"numpy.multiply", {"multiply(x1, x2, /, " TL_UFUNC_KEYWORDS ")"}, binaryUfunc, ArgStyle::Ufunc},
    {"numpy.divide", {"divide(x1, x2, /, " TL_UFUNC_KEYWORDS ")"}, binaryUfunc, ArgStyle::Ufunc},
    {"numpy.true_divide", {"divide(x1, x2, /, " TL_UFUNC_KEYWORDS ")"}, binaryUfunc, ArgStyle::Ufunc},
    {"numpy.floor_divide", {"floor_divide(x1, x2, /, " TL_UFUNC_KEYWORDS ")"}, binaryUfunc, ArgStyle::Ufunc},
    {"numpy.power", {"power(x1, x2, /, " TL_UFUNC_KEYWORDS ")"}, binaryUfunc, ArgStyle::Ufunc},
    {"numpy.remainder", {"remainder(x1, x2, /, " TL_UFUNC_KEYWORDS ")"}, binaryUfunc, ArgStyle::Ufunc},
    {"numpy.mod", {"remainder(x1, x2, /, " TL_UFUNC_KEYWORDS ")"}, binaryUfunc, ArgStyle::Ufunc},
    {"numpy.maximum", {"maximum(x1, x2, /, " TL_UFUNC_KEYWORDS ")"}, binaryUfunc, ArgStyle::Ufunc},
    {"numpy.minimum", {"minimum(x1, x2, /, " TL_UFUNC_KEYWORDS ")"}, binaryUfunc, ArgStyle::Ufunc},
    {"numpy.equal", {"equal(x1, x2, /, " TL_UFUNC_KEYWORDS ")"}, binaryUfunc, ArgStyle::Ufunc},
    {"numpy.not_equal", {"not_equal(x1, x2, /, " TL_UFUNC_KEYWORDS ")"}, binaryUfunc, ArgStyle::Ufunc},
    {"numpy.less", {"less(x1, x2, /, " TL_UFUNC_KEYWORDS ")"}, binaryUfunc, ArgStyle::Ufunc},
    {"numpy.less_equal", {"less_equal(x1, x2, /, " TL_UFUNC_KEYWORDS ")"}, binaryUfunc, ArgStyle::Ufunc},
    {"numpy.greater", {"greater(x1, x2, /, " TL_UFUNC_KEYWORDS ")"}, binaryUfunc, ArgStyle::Ufunc},
    {"numpy.greater_equal", {"greater_equal(x1, x2, /, " TL_UFUNC_KEYWORDS ")"}, binaryUfunc, ArgStyle::Ufunc},
    {"numpy.negative", {"negative(x, /, " TL_UFUNC_KEYWORDS ")"}, unaryUfunc, ArgStyle::Ufunc},
    {"numpy.positive", {"positive(x, /, " TL_UFUNC_KEYWORDS ")"}, unaryUfunc, ArgStyle::Ufunc},
    {"numpy.absolute", {"absolute(x, /, " TL_UFUNC_KEYWORDS ")"}, unaryUfunc, ArgStyle::Ufunc},
    {"numpy.abs", {"absolute(x, /, " TL_UFUNC_KEYWORDS ")"}, unaryUfunc, ArgStyle::Ufunc},
    {"numpy.square", {"square(x, /, " TL_UFUNC_KEYWORDS ")"}, unaryUfunc, ArgStyle::Ufunc},
    {"numpy.invert", {"invert(x, /, " TL_UFUNC_KEYWORDS ")"}, unaryUfunc, ArgStyle::Ufunc},
    {"numpy.bitwise_not", {"invert(x, /, " TL_UFUNC_KEYWORDS ")"}, unaryUfunc, ArgStyle::Ufunc},
    {"numpy.sqrt", {"sqrt(x, /, " TL_UFUNC_KEYWORDS ")"}, unaryUfunc, ArgStyle::Ufunc},
    {"numpy.floor", {"floor(x, /, " TL_UFUNC_KEYWORDS ")"}, unaryUfunc, ArgStyle::Ufunc},
    {"numpy.ceil", {"ceil(x, /, " TL_UFUNC_KEYWORDS ")"}, unaryUfunc, ArgStyle::Ufunc},
    {"numpy.trunc", {"trunc(x, /, " TL_UFUNC_KEYWORDS ")"}, unaryUfunc, ArgStyle::Ufunc},
    {"numpy.rint", {"rint(x, /, " TL_UFUNC_KEYWORDS ")"}, unaryUfunc, ArgStyle::Ufunc},
    {"numpy.isnan", {"isnan(x, /, " TL_UFUNC_KEYWORDS ")"}, unaryUfunc, ArgStyle::Ufunc},
    {"numpy.isinf", {"isinf(x, /, " TL_UFUNC_KEYWORDS ")"}, unaryUfunc, ArgStyle::Ufunc},
    {"numpy.isfinite", {"isfinite(x, /, " TL_UFUNC_KEYWORDS ")"}, unaryUfunc, ArgStyle::Ufunc},
};

#undef TL_UFUNC_KEYWORDS

} // namespace

BindingTable numpyUfuncBindings() { return kNumpyUfuncBindings; }

} // namespace tl::bind
