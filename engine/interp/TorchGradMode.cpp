// torch/autograd/grad_mode.py (PyTorch 1.13): no_grad, enable_grad, set_grad_enabled and
// _DecoratorContextManager, over Runtime's grad mode.
#include "TorchGradMode.h"

#include "Interpreter.h"
#include "PythonTypes.h"
#include "ValuePrinter.h"
#include "core/PyError.h"
#include "objects/FunctionObject.h"

namespace tl {

namespace {

// One of the three context managers. set_grad_enabled switches when it is made; the other
// two when the `with` block is entered.
class GradModeContext : public Object {
public:
    enum class Kind { NoGrad, EnableGrad, SetGradEnabled };
    GradModeContext(Kind kind, bool mode, Runtime &rt) : kind_(kind), mode_(mode)
    {
        if (kind_ == Kind::SetGradEnabled) {
            previous_ = rt.gradEnabled();
            rt.setGradEnabled(mode_);
        }
    }
    std::string typeName() const override
    {
        return kind_ == Kind::NoGrad       ? "torch.autograd.grad_mode.no_grad"
               : kind_ == Kind::EnableGrad ? "torch.autograd.grad_mode.enable_grad"
                                           : "torch.autograd.grad_mode.set_grad_enabled";
    }
    bool isContextManager() const override { return true; }
    Value enter(Interpreter &in) override
    {
        if (kind_ != Kind::SetGradEnabled) {
            previous_ = in.runtime().gradEnabled();
            in.runtime().setGradEnabled(kind_ == Kind::EnableGrad);
        }
        return Value::none();
    }
    bool exit(Interpreter &in, const ExceptionObject *) override
    {
        in.runtime().setGradEnabled(previous_);
        return false;
    }
    // _DecoratorContextManager.__call__: the function, run under a fresh copy of this manager.
    bool callable() const override { return true; }
    Value call(Interpreter &in, CallArgs &args) override;

    Kind kind() const { return kind_; }
    bool mode() const { return mode_; }

private:
    Kind kind_;
    bool mode_;
    bool previous_ = true;
};

// What the decorator returns: functools.wraps(func) around `with ctx_factory(): func(...)`.
class GradModeFunction : public Object {
public:
    GradModeFunction(Value wrapped, GradModeContext::Kind kind, bool mode)
        : wrapped_(std::move(wrapped)), kind_(kind), mode_(mode)
    {
    }
    std::string typeName() const override { return "function"; }
    std::string repr() const override
    {
        const std::string name = wrapped_.kind == Value::Kind::PyFunction ? wrapped_.as<FunctionObject>().code->qualname
                                                                         : PythonTypes::qualifiedName(wrapped_);
        return "<function " + name + " at " + ValuePrinter::address(*this) + ">";
    }
    void clearReferences() override { wrapped_ = Value::none(); }
    bool callable() const override { return true; }
    Value call(Interpreter &in, CallArgs &args) override
    {
        GradModeContext ctx(kind_, mode_, in.runtime());
        ctx.enter(in);
        struct Restore {
            Interpreter &in;
            GradModeContext &ctx;
            ~Restore() { ctx.exit(in, nullptr); }
        } restore{in, ctx};
        return in.call(wrapped_, args);
    }
    bool attribute(Interpreter &in, const std::string &name, Value &out) override
    {
        if (name != "__name__" && name != "__qualname__" && name != "__wrapped__")
            return false;
        out = name == "__wrapped__" ? wrapped_ : in.getAttribute(wrapped_, name);
        return true;
    }

private:
    Value wrapped_;
    GradModeContext::Kind kind_;
    bool mode_;
};

Value GradModeContext::call(Interpreter &, CallArgs &args)
{
    if (args.positional.size() != 1 || !args.keywords.empty())
        throw UnsupportedError("calling a grad-mode context manager with anything but one function");
    return Value::object(Value::Kind::Object, make<GradModeFunction>(args.positional[0], kind_, mode_));
}

} // namespace

std::optional<Value> TorchGradMode::moduleAttribute(const std::string &name)
{
    if (name == "no_grad" || name == "enable_grad" || name == "set_grad_enabled" || name == "is_grad_enabled")
        return Value::function("torch." + name);
    return std::nullopt;
}

Value TorchGradMode::call(Interpreter &in, const std::string &name, CallArgs &args)
{
    Runtime &rt = in.runtime();
    if (name == "torch.is_grad_enabled") {
        args.checkNone("is_grad_enabled");
        return Value::boolean(rt.gradEnabled());
    }
    if (name == "torch.set_grad_enabled") {
        const auto mode = args.get(0, "mode");
        if (args.positional.size() > 1)
            throw PyError("TypeError", "set_grad_enabled.__init__() takes 2 positional arguments but " +
                                           std::to_string(args.positional.size() + 1) + " were given");
        if (!mode)
            throw PyError("TypeError", "set_grad_enabled.__init__() missing 1 required positional argument: 'mode'");
        if (mode->kind != Value::Kind::Bool)
            throw PyError("TypeError", "enabled must be a bool (got " + PythonTypes::shortName(*mode) + ")");
        return Value::object(Value::Kind::Object,
                             make<GradModeContext>(GradModeContext::Kind::SetGradEnabled, mode->b, rt));
    }
    const std::string cls = name.substr(6); // no_grad / enable_grad
    if (!args.positional.empty() || !args.keywords.empty())
        throw PyError("TypeError", cls + ".__init__() takes 1 positional argument but " +
                                       std::to_string(args.positional.size() + args.keywords.size() + 1) + " were given");
    const auto kind = cls == "no_grad" ? GradModeContext::Kind::NoGrad : GradModeContext::Kind::EnableGrad;
    return Value::object(Value::Kind::Object, make<GradModeContext>(kind, kind == GradModeContext::Kind::EnableGrad, rt));
}

} // namespace tl
