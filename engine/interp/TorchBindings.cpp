#include "TorchBindings.h"
#include "NumpyDTypeNames.h"

#include "Interpreter.h"
#include "NestedData.h"
#include "PythonNames.h"
#include "PythonTypes.h"
#include "Suggestions.h"
#include "TorchRandomModule.h"
#include "core/Errors.h"
#include "core/VersionProfile.h"
#include "functions/TensorConvert.h"
#include "functions/TensorMath.h"
#include "functions/TensorViews.h"
#include "ops/TensorFactory.h"
#include "TensorViewAttributes.h"
#include "autograd/Autograd.h"
#include "bind/BindingRegistry.h"
#include "bind/ParsedArgs.h"

#include <cctype>
#include <regex>
#include <set>

namespace tl {

namespace {

bool boolArg(const std::optional<Value> &v, bool fallback, const std::string &what)
{
    if (!v || v->kind == Value::Kind::None)
        return fallback;
    if (v->kind != Value::Kind::Bool)
        throw PyError("TypeError", what + " must be a bool, not " + PythonTypes::shortName(*v));
    return v->b;
}

int64_t intArg(const Value &v, const std::string &function)
{
    if (v.kind == Value::Kind::Int)
        return v.i;
    if (v.kind == Value::Kind::Bool)
        return v.b;
    throw PyError("TypeError", function + "(): argument must be int, not " + PythonTypes::shortName(v));
}


Value tensorValue(TensorPtr t) { return Value::of(std::move(t)); }

const std::set<std::string> kTensorMethods = {"backward"};

} // namespace

Device TorchBindings::parseDevice(const Value &v)
{
    if (v.kind == Value::Kind::Device)
        return v.device;
    if (v.kind == Value::Kind::Int) {
        if (v.i < 0)
            throw PyError("RuntimeError", "Device index must not be negative");
        return Device::cuda(static_cast<int>(v.i));
    }
    if (v.kind != Value::Kind::Str)
        throw PyError("TypeError", "expected a device (a string such as 'cpu' or 'cuda:0'), got " + PythonTypes::shortName(v));
    const std::string &s = v.text;
    // c10::Device parses "([a-zA-Z_]+)(?::([1-9]\d*|0))?" before looking the type up.
    static const std::regex format("([a-zA-Z_]+)(?::([1-9]\\d*|0))?");
    if (!std::regex_match(s, format))
        throw PyError("RuntimeError", "Invalid device string: '" + s + "'");
    const auto colon = s.find(':');
    const std::string type = s.substr(0, colon);
    static const std::set<std::string> otherTypes = {"ipu", "xpu", "mkldnn", "opengl", "opencl", "ideep", "hip", "ve",
                                                     "fpga", "ort", "xla", "lazy", "vulkan", "mps", "meta", "hpu",
                                                     "privateuseone"};
    if (type != "cpu" && type != "cuda") {
        if (otherTypes.count(type))
            throw UnsupportedError("the device type '" + type + "'");
        throw Errors::unknownDeviceString(s);
    }
    int index = -1;
    if (colon != std::string::npos) {
        const std::string digits = s.substr(colon + 1);
        if (digits.empty() || digits.size() > 9 || !std::all_of(digits.begin(), digits.end(), ::isdigit) ||
            (digits.size() > 1 && digits[0] == '0'))
            throw PyError("RuntimeError", "Invalid device string: '" + s + "'");
        index = std::stoi(digits);
    }
    return type == "cpu" ? Device{DeviceType::CPU, index} : Device::cuda(index);
}

namespace {

// Spellings np.dtype() understands (type codes with an optional byte order and size, and
// the scalar types' names), so that only a real typo gets NumPy's "not understood".
bool numpyDTypeSpelling(std::string s)
{
    static const std::regex code(R"([<>=|]?([bBhHiIlLqQpPefdgFDG?OSUVac][0-9]*|[Mm]8?(\[[0-9]*[a-zA-Z]+\])?))");
    static const std::set<std::string> names = {
        "float16", "float32", "float64", "float128", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32",
        "uint64", "complex64", "complex128", "complex256", "bool_", "bool8", "object", "object_", "str", "str_",
        "bytes", "bytes_", "void", "datetime64", "timedelta64", "half", "single", "double", "longdouble", "byte", "ubyte",
        "short", "ushort", "intc", "uintc", "int_", "uint", "longlong", "ulonglong", "intp", "uintp", "csingle",
        "cdouble", "clongdouble", "float_", "complex_", "longfloat", "unicode", "string_", "unicode_", "complex", "a",
        "b1", "f2", "f4", "f8", "i1", "i2", "i4", "i8", "u1", "u2", "u4", "u8", "c8", "c16"};
    return names.count(s) || std::regex_match(s, code);
}

} // namespace

std::optional<DType> TorchBindings::parseDType(const Value &v, bool allowNumpy)
{
    if (v.kind == Value::Kind::None)
        return std::nullopt;
    if (v.kind == Value::Kind::DType) {
        if (allowNumpy)
            throw PyError("TypeError", "Cannot interpret 'torch." + std::string(torchName(v.dtype)) + "' as a data type");
        return v.dtype;
    }
    if (allowNumpy && (v.kind == Value::Kind::NpType || v.kind == Value::Kind::NpDType))
        return v.dtype;
    if (v.kind == Value::Kind::Function && (v.text == "float" || v.text == "int" || v.text == "bool")) {
        if (!allowNumpy)
            return v.text == "float" ? DType::Float64 : v.text == "int" ? DType::Int64 : DType::Bool;
        return v.text == "float" ? DType::Float64 : v.text == "int" ? DType::Int64 : DType::Bool;
    }
    if (allowNumpy && v.kind == Value::Kind::Str) {
        try {
            return NumpyDTypeNames::fromString(v.text);
        } catch (const PyError &) {
            if (numpyDTypeSpelling(v.text))
                throw UnsupportedError("dtype='" + v.text + "' in NumPy");
            throw;
        }
    }
    // NumPy takes many more: object, str, complex, 'f4'... (object and string arrays are not modelled).
    if (allowNumpy)
        throw UnsupportedError("dtype=" + (v.kind == Value::Kind::Type || v.kind == Value::Kind::Function
                                               ? v.text : "a " + PythonTypes::shortName(v)) + " in NumPy");
    throw PyError("TypeError", "dtype must be a torch.dtype, not " + PythonTypes::shortName(v));
}

std::vector<int64_t> TorchBindings::parseSizes(const CallArgs &args, size_t first, const std::string &function)
{
    // PyTorch's argument parser: "argument 'size' ... tuple of SymInts" (view() has a
    // dtype overload and words a lone wrong argument differently).
    const std::string argName = function == "reshape" ? "shape" : "size";
    auto element = [&](const Value &x, size_t pos) {
        if (x.kind == Value::Kind::Int || x.kind == Value::Kind::Bool || function == "view")
            return intArg(x, function);
        throw bind::intListElementError(function, argName, Profile::isCurrent() ? "tuple of ints" : "tuple of SymInts",
                                        PythonTypes::shortName(x), pos);
    };
    std::vector<int64_t> sizes;
    if (args.positional.size() == first + 1) {
        const Value &v = args.positional[first];
        if (v.kind == Value::Kind::Size)
            return v.size;
        if (v.kind == Value::Kind::Tuple || v.kind == Value::Kind::List) {
            for (const auto &x : *v.items)
                sizes.push_back(element(x, sizes.size() + 1));
            return sizes;
        }
        if (v.kind != Value::Kind::Int && v.kind != Value::Kind::Bool && function != "view")
            throw PyError("TypeError", function + "(): argument '" + argName + "' (position " + std::to_string(first + 1) +
                                           ") must be tuple of SymInts, not " + PythonTypes::shortName(v));
    }
    if (args.positional.size() <= first) {
        if (auto kw = args.keyword("size")) {
            CallArgs inner;
            inner.positional.push_back(*kw);
            return parseSizes(inner, 0, function);
        }
        if (function == "view" || function == "reshape" || function == "expand")
            throw PyError("TypeError", function + "() missing 1 required positional arguments: \"size\"");
        throw PyError("TypeError", function + "() missing 1 required positional arguments: \"size\"");
    }
    for (size_t i = first; i < args.positional.size(); ++i)
        sizes.push_back(element(args.positional[i], i - first + 1));
    return sizes;
}

Value TorchBindings::moduleAttribute(Interpreter &in, const std::string &module, const std::string &name)
{
    if (auto random = TorchRandomModule::moduleAttribute(in, module, name))
        return *random;
    if (module == "torch") {
        static const std::set<std::string> functions = {"from_numpy", "device", "Size", "is_tensor"};
        if (functions.count(name) || bind::BindingRegistry::instance().has("torch." + name))
            return Value::function("torch." + name);
        if (name == "cuda")
            return Value::module("torch.cuda");
        if (name == "nn")
            return Value::module("torch.nn");
        if (name == "autograd")
            return Value::module("torch.autograd");
        if (name == "Tensor")
            return Value::type("torch.Tensor");
        if (name == "dtype")
            return Value::type("torch.dtype");
        for (int i = 0; i < kDTypeCount; ++i)
            if (name == legacyTypeName(static_cast<DType>(i)))
                return Value::type("torch." + name);
        if (auto d = dtypeFromTorchName(name))
            return Value::torchDType(*d);
        if (PythonNames::torchHas(name))
            throw UnsupportedError("torch." + name);
        throw PyError("AttributeError", "module 'torch' has no attribute '" + name + "'");
    }
    if (module == "torch.cuda") {
        if (name == "is_available" || name == "device_count")
            return Value::function("torch.cuda." + name);
        if (PythonNames::torchCudaHas(name))
            throw UnsupportedError("torch.cuda." + name);
        throw PyError("AttributeError", "module 'torch.cuda' has no attribute '" + name + "'")
            .withSuggestion(Suggestions::forModuleAttribute(module, name));
    }
    if (module == "torch.autograd") {
        if (bind::BindingRegistry::instance().has("torch.autograd." + name))
            return Value::function("torch.autograd." + name);
        throw UnsupportedError("torch.autograd." + name);
    }
    (void)in;
    if (module == "torch.nn" && name == "functional")
        return Value::module("torch.nn.functional");
    if (module == "torch.nn.functional") {
        if (bind::BindingRegistry::instance().has("torch.nn.functional." + name))
            return Value::function("torch.nn.functional." + name);
        throw UnsupportedError("torch.nn.functional." + name);
    }
    if (PythonNames::torchNnHas(name))
        throw UnsupportedError("torch.nn." + name);
    throw PyError("AttributeError", "module 'torch.nn' has no attribute '" + name + "'")
        .withSuggestion(Suggestions::forModuleAttribute(module, name));
}

void TorchBindings::parseEverySignature() { bind::BindingRegistry::instance().parseEverySignature(); }

Value TorchBindings::callFunction(Interpreter &in, const std::string &q, CallArgs &args)
{
    if (const auto &registry = bind::BindingRegistry::instance(); registry.has(q))
        return registry.call(in, q, args, nullptr);
    if (TorchRandomModule::handles(q))
        return TorchRandomModule::callFunction(in, q, args);
    Runtime &rt = in.runtime();
    const std::string fn = q.substr(q.rfind('.') + 1);
    if (q == "torch.cuda.is_available") {
        args.checkNone(fn);
        return Value::boolean(rt.cudaAvailable());
    }
    if (q == "torch.cuda.device_count") {
        args.checkNone(fn);
        return Value::integer(rt.cudaDeviceCount());
    }
    if (q == "torch.device") {
        args.check("device", 2, {"type", "index"});
        auto a = args.get(0, "type");
        if (!a)
            throw PyError("TypeError", "device() missing 1 required positional arguments: \"type\"");
        Device d = parseDevice(*a);
        if (auto idx = args.get(1, "index")) {
            if (a->kind != Value::Kind::Str || a->text.find(':') != std::string::npos)
                throw PyError("RuntimeError", "type (string) must not include an index because index was passed explicitly: " +
                                                  a->text);
            const int64_t index = intArg(*idx, "device");
            if (index < 0)
                throw PyError("RuntimeError", "Device index must not be negative");
            d.index = static_cast<int>(index);
        }
        return Value::torchDevice(d);
    }
    if (q == "torch.Size") {
        if (args.positional.empty())
            return Value::torchSize({});
        const Value &v = args.positional[0];
        if (v.kind == Value::Kind::Size)
            return v;
        if (v.kind != Value::Kind::Tuple && v.kind != Value::Kind::List)
            throw PyError("TypeError", "'" + PythonTypes::shortName(v) + "' object is not iterable");
        std::vector<int64_t> sizes;
        for (size_t i = 0; i < v.items->size(); ++i) {
            const Value &x = (*v.items)[i];
            if (x.kind != Value::Kind::Int && x.kind != Value::Kind::Bool)
                throw PyError("TypeError", "torch.Size() takes an iterable of 'int' (item " + std::to_string(i) + " is '" +
                                               PythonTypes::shortName(x) + "')");
            sizes.push_back(x.kind == Value::Kind::Bool ? x.b : x.i);
        }
        return Value::torchSize(sizes);
    }
    if (q == "torch.is_tensor")
        return Value::boolean(args.positional.size() == 1 && args.positional[0].kind == Value::Kind::Tensor);
    if (q == "torch.from_numpy") {
        args.check(fn, 1, {});
        if (args.positional.size() != 1 || args.positional[0].kind != Value::Kind::Array)
            throw PyError("TypeError", "expected np.ndarray (got " +
                                           (args.positional.empty() ? std::string("nothing")
                                                                    : PythonTypes::shortName(args.positional[0])) +
                                           ")");
        if (!args.positional[0].array->writeable())
            in.warnOnce("UserWarning", Errors::numpyNotWritableWarning());
        return tensorValue(TensorFactory::fromNumpy(rt, args.positional[0].array, q));
    }
    throw UnsupportedError(q);
}

Value TorchBindings::tensorAttribute(Interpreter &in, const Value &self, const std::string &name)
{
    Runtime &rt = in.runtime();
    const TensorPtr &t = self.tensor;
    if (name == "requires_grad")
        return Value::boolean(t->requiresGrad());
    if (name == "is_leaf")
        return Value::boolean(t->isLeaf());
    if (name == "grad_fn")
        return t->gradFn() ? Value::gradFn(t->gradFn()) : Value::none();
    if (name == "retains_grad")
        return Value::boolean(t->retainsGrad());
    if (name == "grad") {
        if (!t->isLeaf() && !t->retainsGrad() && !t->grad())
            in.warn("UserWarning",
                    "The .grad attribute of a Tensor that is not a leaf Tensor is being accessed. Its .grad attribute won't "
                    "be populated during autograd.backward(). If you indeed want the .grad field to be populated for a "
                    "non-leaf Tensor, use .retain_grad() on the non-leaf Tensor. If you access the non-leaf Tensor by "
                    "mistake, make sure you access the leaf Tensor instead. See github.com/pytorch/pytorch/pull/30531 for " +
                        std::string(Profile::isCurrent()
                                        ? "more information. (Triggered internally at ./build/aten/src/ATen/core/TensorBody.h:488.)"
                                        : "more informations. (Triggered internally at  ./build/aten/src/ATen/core/TensorBody.h:480.)"));
        return t->grad() ? Value::of(t->grad()) : Value::none();
    }
    if (name == "device")
        return Value::torchDevice(t->device());
    if (name == "is_cuda")
        return Value::boolean(t->device().isCuda());
    if (name == "dtype")
        return Value::torchDType(t->dtype());
    if (name == "shape")
        return Value::torchSize(t->sizes());
    if (name == "ndim")
        return Value::integer(t->dim());
    if (name == "T") {
        if (t->dim() == 0 && Profile::isCurrent())
            in.warnOnce("UserWarning", "Tensor.T is deprecated on 0-D tensors. This function is the identity in these cases. "
                                       "(Triggered internally at ./aten/src/ATen/native/TensorShape.cpp:4327.)");
        if (t->dim() != 2 && t->dim() != 0)
            in.warn("UserWarning",
                    "The use of `x.T` on tensors of dimension other than 2 to reverse their shape is deprecated and it will "
                    "throw an error in a future release. Consider `x.mT` to transpose batches of matrices or "
                    "`x.permute(*torch.arange(x.ndim - 1, -1, -1))` to reverse the dimensions of a tensor. (Triggered "
                    "internally at  ./aten/src/ATen/native/TensorShape.cpp:3277.)");
        return Value::of(TensorViews::numpyT(rt, t));
    }
    if (name == "data")
        return Value::of(TensorViews::data(rt, t));
    if (auto v = TensorViewAttributes::get(rt, t, name))
        return *v;
    if (name == "_version")
        return Value::integer(t->version());
    if (name == "_base")
        return t->isView() ? Value::of(t->viewBase()) : Value::none();
    if (name == "is_sparse" || name == "is_quantized" || name == "is_meta")
        return Value::boolean(false);
    if (kTensorMethods.count(name) || bind::BindingRegistry::instance().has("Tensor." + name))
        return Value::method(self, name);
    if (PythonNames::tensorHas(name))
        throw UnsupportedError("Tensor." + name);
    throw Errors::noAttribute("Tensor", name).withSuggestion(Suggestions::forTensorAttribute(name));
}

void TorchBindings::setTensorAttribute(Interpreter &, const Value &self, const std::string &name, const Value &v)
{
    const TensorPtr &t = self.tensor;
    if (name == "grad") {
        if (v.kind != Value::Kind::None && v.kind != Value::Kind::Tensor)
            throw Errors::gradAssignNotTensor(PythonTypes::shortName(v));
        Autograd::assignGrad(t, v.kind == Value::Kind::Tensor ? v.tensor : nullptr);
        return;
    }
    if (name != "requires_grad") {
        throw UnsupportedError("assigning to Tensor." + name);
    }
    if (v.kind != Value::Kind::Bool)
        throw UnsupportedError("assigning a non-bool to requires_grad");
    if (!t->isLeaf()) {
        if (v.b)
            throw Errors::nonLeafRequiresGradTrue();
        throw Errors::nonLeafRequiresGradFalse();
    }
    if (v.b && !isFloating(t->dtype()))
        throw Errors::setRequiresGradDtype();
    t->setLeafRequiresGrad(v.b);
}

Value TorchBindings::callTensorMethod(Interpreter &in, const Value &self, const std::string &name, CallArgs &args)
{
    if (const auto &registry = bind::BindingRegistry::instance(); registry.has("Tensor." + name))
        return registry.call(in, "Tensor." + name, args, &self);
    Runtime &rt = in.runtime();
    const TensorPtr &t = self.tensor;
    if (name == "backward") {
        args.check(name, 1, {"gradient", "retain_graph", "create_graph", "inputs"});
        if (args.keyword("create_graph") || args.keyword("inputs"))
            throw UnsupportedError("backward(create_graph=... / inputs=...)");
        TensorPtr gradient;
        if (auto g = args.get(0, "gradient"); g && g->kind != Value::Kind::None) {
            if (g->kind != Value::Kind::Tensor)
                throw PyError("TypeError", "gradient must be a Tensor");
            gradient = g->tensor;
            if (gradient->sizes() != t->sizes())
                throw PyError("RuntimeError", "Mismatch in shape: grad_output[0] has a shape of torch.Size(" +
                                                  Errors::shapeList(gradient->sizes()) + ") and output[0] has a shape of torch.Size(" +
                                                  Errors::shapeList(t->sizes()) + ").");
        }
        const bool retain = boolArg(args.keyword("retain_graph"), false, "retain_graph");
        Autograd::backward(rt, t, gradient, retain);
        return Value::none();
    }
    throw UnsupportedError("Tensor." + name + "()");
}

} // namespace tl
