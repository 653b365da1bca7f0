#include "TorchBindings.h"

#include "Interpreter.h"
#include "NestedData.h"
#include "PythonNames.h"
#include "PythonTypes.h"
#include "Suggestions.h"
#include "core/Errors.h"
#include "ops/TensorConvert.h"
#include "ops/TensorFactory.h"
#include "ops/TensorMath.h"
#include "ops/TensorViews.h"
#include "autograd/Autograd.h"
#include "bind/BindingRegistry.h"

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

Scalar numberArg(const Value &v, const std::string &function)
{
    if (v.isNumber())
        return v.number();
    if (v.kind == Value::Kind::NpScalar)
        return v.scalar;
    if (v.kind == Value::Kind::Tensor && v.tensor->numel() == 1)
        return TensorMath::item(v.tensor);
    throw PyError("TypeError", function + "(): argument must be a number, not " + PythonTypes::shortName(v));
}

Value tensorValue(TensorPtr t) { return Value::of(std::move(t)); }

std::vector<Value> tolistOf(const StridedView &v, size_t dim, std::vector<int64_t> &index)
{
    std::vector<Value> out;
    for (int64_t i = 0; i < v.sizes()[dim]; ++i) {
        index[dim] = i;
        if (dim + 1 == v.sizes().size())
            out.push_back(Value::fromScalar(TensorMath::elementAt(v, index)));
        else
            out.push_back(Value::list(tolistOf(v, dim + 1, index)));
    }
    return out;
}

const std::set<std::string> kTensorMethods = {
    "numpy", "detach", "detach_", "to", "cpu", "cuda", "clone", "copy_", "requires_grad_", "size", "dim", "numel",
    "element_size", "stride", "storage_offset", "is_contiguous", "contiguous", "t", "transpose", "item",
    "tolist", "backward", "zero_", "fill_", "float", "double", "long", "int", "bool",
    "dim", "nelement", "ndimension", "is_floating_point", "type_as"};

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
        if (v.text == "bool")
            return DType::Bool;
        for (DType d : {DType::Int32, DType::Int64, DType::Float32, DType::Float64})
            if (v.text == numpyName(d))
                return d;
        if (v.text == "float")
            return DType::Float64;
        if (v.text == "int")
            return DType::Int64;
        throw PyError("TypeError", "data type '" + v.text + "' not understood");
    }
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
        throw PyError("TypeError", function + "(): argument '" + argName + "' must be tuple of SymInts, but found element of type " +
                                       PythonTypes::shortName(x) + " at pos " + std::to_string(pos));
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
    if (module == "torch") {
        static const std::set<std::string> functions = {"from_numpy", "device", "Size", "is_tensor"};
        if (functions.count(name) || bind::BindingRegistry::instance().has("torch." + name))
            return Value::function("torch." + name);
        if (name == "cuda")
            return Value::module("torch.cuda");
        if (name == "nn")
            return Value::module("torch.nn");
        if (name == "Tensor")
            return Value::type("torch.Tensor");
        if (name == "dtype")
            return Value::type("torch.dtype");
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

Value TorchBindings::callFunction(Interpreter &in, const std::string &q, CallArgs &args)
{
    if (const auto &registry = bind::BindingRegistry::instance(); registry.has(q))
        return registry.call(in, q, args, nullptr);
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
    if (name == "grad") {
        if (!t->isLeaf())
            in.warn("UserWarning",
                    "The .grad attribute of a Tensor that is not a leaf Tensor is being accessed. Its .grad attribute won't "
                    "be populated during autograd.backward(). If you indeed want the .grad field to be populated for a "
                    "non-leaf Tensor, use .retain_grad() on the non-leaf Tensor. If you access the non-leaf Tensor by "
                    "mistake, make sure you access the leaf Tensor instead. See github.com/pytorch/pytorch/pull/30531 for "
                    "more informations. (Triggered internally at  ./build/aten/src/ATen/core/TensorBody.h:480.)");
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
    if (name == "_version")
        return Value::integer(t->version());
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
    if (name != "requires_grad") {
        throw UnsupportedError("assigning to Tensor." + name);
    }
    if (v.kind != Value::Kind::Bool)
        throw UnsupportedError("assigning a non-bool to requires_grad");
    if (!t->isLeaf()) {
        if (v.b)
            throw PyError("RuntimeError", "you can only change requires_grad flags of leaf variables.");
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
    auto noArgs = [&]() { args.checkNone(name); };
    if (name == "numpy") {
        args.check("numpy", 0, {"force"});
        const bool force = boolArg(args.keyword("force"), false, "force");
        return Value::of(TensorConvert::numpy(rt, t, force, force ? "numpy(force=True)" : "numpy()"));
    }
    if (name == "detach") {
        noArgs();
        return Value::of(TensorViews::detach(rt, t));
    }
    if (name == "detach_") {
        noArgs();
        return Value::of(TensorViews::detachInPlace(rt, t));
    }
    if (name == "to") {
        args.check("to", 3, {"device", "dtype", "copy", "non_blocking", "memory_format"});
        if (args.keyword("memory_format"))
            throw UnsupportedError("to(memory_format=...)");
        std::optional<Device> device;
        std::optional<DType> dtype;
        size_t i = 0;
        if (i < args.positional.size()) {
            const Value &a = args.positional[i];
            if (a.kind == Value::Kind::DType) {
                dtype = a.dtype;
                ++i;
            } else if (a.kind == Value::Kind::Tensor) {
                device = a.tensor->device();
                dtype = a.tensor->dtype();
                ++i;
            } else {
                device = parseDevice(a);
                ++i;
                if (i < args.positional.size() && args.positional[i].kind == Value::Kind::DType)
                    dtype = args.positional[i++].dtype;
            }
        }
        if (i < args.positional.size()) {
            // to(dtype, non_blocking, copy) / to(device, dtype, non_blocking, copy)
            ++i; // non_blocking
        }
        if (auto d = args.keyword("device"); d && d->kind != Value::Kind::None)
            device = parseDevice(*d);
        if (auto d = args.keyword("dtype"); d && d->kind != Value::Kind::None)
            dtype = parseDType(*d, false);
        const bool copy = boolArg(args.keyword("copy"), false, "copy");
        std::string op = "to(";
        if (device)
            op += "'" + device->str() + "'";
        if (dtype)
            op += std::string(device ? ", " : "") + "torch." + std::string(torchName(*dtype));
        op += copy ? ", copy=True)" : ")";
        return Value::of(TensorConvert::to(rt, t, device, dtype, copy, op));
    }
    if (name == "cpu") {
        noArgs();
        return Value::of(TensorConvert::to(rt, t, Device::cpu(), std::nullopt, false, "cpu()"));
    }
    if (name == "cuda") {
        args.check("cuda", 2, {"device", "non_blocking"});
        Device d = Device::cuda(0);
        if (auto v = args.get(0, "device"); v && v->kind != Value::Kind::None) {
            d = parseDevice(*v);
            if (d.isCpu())
                throw PyError("RuntimeError", "Invalid device, must be cuda device");
        }
        return Value::of(TensorConvert::to(rt, t, d, std::nullopt, false, "cuda()"));
    }
    if (name == "float" || name == "double" || name == "long" || name == "int" || name == "bool") {
        noArgs();
        const DType d = name == "float"    ? DType::Float32
                        : name == "double" ? DType::Float64
                        : name == "long"   ? DType::Int64
                        : name == "int"    ? DType::Int32
                                           : DType::Bool;
        return Value::of(TensorConvert::to(rt, t, std::nullopt, d, false, name + "()"));
    }
    if (name == "clone") {
        args.check("clone", 0, {"memory_format"});
        return Value::of(TensorConvert::clone(rt, t));
    }
    if (name == "contiguous") {
        noArgs();
        return Value::of(TensorConvert::contiguous(rt, t));
    }
    if (name == "copy_") {
        args.check("copy_", 2, {"src", "non_blocking"});
        auto src = args.get(0, "src");
        if (src && (src->isNumber() || src->kind == Value::Kind::NpScalar)) {
            // A number is copied in as a 0-d tensor of its Python type.
            const Scalar n = src->kind == Value::Kind::NpScalar ? src->scalar : src->number();
            const DType d = n.isBool() ? DType::Bool : n.isFloating() ? DType::Float64 : DType::Int64;
            TensorMath::copyFrom(rt, t, TensorFactory::full(rt, {}, n, d, Device::cpu(), false, "copy_()"), "copy_()");
            return self;
        }
        if (!src || src->kind != Value::Kind::Tensor)
            throw PyError("TypeError", "copy_(): argument 'src' (position 1) must be Tensor, not " +
                                           (src ? PythonTypes::shortName(*src) : std::string("nothing")));
        TensorMath::copyFrom(rt, t, src->tensor, "copy_()");
        return self;
    }
    if (name == "requires_grad_") {
        args.check("requires_grad_", 1, {"requires_grad"});
        const bool on = boolArg(args.get(0, "requires_grad"), true, "requires_grad");
        if (!t->isLeaf()) {
            if (!on)
                throw Errors::nonLeafRequiresGradFalse();
            return self;
        }
        if (on && !isFloating(t->dtype()))
            throw Errors::requiresGradUnderscoreDtype();
        t->setLeafRequiresGrad(on);
        return self;
    }
    if (name == "size" || name == "stride") {
        args.check(name, 1, {"dim"});
        const auto &vec = name == "size" ? t->sizes() : t->strides();
        if (auto d = args.get(0, "dim"); d && d->kind != Value::Kind::None) {
            if (t->dim() == 0)
                throw PyError("IndexError", "Dimension specified as " + std::to_string(intArg(*d, name)) +
                                                " but tensor has no dimensions");
            const int64_t dim = TensorViews::wrapDim(intArg(*d, name), t->dim());
            return Value::integer(vec[dim]);
        }
        if (name == "size")
            return Value::torchSize(vec);
        ValueList items;
        for (int64_t s : vec)
            items.push_back(Value::integer(s));
        return Value::tuple(items);
    }
    if (name == "dim" || name == "ndimension") {
        noArgs();
        return Value::integer(t->dim());
    }
    if (name == "numel" || name == "nelement") {
        noArgs();
        return Value::integer(t->numel());
    }
    if (name == "element_size") {
        noArgs();
        return Value::integer(itemSize(t->dtype()));
    }
    if (name == "storage_offset") {
        noArgs();
        return Value::integer(t->reportedStorageOffset());
    }
    if (name == "is_contiguous") {
        args.check(name, 1, {"memory_format"});
        return Value::boolean(t->isContiguous());
    }
    if (name == "is_floating_point") {
        noArgs();
        return Value::boolean(isFloating(t->dtype()));
    }
    if (name == "t") {
        noArgs();
        return Value::of(TensorViews::t(rt, t));
    }
    if (name == "transpose") {
        args.check(name, 2, {"dim0", "dim1"});
        auto a = args.get(0, "dim0"), b = args.get(1, "dim1");
        if (!a || !b)
            throw PyError("TypeError", "transpose() received an invalid combination of arguments");
        return Value::of(TensorViews::transpose(rt, t, intArg(*a, name), intArg(*b, name)));
    }
    if (name == "item") {
        noArgs();
        return Value::fromScalar(TensorMath::item(t));
    }
    if (name == "tolist") {
        noArgs();
        if (t->dim() == 0)
            return Value::fromScalar(TensorMath::item(t));
        in.runtime().checkHostObject(static_cast<uint64_t>(t->numel()) * sizeof(Value));
        std::vector<int64_t> index(t->sizes().size(), 0);
        return Value::list(tolistOf(*t, 0, index));
    }
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
    if (name == "zero_") {
        noArgs();
        TensorMath::zero(rt, t);
        return self;
    }
    if (name == "fill_") {
        args.check(name, 1, {"value"});
        auto v = args.get(0, "value");
        if (!v)
            throw PyError("TypeError", "fill_() missing 1 required positional arguments: \"value\"");
        if (v->kind == Value::Kind::Tensor && v->tensor->dim() != 0) {
            Autograd::checkInplace(rt, t, t->requiresGrad() || v->tensor->requiresGrad());
            throw PyError("RuntimeError", "fill_ only supports 0-dimension value tensor but got tensor with " +
                                              std::to_string(v->tensor->dim()) + " dimensions.");
        }
        TensorMath::fill(rt, t, numberArg(*v, name), "fill_()", v->kind == Value::Kind::Tensor ? v->tensor : nullptr);
        return self;
    }
    throw UnsupportedError("Tensor." + name + "()");
}

} // namespace tl
