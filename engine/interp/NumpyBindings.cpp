#include "NumpyBindings.h"

#include "NumpyCTypesObject.h"
#include "Interpreter.h"
#include "NestedData.h"
#include "PythonNames.h"
#include "PythonTypes.h"
#include "Suggestions.h"
#include "NumpyDTypeNames.h"
#include "NumpyDTypeObject.h"
#include "NumpyFlatIterator.h"
#include "NumpyScalarType.h"
#include "NumpyTypeHierarchy.h"
#include "NumpyResizeCall.h"
#include "TorchBindings.h"
#include "ValuePrinter.h"
#include "bind/BindingRegistry.h"
#include "core/Errors.h"
#include "functions/TensorConvert.h"
#include "functions/TensorMath.h"
#include "ops/ArrayOps.h"
#include "ops/ArrayViews.h"

#include <limits>
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

// NumPy's _IsWriteable: an array borrowing memory may be made writeable only when the array
// owning that memory is; memory of another object (a Tensor: no writable buffer) never.
bool baseWriteable(const NdArray &a)
{
    const NdArray *ap = &a;
    while (!ap->ownData()) {
        if (ap->baseTensor())
            return false;
        if (!ap->baseArray())
            return true;
        ap = ap->baseArray().get();
        if (ap->ownData())
            return ap->writeable();
    }
    return true;
}

const std::set<std::string> kArrayMethods = {"reshape", "tolist", "item", "fill", "transpose", "swapaxes", "resize"};

} // namespace

Value NumpyBindings::moduleAttribute(Interpreter &, const std::string &name)
{
    if (name == "arange" || bind::BindingRegistry::instance().has("numpy." + name))
        return Value::function("numpy." + name);
    if (name == "random")
        return Value::module("numpy.random");
    if (const auto d = NumpyDTypeNames::typeAttribute(name))
        return Value::npType(*d);
    // NumPy's constants are plain Python objects: None and floats.
    if (name == "newaxis")
        return Value::none();
    if (name == "nan")
        return Value::constantNan(Value::kNumpyNan);
    if (name == "pi" || name == "e" || name == "inf" || name == "euler_gamma")
        return Value::real(name == "pi" ? 3.141592653589793 : name == "e" ? 2.718281828459045
                           : name == "euler_gamma" ? 0.5772156649015329
                           : name == "inf" ? std::numeric_limits<double>::infinity()
                                           : std::numeric_limits<double>::quiet_NaN());
    if (name == "ufunc")
        return Value::type("numpy.ufunc");
    if (name == "ndarray" || name == "dtype" || NumpyTypeHierarchy::isAbstract("numpy." + name) ||
        bind::BindingRegistry::instance().has("class.numpy." + name))
        return Value::type("numpy." + name);
    if (PythonNames::numpyHas(name))
        throw UnsupportedError("numpy." + name);
    throw PyError("AttributeError", "module 'numpy' has no attribute '" + name + "'")
        .withSuggestion(Suggestions::forModuleAttribute("numpy", name));
}

Value NumpyBindings::callType(Interpreter &in, const Value &type, CallArgs &args)
{
    return NumpyScalarType::call(in, type.dtype, args);
}

Value NumpyBindings::callFunction(Interpreter &in, const std::string &q, CallArgs &args)
{
    if (const auto &registry = bind::BindingRegistry::instance(); registry.has(q))
        return registry.call(in, q, args, nullptr);
    Runtime &rt = in.runtime();
    const std::string fn = q.substr(q.rfind('.') + 1);
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
        return Value::boolean(a.isFortranContiguous());
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
            throw Errors::noAttribute(PythonTypes::qualifiedName(object), name)
                .withSuggestion(Suggestions::forAttributeOf(object, name));
        return flagItem(object, it->second);
    }
    if (object.kind == Value::Kind::NpDType)
        return NumpyDTypeObject::attribute(object, name);
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
    if (name == "ctypes")
        return Value::object(Value::Kind::Object, make<NumpyCTypesObject>(a));
    if (name == "flat")
        return Value::object(Value::Kind::Iterator, make<NumpyFlatIterator>(a));
    if (kArrayMethods.count(name) || bind::BindingRegistry::instance().has("ndarray." + name))
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
    if (const auto &registry = bind::BindingRegistry::instance(); registry.has("ndarray." + name))
        return registry.call(in, "ndarray." + name, args, &self);
    const NdArrayPtr &a = self.array;
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
        // array_transpose: no keywords; no axes, None, one sequence, or the axes one by one.
        if (!args.keywords.empty())
            throw PyError("TypeError", "ndarray.transpose() takes no keyword arguments");
        std::optional<std::vector<int64_t>> axes;
        const auto &p = args.positional;
        if (p.size() == 1 && p[0].kind != Value::Kind::None)
            axes = shapeArg(p[0]);
        else if (p.size() > 1) {
            axes.emplace();
            for (const auto &v : p) {
                if (v.kind != Value::Kind::Int)
                    throw PyError("TypeError", "'" + PythonTypes::shortName(v) + "' object cannot be interpreted as an integer");
                axes->push_back(v.i);
            }
        }
        return Value::of(ArrayViews::transpose(rt, a, axes, "transpose()"));
    }
    if (name == "swapaxes") {
        // array_swapaxes: PyArg_ParseTuple(args, "ii:swapaxes").
        if (!args.keywords.empty())
            throw PyError("TypeError", "ndarray.swapaxes() takes no keyword arguments");
        if (args.positional.size() != 2)
            throw PyError("TypeError", "swapaxes() takes exactly 2 arguments (" + std::to_string(args.positional.size()) +
                                           " given)");
        for (const auto &v : args.positional)
            if (v.kind != Value::Kind::Int)
                throw PyError("TypeError", "'" + PythonTypes::shortName(v) + "' object cannot be interpreted as an integer");
        return Value::of(ArrayViews::swapaxes(rt, a, args.positional[0].i, args.positional[1].i));
    }
    if (name == "resize")
        return NumpyResizeCall::call(in, self, args);
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

void NumpyBindings::setArrayAttribute(Interpreter &in, const Value &array, const std::string &name, const Value &v)
{
    if (name != "shape")
        throw UnsupportedError("assigning to the attribute '" + name + "' of a numpy.ndarray");
    // array_shape_set: a sequence of integers or one integer (PyArray_IntpConverter).
    if (v.kind == Value::Kind::Float)
        throw PyError("TypeError", "expected a sequence of integers or a single integer, got '" + ValuePrinter::repr(v) + "'");
    ArrayViews::setShape(in.runtime(), array.array, shapeArg(v));
}

void NumpyBindings::setFlag(Interpreter &, const Value &flags, const std::string &name, const Value &v)
{
    if (name != "writeable")
        throw UnsupportedError("setting the flag '" + name + "'");
    const bool on = PythonTypes::truthy(v);
    if (on && !baseWriteable(*flags.array))
        throw PyError("ValueError", "cannot set WRITEABLE flag to True of this array");
    flags.array->setWriteable(on);
}

} // namespace tl
