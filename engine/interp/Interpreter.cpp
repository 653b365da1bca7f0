// The interpreter's state and names: the module frame, globals as slots, builtins, imports,
// attributes and subscripts (CPython's ceval LOAD_NAME/STORE_NAME/LOAD_GLOBAL family).
#include "Interpreter.h"

#include "Builtins.h"
#include "NumpyBindings.h"
#include "NumpyRandomModule.h"
#include "PythonNames.h"
#include "PythonTypes.h"
#include "SubscriptItems.h"
#include "Suggestions.h"
#include "TorchBindings.h"
#include "TorchGradMode.h"
#include "TorchRandomModule.h"
#include "ValuePrinter.h"
#include "core/Errors.h"
#include "eval/ExceptionClasses.h"
#include "eval/Iteration.h"
#include "eval/PyException.h"
#include "functions/TensorViews.h"
#include "objects/EllipsisObject.h"
#include "objects/SliceObject.h"
#include "ops/ArrayOps.h"
#include "pylib/PyLibState.h"
#include "pylib/PyModules.h"

namespace tl {

Interpreter::Interpreter(Runtime &rt, OutputSink &output) : rt_(rt), output_(output)
{
    source_ = std::make_shared<SourceFile>(SourceFile{"<stdin>", {}});
    moduleFrame_.source = source_.get();
    heap_.setSizeCheck([this](uint64_t bytes) { rt_.checkHostObject(bytes); });
    // `__name__` is '__main__': the script is the program being run.
    globals_.at(globals_.slotOf("__name__")).value = Value::str("__main__");
}

Interpreter::~Interpreter() { clear(); }

PyLibState &Interpreter::pylibState()
{
    if (!pylib_)
        pylib_ = std::make_unique<PyLibState>();
    return *pylib_;
}

void Interpreter::clear()
{
    // Release names one by one so each unbinding is reported before the storage it held.
    for (size_t i = 0; i < globals_.size(); ++i) {
        GlobalScope::Slot &slot = globals_.at(static_cast<int>(i));
        if (slot.value.kind != Value::Kind::Unbound && !isModuleDunder(slot.name))
            unbindGlobal(slot);
    }
    handling_.clear();
    globalsView_.clear();
    globalsViewValid_ = false;
    // Then what only cycles still hold (a function in its own closure, a list in itself).
    heap_.clearAll();
}

void Interpreter::setSource(std::string name, std::vector<std::string> lines)
{
    source_ = std::make_shared<SourceFile>(SourceFile{std::move(name), std::move(lines)});
    moduleFrame_.source = source_.get();
    // A module run from a file has `__file__`, the path its tracebacks name; the console's
    // has none. Like `__name__` it is set without an event: no statement bound it.
    globals_.at(globals_.slotOf("__file__")).value = source_->name != "<stdin>" ? Value::str(source_->name) : Value::unbound();
    globalsViewValid_ = false;
}

bool Interpreter::isModuleDunder(const std::string &name) { return name == "__name__" || name == "__file__"; }

const std::map<std::string, Value> &Interpreter::globals() const
{
    if (!globalsViewValid_) {
        globalsView_.clear();
        for (size_t i = 0; i < globals_.size(); ++i) {
            const GlobalScope::Slot &slot = globals_.at(static_cast<int>(i));
            if (slot.value.kind != Value::Kind::Unbound && !isModuleDunder(slot.name))
                globalsView_.emplace(slot.name, slot.value);
        }
        globalsViewValid_ = true;
    }
    return globalsView_;
}

int Interpreter::currentLine() const { return frame_->line(); }

namespace {

Value warningOf(const std::string &category, const std::string &message)
{
    return Value::object(Value::Kind::Exception, make<ExceptionObject>(category, ValueList{Value::str(message)}));
}

} // namespace

void Interpreter::warn(const std::string &category, const std::string &message)
{
    pylibState().warnings.warn(*this, warningOf(category, message), category, WarningFilters::siteOf(*frame_, 1),
                               Value::str(message), true);
}

void Interpreter::warnOnce(const std::string &category, const std::string &message)
{
    if (pylibState().warnings.firstTime(message))
        warn(category, message);
}

void Interpreter::warnAt(const std::string &category, const std::string &message, const std::string &file, int line,
                         const std::string &sourceLine)
{
    pylibState().warnings.warn(*this, warningOf(category, message), category,
                               {file, line, WarningFilters::moduleOfFile(file), sourceLine}, Value::str(message));
}

std::string Interpreter::statementText() const
{
    const int line = frame_->stmt ? frame_->stmt->line : 0;
    const std::string &s = frame_->source->line(line);
    const auto a = s.find_first_not_of(" \t");
    const auto b = s.find_last_not_of(" \t\r");
    if (a != std::string::npos)
        return s.substr(a, b - a + 1);
    return "item assignment";
}

// ---- names ----------------------------------------------------------------------------------

void Interpreter::bindGlobal(const std::string &name, Value v) { bindGlobal(globals_.at(globals_.slotOf(name)), std::move(v)); }

void Interpreter::bindGlobal(GlobalScope::Slot &slot, Value v)
{
    if (globalsViewValid_) {
        globalsView_.clear();
        globalsViewValid_ = false;
    }
    const bool wasBound = slot.value.kind != Value::Kind::Unbound;
    if (!rt_.hasSinks()) {
        if (!wasBound)
            globals_.noteBound(slot.name);
        slot.value = std::move(v);
        return;
    }
    if (wasBound) {
        Event e;
        e.type = EventType::NameUnbound;
        e.name = slot.name;
        e.objectId = slot.value.objectId();
        rt_.emit(e);
    } else {
        globals_.noteBound(slot.name);
    }
    slot.value = std::move(v);
    Event e;
    e.type = EventType::NameBound;
    e.name = slot.name;
    e.objectId = slot.value.objectId();
    e.objectKind = slot.value.kind == Value::Kind::Tensor  ? "Tensor"
                   : slot.value.kind == Value::Kind::Array ? "ndarray"
                                                           : PythonTypes::qualifiedName(slot.value);
    rt_.emit(e);
}

void Interpreter::unbindGlobal(const std::string &name)
{
    const int i = globals_.find(name);
    if (i < 0 || globals_.at(i).value.kind == Value::Kind::Unbound)
        nameError(name);
    unbindGlobal(globals_.at(i));
}

void Interpreter::unbindGlobal(GlobalScope::Slot &slot)
{
    if (globalsViewValid_) {
        globalsView_.clear();
        globalsViewValid_ = false;
    }
    const uint64_t id = slot.value.objectId();
    Value old = std::move(slot.value);
    slot.value = Value::unbound();
    globals_.noteUnbound(slot.name);
    if (rt_.hasSinks()) {
        Event e;
        e.type = EventType::NameUnbound;
        e.name = slot.name;
        e.objectId = id;
        rt_.emit(e);
    }
    // `old` dies here: its storage is freed after the unbinding is reported.
}

Value Interpreter::builtin(const std::string &name) const
{
    if (ExceptionClasses::isBuiltin(name))
        return Value::type(name);
    if (name == "Ellipsis")
        return Value::object(Value::Kind::Object, EllipsisObject::instance());
    if (Builtins::has(name))
        return Value::function(name);
    return Value::unbound();
}

void Interpreter::nameError(const std::string &name) const
{
    // CPython searches the frame's locals, then the module's globals, then the builtins.
    if (frame_->code) {
        std::vector<std::string> locals;
        for (const auto &[n, v] : frame_->locals())
            locals.push_back(n);
        if (auto s = Suggestions::best(name, locals))
            throw Errors::nameNotDefined(name).withSuggestion(s);
    }
    // A module's globals start with these, in this order, before the user's names.
    std::vector<std::string> candidates = {"__name__", "__doc__", "__package__", "__loader__", "__spec__",
                                           "__annotations__", "__builtins__"};
    if (source_->name != "<stdin>") {
        candidates.push_back("__file__");
        candidates.push_back("__cached__");
    }
    candidates.insert(candidates.end(), globals_.order().begin(), globals_.order().end());
    throw Errors::nameNotDefined(name).withSuggestion(Suggestions::forName(name, candidates));
}

GlobalScope::Slot &Interpreter::globalSlot(const ast::Expr &e)
{
    if (e.globalsOwner != &globals_) {
        e.globalSlot = globals_.slotOf(e.text);
        e.globalsOwner = &globals_;
    }
    return globals_.at(e.globalSlot);
}

Value Interpreter::loadGlobal(const ast::Expr &e)
{
    GlobalScope::Slot &slot = globalSlot(e);
    if (slot.value.kind != Value::Kind::Unbound)
        return slot.value;
    if (!slot.builtinKnown) {
        slot.builtin = builtin(slot.name);
        slot.builtinKnown = true;
    }
    if (slot.builtin.kind != Value::Kind::Unbound)
        return slot.builtin;
    if (PythonNames::builtinHas(e.text))
        throw UnsupportedError("the builtin '" + e.text + "'");
    frame_->at = &e;
    nameError(e.text);
}

Value *Interpreter::directSlot(const ast::Expr &name)
{
    switch (name.scope) {
    case ast::NameScope::Local: return &frame_->fast[name.slot];
    case ast::NameScope::Cell: return nullptr;
    case ast::NameScope::Global: break;
    }
    if (rt_.hasSinks())
        return nullptr; // the binding must be reported
    GlobalScope::Slot &slot = globalSlot(name);
    if (slot.value.kind == Value::Kind::Unbound)
        return nullptr; // a first binding joins the binding order
    if (globalsViewValid_) {
        globalsView_.clear();
        globalsViewValid_ = false;
    }
    return &slot.value;
}

const Value *Interpreter::peekName(const ast::Expr &e)
{
    const Value *v;
    switch (e.scope) {
    case ast::NameScope::Local: v = &frame_->fast[e.slot]; break;
    case ast::NameScope::Cell: v = &frame_->cells[static_cast<size_t>(e.slot)]->value; break;
    default: {
        GlobalScope::Slot &slot = globalSlot(e);
        if (slot.value.kind != Value::Kind::Unbound)
            return &slot.value;
        if (!slot.builtinKnown) {
            slot.builtin = builtin(slot.name);
            slot.builtinKnown = true;
        }
        v = &slot.builtin;
    }
    }
    return v->kind == Value::Kind::Unbound ? nullptr : v;
}

Value Interpreter::evalName(const ast::Expr &e)
{
    switch (e.scope) {
    case ast::NameScope::Local: {
        const Value &v = frame_->fast[e.slot];
        if (v.kind == Value::Kind::Unbound) {
            frame_->at = &e;
            throw PyError("UnboundLocalError",
                          "cannot access local variable '" + e.text + "' where it is not associated with a value");
        }
        return v;
    }
    case ast::NameScope::Cell: {
        const Value &v = frame_->cells[static_cast<size_t>(e.slot)]->value;
        if (v.kind == Value::Kind::Unbound) {
            frame_->at = &e;
            if (e.slot < frame_->code->ownCellCount)
                throw PyError("UnboundLocalError",
                              "cannot access local variable '" + e.text + "' where it is not associated with a value");
            throw PyError("NameError", "cannot access free variable '" + e.text +
                                           "' where it is not associated with a value in enclosing scope");
        }
        return v;
    }
    case ast::NameScope::Global: break;
    }
    return loadGlobal(e);
}

void Interpreter::store(const ast::Expr &name, Value v)
{
    switch (name.scope) {
    case ast::NameScope::Local: frame_->fast[name.slot] = std::move(v); return;
    case ast::NameScope::Cell: frame_->cells[static_cast<size_t>(name.slot)]->value = std::move(v); return;
    case ast::NameScope::Global: bindGlobal(globalSlot(name), std::move(v)); return;
    }
}

void Interpreter::deleteName(const ast::Expr &name)
{
    switch (name.scope) {
    case ast::NameScope::Local: {
        Value &v = frame_->fast[name.slot];
        if (v.kind == Value::Kind::Unbound)
            throw PyError("UnboundLocalError",
                          "cannot access local variable '" + name.text + "' where it is not associated with a value");
        v = Value::unbound();
        return;
    }
    case ast::NameScope::Cell: {
        Value &v = frame_->cells[static_cast<size_t>(name.slot)]->value;
        if (v.kind == Value::Kind::Unbound)
            throw PyError("UnboundLocalError",
                          "cannot access local variable '" + name.text + "' where it is not associated with a value");
        v = Value::unbound();
        return;
    }
    case ast::NameScope::Global: {
        GlobalScope::Slot &slot = globalSlot(name);
        if (slot.value.kind == Value::Kind::Unbound)
            nameError(name.text);
        unbindGlobal(slot);
        return;
    }
    }
}

Value Interpreter::importedModule(const std::string &dotted)
{
    if (PyModules::has(dotted))
        return Value::module(dotted);
    const std::string top = dotted.substr(0, dotted.find('.'));
    if (top != "torch" && top != "numpy")
        throw UnsupportedError("importing '" + dotted + "' (only torch, numpy, math, copy, random, time, sys and warnings)");
    pylibState().warnings.libraryImported(top);
    // A submodule is the package's attribute of that name (torch.nn, torch.nn.functional).
    Value m = Value::module(top);
    for (size_t at = top.size(); at < dotted.size();) {
        const size_t end = std::min(dotted.find('.', at + 1), dotted.size());
        try {
            m = getAttribute(m, dotted.substr(at + 1, end - at - 1));
        } catch (const PyError &e) {
            if (e.type() != "AttributeError")
                throw;
            throw PyError("ModuleNotFoundError", "No module named '" + dotted.substr(0, end) + "'");
        }
        if (m.kind != Value::Kind::Module)
            throw PyError("ModuleNotFoundError", "No module named '" + dotted.substr(0, end) + "'; '" +
                                                     dotted.substr(0, at) + "' is not a package");
        at = end;
    }
    return m;
}

void Interpreter::importModule(const ast::Stmt &s)
{
    for (size_t i = 0; i < s.names.size(); ++i) {
        const std::string &m = s.names[i];
        const Value module = importedModule(m);
        // `import a.b` binds the top package a; `import a.b as c` binds c to a.b itself.
        const bool aliased = s.targets[i]->text != m.substr(0, m.find('.'));
        store(*s.targets[i], aliased ? module : Value::module(m.substr(0, m.find('.'))));
    }
}

void Interpreter::importFrom(const ast::Stmt &s)
{
    const Value module = importedModule(s.module);
    for (size_t i = 0; i < s.names.size(); ++i) {
        Value v;
        try {
            v = getAttribute(module, s.names[i]);
        } catch (const PyError &e) {
            if (e.type() != "AttributeError")
                throw;
            // CPython's text names where the module was found.
            const std::optional<std::string> where = PyModules::location(s.module);
            if (!where)
                throw UnsupportedError("importing '" + s.names[i] + "' from '" + s.module + "'");
            throw PyError("ImportError", "cannot import name '" + s.names[i] + "' from '" + s.module + "' (" + *where + ")");
        }
        store(*s.targets[i], v);
    }
}

// ---- the module's statements ----------------------------------------------------------------

void Interpreter::execute(const ast::Stmt &s)
{
    // A stop requested before this statement lands here; one during it, in the loops that poll.
    InterruptFlag::Scope interruptible(rt_.interruptFlag());
    Heap::Scope objects(heap_);
    frame_ = &moduleFrame_;
    unsupportedLine_ = 0;
    const Ref<ExceptionObject> exc = attempt([&] {
        const Flow flow = exec(s);
        (void)flow; // the parser rejects break, continue and return outside their blocks
    });
    if (exc)
        throw PyException(exc);
}

Value Interpreter::evaluate(const ast::Expr &expr)
{
    InterruptFlag::Scope interruptible(rt_.interruptFlag());
    Heap::Scope objects(heap_);
    frame_ = &moduleFrame_;
    return eval(expr);
}

Ref<IteratorObject> Interpreter::iter(const Value &iterable) { return Iteration::iter(*this, iterable); }

ValueList Interpreter::iterate(const Value &iterable) { return Iteration::toList(*this, iterable); }

// ---- attributes and subscripts --------------------------------------------------------------

Value Interpreter::getAttribute(const Value &object, const std::string &name)
{
    using K = Value::Kind;
    switch (object.kind) {
    case K::Module:
        if (PyModules::has(object.text))
            return PyModules::attribute(*this, object.text, name);
        if (object.text == "numpy")
            return NumpyBindings::moduleAttribute(*this, name);
        if (object.text == "numpy.random")
            return NumpyRandomModule::moduleAttribute(*this, name);
        if (object.text == "torch")
            if (auto v = TorchGradMode::moduleAttribute(name))
                return *v;
        if (object.text == "torch.cuda" && name == "OutOfMemoryError")
            return Value::type("torch.cuda.OutOfMemoryError");
        return TorchBindings::moduleAttribute(*this, object.text, name);
    case K::Tensor:
        return TorchBindings::tensorAttribute(*this, object, name);
    case K::Generator:
        return TorchRandomModule::generatorAttribute(*this, object, name);
    case K::RandomState:
        return NumpyRandomModule::attribute(*this, object, name);
    case K::Array:
    case K::Flags:
    case K::NpDType:
    case K::NpScalar:
        return NumpyBindings::attribute(*this, object, name);
    default:
        return Builtins::attribute(*this, object, name);
    }
}

void Interpreter::setAttribute(const Value &object, const std::string &name, const Value &v)
{
    if (object.kind == Value::Kind::Tensor) {
        TorchBindings::setTensorAttribute(*this, object, name, v);
        return;
    }
    if (object.kind == Value::Kind::Flags) {
        NumpyBindings::setFlag(*this, object, name, v);
        return;
    }
    if (object.kind == Value::Kind::Array && name == "shape") {
        NumpyBindings::setArrayAttribute(*this, object, name, v);
        return;
    }
    Builtins::setAttribute(*this, object, name, v);
}

bool Interpreter::isTupleIndex(const Value &index) { return index.kind == Value::Kind::Tuple; }

int64_t Interpreter::toIndexInt(const Value &v, bool numpy)
{
    if (v.kind == Value::Kind::Int)
        return v.i;
    if (v.kind == Value::Kind::NpScalar && !v.scalar.isFloating() && !v.scalar.isBool())
        return v.scalar.toInt();
    if (numpy)
        throw PyError("IndexError", "only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and integer or "
                                    "boolean arrays are valid indices");
    if (v.kind == Value::Kind::Float || (v.kind == Value::Kind::NpScalar && v.scalar.isFloating()))
        throw PyError("IndexError", "only integers, slices (`:`), ellipsis (`...`), None and long or byte Variables are valid "
                                    "indices (got " + PythonTypes::qualifiedName(v) + ")");
    if (v.kind == Value::Kind::Str)
        throw PyError("TypeError", "new(): invalid data type 'str'"); // torch tries the index as tensor data
    throw UnsupportedError("this kind of index (" + PythonTypes::qualifiedName(v) + ")");
}

std::vector<IndexItem> Interpreter::indexItems(const Value &index, bool numpy)
{
    return numpy ? SubscriptItems::numpy(rt_, index) : SubscriptItems::torch(rt_, index);
}

Value Interpreter::subscript(const Value &object, const Value &index)
{
    using K = Value::Kind;
    switch (object.kind) {
    case K::Tensor:
        return Value::of(TensorViews::index(rt_, object.tensor, indexItems(index, false), isTupleIndex(index)));
    case K::Array: {
        auto r = ArrayOps::index(rt_, object.array, indexItems(index, true));
        if (std::holds_alternative<Scalar>(r))
            return Value::npScalar(std::get<Scalar>(r));
        return Value::of(std::get<NdArrayPtr>(r));
    }
    default:
        return Builtins::subscript(*this, object, index);
    }
}

} // namespace tl
