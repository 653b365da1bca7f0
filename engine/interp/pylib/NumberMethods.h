#pragma once
// Attributes and methods of int, bool and float (Objects/longobject.c, floatobject.c):
// real, imag, conjugate, bit_length, bit_count, is_integer, as_integer_ratio.
#include "interp/CallArgs.h"
#include "interp/Value.h"

#include <optional>
#include <string>

namespace tl {

class Interpreter;

class NumberMethods {
public:
    // The attribute, a bound method, or nullopt when the type has no such name.
    static std::optional<Value> attribute(const Value &self, const std::string &name);
    static Value call(Interpreter &in, const Value &self, const std::string &name, CallArgs &args);
};

} // namespace tl
