#include "Operators.h"

#include "core/VersionProfile.h"

#include "PythonTypes.h"
#include "Interpreter.h"
#include "TensorOperators.h"
#include "NumpyDTypeObject.h"
#include "core/Errors.h"
#include "objects/DictObject.h"
#include "objects/RangeObject.h"
#include "objects/SetObject.h"
#include "pylib/PercentFormat.h"
#include "SubscriptItems.h"
#include "ops/ArrayUfuncs.h"
#include "tensor/ShapeMath.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace tl {

namespace {

BinaryKernel kernelOfOp(ast::BinaryOp op)
{
    switch (op) {
    case ast::BinaryOp::Add: return BinaryKernel::Add;
    case ast::BinaryOp::Sub: return BinaryKernel::Sub;
    case ast::BinaryOp::Mul: return BinaryKernel::Mul;
    case ast::BinaryOp::Div: return BinaryKernel::Div;
    case ast::BinaryOp::FloorDiv: return BinaryKernel::DivFloor;
    case ast::BinaryOp::Mod: return BinaryKernel::Remainder;
    case ast::BinaryOp::Pow: return BinaryKernel::Pow;
    default: break;
    }
    throw UnsupportedError("this operator on tensors or arrays");
}

BinaryKernel kernelOfOp(ast::CompareOp op)
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

// CPython's float_divmod: floor division from fmod, rounded, with Python's signs.
double floatFloorDiv(double vx, double wx)
{
    const double mod = std::fmod(vx, wx);
    double div = (vx - mod) / wx;
    if (mod != 0.0 && ((wx < 0) != (mod < 0)))
        div -= 1.0;
    if (div != 0.0) {
        double floordiv = std::floor(div);
        if (div - floordiv > 0.5)
            floordiv += 1.0;
        return floordiv;
    }
    return std::copysign(0.0, vx / wx);
}

// CPython's float_rem: the result takes the divisor's sign, zero included.
double floatMod(double vx, double wx)
{
    double mod = std::fmod(vx, wx);
    if (mod != 0.0) {
        if ((wx < 0) != (mod < 0))
            mod += wx;
    } else {
        mod = std::copysign(0.0, wx);
    }
    return mod;
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
            throw Operators::zeroDivision(ints ? "division by zero" : "float division by zero");
        return Value::real(fx / fy);
    case ast::BinaryOp::FloorDiv:
        if (ints) {
            if (y == 0)
                throw Operators::zeroDivision("integer division or modulo by zero");
            if (x == std::numeric_limits<int64_t>::min() && y == -1)
                overflow();
            int64_t q = x / y;
            if ((x % y != 0) && ((x < 0) != (y < 0)))
                --q;
            return Value::integer(q);
        }
        if (fy == 0.0)
            throw Operators::zeroDivision("float floor division by zero");
        return Value::real(floatFloorDiv(fx, fy));
    case ast::BinaryOp::Mod:
        if (ints) {
            if (y == 0)
                throw Operators::zeroDivision("integer modulo by zero");
            if (y == -1)
                return Value::integer(0);
            int64_t m = x % y;
            if (m != 0 && ((m < 0) != (y < 0)))
                m += y;
            return Value::integer(m);
        }
        if (fy == 0.0)
            throw Operators::zeroDivision("float modulo");
        return Value::real(floatMod(fx, fy));
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
            throw PyError("ZeroDivisionError", Profile::isCurrent() ? "zero to a negative power" : "0.0 cannot be raised to a negative power");
        if (fx < 0 && std::isfinite(fx) && std::isfinite(fy) && fy != std::floor(fy))
            throw UnsupportedError("complex numbers (a negative number to a fractional power)");
        {
            const double r = std::pow(fx, fy);
            if (std::isinf(r) && std::isfinite(fx) && std::isfinite(fy))
                throw PyError("OverflowError", "(34, 'Numerical result out of range')");
            return Value::real(r);
        }
    default:
        if (ints) {
            switch (op) {
            case ast::BinaryOp::BitAnd: return Value::integer(x & y);
            case ast::BinaryOp::BitOr: return Value::integer(x | y);
            case ast::BinaryOp::BitXor: return Value::integer(x ^ y);
            case ast::BinaryOp::LShift: {
                if (y < 0)
                    throw PyError("ValueError", "negative shift count");
                if (x == 0)
                    return Value::integer(0);
                if (y >= 63 || (x > 0 ? x > (std::numeric_limits<int64_t>::max() >> y)
                                      : x < (std::numeric_limits<int64_t>::min() >> y)))
                    overflow();
                return Value::integer(static_cast<int64_t>(static_cast<uint64_t>(x) << y));
            }
            case ast::BinaryOp::RShift:
                if (y < 0)
                    throw PyError("ValueError", "negative shift count");
                return Value::integer(y >= 63 ? (x < 0 ? -1 : 0) : x >> y);
            default: break;
            }
        }
        throw UnsupportedError(std::string("the '") + opSymbol(op) + "' operator");
    }
}

bool valuesEqual(const Value &a, const Value &b);
bool identicalValues(const Value &a, const Value &b);

// PyObject_RichCompareBool, as containers compare their items: identity implies equality
// (a NaN in two lists makes them equal when it is one object).
bool itemsEqual(const Value &a, const Value &b) { return identicalValues(a, b) || valuesEqual(a, b); }

bool sequenceEqual(const ValueList &a, const ValueList &b)
{
    if (a.size() != b.size())
        return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (!itemsEqual(a[i], b[i]))
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
    if (identicalValues(a, b) && a.kind != K::Float)
        return true;
    // Classes compare by identity, whichever way they were reached (type(1) == int).
    {
        const auto ca = PythonTypes::classNameOf(a), cb = PythonTypes::classNameOf(b);
        if (ca && cb)
            return *ca == *cb;
    }
    if (a.isNumber() && b.isNumber()) {
        if (a.kind != K::Float && b.kind != K::Float)
            return a.number().toInt() == b.number().toInt();
        const long double x = a.kind == K::Float ? static_cast<long double>(a.f) : static_cast<long double>(a.number().toInt());
        const long double y = b.kind == K::Float ? static_cast<long double>(b.f) : static_cast<long double>(b.number().toInt());
        return x == y; // exact, as Python compares int with float
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
    if (const auto eq = NumpyDTypeObject::equals(a, b))
        return *eq;
    // A scalar type is a class: equal only to itself.
    if (a.kind == K::NpType || b.kind == K::NpType)
        return a.kind == b.kind && a.dtype == b.dtype;
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
    case K::Dict: {
        const auto &x = a.as<DictObject>(), &y = b.as<DictObject>();
        if (x.size() != y.size())
            return false;
        for (const auto &e : x.entries()) {
            if (!e.live)
                continue;
            const Value *other = y.find(e.key);
            if (!other || !itemsEqual(e.value, *other))
                return false;
        }
        return true;
    }
    case K::Set: {
        const auto &x = a.as<SetObject>(), &y = b.as<SetObject>();
        if (x.size() != y.size())
            return false;
        for (const Value &v : x.items())
            if (!y.contains(v))
                return false;
        return true;
    }
    case K::Range: {
        const auto &x = a.as<RangeObject>(), &y = b.as<RangeObject>();
        if (x.length() != y.length())
            return false;
        return x.length() == 0 || (x.start() == y.start() && (x.length() == 1 || x.step() == y.step()));
    }
    default: return a.obj && a.obj == b.obj;
    }
}

bool identicalValues(const Value &a, const Value &b)
{
    using K = Value::Kind;
    if (const auto ca = PythonTypes::classNameOf(a)) {
        const auto cb = PythonTypes::classNameOf(b);
        return cb && *ca == *cb;
    }
    if (a.kind != b.kind)
        return false;
    switch (a.kind) {
    case K::None: return true;
    case K::Bool: return a.b == b.b;
    case K::Int: return a.i == b.i;
    case K::Float: return a.f == b.f || Value::sameIdentity(a, b);
    case K::NpScalar:
        // NumPy's two bools are singletons; every other scalar is an object of its own.
        if (a.scalar.isBool() && b.scalar.isBool())
            return a.scalar.toBool() == b.scalar.toBool();
        return Value::sameIdentity(a, b);
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
    case K::Generator: return a.generator == b.generator;
    case K::RandomState: return a.randomState == b.randomState;
    case K::Method: return false;
    default: return a.obj && a.obj == b.obj;
    }
}

Operand toTensorOperand(const Value &v)
{
    if (v.kind == Value::Kind::Tensor)
        return Operand::of(v.tensor);
    if (v.kind == Value::Kind::NpScalar)
        return Operand::of(v.scalar.isFloating() ? Scalar::fromDouble(v.scalar.toDouble()) : v.scalar.isBool() ? v.scalar
                                                                                                               : Scalar::fromInt(v.scalar.toInt()));
    return Operand::of(v.number());
}

ArrayOperand toArrayOperand(Runtime &rt, const Value &v)
{
    if (v.kind == Value::Kind::Array)
        return {v.array, {}, true};
    if (v.kind == Value::Kind::NpScalar)
        return {nullptr, v.scalar, false};
    if (v.kind == Value::Kind::List || v.kind == Value::Kind::Tuple) {
        // NumPy makes an array of a list or tuple operand (PyArray_FromAny).
        ArrayOperand o = SubscriptItems::assignedArray(rt, v);
        return {o.array, {}, true};
    }
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

namespace {

bool operatorsIsSequence(const Value &v)
{
    return v.kind == Value::Kind::Str || v.kind == Value::Kind::Tuple || v.kind == Value::Kind::List ||
           v.kind == Value::Kind::Size;
}

// A sequence of the same kind as `like` (a torch.Size stays one).
Value makeSequence(const Value &like, ValueList items)
{
    if (like.kind == Value::Kind::Size) {
        std::vector<int64_t> sizes;
        for (const auto &v : items)
            sizes.push_back(v.i);
        return Value::torchSize(sizes);
    }
    return like.kind == Value::Kind::Tuple ? Value::tuple(std::move(items)) : Value::list(std::move(items));
}

// Concatenation and repetition of str, tuple, list and torch.Size, as Python does them.
// The result must fit in the host memory the session may use (Runtime::checkHostObject).
Value sequenceBinary(Runtime &rt, ast::BinaryOp op, const Value &a, const Value &b)
{
    using K = Value::Kind;
    auto family = [](const Value &v) { return v.kind == K::Size ? K::Tuple : v.kind; };
    auto length = [](const Value &v) -> uint64_t {
        return v.kind == K::Str ? v.text.size() : v.kind == K::Size ? v.size.size() : v.items->size();
    };
    // What one element costs here: a byte of a str, a Value of a list or tuple.
    const uint64_t itemBytes = (operatorsIsSequence(a) ? a : b).kind == K::Str ? 1 : sizeof(Value);
    if (op == ast::BinaryOp::Add && operatorsIsSequence(a)) {
        if (operatorsIsSequence(b) && family(a) == family(b)) {
            rt.checkHostObject((length(a) + length(b)) * itemBytes);
            if (a.kind == K::Str)
                return Value::str(a.text + b.text);
            ValueList items = PythonTypes::sequenceItems(a);
            const ValueList more = PythonTypes::sequenceItems(b);
            items.insert(items.end(), more.begin(), more.end());
            // PyTorch 2's torch.Size.__radd__: a tuple of ints plus a Size is a Size.
            const bool allInts = std::all_of(items.begin(), items.end(), [](const Value &v) { return v.kind == K::Int; });
            if (Profile::isCurrent() && b.kind == K::Size && allInts)
                return makeSequence(b, std::move(items));
            return makeSequence(a, std::move(items));
        }
        if (Profile::isCurrent() && a.kind == K::Size) // torch.Size.__add__ of PyTorch 2
            throw PyError("TypeError", "can only concatenate tuple (not " + PythonTypes::shortName(b) + ") to torch.Size");
        const std::string what = a.kind == K::Str ? "str" : a.kind == K::List ? "list" : "tuple";
        throw PyError("TypeError", "can only concatenate " + what + " (not \"" + PythonTypes::shortName(b) + "\") to " + what);
    }
    if (op == ast::BinaryOp::Mul) {
        const Value &seq = operatorsIsSequence(a) ? a : b;
        const Value &count = operatorsIsSequence(a) ? b : a;
        if (count.kind == K::Int || count.kind == K::Bool) {
            const int64_t n = count.kind == K::Bool ? count.b : count.i;
            const uint64_t len = length(seq);
            if (n <= 0 || len == 0)
                return seq.kind == K::Str ? Value::str("") : makeSequence(seq, {});
            const uint64_t times = static_cast<uint64_t>(n);
            if (len > static_cast<uint64_t>(std::numeric_limits<int64_t>::max()) / times) {
                if (seq.kind == K::Str)
                    throw PyError("OverflowError", "repeated string is too long");
                throw Errors::memoryError();
            }
            rt.checkHostObject(len > std::numeric_limits<uint64_t>::max() / itemBytes / times
                                   ? std::numeric_limits<uint64_t>::max()
                                   : len * times * itemBytes);
            if (seq.kind == K::Str) {
                std::string out;
                out.reserve(static_cast<size_t>(len * times));
                for (uint64_t i = 0; i < times; ++i)
                    out += seq.text;
                return Value::str(std::move(out));
            }
            const ValueList items = PythonTypes::sequenceItems(seq);
            ValueList out;
            out.reserve(static_cast<size_t>(len * times));
            for (uint64_t i = 0; i < times; ++i)
                out.insert(out.end(), items.begin(), items.end());
            return makeSequence(seq, std::move(out));
        }
        if (!operatorsIsSequence(count))
            throw PyError("TypeError", "can't multiply sequence by non-int of type '" + PythonTypes::shortName(count) + "'");
    }
    throw PyError("TypeError", std::string("unsupported operand type(s) for ") + opSymbol(op) + ": '" +
                                   PythonTypes::shortName(a) + "' and '" + PythonTypes::shortName(b) + "'");
}

// Python compares an int with a float exactly (2**53 + 1 > 2.0**53); NaN is unordered.
long double exactNumber(const Value &v)
{
    return v.kind == Value::Kind::Float ? static_cast<long double>(v.f) : static_cast<long double>(v.number().toInt());
}

bool orderedCompare(ast::CompareOp op, long double x, long double y)
{
    switch (op) {
    case ast::CompareOp::Lt: return x < y;
    case ast::CompareOp::LtE: return x <= y;
    case ast::CompareOp::Gt: return x > y;
    case ast::CompareOp::GtE: return x >= y;
    default: return false;
    }
}

} // namespace

namespace {

Ref<SetObject> copySet(const SetObject &s, bool frozen)
{
    auto out = make<SetObject>(frozen);
    out->merge(s);
    return out;
}

// set_or, set_and (set_intersection), set_sub (set_difference), set_xor: CPython's
// algorithms, which decide the order the result iterates in.
Value setBinary(ast::BinaryOp op, const SetObject &a, const SetObject &b)
{
    const bool frozen = a.frozen();
    Ref<SetObject> r;
    switch (op) {
    case ast::BinaryOp::BitOr:
        r = copySet(a, frozen);
        r->merge(b);
        break;
    case ast::BinaryOp::BitAnd: {
        r = make<SetObject>(frozen);
        const SetObject &big = b.size() > a.size() ? b : a;
        const SetObject &small = b.size() > a.size() ? a : b;
        for (const auto &slot : small.table())
            if (slot.state == SetObject::Slot::Active && big.contains(slot.key))
                r->add(slot.key, slot.hash);
        break;
    }
    case ast::BinaryOp::Sub:
        if ((a.size() >> 2) > b.size()) {
            r = copySet(a, frozen);
            for (const auto &slot : b.table())
                if (slot.state == SetObject::Slot::Active)
                    r->discard(slot.key);
        } else {
            r = make<SetObject>(frozen);
            for (const auto &slot : a.table())
                if (slot.state == SetObject::Slot::Active && !b.contains(slot.key))
                    r->add(slot.key, slot.hash);
        }
        break;
    default: // BitXor
        r = copySet(a, frozen);
        for (const auto &slot : b.table())
            if (slot.state == SetObject::Slot::Active && !r->discard(slot.key))
                r->add(slot.key, slot.hash);
        break;
    }
    return Value::object(Value::Kind::Set, r);
}

bool isSetOp(ast::BinaryOp op)
{
    return op == ast::BinaryOp::BitOr || op == ast::BinaryOp::BitAnd || op == ast::BinaryOp::Sub ||
           op == ast::BinaryOp::BitXor;
}

} // namespace

Value Operators::inPlace(Interpreter &in, ast::BinaryOp op, const Value &a, const Value &b)
{
    using K = Value::Kind;
    if (a.kind == K::List && op == ast::BinaryOp::Add) {
        // list += iterable extends the list itself (every name of it sees the new items).
        ValueList more = in.iterate(b);
        in.runtime().checkHostObject((a.items->size() + more.size()) * sizeof(Value));
        a.items->insert(a.items->end(), more.begin(), more.end());
        return a;
    }
    if (a.kind == K::Set && b.kind == K::Set && !a.as<SetObject>().frozen() && isSetOp(op)) {
        SetObject &s = a.as<SetObject>();
        const Value r = setBinary(op, s, b.as<SetObject>());
        s.clear();
        s.merge(r.as<SetObject>());
        return a;
    }
    if (a.kind == K::Dict && b.kind == K::Dict && op == ast::BinaryOp::BitOr) {
        for (const auto &e : b.as<DictObject>().entries())
            if (e.live)
                a.as<DictObject>().set(e.key, e.value);
        return a;
    }
    Value result = binary(in.runtime(), op, a, b);
    warnScalarMath(in, op, a, b, result);
    return result;
}

void Operators::warnScalarMath(Interpreter &in, ast::BinaryOp op, const Value &a, const Value &b, const Value &result)
{
    using K = Value::Kind;
    // A Python number taken in as float16 or float32 (NumPy 2's weak scalars) that is too
    // large for it turns infinite in the cast, before the operation.
    const DType resultType = result.kind == K::NpScalar ? result.scalar.dtype()
                             : result.kind == K::Array  ? result.array->dtype()
                                                        : DType::Float64;
    if (resultType == DType::Float16 || resultType == DType::Float32)
        for (const Value *v : {&a, &b})
            if (v->isNumber() && v->kind != K::Bool) {
                const double x = v->kind == K::Float ? v->f : double(v->i);
                if (std::isfinite(x) && std::isinf(Scalar::fromDouble(x).castTo(resultType).toDouble())) {
                    in.warn("RuntimeWarning", "overflow encountered in cast");
                    return;
                }
            }
    if (result.kind != K::NpScalar || !(a.kind == K::NpScalar || b.kind == K::NpScalar) ||
        !(a.kind == K::NpScalar || a.isNumber()) || !(b.kind == K::NpScalar || b.isNumber()))
        return;
    using O = ast::BinaryOp;
    if (op != O::Add && op != O::Sub && op != O::Mul && op != O::Div && op != O::Pow)
        return;
    const auto numberOf = [](const Value &v) { return v.kind == K::NpScalar ? v.scalar : v.number(); };
    const Scalar x = numberOf(a), y = numberOf(b), r = result.scalar;
    std::string what;
    if (r.isFloating()) {
        const double rv = r.toDouble(), xv = x.toDouble(), yv = y.toDouble();
        if (std::isinf(rv) && std::isfinite(xv) && std::isfinite(yv))
            what = "overflow";
        else if (std::isnan(rv) && !std::isnan(xv) && !std::isnan(yv))
            what = "invalid value";
    } else if (!r.isBool() && op != O::Div && op != O::Pow) {
        // The exact result against the one the scalar's type kept.
        const __int128 p = x.toInt(), q = y.toInt();
        const __int128 exact = op == O::Add ? p + q : op == O::Sub ? p - q : p * q;
        if (exact != __int128(r.toInt()))
            what = "overflow";
    }
    if (!what.empty())
        in.warn("RuntimeWarning", what + " encountered in scalar " + ArrayUfuncs::name(kernelOf(op)));
}

BinaryKernel Operators::kernelOf(ast::BinaryOp op) { return kernelOfOp(op); }
PyError Operators::zeroDivision(const char *legacy)
{
    return PyError("ZeroDivisionError", Profile::isCurrent() ? "division by zero" : legacy);
}

bool Operators::identical(const Value &a, const Value &b) { return identicalValues(a, b); }
Operand Operators::tensorOperand(const Value &v) { return toTensorOperand(v); }
ArrayOperand Operators::arrayOperand(Runtime &rt, const Value &v) { return toArrayOperand(rt, v); }

NdArrayPtr Operators::arrayArithmetic(Runtime &rt, ast::BinaryOp op, const Value &a, const Value &b, const NdArrayPtr &out,
                                      const std::string &report)
{
    const ArrayOperand x = toArrayOperand(rt, a), y = toArrayOperand(rt, b);
    if (op == ast::BinaryOp::Pow)
        return ArrayUfuncs::power(rt, x, y, out, report);
    return ArrayUfuncs::binary(rt, kernelOfOp(op), x, y, out, std::nullopt, report);
}

Value Operators::unary(Runtime &rt, ast::UnaryOp op, const Value &a)
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
        case K::Tensor: return TensorOperators::negate(rt, a);
        case K::Array: return arrayResult(ArrayUfuncs::unary(rt, NumpyUnary::Negative, a.array));
        case K::NpScalar: {
            if (a.scalar.isBool())
                throw PyError("TypeError", "The numpy boolean negative, the `-` operator, is not supported, use the `~` "
                                           "operator or the logical_not function instead.");
            NdArrayPtr r = ArrayUfuncs::binary(rt, BinaryKernel::Mul, arrayOperand(rt, a),
                                               {nullptr, Scalar::fromInt(-1).castTo(a.scalar.dtype()), false});
            return arrayResult(r);
        }
        default: break;
        }
    }
    if (op == ast::UnaryOp::Invert && (a.kind == K::Int || a.kind == K::Bool))
        return Value::integer(~(a.kind == K::Bool ? static_cast<int64_t>(a.b) : a.i));
    if (op == ast::UnaryOp::Invert && a.kind == K::Array)
        return arrayResult(ArrayUfuncs::unary(rt, NumpyUnary::Invert, a.array));
    if (op == ast::UnaryOp::Invert && a.kind == K::NpScalar)
        return arrayResult(ArrayUfuncs::unary(rt, NumpyUnary::Invert, ArrayOps::full(rt, {}, a.scalar, a.scalar.dtype(), "~")));
    const char *sym = op == ast::UnaryOp::Neg ? "-" : op == ast::UnaryOp::Pos ? "+" : "~";
    if (a.kind == K::Tensor || a.kind == K::Array)
        throw UnsupportedError(std::string("the unary '") + sym + "' operator on a " + PythonTypes::qualifiedName(a));
    throw PyError("TypeError", std::string("bad operand type for unary ") + sym + ": '" + PythonTypes::shortName(a) + "'");
}

Value Operators::binary(Runtime &rt, ast::BinaryOp op, const Value &a, const Value &b)
{
    using K = Value::Kind;
    if (op == ast::BinaryOp::Mod && a.kind == K::Str) // str.__mod__ comes before the right operand's __rmod__
        return Value::str(PercentFormat::apply(a.text, b));
    const bool at = a.kind == K::Tensor, bt = b.kind == K::Tensor;
    const bool aa = a.kind == K::Array, ba = b.kind == K::Array;
    const bool an = a.kind == K::NpScalar, bn = b.kind == K::NpScalar;
    // PyTorch reads a numeric NumPy scalar operand as a Python number (a wrapped scalar); on
    // the left, NumPy defers to Tensor's reflected method. np.bool_ is not a Python bool to it
    // (t - np.bool_(True) works): not modelled.
    const bool arithmetic = op != ast::BinaryOp::MatMul && op < ast::BinaryOp::BitAnd;
    if (arithmetic && ((at && bn && !b.scalar.isBool()) || (an && bt && !a.scalar.isBool()))) {
        const Value x = an ? Value::fromScalar(a.scalar) : a, y = bn ? Value::fromScalar(b.scalar) : b;
        if (auto r = TensorOperators::binary(rt, op, x, y))
            return *r;
    }
    if ((at && (ba || bn)) || (aa && bt) || (an && bt))
        throw UnsupportedError("mixing a tensor and a NumPy value in arithmetic");
    if (at || bt) {
        if (auto r = TensorOperators::binary(rt, op, a, b))
            return *r;
    } else if (aa || ba || an || bn) {
        if (op == ast::BinaryOp::MatMul) {
            if (auto r = TensorOperators::arrayMatmul(rt, a, b))
                return *r;
        } else if ((aa || an || a.isNumber()) && (ba || bn || b.isNumber())) {
            return arrayResult(arrayArithmetic(rt, op, a, b));
        }
        // An ndarray's operator makes an array of a list or tuple operand.
        const auto listLike = [](const Value &v) { return v.kind == K::List || v.kind == K::Tuple; };
        if ((aa && listLike(b)) || (ba && listLike(a)))
            return arrayResult(arrayArithmetic(rt, op, a, b));
        if ((aa || ba) && (operatorsIsSequence(a) || operatorsIsSequence(b)))
            throw UnsupportedError("arithmetic between an ndarray and a " + PythonTypes::qualifiedName(aa ? b : a));
    } else if (a.isNumber() && b.isNumber()) {
        return numberBinary(op, a, b);
    } else if (operatorsIsSequence(a) || operatorsIsSequence(b)) {
        return sequenceBinary(rt, op, a, b);
    } else if (a.kind == K::Set && b.kind == K::Set && isSetOp(op)) {
        return setBinary(op, a.as<SetObject>(), b.as<SetObject>());
    } else if (a.kind == K::Dict && b.kind == K::Dict && op == ast::BinaryOp::BitOr) {
        auto d = make<DictObject>();
        for (const Value *src : {&a, &b})
            for (const auto &e : src->as<DictObject>().entries())
                if (e.live)
                    d->set(e.key, e.value);
        return Value::object(K::Dict, d);
    }
    throw PyError("TypeError", std::string("unsupported operand type(s) for ") + opSymbol(op) + ": '" +
                                   PythonTypes::shortName(a) + "' and '" + PythonTypes::shortName(b) + "'");
}

Value Operators::compare(Runtime &rt, ast::CompareOp op, const Value &a, const Value &b)
{
    using K = Value::Kind;
    if (op == ast::CompareOp::Is)
        return Value::boolean(identicalValues(a, b));
    if (op == ast::CompareOp::IsNot)
        return Value::boolean(!identicalValues(a, b));
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
            return TensorOperators::compare(rt, at ? op : reflect(op), t, o);
        }
        if (op == ast::CompareOp::Eq || op == ast::CompareOp::NotEq)
            return Value::boolean(op == ast::CompareOp::NotEq);
    }
    if (aa || ba || ((a.kind == K::NpScalar || b.kind == K::NpScalar) && (a.kind == K::NpScalar || a.isNumber()) &&
                     (b.kind == K::NpScalar || b.isNumber()))) {
        // An ndarray compares with a list or tuple elementwise too (as an array).
        const auto operand = [&](const Value &v) {
            return v.kind == K::Array || v.isNumber() || v.kind == K::NpScalar ||
                   ((aa || ba) && (v.kind == K::List || v.kind == K::Tuple));
        };
        if (operand(a) && operand(b)) {
            const ArrayOperand x = arrayOperand(rt, a), y = arrayOperand(rt, b);
            if (x.array && y.array && (op == ast::CompareOp::Eq || op == ast::CompareOp::NotEq)) {
                try {
                    ShapeMath::broadcastNumpy(x.array->sizes(), y.array->sizes());
                } catch (const PyError &) {
                    throw UnsupportedError("== or != between arrays whose shapes do not broadcast (NumPy warns and "
                                           "returns a bool)");
                }
            }
            return arrayResult(ArrayUfuncs::binary(rt, kernelOfOp(op), x, y));
        }
        if (op == ast::CompareOp::Eq || op == ast::CompareOp::NotEq)
            return Value::boolean(op == ast::CompareOp::NotEq);
    }
    if (op == ast::CompareOp::Eq)
        return Value::boolean(valuesEqual(a, b));
    if (op == ast::CompareOp::NotEq)
        return Value::boolean(!valuesEqual(a, b));
    if (a.isNumber() && b.isNumber())
        return Value::boolean(orderedCompare(op, exactNumber(a), exactNumber(b)));
    auto tupleLike = [](const Value &v) { return v.kind == K::Tuple || v.kind == K::Size; };
    if ((tupleLike(a) && tupleLike(b)) || (a.kind == K::List && b.kind == K::List)) {
        // Lexicographic: the first unequal items decide, else the lengths.
        const ValueList x = PythonTypes::sequenceItems(a), y = PythonTypes::sequenceItems(b);
        size_t i = 0;
        while (i < x.size() && i < y.size() && itemsEqual(x[i], y[i]))
            ++i;
        if (i < x.size() && i < y.size())
            return compare(rt, op, x[i], y[i]);
        return Value::boolean(orderedCompare(op, static_cast<long double>(x.size()), static_cast<long double>(y.size())));
    }
    if (a.kind == K::Device && b.kind == K::Device)
        throw PyError("TypeError", "comparison not implemented");
    if (a.kind == K::Set && b.kind == K::Set) {
        // Subset order: a <= b when every item of a is in b.
        const SetObject &x = op == ast::CompareOp::Lt || op == ast::CompareOp::LtE ? a.as<SetObject>() : b.as<SetObject>();
        const SetObject &y = op == ast::CompareOp::Lt || op == ast::CompareOp::LtE ? b.as<SetObject>() : a.as<SetObject>();
        bool subset = x.size() <= y.size();
        for (const Value &v : x.items())
            subset = subset && y.contains(v);
        const bool strict = op == ast::CompareOp::Lt || op == ast::CompareOp::Gt;
        return Value::boolean(subset && (!strict || x.size() < y.size()));
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

} // namespace tl
