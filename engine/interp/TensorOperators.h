#pragma once
// Python's operators when a tensor is an operand (torch/_tensor.py's dunder methods:
// __add__, __rsub__, __rtruediv__ = reciprocal() * other, __rpow__ = tensor(other) ** self,
// __floordiv__, __mod__, __matmul__ ...) and `@` between ndarrays (np.matmul).
#include "Ast.h"
#include "Value.h"
#include "tensor/Runtime.h"

#include <optional>
#include <string>

namespace tl {

class TensorOperators {
public:
    // a (op) b with a tensor among them; nullopt where PyTorch returns NotImplemented
    // (Python then raises "unsupported operand type(s)").
    static std::optional<Value> binary(Runtime &rt, ast::BinaryOp op, const Value &a, const Value &b);
    // t (op) other for ==, !=, <, <=, >, >= (already reflected so the tensor is first).
    static Value compare(Runtime &rt, ast::CompareOp op, const Value &t, const Value &other);
    static Value negate(Runtime &rt, const Value &t);
    // Whether `t op= rhs` is a tensor's in-place method (__iadd__, __ipow__ ...).
    static bool hasInplace(ast::BinaryOp op);
    static void inplace(Runtime &rt, ast::BinaryOp op, const Value &t, const Value &rhs, const std::string &name);
    // ndarray @ ndarray.
    static std::optional<Value> arrayMatmul(Runtime &rt, const Value &a, const Value &b);
};

} // namespace tl
