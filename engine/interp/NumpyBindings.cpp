#include "NumpyBindings.h"

#include "Interpreter.h"
#include "NestedData.h"
#include "NumpyLinalgBindings.h"
#include "PythonNames.h"
#include "PythonTypes.h"
#include "Suggestions.h"
#include "TorchBindings.h"
#include "core/Errors.h"
#include "ops/ArrayOps.h"
#include "ops/TensorConvert.h"
#include "ops/TensorMath.h"

#include <set>

namespace tl {

namespace {

std::optional<DType> dtypeKeyword(const CallArgs &args, size_t position)
{
    auto v = args.get(position, "dtype");
    if (!v || v->kind == Value::Kind::None)
        return std::nullopt;
    return TorchBindings::parseDType(*v, true);
}

std::vector<int64_t> shapeArg(const Value &v)
{
    if (v.kind == Value::Kind::Int)
        return {v.i};
    if (v.kind == Value::Kind::Size)
        return v.size;
    if (v.kind == Value::Kind::Tuple || v.kind == Value::Kind::List) {
        std::vector<int64_t> s;
        for (const auto &x : *v.items) {
            if (x.kind != Value::Kind::Int)
                throw PyError("TypeError", "'" + PythonTypes::shortName(x) + "' object cannot be interpreted as an integer");
            s.push_back(x.i);
        }
        return s;
    }
    throw PyError("TypeError", "'" + PythonTypes::shortName(v) + "' object cannot be interpreted as an integer");
}

Scalar scalarArg(const Value &v)
{
    if (v.isNumber())
        return v.number();
    if (v.kind == Value::Kind::NpScalar)
        return v.scalar;
    throw PyError("TypeError", "unsupported value " + PythonTypes::shortName(v));
}

// np.array / np.asarray of a tensor go through Tensor.__array__, i.e. numpy().
NdArrayPtr arrayOfTensor(Runtime &rt, const TensorPtr &t) { return TensorConvert::numpy(rt, t, false, "__array__()"); }

NdArrayPtr newArrayFrom(Runtime &rt, const Value &data, std::optional<DType> dtype, const std::string &op)
{
    NestedData nd = NestedData::flatten(data, true);
    const DType dt = dtype.value_or(nd.numpyDType());
    std::vector<Scalar> values;
    for (const auto &s : nd.values)
        values.push_back(Errors::numpyStoreValue(s, dt));
    return ArrayOps::fromValues(rt, values, nd.shape, dt, op);
}

std::vector<Value> tolistOf(const NdArray &a, size_t dim, std::vector<int64_t> &index)
{
    std::vector<Value> out;
    for (int64_t i = 0; i < a.sizes()[dim]; ++i) {
        index[dim] = i;
        if (dim + 1 == a.sizes().size())
            out.push_back(Value::fromScalar(ArrayOps::elementAt(a, index)));
        else
            out.push_back(Value::list(tolistOf(a, dim + 1, index)));
    }
    return out;
}

bool fContiguous(const NdArray &a)
{
    int64_t expected = 1;
    for (size_t i = 0; i < a.sizes().size(); ++i) {
        if (a.sizes()[i] != 1 && a.strides()[i] != expected)
            return false;
        expected *= a.sizes()[i];
    }
    return true;
}

const std::set<std::string> kArrayMethods = {"copy", "reshape", "astype", "tolist", "item", "sum", "fill", "transpose", "dot"};

} // namespace

Value NumpyBindings::moduleAttribute(Interpreter &, const std::string &name)
{
    static const std::set<std::string> functions = {"array", "asarray", "copy", "ones", "zeros", "arange", "shares_memory",
                                                    "full"};
    if (functions.count(name) || NumpyLinalgBindings::has(name))
        return Value::function("numpy." + name);
    if (name == "float32")
        return Value::npType(DType::Float32);
    if (name == "float64" || name == "double" || name == "float_")
        return Value::npType(DType::Float64);
    if (name == "int32" || name == "intc")
        return Value::npType(DType::Int32);
    if (name == "int64" || name == "int_")
        return Value::npType(DType::Int64);
    if (name == "bool_")
        return Value::npType(DType::Bool);
    if (name == "ndarray")
        return Value::type("numpy.ndarray");
    if (PythonNames::numpyHas(name))
        throw UnsupportedError("numpy." + name);
    throw PyError("AttributeError", "module 'numpy' has no attribute '" + name + "'")
        .withSuggestion(Suggestions::forModuleAttribute("numpy", name));
}

Value NumpyBindings::callType(Interpreter &, const Value &type, CallArgs &args)
{
    if (args.positional.empty())
        return Value::npScalar(Scalar::fromInt(0).castTo(type.dtype));
    const Value &v = args.positional[0];
    if (v.isNumber() || v.kind == Value::Kind::NpScalar)
        return Value::npScalar(scalarArg(v).castTo(type.dtype));
    throw UnsupportedError("numpy." + std::string(numpyName(type.dtype)) + "() of a " + PythonTypes::qualifiedName(v));
}

Value NumpyBindings::callFunction(Interpreter &in, const std::string &q, CallArgs &args)
{
    Runtime &rt = in.runtime();
    const std::string fn = q.substr(q.rfind('.') + 1);
    if (NumpyLinalgBindings::has(fn))
        return NumpyLinalgBindings::callFunction(in, fn, args);
    if (fn == "ones" || fn == "zeros" || fn == "full") {
        const bool full = fn == "full";
        args.check(fn, full ? 3 : 2, {"shape", "fill_value", "dtype", "order"});
        auto shape = args.get(0, "shape");
        if (!shape)
            throw PyError("TypeError", fn + "() missing required argument 'shape' (pos 1)");
        Scalar value = Scalar::fromInt(fn == "ones" ? 1 : 0);
        std::optional<DType> dt = dtypeKeyword(args, full ? 2 : 1);
        if (full) {
            auto fv = args.get(1, "fill_value");
            if (!fv)
                throw PyError("TypeError", "full() missing 1 required positional argument: 'fill_value'");
            value = scalarArg(*fv);
            if (!dt)
                dt = value.isBool() ? DType::Bool : value.isFloating() ? DType::Float64 : DType::Int64;
        }
        return Value::of(ArrayOps::full(rt, shapeArg(*shape), value, dt.value_or(DType::Float64), "np." + fn));
    }
    if (fn == "arange") {
        args.check(fn, 4, {"start", "stop", "step", "dtype"});
        std::vector<Scalar> nums;
        std::optional<DType> dt;
        for (const auto &v : args.positional) {
            if (v.kind == Value::Kind::NpType || v.kind == Value::Kind::NpDType) {
                dt = v.dtype;
                continue;
            }
            nums.push_back(scalarArg(v));
        }
        if (auto d = dtypeKeyword(args, 99))
            dt = d;
        if (auto s = args.keyword("stop")) {
            if (nums.empty())
                nums.push_back(args.keyword("start") ? scalarArg(*args.keyword("start")) : Scalar::fromInt(0));
            nums.push_back(scalarArg(*s));
        }
        if (auto s = args.keyword("step"))
            nums.push_back(scalarArg(*s));
        if (nums.empty())
            throw PyError("TypeError", "arange() requires stop to be specified.");
        Scalar start = Scalar::fromInt(0), stop, step = Scalar::fromInt(1);
        if (nums.size() == 1)
            stop = nums[0];
        else {
            start = nums[0];
            stop = nums[1];
            if (nums.size() > 2)
                step = nums[2];
        }
        return Value::of(ArrayOps::arange(rt, start, stop, step, dt));
    }
    if (fn == "array" || fn == "asarray") {
        args.check(fn, 2, {"object", "a", "dtype", "copy", "order"});
        auto obj = args.get(0, fn == "array" ? "object" : "a");
        if (!obj)
            throw PyError("TypeError", fn + "() missing required argument 'object' (pos 0)");
        const std::optional<DType> dt = dtypeKeyword(args, 1);
        const bool asarray = fn == "asarray";
        if (obj->kind == Value::Kind::Array || obj->kind == Value::Kind::Tensor) {
            NdArrayPtr a = obj->kind == Value::Kind::Array ? obj->array : arrayOfTensor(rt, obj->tensor);
            if (asarray && (!dt || *dt == a->dtype()))
                return Value::of(a);
            return Value::of(ArrayOps::copy(rt, *a, true, dt, "np." + fn));
        }
        return Value::of(newArrayFrom(rt, *obj, dt, "np." + fn));
    }
    if (fn == "copy") {
        args.check(fn, 2, {"a", "order", "subok"});
        auto obj = args.get(0, "a");
        if (!obj)
            throw PyError("TypeError", "copy() missing 1 required positional argument: 'a'");
        if (obj->kind == Value::Kind::Array)
            return Value::of(ArrayOps::copy(rt, *obj->array, true, std::nullopt, "np.copy"));
        if (obj->kind == Value::Kind::Tensor)
            return Value::of(ArrayOps::copy(rt, *arrayOfTensor(rt, obj->tensor), true, std::nullopt, "np.copy"));
        return Value::of(newArrayFrom(rt, *obj, std::nullopt, "np.copy"));
    }
    if (fn == "shares_memory") {
        args.check(fn, 3, {"a", "b", "max_work"});
        auto a = args.get(0, "a"), b = args.get(1, "b");
        if (!a || !b)
            throw PyError("TypeError", "shares_memory() missing required argument");
        auto asArray = [&](const Value &v) -> NdArrayPtr {
            if (v.kind == Value::Kind::Array)
                return v.array;
            if (v.kind == Value::Kind::Tensor)
                return arrayOfTensor(rt, v.tensor);
            return nullptr;
        };
        NdArrayPtr x = asArray(*a), y = asArray(*b);
        if (!x || !y)
            return Value::boolean(false);
        return Value::boolean(ArrayOps::sharesMemory(*x, *y));
    }
    throw UnsupportedError(q);
}

Value NumpyBindings::flagItem(const Value &flags, const std::string &key)
{
    const NdArray &a = *flags.array;
    if (key == "OWNDATA" || key == "O")
        return Value::boolean(a.ownData());
    if (key == "WRITEABLE" || key == "W")
        return Value::boolean(a.writeable());
    if (key == "C_CONTIGUOUS" || key == "C" || key == "CONTIGUOUS")
        return Value::boolean(a.isContiguous());
    if (key == "F_CONTIGUOUS" || key == "F" || key == "FORTRAN")
        return Value::boolean(fContiguous(a));
    if (key == "ALIGNED" || key == "A")
        return Value::boolean(true);
    if (key == "WRITEBACKIFCOPY" || key == "X")
        return Value::boolean(false);
    throw PyError("KeyError", "Unknown flag");
}

Value NumpyBindings::attribute(Interpreter &in, const Value &object, const std::string &name)
{
    Runtime &rt = in.runtime();
    if (object.kind == Value::Kind::Flags) {
        static const std::map<std::string, std::string> names = {
            {"owndata", "OWNDATA"}, {"writeable", "WRITEABLE"}, {"c_contiguous", "C_CONTIGUOUS"},
            {"f_contiguous", "F_CONTIGUOUS"}, {"aligned", "ALIGNED"}, {"writebackifcopy", "WRITEBACKIFCOPY"},
            {"contiguous", "C_CONTIGUOUS"}, {"fortran", "F_CONTIGUOUS"}};
        auto it = names.find(name);
        if (it == names.end())
            throw Errors::noAttribute("numpy.core.multiarray.flagsobj", name)
                .withSuggestion(Suggestions::forAttributeOf(object, name));
        return flagItem(object, it->second);
    }
    if (object.kind == Value::Kind::NpDType) {
        if (name == "name")
            return Value::str(object.dtype == DType::Bool ? "bool" : std::string(numpyName(object.dtype)));
        if (name == "itemsize")
            return Value::integer(itemSize(object.dtype));
        if (name == "kind")
            return Value::str(object.dtype == DType::Bool ? "b" : isFloating(object.dtype) ? "f" : "i");
        if (name == "type")
            return Value::npType(object.dtype);
        if (Suggestions::hasAttribute(object, name))
            throw UnsupportedError("numpy dtype attribute '" + name + "'");
        throw Errors::noAttribute("numpy.dtype[" + std::string(object.dtype == DType::Bool ? "bool_" : numpyName(object.dtype)) + "]", name)
            .withSuggestion(Suggestions::forAttributeOf(object, name));
    }
    if (object.kind == Value::Kind::NpScalar) {
        if (name == "dtype")
            return Value::npDType(object.scalar.dtype());
        if (name == "item" || name == "tolist")
            return Value::method(object, name);
        if (name == "itemsize" || name == "nbytes")
            return Value::integer(itemSize(object.scalar.dtype()));
        if (name == "ndim" || name == "size")
            return Value::integer(name == "size" ? 1 : 0);
        if (name == "shape")
            return Value::tuple({});
        if (Suggestions::hasAttribute(object, name))
            throw UnsupportedError("numpy scalar attribute '" + name + "'");
        throw Errors::noAttribute(PythonTypes::shortName(object), name).withSuggestion(Suggestions::forAttributeOf(object, name));
    }
    const NdArrayPtr &a = object.array;
    auto intTuple = [](const std::vector<int64_t> &v) {
        ValueList items;
        for (int64_t s : v)
            items.push_back(Value::integer(s));
        return Value::tuple(items);
    };
    if (name == "shape")
        return intTuple(a->sizes());
    if (name == "dtype")
        return Value::npDType(a->dtype());
    if (name == "ndim")
        return Value::integer(a->dim());
    if (name == "size")
        return Value::integer(a->numel());
    if (name == "itemsize")
        return Value::integer(itemSize(a->dtype()));
    if (name == "nbytes")
        return Value::integer(a->numel() * itemSize(a->dtype()));
    if (name == "strides")
        return intTuple(a->byteStrides());
    if (name == "T")
        return Value::of(ArrayOps::transpose(rt, a));
    if (name == "base") {
        if (a->baseArray())
            return Value::of(a->baseArray());
        if (a->baseTensor())
            return Value::of(a->baseTensor());
        return Value::none();
    }
    if (name == "flags")
        return Value::flags(a);
    if (kArrayMethods.count(name))
        return Value::method(object, name);
    if (PythonNames::ndarrayHas(name))
        throw UnsupportedError("ndarray." + name);
    throw Errors::noAttribute("numpy.ndarray", name).withSuggestion(Suggestions::forArrayAttribute(name));
}

Value NumpyBindings::callMethod(Interpreter &in, const Value &self, const std::string &name, CallArgs &args)
{
    Runtime &rt = in.runtime();
    if (self.kind == Value::Kind::NpScalar) {
        args.checkNone(name);
        return Value::fromScalar(self.scalar);
    }
    const NdArrayPtr &a = self.array;
    if (name == "dot")
        return NumpyLinalgBindings::callMethod(in, self, name, args);
    if (name == "copy") {
        args.check(name, 1, {"order"});
        return Value::of(ArrayOps::copy(rt, *a, false, std::nullopt, "copy()"));
    }
    if (name == "reshape") {
        args.check(name, static_cast<size_t>(-1), {"order", "shape"});
        std::vector<int64_t> shape;
        if (args.positional.size() == 1)
            shape = shapeArg(args.positional[0]);
        else if (args.positional.empty() && args.keyword("shape"))
            shape = shapeArg(*args.keyword("shape"));
        else
            for (const auto &v : args.positional)
                shape.push_back(shapeArg(v).at(0));
        return Value::of(ArrayOps::reshape(rt, a, shape));
    }
    if (name == "transpose") {
        args.checkNone(name);
        return Value::of(ArrayOps::transpose(rt, a));
    }
    if (name == "astype") {
        args.check(name, 1, {"dtype", "copy", "order"});
        auto d = args.get(0, "dtype");
        if (!d)
            throw PyError("TypeError", "astype() missing required argument 'dtype' (pos 1)");
        return Value::of(ArrayOps::copy(rt, *a, true, TorchBindings::parseDType(*d, true), "astype()"));
    }
    if (name == "tolist") {
        args.checkNone(name);
        if (a->dim() == 0)
            return Value::fromScalar(ArrayOps::elementAt(*a, {}));
        in.runtime().checkHostObject(static_cast<uint64_t>(a->numel()) * sizeof(Value));
        std::vector<int64_t> index(a->sizes().size(), 0);
        return Value::list(tolistOf(*a, 0, index));
    }
    if (name == "item") {
        args.checkNone(name);
        if (a->numel() != 1)
            throw Errors::numpyItemNotOneElement();
        return Value::fromScalar(ArrayOps::elementAt(*a, std::vector<int64_t>(a->sizes().size(), 0)));
    }
    if (name == "sum") {
        args.checkNone(name);
        return Value::npScalar(ArrayOps::sum(*a));
    }
    if (name == "fill") {
        args.check(name, 1, {"value"});
        auto v = args.get(0, "value");
        if (!v)
            throw PyError("TypeError", "fill() missing required argument 'value' (pos 1)");
        if (v->kind == Value::Kind::Array) {
            if (v->array->numel() != 1)
                throw PyError("ValueError", "setting an array element with a sequence.");
            ArrayOps::fill(rt, a, ArrayOps::elementAt(*v->array, std::vector<int64_t>(v->array->sizes().size(), 0)));
        } else {
            ArrayOps::fill(rt, a, scalarArg(*v));
        }
        return Value::none();
    }
    throw UnsupportedError("ndarray." + name + "()");
}

void NumpyBindings::setFlag(Interpreter &, const Value &flags, const std::string &name, const Value &v)
{
    if (name != "writeable")
        throw UnsupportedError("setting the flag '" + name + "'");
    const bool on = PythonTypes::truthy(v);
    if (on && !flags.array->writeable() && flags.array->baseArray() && !flags.array->baseArray()->writeable())
        throw PyError("ValueError", "cannot set WRITEABLE flag to True of this array");
    flags.array->setWriteable(on);
}

} // namespace tl
