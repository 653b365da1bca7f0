#pragma once
// The methods of list (all but sort, index and count: pylib/ListMethods), dict and set, and
// list item assignment and deletion (Objects/listobject.c, dictobject.c, setobject.c).
#include "interp/CallArgs.h"
#include "interp/Value.h"

#include <string>

namespace tl {

class Interpreter;

class ContainerMethods {
public:
    // Whether `self` (a list, dict or set) has the method `name` here.
    static bool has(const Value &self, const std::string &name);
    static Value call(Interpreter &in, const Value &self, const std::string &name, CallArgs &args);
    // list[index] = value and del list[index] (list_ass_subscript).
    static void setListItem(Interpreter &in, const Value &list, const Value &index, const Value &value);
    static void deleteListItem(Interpreter &in, const Value &list, const Value &index);
};

} // namespace tl
