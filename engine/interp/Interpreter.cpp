#include "Interpreter.h"

#include "Builtins.h"
#include "NumpyBindings.h"
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

namespace {

BinaryKernel kernelOf(ast::BinaryOp op)
{
    switch (op) {
    case ast::BinaryOp::Add: return BinaryKernel::Add;
    case ast::BinaryOp::Sub: return BinaryKernel::Sub;
    case ast::BinaryOp::Mul: return BinaryKernel::Mul;
    case ast::BinaryOp::Div: return BinaryKernel::Div;
    default: break;
    }
    throw UnsupportedError("this operator on tensors or arrays");
}

BinaryKernel kernelOf(ast::CompareOp op)
{
    switch (op) {
    case ast::CompareOp::Eq: return BinaryKernel::Eq;
    case ast::CompareOp::NotEq: return BinaryKernel::Ne;
    case ast::CompareOp::Lt: return BinaryKernel::Lt;
    case ast::CompareOp::LtE: return BinaryKernel::Le;
    case ast::CompareOp::Gt: return BinaryKernel::Gt;
    case ast::CompareOp::GtE: return BinaryKernel::Ge;
    default: break;
    }
    throw UnsupportedError("the 'in' operator");
}

// Python's reflected comparison: `2 < t` is evaluated as `t > 2`.
ast::CompareOp reflect(ast::CompareOp op)
{
    switch (op) {
    case ast::CompareOp::Lt: return ast::CompareOp::Gt;
    case ast::CompareOp::LtE: return ast::CompareOp::GtE;
    case ast::CompareOp::Gt: return ast::CompareOp::Lt;
    case ast::CompareOp::GtE: return ast::CompareOp::LtE;
    default: return op;
    }
}

const char *opSymbol(ast::BinaryOp op)
{
    switch (op) {
    case ast::BinaryOp::Add: return "+";
    case ast::BinaryOp::Sub: return "-";
    case ast::BinaryOp::Mul: return "*";
    case ast::BinaryOp::Div: return "/";
    case ast::BinaryOp::FloorDiv: return "//";
    case ast::BinaryOp::Mod: return "%";
    case ast::BinaryOp::Pow: return "** or pow()";
    case ast::BinaryOp::MatMul: return "@";
    case ast::BinaryOp::BitAnd: return "&";
    case ast::BinaryOp::BitOr: return "|";
    case ast::BinaryOp::BitXor: return "^";
    case ast::BinaryOp::LShift: return "<<";
    case ast::BinaryOp::RShift: return ">>";
    }
    return "?";
}

[[noreturn]] void overflow() { throw UnsupportedError("Python integers beyond 64 bits"); }

int64_t checkedAdd(int64_t a, int64_t b)
{
    int64_t r;
    if (__builtin_add_overflow(a, b, &r))
        overflow();
    return r;
}
int64_t checkedSub(int64_t a, int64_t b)
{
    int64_t r;
    if (__builtin_sub_overflow(a, b, &r))
        overflow();
    return r;
}
int64_t checkedMul(int64_t a, int64_t b)
{
    int64_t r;
    if (__builtin_mul_overflow(a, b, &r))
        overflow();
    return r;
}

Value numberBinary(ast::BinaryOp op, const Value &a, const Value &b)
{
    const bool ints = a.kind != Value::Kind::Float && b.kind != Value::Kind::Float;
    const int64_t x = a.kind == Value::Kind::Bool ? a.b : a.i, y = b.kind == Value::Kind::Bool ? b.b : b.i;
    const double fx = a.kind == Value::Kind::Float ? a.f : static_cast<double>(x);
    const double fy = b.kind == Value::Kind::Float ? b.f : static_cast<double>(y);
    switch (op) {
    case ast::BinaryOp::Add: return ints ? Value::integer(checkedAdd(x, y)) : Value::real(fx + fy);
    case ast::BinaryOp::Sub: return ints ? Value::integer(checkedSub(x, y)) : Value::real(fx - fy);
    case ast::BinaryOp::Mul: return ints ? Value::integer(checkedMul(x, y)) : Value::real(fx * fy);
    case ast::BinaryOp::Div:
        if (fy == 0.0)
            throw PyError("ZeroDivisionError", ints ? "division by zero" : "float division by zero");
        return Value::real(fx / fy);
    case ast::BinaryOp::FloorDiv:
        if (ints) {
            if (y == 0)
                throw PyError("ZeroDivisionError", "integer division or modulo by zero");
            int64_t q = x / y;
            if ((x % y != 0) && ((x < 0) != (y < 0)))
                --q;
            return Value::integer(q);
        }
        if (fy == 0.0)
            throw PyError("ZeroDivisionError", "float floor division by zero");
        return Value::real(std::floor(fx / fy));
    case ast::BinaryOp::Mod:
        if (ints) {
            if (y == 0)
                throw PyError("ZeroDivisionError", "integer division or modulo by zero");
            int64_t m = x % y;
            if (m != 0 && ((m < 0) != (y < 0)))
                m += y;
            return Value::integer(m);
        } else {
            if (fy == 0.0)
                throw PyError("ZeroDivisionError", "float modulo");
            double m = std::fmod(fx, fy);
            if (m != 0.0 && ((m < 0) != (fy < 0)))
                m += fy;
            return Value::real(m);
        }
    case ast::BinaryOp::Pow:
        if (ints && y >= 0) {
            int64_t r = 1;
            for (int64_t k = 0; k < y; ++k) {
                r = checkedMul(r, x);
                if (r == 0 || r == 1)
                    break;
            }
            if (x == -1)
                r = (y % 2) ? -1 : 1;
            return Value::integer(r);
        }
        if (fx == 0.0 && fy < 0)
            throw PyError("ZeroDivisionError", "0.0 cannot be raised to a negative power");
        return Value::real(std::pow(fx, fy));
    default:
        if (ints) {
            switch (op) {
            case ast::BinaryOp::BitAnd: return Value::integer(x & y);
            case ast::BinaryOp::BitOr: return Value::integer(x | y);
            case ast::BinaryOp::BitXor: return Value::integer(x ^ y);
            default: break;
            }
        }
        throw UnsupportedError(std::string("the '") + opSymbol(op) + "' operator");
    }
}

bool valuesEqual(const Value &a, const Value &b);

bool sequenceEqual(const ValueList &a, const ValueList &b)
{
    if (a.size() != b.size())
        return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (!valuesEqual(a[i], b[i]))
            return false;
    return true;
}

std::vector<int64_t> asSizes(const Value &v, bool &ok)
{
    ok = true;
    if (v.kind == Value::Kind::Size)
        return v.size;
    std::vector<int64_t> out;
    for (const auto &x : *v.items) {
        if (x.kind != Value::Kind::Int && x.kind != Value::Kind::Bool) {
            ok = false;
            return {};
        }
        out.push_back(x.kind == Value::Kind::Bool ? x.b : x.i);
    }
    return out;
}

bool valuesEqual(const Value &a, const Value &b)
{
    using K = Value::Kind;
    if (a.isNumber() && b.isNumber()) {
        if (a.kind != K::Float && b.kind != K::Float)
            return a.number().toInt() == b.number().toInt();
        return a.number().toDouble() == b.number().toDouble();
    }
    if (a.kind == K::NpScalar || b.kind == K::NpScalar) {
        const bool na = a.kind == K::NpScalar || a.isNumber(), nb = b.kind == K::NpScalar || b.isNumber();
        if (!na || !nb)
            return false;
        const Scalar x = a.kind == K::NpScalar ? a.scalar : a.number(), y = b.kind == K::NpScalar ? b.scalar : b.number();
        return x.toDouble() == y.toDouble();
    }
    if ((a.kind == K::Size || a.kind == K::Tuple) && (b.kind == K::Size || b.kind == K::Tuple)) {
        if (a.kind == K::Tuple && b.kind == K::Tuple)
            return sequenceEqual(*a.items, *b.items);
        bool oka, okb;
        const auto sa = asSizes(a, oka), sb = asSizes(b, okb);
        return oka && okb && sa == sb;
    }
    if (a.kind == K::NpDType || a.kind == K::NpType || b.kind == K::NpDType || b.kind == K::NpType) {
        auto dt = [](const Value &v, DType &out) {
            if (v.kind == K::NpDType || v.kind == K::NpType) {
                out = v.dtype;
                return true;
            }
            if (v.kind == K::Str) {
                if (v.text == "bool") {
                    out = DType::Bool;
                    return true;
                }
                for (DType d : {DType::Int32, DType::Int64, DType::Float32, DType::Float64})
                    if (v.text == numpyName(d)) {
                        out = d;
                        return true;
                    }
            }
            return false;
        };
        DType x, y;
        // A dtype instance compares equal to the scalar type and to its name.
        if ((a.kind == K::NpType && b.kind == K::NpType) || (a.kind == K::NpType && b.kind == K::Str) ||
            (a.kind == K::Str && b.kind == K::NpType))
            return a.kind == b.kind && a.dtype == b.dtype;
        return dt(a, x) && dt(b, y) && x == y;
    }
    if (a.kind != b.kind)
        return false;
    switch (a.kind) {
    case K::None: return true;
    case K::Str: return a.text == b.text;
    case K::List: return sequenceEqual(*a.items, *b.items);
    case K::DType: return a.dtype == b.dtype;
    case K::Device: return a.device == b.device;
    case K::Type:
    case K::Module:
    case K::Function: return a.text == b.text;
    case K::GradFn: return a.node == b.node;
    default: return false;
    }
}

bool identical(const Value &a, const Value &b)
{
    using K = Value::Kind;
    if (a.kind != b.kind)
        return false;
    switch (a.kind) {
    case K::None: return true;
    case K::Bool: return a.b == b.b;
    case K::Int: return a.i == b.i;
    case K::Float: return a.f == b.f;
    case K::Str: return a.text == b.text;
    case K::Tuple:
    case K::List: return a.items == b.items;
    case K::Tensor: return a.tensor == b.tensor;
    case K::Array: return a.array == b.array;
    case K::DType:
    case K::NpDType:
    case K::NpType: return a.dtype == b.dtype;
    case K::Module:
    case K::Function:
    case K::Type: return a.text == b.text;
    case K::GradFn: return a.node == b.node;
    case K::Method: return false;
    default: return false;
    }
}

Operand tensorOperand(const Value &v)
{
    if (v.kind == Value::Kind::Tensor)
        return Operand::of(v.tensor);
    if (v.kind == Value::Kind::NpScalar)
        return Operand::of(v.scalar.isFloating() ? Scalar::fromDouble(v.scalar.toDouble()) : v.scalar.isBool() ? v.scalar
                                                                                                               : Scalar::fromInt(v.scalar.toInt()));
    return Operand::of(v.number());
}

ArrayOperand arrayOperand(const Value &v)
{
    if (v.kind == Value::Kind::Array)
        return {v.array, {}, true};
    if (v.kind == Value::Kind::NpScalar)
        return {nullptr, v.scalar, false};
    return {nullptr, v.number(), true};
}

// NumPy ufuncs hand back a NumPy scalar whenever the result is 0-d.
Value arrayResult(const NdArrayPtr &r)
{
    if (r->dim() == 0)
        return Value::npScalar(ArrayOps::elementAt(*r, {}));
    return Value::of(r);
}

} // namespace

Interpreter::Interpreter(Runtime &rt, OutputSink &output) : rt_(rt), output_(output) {}

Interpreter::~Interpreter() { clear(); }

void Interpreter::clear()
{
    // Release names one by one so each unbinding is reported before the storage it held.
    while (!globals_.empty())
        unbind(globals_.begin()->first);
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
    if (m == "torch" && s.alias.empty()) {
        bind("torch", Value::module("torch"));
    } else if (m == "numpy") {
        bind(s.alias.empty() ? "numpy" : s.alias, Value::module("numpy"));
    } else if (m == "torch.nn") {
        if (s.alias.empty())
            bind("torch", Value::module("torch"));
        else
            bind(s.alias, Value::module("torch.nn"));
    } else if (m == "torch" ) {
        bind(s.alias, Value::module("torch"));
    } else {
        throw UnsupportedError("importing '" + m + "' (only torch, numpy and torch.nn)");
    }
}

void Interpreter::execute(const ast::Stmt &s)
{
    line_ = s.line;
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
        eval(*s.value);
        break;
    case ast::StmtKind::Del:
        if (s.target->kind != ast::ExprKind::Name)
            throw UnsupportedError("'del' of anything but a name");
        unbind(s.target->text);
        break;
    case ast::StmtKind::Pass:
        break;
    }
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
            TensorMath::setIndex(rt_, object.tensor, items, tensorOperand(value), op);
        } else {
            throw UnsupportedError("assigning a " + PythonTypes::qualifiedName(value) + " into a tensor");
        }
        return;
    }
    if (object.kind == Value::Kind::Array) {
        auto items = indexItems(index, true);
        if (value.kind == Value::Kind::Array || value.isNumber() || value.kind == Value::Kind::NpScalar) {
            ArrayOps::setIndex(rt_, object.array, items, arrayOperand(value), op);
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
            current = Value::of(TensorViews::index(rt_, object.tensor, indexItems(index, false)));
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
        TensorMath::inplaceBinary(rt_, kernelOf(s.augOp), current.tensor, tensorOperand(rhs), name);
        result = current;
    } else if (current.kind == Value::Kind::Array && inplaceOp) {
        if (rhs.kind == Value::Kind::Tensor)
            throw UnsupportedError("mixing an ndarray and a tensor in arithmetic");
        const char *name = s.augOp == ast::BinaryOp::Add ? "+=" : s.augOp == ast::BinaryOp::Sub ? "-=" : s.augOp == ast::BinaryOp::Mul ? "*=" : "/=";
        ArrayOps::inplaceBinary(rt_, kernelOf(s.augOp), current.array, arrayOperand(rhs), name);
        result = current;
    } else {
        result = binary(s.augOp, current, rhs);
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

int64_t Interpreter::toIndexInt(const Value &v, bool numpy)
{
    if (v.kind == Value::Kind::Int)
        return v.i;
    if (v.kind == Value::Kind::NpScalar && !v.scalar.isFloating() && !v.scalar.isBool())
        return v.scalar.toInt();
    if (numpy)
        throw PyError("IndexError", "only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and integer or "
                                    "boolean arrays are valid indices");
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
        return Value::of(TensorViews::index(rt_, object.tensor, indexItems(index, false)));
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

Value Interpreter::unary(ast::UnaryOp op, const Value &a)
{
    using K = Value::Kind;
    if (op == ast::UnaryOp::Not)
        return Value::boolean(!PythonTypes::truthy(a));
    if (op == ast::UnaryOp::Pos) {
        if (a.isNumber())
            return a.kind == K::Bool ? Value::integer(a.b) : a;
        if (a.kind == K::Tensor || a.kind == K::Array || a.kind == K::NpScalar)
            return a;
    }
    if (op == ast::UnaryOp::Neg) {
        switch (a.kind) {
        case K::Bool: return Value::integer(-static_cast<int64_t>(a.b));
        case K::Int:
            if (a.i == std::numeric_limits<int64_t>::min())
                overflow();
            return Value::integer(-a.i);
        case K::Float: return Value::real(-a.f);
        case K::Tensor: return Value::of(TensorMath::neg(rt_, a.tensor));
        case K::Array: return arrayResult(ArrayOps::neg(rt_, a.array));
        case K::NpScalar: {
            if (a.scalar.isBool())
                throw PyError("TypeError", "The numpy boolean negative, the `-` operator, is not supported, use the `~` "
                                           "operator or the logical_not function instead.");
            NdArrayPtr r = ArrayOps::binary(rt_, BinaryKernel::Mul, arrayOperand(a),
                                            {nullptr, Scalar::fromInt(-1).castTo(a.scalar.dtype()), false});
            return arrayResult(r);
        }
        default: break;
        }
    }
    if (op == ast::UnaryOp::Invert && (a.kind == K::Int || a.kind == K::Bool))
        return Value::integer(~(a.kind == K::Bool ? static_cast<int64_t>(a.b) : a.i));
    const char *sym = op == ast::UnaryOp::Neg ? "-" : op == ast::UnaryOp::Pos ? "+" : "~";
    if (a.kind == K::Tensor || a.kind == K::Array)
        throw UnsupportedError(std::string("the unary '") + sym + "' operator on a " + PythonTypes::qualifiedName(a));
    throw PyError("TypeError", std::string("bad operand type for unary ") + sym + ": '" + PythonTypes::shortName(a) + "'");
}

Value Interpreter::binary(ast::BinaryOp op, const Value &a, const Value &b)
{
    using K = Value::Kind;
    const bool at = a.kind == K::Tensor, bt = b.kind == K::Tensor;
    const bool aa = a.kind == K::Array, ba = b.kind == K::Array;
    const bool an = a.kind == K::NpScalar, bn = b.kind == K::NpScalar;
    if ((at && (ba || bn)) || (aa && bt) || (an && bt))
        throw UnsupportedError("mixing a tensor and a NumPy value in arithmetic");
    if (at || bt) {
        if ((at || a.isNumber()) && (bt || b.isNumber() || bn)) {
            const BinaryKernel k = kernelOf(op);
            if (at)
                return Value::of(TensorMath::binary(rt_, k, Operand::of(a.tensor), tensorOperand(b)));
            // number (op) tensor: Python calls the tensor's reflected method.
            if (k == BinaryKernel::Add || k == BinaryKernel::Mul)
                return Value::of(TensorMath::binary(rt_, k, Operand::of(b.tensor), tensorOperand(a)));
            if (k == BinaryKernel::Div) {
                // Tensor.__rtruediv__ is reciprocal() * number.
                auto r = TensorMath::binary(rt_, BinaryKernel::Div, Operand::of(Scalar::fromInt(1)), Operand::of(b.tensor));
                return Value::of(TensorMath::binary(rt_, BinaryKernel::Mul, Operand::of(r), tensorOperand(a)));
            }
            return Value::of(TensorMath::binary(rt_, k, tensorOperand(a), Operand::of(b.tensor)));
        }
    } else if (aa || ba || an || bn) {
        if ((aa || an || a.isNumber()) && (ba || bn || b.isNumber())) {
            auto r = ArrayOps::binary(rt_, kernelOf(op), arrayOperand(a), arrayOperand(b));
            return arrayResult(r);
        }
    } else if (a.isNumber() && b.isNumber()) {
        return numberBinary(op, a, b);
    } else if (op == ast::BinaryOp::Add && a.kind == b.kind && (a.kind == K::Str || a.kind == K::Tuple || a.kind == K::List)) {
        if (a.kind == K::Str)
            return Value::str(a.text + b.text);
        ValueList items = *a.items;
        items.insert(items.end(), b.items->begin(), b.items->end());
        return a.kind == K::Tuple ? Value::tuple(std::move(items)) : Value::list(std::move(items));
    } else if (op == ast::BinaryOp::Mul && ((a.kind == K::Str && b.kind == K::Int) || (a.kind == K::Int && b.kind == K::Str))) {
        const Value &s = a.kind == K::Str ? a : b;
        const int64_t n = a.kind == K::Int ? a.i : b.i;
        std::string out;
        for (int64_t i = 0; i < n && out.size() < (1u << 20); ++i)
            out += s.text;
        return Value::str(out);
    }
    if (op == ast::BinaryOp::Add && (a.kind == K::Str || a.kind == K::Tuple || a.kind == K::List) && a.kind != b.kind) {
        const std::string what = a.kind == K::Str ? "str" : a.kind == K::Tuple ? "tuple" : "list";
        throw PyError("TypeError", "can only concatenate " + what + " (not \"" + PythonTypes::shortName(b) + "\") to " + what);
    }
    throw PyError("TypeError", std::string("unsupported operand type(s) for ") + opSymbol(op) + ": '" +
                                   PythonTypes::shortName(a) + "' and '" + PythonTypes::shortName(b) + "'");
}

Value Interpreter::compare(ast::CompareOp op, const Value &a, const Value &b)
{
    using K = Value::Kind;
    if (op == ast::CompareOp::Is)
        return Value::boolean(identical(a, b));
    if (op == ast::CompareOp::IsNot)
        return Value::boolean(!identical(a, b));
    if (op == ast::CompareOp::In || op == ast::CompareOp::NotIn)
        throw UnsupportedError("the 'in' operator");
    const bool at = a.kind == K::Tensor, bt = b.kind == K::Tensor;
    const bool aa = a.kind == K::Array, ba = b.kind == K::Array;
    if ((at && ba) || (aa && bt))
        throw UnsupportedError("comparing a tensor with an ndarray");
    if (at || bt) {
        const Value &t = at ? a : b;
        const Value &o = at ? b : a;
        if (o.kind == K::Tensor || o.isNumber() || o.kind == K::NpScalar) {
            const ast::CompareOp eff = at ? op : reflect(op);
            return Value::of(TensorMath::binary(rt_, kernelOf(eff), Operand::of(t.tensor), tensorOperand(o)));
        }
        if (op == ast::CompareOp::Eq || op == ast::CompareOp::NotEq)
            return Value::boolean(op == ast::CompareOp::NotEq);
    }
    if (aa || ba || ((a.kind == K::NpScalar || b.kind == K::NpScalar) && (a.kind == K::NpScalar || a.isNumber()) &&
                     (b.kind == K::NpScalar || b.isNumber()))) {
        if ((aa || a.isNumber() || a.kind == K::NpScalar) && (ba || b.isNumber() || b.kind == K::NpScalar)) {
            auto r = ArrayOps::binary(rt_, kernelOf(op), arrayOperand(a), arrayOperand(b));
            return arrayResult(r);
        }
        if (op == ast::CompareOp::Eq || op == ast::CompareOp::NotEq)
            return Value::boolean(op == ast::CompareOp::NotEq);
    }
    if (op == ast::CompareOp::Eq)
        return Value::boolean(valuesEqual(a, b));
    if (op == ast::CompareOp::NotEq)
        return Value::boolean(!valuesEqual(a, b));
    if (a.isNumber() && b.isNumber()) {
        const bool ints = a.kind != K::Float && b.kind != K::Float;
        const double x = a.number().toDouble(), y = b.number().toDouble();
        const int64_t p = a.number().toInt(), q = b.number().toInt();
        switch (op) {
        case ast::CompareOp::Lt: return Value::boolean(ints ? p < q : x < y);
        case ast::CompareOp::LtE: return Value::boolean(ints ? p <= q : x <= y);
        case ast::CompareOp::Gt: return Value::boolean(ints ? p > q : x > y);
        case ast::CompareOp::GtE: return Value::boolean(ints ? p >= q : x >= y);
        default: break;
        }
    }
    if (a.kind == K::Str && b.kind == K::Str) {
        switch (op) {
        case ast::CompareOp::Lt: return Value::boolean(a.text < b.text);
        case ast::CompareOp::LtE: return Value::boolean(a.text <= b.text);
        case ast::CompareOp::Gt: return Value::boolean(a.text > b.text);
        case ast::CompareOp::GtE: return Value::boolean(a.text >= b.text);
        default: break;
        }
    }
    const char *sym = op == ast::CompareOp::Lt ? "<" : op == ast::CompareOp::LtE ? "<=" : op == ast::CompareOp::Gt ? ">" : ">=";
    throw PyError("TypeError", std::string("'") + sym + "' not supported between instances of '" + PythonTypes::shortName(a) +
                                   "' and '" + PythonTypes::shortName(b) + "'");
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
    case EK::Unary: return unary(e.unaryOp, eval(*e.a));
    case EK::Binary: {
        Value a = eval(*e.a);
        Value b = eval(*e.b);
        return binary(e.binaryOp, a, b);
    }
    case EK::Compare: {
        Value a = eval(*e.a);
        Value b = eval(*e.b);
        return compare(e.compareOp, a, b);
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
