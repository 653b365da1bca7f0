// The `builtins` module of CPython 3.11 as one table (bltinmodule.c), the attribute and
// method lookup of plain values (str, list, tuple, dict, set, int, float) and sequence
// indexing with slices (PySlice_AdjustIndices).
#include "Builtins.h"

#include "ReturnTypes.h"
#include "Interpreter.h"
#include "NumpyBindings.h"
#include "NumpyDTypeObject.h"
#include "NumpyFlatIterator.h"
#include "NumpyGeneratorObject.h"
#include "NumpyTypeHierarchy.h"
#include "PythonTypes.h"
#include "GradFnAttributes.h"
#include "Suggestions.h"
#include "GradFnSavedAttributes.h"
#include "NumpyUfuncs.h"
#include "StorageObject.h"
#include "ValuePrinter.h"
#include "bind/BindingRegistry.h"
#include "builtins/ContainerMethods.h"
#include "builtins/LanguageBuiltins.h"
#include "core/Errors.h"
#include "pylib/PyNumber.h"
#include "core/VersionProfile.h"
#include "eval/ExceptionClasses.h"
#include "eval/PyException.h"
#include "functions/TensorMath.h"
#include "functions/TensorViews.h"
#include "objects/DictObject.h"
#include "objects/ExceptionObject.h"
#include "objects/FunctionObject.h"
#include "objects/RangeObject.h"
#include "objects/SliceObject.h"
#include "ops/ArrayOps.h"
#include "ops/HostElements.h"
#include "pylib/ListMethods.h"
#include "pylib/NumberBuiltins.h"
#include "pylib/NumberMethods.h"
#include "pylib/ObjectBuiltins.h"
#include "pylib/PyModules.h"
#include "pylib/RandomModule.h"
#include "pylib/RandomObject.h"
#include "pylib/SequenceBuiltins.h"
#include "pylib/StrMethods.h"
#include "pylib/SysModule.h"
#include "pylib/SystemExitError.h"
#include "pylib/TextStreamObject.h"
#include "pylib/Utf8.h"

namespace tl {

namespace {

const BuiltinTable &table()
{
    static const BuiltinTable t = [] {
        BuiltinTable b;
        NumberBuiltins::addTo(b);
        SequenceBuiltins::addTo(b);
        ObjectBuiltins::addTo(b);
        LanguageBuiltins::addTo(b);
        return b;
    }();
    return t;
}

// The slice a subscript carries: a SliceObject, or the interpreter's (start, stop, step) marker.
std::optional<SliceObject::Bounds> sliceBounds(const Value &index, int64_t length)
{
    if (index.kind == Value::Kind::Slice)
        return index.as<SliceObject>().indices(length);
    if (index.kind == Value::Kind::Tuple && index.text == "slice") {
        const auto &p = *index.items;
        return SliceObject(p[0], p[1], p[2]).indices(length);
    }
    return std::nullopt;
}

int64_t itemIndex(const Value &index, int64_t n, const std::string &kindName)
{
    using K = Value::Kind;
    int64_t i;
    if (index.kind == K::Int)
        i = index.i;
    else if (index.kind == K::Bool)
        i = index.b;
    else if (index.kind == K::NpScalar && !index.scalar.isFloating())
        i = index.scalar.isBool() ? index.scalar.toBool() : index.scalar.toInt();
    else if (index.kind == K::Tensor || index.kind == K::Array)
        i = PyNumber::index(index); // their __index__: a single integer element, else its TypeError
    else
        throw PyError("TypeError", kindName + " indices must be integers or slices, not " + PythonTypes::shortName(index));
    if (i < 0)
        i += n;
    if (i < 0 || i >= n)
        throw PyError("IndexError", kindName + " index out of range");
    return i;
}

// A method taken from its class (str.lower, dict.fromkeys): the instance comes first.
Value callUnbound(Interpreter &in, const std::string &cls, const std::string &method, CallArgs &args)
{
    if (args.positional.empty())
        throw PyError("TypeError", "unbound method " + cls + "." + method + "() needs an argument");
    const Value self = args.positional.front();
    if (!PythonTypes::isInstanceOf(self, cls))
        throw PyError("TypeError", "descriptor '" + method + "' for '" + cls + "' objects doesn't apply to a '" +
                                       PythonTypes::shortName(self) + "' object");
    args.positional.erase(args.positional.begin());
    return Builtins::callMethod(in, self, method, args);
}

} // namespace

bool Builtins::has(const std::string &name) { return table().count(name) != 0; }

bool Builtins::isMapping(const Value &v)
{
    using K = Value::Kind;
    return v.kind == K::Str || v.kind == K::Tuple || v.kind == K::List || v.kind == K::Size || v.kind == K::Tensor ||
           v.kind == K::Array || v.kind == K::Flags || v.kind == K::Dict || v.kind == K::Range;
}

Scalar Builtins::singleElement(const Value &v, const char *)
{
    if (v.kind == Value::Kind::NpScalar)
        return v.scalar;
    if (v.kind == Value::Kind::Tensor) {
        if (v.tensor->numel() != 1)
            throw Errors::itemNotOneElement();
        return HostElements::item(v.tensor);
    }
    // NumPy 2 converts only 0-d arrays (1.24 any one-element array).
    if (Profile::isCurrent() && v.array->dim() != 0)
        throw PyError("TypeError", "only 0-dimensional arrays can be converted to Python scalars");
    if (v.array->numel() != 1)
        throw PyError("TypeError", "only size-1 arrays can be converted to Python scalars");
    return HostElements::at(*v.array, std::vector<int64_t>(v.array->sizes().size(), 0));
}

Value Builtins::call(Interpreter &in, const std::string &name, CallArgs &args)
{
    if (PyModules::isFunction(name))
        return PyModules::call(in, name, args);
    if (const auto dot = name.find('.'); dot != std::string::npos)
        return callUnbound(in, name.substr(0, dot), name.substr(dot + 1), args);
    const auto it = table().find(name);
    if (it == table().end())
        throw UnsupportedError("the builtin '" + name + "'");
    return it->second(in, args);
}

Value Builtins::callType(Interpreter &in, const Value &type, CallArgs &args)
{
    // A builtin class reached through type(x) is called like its name.
    if (table().count(type.text))
        return call(in, type.text, args);
    if (type.text == "numpy.dtype")
        return NumpyDTypeObject::construct(args);
    // torch.Tensor(...) and the legacy typed classes construct tensors.
    const auto &registry = bind::BindingRegistry::instance();
    if (registry.has("legacy." + type.text))
        return registry.call(in, "legacy." + type.text, args, nullptr);
    // A class written in Python: its __init__ counts the instance being made as `self`.
    if (registry.has("class." + type.text))
        return registry.call(in, "class." + type.text, args, &type);
    // A class of a library module (warnings.catch_warnings) is called like its functions.
    if (PyModules::isFunction(type.text))
        return PyModules::call(in, type.text, args);
    if (NumpyTypeHierarchy::isAbstract(type.text))
        throw PyError("TypeError", "cannot create '" + type.text + "' instances");
    throw UnsupportedError("calling the class " + type.text);
}

Value Builtins::attribute(Interpreter &in, const Value &object, const std::string &name)
{
    using K = Value::Kind;
    if (auto field = ReturnTypes::field(object, name))
        return *field;
    if (ContainerMethods::has(object, name))
        return Value::method(object, name);
    const bool isClass = PythonTypes::classNameOf(object).has_value();
    if (isClass && object.kind != K::NpType) {
        const std::string cls = *PythonTypes::classNameOf(object);
        if (name == "__name__" || name == "__qualname__")
            return Value::str(name == "__name__" ? PythonTypes::displayNameOf(cls) : PythonTypes::shortNameOf(cls));
        if (name == "__module__") {
            const auto dot = cls.rfind('.');
            return Value::str(dot == std::string::npos ? "builtins" : cls.substr(0, dot));
        }
        // Unbound methods used as functions: str.lower as a sort key, dict.fromkeys.
        if ((cls == "str" && StrMethods::has(name)) || (cls == "list" && ListMethods::has(Value::list({}), name)) ||
            (cls == "tuple" && ListMethods::has(Value::tuple({}), name)))
            return Value::function(cls + "." + name);
    }
    if (object.kind == K::Function && !isClass && (name == "__name__" || name == "__qualname__")) {
        // A library function is named without its module; random's are methods of Random.
        const auto dot = object.text.rfind('.');
        std::string bare = dot == std::string::npos ? object.text : object.text.substr(dot + 1);
        if (object.text.rfind("numpy.", 0) == 0 && dot == 5) // aliases keep their own name: np.abs is absolute
            if (const std::string declared = bind::BindingRegistry::instance().pythonName(object.text); !declared.empty())
                bare = declared;
        if (name == "__qualname__" && object.text.rfind("random.", 0) == 0)
            return Value::str("Random." + bare);
        return Value::str(bare);
    }
    if (Value ufuncAttribute; NumpyUfuncs::is(object) && NumpyUfuncs::attribute(object, name, ufuncAttribute))
        return ufuncAttribute;
    switch (object.kind) {
    case K::Str:
        if (StrMethods::has(name))
            return Value::method(object, name);
        break;
    case K::List:
    case K::Tuple:
        if (SysModule::isVersionInfo(object))
            if (auto f = SysModule::versionInfoField(object, name))
                return *f;
        if (ListMethods::has(object, name))
            return Value::method(object, name);
        break;
    case K::Int:
    case K::Bool:
    case K::Float:
        if (auto v = NumberMethods::attribute(object, name))
            return *v;
        break;
    case K::Object:
    case K::Iterator: {
        Value out;
        if (object.obj->attribute(in, name, out))
            return out;
        break;
    }
    case K::Exception: {
        const auto &e = object.as<ExceptionObject>();
        if (name == "args")
            return Value::tuple(e.args);
        if (name == "__class__")
            return Value::type(e.type);
        if (name == "__cause__")
            return e.cause ? Value::object(K::Exception, e.cause) : Value::none();
        if (name == "__context__")
            return e.context ? Value::object(K::Exception, e.context) : Value::none();
        if (name == "__suppress_context__")
            return Value::boolean(e.suppressContext);
        if (name == "code" && ExceptionClasses::isSubclass(e.type, "SystemExit"))
            return SystemExitError::code(e);
        break;
    }
    case K::PyFunction: {
        const auto &f = object.as<FunctionObject>();
        if (name == "__name__")
            return Value::str(f.code->name);
        if (name == "__qualname__")
            return Value::str(f.code->qualname);
        if (name == "__module__")
            return Value::str("__main__");
        if (name == "__defaults__")
            return f.defaults.empty() ? Value::none() : Value::tuple(f.defaults);
        break;
    }
    case K::Slice: {
        const auto &sl = object.as<SliceObject>();
        if (name == "start")
            return sl.start;
        if (name == "stop")
            return sl.stop;
        if (name == "step")
            return sl.step;
        break;
    }
    case K::Range: {
        const auto &r = object.as<RangeObject>();
        if (name == "start")
            return Value::integer(r.start());
        if (name == "stop")
            return Value::integer(r.stop());
        if (name == "step")
            return Value::integer(r.step());
        if (name == "count" || name == "index")
            return Value::method(object, name);
        break;
    }
    case K::Device:
        if (name == "type")
            return Value::str(object.device.typeName());
        if (name == "index")
            return object.device.index < 0 ? Value::none() : Value::integer(object.device.index);
        break;
    case K::DType:
        if (name == "is_floating_point")
            return Value::boolean(isFloating(object.dtype));
        if (name == "is_complex")
            return Value::boolean(false);
        if (name == "is_signed")
            return Value::boolean(isSigned(object.dtype));
        break;
    case K::NpType:
        if (name == "__name__")
            return Value::str(object.dtype == DType::Bool ? "bool_" : std::string(numpyName(object.dtype)));
        break;
    case K::GradFn:
        if (name == "name")
            return Value::method(object, name);
        if (name == "next_functions")
            return GradFnAttributes::nextFunctions(*object.node);
        if (GradFnSavedAttributes::isSavedName(name))
            return GradFnSavedAttributes::get(in.runtime(), object.node, name);
        if (name == "register_hook" || name == "metadata")
            throw UnsupportedError("the grad_fn attribute '" + name + "'");
        break;
    case K::Size:
        if (name == "numel" || name == "count" || name == "index")
            return Value::method(object, name);
        break;
    default: break;
    }
    if (Suggestions::hasAttribute(object, name))
        throw UnsupportedError("the attribute '" + name + "' of " + PythonTypes::qualifiedName(object));
    if (object.kind == K::Type)
        throw PyError("AttributeError", "type object '" + PythonTypes::shortNameOf(object.text) + "' has no attribute '" +
                                            name + "'")
            .withSuggestion(Suggestions::forAttributeOf(object, name));
    throw Errors::noAttribute(PythonTypes::shortName(object), name).withSuggestion(Suggestions::forAttributeOf(object, name));
}

Value Builtins::callMethod(Interpreter &in, const Value &self, const std::string &name, CallArgs &args)
{
    using K = Value::Kind;
    if (ContainerMethods::has(self, name))
        return ContainerMethods::call(in, self, name, args);
    if (NumpyUfuncs::is(self))
        return NumpyUfuncs::callMethod(in, self, name, args);
    switch (self.kind) {
    case K::Str: return StrMethods::call(in, self, name, args);
    case K::List:
    case K::Tuple:
    case K::Size:
        if (self.kind == K::Size && name == "numel") {
            args.checkNone("numel");
            int64_t n = 1;
            for (int64_t s : self.size)
                n *= s;
            return Value::integer(n);
        }
        return ListMethods::call(in, self, name, args);
    case K::Range: return ListMethods::call(in, Value::tuple(in.iterate(self)), name, args);
    case K::Int:
    case K::Bool:
    case K::Float: return NumberMethods::call(in, self, name, args);
    case K::Object:
        if (const auto *stream = dynamic_cast<const TextStreamObject *>(self.obj.get()))
            return stream->call(in, name, args);
        if (auto *generator = dynamic_cast<RandomObject *>(self.obj.get()))
            return RandomModule::callOn(in, generator->state, name, args);
        if (const auto *storage = StorageObject::from(self))
            return storage->call(in, name, args);
        if (dynamic_cast<NumpyGeneratorObject *>(self.obj.get()))
            return bind::BindingRegistry::instance().call(in, "Generator." + name, args, &self);
        break;
    case K::GradFn:
        if (name == "name") {
            args.checkNone("name");
            return Value::str(self.node->cppName());
        }
        break;
    default: break;
    }
    throw UnsupportedError("the method '" + name + "' of " + PythonTypes::qualifiedName(self));
}

Value Builtins::subscript(Interpreter &in, const Value &object, const Value &index) { return subscriptOf(in, object, index); }

Value Builtins::subscriptOf(Interpreter &in, const Value &object, const Value &index)
{
    if (object.kind == Value::Kind::Tensor)
        return Value::of(TensorViews::index(in.runtime(), object.tensor, in.indexItems(index, false),
                                            Interpreter::isTupleIndex(index)));
    if (object.kind == Value::Kind::Array) {
        auto r = ArrayOps::index(in.runtime(), object.array, in.indexItems(index, true));
        if (std::holds_alternative<Scalar>(r))
            return Value::npScalar(std::get<Scalar>(r));
        return Value::of(std::get<NdArrayPtr>(r));
    }
    if (NumpyFlatIterator::is(object)) {
        const auto &flat = static_cast<const NumpyFlatIterator &>(*object.obj);
        if (auto b = sliceBounds(index, flat.len()))
            return flat.slice(in.runtime(), *b);
        if (index.kind != Value::Kind::Bool)
            if (const auto i = PythonTypes::index(index))
                return flat.item(*i);
        throw UnsupportedError("indexing a numpy.flatiter with a " + PythonTypes::qualifiedName(index));
    }
    if (const auto *storage = StorageObject::from(object))
        return storage->item(index);
    return getItem(object, index);
}

Value Builtins::getItem(const Value &object, const Value &index)
{
    using K = Value::Kind;
    switch (object.kind) {
    case K::Dict: {
        if (const Value *v = object.as<DictObject>().find(index))
            return *v;
        throw PyException(make<ExceptionObject>("KeyError", ValueList{index}));
    }
    case K::Flags:
        if (index.kind == K::Str)
            return NumpyBindings::flagItem(object, index.text);
        break;
    case K::Range: {
        const auto &r = object.as<RangeObject>();
        const int64_t n = static_cast<int64_t>(r.length());
        if (auto b = sliceBounds(index, n)) {
            // compute_slice (Objects/rangeobject.c): the adjusted bounds, not the length.
            return Value::object(K::Range, make<RangeObject>(r.start() + b->start * r.step(),
                                                             r.start() + b->stop * r.step(), r.step() * b->step));
        }
        return Value::integer(r.at(static_cast<uint64_t>(itemIndex(index, n, "range object"))));
    }
    case K::Str: {
        const std::u32string s = Utf8::decode(object.text);
        const int64_t n = static_cast<int64_t>(s.size());
        if (auto b = sliceBounds(index, n)) {
            std::u32string out;
            for (int64_t i = 0, k = b->start; i < b->length; ++i, k += b->step)
                out.push_back(s[static_cast<size_t>(k)]);
            return Value::str(Utf8::encode(out));
        }
        if (index.kind != K::Int && index.kind != K::Bool && index.kind != K::NpScalar && index.kind != K::Tensor &&
            index.kind != K::Array)
            throw PyError("TypeError", "string indices must be integers, not '" + PythonTypes::shortName(index) + "'");
        return Value::str(Utf8::encode(s[static_cast<size_t>(itemIndex(index, n, "string"))]));
    }
    case K::Tuple:
    case K::List:
    case K::Size: {
        const ValueList items = PythonTypes::sequenceItems(object);
        const std::string kindName = object.kind == K::List ? "list" : "tuple";
        const int64_t n = static_cast<int64_t>(items.size());
        if (auto b = sliceBounds(index, n)) {
            ValueList out;
            for (int64_t i = 0, k = b->start; i < b->length; ++i, k += b->step)
                out.push_back(items[static_cast<size_t>(k)]);
            if (object.kind == K::Size) {
                std::vector<int64_t> s;
                for (const auto &v : out)
                    s.push_back(v.i);
                return Value::torchSize(s);
            }
            return object.kind == K::List ? Value::list(out) : Value::tuple(out);
        }
        return items[static_cast<size_t>(itemIndex(index, n, kindName))];
    }
    case K::None: throw PyError("TypeError", "'NoneType' object is not subscriptable");
    default: break;
    }
    throw PyError("TypeError", "'" + PythonTypes::shortName(object) + "' object is not subscriptable");
}

void Builtins::setAttribute(Interpreter &, const Value &object, const std::string &name, const Value &)
{
    using K = Value::Kind;
    if (object.kind == K::PyFunction || object.kind == K::Object || object.kind == K::Module ||
        object.kind == K::Exception || Suggestions::hasAttribute(object, name))
        throw UnsupportedError("assigning to the attribute '" + name + "' of a " + PythonTypes::qualifiedName(object));
    throw Errors::noAttribute(PythonTypes::shortName(object), name);
}

} // namespace tl
