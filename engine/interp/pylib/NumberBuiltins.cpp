// int() (long_new_impl, PyLong_FromString), float() (float_new_impl, _Py_string_to_number_with_underscores),
// round() (float___round___impl with double_round, long_round with divmod_near), divmod,
// pow (long_pow's modular forms), abs, hex/oct/bin, ord, chr and hash of CPython 3.11.
#include "NumberBuiltins.h"

#include "PyArgs.h"
#include "NumberParser.h"
#include "PyNumber.h"
#include "SpecFormatter.h"
#include "Utf8.h"
#include "core/Errors.h"
#include "core/PyError.h"
#include "core/VersionProfile.h"
#include "interp/NumpyTypeHierarchy.h"
#include "functions/TensorMath.h"
#include "interp/Builtins.h"
#include "interp/Interpreter.h"
#include "interp/Operators.h"
#include "interp/PythonTypes.h"
#include "interp/objects/ValueHash.h"
#include "print/PyFloatRepr.h"

#include <cmath>
#include <cstdlib>

namespace tl {

namespace {

[[noreturn]] void beyond64Bits() { throw UnsupportedError("Python integers beyond 64 bits"); }

Value toInt(Interpreter &in, CallArgs &args)
{
    for (const auto &[k, v] : args.keywords)
        if (k != "base")
            throw Errors::invalidKeyword(k, "int()");
    if (args.positional.size() > 2)
        throw PyError("TypeError", "int() takes at most 2 arguments (" + std::to_string(args.positional.size()) + " given)");
    const auto x = args.get(0, "x");
    const auto baseArg = args.positional.size() > 1 ? std::optional<Value>(args.positional[1]) : args.keyword("base");
    if (!x) {
        if (baseArg)
            throw PyError("TypeError", "int() missing string argument");
        return Value::integer(0);
    }
    (void)in;
    if (baseArg) {
        const int64_t base = PyNumber::index(*baseArg);
        if ((base != 0 && base < 2) || base > 36)
            throw PyError("ValueError", "int() base must be >= 2 and <= 36, or 0");
        if (x->kind != Value::Kind::Str)
            throw PyError("TypeError", "int() can't convert non-string with explicit base");
        return NumberParser::parseInt(x->text, base, *x);
    }
    switch (x->kind) {
    case Value::Kind::Str: return NumberParser::parseInt(x->text, 10, *x);
    default: return Value::integer(PyNumber::toLong(*x));
    }
}

Value toFloat(Interpreter &in, CallArgs &args)
{
    PyArgs::noKeywords(args, "float");
    if (args.positional.size() > 1)
        throw PyError("TypeError", "float expected at most 1 argument, got " + std::to_string(args.positional.size()));
    if (args.positional.empty())
        return Value::real(0.0);
    const Value &x = args.positional[0];
    switch (x.kind) {
    case Value::Kind::Str: return NumberParser::parseFloat(x.text, x);
    case Value::Kind::Float: return x;
    case Value::Kind::Int:
    case Value::Kind::Bool:
    case Value::Kind::NpScalar:
    case Value::Kind::Array: return Value::real(PyNumber::toDouble(x));
    case Value::Kind::Tensor:
        if (Profile::isCurrent() && x.tensor->requiresGrad()) // PyTorch 2's Tensor.__float__ (TORCH_WARN_ONCE)
            in.warnOnce("UserWarning", "Converting a tensor with requires_grad=True to a scalar may lead to unexpected behavior.\n"
                                       "Consider using tensor.detach() first. (Triggered internally at "
                                       "./torch/csrc/autograd/generated/python_variable_methods.cpp:820.)");
        return Value::real(PyNumber::toDouble(x));
    default:
        throw PyError("TypeError", "float() argument must be a string or a real number, not '" + PythonTypes::shortName(x) + "'");
    }
}

Value absValue(Interpreter &in, CallArgs &args)
{
    const Value &v = PyArgs::one(args, "abs");
    switch (v.kind) {
    case Value::Kind::Int:
        if (v.i == INT64_MIN)
            beyond64Bits();
        return Value::integer(v.i < 0 ? -v.i : v.i);
    case Value::Kind::Bool: return Value::integer(v.b);
    case Value::Kind::Float: return Value::real(std::fabs(v.f));
    case Value::Kind::NpScalar: {
        // A NumPy scalar keeps its type (np.absolute); the most negative integer wraps.
        const Scalar &x = v.scalar;
        if (x.isBool())
            return v;
        if (x.isFloating())
            return Value::npScalar(Scalar::fromDouble(std::fabs(x.toDouble())).castTo(x.dtype()));
        const int64_t i = x.toInt();
        const int64_t lowest = x.dtype() == DType::Int32 ? INT32_MIN : INT64_MIN;
        if (i == lowest)
            in.warn("RuntimeWarning", "overflow encountered in scalar absolute");
        return Value::npScalar(Scalar::fromInt(i < 0 ? static_cast<int64_t>(uint64_t{0} - static_cast<uint64_t>(i)) : i)
                                   .castTo(x.dtype()));
    }
    case Value::Kind::Tensor:
    case Value::Kind::Array:
        throw UnsupportedError("abs() of a " + PythonTypes::qualifiedName(v));
    default: throw PyError("TypeError", "bad operand type for abs(): '" + PythonTypes::shortName(v) + "'");
    }
}

// divmod_near's rounding of an int to a multiple of 10**-ndigits, half to even.
int64_t roundInt(int64_t x, int64_t ndigits)
{
    if (ndigits >= 0)
        return x;
    if (ndigits < -18)
        return 0; // 10**19 exceeds every int64: |x| < half of it
    int64_t p = 1;
    for (int64_t i = 0; i < -ndigits; ++i)
        p *= 10;
    int64_t q = x / p, r = x % p;
    if (r < 0) { // floor division
        r += p;
        --q;
    }
    // r in [0, p): round q up when r > p/2, or r == p/2 and q is odd.
    const __int128 twice = static_cast<__int128>(r) * 2;
    if (twice > p || (twice == p && (q & 1)))
        ++q;
    const __int128 result = static_cast<__int128>(q) * p;
    if (result > INT64_MAX || result < INT64_MIN)
        beyond64Bits();
    return static_cast<int64_t>(result);
}

// NumPy's scalar __round__ (np.around: rint(x * 10**n) / 10**n in the scalar's own
// precision, rint(x / 10**-n) * 10**-n for negative n); without ndigits a Python int.
Value roundNumpyScalar(const Scalar &x, std::optional<int64_t> ndigits)
{
    if (x.isBool())
        throw PyError("TypeError", "type " + NumpyTypeHierarchy::classOf(DType::Bool) + " doesn't define __round__ method");
    if (!ndigits) {
        if (!x.isFloating())
            return Value::integer(x.toInt());
        return Value::integer(PyNumber::floatToLong(std::nearbyint(x.toDouble())));
    }
    const int64_t n = *ndigits;
    if (!x.isFloating() && n >= 0)
        return Value::npScalar(x);
    const double f = std::pow(10.0, static_cast<double>(n >= 0 ? n : -n));
    if (x.dtype() == DType::Float32) {
        const float v = static_cast<float>(x.toDouble()), ff = static_cast<float>(f);
        const float r = n >= 0 ? std::nearbyint(v * ff) / ff : std::nearbyint(v / ff) * ff;
        return Value::npScalar(Scalar::fromDouble(r).castTo(DType::Float32));
    }
    const double v = x.toDouble();
    const double r = n >= 0 ? std::nearbyint(v * f) / f : std::nearbyint(v / f) * f;
    return Value::npScalar(Scalar::fromDouble(r).castTo(x.dtype()));
}

Value roundValue(Interpreter &, CallArgs &args)
{
    auto b = PyArgs::bind(args, "round", {{"number"}, {"ndigits", false}});
    const Value &x = *b[0];
    const bool noDigits = !b[1] || b[1]->kind == Value::Kind::None;
    switch (x.kind) {
    case Value::Kind::Int:
    case Value::Kind::Bool: {
        const int64_t v = x.kind == Value::Kind::Bool ? x.b : x.i;
        if (noDigits)
            return Value::integer(v);
        return Value::integer(roundInt(v, PyNumber::index(*b[1])));
    }
    case Value::Kind::Float: {
        if (noDigits) {
            double r = std::round(x.f);
            if (std::fabs(x.f - r) == 0.5)
                r = 2.0 * std::round(x.f / 2.0);
            return Value::integer(PyNumber::floatToLong(r));
        }
        return Value::real(NumberBuiltins::roundDouble(x.f, PyNumber::index(*b[1])));
    }
    case Value::Kind::NpScalar: return roundNumpyScalar(x.scalar, noDigits ? std::nullopt : std::optional(PyNumber::index(*b[1])));
    case Value::Kind::Array: throw UnsupportedError("round() of a " + PythonTypes::qualifiedName(x));
    default: // a tensor too: torch.Tensor has no __round__
        throw PyError("TypeError", "type " + PythonTypes::shortName(x) + " doesn't define __round__ method");
    }
}

Value divmodValue(Interpreter &in, CallArgs &args)
{
    PyArgs::positional(args, "divmod", 2, 2);
    const Value &a = args.positional[0], &b = args.positional[1];
    if (a.isNumber() && b.isNumber()) {
        if (a.kind == Value::Kind::Float || b.kind == Value::Kind::Float) {
            if (PyNumber::toDouble(b) == 0.0)
                throw Operators::zeroDivision("float divmod()");
        }
        return Value::tuple({Operators::binary(in.runtime(), ast::BinaryOp::FloorDiv, a, b),
                             Operators::binary(in.runtime(), ast::BinaryOp::Mod, a, b)});
    }
    if (a.kind == Value::Kind::Tensor || b.kind == Value::Kind::Tensor || a.kind == Value::Kind::Array ||
        b.kind == Value::Kind::Array || a.kind == Value::Kind::NpScalar || b.kind == Value::Kind::NpScalar)
        throw UnsupportedError("divmod() of tensors or NumPy values");
    throw PyError("TypeError", "unsupported operand type(s) for divmod(): '" + PythonTypes::shortName(a) + "' and '" +
                                   PythonTypes::shortName(b) + "'");
}

int64_t mulmod(int64_t a, int64_t b, int64_t m) { return static_cast<int64_t>(static_cast<__int128>(a) * b % m); }

Value powValue(Interpreter &in, CallArgs &args)
{
    auto b = PyArgs::bind(args, "pow", {{"base"}, {"exp"}, {"mod", false}});
    const Value &base = *b[0], &exp = *b[1];
    if (!b[2] || b[2]->kind == Value::Kind::None)
        return Operators::binary(in.runtime(), ast::BinaryOp::Pow, base, exp);
    const Value &modv = *b[2];
    auto isInt = [](const Value &v) { return v.kind == Value::Kind::Int || v.kind == Value::Kind::Bool; };
    if (!isInt(base) || !isInt(exp) || !isInt(modv)) {
        if (base.isNumber() && exp.isNumber() && modv.isNumber())
            throw PyError("TypeError", "pow() 3rd argument not allowed unless all arguments are integers");
        throw PyError("TypeError", "unsupported operand type(s) for ** or pow(): '" + PythonTypes::shortName(base) + "', '" +
                                       PythonTypes::shortName(exp) + "', '" + PythonTypes::shortName(modv) + "'");
    }
    int64_t x = PyNumber::index(base), e = PyNumber::index(exp), m = PyNumber::index(modv);
    if (m == 0)
        throw PyError("ValueError", "pow() 3rd argument cannot be 0");
    if (m == INT64_MIN || x == INT64_MIN || e == INT64_MIN)
        beyond64Bits();
    const bool negativeModulus = m < 0;
    if (negativeModulus)
        m = -m;
    if (e < 0) {
        // The inverse of x modulo m (extended Euclid), then the positive power.
        int64_t r0 = m, r1 = ((x % m) + m) % m, t0 = 0, t1 = 1;
        while (r1 != 0) {
            const int64_t q = r0 / r1;
            std::tie(r0, r1) = std::pair(r1, r0 - q * r1);
            std::tie(t0, t1) = std::pair(t1, t0 - q * t1);
        }
        if (r0 != 1)
            throw PyError("ValueError", "base is not invertible for the given modulus");
        x = ((t0 % m) + m) % m;
        e = -e;
    }
    int64_t result = 1 % m, acc = ((x % m) + m) % m;
    while (e > 0) {
        if (e & 1)
            result = mulmod(result, acc, m);
        acc = mulmod(acc, acc, m);
        e >>= 1;
    }
    if (negativeModulus && result != 0)
        result -= m;
    return Value::integer(result);
}

Value baseText(CallArgs &args, const char *name, int base, const char *prefix)
{
    const int64_t x = PyNumber::index(PyArgs::one(args, name));
    const uint64_t magnitude = x < 0 ? uint64_t{0} - static_cast<uint64_t>(x) : static_cast<uint64_t>(x);
    return Value::str(std::string(x < 0 ? "-" : "") + prefix + SpecFormatter::digitsInBase(magnitude, base));
}

} // namespace

double NumberBuiltins::roundDouble(double x, int64_t ndigits)
{
    // float___round___impl: beyond these bounds the answer is x itself, or a signed zero.
    constexpr int64_t kMaxDigits = 323, kMinDigits = -308;
    if (ndigits > kMaxDigits)
        return x;
    if (ndigits < kMinDigits)
        return 0.0 * x;
    if (x == 0.0 || !std::isfinite(x))
        return x;
    // double_round: the correctly rounded decimal string, read back.
    const PyFloatRepr::Decimal d = PyFloatRepr::roundedAt(PyFloatRepr::exact(x), static_cast<int>(-ndigits));
    std::string text = (d.negative ? "-" : "") + d.digits + "e" + std::to_string(d.exponent - static_cast<int>(d.digits.size()) + 1);
    if (d.isZero())
        return d.negative ? -0.0 : 0.0;
    const double r = std::strtod(text.c_str(), nullptr);
    if (std::isinf(r))
        throw PyError("OverflowError", "rounded value too large to represent");
    return r;
}

void NumberBuiltins::addTo(BuiltinTable &t)
{
    t["int"] = toInt;
    t["float"] = toFloat;
    t["bool"] = [](Interpreter &, CallArgs &a) {
        PyArgs::noKeywords(a, "bool");
        if (a.positional.size() > 1)
            throw PyError("TypeError", "bool expected at most 1 argument, got " + std::to_string(a.positional.size()));
        return Value::boolean(!a.positional.empty() && PythonTypes::truthy(a.positional[0]));
    };
    t["abs"] = absValue;
    t["round"] = roundValue;
    t["divmod"] = divmodValue;
    t["pow"] = powValue;
    t["hex"] = [](Interpreter &, CallArgs &a) { return baseText(a, "hex", 16, "0x"); };
    t["oct"] = [](Interpreter &, CallArgs &a) { return baseText(a, "oct", 8, "0o"); };
    t["bin"] = [](Interpreter &, CallArgs &a) { return baseText(a, "bin", 2, "0b"); };
    t["ord"] = [](Interpreter &, CallArgs &a) {
        const Value &c = PyArgs::one(a, "ord");
        if (c.kind != Value::Kind::Str)
            throw PyError("TypeError", "ord() expected string of length 1, but " + PythonTypes::shortName(c) + " found");
        const std::u32string s = Utf8::decode(c.text);
        if (s.size() != 1)
            throw PyError("TypeError", "ord() expected a character, but string of length " + std::to_string(s.size()) + " found");
        return Value::integer(s[0]);
    };
    t["chr"] = [](Interpreter &, CallArgs &a) {
        const int64_t i = PyNumber::index(PyArgs::one(a, "chr"));
        if (i < 0 || i > 0x10FFFF)
            throw PyError("ValueError", "chr() arg not in range(0x110000)");
        return Value::str(Utf8::encode(static_cast<char32_t>(i)));
    };
    t["hash"] = [](Interpreter &, CallArgs &a) { return Value::integer(ValueHash::of(PyArgs::one(a, "hash"))); };
}

} // namespace tl
