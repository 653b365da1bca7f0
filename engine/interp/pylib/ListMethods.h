#pragma once
// Methods of the sequence types that sort and search: list.sort (timsort), and index /
// count of tuple, torch.Size and range (Objects/listobject.c, tupleobject.c).
#include "interp/CallArgs.h"
#include "interp/Value.h"

#include <string>

namespace tl {

class Interpreter;

class ListMethods {
public:
    static bool has(const Value &self, const std::string &name);
    static Value call(Interpreter &in, const Value &self, const std::string &name, CallArgs &args);
};

} // namespace tl
