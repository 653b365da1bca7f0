// NumPy 1.24's array creation functions and the ndarray methods that copy (np.array with
// copy=/order=, np.asarray, np.copy, np.ones/zeros/full, np.empty/empty_like, np.indices,
// np.fromfunction, ndarray.copy, ndarray.astype), with each one's own argument rules (Python functions vs NumPy's C functions).
#include "BindingTables.h"
#include "NumpyShape.h"
#include "ParsedArgs.h"
#include "core/Errors.h"
#include "core/VersionProfile.h"
#include "core/PyError.h"
#include "functions/TensorConvert.h"
#include "interp/Interpreter.h"
#include "interp/NestedData.h"
#include "interp/PythonTypes.h"
#include "interp/TorchBindings.h"
#include "interp/objects/DictObject.h"
#include "ops/ArrayOps.h"
#include "ops/ArrayRandomOps.h"
#include "tensor/StridedView.h"

#include <algorithm>

namespace tl::bind {

namespace {

// `order=` as NumPy reads it: one letter in either case; None is the function's default.
MemoryOrder orderOf(const ParsedArgs &a, MemoryOrder fallback, bool creation)
{
    const Value *v = a.get("order");
    if (!v)
        return fallback;
    if (v->kind != Value::Kind::Str)
        throw PyError("TypeError", "order must be str, not " + PythonTypes::shortName(*v));
    const std::string &s = v->text;
    MemoryOrder order;
    if (s == "C" || s == "c")
        order = MemoryOrder::C;
    else if (s == "F" || s == "f")
        order = MemoryOrder::F;
    else if (s == "A" || s == "a")
        order = MemoryOrder::A;
    else if (s == "K" || s == "k")
        order = MemoryOrder::K;
    else
        throw Errors::numpyOrderInvalid(s);
    if (creation && order != MemoryOrder::C && order != MemoryOrder::F)
        throw Errors::numpyOrderCOrF();
    return order;
}

std::optional<DType> dtypeOf(const ParsedArgs &a)
{
    const Value *v = a.signature().indexOf("dtype") < 0 ? nullptr : a.get("dtype");
    if (!v)
        return std::nullopt;
    return TorchBindings::parseDType(*v, true);
}

void refuse(const ParsedArgs &a, std::string_view name, bool (*isDefault)(const Value &))
{
    if (const Value *v = a.get(name); v && !isDefault(*v))
        throw UnsupportedError("numpy " + a.signature().name() + "() with " + std::string(name) + "=");
}

bool isFalse(const Value &v) { return v.kind == Value::Kind::Bool && !v.b; }
bool isTrue(const Value &v) { return v.kind == Value::Kind::Bool && v.b; }
bool isZero(const Value &v) { return v.kind == Value::Kind::Int && v.i == 0; }
bool isUnsafe(const Value &v) { return v.kind == Value::Kind::Str && v.text == "unsafe"; }
bool never(const Value &) { return false; }

// np.array / np.asarray of a tensor go through Tensor.__array__, i.e. numpy().
NdArrayPtr asArray(Runtime &rt, const Value &v)
{
    if (v.kind == Value::Kind::Array)
        return v.array;
    if (v.kind == Value::Kind::Tensor)
        return TensorConvert::numpy(rt, v.tensor, false, "__array__()");
    return nullptr;
}

NdArrayPtr fromData(Runtime &rt, const Value &data, std::optional<DType> dtype, MemoryOrder order, const std::string &op)
{
    NestedData nd = NestedData::flatten(data, true);
    const DType dt = dtype.value_or(nd.numpyDType());
    std::vector<Scalar> values;
    values.reserve(nd.values.size());
    for (const auto &s : nd.values)
        values.push_back(Errors::numpyStoreValue(s, dt));
    return ArrayOps::fromValues(rt, values, nd.shape, dt, op, order == MemoryOrder::F ? MemoryOrder::F : MemoryOrder::C);
}

// PyArray_FromAny: an existing array is returned as it is when it already has the dtype and
// layout asked for and no copy is required; anything else becomes a new array.
Value arrayFrom(ParsedArgs &a, const Value &object, bool copy, MemoryOrder order, const std::string &op)
{
    Runtime &rt = a.runtime();
    const std::optional<DType> dt = dtypeOf(a);
    if (NdArrayPtr src = asArray(rt, object)) {
        if (!copy && (!dt || *dt == src->dtype()) && ArrayOps::hasOrder(*src, order))
            return Value::of(src);
        return Value::of(ArrayOps::copy(rt, *src, order, dt, op));
    }
    return Value::of(fromData(rt, object, dt, order, op));
}

Value array(ParsedArgs &a)
{
    refuse(a, "like", never);
    refuse(a, "subok", isFalse);
    refuse(a, "ndmin", isZero);
    const Value *copy = a.get("copy");
    // NumPy 2 first calls Tensor.__array__ with copy=, which PyTorch's does not take.
    if (Profile::isCurrent() && a.value("object").kind == Value::Kind::Tensor)
        a.interpreter().warn("DeprecationWarning",
                             "__array__ implementation doesn't accept a copy keyword, so passing copy=False failed. __array__ must "
                             "implement 'dtype' and 'copy' keyword arguments. To learn more, see the migration guide "
                             "https://numpy.org/devdocs/numpy_2_0_migration_guide.html#adapting-to-changes-in-the-copy-keyword");
    return arrayFrom(a, a.value("object"), !copy || PythonTypes::truthy(*copy), orderOf(a, MemoryOrder::K, false), "np.array");
}

Value asarray(ParsedArgs &a)
{
    refuse(a, "like", never);
    return arrayFrom(a, a.value("a"), false, orderOf(a, MemoryOrder::K, false), "np.asarray");
}

Value copyFunction(ParsedArgs &a)
{
    refuse(a, "subok", isFalse);
    return arrayFrom(a, a.value("a"), true, orderOf(a, MemoryOrder::K, false), "np.copy");
}

Value filled(ParsedArgs &a, Scalar value, DType fallback)
{
    refuse(a, "like", never);
    const std::string op = "np." + a.signature().name();
    return Value::of(ArrayOps::full(a.runtime(), NumpyShape::of(a.value("shape")), value, dtypeOf(a).value_or(fallback), op,
                                    orderOf(a, MemoryOrder::C, true)));
}

Value ones(ParsedArgs &a) { return filled(a, Scalar::fromInt(1), DType::Float64); }
Value zeros(ParsedArgs &a) { return filled(a, Scalar::fromInt(0), DType::Float64); }

Value full(ParsedArgs &a)
{
    const Value &fv = a.value("fill_value");
    Scalar value;
    if (fv.isNumber())
        value = fv.number();
    else if (fv.kind == Value::Kind::NpScalar)
        value = fv.scalar;
    else
        throw UnsupportedError("np.full() with a fill value of type " + PythonTypes::qualifiedName(fv));
    const DType fallback = value.isBool() ? DType::Bool : value.isFloating() ? DType::Float64 : DType::Int64;
    // NumPy 2 copies a Python int in as a weak scalar: it must fit the dtype.
    if (fv.kind == Value::Kind::Int)
        Errors::numpyStoreValue(value, dtypeOf(a).value_or(fallback));
    return filled(a, value, fallback);
}

// np.eye (numpy/lib/twodim_base.py): zeros((N, M)), then ones on the k-th diagonal, in
// its order of checks: the shape first (zeros' errors), then `k >= M`, then index(k).
Value eye(ParsedArgs &a)
{
    refuse(a, "like", never);
    const Value n = a.value("N");
    const Value *mArg = a.get("M");
    const Value m = mArg ? *mArg : n;
    const std::vector<int64_t> shape = NumpyShape::of(Value::tuple({n, m}));
    for (int64_t d : shape)
        if (d < 0)
            throw PyError("ValueError", "negative dimensions are not allowed");
    auto out = ArrayOps::full(a.runtime(), shape, Scalar::fromInt(0), dtypeOf(a).value_or(DType::Float64), "np.eye",
                              orderOf(a, MemoryOrder::C, true));
    const Value *kv = a.get("k");
    if (kv && kv->kind == Value::Kind::Float && kv->f >= double(shape[1]))
        return Value::of(out);
    const int64_t k = kv ? NumpyShape::index(*kv) : 0;
    const int64_t firstRow = std::max<int64_t>(0, -k);
    const int64_t lastRow = std::min<int64_t>(shape[0], shape[1] - k); // one past
    if (lastRow > firstRow) {
        StridedRef diagonal = out->ref();
        const int64_t rs = diagonal.strides[0], cs = diagonal.strides[1];
        diagonal.data = static_cast<char *>(diagonal.data) +
                        (firstRow * rs + (firstRow + k) * cs) * static_cast<int64_t>(itemSize(diagonal.dtype));
        diagonal.sizes = {lastRow - firstRow};
        diagonal.strides = {rs + cs};
        a.runtime().cpuBackend().fill(diagonal, Scalar::fromInt(1));
    }
    return Value::of(out);
}

// np.empty / np.empty_like: memory nobody initialised (ArrayRandomOps::empty marks it so).
Value emptyArray(ParsedArgs &a, const std::vector<int64_t> &shape, DType dtype, const std::vector<int64_t> &strides)
{
    for (int64_t d : shape)
        if (d < 0)
            throw PyError("ValueError", "negative dimensions are not allowed");
    return Value::of(ArrayRandomOps::empty(a.runtime(), shape, dtype, strides, "np." + a.signature().name()));
}

Value empty(ParsedArgs &a)
{
    refuse(a, "like", never);
    const std::vector<int64_t> shape = NumpyShape::of(a.value("shape"));
    const DType dtype = dtypeOf(a).value_or(DType::Float64);
    const bool fortran = orderOf(a, MemoryOrder::C, true) == MemoryOrder::F;
    return emptyArray(a, shape, dtype, fortran ? StridedView::fortranStrides(shape) : std::vector<int64_t>{});
}

Value emptyLike(ParsedArgs &a)
{
    refuse(a, "shape", never);
    Runtime &rt = a.runtime();
    const Value &prototype = a.value("prototype");
    NdArrayPtr proto = asArray(rt, prototype);
    if (!proto)
        proto = fromData(rt, prototype, std::nullopt, MemoryOrder::C, "np.empty_like");
    MemoryOrder order = orderOf(a, MemoryOrder::K, false);
    if (order == MemoryOrder::A)
        order = proto->isFortranContiguous() && !proto->isContiguous() ? MemoryOrder::F : MemoryOrder::C;
    const auto strides = order == MemoryOrder::K   ? StridedView::preservedStrides(*proto)
                         : order == MemoryOrder::F ? StridedView::fortranStrides(proto->sizes())
                                                   : std::vector<int64_t>{};
    return emptyArray(a, proto->sizes(), dtypeOf(a).value_or(proto->dtype()), strides);
}

// numeric.py's indices(dimensions, dtype): res = empty((N,) + dimensions), res[i] = arange(dim)
// reshaped to vary along axis i only.
NdArrayPtr indexGrid(ParsedArgs &a, const Value &dimensions, DType dtype, const std::string &op)
{
    Runtime &rt = a.runtime();
    const std::vector<int64_t> dims = NumpyShape::of(Value::tuple(a.interpreter().iterate(dimensions)));
    std::vector<int64_t> shape = {static_cast<int64_t>(dims.size())};
    shape.insert(shape.end(), dims.begin(), dims.end());
    const NdArrayPtr res = emptyArray(a, shape, dtype, {}).array;
    for (size_t i = 0; i < dims.size(); ++i) {
        std::vector<int64_t> along(dims.size(), 1);
        along[i] = dims[i];
        const NdArrayPtr idx = ArrayOps::reshape(rt, ArrayOps::arange(rt, Scalar::fromInt(0), Scalar::fromInt(dims[i]),
                                                                      Scalar::fromInt(1), dtype),
                                                 along);
        ArrayOps::setIndex(rt, res, {IndexItem::integer(static_cast<int64_t>(i))}, ArrayOperand{idx, {}, false, false}, op);
    }
    return res;
}

Value indices(ParsedArgs &a)
{
    refuse(a, "sparse", isFalse);
    // dtype=None: an empty float64 grid filled from int64 aranges.
    const DType dt = a.given("dtype") ? dtypeOf(a).value_or(DType::Float64) : DType::Int64;
    return Value::of(indexGrid(a, a.value("dimensions"), dt, "np.indices"));
}

// numeric.py's fromfunction: function(*indices(shape, dtype=dtype), **kwargs); each argument
// is a view of one row of the index grid.
Value fromfunction(ParsedArgs &a)
{
    refuse(a, "like", never);
    const NdArrayPtr grid = indexGrid(a, a.value("shape"), dtypeOf(a).value_or(DType::Float64), "np.fromfunction");
    CallArgs call;
    call.positional = a.interpreter().iterate(Value::of(grid));
    for (const Value &item : a.value("kwargs").as<DictObject>().items())
        call.keywords.emplace_back((*item.items)[0].text, (*item.items)[1]);
    return a.interpreter().call(a.value("function"), call);
}

Value sharesMemory(ParsedArgs &a)
{
    if (a.has("max_work"))
        throw UnsupportedError("np.shares_memory(max_work=...)");
    Runtime &rt = a.runtime();
    NdArrayPtr x = asArray(rt, a.value("a")), y = asArray(rt, a.value("b"));
    if (!x || !y)
        return Value::boolean(false);
    return Value::boolean(ArrayOps::sharesMemory(*x, *y));
}

Value copyMethod(ParsedArgs &a)
{
    return Value::of(ArrayOps::copy(a.runtime(), *a.self().array, orderOf(a, MemoryOrder::C, false), std::nullopt, "copy()"));
}

Value astype(ParsedArgs &a)
{
    refuse(a, "casting", isUnsafe);
    refuse(a, "subok", isTrue);
    const NdArrayPtr &self = a.self().array;
    const DType dt = TorchBindings::parseDType(a.value("dtype"), true).value_or(DType::Float64);
    const MemoryOrder order = orderOf(a, MemoryOrder::K, false);
    const Value *copy = a.get("copy");
    if (copy && !PythonTypes::truthy(*copy) && dt == self->dtype() && ArrayOps::hasOrder(*self, order))
        return a.self();
    return Value::of(ArrayOps::copy(a.runtime(), *self, order, dt, "astype()"));
}

const Binding kNumpyCreationBindings[] = {
    {"numpy.array", {"array(object, dtype=None, *, copy=True, order='K', subok=False, ndmin=0, like=None)"}, array,
     ArgStyle::NumpyC},
    {"numpy.asarray", {"asarray(a, dtype=None, order=None, *, like=None)"}, asarray, ArgStyle::NumpyC},
    {"numpy.copy", {"copy(a, order='K', subok=False)"}, copyFunction, ArgStyle::Python},
    {"numpy.ones", {"ones(shape, dtype=None, order='C', *, like=None)"}, ones, ArgStyle::Python},
    {"numpy.zeros", {"zeros(shape, dtype=float, order='C', *, like=None)"}, zeros, ArgStyle::NumpyC},
    {"numpy.full", {"full(shape, fill_value, dtype=None, order='C', *, like=None)"}, full, ArgStyle::Python},
    {"numpy.eye", {"eye(N, M=None, k=0, dtype=float, order='C', *, like=None)"}, eye, ArgStyle::Python},
    {"numpy.empty", {"empty(shape, dtype=float, order='C', *, like=None)"}, empty, ArgStyle::NumpyC},
    {"numpy.empty_like", {"empty_like(prototype, dtype=None, order='K', subok=True, shape=None)"}, emptyLike,
     ArgStyle::Python},
    {"numpy.indices", {"indices(dimensions, dtype=int, sparse=False)"}, indices, ArgStyle::Python},
    {"numpy.fromfunction", {"fromfunction(function, shape, *, dtype=float, like=None, **kwargs)"}, fromfunction,
     ArgStyle::Python},
    {"numpy.shares_memory", {"shares_memory(a, b, max_work=None)"}, sharesMemory, ArgStyle::Python},
    {"ndarray.copy", {"copy(order='C')"}, copyMethod, ArgStyle::NumpyC},
    {"ndarray.astype", {"astype(dtype, order='K', casting='unsafe', subok=True, copy=True)"}, astype, ArgStyle::NumpyC},
};

} // namespace

BindingTable numpyCreationBindings() { return kNumpyCreationBindings; }

} // namespace tl::bind
