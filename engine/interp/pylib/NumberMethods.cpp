// int.real/imag/numerator/denominator/conjugate/bit_length/bit_count/as_integer_ratio and
// float.real/imag/conjugate/is_integer/as_integer_ratio of CPython 3.11.
#include "NumberMethods.h"

#include "PyArgs.h"
#include "core/PyError.h"

#include <cmath>

namespace tl {

namespace {

bool numberMethodsIsMethod(const Value &self, const std::string &name)
{
    if (self.kind == Value::Kind::Float)
        return name == "conjugate" || name == "is_integer" || name == "as_integer_ratio" || name == "hex";
    return name == "conjugate" || name == "bit_length" || name == "bit_count" || name == "as_integer_ratio" ||
           name == "to_bytes";
}

} // namespace

std::optional<Value> NumberMethods::attribute(const Value &self, const std::string &name)
{
    const bool isFloat = self.kind == Value::Kind::Float;
    const Value asNumber = isFloat ? self : Value::integer(self.kind == Value::Kind::Bool ? self.b : self.i);
    if (name == "real")
        return asNumber;
    if (name == "imag")
        return isFloat ? Value::real(0.0) : Value::integer(0);
    if (!isFloat && name == "numerator")
        return asNumber;
    if (!isFloat && name == "denominator")
        return Value::integer(1);
    if (numberMethodsIsMethod(self, name))
        return Value::method(self, name);
    return std::nullopt;
}

Value NumberMethods::call(Interpreter &, const Value &self, const std::string &name, CallArgs &args)
{
    const std::string type = self.kind == Value::Kind::Float ? "float" : self.kind == Value::Kind::Bool ? "bool" : "int";
    if (self.kind == Value::Kind::Float) {
        const double x = self.f;
        PyArgs::none(args, "float." + name);
        if (name == "conjugate")
            return self;
        if (name == "is_integer")
            return Value::boolean(std::isfinite(x) && x == std::floor(x));
        if (name == "as_integer_ratio") {
            if (std::isinf(x))
                throw PyError("OverflowError", "cannot convert Infinity to integer ratio");
            if (std::isnan(x))
                throw PyError("ValueError", "cannot convert NaN to integer ratio");
            int e = 0;
            double m = std::frexp(x, &e);
            for (int i = 0; i < 300 && m != std::floor(m); ++i) {
                m *= 2.0;
                --e;
            }
            if (std::fabs(m) >= 9.2e18 || e > 62 || e < -62)
                throw UnsupportedError("Python integers beyond 64 bits");
            int64_t num = static_cast<int64_t>(m), den = 1;
            if (e > 0)
                num <<= e;
            else
                den <<= -e;
            return Value::tuple({Value::integer(num), Value::integer(den)});
        }
        throw UnsupportedError("float." + name + "()");
    }
    const int64_t v = self.kind == Value::Kind::Bool ? self.b : self.i;
    const uint64_t magnitude = v < 0 ? uint64_t{0} - static_cast<uint64_t>(v) : static_cast<uint64_t>(v);
    if (name == "conjugate") {
        PyArgs::none(args, type + ".conjugate");
        return Value::integer(v);
    }
    if (name == "bit_length") {
        PyArgs::none(args, type + ".bit_length");
        return Value::integer(magnitude == 0 ? 0 : 64 - __builtin_clzll(magnitude));
    }
    if (name == "bit_count") {
        PyArgs::none(args, type + ".bit_count");
        return Value::integer(__builtin_popcountll(magnitude));
    }
    if (name == "as_integer_ratio") {
        PyArgs::none(args, type + ".as_integer_ratio");
        return Value::tuple({Value::integer(v), Value::integer(1)});
    }
    throw UnsupportedError(type + "." + name + "()");
}

} // namespace tl
