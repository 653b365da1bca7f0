#pragma once
// Python's operators over the subset's values: numbers follow Python, tensors PyTorch's
// operators (with the reflected forms Python calls), arrays and NumPy scalars NumPy's.
#include "Ast.h"
#include "Value.h"
#include "backend/StridedRef.h"
#include "ops/ArrayOps.h"
#include "ops/Operand.h"
#include "tensor/Runtime.h"

namespace tl {

class Interpreter;

class Operators {
public:
    static Value binary(Runtime &rt, ast::BinaryOp op, const Value &a, const Value &b);
    static Value compare(Runtime &rt, ast::CompareOp op, const Value &a, const Value &b);
    static Value unary(Runtime &rt, ast::UnaryOp op, const Value &a);
    // `a op= b` for values that change in place (list +=, set |=, dict |=); the binary
    // operator for the others.
    static Value inPlace(Interpreter &in, ast::BinaryOp op, const Value &a, const Value &b);
    // NumPy's warnings after `result` = binary(op, a, b) with a NumPy operand: a Python
    // number too large for the float16/float32 it was cast to ("overflow encountered in
    // cast"); scalar math (NumPy scalars and Python numbers only) whose result overflowed (a
    // float turned infinite, an integer wrapped) or turned NaN.
    static void warnScalarMath(Interpreter &in, ast::BinaryOp op, const Value &a, const Value &b, const Value &result);
    // `a is b`.
    static bool identical(const Value &a, const Value &b);
    // A ZeroDivisionError: `legacy` is CPython 3.11's text for the operation; 3.14 says
    // "division by zero" for every one.
    static PyError zeroDivision(const char *legacy);

    static BinaryKernel kernelOf(ast::BinaryOp op);
    // A value as an operand of a tensor op (Python numbers and NumPy scalars as numbers).
    static Operand tensorOperand(const Value &v);
    // A value as an operand of a NumPy op.
    // A NumPy operand: an array, a number, or a list/tuple made an array.
    static ArrayOperand arrayOperand(Runtime &rt, const Value &v);
    // a (op) b for ndarray operators and `out=` (augmented assignment): ufuncs, `**` with
    // NumPy's fast paths; `report` names the write.
    static NdArrayPtr arrayArithmetic(Runtime &rt, ast::BinaryOp op, const Value &a, const Value &b,
                                      const NdArrayPtr &out = nullptr, const std::string &report = {});
};

} // namespace tl
