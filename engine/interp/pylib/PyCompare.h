#pragma once
// PyObject_RichCompareBool over the interpreter's values: the comparisons sort(), min(),
// max(), list.index() and `in` make, with Python's identity shortcut for == and its
// TypeError for unordered types ("'<' not supported between instances of 'str' and 'int'").
#include "interp/Ast.h"
#include "interp/Value.h"

namespace tl {

class Interpreter;

class PyCompare {
public:
    static bool test(Interpreter &in, ast::CompareOp op, const Value &a, const Value &b);
    static bool less(Interpreter &in, const Value &a, const Value &b) { return test(in, ast::CompareOp::Lt, a, b); }
    // `a is b or a == b`.
    static bool equal(Interpreter &in, const Value &a, const Value &b);
    // Calls f(x) (a key function, map's function, a filter's predicate).
    static Value call1(Interpreter &in, const Value &f, const Value &x);
};

} // namespace tl
