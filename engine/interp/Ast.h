#pragma once
// Syntax tree the interpreter evaluates: Python's own AST (Parser/Python.asdl) less classes,
// generators, async and match, with every name already resolved to where it lives (a fast
// local slot, a cell, or the module's globals) as CPython's compiler resolves it. One node
// type per category keeps the evaluator a plain switch, as in clox.
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
    Ellipsis,
    Name,      // text = identifier; scope, slot
    Tuple,     // items (Starred items unpack)
    List,      // items
    Set,       // items
    Dict,      // items = keys (nullptr for `**mapping`), values
    Attribute, // a = object, text = attribute name
    Call,      // a = callee, items = positional args (Starred for *args), keywords (name "" for **kw)
    Subscript, // a = object, b = index (a Tuple expr for `x[i, j]`, a Slice expr for `x[1:]`)
    Slice,     // a = lower, b = upper, c = step; each may be null
    Unary,     // unaryOp, a
    Binary,    // binaryOp, a, b
    Compare,   // a = left, compareOps[i] between the previous operand and items[i]
    BoolOp,    // boolOp, a, b (`and` / `or`)
    IfExp,     // a = body, b = condition, c = orelse  (`a if b else c`)
    Lambda,    // code (its body is one Return statement), defaults, kwDefaults
    ListComp,  // a = element, generators, code
    SetComp,   // a = element, generators, code
    DictComp,  // a = key, b = value, generators, code
    GeneratorExp, // a = element, generators, code: evaluated eagerly into a list
    JoinedStr, // items: Str parts and FormattedValue parts (f-strings)
    FormattedValue, // a = value, conversion ('r', 's', 'a' or 0), b = format spec (a JoinedStr) or null
    Starred,   // a (in calls, displays and assignment targets)
    NamedExpr, // a = target Name, b = value (`x := v`)
};

enum class UnaryOp { Neg, Pos, Not, Invert };
enum class BinaryOp { Add, Sub, Mul, Div, FloorDiv, Mod, Pow, MatMul, BitAnd, BitOr, BitXor, LShift, RShift };
enum class CompareOp { Eq, NotEq, Lt, LtE, Gt, GtE, Is, IsNot, In, NotIn };
enum class BoolOpKind { And, Or };

// Where a name lives (CPython's LOAD_FAST / LOAD_DEREF / LOAD_GLOBAL and LOAD_NAME).
enum class NameScope : uint8_t {
    Global, // module-level code, `global` names and names no function binds: globals, then builtins
    Local,  // a fast slot of the function's frame
    Cell,   // a cell of the frame: one of its own shared locals or a variable of an enclosing function
};

struct Expr;
struct Stmt;
struct FunctionCode;
using ExprPtr = std::unique_ptr<Expr>;

struct Keyword {
    std::string name; // "" for `**mapping`
    ExprPtr value;
    int line = 0;
    int col = 0;
};

struct Comprehension {
    ExprPtr target;
    ExprPtr iter;
    std::vector<ExprPtr> ifs;
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
    BoolOpKind boolOp = BoolOpKind::And;
    char conversion = 0;

    // Names: where the value lives. Global names cache their slot in the interpreter's
    // globals (valid while `globalsOwner` is that interpreter's table).
    NameScope scope = NameScope::Global;
    int slot = -1;
    mutable int globalSlot = -1;
    mutable const void *globalsOwner = nullptr;
    // Only names, number literals and arithmetic on them: evaluating it twice is harmless,
    // so the evaluator may try a fast path for plain numbers first.
    bool pureArithmetic = false;

    ExprPtr a, b, c;
    std::vector<ExprPtr> items;
    std::vector<ExprPtr> values;         // Dict values
    std::vector<CompareOp> compareOps;   // Compare
    std::vector<Keyword> keywords;
    std::vector<Comprehension> generators;
    std::shared_ptr<FunctionCode> code;  // Lambda and comprehensions: the scope they open
    std::vector<ExprPtr> defaults;       // Lambda
    std::vector<ExprPtr> kwDefaults;     // Lambda (nullptr where a keyword-only one has none)
};

enum class StmtKind {
    Import,     // names (dotted modules), targets (the Name each binds); module/alias: the first
    ImportFrom, // module (dotted), names (imported), targets (the Name each binds)
    Assign,     // targets (`a = b = v`: a, then b), value; test: a module's annotation (`x: T = v`)
    AugAssign,  // target (Name, Attribute or Subscript), augOp, value
    ExprStmt,   // value
    Del,        // targets
    Pass,
    If,         // test, body, orelse
    While,      // test, body, orelse
    For,        // target, value = iterable, body, orelse
    Break,
    Continue,
    FunctionDef, // code, target (the Name bound), defaults, kwDefaults, decorators, annotations
    Return,     // value (may be null)
    Global,     // names (nothing happens at run time)
    Nonlocal,   // names
    Try,        // body, handlers, orelse, finalbody
    Raise,      // value = exception (null: bare raise), cause
    Assert,     // test, value = message (may be null)
    With,       // items, body
};

struct ExceptHandler {
    ExprPtr type;    // null for a bare `except:`
    ExprPtr target;  // the Name of `as name`, null when none
    std::vector<Stmt> body;
    int line = 0;
};

struct WithItem {
    ExprPtr context;
    ExprPtr target; // null when there is no `as`
};

struct Stmt {
    StmtKind kind = StmtKind::Pass;
    int line = 1;
    int col = 0;
    int endLine = 1;
    int endCol = 0;
    std::string module;
    std::string alias;
    ExprPtr target;
    ExprPtr value;
    ExprPtr test;
    ExprPtr cause;
    std::vector<ExprPtr> targets;
    BinaryOp augOp = BinaryOp::Add;
    std::vector<Stmt> body, orelse, finalbody;
    std::vector<ExceptHandler> handlers;
    std::vector<WithItem> items;
    std::vector<std::string> names;
    std::shared_ptr<FunctionCode> code;
    std::vector<ExprPtr> defaults;
    std::vector<ExprPtr> kwDefaults; // nullptr where a keyword-only parameter has none
    std::vector<ExprPtr> decorators; // outermost first
    std::vector<ExprPtr> annotations; // of the parameters and the return, evaluated by the def
};

// What a def, lambda or comprehension compiles to: its parameters, its slots and its body.
// Shared between the tree and every function object made from it, so a function outlives
// the chunk of source that defined it.
struct FunctionCode {
    enum class Kind { Function, Lambda, ListComp, SetComp, DictComp, GeneratorExp };
    Kind kind = Kind::Function;
    std::string name;      // "f", "<lambda>", "<listcomp>"
    std::string qualname;  // "outer.<locals>.f"
    int line = 1;          // of the `def` (or of the decorator list's first line)

    // Parameters occupy the first fast slots: positional ones (positional-only first),
    // then keyword-only ones, then *args, then **kwargs (CPython's co_varnames order).
    int posOnlyCount = 0;
    int positionalCount = 0; // positional-only included
    int kwOnlyCount = 0;
    bool hasVarArgs = false;
    bool hasVarKeywords = false;
    std::vector<std::string> localNames; // fast slot -> name
    std::vector<std::string> cellNames;  // own cells first, then free variables
    int ownCellCount = 0;
    // Parameters that live in cells: (fast slot of the argument, cell index).
    std::vector<std::pair<int, int>> cellParameters;
    // For each free variable (cell ownCellCount + i), the cell of the defining frame it is.
    std::vector<int> closureSources;

    std::vector<Stmt> body;
    // Comprehensions: the element (and value) and the generators live on the Expr; the
    // outermost iterable arrives as fast slot 0 (".0").
    const Expr *comprehension = nullptr;

    int parameterCount() const { return positionalCount + kwOnlyCount + hasVarArgs + hasVarKeywords; }
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

// Valid Python the interpreter does not run (classes, generators, async, match, ...).
struct UnsupportedInfo {
    std::string construct; // e.g. "class definition", "'yield' expression", "'match' statement"
    int line = 1;
};

struct ParseResult {
    Module module;
    std::optional<SyntaxErrorInfo> syntaxError; // takes precedence over unsupported
    std::optional<UnsupportedInfo> unsupported;  // the first one in the file
};

} // namespace tl::ast
