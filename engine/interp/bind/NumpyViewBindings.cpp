// NumPy 1.24's shape and view functions and ndarray methods (np.reshape, np.ravel, np.flip, np.transpose,
// np.swapaxes, np.squeeze, np.expand_dims, np.concatenate, np.stack, np.ascontiguousarray,
// np.asfortranarray, np.may_share_memory; ndarray.view, ravel, flatten, squeeze), each with
// its own argument rules: the Python functions' dispatchers or NumPy's C parser.
#include "BindingTables.h"
#include "NumpyShape.h"
#include "ParsedArgs.h"
#include "core/Errors.h"
#include "core/PyError.h"
#include "BindingRegistry.h"
#include "interp/CallArgs.h"
#include "interp/PythonTypes.h"
#include "interp/TorchBindings.h"
#include "ops/ArrayOps.h"
#include "ops/ArrayViews.h"
#include "tensor/ShapeMath.h"

#include <algorithm>

#include <cctype>

namespace tl::bind {

namespace {

using Shape = std::vector<int64_t>;

// An argument as np.asarray makes it an array (lists, tensors, scalars).
NdArrayPtr arrayArg(const ParsedArgs &a, const Value &v)
{
    if (v.kind == Value::Kind::Array)
        return v.array;
    CallArgs args;
    args.positional.push_back(v);
    return BindingRegistry::instance().call(a.interpreter(), "numpy.asarray", args, nullptr).array;
}

int64_t axisOf(const Value &v) { return NumpyShape::index(v); }

// One axis or a tuple/list of them.
Shape numpyViewAxesOf(const Value &v)
{
    if (v.kind != Value::Kind::Tuple && v.kind != Value::Kind::List)
        return {axisOf(v)};
    Shape axes;
    for (const auto &x : *v.items)
        axes.push_back(axisOf(x));
    return axes;
}

// `order=` of ravel/flatten/reshape, one letter in either case (PyArray_OrderConverter).
MemoryOrder numpyViewOrderOf(const ParsedArgs &a)
{
    const Value *v = a.get("order");
    if (!v)
        return MemoryOrder::C;
    if (v->kind != Value::Kind::Str)
        throw PyError("TypeError", "order must be str, not " + PythonTypes::shortName(*v));
    static const std::pair<char, MemoryOrder> kLetters[] = {
        {'C', MemoryOrder::C}, {'F', MemoryOrder::F}, {'A', MemoryOrder::A}, {'K', MemoryOrder::K}};
    for (const auto &[letter, order] : kLetters)
        if (v->text.size() == 1 && std::toupper(static_cast<unsigned char>(v->text[0])) == letter)
            return order;
    throw Errors::numpyOrderInvalid(v->text);
}

void refuseGiven(const ParsedArgs &a, std::string_view name)
{
    if (a.has(name))
        throw UnsupportedError("numpy " + a.signature().name() + "() with " + std::string(name) + "=");
}

// The `arrays` of concatenate/stack: a sequence of array-likes (an array: its sub-arrays).
std::vector<NdArrayPtr> arraysOf(const ParsedArgs &a)
{
    const Value &v = a.value("arrays");
    std::vector<NdArrayPtr> out;
    if (v.kind == Value::Kind::List || v.kind == Value::Kind::Tuple) {
        for (const auto &x : *v.items)
            out.push_back(arrayArg(a, x));
        return out;
    }
    if (v.kind == Value::Kind::Array && v.array->dim() > 0) {
        for (int64_t i = 0; i < v.array->sizes()[0]; ++i)
            out.push_back(std::get<NdArrayPtr>(ArrayOps::index(a.runtime(), v.array, {IndexItem::integer(i)})));
        return out;
    }
    throw UnsupportedError("numpy " + a.signature().name() + "() of a " + PythonTypes::qualifiedName(v));
}

Value view(ParsedArgs &a)
{
    const Value *dtype = a.get("dtype");
    const Value *type = a.get("type");
    auto isNdarray = [](const Value *v) { return v->kind == Value::Kind::Type && v->text == "numpy.ndarray"; };
    if (type && !isNdarray(type))
        throw UnsupportedError("ndarray.view() with type=");
    if (dtype && isNdarray(dtype)) // a.view(np.ndarray): the type, not a dtype
        dtype = nullptr;
    const std::optional<DType> dt = dtype ? TorchBindings::parseDType(*dtype, true) : std::nullopt;
    return Value::of(ArrayViews::view(a.runtime(), a.self().array, dt));
}

Value ravel(ParsedArgs &a) { return Value::of(ArrayViews::ravel(a.runtime(), a.self().array, numpyViewOrderOf(a))); }

Value flatten(ParsedArgs &a) { return Value::of(ArrayViews::flatten(a.runtime(), a.self().array, numpyViewOrderOf(a))); }

// np.ravel: an array's own ravel(); anything else made an array first.
Value ravelFunction(ParsedArgs &a) { return Value::of(ArrayViews::ravel(a.runtime(), arrayArg(a, a.value("a")), numpyViewOrderOf(a))); }

Value flip(ParsedArgs &a)
{
    const Value *axis = a.get("axis");
    return Value::of(ArrayViews::flip(a.runtime(), arrayArg(a, a.value("m")),
                                      axis ? std::optional<Shape>(numpyViewAxesOf(*axis)) : std::nullopt, "np.flip"));
}

// fliplr / flipud: m[:, ::-1] and m[::-1, ...], for arrays of at least 2 or 1 dimensions.
Value flipAxis(ParsedArgs &a, int64_t axis)
{
    const NdArrayPtr m = arrayArg(a, a.value("m"));
    if (m->dim() < axis + 1)
        throw PyError("ValueError", "Input must be >= " + std::to_string(axis + 1) + "-d.");
    return Value::of(ArrayViews::flip(a.runtime(), m, Shape{axis}, "np." + a.signature().name()));
}

Value fliplr(ParsedArgs &a) { return flipAxis(a, 1); }
Value flipud(ParsedArgs &a) { return flipAxis(a, 0); }

// NumPy 2's copy= of reshape: True copies first (the result views that copy), False refuses
// a shape the array's strides cannot take without a copy.
NdArrayPtr copiedForReshape(ParsedArgs &a, const NdArrayPtr &x, const Shape &shape, MemoryOrder order)
{
    const Value *copy = a.get("copy");
    if (!copy)
        return x;
    Runtime &rt = a.runtime();
    if (PythonTypes::truthy(*copy))
        return ArrayOps::copy(rt, *x, order, std::nullopt, "np.reshape()");
    const NdArrayPtr in = order == MemoryOrder::C ? x : ArrayOps::transpose(rt, x);
    Shape sizes = ShapeMath::inferSize(shape, x->numel(), true);
    if (order == MemoryOrder::F)
        std::reverse(sizes.begin(), sizes.end());
    if (!in->isContiguous() && !ShapeMath::viewStrides(in->sizes(), in->strides(), sizes))
        throw PyError("ValueError", "Unable to avoid creating a copy while reshaping.");
    return x;
}

Value reshape(ParsedArgs &a)
{
    const MemoryOrder order = numpyViewOrderOf(a);
    if (order != MemoryOrder::C && order != MemoryOrder::F)
        throw UnsupportedError("np.reshape() in order 'A'");
    Runtime &rt = a.runtime();
    // NumPy 2.1 renamed newshape to shape (and 2.4 dropped the old name).
    const bool numpy2 = a.signature().indexOf("shape") >= 0;
    const Shape shape = numpyViewAxesOf(a.value(numpy2 ? "shape" : "newshape"));
    NdArrayPtr x = arrayArg(a, a.value("a"));
    if (numpy2)
        x = copiedForReshape(a, x, shape, order);
    if (order == MemoryOrder::C)
        return Value::of(ArrayOps::reshape(rt, x, shape));
    // Fortran order is C order on the reversed axes: reshape(a.T, shape[::-1]).T.
    Shape reversed = ShapeMath::inferSize(shape, x->numel(), true);
    std::reverse(reversed.begin(), reversed.end());
    return Value::of(ArrayOps::transpose(rt, ArrayOps::reshape(rt, ArrayOps::transpose(rt, x), reversed)));
}

Value transpose(ParsedArgs &a)
{
    const Value *axes = a.get("axes");
    return Value::of(ArrayViews::transpose(a.runtime(), arrayArg(a, a.value("a")),
                                           axes ? std::optional<Shape>(numpyViewAxesOf(*axes)) : std::nullopt, "np.transpose"));
}

Value swapaxes(ParsedArgs &a)
{
    return Value::of(ArrayViews::swapaxes(a.runtime(), arrayArg(a, a.value("a")), axisOf(a.value("axis1")),
                                          axisOf(a.value("axis2"))));
}

Value squeezeFunction(ParsedArgs &a)
{
    const Value &given = a.value("a");
    const NdArrayPtr x = arrayArg(a, given);
    const Value *axis = a.get("axis");
    const NdArrayPtr r = ArrayViews::squeeze(a.runtime(), x, axis ? std::optional<Shape>(numpyViewAxesOf(*axis)) : std::nullopt);
    return r == x && given.kind == Value::Kind::Array ? given : Value::of(r);
}

Value squeezeMethod(ParsedArgs &a)
{
    const Value *axis = a.get("axis");
    const NdArrayPtr r =
        ArrayViews::squeeze(a.runtime(), a.self().array, axis ? std::optional<Shape>(numpyViewAxesOf(*axis)) : std::nullopt);
    return r == a.self().array ? a.self() : Value::of(r);
}

Value expandDims(ParsedArgs &a)
{
    return Value::of(ArrayViews::expandDims(a.runtime(), arrayArg(a, a.value("a")), numpyViewAxesOf(a.value("axis"))));
}

Value concatenate(ParsedArgs &a)
{
    refuseGiven(a, "out");
    refuseGiven(a, "dtype");
    refuseGiven(a, "casting");
    const Value *axis = a.given("axis");
    std::optional<int64_t> ax = 0;
    if (axis)
        ax = axis->kind == Value::Kind::None ? std::nullopt : std::optional<int64_t>(axisOf(*axis));
    return Value::of(ArrayViews::concatenate(a.runtime(), arraysOf(a), ax));
}

Value stack(ParsedArgs &a)
{
    refuseGiven(a, "out");
    refuseGiven(a, "dtype");
    if (const Value *c = a.get("casting"); c && !(c->kind == Value::Kind::Str && c->text == "same_kind"))
        throw UnsupportedError("np.stack() with casting=");
    const Value *axis = a.given("axis");
    return Value::of(ArrayViews::stack(a.runtime(), arraysOf(a), axis ? axisOf(*axis) : 0));
}

Value withLayout(ParsedArgs &a, MemoryOrder order)
{
    refuseGiven(a, "like");
    const Value *dtype = a.get("dtype");
    const std::optional<DType> dt = dtype ? TorchBindings::parseDType(*dtype, true) : std::nullopt;
    const Value &given = a.value("a");
    const NdArrayPtr x = arrayArg(a, given);
    const NdArrayPtr r = ArrayViews::withLayout(a.runtime(), x, order, dt, "np." + a.signature().name());
    return r == x && given.kind == Value::Kind::Array ? given : Value::of(r);
}

Value ascontiguousarray(ParsedArgs &a) { return withLayout(a, MemoryOrder::C); }
Value asfortranarray(ParsedArgs &a) { return withLayout(a, MemoryOrder::F); }

Value mayShareMemory(ParsedArgs &a)
{
    refuseGiven(a, "max_work");
    const NdArrayPtr x = arrayArg(a, a.value("a")), y = arrayArg(a, a.value("b"));
    return Value::boolean(ArrayViews::mayShareMemory(*x, *y));
}

const Binding kNumpyViewBindings[] = {
    {"ndarray.view", {"view(dtype=None, type=None)"}, view, ArgStyle::NumpyC},
    {"ndarray.ravel", {"ravel(order='C')"}, ravel, ArgStyle::NumpyC},
    {"ndarray.flatten", {"flatten(order='C')"}, flatten, ArgStyle::NumpyC},
    {"ndarray.squeeze", {"squeeze(axis=None)"}, squeezeMethod, ArgStyle::NumpyC},
    {"numpy.reshape", {"reshape(a, newshape, order='C')", "reshape(a, /, shape, order='C', *, copy=None)|current"}, reshape,
     ArgStyle::Python},
    {"numpy.ravel", {"ravel(a, order='C')"}, ravelFunction, ArgStyle::Python},
    {"numpy.flip", {"flip(m, axis=None)"}, flip, ArgStyle::Python},
    {"numpy.fliplr", {"fliplr(m)"}, fliplr, ArgStyle::Python},
    {"numpy.flipud", {"flipud(m)"}, flipud, ArgStyle::Python},
    {"numpy.transpose", {"transpose(a, axes=None)"}, transpose, ArgStyle::Python},
    {"numpy.swapaxes", {"swapaxes(a, axis1, axis2)"}, swapaxes, ArgStyle::Python},
    {"numpy.squeeze", {"squeeze(a, axis=None)"}, squeezeFunction, ArgStyle::Python},
    {"numpy.expand_dims", {"expand_dims(a, axis)"}, expandDims, ArgStyle::Python},
    {"numpy.concatenate", {"concatenate(arrays, axis=None, out=None, *, dtype=None, casting=None)"}, concatenate,
     ArgStyle::Python},
    {"numpy.stack", {"stack(arrays, axis=0, out=None, *, dtype=None, casting='same_kind')"}, stack, ArgStyle::Python},
    {"numpy.ascontiguousarray", {"ascontiguousarray(a, dtype=None, *, like=None)"}, ascontiguousarray, ArgStyle::NumpyC},
    {"numpy.asfortranarray", {"asfortranarray(a, dtype=None, *, like=None)"}, asfortranarray, ArgStyle::NumpyC},
    {"numpy.may_share_memory", {"may_share_memory(a, b, max_work=None)"}, mayShareMemory, ArgStyle::Python},
};

} // namespace

BindingTable numpyViewBindings() { return kNumpyViewBindings; }

} // namespace tl::bind
