// Expressions (CPython's ceval for loads, operators, displays, comparisons, f-strings,
// lambdas and comprehensions). Each operation that may fail first records itself in the
// frame, so a traceback points at it.
#include "Interpreter.h"

#include "Operators.h"
#include "PythonTypes.h"
#include "StorageObject.h"
#include "ValuePrinter.h"
#include "core/Errors.h"
#include "eval/Iteration.h"
#include "objects/DictObject.h"
#include "objects/DictViewObject.h"
#include "objects/EllipsisObject.h"
#include "objects/RangeObject.h"
#include "objects/SetObject.h"
#include "objects/SliceObject.h"
#include "pylib/FormatSpec.h"
#include "pylib/Utf8.h"

#include <cmath>
#include <limits>

namespace tl {

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
    case EK::Ellipsis: return Value::object(Value::Kind::Object, EllipsisObject::instance());
    case EK::Name: return evalName(e);
    case EK::Tuple:
    case EK::List:
    case EK::Set: return evalDisplay(e);
    case EK::Dict: return evalDict(e);
    case EK::Attribute: {
        Value object = eval(*e.a);
        frame_->at = &e;
        return getAttribute(object, e.text);
    }
    case EK::Call: return evalCall(e);
    case EK::Subscript: return evalSubscript(e);
    case EK::Slice:
        return Value::object(Value::Kind::Slice, make<SliceObject>(e.a ? eval(*e.a) : Value::none(),
                                                                   e.b ? eval(*e.b) : Value::none(),
                                                                   e.c ? eval(*e.c) : Value::none()));
    case EK::Unary: {
        if (e.pureArithmetic) {
            Number n;
            if (evalNumber(e, n))
                return n.isFloat ? Value::real(n.f) : Value::integer(n.i);
        }
        Value a = eval(*e.a);
        frame_->at = &e;
        return Operators::unary(rt_, e.unaryOp, a);
    }
    case EK::Binary: {
        if (e.pureArithmetic) {
            Number n;
            if (evalNumber(e, n))
                return n.isFloat ? Value::real(n.f) : Value::integer(n.i);
        }
        Value a = eval(*e.a);
        Value b = eval(*e.b);
        frame_->at = &e;
        Value result = Operators::binary(rt_, e.binaryOp, a, b);
        if (a.kind == Value::Kind::NpScalar || b.kind == Value::Kind::NpScalar || a.kind == Value::Kind::Array ||
            b.kind == Value::Kind::Array)
            Operators::warnScalarMath(*this, e.binaryOp, a, b, result);
        return result;
    }
    case EK::Compare: return evalCompare(e);
    case EK::BoolOp: {
        Value a = eval(*e.a);
        const bool t = PythonTypes::truthy(a);
        if (e.boolOp == ast::BoolOpKind::And)
            return t ? eval(*e.b) : a;
        return t ? a : eval(*e.b);
    }
    case EK::IfExp: return PythonTypes::truthy(eval(*e.b)) ? eval(*e.a) : eval(*e.c);
    case EK::Lambda: return makeFunction(e.code, e.defaults, e.kwDefaults);
    case EK::ListComp:
    case EK::SetComp:
    case EK::DictComp:
    case EK::GeneratorExp: return evalComprehension(e);
    case EK::JoinedStr: return evalJoinedStr(e);
    case EK::NamedExpr: {
        Value v = eval(*e.b);
        store(*e.a, v);
        return v;
    }
    case EK::FormattedValue:
    case EK::Starred: break;
    }
    throw UnsupportedError("this expression");
}

bool Interpreter::evalNumber(const ast::Expr &e, Number &out)
{
    using EK = ast::ExprKind;
    switch (e.kind) {
    case EK::Int: out = {false, e.intValue, 0.0}; return true;
    case EK::Float: out = {true, 0, e.floatValue}; return true;
    case EK::Name: {
        const Value *v;
        if (e.scope == ast::NameScope::Local) {
            v = &frame_->fast[e.slot];
        } else if (e.scope == ast::NameScope::Global && e.globalsOwner == &globals_) {
            v = &globals_.at(e.globalSlot).value;
        } else {
            return false;
        }
        switch (v->kind) {
        case Value::Kind::Int: out = {false, v->i, 0.0}; return true;
        case Value::Kind::Float: out = {true, 0, v->f}; return true;
        default: return false;
        }
    }
    case EK::Unary: {
        Number a;
        if (!evalNumber(*e.a, a))
            return false;
        switch (e.unaryOp) {
        case ast::UnaryOp::Pos: out = a; return true;
        case ast::UnaryOp::Neg:
            if (a.isFloat) {
                out = {true, 0, -a.f};
                return true;
            }
            if (a.i == std::numeric_limits<int64_t>::min())
                return false;
            out = {false, -a.i, 0.0};
            return true;
        case ast::UnaryOp::Invert:
            if (a.isFloat)
                return false;
            out = {false, ~a.i, 0.0};
            return true;
        default: return false;
        }
    }
    case EK::Binary: {
        Number a, b;
        return evalNumber(*e.a, a) && evalNumber(*e.b, b) && numberOp(e.binaryOp, a, b, out);
    }
    default: return false;
    }
}

// Python's int and float arithmetic where it needs nothing but 64-bit ints and doubles;
// false (the general path then decides, and raises) on overflow, zero divisors and the
// operators it leaves to Operators.
bool Interpreter::numberOp(ast::BinaryOp op, const Number &a, const Number &b, Number &out)
{
    using BO = ast::BinaryOp;
    if (!a.isFloat && !b.isFloat) {
        int64_t r;
        switch (op) {
        case BO::Add:
            if (__builtin_add_overflow(a.i, b.i, &r))
                return false;
            break;
        case BO::Sub:
            if (__builtin_sub_overflow(a.i, b.i, &r))
                return false;
            break;
        case BO::Mul:
            if (__builtin_mul_overflow(a.i, b.i, &r))
                return false;
            break;
        case BO::FloorDiv:
            if (b.i == 0 || (b.i == -1 && a.i == std::numeric_limits<int64_t>::min()))
                return false;
            r = a.i / b.i;
            if ((a.i % b.i != 0) && ((a.i < 0) != (b.i < 0)))
                --r;
            break;
        case BO::Mod:
            if (b.i == 0)
                return false;
            if (b.i == -1) {
                r = 0;
                break;
            }
            r = a.i % b.i;
            if (r != 0 && ((r < 0) != (b.i < 0)))
                r += b.i;
            break;
        case BO::Div: {
            constexpr int64_t exact = int64_t{1} << 53; // beyond, int/int must round once
            if (b.i == 0 || a.i > exact || a.i < -exact || b.i > exact || b.i < -exact)
                return false;
            out = {true, 0, static_cast<double>(a.i) / static_cast<double>(b.i)};
            return true;
        }
        case BO::BitAnd: r = a.i & b.i; break;
        case BO::BitOr: r = a.i | b.i; break;
        case BO::BitXor: r = a.i ^ b.i; break;
        default: return false;
        }
        out = {false, r, 0.0};
        return true;
    }
    // An int too large for a double makes CPython raise: the general path says so.
    constexpr int64_t exact = int64_t{1} << 53;
    if ((!a.isFloat && (a.i > exact || a.i < -exact)) || (!b.isFloat && (b.i > exact || b.i < -exact)))
        return false;
    const double x = a.isFloat ? a.f : static_cast<double>(a.i);
    const double y = b.isFloat ? b.f : static_cast<double>(b.i);
    switch (op) {
    case BO::Add: out = {true, 0, x + y}; return true;
    case BO::Sub: out = {true, 0, x - y}; return true;
    case BO::Mul: out = {true, 0, x * y}; return true;
    case BO::Div:
        if (y == 0.0)
            return false;
        out = {true, 0, x / y};
        return true;
    default: return false;
    }
}

// What CPython's AST optimizer folds into a constant: literals, signs and arithmetic of
// number literals, tuples of constants (Python/ast_opt.c).
bool Interpreter::isConstant(const ast::Expr &e)
{
    using EK = ast::ExprKind;
    switch (e.kind) {
    case EK::Int: return !e.bigIntText;
    case EK::Float:
    case EK::Str:
    case EK::True:
    case EK::False:
    case EK::None:
    case EK::Ellipsis: return true;
    case EK::Unary: return e.unaryOp != ast::UnaryOp::Not && isConstant(*e.a);
    case EK::Binary: return e.pureArithmetic && isConstant(*e.a) && isConstant(*e.b);
    case EK::Tuple:
        for (const auto &it : e.items)
            if (!isConstant(*it))
                return false;
        return true;
    default: return false;
    }
}

Value Interpreter::evalDisplay(const ast::Expr &e)
{
    ValueList items;
    items.reserve(e.items.size());
    for (const auto &it : e.items) {
        if (it->kind == ast::ExprKind::Starred) {
            const Value v = eval(*it->a);
            frame_->at = it.get();
            if (v.kind == Value::Kind::List || v.kind == Value::Kind::Tuple) {
                items.insert(items.end(), v.items->begin(), v.items->end());
                continue;
            }
            Ref<IteratorObject> iter = Iteration::iter(*this, v);
            Value x;
            while (iter->next(x))
                items.push_back(x);
            continue;
        }
        items.push_back(eval(*it));
    }
    if (e.kind == ast::ExprKind::Set) {
        frame_->at = &e;
        auto set = make<SetObject>();
        // CPython compiles a display of three or more constants to a frozenset constant
        // merged into a new set (BUILD_SET 0; SET_UPDATE), which orders it differently.
        bool constants = e.items.size() > 2;
        for (const auto &it : e.items)
            constants = constants && isConstant(*it);
        if (constants) {
            SetObject folded(true);
            for (const Value &v : items)
                folded.add(v);
            set->merge(folded);
        } else {
            for (const Value &v : items)
                set->add(v);
        }
        return Value::object(Value::Kind::Set, set);
    }
    rt_.checkHostObject(items.size() * sizeof(Value));
    return e.kind == ast::ExprKind::Tuple ? Value::tuple(std::move(items)) : Value::list(std::move(items));
}

Value Interpreter::evalDict(const ast::Expr &e)
{
    auto dict = make<DictObject>();
    for (size_t i = 0; i < e.items.size(); ++i) {
        if (!e.items[i]) {
            // {**mapping}
            const Value m = eval(*e.values[i]);
            frame_->at = e.values[i].get();
            if (m.kind != Value::Kind::Dict)
                throw PyError("TypeError", "'" + PythonTypes::shortName(m) + "' object is not a mapping");
            for (const auto &entry : m.as<DictObject>().entries())
                if (entry.live)
                    dict->set(entry.key, entry.value);
            continue;
        }
        Value key = eval(*e.items[i]);
        Value value = eval(*e.values[i]);
        frame_->at = &e;
        dict->set(key, std::move(value));
    }
    return Value::object(Value::Kind::Dict, dict);
}

Value Interpreter::evalSubscript(const ast::Expr &e)
{
    Value object = eval(*e.a);
    Value index = evalIndexValue(*e.b);
    frame_->at = &e;
    return subscript(object, index);
}

Value Interpreter::evalIndexValue(const ast::Expr &e)
{
    // `x[1:2, 3]`: a tuple of slices and values.
    if (e.kind == ast::ExprKind::Tuple) {
        bool starred = false;
        for (const auto &it : e.items)
            starred = starred || it->kind == ast::ExprKind::Starred;
        if (!starred) {
            ValueList parts;
            parts.reserve(e.items.size());
            for (const auto &it : e.items)
                parts.push_back(eval(*it));
            return Value::tuple(std::move(parts));
        }
    }
    return eval(e);
}

Value Interpreter::evalCompare(const ast::Expr &e)
{
    Value left = eval(*e.a);
    for (size_t i = 0; i < e.compareOps.size(); ++i) {
        Value right = eval(*e.items[i]);
        frame_->at = &e;
        const ast::CompareOp op = e.compareOps[i];
        Value result;
        if (op == ast::CompareOp::In || op == ast::CompareOp::NotIn) {
            result = contains(right, left);
            if (op == ast::CompareOp::NotIn)
                result = Value::boolean(!result.b);
        } else {
            result = Operators::compare(rt_, op, left, right);
        }
        // a < b < c is (a < b) and (b < c), b evaluated once.
        if (i + 1 == e.compareOps.size() || !PythonTypes::truthy(result))
            return result;
        left = std::move(right);
    }
    return left;
}

Value Interpreter::contains(const Value &container, const Value &item)
{
    using K = Value::Kind;
    auto equal = [&](const Value &x) {
        if (Operators::identical(x, item))
            return true;
        return PythonTypes::truthy(Operators::compare(rt_, ast::CompareOp::Eq, x, item));
    };
    switch (container.kind) {
    case K::List:
    case K::Tuple:
        for (size_t i = 0; i < container.items->size(); ++i)
            if (equal((*container.items)[i]))
                return Value::boolean(true);
        return Value::boolean(false);
    case K::Size:
        for (int64_t s : container.size)
            if (equal(Value::integer(s)))
                return Value::boolean(true);
        return Value::boolean(false);
    case K::Str:
        if (item.kind != K::Str)
            throw PyError("TypeError", "'in <string>' requires string as left operand, not " + PythonTypes::shortName(item));
        return Value::boolean(container.text.find(item.text) != std::string::npos);
    case K::Dict: return Value::boolean(container.as<DictObject>().find(item) != nullptr);
    case K::Set: return Value::boolean(container.as<SetObject>().contains(item));
    case K::Range: {
        const RangeObject &r = container.as<RangeObject>();
        if (item.kind == K::Int || item.kind == K::Bool) {
            const int64_t x = item.kind == K::Bool ? item.b : item.i;
            const uint64_t n = r.length();
            if (n == 0)
                return Value::boolean(false);
            const int64_t first = r.start(), last = r.at(n - 1);
            if (r.step() > 0 ? (x < first || x > last) : (x > first || x < last))
                return Value::boolean(false);
            const uint64_t offset = r.step() > 0 ? static_cast<uint64_t>(x) - static_cast<uint64_t>(first)
                                                 : static_cast<uint64_t>(first) - static_cast<uint64_t>(x);
            const uint64_t step = r.step() > 0 ? static_cast<uint64_t>(r.step()) : 0 - static_cast<uint64_t>(r.step());
            return Value::boolean(offset % step == 0);
        }
        break;
    }
    case K::Tensor:
    case K::Array: throw UnsupportedError("the 'in' operator on a " + PythonTypes::qualifiedName(container));
    case K::Iterator: break;
    case K::Object:
        if (const auto *view = dynamic_cast<const DictViewObject *>(container.obj.get())) {
            if (view->part() == DictViewObject::Part::Keys)
                return Value::boolean(view->dict() && view->dict()->find(item));
            break; // values and items: walked below
        }
        if (StorageObject::from(container))
            break; // no __contains__: walked by __iter__
        throw PyError("TypeError", "argument of type '" + PythonTypes::shortName(container) + "' is not iterable");
    default:
        throw PyError("TypeError", "argument of type '" + PythonTypes::shortName(container) + "' is not iterable");
    }
    // Any other iterable: walk it (an iterator is consumed up to the match, as in CPython).
    Ref<IteratorObject> it = Iteration::iter(*this, container);
    Value x;
    while (it->next(x))
        if (equal(x))
            return Value::boolean(true);
    return Value::boolean(false);
}

Value Interpreter::evalJoinedStr(const ast::Expr &e)
{
    std::string out;
    for (const auto &piece : e.items) {
        if (piece->kind == ast::ExprKind::Str) {
            out += piece->text;
            continue;
        }
        Value v = eval(*piece->a);
        frame_->at = piece.get();
        switch (piece->conversion) {
        case 'r': v = Value::str(ValuePrinter::repr(v)); break;
        case 's': v = Value::str(ValuePrinter::str(v)); break;
        case 'a': v = Value::str(Utf8::escapeNonAscii(ValuePrinter::repr(v))); break;
        default: break;
        }
        const std::string spec = piece->b ? evalJoinedStr(*piece->b).text : std::string();
        frame_->at = piece.get();
        const std::string text = format(*this, v, spec);
        if (out.size() + text.size() > (size_t{64} << 20))
            rt_.checkHostObject(out.size() + text.size());
        out += text;
    }
    return Value::str(std::move(out));
}

} // namespace tl
