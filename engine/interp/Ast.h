#pragma once
// Syntax tree of the Python subset `tensorlens run` executes (see README: "The Python subset").
// One node type per category keeps the evaluator a plain switch, as in clox.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tl::ast {

enum class ExprKind {
    Int,       // intValue (bigIntText set when the literal does not fit int64)
    Float,     // floatValue
    Str,       // text (escapes already decoded)
    True,
    False,
    None,
    Name,      // text = identifier
    Tuple,     // items
    List,      // items
    Attribute, // a = object, text = attribute name
    Call,      // a = callee, items = positional args, keywords
    Subscript, // a = object, b = index (a Tuple expr for `x[i, j]`, a Slice expr for `x[1:]`)
    Slice,     // a = lower, b = upper, c = step; each may be null (only inside Subscript)
    Unary,     // unaryOp, a
    Binary,    // binaryOp, a, b
    Compare,   // compareOp, a, b (never chained: the parser refuses chains as unsupported)
    BoolOp,    // boolOp, a, b (`and` / `or`)
    IfExp,     // a = body, b = condition, c = orelse  (`a if b else c`)
};

enum class UnaryOp { Neg, Pos, Not, Invert };
enum class BinaryOp { Add, Sub, Mul, Div, FloorDiv, Mod, Pow, MatMul, BitAnd, BitOr, BitXor, LShift, RShift };
enum class CompareOp { Eq, NotEq, Lt, LtE, Gt, GtE, Is, IsNot, In, NotIn };
enum class BoolOpKind { And, Or };

struct Expr;
using ExprPtr = std::unique_ptr<Expr>;

struct Keyword {
    std::string name;
    ExprPtr value;
    int line = 0;
    int col = 0;
};

struct Expr {
    ExprKind kind = ExprKind::None;
    int line = 1;   // 1-based
    int col = 0;    // 0-based column of the first character (in code points)
    int endLine = 1;
    int endCol = 0; // 0-based column one past the last character

    int64_t intValue = 0;
    std::optional<std::string> bigIntText; // decimal digits of an int literal beyond int64
    double floatValue = 0.0;
    std::string text;

    UnaryOp unaryOp = UnaryOp::Neg;
    BinaryOp binaryOp = BinaryOp::Add;
    CompareOp compareOp = CompareOp::Eq;
    BoolOpKind boolOp = BoolOpKind::And;

    ExprPtr a, b, c;
    std::vector<ExprPtr> items;
    std::vector<Keyword> keywords;
};

enum class StmtKind {
    Import,     // module (dotted, e.g. "torch.nn"), alias (empty when none)
    Assign,     // target (Name, Attribute or Subscript expr), value
    AugAssign,  // target (Name, Attribute or Subscript), augOp, value
    ExprStmt,   // value
    Del,        // target (a Name)
    Pass,
};

struct Stmt {
    StmtKind kind = StmtKind::Pass;
    int line = 1;
    std::string module;
    std::string alias;
    ExprPtr target;
    ExprPtr value;
    BinaryOp augOp = BinaryOp::Add;
};

struct Module {
    std::vector<Stmt> body;
    std::vector<std::string> lines; // source lines without line terminators (for tracebacks)
};

// Python itself would reject the file: reported as SyntaxError (or IndentationError /
// TabError, which Python prints as their own type names) before anything runs.
struct SyntaxErrorInfo {
    std::string type = "SyntaxError"; // "SyntaxError", "IndentationError" or "TabError"
    std::string message;              // Python 3.11's wording where we know it
    int line = 1;
    int col = 0;                      // 0-based, for the caret line
};

// Valid Python that the subset does not include (compound statements, unpacking, ...).
struct UnsupportedInfo {
    std::string construct; // e.g. "'for' statement", "tuple unpacking", "f-string"
    int line = 1;
};

struct ParseResult {
    Module module;
    std::optional<SyntaxErrorInfo> syntaxError; // takes precedence over unsupported
    std::optional<UnsupportedInfo> unsupported;  // the first one in the file
};

} // namespace tl::ast
