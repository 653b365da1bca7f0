// Calls and frames (CPython's CALL, MAKE_FUNCTION and _PyEval_Vector): building the
// arguments (*args, **kwargs), dispatching to builtins, bindings and Python functions,
// running a function or a comprehension in a frame of its own.
#include "Interpreter.h"

#include "Builtins.h"
#include "NumpyBindings.h"
#include "NumpyRandomModule.h"
#include "PythonTypes.h"
#include "TorchBindings.h"
#include "TorchGradMode.h"
#include "TorchRandomModule.h"
#include "ValuePrinter.h"
#include "core/Errors.h"
#include "eval/ArgumentBinder.h"
#include "eval/ExceptionClasses.h"
#include "eval/Iteration.h"
#include "eval/PyException.h"
#include "eval/StackGuard.h"
#include "eval/WriterScope.h"
#include "objects/DictObject.h"
#include "objects/RangeObject.h"
#include "objects/SetObject.h"

#include <optional>

namespace tl {

namespace {

// Gives a frame's slots back when the call ends, however it ends.
class SlotLease {
public:
    SlotLease(ValueStack &stack, size_t n) : stack_(stack), n_(n), slots_(stack.take(n)) {}
    ~SlotLease() { stack_.release(slots_, n_); }
    SlotLease(const SlotLease &) = delete;
    SlotLease &operator=(const SlotLease &) = delete;
    Value *slots() const { return slots_; }

private:
    ValueStack &stack_;
    size_t n_;
    Value *slots_;
};

[[noreturn]] void recursionError() { throw PyError("RecursionError", "maximum recursion depth exceeded"); }

} // namespace

namespace {

// _PyObject_FunctionStr: how argument-unpacking errors name the callee ("print()",
// "__main__.f()", "list.append()"; str(x) for what is no function).
std::string functionStr(const Value &f)
{
    switch (f.kind) {
    case Value::Kind::PyFunction: return "__main__." + f.as<FunctionObject>().code->qualname + "()";
    case Value::Kind::Function:
        if (f.text.rfind("torch.", 0) == 0 && f.text.find('.', 6) == std::string::npos)
            return "torch._VariableFunctionsClass." + f.text.substr(6) + "()";
        return f.text + "()";
    case Value::Kind::Method:
        if (f.self->kind == Value::Kind::Tensor)
            return "torch._C._TensorBase." + f.text + "()";
        return PythonTypes::shortName(*f.self) + "." + f.text + "()";
    case Value::Kind::Type: return PythonTypes::shortNameOf(f.text) + "()";
    default: return ValuePrinter::str(f);
    }
}

} // namespace

void Interpreter::buildArgs(const Value &callee, const ast::Expr &call, CallArgs &args)
{
    args.positional.reserve(call.items.size());
    for (const auto &a : call.items) {
        if (a->kind != ast::ExprKind::Starred) {
            args.positional.push_back(eval(*a));
            continue;
        }
        const Value v = eval(*a->a);
        frame_->at = &call;
        if (v.kind == Value::Kind::List || v.kind == Value::Kind::Tuple) {
            args.positional.insert(args.positional.end(), v.items->begin(), v.items->end());
            continue;
        }
        if (v.kind != Value::Kind::Iterator && v.kind != Value::Kind::Str && v.kind != Value::Kind::Dict &&
            v.kind != Value::Kind::Set && v.kind != Value::Kind::Range && v.kind != Value::Kind::Size &&
            v.kind != Value::Kind::Tensor && v.kind != Value::Kind::Array)
            throw PyError("TypeError", functionStr(callee) + " argument after * must be an iterable, not " +
                                           PythonTypes::shortName(v));
        ValueList items = Iteration::toList(*this, v);
        args.positional.insert(args.positional.end(), items.begin(), items.end());
    }
    for (const auto &k : call.keywords) {
        if (!k.name.empty()) {
            Value v = eval(*k.value);
            for (const auto &prev : args.keywords) // only a **mapping before it can repeat a name
                if (prev.first == k.name)
                    throw PyError("TypeError", functionStr(callee) + " got multiple values for keyword argument '" +
                                                   k.name + "'");
            args.keywords.emplace_back(k.name, std::move(v));
            continue;
        }
        const Value m = eval(*k.value);
        frame_->at = &call;
        if (m.kind != Value::Kind::Dict)
            throw PyError("TypeError", functionStr(callee) + " argument after ** must be a mapping, not " +
                                           PythonTypes::shortName(m));
        for (const auto &entry : m.as<DictObject>().entries()) {
            if (!entry.live)
                continue;
            if (entry.key.kind != Value::Kind::Str)
                throw PyError("TypeError", "keywords must be strings");
            for (const auto &prev : args.keywords)
                if (prev.first == entry.key.text)
                    throw PyError("TypeError", functionStr(callee) + " got multiple values for keyword argument '" +
                                                   entry.key.text + "'");
            args.keywords.emplace_back(entry.key.text, entry.value);
        }
    }
}

Value Interpreter::evalCall(const ast::Expr &e)
{
    StackGuard::check();
    // f(a, b) of a def: its arguments go straight into the new frame's slots.
    auto positional = [&](const Value &f) {
        if (f.kind != Value::Kind::PyFunction || !e.keywords.empty() ||
            e.items.size() > static_cast<size_t>(f.as<FunctionObject>().code->positionalCount))
            return false;
        for (const auto &a : e.items)
            if (a->kind == ast::ExprKind::Starred)
                return false;
        return true;
    };
    if (e.a->kind == ast::ExprKind::Name) {
        const Value *f = peekName(*e.a);
        if (f && positional(*f))
            return callFunctionPositional(f->as<FunctionObject>(), e);
    }
    const Value callee = eval(*e.a);
    if (positional(callee))
        return callFunctionPositional(callee.as<FunctionObject>(), e);
    CallArgs args;
    buildArgs(callee, e, args);
    frame_->at = &e;
    if (!rt_.hasSinks())
        return call(callee, args);
    // A method may write into its receiver (a.add_(1)); other calls write through no name.
    std::optional<WriterScope> writer;
    if (callee.kind == Value::Kind::Method)
        writer.emplace(rt_, *e.a);
    else
        writer.emplace(rt_);
    return call(callee, args);
}

Value Interpreter::callValue(const Value &callee, ValueList positional)
{
    CallArgs args;
    args.positional = std::move(positional);
    return call(callee, args);
}

Value Interpreter::call(const Value &callee, CallArgs &args)
{
    switch (callee.kind) {
    case Value::Kind::PyFunction: return callFunction(callee.as<FunctionObject>(), args);
    case Value::Kind::Function:
        if (callee.text.rfind("torch.", 0) == 0) {
            if (TorchGradMode::moduleAttribute(callee.text.substr(6)))
                return TorchGradMode::call(*this, callee.text, args);
            return TorchBindings::callFunction(*this, callee.text, args);
        }
        if (callee.text.rfind("numpy.", 0) == 0)
            return NumpyBindings::callFunction(*this, callee.text, args);
        return Builtins::call(*this, callee.text, args);
    case Value::Kind::Method: {
        const Value &self = *callee.self;
        if (self.kind == Value::Kind::Tensor)
            return TorchBindings::callTensorMethod(*this, self, callee.text, args);
        if (self.kind == Value::Kind::Array || self.kind == Value::Kind::NpScalar)
            return NumpyBindings::callMethod(*this, self, callee.text, args);
        if (self.kind == Value::Kind::Generator)
            return TorchRandomModule::callGeneratorMethod(*this, self, callee.text, args);
        if (self.kind == Value::Kind::RandomState)
            return NumpyRandomModule::callMethod(*this, self, callee.text, args);
        return Builtins::callMethod(*this, self, callee.text, args);
    }
    case Value::Kind::NpType: return NumpyBindings::callType(*this, callee, args);
    case Value::Kind::Type:
        if (ExceptionClasses::isClass(callee.text)) {
            if (!args.keywords.empty())
                throw PyError("TypeError", PythonTypes::shortNameOf(callee.text) + "() takes no keyword arguments");
            return Value::object(Value::Kind::Exception, make<ExceptionObject>(callee.text, std::move(args.positional)));
        }
        return Builtins::callType(*this, callee, args);
    case Value::Kind::Object:
    case Value::Kind::Iterator:
        if (callee.obj->callable())
            return callee.obj->call(*this, args);
        break;
    default: break;
    }
    throw PyError("TypeError", "'" + PythonTypes::shortName(callee) + "' object is not callable");
}

Value Interpreter::makeFunction(const std::shared_ptr<ast::FunctionCode> &code, const std::vector<ast::ExprPtr> &defaults,
                                const std::vector<ast::ExprPtr> &kwDefaults)
{
    SourceFilePtr source = frame_->function ? frame_->function->source : source_;
    auto f = make<FunctionObject>(code, std::move(source));
    for (const auto &d : defaults)
        f->defaults.push_back(eval(*d));
    for (const auto &d : kwDefaults)
        f->kwDefaults.push_back(d ? eval(*d) : Value::unbound());
    for (int src : code->closureSources)
        f->closure.push_back(frame_->cells[static_cast<size_t>(src)]);
    return Value::object(Value::Kind::PyFunction, f);
}

void Interpreter::enterFrame(Frame &frame)
{
    if (frame_->depth >= kRecursionLimit)
        recursionError();
    frame.back = frame_;
    frame.depth = frame_->depth + 1;
    frame.serial = ++frameSerial_;
    const ast::FunctionCode &code = *frame.code;
    if (!code.cellNames.empty()) {
        frame.cells.resize(code.cellNames.size());
        for (int i = 0; i < code.ownCellCount; ++i)
            frame.cells[static_cast<size_t>(i)] = make<CellObject>();
        for (const auto &[slot, cell] : code.cellParameters)
            frame.cells[static_cast<size_t>(cell)]->value = std::exchange(frame.fast[slot], Value::unbound());
        if (frame.function) {
            for (size_t i = 0; i < frame.function->closure.size(); ++i)
                frame.cells[static_cast<size_t>(code.ownCellCount) + i] = frame.function->closure[i];
        } else {
            // A comprehension closes over the frame it stands in.
            for (size_t i = 0; i < code.closureSources.size(); ++i)
                frame.cells[static_cast<size_t>(code.ownCellCount) + i] =
                    frame_->cells[static_cast<size_t>(code.closureSources[i])];
        }
    }
    frame_ = &frame;
}

Value Interpreter::runFrame(FunctionObject &f, Frame &frame)
{
    StackGuard::check();
    frame.code = f.code.get();
    frame.function = &f;
    frame.source = f.source.get();
    enterFrame(frame);
    const Flow flow = inFrame(frame, [&] { return execBlock(frame.code->body); });
    return flow == Flow::Return ? std::move(returnValue_) : Value::none();
}

Value Interpreter::callFunction(FunctionObject &fn, CallArgs &args)
{
    Ref<FunctionObject> keep(&fn); // the call may rebind the name that held it
    const ast::FunctionCode &code = *fn.code;
    SlotLease lease(stack_, code.localNames.size());
    ArgumentBinder::bind(fn, args, lease.slots());
    Frame frame;
    frame.fast = lease.slots();
    return runFrame(fn, frame);
}

Value Interpreter::callFunctionPositional(FunctionObject &fn, const ast::Expr &call)
{
    Ref<FunctionObject> keep(&fn);
    const ast::FunctionCode &code = *fn.code;
    SlotLease lease(stack_, code.localNames.size());
    Value *fast = lease.slots();
    for (size_t i = 0; i < call.items.size(); ++i) {
        const ast::Expr &arg = *call.items[i];
        const Value *v = arg.kind == ast::ExprKind::Name ? peekName(arg) : nullptr;
        if (v)
            fast[i] = *v;
        else
            fast[i] = eval(arg);
    }
    frame_->at = &call;
    ArgumentBinder::finishPositional(fn, call.items.size(), fast);
    Frame frame;
    frame.fast = fast;
    return runFrame(fn, frame);
}

// ---- comprehensions -------------------------------------------------------------------------

Value Interpreter::evalComprehension(const ast::Expr &e)
{
    using EK = ast::ExprKind;
    const ast::FunctionCode &code = *e.code;
    Value outermost = eval(*e.generators[0].iter);
    frame_->at = e.generators[0].iter.get();
    // GET_ITER runs in the enclosing frame: "'int' object is not iterable" is raised there.
    if (outermost.kind != Value::Kind::List && outermost.kind != Value::Kind::Tuple &&
        outermost.kind != Value::Kind::Range)
        outermost = Value::object(Value::Kind::Iterator, Iteration::iter(*this, outermost));
    SlotLease lease(stack_, code.localNames.size());
    Frame frame;
    frame.code = &code;
    frame.source = frame_->source;
    frame.fast = lease.slots();
    frame.fast[0] = std::move(outermost);
    frame.at = &e;
    frame_->at = &e;
    enterFrame(frame);
    Value result;
    if (e.kind == EK::SetComp)
        result = Value::object(Value::Kind::Set, make<SetObject>());
    else if (e.kind == EK::DictComp)
        result = Value::object(Value::Kind::Dict, make<DictObject>());
    else
        result = Value::list({});
    inFrame(frame, [&] { comprehensionLoop(e, 0, result); });
    if (e.kind == EK::GeneratorExp) {
        // Consumed at once (sum(x for x in xs), list(...)): a generator over the items.
        auto items = result.items;
        size_t i = 0;
        auto gen = make<IteratorObject>("generator", [items, i](Value &out) mutable {
            if (i >= items->size())
                return false;
            out = std::move((*items)[i++]);
            return true;
        });
        gen->setReprName("<genexpr>");
        return Value::object(Value::Kind::Iterator, gen);
    }
    return result;
}

void Interpreter::comprehensionLoop(const ast::Expr &e, size_t g, Value &result)
{
    const ast::Comprehension &gen = e.generators[g];
    const bool last = g + 1 == e.generators.size();
    auto body = [&](const Value &item) {
        assign(*gen.target, item);
        for (const auto &cond : gen.ifs)
            if (!PythonTypes::truthy(eval(*cond)))
                return;
        if (!last) {
            comprehensionLoop(e, g + 1, result);
            return;
        }
        switch (e.kind) {
        case ast::ExprKind::SetComp: {
            Value v = eval(*e.a);
            frame_->at = &e;
            result.as<SetObject>().add(v);
            break;
        }
        case ast::ExprKind::DictComp: {
            Value k = eval(*e.a);
            Value v = eval(*e.b);
            frame_->at = &e;
            result.as<DictObject>().set(k, std::move(v));
            break;
        }
        default: {
            Value v = eval(*e.a);
            frame_->at = e.a.get(); // LIST_APPEND stands where the element does
            ValueList &items = *result.items;
            if ((items.size() & 0xFFF) == 0xFFF)
                rt_.checkHostObject((items.size() + 1) * sizeof(Value));
            items.push_back(std::move(v));
            break;
        }
        }
    };
    const Value iterable = g == 0 ? frame_->fast[0] : eval(*gen.iter);
    if (iterable.kind == Value::Kind::Range) {
        const RangeObject &r = iterable.as<RangeObject>();
        const uint64_t n = r.length();
        for (uint64_t k = 0; k < n; ++k) {
            checkInterrupt();
            body(Value::integer(r.at(k)));
        }
        return;
    }
    if (iterable.kind == Value::Kind::List || iterable.kind == Value::Kind::Tuple) {
        const auto items = iterable.items;
        for (size_t k = 0; k < items->size(); ++k) {
            checkInterrupt();
            body((*items)[k]);
        }
        return;
    }
    if (g != 0)
        frame_->at = gen.iter.get();
    Ref<IteratorObject> it = Iteration::iter(*this, iterable);
    Value item;
    while (it->next(item)) {
        checkInterrupt();
        body(item);
    }
}

} // namespace tl
