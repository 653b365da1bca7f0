#include "Interpreter.h"

#include "Builtins.h"
#include "NumpyBindings.h"
#include "Operators.h"
#include "PythonNames.h"
#include "PythonTypes.h"
#include "Suggestions.h"
#include "TorchBindings.h"
#include "ValuePrinter.h"
#include "core/Errors.h"
#include "ops/ArrayOps.h"
#include "ops/TensorMath.h"
#include "ops/TensorViews.h"

#include <cmath>
#include <limits>

namespace tl {


Interpreter::Interpreter(Runtime &rt, OutputSink &output) : rt_(rt), output_(output) {}

Interpreter::~Interpreter() { clear(); }

void Interpreter::clear()
{
    // Release names one by one so each unbinding is reported before the storage it held.
    while (!globals_.empty()) {
        const std::string name = globals_.begin()->first; // a copy: unbinding erases the key
        unbind(name);
    }
}

void Interpreter::setSource(std::string name, std::vector<std::string> lines)
{
    sourceName_ = std::move(name);
    sourceLines_ = std::move(lines);
}

void Interpreter::warn(const std::string &category, const std::string &message)
{
    if (!warned_.insert({line_, message}).second)
        return;
    std::string text = sourceName_ + ":" + std::to_string(line_) + ": " + category + ": " + message + "\n";
    // Python quotes the line from the file; a script read from stdin has none to quote.
    if (sourceName_ != "<stdin>" && line_ >= 1 && line_ <= static_cast<int>(sourceLines_.size())) {
        std::string src = sourceLines_[line_ - 1];
        const auto first = src.find_first_not_of(" \t");
        if (first != std::string::npos)
            text += "  " + src.substr(first) + "\n";
    }
    output_.err(text);
}

void Interpreter::bind(const std::string &name, Value v)
{
    auto it = globals_.find(name);
    const uint64_t newId = v.objectId();
    if (it != globals_.end()) {
        if (rt_.hasSinks()) {
            Event e;
            e.type = EventType::NameUnbound;
            e.name = name;
            e.objectId = it->second.objectId();
            rt_.emit(e);
        }
        it->second = std::move(v);
    } else {
        globals_.emplace(name, std::move(v));
        bindingOrder_.push_back(name);
    }
    if (rt_.hasSinks()) {
        Event e;
        e.type = EventType::NameBound;
        e.name = name;
        e.objectId = newId;
        const Value &bound = globals_.at(name);
        e.objectKind = bound.kind == Value::Kind::Tensor  ? "Tensor"
                       : bound.kind == Value::Kind::Array ? "ndarray"
                                                          : PythonTypes::qualifiedName(bound);
        rt_.emit(e);
    }
}

void Interpreter::unbind(const std::string &name)
{
    auto it = globals_.find(name);
    if (it == globals_.end())
        throw Errors::nameNotDefined(name);
    const uint64_t id = it->second.objectId();
    Value old = std::move(it->second);
    globals_.erase(it);
    std::erase(bindingOrder_, name);
    if (rt_.hasSinks()) {
        Event e;
        e.type = EventType::NameUnbound;
        e.name = name;
        e.objectId = id;
        rt_.emit(e);
    }
    // `old` dies here: its storage is freed after the unbinding is reported.
}

Value Interpreter::lookup(const std::string &name) const
{
    auto it = globals_.find(name);
    if (it != globals_.end())
        return it->second;
    if (Builtins::has(name))
        return Value::function(name);
    if (PythonNames::builtinHas(name))
        throw UnsupportedError("the builtin '" + name + "'");
    // A module's globals start with these, in this order, before the user's names.
    std::vector<std::string> candidates = {"__name__", "__doc__", "__package__", "__loader__", "__spec__",
                                           "__annotations__", "__builtins__"};
    if (sourceName_ != "<stdin>") {
        candidates.push_back("__file__");
        candidates.push_back("__cached__");
    }
    candidates.insert(candidates.end(), bindingOrder_.begin(), bindingOrder_.end());
    throw Errors::nameNotDefined(name).withSuggestion(Suggestions::forName(name, candidates));
}

void Interpreter::importModule(const ast::Stmt &s)
{
    const std::string &m = s.module;
    if (m != "torch" && m != "numpy" && m != "torch.nn")
        throw UnsupportedError("importing '" + m + "' (only torch, numpy and torch.nn)");
    // `import a.b` binds the top package a; `import a.b as c` binds c to a.b itself.
    if (s.alias.empty()) {
        const std::string top = m.substr(0, m.find('.'));
        bind(top, Value::module(top));
    } else {
        bind(s.alias, Value::module(m));
    }
}

Value Interpreter::execute(const ast::Stmt &s)
{
    line_ = s.line;
    // A stop requested before this statement lands here; one during it, in the loops that poll.
    InterruptFlag::Scope interruptible(rt_.interruptFlag());
    rt_.interruptFlag().check();
    switch (s.kind) {
    case ast::StmtKind::Import:
        importModule(s);
        break;
    case ast::StmtKind::Assign:
        assign(*s.target, eval(*s.value));
        break;
    case ast::StmtKind::AugAssign:
        augAssign(s);
        break;
    case ast::StmtKind::ExprStmt:
        return eval(*s.value);
    case ast::StmtKind::Del:
        if (s.target->kind != ast::ExprKind::Name)
            throw UnsupportedError("'del' of anything but a name");
        unbind(s.target->text);
        break;
    case ast::StmtKind::Pass:
        break;
    }
    return Value::none();
}

Value Interpreter::evaluate(const ast::Expr &expr) { return eval(expr); }

void Interpreter::assign(const ast::Expr &target, const Value &v)
{
    switch (target.kind) {
    case ast::ExprKind::Name:
        bind(target.text, v);
        return;
    case ast::ExprKind::Subscript: {
        Value object = eval(*target.a);
        Value index = evalIndexValue(*target.b);
        setItem(object, index, v);
        return;
    }
    case ast::ExprKind::Attribute: {
        Value object = eval(*target.a);
        if (object.kind == Value::Kind::Tensor) {
            TorchBindings::setTensorAttribute(*this, object, target.text, v);
            return;
        }
        if (object.kind == Value::Kind::Flags) {
            NumpyBindings::setFlag(*this, object, target.text, v);
            return;
        }
        throw UnsupportedError("assigning to the attribute '" + target.text + "' of a " + PythonTypes::qualifiedName(object));
    }
    default:
        throw UnsupportedError("this assignment target");
    }
}

std::string Interpreter::statementText() const
{
    if (line_ >= 1 && line_ <= static_cast<int>(sourceLines_.size())) {
        const std::string &s = sourceLines_[static_cast<size_t>(line_ - 1)];
        const auto a = s.find_first_not_of(" \t");
        const auto b = s.find_last_not_of(" \t\r");
        if (a != std::string::npos)
            return s.substr(a, b - a + 1);
    }
    return "item assignment";
}

void Interpreter::setItem(const Value &object, const Value &index, const Value &value)
{
    // Events name the write as the user wrote it ("na[0][0] = 10").
    const std::string op = statementText();
    if (object.kind == Value::Kind::Tensor) {
        auto items = indexItems(index, false);
        if (value.kind == Value::Kind::Tensor) {
            TensorMath::setIndex(rt_, object.tensor, items, Operand::of(value.tensor), op);
        } else if (value.kind == Value::Kind::NpScalar) {
            const TensorPtr &t = object.tensor;
            throw PyError("TypeError", "can't assign a " + PythonTypes::qualifiedName(value) + " to a torch." +
                                           (t->device().isCuda() ? "cuda." : "") + std::string(legacyTypeName(t->dtype())));
        } else if (value.isNumber()) {
            TensorMath::setIndex(rt_, object.tensor, items, Operators::tensorOperand(value), op);
        } else {
            throw UnsupportedError("assigning a " + PythonTypes::qualifiedName(value) + " into a tensor");
        }
        return;
    }
    if (object.kind == Value::Kind::Array) {
        auto items = indexItems(index, true);
        if (value.kind == Value::Kind::Array || value.isNumber() || value.kind == Value::Kind::NpScalar) {
            ArrayOps::setIndex(rt_, object.array, items, Operators::arrayOperand(value), op);
            return;
        }
        throw UnsupportedError("assigning a " + PythonTypes::qualifiedName(value) + " into an ndarray");
    }
    if (object.kind == Value::Kind::Tuple || object.kind == Value::Kind::Size || object.kind == Value::Kind::Str)
        throw PyError("TypeError", "'" + PythonTypes::shortName(object) + "' object does not support item assignment");
    throw UnsupportedError("item assignment on a " + PythonTypes::qualifiedName(object));
}

void Interpreter::augAssign(const ast::Stmt &s)
{
    const ast::Expr &target = *s.target;
    if (target.kind == ast::ExprKind::Attribute)
        throw UnsupportedError("augmented assignment to an attribute");
    Value rhs = eval(*s.value);
    Value object, index;
    Value current;
    if (target.kind == ast::ExprKind::Name) {
        current = lookup(target.text);
    } else {
        object = eval(*target.a);
        index = evalIndexValue(*target.b);
        if (object.kind == Value::Kind::Tensor)
            current = Value::of(TensorViews::index(rt_, object.tensor, indexItems(index, false), isTupleIndex(index)));
        else if (object.kind == Value::Kind::Array) {
            auto r = ArrayOps::index(rt_, object.array, indexItems(index, true));
            current = std::holds_alternative<Scalar>(r) ? Value::npScalar(std::get<Scalar>(r))
                                                        : Value::of(std::get<NdArrayPtr>(r));
        } else {
            throw UnsupportedError("augmented assignment on a " + PythonTypes::qualifiedName(object));
        }
    }
    Value result;
    const bool inplaceOp = s.augOp == ast::BinaryOp::Add || s.augOp == ast::BinaryOp::Sub ||
                           s.augOp == ast::BinaryOp::Mul || s.augOp == ast::BinaryOp::Div;
    if (current.kind == Value::Kind::Tensor && inplaceOp) {
        if (rhs.kind == Value::Kind::Array)
            throw UnsupportedError("mixing a tensor and an ndarray in arithmetic");
        const char *name = s.augOp == ast::BinaryOp::Add ? "+=" : s.augOp == ast::BinaryOp::Sub ? "-=" : s.augOp == ast::BinaryOp::Mul ? "*=" : "/=";
        TensorMath::inplaceBinary(rt_, Operators::kernelOf(s.augOp), current.tensor, Operators::tensorOperand(rhs), name);
        result = current;
    } else if (current.kind == Value::Kind::Array && inplaceOp) {
        if (rhs.kind == Value::Kind::Tensor)
            throw UnsupportedError("mixing an ndarray and a tensor in arithmetic");
        const char *name = s.augOp == ast::BinaryOp::Add ? "+=" : s.augOp == ast::BinaryOp::Sub ? "-=" : s.augOp == ast::BinaryOp::Mul ? "*=" : "/=";
        ArrayOps::inplaceBinary(rt_, Operators::kernelOf(s.augOp), current.array, Operators::arrayOperand(rhs), name);
        result = current;
    } else {
        result = Operators::binary(rt_, s.augOp, current, rhs);
    }
    if (target.kind == ast::ExprKind::Name)
        bind(target.text, result);
    else
        setItem(object, index, result);
}

Value Interpreter::evalIndexValue(const ast::Expr &e)
{
    // Slices only exist inside subscripts: keep them as a tuple marker (start, stop, step).
    if (e.kind == ast::ExprKind::Slice) {
        Value v = Value::tuple({e.a ? eval(*e.a) : Value::none(), e.b ? eval(*e.b) : Value::none(),
                                e.c ? eval(*e.c) : Value::none()});
        v.text = "slice";
        return v;
    }
    if (e.kind == ast::ExprKind::Tuple) {
        ValueList parts;
        for (const auto &it : e.items)
            parts.push_back(evalIndexValue(*it));
        Value v = Value::tuple(std::move(parts));
        v.text = "index";
        return v;
    }
    return eval(e);
}

bool Interpreter::isTupleIndex(const Value &index)
{
    return index.kind == Value::Kind::Tuple && index.text != "slice";
}

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
    auto one = [&](const Value &v) -> IndexItem {
        if (v.kind == Value::Kind::Tuple && v.text == "slice") {
            auto bound = [&](const Value &b) -> std::optional<int64_t> {
                if (b.kind == Value::Kind::None)
                    return std::nullopt;
                if (b.kind == Value::Kind::Int)
                    return b.i;
                if (b.kind == Value::Kind::Bool)
                    return static_cast<int64_t>(b.b);
                throw PyError("TypeError", "slice indices must be integers or None or have an __index__ method");
            };
            const auto &p = *v.items;
            return IndexItem::slice(bound(p[0]), bound(p[1]), bound(p[2]));
        }
        if (v.kind == Value::Kind::Bool || v.kind == Value::Kind::None || v.kind == Value::Kind::Tensor ||
            v.kind == Value::Kind::Array || v.kind == Value::Kind::List)
            throw UnsupportedError("advanced indexing (" + PythonTypes::qualifiedName(v) + " index)");
        return IndexItem::integer(toIndexInt(v, numpy));
    };
    std::vector<IndexItem> items;
    if (index.kind == Value::Kind::Tuple && index.text != "slice") {
        for (const auto &v : *index.items)
            items.push_back(one(v));
    } else {
        items.push_back(one(index));
    }
    return items;
}

Value Interpreter::getAttribute(const Value &object, const std::string &name)
{
    using K = Value::Kind;
    switch (object.kind) {
    case K::Module:
        if (object.text == "numpy")
            return NumpyBindings::moduleAttribute(*this, name);
        return TorchBindings::moduleAttribute(*this, object.text, name);
    case K::Tensor:
        return TorchBindings::tensorAttribute(*this, object, name);
    case K::Array:
    case K::Flags:
    case K::NpDType:
    case K::NpScalar:
        return NumpyBindings::attribute(*this, object, name);
    default:
        return Builtins::attribute(*this, object, name);
    }
}

Value Interpreter::call(const Value &callee, CallArgs &args)
{
    switch (callee.kind) {
    case Value::Kind::Function:
        if (callee.text.rfind("torch.", 0) == 0)
            return TorchBindings::callFunction(*this, callee.text, args);
        if (callee.text.rfind("numpy.", 0) == 0)
            return NumpyBindings::callFunction(*this, callee.text, args);
        return Builtins::call(*this, callee.text, args);
    case Value::Kind::Method: {
        const Value &self = *callee.self;
        if (self.kind == Value::Kind::Tensor)
            return TorchBindings::callTensorMethod(*this, self, callee.text, args);
        if (self.kind == Value::Kind::Array || self.kind == Value::Kind::NpScalar)
            return NumpyBindings::callMethod(*this, self, callee.text, args);
        return Builtins::callMethod(*this, self, callee.text, args);
    }
    case Value::Kind::NpType:
        return NumpyBindings::callType(*this, callee, args);
    case Value::Kind::Type:
        return Builtins::callType(*this, callee, args);
    case Value::Kind::DType:
    case Value::Kind::Device:
        break;
    default:
        break;
    }
    throw PyError("TypeError", "'" + PythonTypes::shortName(callee) + "' object is not callable");
}

Value Interpreter::evalCall(const ast::Expr &e)
{
    Value callee = eval(*e.a);
    CallArgs args;
    for (const auto &a : e.items)
        args.positional.push_back(eval(*a));
    for (const auto &k : e.keywords) {
        for (const auto &prev : args.keywords)
            if (prev.first == k.name)
                throw PyError("SyntaxError", "keyword argument repeated: " + k.name);
        args.keywords.emplace_back(k.name, eval(*k.value));
    }
    return call(callee, args);
}

Value Interpreter::evalSubscript(const ast::Expr &e)
{
    Value object = eval(*e.a);
    Value index = evalIndexValue(*e.b);
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

Value Interpreter::eval(const ast::Expr &e)
{
    using EK = ast::ExprKind;
    switch (e.kind) {
    case EK::Int:
        if (e.bigIntText)
            throw UnsupportedError("the integer literal " + *e.bigIntText + " (beyond 64 bits)");
        return Value::integer(e.intValue);
    case EK::Float: return Value::real(e.floatValue);
    case EK::Str: return Value::str(e.text);
    case EK::True: return Value::boolean(true);
    case EK::False: return Value::boolean(false);
    case EK::None: return Value::none();
    case EK::Name: return lookup(e.text);
    case EK::Tuple:
    case EK::List: {
        ValueList items;
        for (const auto &it : e.items)
            items.push_back(eval(*it));
        return e.kind == EK::Tuple ? Value::tuple(std::move(items)) : Value::list(std::move(items));
    }
    case EK::Attribute: return getAttribute(eval(*e.a), e.text);
    case EK::Call: return evalCall(e);
    case EK::Subscript: return evalSubscript(e);
    case EK::Slice: throw UnsupportedError("a slice outside a subscript");
    case EK::Unary: return Operators::unary(rt_, e.unaryOp, eval(*e.a));
    case EK::Binary: {
        Value a = eval(*e.a);
        Value b = eval(*e.b);
        return Operators::binary(rt_, e.binaryOp, a, b);
    }
    case EK::Compare: {
        Value a = eval(*e.a);
        Value b = eval(*e.b);
        return Operators::compare(rt_, e.compareOp, a, b);
    }
    case EK::BoolOp: {
        Value a = eval(*e.a);
        const bool t = PythonTypes::truthy(a);
        if (e.boolOp == ast::BoolOpKind::And)
            return t ? eval(*e.b) : a;
        return t ? a : eval(*e.b);
    }
    case EK::IfExp: return PythonTypes::truthy(eval(*e.b)) ? eval(*e.a) : eval(*e.c);
    }
    throw UnsupportedError("this expression");
}

} // namespace tl
