#pragma once
// The builtin functions by name, as the `builtins` module holds them: each group of
// builtins (numbers, sequences, objects) adds its entries to one table.
#include "interp/CallArgs.h"
#include "interp/Value.h"

#include <functional>
#include <map>
#include <string>

namespace tl {

class Interpreter;

using BuiltinFunction = std::function<Value(Interpreter &, CallArgs &)>;
using BuiltinTable = std::map<std::string, BuiltinFunction>;

} // namespace tl
