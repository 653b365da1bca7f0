#include "Parser.h"

#include "Lexer.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <functional>
#include <limits>
#include <memory>
#include <unordered_map>

// Parsing mirrors CPython 3.11 (Grammar/python.gram, Parser/pegen*.c, action_helpers.c,
// string_parser.c) rule by rule. Python's error messages, and which of several errors it
// reports, depend on the exact order in which its PEG parser tries alternatives and pulls
// tokens; a hand-made grammar would accept the same programs but disagree on the errors.
//
// Stages: a PEG parse of the full Python grammar into a private syntax tree (PNode), a
// second pass with the `invalid_*` rules when the first fails, the checks CPython's
// compiler makes after parsing (`'return' outside function`, ...), then lowering of the
// subset into tl::ast and the search for the first construct outside the subset.

namespace tl {

namespace {

// ---------------------------------------------------------------------------------------
// Private syntax tree: Python's own AST kinds, with generic slots.

enum class NK : uint8_t {
    // expressions
    Name, Constant, Attribute, Subscript, Starred, List, Tuple, Set, Dict, BinOp, UnaryOp,
    BoolOp, Compare, Call, IfExp, Lambda, NamedExpr, Yield, YieldFrom, Await, ListComp,
    SetComp, DictComp, GeneratorExp, JoinedStr, FormattedValue, Slice,
    // statements
    FunctionDef, AsyncFunctionDef, ClassDef, Return, Delete, Assign, AugAssign, AnnAssign,
    For, AsyncFor, While, If, With, AsyncWith, Match, Raise, Try, TryStar, Assert, Import,
    ImportFrom, Global, Nonlocal, Expr, Pass, Break, Continue,
    // pieces
    Seq, Keyword, Arg, Arguments, Comprehension, Alias, ExceptHandler, WithItem, MatchCase,
    Pattern, CmpPair, KeyValue, StarEtc, NameDefault,
};

enum class ConstKind : uint8_t { None, True, False, Ellipsis, Int, Float, Complex, Str, Bytes };
enum PatKind { PatValue, PatSingleton, PatSequence, PatMapping, PatClass, PatStar, PatAs, PatOr };

// Slot use per kind (a, b, c, d are children; list, list2, list3 child lists):
//   Name: str | Constant: op=ConstKind, str=literal text (numbers) or decoded value (str),
//     flag=value came from a `\N{...}` escape | Attribute: a=value str=attr
//   Subscript: a=value b=slice | Starred: a | List/Tuple/Set: list | Dict: list=keys
//     (nullptr for `**`), list2=values | BinOp: a op b | UnaryOp: op a | BoolOp: op list
//   Compare: a=left, list=CmpPair(op, a) | Call: a=func list=args list2=Keyword
//   IfExp: a=body b=test c=orelse | Lambda: a=Arguments b=body | NamedExpr: a=target b=value
//   Yield/YieldFrom/Await: a | ListComp/SetComp/GeneratorExp: a=elt list=Comprehension
//   DictComp: a=key b=value list=Comprehension | JoinedStr: list | FormattedValue: a b=spec
//   Slice: a=lower b=upper c=step
//   FunctionDef: str=name a=Arguments b=returns list=body list2=decorators
//   ClassDef: str=name list=bases list2=Keyword list3=body a=Seq(decorators)
//   Return: a | Delete: list | Assign: list=targets a=value | AugAssign: a=target op b=value
//   AnnAssign: a=target b=annotation c=value | For: a=target b=iter list=body list2=orelse
//   While/If: a=test list=body list2=orelse | With: list=WithItem(a, b) list2=body
//   Match: a=subject list=MatchCase(a=pattern b=guard list=body) | Raise: a b
//   Try/TryStar: list=body list2=ExceptHandler(a=type str=name list=body) list3=orelse
//     a=Seq(finalbody) | Assert: a b | Import: list=Alias(str, str2) | ImportFrom: str=module
//     list=Alias op=level | Global/Nonlocal: list=Name | Expr: a
//   Arguments: list=posonly list2=args list3=kwonly a=vararg b=kwarg c=Seq(defaults)
//     d=Seq(kw defaults) | Arg: str=name a=annotation | Keyword: str=name ("" for **) a=value
//   Comprehension: a=target b=iter list=ifs flag=async
//   Pattern (op = PatKind): Value/Singleton: a=expr | Sequence: list | Mapping: list=KeyValue
//     (a=key b=pattern) str=`**rest` | Class: a=class list=positional list2=KeyValue(a=Name
//     b=pattern) | Star: str (empty for `*_`) | As: a=sub-pattern (nullable) str=name (empty
//     for `_`) | Or: list
struct PNode {
    NK kind = NK::Seq;
    int op = 0;
    bool flag = false;
    bool semicolon = false; // statement followed by `;` on its line
    int line = 1, col = 0, endLine = 1, endCol = 0;
    std::string str, str2;
    PNode *a = nullptr, *b = nullptr, *c = nullptr, *d = nullptr;
    std::vector<PNode *> list, list2, list3;
};

enum PyBinOp { OpAdd, OpSub, OpMult, OpMatMult, OpDiv, OpMod, OpPow, OpLShift, OpRShift, OpBitOr,
               OpBitXor, OpBitAnd, OpFloorDiv };
enum PyUnaryOp { OpInvert, OpNot, OpUAdd, OpUSub };
enum PyCmpOp { CmpEq, CmpNotEq, CmpLt, CmpLtE, CmpGt, CmpGtE, CmpIs, CmpIsNot, CmpIn, CmpNotIn };
enum PyBoolOp { BoolAnd, BoolOr };

using Arena = std::deque<PNode>;

// Raised errors unwind the whole parse, as pegen's error_indicator does.
struct ParseAbort {};

struct ErrorState {
    ast::SyntaxErrorInfo info;
    bool fromTokenizer = false;
    bool tooDeep = false; // CPython would fail with MemoryError / RecursionError
};

constexpr int kMaxStack = 6000; // pegen's MAXSTACK: deeper rule nesting is a MemoryError

// Rule ids for memoization.
enum Rule : int {
    R_simple_stmt, R_block, R_expression, R_star_expression, R_disjunction, R_conjunction,
    R_inversion, R_factor, R_await_primary, R_primary, R_bitwise_or, R_bitwise_xor,
    R_bitwise_and, R_shift_expr, R_sum, R_term, R_strings, R_arguments, R_star_target,
    R_target_with_star_atom, R_t_primary, R_del_target, R_closed_pattern, R_star_pattern,
    R_invalid_named_expression, R_dotted_name, R_slices,
};

bool hasNoStart(TokenKind k)
{
    return k == TokenKind::Indent || k == TokenKind::Dedent || k == TokenKind::EndMarker
           || k == TokenKind::ErrorToken;
}

const char *exprName(const PNode *e)
{
    switch (e->kind) {
    case NK::Attribute: return "attribute";
    case NK::Subscript: return "subscript";
    case NK::Starred: return "starred";
    case NK::Name: return "name";
    case NK::List: return "list";
    case NK::Tuple: return "tuple";
    case NK::Lambda: return "lambda";
    case NK::Call: return "function call";
    case NK::BoolOp: case NK::BinOp: case NK::UnaryOp: return "expression";
    case NK::GeneratorExp: return "generator expression";
    case NK::Yield: case NK::YieldFrom: return "yield expression";
    case NK::Await: return "await expression";
    case NK::ListComp: return "list comprehension";
    case NK::SetComp: return "set comprehension";
    case NK::DictComp: return "dict comprehension";
    case NK::Dict: return "dict literal";
    case NK::Set: return "set display";
    case NK::JoinedStr: case NK::FormattedValue: return "f-string expression";
    case NK::Constant:
        switch (static_cast<ConstKind>(e->op)) {
        case ConstKind::None: return "None";
        case ConstKind::False: return "False";
        case ConstKind::True: return "True";
        case ConstKind::Ellipsis: return "ellipsis";
        default: return "literal";
        }
    case NK::Compare: return "comparison";
    case NK::IfExp: return "conditional expression";
    case NK::NamedExpr: return "named expression";
    default: return "expression";
    }
}

enum class Targets { Star, Del, For };

// _PyPegen_get_invalid_target
const PNode *invalidTarget(const PNode *e, Targets type)
{
    if (!e)
        return nullptr;
    switch (e->kind) {
    case NK::List:
    case NK::Tuple:
        for (const PNode *x : e->list)
            if (const PNode *bad = invalidTarget(x, type))
                return bad;
        return nullptr;
    case NK::Starred:
        if (type == Targets::Del)
            return e;
        return invalidTarget(e->a, type);
    case NK::Compare:
        // `for a in b` first parses `a in b` as a comparison.
        if (type == Targets::For) {
            if (!e->list.empty() && e->list[0]->op == CmpIn)
                return invalidTarget(e->a, type);
            return nullptr;
        }
        return e;
    case NK::Name:
    case NK::Subscript:
    case NK::Attribute:
        return nullptr;
    default:
        return e;
    }
}

// ---------------------------------------------------------------------------------------
// The PEG parser.

class Peg {
public:
    Peg(Lexer lexer, Arena &arena, bool fstringMode)
        : lex_(std::move(lexer)), arena_(arena), fstringMode_(fstringMode)
    {
    }

    // Runs the parse the way _PyPegen_run_parser does. Returns the module (or, in f-string
    // mode, the expression), or nullptr with error() set.
    PNode *run();

    const ErrorState &error() const { return err_; }
    Lexer &lexer() { return lex_; }

private:
    // ---- tokens -----------------------------------------------------------------------
    Lexer lex_;
    Arena &arena_;
    bool fstringMode_ = false;
    std::deque<Token> toks_;
    int mark_ = 0;
    bool callInvalid_ = false;
    int level_ = 0;
    std::vector<std::vector<std::pair<int, std::pair<PNode *, int>>>> memo_;
    ErrorState err_;
    bool hasError_ = false;

    struct Enter {
        Peg &p;
        explicit Enter(Peg &peg) : p(peg)
        {
            if (p.level_ >= kMaxStack) {
                p.err_ = ErrorState{};
                p.err_.tooDeep = true;
                p.hasError_ = true;
                throw ParseAbort{};
            }
            ++p.level_;
            p.ensure(p.mark_); // like pegen's EXTRA prologue: a rule reads its first token
        }
        ~Enter() { --p.level_; }
    };

    void fillToken()
    {
        Token t = lex_.next();
        toks_.push_back(std::move(t));
        memo_.emplace_back();
        if (toks_.back().kind == TokenKind::ErrorToken)
            raiseTokenizerError();
    }
    void ensure(int i)
    {
        while (static_cast<int>(toks_.size()) <= i)
            fillToken();
    }
    const Token &cur()
    {
        ensure(mark_);
        return toks_[static_cast<std::size_t>(mark_)];
    }
    TokenKind peek() { return cur().kind; }
    bool at(TokenKind k) { return peek() == k; }
    bool atSoft(const char *kw) { return peek() == TokenKind::Name && cur().text == kw; }
    // Matches one token; returns its index or -1.
    int expect(TokenKind k)
    {
        if (peek() != k)
            return -1;
        return mark_++;
    }
    bool eat(TokenKind k) { return expect(k) >= 0; }
    int expectSoft(const char *kw)
    {
        if (!atSoft(kw))
            return -1;
        return mark_++;
    }
    // `&&'x'`: a token that must be there once the alternative got this far.
    int expectForced(TokenKind k, const char *text)
    {
        if (peek() != k) {
            const Token &t = cur();
            raiseAt("SyntaxError", std::string("expected '") + text + "'", t.line, errorCol(t));
        }
        return mark_++;
    }
    // TYPE_COMMENT never occurs (type comments are off), but checking for one still reads
    // the token, which matters for where generic errors are reported.
    void peekTypeComment() { ensure(mark_); }

    // ---- memo ---------------------------------------------------------------------------
    bool memoGet(int rule, PNode *&out)
    {
        ensure(mark_);
        for (const auto &m : memo_[static_cast<std::size_t>(mark_)])
            if (m.first == rule) {
                out = m.second.first;
                mark_ = m.second.second;
                return true;
            }
        return false;
    }
    void memoPut(int rule, int start, PNode *node)
    {
        memo_[static_cast<std::size_t>(start)].push_back({rule, {node, mark_}});
    }
    template <typename F>
    PNode *memoized(int rule, F &&body)
    {
        Enter e(*this);
        int start = mark_;
        PNode *r = nullptr;
        if (memoGet(rule, r))
            return r;
        r = body();
        if (!r)
            mark_ = start;
        memoPut(rule, start, r);
        return r;
    }

    // ---- nodes --------------------------------------------------------------------------
    PNode *node(NK kind, int start)
    {
        arena_.emplace_back();
        PNode *n = &arena_.back();
        n->kind = kind;
        ensure(start);
        const Token &s = toks_[static_cast<std::size_t>(start)];
        n->line = s.line;
        n->col = s.col;
        const Token *e = &s;
        for (int m = mark_ - 1; m >= 0; --m) {
            const Token &t = toks_[static_cast<std::size_t>(m)];
            e = &t;
            if (t.kind != TokenKind::EndMarker && t.kind != TokenKind::Newline && t.kind != TokenKind::Indent
                && t.kind != TokenKind::Dedent)
                break;
        }
        n->endLine = e->endLine;
        n->endCol = e->endCol;
        return n;
    }
    PNode *seq(std::vector<PNode *> items)
    {
        arena_.emplace_back();
        PNode *n = &arena_.back();
        n->kind = NK::Seq;
        n->list = std::move(items);
        return n;
    }

    // ---- errors -------------------------------------------------------------------------
    int errorCol(const Token &t)
    {
        return hasNoStart(t.kind) ? lex_.currentColumn() - 1 : t.col;
    }
    [[noreturn]] void raiseAt(const char *type, const std::string &msg, int line, int col)
    {
        if (!hasError_) {
            err_ = ErrorState{};
            err_.info.type = type;
            err_.info.message = fstringMode_ ? "f-string: " + msg : msg;
            err_.info.line = line;
            err_.info.col = col;
            hasError_ = true;
        }
        throw ParseAbort{};
    }
    // RAISE_SYNTAX_ERROR / RAISE_INDENTATION_ERROR: at the last token read so far.
    [[noreturn]] void raiseLast(const std::string &msg, const char *type = "SyntaxError")
    {
        if (toks_.empty())
            raiseAt(type, msg, 0, 0);
        const Token &t = toks_.back();
        raiseAt(type, msg, t.line, errorCol(t));
    }
    [[noreturn]] void raiseNode(const PNode *n, const std::string &msg)
    {
        raiseAt("SyntaxError", msg, n->line, n->col);
    }
    [[noreturn]] void raiseTok(int index, const std::string &msg)
    {
        const Token &t = toks_[static_cast<std::size_t>(index)];
        raiseAt("SyntaxError", msg, t.line, errorCol(t));
    }
    [[noreturn]] void raiseTokenizerError()
    {
        const Lexer::Error &e = *lex_.error();
        if (!hasError_) {
            err_ = ErrorState{};
            err_.info.type = e.type;
            err_.info.message = e.message;
            err_.info.line = e.line;
            err_.info.col = e.col;
            err_.fromTokenizer = true;
            hasError_ = true;
        }
        throw ParseAbort{};
    }
    void raiseInvalidTarget(Targets type, const PNode *e)
    {
        if (const PNode *bad = invalidTarget(e, type))
            raiseNode(bad, std::string(type == Targets::Del ? "cannot delete " : "cannot assign to ")
                               + exprName(bad));
    }
    void tokenizeRestForErrors(int errLine);

    // ---- grammar ------------------------------------------------------------------------
    // ===== starting rules ==============================================================

    // file: [statements] ENDMARKER
    PNode *fileRule()
    {
        Enter e(*this);
        int start = mark_;
        PNode *a = statements();
        if (expect(TokenKind::EndMarker) >= 0) {
            PNode *m = seq(a ? a->list : std::vector<PNode *>{});
            return m;
        }
        mark_ = start;
        return nullptr;
    }

    // fstring: star_expressions
    PNode *fstringRule() { return star_expressions(); }

    // ===== statements ===================================================================

    // statements: statement+
    PNode *statements()
    {
        Enter e(*this);
        std::vector<PNode *> out;
        for (;;) {
            PNode *s = statement();
            if (!s)
                break;
            out.insert(out.end(), s->list.begin(), s->list.end());
        }
        if (out.empty())
            return nullptr;
        return seq(std::move(out));
    }

    // statement: compound_stmt | simple_stmts
    PNode *statement()
    {
        Enter e(*this);
        if (PNode *a = compound_stmt())
            return seq({a});
        if (PNode *a = simple_stmts())
            return a;
        return nullptr;
    }

    // simple_stmts: simple_stmt !';' NEWLINE | ';'.simple_stmt+ [';'] NEWLINE
    PNode *simple_stmts()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *a = simple_stmt()) {
            if (!at(TokenKind::Semi) && eat(TokenKind::Newline))
                return seq({a});
        }
        mark_ = start;
        std::vector<PNode *> items;
        if (PNode *a = simple_stmt()) {
            items.push_back(a);
            for (;;) {
                int m = mark_;
                if (!eat(TokenKind::Semi))
                    break;
                PNode *b = simple_stmt();
                if (!b) {
                    mark_ = m;
                    break;
                }
                items.push_back(b);
            }
            bool trailing = eat(TokenKind::Semi);
            if (eat(TokenKind::Newline)) {
                if (items.size() > 1 || trailing)
                    items.front()->semicolon = true;
                return seq(std::move(items));
            }
        }
        mark_ = start;
        return nullptr;
    }

    PNode *simple_stmt() { return memoized(R_simple_stmt, [&] { return simple_stmt_raw(); }); }
    PNode *simple_stmt_raw()
    {
        int start = mark_;
        if (PNode *a = assignment())
            return a;
        mark_ = start;
        if (PNode *e = star_expressions()) {
            PNode *n = node(NK::Expr, start);
            n->a = e;
            return n;
        }
        mark_ = start;
        if (at(TokenKind::KwReturn))
            if (PNode *a = return_stmt())
                return a;
        if (at(TokenKind::KwImport) || at(TokenKind::KwFrom))
            if (PNode *a = import_stmt())
                return a;
        if (at(TokenKind::KwRaise))
            if (PNode *a = raise_stmt())
                return a;
        if (eat(TokenKind::KwPass))
            return node(NK::Pass, start);
        if (at(TokenKind::KwDel))
            if (PNode *a = del_stmt())
                return a;
        if (at(TokenKind::KwYield))
            if (PNode *a = yield_stmt())
                return a;
        if (at(TokenKind::KwAssert))
            if (PNode *a = assert_stmt())
                return a;
        if (eat(TokenKind::KwBreak))
            return node(NK::Break, start);
        if (eat(TokenKind::KwContinue))
            return node(NK::Continue, start);
        if (at(TokenKind::KwGlobal))
            if (PNode *a = global_stmt())
                return a;
        if (at(TokenKind::KwNonlocal))
            if (PNode *a = nonlocal_stmt())
                return a;
        return nullptr;
    }

    PNode *compound_stmt()
    {
        Enter e(*this);
        TokenKind k = peek();
        if (k == TokenKind::KwDef || k == TokenKind::At || k == TokenKind::KwAsync)
            if (PNode *a = function_def())
                return a;
        if (at(TokenKind::KwIf))
            if (PNode *a = if_stmt())
                return a;
        if (at(TokenKind::KwClass) || at(TokenKind::At))
            if (PNode *a = class_def())
                return a;
        if (at(TokenKind::KwWith) || at(TokenKind::KwAsync))
            if (PNode *a = with_stmt())
                return a;
        if (at(TokenKind::KwFor) || at(TokenKind::KwAsync))
            if (PNode *a = for_stmt())
                return a;
        if (at(TokenKind::KwTry))
            if (PNode *a = try_stmt())
                return a;
        if (at(TokenKind::KwWhile))
            if (PNode *a = while_stmt())
                return a;
        if (PNode *a = match_stmt())
            return a;
        return nullptr;
    }

    // ['=' annotated_rhs]
    PNode *optAssignedRhs()
    {
        int m = mark_;
        if (eat(TokenKind::Equal)) {
            if (PNode *d = annotated_rhs())
                return d;
        }
        mark_ = m;
        return nullptr;
    }

    PNode *assignment()
    {
        Enter e(*this);
        int start = mark_;
        // NAME ':' expression ['=' annotated_rhs]
        if (PNode *a = nameNode()) {
            if (eat(TokenKind::Colon)) {
                if (PNode *b = expression()) {
                    PNode *c = optAssignedRhs();
                    PNode *n = node(NK::AnnAssign, start);
                    n->a = a;
                    n->b = b;
                    n->c = c;
                    n->flag = true;
                    return n;
                }
            }
        }
        mark_ = start;
        // ('(' single_target ')' | single_subscript_attribute_target) ':' expression ['=' annotated_rhs]
        {
            PNode *a = nullptr;
            if (eat(TokenKind::LPar)) {
                PNode *b = single_target();
                if (b && eat(TokenKind::RPar))
                    a = b;
            }
            if (!a) {
                mark_ = start;
                a = single_subscript_attribute_target();
            }
            if (a && eat(TokenKind::Colon)) {
                if (PNode *b = expression()) {
                    PNode *c = optAssignedRhs();
                    PNode *n = node(NK::AnnAssign, start);
                    n->a = a;
                    n->b = b;
                    n->c = c;
                    return n;
                }
            }
        }
        mark_ = start;
        // (star_targets '=')+ (yield_expr | star_expressions) !'=' [TYPE_COMMENT]
        {
            std::vector<PNode *> targets;
            for (;;) {
                int m = mark_;
                PNode *z = star_targets();
                if (z && eat(TokenKind::Equal)) {
                    targets.push_back(z);
                    continue;
                }
                mark_ = m;
                break;
            }
            if (!targets.empty()) {
                PNode *b = yield_expr();
                if (!b)
                    b = star_expressions();
                if (b && !at(TokenKind::Equal)) {
                    peekTypeComment();
                    PNode *n = node(NK::Assign, start);
                    n->list = std::move(targets);
                    n->a = b;
                    return n;
                }
            }
        }
        mark_ = start;
        // single_target augassign ~ (yield_expr | star_expressions)
        if (PNode *a = single_target()) {
            int op = augassign();
            if (op >= 0) {
                PNode *c = yield_expr();
                if (!c)
                    c = star_expressions();
                if (!c) { // cut: no other alternative
                    mark_ = start;
                    return nullptr;
                }
                PNode *n = node(NK::AugAssign, start);
                n->a = a;
                n->op = op;
                n->b = c;
                return n;
            }
        }
        mark_ = start;
        if (callInvalid_) {
            invalid_assignment();
            mark_ = start;
        }
        return nullptr;
    }

    // annotated_rhs: yield_expr | star_expressions
    PNode *annotated_rhs()
    {
        Enter e(*this);
        if (PNode *a = yield_expr())
            return a;
        return star_expressions();
    }

    // Returns the operator, or -1.
    int augassign()
    {
        Enter e(*this);
        static const std::pair<TokenKind, int> ops[] = {
            {TokenKind::PlusEqual, OpAdd},        {TokenKind::MinEqual, OpSub},
            {TokenKind::StarEqual, OpMult},       {TokenKind::AtEqual, OpMatMult},
            {TokenKind::SlashEqual, OpDiv},       {TokenKind::PercentEqual, OpMod},
            {TokenKind::AmperEqual, OpBitAnd},    {TokenKind::VBarEqual, OpBitOr},
            {TokenKind::CircumflexEqual, OpBitXor}, {TokenKind::LeftShiftEqual, OpLShift},
            {TokenKind::RightShiftEqual, OpRShift}, {TokenKind::DoubleStarEqual, OpPow},
            {TokenKind::DoubleSlashEqual, OpFloorDiv},
        };
        for (const auto &o : ops)
            if (eat(o.first))
                return o.second;
        return -1;
    }

    PNode *return_stmt()
    {
        Enter e(*this);
        int start = mark_;
        if (!eat(TokenKind::KwReturn))
            return nullptr;
        PNode *a = star_expressions();
        PNode *n = node(NK::Return, start);
        n->a = a;
        return n;
    }

    PNode *raise_stmt()
    {
        Enter e(*this);
        int start = mark_;
        if (eat(TokenKind::KwRaise)) {
            if (PNode *a = expression()) {
                PNode *b = nullptr;
                int m = mark_;
                if (eat(TokenKind::KwFrom)) {
                    b = expression();
                    if (!b)
                        mark_ = m;
                }
                PNode *n = node(NK::Raise, start);
                n->a = a;
                n->b = b;
                return n;
            }
        }
        mark_ = start;
        if (eat(TokenKind::KwRaise))
            return node(NK::Raise, start);
        mark_ = start;
        return nullptr;
    }

    // ','.NAME+
    std::vector<PNode *> nameList()
    {
        std::vector<PNode *> names;
        PNode *a = nameNode();
        if (!a)
            return names;
        names.push_back(a);
        for (;;) {
            int m = mark_;
            if (!eat(TokenKind::Comma))
                break;
            PNode *b = nameNode();
            if (!b) {
                mark_ = m;
                break;
            }
            names.push_back(b);
        }
        return names;
    }

    PNode *global_stmt()
    {
        Enter e(*this);
        int start = mark_;
        if (eat(TokenKind::KwGlobal)) {
            auto names = nameList();
            if (!names.empty()) {
                PNode *n = node(NK::Global, start);
                n->list = std::move(names);
                return n;
            }
        }
        mark_ = start;
        return nullptr;
    }

    PNode *nonlocal_stmt()
    {
        Enter e(*this);
        int start = mark_;
        if (eat(TokenKind::KwNonlocal)) {
            auto names = nameList();
            if (!names.empty()) {
                PNode *n = node(NK::Nonlocal, start);
                n->list = std::move(names);
                return n;
            }
        }
        mark_ = start;
        return nullptr;
    }

    // del_stmt: 'del' del_targets &(';' | NEWLINE) | invalid_del_stmt
    PNode *del_stmt()
    {
        Enter e(*this);
        int start = mark_;
        if (eat(TokenKind::KwDel)) {
            if (PNode *a = del_targets()) {
                if (at(TokenKind::Semi) || at(TokenKind::Newline)) {
                    PNode *n = node(NK::Delete, start);
                    n->list = a->list;
                    return n;
                }
            }
        }
        mark_ = start;
        if (callInvalid_) {
            // invalid_del_stmt: 'del' star_expressions
            if (eat(TokenKind::KwDel))
                if (PNode *a = star_expressions())
                    raiseInvalidTarget(Targets::Del, a);
            mark_ = start;
        }
        return nullptr;
    }

    PNode *yield_stmt()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *y = yield_expr()) {
            PNode *n = node(NK::Expr, start);
            n->a = y;
            return n;
        }
        return nullptr;
    }

    PNode *assert_stmt()
    {
        Enter e(*this);
        int start = mark_;
        if (eat(TokenKind::KwAssert)) {
            if (PNode *a = expression()) {
                PNode *b = nullptr;
                int m = mark_;
                if (eat(TokenKind::Comma)) {
                    b = expression();
                    if (!b)
                        mark_ = m;
                }
                PNode *n = node(NK::Assert, start);
                n->a = a;
                n->b = b;
                return n;
            }
        }
        mark_ = start;
        return nullptr;
    }

    PNode *import_stmt()
    {
        Enter e(*this);
        if (PNode *a = import_name())
            return a;
        return import_from();
    }

    PNode *import_name()
    {
        Enter e(*this);
        int start = mark_;
        if (eat(TokenKind::KwImport)) {
            if (PNode *a = dotted_as_names()) {
                PNode *n = node(NK::Import, start);
                n->list = a->list;
                return n;
            }
        }
        mark_ = start;
        return nullptr;
    }

    // ('.' | '...')*: number of dots
    int importDots()
    {
        int dots = 0;
        for (;;) {
            if (eat(TokenKind::Dot))
                dots += 1;
            else if (eat(TokenKind::Ellipsis))
                dots += 3;
            else
                return dots;
        }
    }

    PNode *import_from()
    {
        Enter e(*this);
        int start = mark_;
        if (eat(TokenKind::KwFrom)) {
            int dots = importDots();
            if (PNode *b = dotted_name()) {
                if (eat(TokenKind::KwImport)) {
                    if (PNode *c = import_from_targets()) {
                        PNode *n = node(NK::ImportFrom, start);
                        n->str = b->str;
                        n->list = c->list;
                        n->op = dots;
                        return n;
                    }
                }
            }
        }
        mark_ = start;
        if (eat(TokenKind::KwFrom)) {
            int before = mark_;
            int dots = importDots();
            if (mark_ > before && eat(TokenKind::KwImport)) {
                if (PNode *b = import_from_targets()) {
                    PNode *n = node(NK::ImportFrom, start);
                    n->list = b->list;
                    n->op = dots;
                    return n;
                }
            }
        }
        mark_ = start;
        return nullptr;
    }

    PNode *import_from_targets()
    {
        Enter e(*this);
        int start = mark_;
        if (eat(TokenKind::LPar)) {
            if (PNode *a = import_from_as_names()) {
                eat(TokenKind::Comma);
                if (eat(TokenKind::RPar))
                    return a;
            }
        }
        mark_ = start;
        if (PNode *a = import_from_as_names()) {
            if (!at(TokenKind::Comma))
                return a;
        }
        mark_ = start;
        if (eat(TokenKind::Star)) {
            PNode *al = node(NK::Alias, start);
            al->str = "*";
            return seq({al});
        }
        mark_ = start;
        if (callInvalid_) {
            // invalid_import_from_targets: import_from_as_names ',' NEWLINE
            if (import_from_as_names() && eat(TokenKind::Comma) && eat(TokenKind::Newline))
                raiseLast("trailing comma not allowed without surrounding parentheses");
            mark_ = start;
        }
        return nullptr;
    }

    PNode *import_from_as_names()
    {
        Enter e(*this);
        std::vector<PNode *> items;
        PNode *a = import_from_as_name();
        if (!a)
            return nullptr;
        items.push_back(a);
        for (;;) {
            int m = mark_;
            if (!eat(TokenKind::Comma))
                break;
            PNode *b = import_from_as_name();
            if (!b) {
                mark_ = m;
                break;
            }
            items.push_back(b);
        }
        return seq(std::move(items));
    }

    PNode *import_from_as_name()
    {
        Enter e(*this);
        int start = mark_;
        PNode *a = nameNode();
        if (!a)
            return nullptr;
        std::string as;
        int m = mark_;
        if (eat(TokenKind::KwAs)) {
            if (PNode *z = nameNode())
                as = z->str;
            else
                mark_ = m;
        }
        PNode *n = node(NK::Alias, start);
        n->str = a->str;
        n->str2 = as;
        return n;
    }

    PNode *dotted_as_names()
    {
        Enter e(*this);
        std::vector<PNode *> items;
        PNode *a = dotted_as_name();
        if (!a)
            return nullptr;
        items.push_back(a);
        for (;;) {
            int m = mark_;
            if (!eat(TokenKind::Comma))
                break;
            PNode *b = dotted_as_name();
            if (!b) {
                mark_ = m;
                break;
            }
            items.push_back(b);
        }
        return seq(std::move(items));
    }

    PNode *dotted_as_name()
    {
        Enter e(*this);
        int start = mark_;
        PNode *a = dotted_name();
        if (!a)
            return nullptr;
        std::string as;
        int m = mark_;
        if (eat(TokenKind::KwAs)) {
            if (PNode *z = nameNode())
                as = z->str;
            else
                mark_ = m;
        }
        PNode *n = node(NK::Alias, start);
        n->str = a->str;
        n->str2 = as;
        return n;
    }

    // dotted_name: dotted_name '.' NAME | NAME
    PNode *dotted_name()
    {
        return memoized(R_dotted_name, [&]() -> PNode * {
            int start = mark_;
            PNode *a = nameNode();
            if (!a)
                return nullptr;
            std::string text = a->str;
            for (;;) {
                int m = mark_;
                if (!eat(TokenKind::Dot))
                    break;
                PNode *b = nameNode();
                if (!b) {
                    mark_ = m;
                    break;
                }
                text += "." + b->str;
            }
            PNode *n = node(NK::Name, start);
            n->str = text;
            return n;
        });
    }

    // ===== compound statements =========================================================

    // block: NEWLINE INDENT statements DEDENT | simple_stmts | invalid_block
    PNode *block()
    {
        return memoized(R_block, [&]() -> PNode * {
            int start = mark_;
            if (eat(TokenKind::Newline) && eat(TokenKind::Indent)) {
                if (PNode *a = statements())
                    if (eat(TokenKind::Dedent))
                        return a;
            }
            mark_ = start;
            if (PNode *a = simple_stmts())
                return a;
            mark_ = start;
            if (callInvalid_) {
                // invalid_block: NEWLINE !INDENT
                if (eat(TokenKind::Newline) && !at(TokenKind::Indent))
                    raiseLast("expected an indented block", "IndentationError");
                mark_ = start;
            }
            return nullptr;
        });
    }

    // decorators: ('@' named_expression NEWLINE)+
    PNode *decorators()
    {
        Enter e(*this);
        std::vector<PNode *> items;
        for (;;) {
            int m = mark_;
            if (eat(TokenKind::At)) {
                if (PNode *f = named_expression()) {
                    if (eat(TokenKind::Newline)) {
                        items.push_back(f);
                        continue;
                    }
                }
            }
            mark_ = m;
            break;
        }
        if (items.empty())
            return nullptr;
        return seq(std::move(items));
    }

    PNode *class_def()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *a = decorators()) {
            if (PNode *b = class_def_raw()) {
                b->a = a;
                return b;
            }
        }
        mark_ = start;
        return class_def_raw();
    }

    PNode *class_def_raw()
    {
        Enter e(*this);
        int start = mark_;
        if (callInvalid_) {
            invalid_class_def_raw();
            mark_ = start;
        }
        if (eat(TokenKind::KwClass)) {
            if (PNode *a = nameNode()) {
                PNode *args = nullptr;
                int m = mark_;
                if (eat(TokenKind::LPar)) {
                    PNode *z = arguments();
                    if (eat(TokenKind::RPar))
                        args = z;
                    else
                        mark_ = m;
                }
                if (eat(TokenKind::Colon)) {
                    if (PNode *c = block()) {
                        PNode *n = node(NK::ClassDef, start);
                        n->str = a->str;
                        if (args) {
                            n->list = args->list;
                            n->list2 = args->list2;
                        }
                        n->list3 = c->list;
                        return n;
                    }
                }
            }
        }
        mark_ = start;
        return nullptr;
    }

    PNode *function_def()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *d = decorators()) {
            if (PNode *f = function_def_raw()) {
                f->list2 = d->list;
                return f;
            }
        }
        mark_ = start;
        return function_def_raw();
    }

    PNode *function_def_raw()
    {
        Enter e(*this);
        int start = mark_;
        if (callInvalid_) {
            invalid_def_raw();
            mark_ = start;
        }
        for (int async = 0; async < 2; ++async) {
            mark_ = start;
            if (async && !eat(TokenKind::KwAsync))
                break;
            if (!eat(TokenKind::KwDef))
                continue;
            PNode *n = nameNode();
            if (!n)
                continue;
            expectForced(TokenKind::LPar, "(");
            PNode *params = this->params();
            if (!eat(TokenKind::RPar))
                continue;
            PNode *ret = nullptr;
            int m = mark_;
            if (eat(TokenKind::RArrow)) {
                ret = expression();
                if (!ret)
                    mark_ = m;
            }
            expectForced(TokenKind::Colon, ":");
            func_type_comment();
            PNode *b = block();
            if (!b)
                continue;
            PNode *f = node(async ? NK::AsyncFunctionDef : NK::FunctionDef, start);
            f->str = n->str;
            f->a = params ? params : emptyArguments(start);
            f->b = ret;
            f->list = b->list;
            return f;
        }
        mark_ = start;
        return nullptr;
    }

    // func_type_comment: NEWLINE TYPE_COMMENT &(NEWLINE INDENT) | invalid_double_type_comments
    // | TYPE_COMMENT. Never matches without type comments; only its token reads matter.
    void func_type_comment()
    {
        Enter e(*this);
        int start = mark_;
        if (eat(TokenKind::Newline))
            peekTypeComment();
        mark_ = start;
    }

    PNode *emptyArguments(int start)
    {
        PNode *n = node(NK::Arguments, start);
        n->c = seq({});
        n->d = seq({});
        return n;
    }

    // ===== parameters ==================================================================

    PNode *params()
    {
        Enter e(*this);
        int start = mark_;
        if (callInvalid_) {
            invalid_parameters();
            mark_ = start;
        }
        return parameters();
    }

    // Builds an arguments node (_PyPegen_make_arguments).
    PNode *makeArguments(int start, PNode *slashNoDefault, PNode *slashWithDefault,
                         std::vector<PNode *> plainNames, std::vector<PNode *> namesWithDefault,
                         PNode *starEtc)
    {
        PNode *n = node(NK::Arguments, start);
        std::vector<PNode *> defaults;
        if (slashNoDefault) {
            n->list = slashNoDefault->list;
        } else if (slashWithDefault) {
            n->list = slashWithDefault->list;
            for (PNode *nd : slashWithDefault->list2) {
                n->list.push_back(nd->a);
                defaults.push_back(nd->b);
            }
        }
        for (PNode *p : plainNames)
            n->list2.push_back(p);
        for (PNode *nd : namesWithDefault) {
            n->list2.push_back(nd->a);
            defaults.push_back(nd->b);
        }
        std::vector<PNode *> kwDefaults;
        if (starEtc) {
            n->a = starEtc->a;
            n->b = starEtc->b;
            for (PNode *nd : starEtc->list) {
                n->list3.push_back(nd->a);
                kwDefaults.push_back(nd->b);
            }
        }
        n->c = seq(std::move(defaults));
        n->d = seq(std::move(kwDefaults));
        return n;
    }

    PNode *parameters()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *a = slash_no_default()) {
            auto b = repeat([&] { return param_no_default(); });
            auto c = repeat([&] { return param_with_default(); });
            PNode *d = star_etc();
            return makeArguments(start, a, nullptr, b, c, d);
        }
        mark_ = start;
        if (PNode *a = slash_with_default()) {
            auto b = repeat([&] { return param_with_default(); });
            PNode *c = star_etc();
            return makeArguments(start, nullptr, a, {}, b, c);
        }
        mark_ = start;
        {
            auto a = repeat([&] { return param_no_default(); });
            if (!a.empty()) {
                auto b = repeat([&] { return param_with_default(); });
                PNode *c = star_etc();
                return makeArguments(start, nullptr, nullptr, a, b, c);
            }
        }
        mark_ = start;
        {
            auto a = repeat([&] { return param_with_default(); });
            if (!a.empty()) {
                PNode *b = star_etc();
                return makeArguments(start, nullptr, nullptr, {}, a, b);
            }
        }
        mark_ = start;
        if (PNode *a = star_etc())
            return makeArguments(start, nullptr, nullptr, {}, {}, a);
        mark_ = start;
        return nullptr;
    }

    template <typename F>
    std::vector<PNode *> repeat(F &&f)
    {
        std::vector<PNode *> out;
        for (;;) {
            int m = mark_;
            PNode *x = f();
            if (!x) {
                mark_ = m;
                break;
            }
            out.push_back(x);
        }
        return out;
    }

    // slash_no_default: param_no_default+ '/' ',' | param_no_default+ '/' &')'
    PNode *slash_no_default()
    {
        Enter e(*this);
        int start = mark_;
        for (int alt = 0; alt < 2; ++alt) {
            mark_ = start;
            auto a = repeat([&] { return param_no_default(); });
            if (a.empty() || !eat(TokenKind::Slash))
                continue;
            if (alt == 0 ? eat(TokenKind::Comma) : at(TokenKind::RPar))
                return seq(std::move(a));
        }
        mark_ = start;
        return nullptr;
    }

    // slash_with_default: param_no_default* param_with_default+ '/' (',' | &')')
    PNode *slash_with_default()
    {
        Enter e(*this);
        int start = mark_;
        for (int alt = 0; alt < 2; ++alt) {
            mark_ = start;
            auto a = repeat([&] { return param_no_default(); });
            auto b = repeat([&] { return param_with_default(); });
            if (b.empty() || !eat(TokenKind::Slash))
                continue;
            if (alt == 0 ? eat(TokenKind::Comma) : at(TokenKind::RPar)) {
                PNode *n = seq(std::move(a));
                n->list2 = std::move(b);
                return n;
            }
        }
        mark_ = start;
        return nullptr;
    }

    PNode *starEtcNode(PNode *vararg, std::vector<PNode *> kwonly, PNode *kwarg)
    {
        arena_.emplace_back();
        PNode *n = &arena_.back();
        n->kind = NK::StarEtc;
        n->a = vararg;
        n->b = kwarg;
        n->list = std::move(kwonly);
        return n;
    }

    PNode *star_etc()
    {
        Enter e(*this);
        int start = mark_;
        if (callInvalid_) {
            invalid_star_etc();
            mark_ = start;
        }
        if (eat(TokenKind::Star)) {
            if (PNode *a = param_no_default()) {
                auto b = repeat([&] { return param_maybe_default(); });
                PNode *c = kwds();
                return starEtcNode(a, b, c);
            }
        }
        mark_ = start;
        if (eat(TokenKind::Star)) {
            if (PNode *a = param_no_default_star_annotation()) {
                auto b = repeat([&] { return param_maybe_default(); });
                PNode *c = kwds();
                return starEtcNode(a, b, c);
            }
        }
        mark_ = start;
        if (eat(TokenKind::Star) && eat(TokenKind::Comma)) {
            auto b = repeat([&] { return param_maybe_default(); });
            if (!b.empty()) {
                PNode *c = kwds();
                return starEtcNode(nullptr, b, c);
            }
        }
        mark_ = start;
        if (PNode *a = kwds())
            return starEtcNode(nullptr, {}, a);
        mark_ = start;
        return nullptr;
    }

    PNode *kwds()
    {
        Enter e(*this);
        int start = mark_;
        if (callInvalid_) {
            invalid_kwds();
            mark_ = start;
        }
        if (eat(TokenKind::DoubleStar))
            if (PNode *a = param_no_default())
                return a;
        mark_ = start;
        return nullptr;
    }

    // param_no_default: param ',' TYPE_COMMENT? | param TYPE_COMMENT? &')'
    PNode *param_no_default()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *a = param()) {
            if (eat(TokenKind::Comma)) {
                peekTypeComment();
                return a;
            }
        }
        mark_ = start;
        if (PNode *a = param()) {
            peekTypeComment();
            if (at(TokenKind::RPar))
                return a;
        }
        mark_ = start;
        return nullptr;
    }

    PNode *param_no_default_star_annotation()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *a = param_star_annotation()) {
            if (eat(TokenKind::Comma)) {
                peekTypeComment();
                return a;
            }
        }
        mark_ = start;
        if (PNode *a = param_star_annotation()) {
            peekTypeComment();
            if (at(TokenKind::RPar))
                return a;
        }
        mark_ = start;
        return nullptr;
    }

    PNode *nameDefault(PNode *arg, PNode *value)
    {
        arena_.emplace_back();
        PNode *n = &arena_.back();
        n->kind = NK::NameDefault;
        n->a = arg;
        n->b = value;
        return n;
    }

    // param_with_default: param default ',' TYPE_COMMENT? | param default TYPE_COMMENT? &')'
    PNode *param_with_default()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *a = param()) {
            if (PNode *c = default_()) {
                if (eat(TokenKind::Comma)) {
                    peekTypeComment();
                    return nameDefault(a, c);
                }
            }
        }
        mark_ = start;
        if (PNode *a = param()) {
            if (PNode *c = default_()) {
                peekTypeComment();
                if (at(TokenKind::RPar))
                    return nameDefault(a, c);
            }
        }
        mark_ = start;
        return nullptr;
    }

    // param_maybe_default: param default? ',' TYPE_COMMENT? | param default? TYPE_COMMENT? &')'
    PNode *param_maybe_default()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *a = param()) {
            PNode *c = default_();
            if (eat(TokenKind::Comma)) {
                peekTypeComment();
                return nameDefault(a, c);
            }
        }
        mark_ = start;
        if (PNode *a = param()) {
            PNode *c = default_();
            peekTypeComment();
            if (at(TokenKind::RPar))
                return nameDefault(a, c);
        }
        mark_ = start;
        return nullptr;
    }

    // param: NAME annotation?
    PNode *param()
    {
        Enter e(*this);
        int start = mark_;
        PNode *a = nameNode();
        if (!a)
            return nullptr;
        PNode *b = annotation();
        PNode *n = node(NK::Arg, start);
        n->str = a->str;
        n->a = b;
        return n;
    }

    PNode *param_star_annotation()
    {
        Enter e(*this);
        int start = mark_;
        PNode *a = nameNode();
        if (a) {
            if (PNode *b = star_annotation()) {
                PNode *n = node(NK::Arg, start);
                n->str = a->str;
                n->a = b;
                return n;
            }
        }
        mark_ = start;
        return nullptr;
    }

    PNode *annotation()
    {
        Enter e(*this);
        int start = mark_;
        if (eat(TokenKind::Colon))
            if (PNode *a = expression())
                return a;
        mark_ = start;
        return nullptr;
    }

    PNode *star_annotation()
    {
        Enter e(*this);
        int start = mark_;
        if (eat(TokenKind::Colon))
            if (PNode *a = star_expression())
                return a;
        mark_ = start;
        return nullptr;
    }

    // default: '=' expression | invalid_default
    PNode *default_()
    {
        Enter e(*this);
        int start = mark_;
        if (eat(TokenKind::Equal))
            if (PNode *a = expression())
                return a;
        mark_ = start;
        if (callInvalid_) {
            // invalid_default: '=' &(')'|',')
            int a = expect(TokenKind::Equal);
            if (a >= 0 && (at(TokenKind::RPar) || at(TokenKind::Comma)))
                raiseTok(a, "expected default value expression");
            mark_ = start;
        }
        return nullptr;
    }

    // ===== if / while / for / with / try ===============================================

    PNode *if_stmt() { return ifLike(TokenKind::KwIf); }
    PNode *elif_stmt() { return ifLike(TokenKind::KwElif); }

    // if_stmt / elif_stmt:
    //   invalid_if_stmt | 'if' named_expression ':' block elif_stmt
    //   | 'if' named_expression ':' block [else_block]
    PNode *ifLike(TokenKind kw)
    {
        Enter e(*this);
        int start = mark_;
        if (callInvalid_) {
            invalid_if_stmt(kw);
            mark_ = start;
        }
        if (eat(kw)) {
            if (PNode *a = named_expression()) {
                if (eat(TokenKind::Colon)) {
                    if (PNode *b = block()) {
                        if (PNode *c = elif_stmt()) {
                            PNode *n = node(NK::If, start);
                            n->a = a;
                            n->list = b->list;
                            n->list2 = {c};
                            return n;
                        }
                    }
                }
            }
        }
        mark_ = start;
        if (eat(kw)) {
            if (PNode *a = named_expression()) {
                if (eat(TokenKind::Colon)) {
                    if (PNode *b = block()) {
                        PNode *c = else_block();
                        PNode *n = node(NK::If, start);
                        n->a = a;
                        n->list = b->list;
                        if (c)
                            n->list2 = c->list;
                        return n;
                    }
                }
            }
        }
        mark_ = start;
        return nullptr;
    }

    PNode *else_block()
    {
        Enter e(*this);
        int start = mark_;
        if (callInvalid_) {
            // invalid_else_stmt: 'else' ':' NEWLINE !INDENT
            int a = expect(TokenKind::KwElse);
            if (a >= 0 && eat(TokenKind::Colon) && eat(TokenKind::Newline) && !at(TokenKind::Indent))
                raiseLast("expected an indented block after 'else' statement on line "
                              + std::to_string(toks_[static_cast<std::size_t>(a)].line),
                          "IndentationError");
            mark_ = start;
        }
        if (eat(TokenKind::KwElse)) {
            expectForced(TokenKind::Colon, ":");
            if (PNode *b = block())
                return b;
        }
        mark_ = start;
        return nullptr;
    }

    PNode *while_stmt()
    {
        Enter e(*this);
        int start = mark_;
        if (callInvalid_) {
            invalidHeader(TokenKind::KwWhile, "while");
            mark_ = start;
        }
        if (eat(TokenKind::KwWhile)) {
            if (PNode *a = named_expression()) {
                if (eat(TokenKind::Colon)) {
                    if (PNode *b = block()) {
                        PNode *c = else_block();
                        PNode *n = node(NK::While, start);
                        n->a = a;
                        n->list = b->list;
                        if (c)
                            n->list2 = c->list;
                        return n;
                    }
                }
            }
        }
        mark_ = start;
        return nullptr;
    }

    PNode *for_stmt()
    {
        Enter e(*this);
        int start = mark_;
        if (callInvalid_) {
            invalid_for_stmt();
            mark_ = start;
        }
        for (int async = 0; async < 2; ++async) {
            mark_ = start;
            if (async && !eat(TokenKind::KwAsync))
                break;
            if (!eat(TokenKind::KwFor))
                continue;
            PNode *t = star_targets();
            if (!t || !eat(TokenKind::KwIn))
                continue;
            // cut: past 'in', no other alternative is tried
            PNode *ex = star_expressions();
            if (ex && eat(TokenKind::Colon)) {
                peekTypeComment();
                if (PNode *b = block()) {
                    PNode *el = else_block();
                    PNode *n = node(async ? NK::AsyncFor : NK::For, start);
                    n->a = t;
                    n->b = ex;
                    n->list = b->list;
                    if (el)
                        n->list2 = el->list;
                    return n;
                }
            }
            mark_ = start;
            return nullptr;
        }
        mark_ = start;
        if (callInvalid_) {
            invalid_for_target();
            mark_ = start;
        }
        return nullptr;
    }

    // ','.with_item+
    std::vector<PNode *> withItems()
    {
        std::vector<PNode *> items;
        PNode *a = with_item();
        if (!a)
            return items;
        items.push_back(a);
        for (;;) {
            int m = mark_;
            if (!eat(TokenKind::Comma))
                break;
            PNode *b = with_item();
            if (!b) {
                mark_ = m;
                break;
            }
            items.push_back(b);
        }
        return items;
    }

    PNode *with_stmt()
    {
        Enter e(*this);
        int start = mark_;
        if (callInvalid_) {
            invalid_with_stmt_indent();
            mark_ = start;
        }
        for (int async = 0; async < 2; ++async) {
            mark_ = start;
            if (async && !eat(TokenKind::KwAsync))
                break;
            int afterAsync = mark_;
            NK kind = async ? NK::AsyncWith : NK::With;
            if (eat(TokenKind::KwWith) && eat(TokenKind::LPar)) {
                auto a = withItems();
                if (!a.empty()) {
                    eat(TokenKind::Comma);
                    if (eat(TokenKind::RPar) && eat(TokenKind::Colon)) {
                        if (PNode *b = block()) {
                            PNode *n = node(kind, start);
                            n->list = a;
                            n->list2 = b->list;
                            return n;
                        }
                    }
                }
            }
            mark_ = afterAsync;
            if (eat(TokenKind::KwWith)) {
                auto a = withItems();
                if (!a.empty() && eat(TokenKind::Colon)) {
                    peekTypeComment();
                    if (PNode *b = block()) {
                        PNode *n = node(kind, start);
                        n->list = a;
                        n->list2 = b->list;
                        return n;
                    }
                }
            }
        }
        mark_ = start;
        if (callInvalid_) {
            invalid_with_stmt();
            mark_ = start;
        }
        return nullptr;
    }

    PNode *with_item()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *ex = expression()) {
            if (eat(TokenKind::KwAs)) {
                if (PNode *t = star_target()) {
                    if (at(TokenKind::Comma) || at(TokenKind::RPar) || at(TokenKind::Colon)) {
                        PNode *n = node(NK::WithItem, start);
                        n->a = ex;
                        n->b = t;
                        return n;
                    }
                }
            }
        }
        mark_ = start;
        if (callInvalid_) {
            // invalid_with_item: expression 'as' expression &(',' | ')' | ':')
            if (expression() && eat(TokenKind::KwAs)) {
                if (PNode *a = expression())
                    if (at(TokenKind::Comma) || at(TokenKind::RPar) || at(TokenKind::Colon))
                        raiseInvalidTarget(Targets::Star, a);
            }
            mark_ = start;
        }
        if (PNode *ex = expression()) {
            PNode *n = node(NK::WithItem, start);
            n->a = ex;
            return n;
        }
        mark_ = start;
        return nullptr;
    }

    PNode *try_stmt()
    {
        Enter e(*this);
        int start = mark_;
        if (callInvalid_) {
            invalid_try_stmt();
            mark_ = start;
        }
        // 'try' &&':' block finally_block
        if (eat(TokenKind::KwTry)) {
            expectForced(TokenKind::Colon, ":");
            if (PNode *b = block()) {
                if (PNode *f = finally_block()) {
                    PNode *n = node(NK::Try, start);
                    n->list = b->list;
                    n->a = f;
                    return n;
                }
            }
        }
        mark_ = start;
        for (int star = 0; star < 2; ++star) {
            mark_ = start;
            if (!eat(TokenKind::KwTry))
                continue;
            expectForced(TokenKind::Colon, ":");
            PNode *b = block();
            if (!b)
                continue;
            auto ex = repeat([&] { return star ? except_star_block() : except_block(); });
            if (ex.empty())
                continue;
            PNode *el = else_block();
            PNode *f = finally_block();
            PNode *n = node(star ? NK::TryStar : NK::Try, start);
            n->list = b->list;
            n->list2 = ex;
            if (el)
                n->list3 = el->list;
            n->a = f ? f : seq({});
            return n;
        }
        mark_ = start;
        return nullptr;
    }

    PNode *except_block()
    {
        Enter e(*this);
        int start = mark_;
        if (callInvalid_) {
            invalid_except_stmt_indent();
            mark_ = start;
        }
        if (eat(TokenKind::KwExcept)) {
            if (PNode *ex = expression()) {
                std::string name = optAsName();
                if (eat(TokenKind::Colon)) {
                    if (PNode *b = block()) {
                        PNode *n = node(NK::ExceptHandler, start);
                        n->a = ex;
                        n->str = name;
                        n->list = b->list;
                        return n;
                    }
                }
            }
        }
        mark_ = start;
        if (eat(TokenKind::KwExcept) && eat(TokenKind::Colon)) {
            if (PNode *b = block()) {
                PNode *n = node(NK::ExceptHandler, start);
                n->list = b->list;
                return n;
            }
        }
        mark_ = start;
        if (callInvalid_) {
            invalid_except_stmt();
            mark_ = start;
        }
        return nullptr;
    }

    // ['as' NAME]
    std::string optAsName()
    {
        int m = mark_;
        if (eat(TokenKind::KwAs)) {
            if (PNode *z = nameNode())
                return z->str;
        }
        mark_ = m;
        return {};
    }

    PNode *except_star_block()
    {
        Enter e(*this);
        int start = mark_;
        if (callInvalid_) {
            // invalid_except_star_stmt_indent: 'except' '*' expression ['as' NAME] ':' NEWLINE !INDENT
            int a = expect(TokenKind::KwExcept);
            if (a >= 0 && eat(TokenKind::Star) && expression()) {
                optAsName();
                if (eat(TokenKind::Colon) && eat(TokenKind::Newline) && !at(TokenKind::Indent))
                    raiseLast("expected an indented block after 'except*' statement on line "
                                  + std::to_string(toks_[static_cast<std::size_t>(a)].line),
                              "IndentationError");
            }
            mark_ = start;
        }
        if (eat(TokenKind::KwExcept) && eat(TokenKind::Star)) {
            if (PNode *ex = expression()) {
                std::string name = optAsName();
                if (eat(TokenKind::Colon)) {
                    if (PNode *b = block()) {
                        PNode *n = node(NK::ExceptHandler, start);
                        n->a = ex;
                        n->str = name;
                        n->list = b->list;
                        return n;
                    }
                }
            }
        }
        mark_ = start;
        if (callInvalid_) {
            invalid_except_stmt();
            mark_ = start;
        }
        return nullptr;
    }

    PNode *finally_block()
    {
        Enter e(*this);
        int start = mark_;
        if (callInvalid_) {
            // invalid_finally_stmt: 'finally' ':' NEWLINE !INDENT
            int a = expect(TokenKind::KwFinally);
            if (a >= 0 && eat(TokenKind::Colon) && eat(TokenKind::Newline) && !at(TokenKind::Indent))
                raiseLast("expected an indented block after 'finally' statement on line "
                              + std::to_string(toks_[static_cast<std::size_t>(a)].line),
                          "IndentationError");
            mark_ = start;
        }
        if (eat(TokenKind::KwFinally)) {
            expectForced(TokenKind::Colon, ":");
            if (PNode *a = block())
                return a;
        }
        mark_ = start;
        return nullptr;
    }

    // ===== match statement =============================================================

    PNode *match_stmt()
    {
        Enter e(*this);
        int start = mark_;
        if (expectSoft("match") >= 0) {
            if (PNode *subject = subject_expr()) {
                if (eat(TokenKind::Colon) && eat(TokenKind::Newline) && eat(TokenKind::Indent)) {
                    auto cases = repeat([&] { return case_block(); });
                    if (!cases.empty() && eat(TokenKind::Dedent)) {
                        PNode *n = node(NK::Match, start);
                        n->a = subject;
                        n->list = cases;
                        return n;
                    }
                }
            }
        }
        mark_ = start;
        if (callInvalid_) {
            // invalid_match_stmt:
            //   "match" subject_expr NEWLINE | "match" subject_expr ':' NEWLINE !INDENT
            if (expectSoft("match") >= 0 && subject_expr() && eat(TokenKind::Newline))
                raiseLast("expected ':'");
            mark_ = start;
            int a = expectSoft("match");
            if (a >= 0 && subject_expr() && eat(TokenKind::Colon) && eat(TokenKind::Newline)
                && !at(TokenKind::Indent))
                raiseLast("expected an indented block after 'match' statement on line "
                              + std::to_string(toks_[static_cast<std::size_t>(a)].line),
                          "IndentationError");
            mark_ = start;
        }
        return nullptr;
    }

    PNode *subject_expr()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *value = star_named_expression()) {
            if (eat(TokenKind::Comma)) {
                PNode *values = star_named_expressions();
                PNode *n = node(NK::Tuple, start);
                n->list.push_back(value);
                if (values)
                    n->list.insert(n->list.end(), values->list.begin(), values->list.end());
                return n;
            }
        }
        mark_ = start;
        return named_expression();
    }

    PNode *case_block()
    {
        Enter e(*this);
        int start = mark_;
        if (callInvalid_) {
            // invalid_case_block:
            //   "case" patterns guard? NEWLINE | "case" patterns guard? ':' NEWLINE !INDENT
            if (expectSoft("case") >= 0 && patterns()) {
                guard();
                if (eat(TokenKind::Newline))
                    raiseLast("expected ':'");
            }
            mark_ = start;
            int a = expectSoft("case");
            if (a >= 0 && patterns()) {
                guard();
                if (eat(TokenKind::Colon) && eat(TokenKind::Newline) && !at(TokenKind::Indent))
                    raiseLast("expected an indented block after 'case' statement on line "
                                  + std::to_string(toks_[static_cast<std::size_t>(a)].line),
                              "IndentationError");
            }
            mark_ = start;
        }
        if (expectSoft("case") >= 0) {
            if (PNode *pattern = patterns()) {
                PNode *g = guard();
                if (eat(TokenKind::Colon)) {
                    if (PNode *body = block()) {
                        PNode *n = node(NK::MatchCase, start);
                        n->a = pattern;
                        n->b = g;
                        n->list = body->list;
                        return n;
                    }
                }
            }
        }
        mark_ = start;
        return nullptr;
    }

    PNode *guard()
    {
        Enter e(*this);
        int start = mark_;
        if (eat(TokenKind::KwIf))
            if (PNode *g = named_expression())
                return g;
        mark_ = start;
        return nullptr;
    }

    // A match pattern: op = PatKind, see PNode's slot notes.
    PNode *pattern(PatKind kind, int start, std::vector<PNode *> kids = {}, std::string name = {})
    {
        PNode *n = node(NK::Pattern, start);
        n->op = kind;
        n->list = std::move(kids);
        n->str = std::move(name);
        return n;
    }

    PNode *patterns()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *p = open_sequence_pattern())
            return pattern(PatSequence, start, p->list);
        mark_ = start;
        return pattern_rule();
    }

    PNode *pattern_rule()
    {
        Enter e(*this);
        if (PNode *p = as_pattern())
            return p;
        return or_pattern();
    }

    PNode *as_pattern()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *p = or_pattern()) {
            if (eat(TokenKind::KwAs)) {
                if (PNode *target = pattern_capture_target()) {
                    PNode *n = pattern(PatAs, start, {}, target->str);
                    n->a = p;
                    return n;
                }
            }
        }
        mark_ = start;
        if (callInvalid_) {
            // invalid_as_pattern: or_pattern 'as' "_" | or_pattern 'as' !NAME expression
            if (or_pattern() && eat(TokenKind::KwAs)) {
                int a = expectSoft("_");
                if (a >= 0)
                    raiseTok(a, "cannot use '_' as a target");
            }
            mark_ = start;
            if (or_pattern() && eat(TokenKind::KwAs) && !at(TokenKind::Name)) {
                if (PNode *a = expression())
                    raiseNode(a, "invalid pattern target");
            }
            mark_ = start;
        }
        return nullptr;
    }

    // or_pattern: '|'.closed_pattern+
    PNode *or_pattern()
    {
        Enter e(*this);
        int start = mark_;
        std::vector<PNode *> alts;
        PNode *a = closed_pattern();
        if (!a)
            return nullptr;
        alts.push_back(a);
        for (;;) {
            int m = mark_;
            if (!eat(TokenKind::VBar))
                break;
            PNode *b = closed_pattern();
            if (!b) {
                mark_ = m;
                break;
            }
            alts.push_back(b);
        }
        if (alts.size() == 1)
            return alts[0];
        return pattern(PatOr, start, alts);
    }

    PNode *closed_pattern()
    {
        return memoized(R_closed_pattern, [&]() -> PNode * {
            if (PNode *p = literal_pattern()) return p;
            if (PNode *p = capture_pattern()) return p;
            if (PNode *p = wildcard_pattern()) return p;
            if (PNode *p = value_pattern()) return p;
            if (PNode *p = group_pattern()) return p;
            if (PNode *p = sequence_pattern()) return p;
            if (PNode *p = mapping_pattern()) return p;
            return class_pattern();
        });
    }

    PNode *literal_pattern()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *v = literal_expr()) {
            bool singleton = v->kind == NK::Constant
                             && (v->op == static_cast<int>(ConstKind::None) || v->op == static_cast<int>(ConstKind::True)
                                 || v->op == static_cast<int>(ConstKind::False));
            PNode *n = pattern(singleton ? PatSingleton : PatValue, start);
            n->a = v;
            return n;
        }
        mark_ = start;
        return nullptr;
    }

    PNode *literal_expr()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *v = signed_number()) {
            if (!at(TokenKind::Plus) && !at(TokenKind::Minus))
                return v;
        }
        mark_ = start;
        if (PNode *v = complex_number())
            return v;
        mark_ = start;
        if (PNode *v = strings())
            return v;
        mark_ = start;
        if (eat(TokenKind::KwNone)) return constant(ConstKind::None, start);
        if (eat(TokenKind::KwTrue)) return constant(ConstKind::True, start);
        if (eat(TokenKind::KwFalse)) return constant(ConstKind::False, start);
        return nullptr;
    }

    PNode *complex_number()
    {
        Enter e(*this);
        int start = mark_;
        for (int alt = 0; alt < 2; ++alt) {
            mark_ = start;
            if (PNode *real = signed_real_number()) {
                if (eat(alt == 0 ? TokenKind::Plus : TokenKind::Minus)) {
                    if (PNode *imag = imaginary_number()) {
                        PNode *n = node(NK::BinOp, start);
                        n->a = real;
                        n->b = imag;
                        n->op = alt == 0 ? OpAdd : OpSub;
                        return n;
                    }
                }
            }
        }
        mark_ = start;
        return nullptr;
    }

    PNode *signed_number()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *n = numberNode())
            return n;
        if (eat(TokenKind::Minus)) {
            if (PNode *num = numberNode()) {
                PNode *n = node(NK::UnaryOp, start);
                n->op = OpUSub;
                n->a = num;
                return n;
            }
        }
        mark_ = start;
        return nullptr;
    }

    PNode *signed_real_number()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *n = real_number())
            return n;
        if (eat(TokenKind::Minus)) {
            if (PNode *num = real_number()) {
                PNode *n = node(NK::UnaryOp, start);
                n->op = OpUSub;
                n->a = num;
                return n;
            }
        }
        mark_ = start;
        return nullptr;
    }

    PNode *real_number()
    {
        Enter e(*this);
        PNode *n = numberNode();
        if (n && n->op == static_cast<int>(ConstKind::Complex))
            raiseNode(n, "real number required in complex literal");
        return n;
    }

    PNode *imaginary_number()
    {
        Enter e(*this);
        PNode *n = numberNode();
        if (n && n->op != static_cast<int>(ConstKind::Complex))
            raiseNode(n, "imaginary number required in complex literal");
        return n;
    }

    PNode *capture_pattern()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *t = pattern_capture_target())
            return pattern(PatAs, start, {}, t->str);
        return nullptr;
    }

    // pattern_capture_target: !"_" NAME !('.' | '(' | '=')
    PNode *pattern_capture_target()
    {
        Enter e(*this);
        int start = mark_;
        if (atSoft("_"))
            return nullptr;
        if (PNode *n = nameNode()) {
            if (!at(TokenKind::Dot) && !at(TokenKind::LPar) && !at(TokenKind::Equal))
                return n;
        }
        mark_ = start;
        return nullptr;
    }

    PNode *wildcard_pattern()
    {
        Enter e(*this);
        int start = mark_;
        if (expectSoft("_") >= 0)
            return pattern(PatAs, start);
        return nullptr;
    }

    PNode *value_pattern()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *a = attr()) {
            if (!at(TokenKind::Dot) && !at(TokenKind::LPar) && !at(TokenKind::Equal)) {
                PNode *n = pattern(PatValue, start);
                n->a = a;
                return n;
            }
        }
        mark_ = start;
        return nullptr;
    }

    // attr: name_or_attr '.' NAME (at least one dot); name_or_attr: attr | NAME
    PNode *attr()
    {
        Enter e(*this);
        int start = mark_;
        PNode *a = name_or_attr();
        if (a && a->kind == NK::Attribute)
            return a;
        mark_ = start;
        return nullptr;
    }

    PNode *name_or_attr()
    {
        Enter e(*this);
        int start = mark_;
        PNode *a = nameNode();
        if (!a)
            return nullptr;
        for (;;) {
            int m = mark_;
            if (!eat(TokenKind::Dot))
                break;
            PNode *b = nameNode();
            if (!b) {
                mark_ = m;
                break;
            }
            PNode *n = node(NK::Attribute, start);
            n->a = a;
            n->str = b->str;
            a = n;
        }
        return a;
    }

    PNode *group_pattern()
    {
        Enter e(*this);
        int start = mark_;
        if (eat(TokenKind::LPar)) {
            if (PNode *p = pattern_rule())
                if (eat(TokenKind::RPar))
                    return p;
        }
        mark_ = start;
        return nullptr;
    }

    PNode *sequence_pattern()
    {
        Enter e(*this);
        int start = mark_;
        if (eat(TokenKind::LSqb)) {
            PNode *ps = maybe_sequence_pattern();
            if (eat(TokenKind::RSqb))
                return pattern(PatSequence, start, ps ? ps->list : std::vector<PNode *>{});
        }
        mark_ = start;
        if (eat(TokenKind::LPar)) {
            PNode *ps = open_sequence_pattern();
            if (eat(TokenKind::RPar))
                return pattern(PatSequence, start, ps ? ps->list : std::vector<PNode *>{});
        }
        mark_ = start;
        return nullptr;
    }

    PNode *open_sequence_pattern()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *p = maybe_star_pattern()) {
            if (eat(TokenKind::Comma)) {
                PNode *rest = maybe_sequence_pattern();
                std::vector<PNode *> all{p};
                if (rest)
                    all.insert(all.end(), rest->list.begin(), rest->list.end());
                return seq(std::move(all));
            }
        }
        mark_ = start;
        return nullptr;
    }

    PNode *maybe_sequence_pattern()
    {
        Enter e(*this);
        std::vector<PNode *> items;
        PNode *a = maybe_star_pattern();
        if (!a)
            return nullptr;
        items.push_back(a);
        for (;;) {
            int m = mark_;
            if (!eat(TokenKind::Comma))
                break;
            PNode *b = maybe_star_pattern();
            if (!b) {
                mark_ = m;
                break;
            }
            items.push_back(b);
        }
        eat(TokenKind::Comma);
        return seq(std::move(items));
    }

    PNode *maybe_star_pattern()
    {
        Enter e(*this);
        if (PNode *p = star_pattern())
            return p;
        return pattern_rule();
    }

    PNode *star_pattern()
    {
        return memoized(R_star_pattern, [&]() -> PNode * {
            int start = mark_;
            if (eat(TokenKind::Star)) {
                if (PNode *t = pattern_capture_target())
                    return pattern(PatStar, start, {}, t->str);
            }
            mark_ = start;
            if (eat(TokenKind::Star)) {
                if (wildcard_pattern())
                    return pattern(PatStar, start);
            }
            mark_ = start;
            return nullptr;
        });
    }

    PNode *mapping_pattern()
    {
        Enter e(*this);
        int start = mark_;
        if (eat(TokenKind::LBrace) && eat(TokenKind::RBrace))
            return pattern(PatMapping, start);
        mark_ = start;
        if (eat(TokenKind::LBrace)) {
            if (PNode *rest = double_star_pattern()) {
                eat(TokenKind::Comma);
                if (eat(TokenKind::RBrace))
                    return pattern(PatMapping, start, {}, rest->str);
            }
        }
        mark_ = start;
        if (eat(TokenKind::LBrace)) {
            if (PNode *items = items_pattern()) {
                if (eat(TokenKind::Comma)) {
                    if (PNode *rest = double_star_pattern()) {
                        eat(TokenKind::Comma);
                        if (eat(TokenKind::RBrace))
                            return pattern(PatMapping, start, items->list, rest->str);
                    }
                }
            }
        }
        mark_ = start;
        if (eat(TokenKind::LBrace)) {
            if (PNode *items = items_pattern()) {
                eat(TokenKind::Comma);
                if (eat(TokenKind::RBrace))
                    return pattern(PatMapping, start, items->list);
            }
        }
        mark_ = start;
        return nullptr;
    }

    PNode *items_pattern()
    {
        Enter e(*this);
        std::vector<PNode *> items;
        PNode *a = key_value_pattern();
        if (!a)
            return nullptr;
        items.push_back(a);
        for (;;) {
            int m = mark_;
            if (!eat(TokenKind::Comma))
                break;
            PNode *b = key_value_pattern();
            if (!b) {
                mark_ = m;
                break;
            }
            items.push_back(b);
        }
        return seq(std::move(items));
    }

    PNode *key_value_pattern()
    {
        Enter e(*this);
        int start = mark_;
        PNode *key = literal_expr();
        if (!key) {
            mark_ = start;
            key = attr();
        }
        if (key && eat(TokenKind::Colon)) {
            if (PNode *p = pattern_rule())
                return keyValue(key, p);
        }
        mark_ = start;
        return nullptr;
    }

    PNode *double_star_pattern()
    {
        Enter e(*this);
        int start = mark_;
        if (eat(TokenKind::DoubleStar))
            if (PNode *t = pattern_capture_target())
                return t;
        mark_ = start;
        return nullptr;
    }

    PNode *class_pattern()
    {
        Enter e(*this);
        int start = mark_;
        // name_or_attr '(' ')'
        if (PNode *cls = name_or_attr()) {
            if (eat(TokenKind::LPar) && eat(TokenKind::RPar))
                return classPattern(start, cls, {}, {});
        }
        mark_ = start;
        if (PNode *cls = name_or_attr()) {
            if (eat(TokenKind::LPar)) {
                if (PNode *ps = positional_patterns()) {
                    eat(TokenKind::Comma);
                    if (eat(TokenKind::RPar))
                        return classPattern(start, cls, ps->list, {});
                }
            }
        }
        mark_ = start;
        if (PNode *cls = name_or_attr()) {
            if (eat(TokenKind::LPar)) {
                if (PNode *kw = keyword_patterns()) {
                    eat(TokenKind::Comma);
                    if (eat(TokenKind::RPar))
                        return classPattern(start, cls, {}, kw->list);
                }
            }
        }
        mark_ = start;
        if (PNode *cls = name_or_attr()) {
            if (eat(TokenKind::LPar)) {
                if (PNode *ps = positional_patterns()) {
                    if (eat(TokenKind::Comma)) {
                        if (PNode *kw = keyword_patterns()) {
                            eat(TokenKind::Comma);
                            if (eat(TokenKind::RPar))
                                return classPattern(start, cls, ps->list, kw->list);
                        }
                    }
                }
            }
        }
        mark_ = start;
        if (callInvalid_) {
            // invalid_class_pattern: name_or_attr '(' invalid_class_argument_pattern
            // invalid_class_argument_pattern: [positional_patterns ','] keyword_patterns ',' positional_patterns
            if (name_or_attr() && eat(TokenKind::LPar)) {
                int m = mark_;
                if (!(positional_patterns() && eat(TokenKind::Comma)))
                    mark_ = m;
                if (keyword_patterns() && eat(TokenKind::Comma)) {
                    if (PNode *a = positional_patterns())
                        raiseNode(a->list.front(), "positional patterns follow keyword patterns");
                }
            }
            mark_ = start;
        }
        return nullptr;
    }

    PNode *classPattern(int start, PNode *cls, std::vector<PNode *> positional, std::vector<PNode *> keywords)
    {
        PNode *n = pattern(PatClass, start, std::move(positional));
        n->a = cls;
        n->list2 = std::move(keywords);
        return n;
    }

    PNode *positional_patterns()
    {
        Enter e(*this);
        std::vector<PNode *> items;
        PNode *a = pattern_rule();
        if (!a)
            return nullptr;
        items.push_back(a);
        for (;;) {
            int m = mark_;
            if (!eat(TokenKind::Comma))
                break;
            PNode *b = pattern_rule();
            if (!b) {
                mark_ = m;
                break;
            }
            items.push_back(b);
        }
        return seq(std::move(items));
    }

    PNode *keyword_patterns()
    {
        Enter e(*this);
        std::vector<PNode *> items;
        PNode *a = keyword_pattern();
        if (!a)
            return nullptr;
        items.push_back(a);
        for (;;) {
            int m = mark_;
            if (!eat(TokenKind::Comma))
                break;
            PNode *b = keyword_pattern();
            if (!b) {
                mark_ = m;
                break;
            }
            items.push_back(b);
        }
        return seq(std::move(items));
    }

    PNode *keyword_pattern()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *arg = nameNode()) {
            if (eat(TokenKind::Equal)) {
                if (PNode *v = pattern_rule())
                    return keyValue(arg, v);
            }
        }
        mark_ = start;
        return nullptr;
    }

    // ===== expressions =================================================================

    PNode *constant(ConstKind k, int start)
    {
        PNode *n = node(NK::Constant, start);
        n->op = static_cast<int>(k);
        return n;
    }

    // NAME
    PNode *nameNode()
    {
        if (peek() != TokenKind::Name)
            return nullptr;
        int start = mark_++;
        PNode *n = node(NK::Name, start);
        n->str = toks_[static_cast<std::size_t>(start)].text;
        return n;
    }

    // NUMBER (_PyPegen_number_token)
    PNode *numberNode()
    {
        if (peek() != TokenKind::Number)
            return nullptr;
        int start = mark_++;
        const std::string &text = toks_[static_cast<std::size_t>(start)].text;
        PNode *n = node(NK::Constant, start);
        n->str = text;
        char last = text.back();
        bool radix = text.size() > 1 && text[0] == '0'
                     && std::strchr("xXoObB", text[1]) != nullptr;
        if (last == 'j' || last == 'J') {
            n->op = static_cast<int>(ConstKind::Complex);
        } else if (!radix && text.find_first_of(".eE") != std::string::npos) {
            n->op = static_cast<int>(ConstKind::Float);
        } else {
            n->op = static_cast<int>(ConstKind::Int);
            if (!radix) {
                // CPython refuses decimal literals longer than the int/str conversion limit.
                std::size_t digits = 0;
                for (char c : text)
                    if (c != '_')
                        ++digits;
                if (digits > 4300) {
                    const Token &t = toks_[static_cast<std::size_t>(start)];
                    raiseAt("SyntaxError",
                            "Exceeds the limit (4300 digits) for integer string conversion: value has "
                                + std::to_string(digits)
                                + " digits; use sys.set_int_max_str_digits() to increase the limit - "
                                  "Consider hexadecimal for huge integer literals to avoid decimal "
                                  "conversion limits.",
                            t.line, -1);
                }
            }
        }
        return n;
    }

    // expressions: expression (',' expression)+ [','] | expression ',' | expression
    PNode *expressions()
    {
        Enter e(*this);
        int start = mark_;
        PNode *a = expression();
        if (!a)
            return nullptr;
        std::vector<PNode *> items{a};
        for (;;) {
            int m = mark_;
            if (!eat(TokenKind::Comma))
                break;
            PNode *b = expression();
            if (!b) {
                mark_ = m;
                break;
            }
            items.push_back(b);
        }
        if (items.size() == 1) {
            mark_ = start;
            expression();
            if (eat(TokenKind::Comma)) {
                PNode *n = node(NK::Tuple, start);
                n->list = {a};
                return n;
            }
            mark_ = start;
            return expression();
        }
        eat(TokenKind::Comma);
        PNode *n = node(NK::Tuple, start);
        n->list = std::move(items);
        return n;
    }

    // expression (memo):
    //   invalid_expression | invalid_legacy_expression
    //   | disjunction 'if' disjunction 'else' expression | disjunction | lambdef
    PNode *expression()
    {
        return memoized(R_expression, [&]() -> PNode * {
            int start = mark_;
            if (callInvalid_) {
                invalid_expression();
                mark_ = start;
                invalid_legacy_expression();
                mark_ = start;
            }
            if (PNode *r = conditionalTail(start))
                return r;
            mark_ = start;
            if (PNode *a = disjunction())
                return a;
            mark_ = start;
            return lambdef();
        });
    }

    // disjunction 'if' disjunction 'else' expression
    PNode *conditionalTail(int start)
    {
        if (PNode *a = disjunction()) {
            if (eat(TokenKind::KwIf)) {
                if (PNode *b = disjunction()) {
                    if (eat(TokenKind::KwElse)) {
                        if (PNode *c = expression()) {
                            PNode *n = node(NK::IfExp, start);
                            n->a = a;
                            n->b = b;
                            n->c = c;
                            return n;
                        }
                    }
                }
            }
        }
        mark_ = start;
        return nullptr;
    }

    // expression_without_invalid: the same three alternatives, with invalid rules off.
    PNode *expression_without_invalid()
    {
        Enter e(*this);
        bool saved = callInvalid_;
        callInvalid_ = false;
        int start = mark_;
        PNode *r = nullptr;
        try {
            r = conditionalTail(start);
            if (!r) {
                mark_ = start;
                r = disjunction();
            }
            if (!r) {
                mark_ = start;
                r = lambdef();
            }
        } catch (...) {
            callInvalid_ = saved;
            throw;
        }
        callInvalid_ = saved;
        return r;
    }

    PNode *yield_expr()
    {
        Enter e(*this);
        int start = mark_;
        if (eat(TokenKind::KwYield) && eat(TokenKind::KwFrom)) {
            if (PNode *a = expression()) {
                PNode *n = node(NK::YieldFrom, start);
                n->a = a;
                return n;
            }
        }
        mark_ = start;
        if (eat(TokenKind::KwYield)) {
            PNode *a = star_expressions();
            PNode *n = node(NK::Yield, start);
            n->a = a;
            return n;
        }
        mark_ = start;
        return nullptr;
    }

    // star_expressions:
    //   star_expression (',' star_expression)+ [','] | star_expression ',' | star_expression
    PNode *star_expressions()
    {
        Enter e(*this);
        int start = mark_;
        PNode *a = star_expression();
        if (!a)
            return nullptr;
        std::vector<PNode *> items{a};
        for (;;) {
            int m = mark_;
            if (!eat(TokenKind::Comma))
                break;
            PNode *b = star_expression();
            if (!b) {
                mark_ = m;
                break;
            }
            items.push_back(b);
        }
        if (items.size() > 1) {
            eat(TokenKind::Comma);
            PNode *n = node(NK::Tuple, start);
            n->list = std::move(items);
            return n;
        }
        mark_ = start;
        a = star_expression();
        if (eat(TokenKind::Comma)) {
            PNode *n = node(NK::Tuple, start);
            n->list = {a};
            return n;
        }
        mark_ = start;
        return star_expression();
    }

    // star_expression (memo): '*' bitwise_or | expression
    PNode *star_expression()
    {
        return memoized(R_star_expression, [&]() -> PNode * {
            int start = mark_;
            if (eat(TokenKind::Star)) {
                if (PNode *a = bitwise_or()) {
                    PNode *n = node(NK::Starred, start);
                    n->a = a;
                    return n;
                }
            }
            mark_ = start;
            return expression();
        });
    }

    // star_named_expressions: ','.star_named_expression+ [',']
    PNode *star_named_expressions()
    {
        Enter e(*this);
        std::vector<PNode *> items;
        PNode *a = star_named_expression();
        if (!a)
            return nullptr;
        items.push_back(a);
        for (;;) {
            int m = mark_;
            if (!eat(TokenKind::Comma))
                break;
            PNode *b = star_named_expression();
            if (!b) {
                mark_ = m;
                break;
            }
            items.push_back(b);
        }
        eat(TokenKind::Comma);
        return seq(std::move(items));
    }

    // star_named_expression: '*' bitwise_or | named_expression
    PNode *star_named_expression()
    {
        Enter e(*this);
        int start = mark_;
        if (eat(TokenKind::Star)) {
            if (PNode *a = bitwise_or()) {
                PNode *n = node(NK::Starred, start);
                n->a = a;
                return n;
            }
        }
        mark_ = start;
        return named_expression();
    }

    // assignment_expression: NAME ':=' ~ expression
    PNode *assignment_expression()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *a = nameNode()) {
            if (eat(TokenKind::ColonEqual)) {
                if (PNode *b = expression()) {
                    PNode *n = node(NK::NamedExpr, start);
                    n->a = a;
                    n->b = b;
                    return n;
                }
            }
        }
        mark_ = start;
        return nullptr;
    }

    // named_expression: assignment_expression | invalid_named_expression | expression !':='
    PNode *named_expression()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *a = assignment_expression())
            return a;
        mark_ = start;
        if (callInvalid_) {
            invalid_named_expression();
            mark_ = start;
        }
        if (PNode *a = expression()) {
            if (!at(TokenKind::ColonEqual))
                return a;
        }
        mark_ = start;
        return nullptr;
    }

    PNode *boolChain(int rule, TokenKind kw, int op, PNode *(Peg::*operand)())
    {
        return memoized(rule, [&]() -> PNode * {
            int start = mark_;
            PNode *a = (this->*operand)();
            if (!a)
                return nullptr;
            std::vector<PNode *> values{a};
            for (;;) {
                int m = mark_;
                if (!eat(kw))
                    break;
                PNode *c = (this->*operand)();
                if (!c) {
                    mark_ = m;
                    break;
                }
                values.push_back(c);
            }
            if (values.size() == 1) {
                // second alternative: the operand alone (already memoized)
                mark_ = start;
                return (this->*operand)();
            }
            PNode *n = node(NK::BoolOp, start);
            n->op = op;
            n->list = std::move(values);
            return n;
        });
    }

    PNode *disjunction() { return boolChain(R_disjunction, TokenKind::KwOr, BoolOr, &Peg::conjunction); }
    PNode *conjunction() { return boolChain(R_conjunction, TokenKind::KwAnd, BoolAnd, &Peg::inversion); }

    // inversion (memo): 'not' inversion | comparison
    PNode *inversion()
    {
        return memoized(R_inversion, [&]() -> PNode * {
            int start = mark_;
            if (eat(TokenKind::KwNot)) {
                if (PNode *a = inversion()) {
                    PNode *n = node(NK::UnaryOp, start);
                    n->op = OpNot;
                    n->a = a;
                    return n;
                }
            }
            mark_ = start;
            return comparison();
        });
    }

    // comparison: bitwise_or compare_op_bitwise_or_pair+ | bitwise_or
    PNode *comparison()
    {
        Enter e(*this);
        int start = mark_;
        PNode *a = bitwise_or();
        if (!a)
            return nullptr;
        std::vector<PNode *> pairs;
        for (;;) {
            int m = mark_;
            PNode *p = compare_op_bitwise_or_pair();
            if (!p) {
                mark_ = m;
                break;
            }
            pairs.push_back(p);
        }
        if (pairs.empty()) {
            mark_ = start;
            return bitwise_or();
        }
        PNode *n = node(NK::Compare, start);
        n->a = a;
        n->list = std::move(pairs);
        return n;
    }

    PNode *cmpPair(int op, PNode *operand)
    {
        arena_.emplace_back();
        PNode *n = &arena_.back();
        n->kind = NK::CmpPair;
        n->op = op;
        n->a = operand;
        return n;
    }

    PNode *compare_op_bitwise_or_pair()
    {
        Enter e(*this);
        int start = mark_;
        // eq, noteq, lte, lt, gte, gt, notin, in, isnot, is: in the grammar's order
        auto simple = [&](TokenKind tok, int op) -> PNode * {
            mark_ = start;
            if (eat(tok))
                if (PNode *a = bitwise_or())
                    return cmpPair(op, a);
            mark_ = start;
            return nullptr;
        };
        if (PNode *p = simple(TokenKind::EqEqual, CmpEq))
            return p;
        // noteq: '!=' only; `<>` is the same token and is refused here
        if (peek() == TokenKind::NotEqual && cur().text == "!=") {
            if (PNode *p = simple(TokenKind::NotEqual, CmpNotEq))
                return p;
        }
        if (PNode *p = simple(TokenKind::LessEqual, CmpLtE))
            return p;
        if (PNode *p = simple(TokenKind::Less, CmpLt))
            return p;
        if (PNode *p = simple(TokenKind::GreaterEqual, CmpGtE))
            return p;
        if (PNode *p = simple(TokenKind::Greater, CmpGt))
            return p;
        mark_ = start;
        if (eat(TokenKind::KwNot) && eat(TokenKind::KwIn))
            if (PNode *a = bitwise_or())
                return cmpPair(CmpNotIn, a);
        if (PNode *p = simple(TokenKind::KwIn, CmpIn))
            return p;
        mark_ = start;
        if (eat(TokenKind::KwIs) && eat(TokenKind::KwNot))
            if (PNode *a = bitwise_or())
                return cmpPair(CmpIsNot, a);
        if (PNode *p = simple(TokenKind::KwIs, CmpIs))
            return p;
        mark_ = start;
        return nullptr;
    }

    // Left-recursive binary levels: a = a OP b | b, grown as a loop.
    PNode *binaryLevel(int rule, std::initializer_list<std::pair<TokenKind, int>> ops,
                       PNode *(Peg::*operand)())
    {
        return memoized(rule, [&]() -> PNode * {
            int start = mark_;
            PNode *a = (this->*operand)();
            if (!a)
                return nullptr;
            for (;;) {
                int m = mark_;
                int op = -1;
                for (const auto &o : ops) {
                    if (eat(o.first)) {
                        op = o.second;
                        break;
                    }
                }
                if (op < 0)
                    break;
                PNode *b = (this->*operand)();
                if (!b) {
                    mark_ = m;
                    break;
                }
                PNode *n = node(NK::BinOp, start);
                n->a = a;
                n->b = b;
                n->op = op;
                a = n;
            }
            return a;
        });
    }

    PNode *bitwise_or() { return binaryLevel(R_bitwise_or, {{TokenKind::VBar, OpBitOr}}, &Peg::bitwise_xor); }
    PNode *bitwise_xor() { return binaryLevel(R_bitwise_xor, {{TokenKind::Circumflex, OpBitXor}}, &Peg::bitwise_and); }
    PNode *bitwise_and() { return binaryLevel(R_bitwise_and, {{TokenKind::Amper, OpBitAnd}}, &Peg::shift_expr); }
    PNode *shift_expr()
    {
        return binaryLevel(R_shift_expr, {{TokenKind::LeftShift, OpLShift}, {TokenKind::RightShift, OpRShift}},
                           &Peg::sum);
    }
    PNode *sum() { return binaryLevel(R_sum, {{TokenKind::Plus, OpAdd}, {TokenKind::Minus, OpSub}}, &Peg::term); }
    PNode *term()
    {
        return binaryLevel(R_term,
                           {{TokenKind::Star, OpMult}, {TokenKind::Slash, OpDiv}, {TokenKind::DoubleSlash, OpFloorDiv},
                            {TokenKind::Percent, OpMod}, {TokenKind::At, OpMatMult}},
                           &Peg::factor);
    }

    // factor (memo): '+' factor | '-' factor | '~' factor | power
    PNode *factor()
    {
        return memoized(R_factor, [&]() -> PNode * {
            int start = mark_;
            int op = -1;
            if (eat(TokenKind::Plus))
                op = OpUAdd;
            else if (eat(TokenKind::Minus))
                op = OpUSub;
            else if (eat(TokenKind::Tilde))
                op = OpInvert;
            if (op >= 0) {
                if (PNode *a = factor()) {
                    PNode *n = node(NK::UnaryOp, start);
                    n->op = op;
                    n->a = a;
                    return n;
                }
                mark_ = start;
                // the other unary alternatives cannot match the same first token
            }
            mark_ = start;
            return power();
        });
    }

    // power: await_primary '**' factor | await_primary
    PNode *power()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *a = await_primary()) {
            if (eat(TokenKind::DoubleStar)) {
                if (PNode *b = factor()) {
                    PNode *n = node(NK::BinOp, start);
                    n->a = a;
                    n->b = b;
                    n->op = OpPow;
                    return n;
                }
            }
        }
        mark_ = start;
        return await_primary();
    }

    // await_primary (memo): AWAIT primary | primary
    PNode *await_primary()
    {
        return memoized(R_await_primary, [&]() -> PNode * {
            int start = mark_;
            if (eat(TokenKind::KwAwait)) {
                if (PNode *a = primary()) {
                    PNode *n = node(NK::Await, start);
                    n->a = a;
                    return n;
                }
            }
            mark_ = start;
            return primary();
        });
    }

    // primary: primary '.' NAME | primary genexp | primary '(' [arguments] ')'
    //        | primary '[' slices ']' | atom
    PNode *primary()
    {
        return memoized(R_primary, [&]() -> PNode * {
            int start = mark_;
            PNode *a = atom();
            if (!a)
                return nullptr;
            for (;;) {
                PNode *n = postfix(a, start);
                if (!n)
                    break;
                a = n;
            }
            return a;
        });
    }

    // One step of primary/t_primary growth; restores the mark when nothing matches.
    PNode *postfix(PNode *a, int start)
    {
        int m = mark_;
        if (eat(TokenKind::Dot)) {
            if (PNode *b = nameNode()) {
                PNode *n = node(NK::Attribute, start);
                n->a = a;
                n->str = b->str;
                return n;
            }
        }
        mark_ = m;
        if (PNode *g = genexp()) {
            PNode *n = node(NK::Call, start);
            n->a = a;
            n->list = {g};
            return n;
        }
        mark_ = m;
        if (eat(TokenKind::LPar)) {
            PNode *b = arguments();
            if (eat(TokenKind::RPar)) {
                PNode *n = node(NK::Call, start);
                n->a = a;
                if (b) {
                    n->list = b->list;
                    n->list2 = b->list2;
                }
                return n;
            }
        }
        mark_ = m;
        if (eat(TokenKind::LSqb)) {
            if (PNode *b = slices()) {
                if (eat(TokenKind::RSqb)) {
                    PNode *n = node(NK::Subscript, start);
                    n->a = a;
                    n->b = b;
                    return n;
                }
            }
        }
        mark_ = m;
        return nullptr;
    }

    // slices: slice !',' | ','.(slice | starred_expression)+ [',']
    PNode *slices()
    {
        return memoized(R_slices, [&]() -> PNode * {
            int start = mark_;
            if (PNode *a = slice()) {
                if (!at(TokenKind::Comma))
                    return a;
            }
            mark_ = start;
            std::vector<PNode *> items;
            auto one = [&]() -> PNode * {
                int m = mark_;
                if (PNode *s = slice())
                    return s;
                mark_ = m;
                return starred_expression();
            };
            PNode *a = one();
            if (!a) {
                mark_ = start;
                return nullptr;
            }
            items.push_back(a);
            for (;;) {
                int m = mark_;
                if (!eat(TokenKind::Comma))
                    break;
                PNode *b = one();
                if (!b) {
                    mark_ = m;
                    break;
                }
                items.push_back(b);
            }
            eat(TokenKind::Comma);
            PNode *n = node(NK::Tuple, start);
            n->list = std::move(items);
            return n;
        });
    }

    // slice: [expression] ':' [expression] [':' [expression]] | named_expression
    PNode *slice()
    {
        Enter e(*this);
        int start = mark_;
        {
            PNode *a = expression();
            if (eat(TokenKind::Colon)) {
                PNode *b = expression();
                PNode *c = nullptr;
                int m = mark_;
                if (eat(TokenKind::Colon))
                    c = expression();
                else
                    mark_ = m;
                PNode *n = node(NK::Slice, start);
                n->a = a;
                n->b = b;
                n->c = c;
                return n;
            }
        }
        mark_ = start;
        return named_expression();
    }

    PNode *atom()
    {
        Enter e(*this);
        int start = mark_;
        switch (peek()) {
        case TokenKind::Name:
            return nameNode();
        case TokenKind::KwTrue:
            ++mark_;
            return constant(ConstKind::True, start);
        case TokenKind::KwFalse:
            ++mark_;
            return constant(ConstKind::False, start);
        case TokenKind::KwNone:
            ++mark_;
            return constant(ConstKind::None, start);
        case TokenKind::String:
            return strings();
        case TokenKind::Number:
            return numberNode();
        case TokenKind::LPar:
            if (PNode *a = tuple()) return a;
            if (PNode *a = group()) return a;
            return genexp();
        case TokenKind::LSqb:
            if (PNode *a = list()) return a;
            return listcomp();
        case TokenKind::LBrace:
            if (PNode *a = dict()) return a;
            if (PNode *a = set()) return a;
            if (PNode *a = dictcomp()) return a;
            return setcomp();
        case TokenKind::Ellipsis:
            ++mark_;
            return constant(ConstKind::Ellipsis, start);
        default:
            return nullptr;
        }
    }

    // group: '(' (yield_expr | named_expression) ')' | invalid_group
    PNode *group()
    {
        Enter e(*this);
        int start = mark_;
        if (eat(TokenKind::LPar)) {
            PNode *a = yield_expr();
            if (!a)
                a = named_expression();
            if (a && eat(TokenKind::RPar))
                return a;
        }
        mark_ = start;
        if (callInvalid_) {
            // invalid_group: '(' starred_expression ')' | '(' '**' expression ')'
            if (eat(TokenKind::LPar)) {
                if (PNode *a = starred_expression())
                    if (eat(TokenKind::RPar))
                        raiseNode(a, "cannot use starred expression here");
            }
            mark_ = start;
            if (eat(TokenKind::LPar)) {
                int a = expect(TokenKind::DoubleStar);
                if (a >= 0 && expression() && eat(TokenKind::RPar))
                    raiseTok(a, "cannot use double starred expression here");
            }
            mark_ = start;
        }
        return nullptr;
    }

    // lambdef: 'lambda' [lambda_params] ':' expression
    PNode *lambdef()
    {
        Enter e(*this);
        int start = mark_;
        if (eat(TokenKind::KwLambda)) {
            PNode *a = lambda_params();
            if (eat(TokenKind::Colon)) {
                if (PNode *b = expression()) {
                    PNode *n = node(NK::Lambda, start);
                    n->a = a ? a : emptyArguments(start);
                    n->b = b;
                    return n;
                }
            }
        }
        mark_ = start;
        return nullptr;
    }

    // ===== lambda parameters ===========================================================

    PNode *lambda_params()
    {
        Enter e(*this);
        int start = mark_;
        if (callInvalid_) {
            invalid_lambda_parameters();
            mark_ = start;
        }
        return lambda_parameters();
    }

    PNode *lambda_parameters()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *a = lambda_slash_no_default()) {
            auto b = repeat([&] { return lambda_param_no_default(); });
            auto c = repeat([&] { return lambda_param_with_default(); });
            PNode *d = lambda_star_etc();
            return makeArguments(start, a, nullptr, b, c, d);
        }
        mark_ = start;
        if (PNode *a = lambda_slash_with_default()) {
            auto b = repeat([&] { return lambda_param_with_default(); });
            PNode *c = lambda_star_etc();
            return makeArguments(start, nullptr, a, {}, b, c);
        }
        mark_ = start;
        {
            auto a = repeat([&] { return lambda_param_no_default(); });
            if (!a.empty()) {
                auto b = repeat([&] { return lambda_param_with_default(); });
                PNode *c = lambda_star_etc();
                return makeArguments(start, nullptr, nullptr, a, b, c);
            }
        }
        mark_ = start;
        {
            auto a = repeat([&] { return lambda_param_with_default(); });
            if (!a.empty()) {
                PNode *b = lambda_star_etc();
                return makeArguments(start, nullptr, nullptr, {}, a, b);
            }
        }
        mark_ = start;
        if (PNode *a = lambda_star_etc())
            return makeArguments(start, nullptr, nullptr, {}, {}, a);
        mark_ = start;
        return nullptr;
    }

    PNode *lambda_slash_no_default()
    {
        Enter e(*this);
        int start = mark_;
        for (int alt = 0; alt < 2; ++alt) {
            mark_ = start;
            auto a = repeat([&] { return lambda_param_no_default(); });
            if (a.empty() || !eat(TokenKind::Slash))
                continue;
            if (alt == 0 ? eat(TokenKind::Comma) : at(TokenKind::Colon))
                return seq(std::move(a));
        }
        mark_ = start;
        return nullptr;
    }

    PNode *lambda_slash_with_default()
    {
        Enter e(*this);
        int start = mark_;
        for (int alt = 0; alt < 2; ++alt) {
            mark_ = start;
            auto a = repeat([&] { return lambda_param_no_default(); });
            auto b = repeat([&] { return lambda_param_with_default(); });
            if (b.empty() || !eat(TokenKind::Slash))
                continue;
            if (alt == 0 ? eat(TokenKind::Comma) : at(TokenKind::Colon)) {
                PNode *n = seq(std::move(a));
                n->list2 = std::move(b);
                return n;
            }
        }
        mark_ = start;
        return nullptr;
    }

    PNode *lambda_star_etc()
    {
        Enter e(*this);
        int start = mark_;
        if (callInvalid_) {
            invalid_lambda_star_etc();
            mark_ = start;
        }
        if (eat(TokenKind::Star)) {
            if (PNode *a = lambda_param_no_default()) {
                auto b = repeat([&] { return lambda_param_maybe_default(); });
                PNode *c = lambda_kwds();
                return starEtcNode(a, b, c);
            }
        }
        mark_ = start;
        if (eat(TokenKind::Star) && eat(TokenKind::Comma)) {
            auto b = repeat([&] { return lambda_param_maybe_default(); });
            if (!b.empty()) {
                PNode *c = lambda_kwds();
                return starEtcNode(nullptr, b, c);
            }
        }
        mark_ = start;
        if (PNode *a = lambda_kwds())
            return starEtcNode(nullptr, {}, a);
        mark_ = start;
        return nullptr;
    }

    PNode *lambda_kwds()
    {
        Enter e(*this);
        int start = mark_;
        if (callInvalid_) {
            invalid_lambda_kwds();
            mark_ = start;
        }
        if (eat(TokenKind::DoubleStar))
            if (PNode *a = lambda_param_no_default())
                return a;
        mark_ = start;
        return nullptr;
    }

    // lambda_param_no_default: lambda_param ',' | lambda_param &':'
    PNode *lambda_param_no_default()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *a = lambda_param()) {
            if (eat(TokenKind::Comma))
                return a;
            if (at(TokenKind::Colon))
                return a;
        }
        mark_ = start;
        return nullptr;
    }

    PNode *lambda_param_with_default()
    {
        Enter e(*this);
        int start = mark_;
        for (int alt = 0; alt < 2; ++alt) {
            mark_ = start;
            if (PNode *a = lambda_param()) {
                if (PNode *c = default_()) {
                    if (alt == 0 ? eat(TokenKind::Comma) : at(TokenKind::Colon))
                        return nameDefault(a, c);
                }
            }
        }
        mark_ = start;
        return nullptr;
    }

    PNode *lambda_param_maybe_default()
    {
        Enter e(*this);
        int start = mark_;
        for (int alt = 0; alt < 2; ++alt) {
            mark_ = start;
            if (PNode *a = lambda_param()) {
                PNode *c = default_();
                if (alt == 0 ? eat(TokenKind::Comma) : at(TokenKind::Colon))
                    return nameDefault(a, c);
            }
        }
        mark_ = start;
        return nullptr;
    }

    PNode *lambda_param()
    {
        Enter e(*this);
        int start = mark_;
        PNode *a = nameNode();
        if (!a)
            return nullptr;
        PNode *n = node(NK::Arg, start);
        n->str = a->str;
        return n;
    }

    // ===== literals ====================================================================

    // strings (memo): STRING+
    PNode *strings()
    {
        return memoized(R_strings, [&]() -> PNode * {
            int start = mark_;
            std::vector<int> parts;
            while (peek() == TokenKind::String)
                parts.push_back(mark_++);
            if (parts.empty())
                return nullptr;
            return concatenateStrings(start, parts);
        });
    }

    // list: '[' [star_named_expressions] ']'
    PNode *list()
    {
        Enter e(*this);
        int start = mark_;
        if (eat(TokenKind::LSqb)) {
            PNode *a = star_named_expressions();
            if (eat(TokenKind::RSqb)) {
                PNode *n = node(NK::List, start);
                if (a)
                    n->list = a->list;
                return n;
            }
        }
        mark_ = start;
        return nullptr;
    }

    // tuple: '(' [star_named_expression ',' [star_named_expressions]] ')'
    PNode *tuple()
    {
        Enter e(*this);
        int start = mark_;
        if (eat(TokenKind::LPar)) {
            std::vector<PNode *> items;
            int m = mark_;
            PNode *y = star_named_expression();
            if (y && eat(TokenKind::Comma)) {
                items.push_back(y);
                if (PNode *z = star_named_expressions())
                    items.insert(items.end(), z->list.begin(), z->list.end());
            } else {
                mark_ = m;
            }
            if (eat(TokenKind::RPar)) {
                PNode *n = node(NK::Tuple, start);
                n->list = std::move(items);
                return n;
            }
        }
        mark_ = start;
        return nullptr;
    }

    // set: '{' star_named_expressions '}'
    PNode *set()
    {
        Enter e(*this);
        int start = mark_;
        if (eat(TokenKind::LBrace)) {
            if (PNode *a = star_named_expressions()) {
                if (eat(TokenKind::RBrace)) {
                    PNode *n = node(NK::Set, start);
                    n->list = a->list;
                    return n;
                }
            }
        }
        mark_ = start;
        return nullptr;
    }

    // dict: '{' [double_starred_kvpairs] '}' | '{' invalid_double_starred_kvpairs '}'
    PNode *dict()
    {
        Enter e(*this);
        int start = mark_;
        if (eat(TokenKind::LBrace)) {
            PNode *a = double_starred_kvpairs();
            if (eat(TokenKind::RBrace)) {
                PNode *n = node(NK::Dict, start);
                if (a) {
                    for (PNode *kv : a->list) {
                        n->list.push_back(kv->a);
                        n->list2.push_back(kv->b);
                    }
                }
                return n;
            }
        }
        mark_ = start;
        if (callInvalid_) {
            if (eat(TokenKind::LBrace)) {
                invalid_double_starred_kvpairs();
            }
            mark_ = start;
        }
        return nullptr;
    }

    PNode *double_starred_kvpairs()
    {
        Enter e(*this);
        std::vector<PNode *> items;
        PNode *a = double_starred_kvpair();
        if (!a)
            return nullptr;
        items.push_back(a);
        for (;;) {
            int m = mark_;
            if (!eat(TokenKind::Comma))
                break;
            PNode *b = double_starred_kvpair();
            if (!b) {
                mark_ = m;
                break;
            }
            items.push_back(b);
        }
        eat(TokenKind::Comma);
        return seq(std::move(items));
    }

    PNode *keyValue(PNode *k, PNode *v)
    {
        arena_.emplace_back();
        PNode *n = &arena_.back();
        n->kind = NK::KeyValue;
        n->a = k;
        n->b = v;
        return n;
    }

    // double_starred_kvpair: '**' bitwise_or | kvpair
    PNode *double_starred_kvpair()
    {
        Enter e(*this);
        int start = mark_;
        if (eat(TokenKind::DoubleStar)) {
            if (PNode *a = bitwise_or())
                return keyValue(nullptr, a);
        }
        mark_ = start;
        return kvpair();
    }

    // kvpair: expression ':' expression
    PNode *kvpair()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *a = expression()) {
            if (eat(TokenKind::Colon)) {
                if (PNode *b = expression())
                    return keyValue(a, b);
            }
        }
        mark_ = start;
        return nullptr;
    }

    // ===== comprehensions ==============================================================

    PNode *for_if_clauses()
    {
        Enter e(*this);
        auto items = repeat([&] { return for_if_clause(); });
        if (items.empty())
            return nullptr;
        return seq(std::move(items));
    }

    // for_if_clause:
    //   ASYNC 'for' star_targets 'in' ~ disjunction ('if' disjunction)*
    //   | 'for' star_targets 'in' ~ disjunction ('if' disjunction)* | invalid_for_target
    PNode *for_if_clause()
    {
        Enter e(*this);
        int start = mark_;
        for (int alt = 0; alt < 2; ++alt) {
            mark_ = start;
            bool async = alt == 0;
            if (async && !eat(TokenKind::KwAsync))
                continue;
            if (!eat(TokenKind::KwFor))
                continue;
            PNode *a = star_targets();
            if (!a || !eat(TokenKind::KwIn))
                continue;
            PNode *b = disjunction();
            if (!b) { // cut
                mark_ = start;
                return nullptr;
            }
            std::vector<PNode *> ifs;
            for (;;) {
                int m = mark_;
                if (!eat(TokenKind::KwIf))
                    break;
                PNode *z = disjunction();
                if (!z) {
                    mark_ = m;
                    break;
                }
                ifs.push_back(z);
            }
            PNode *n = node(NK::Comprehension, start);
            n->a = a;
            n->b = b;
            n->list = std::move(ifs);
            n->flag = async;
            return n;
        }
        mark_ = start;
        if (callInvalid_) {
            invalid_for_target();
            mark_ = start;
        }
        return nullptr;
    }

    // listcomp: '[' named_expression for_if_clauses ']' | invalid_comprehension
    PNode *listcomp()
    {
        Enter e(*this);
        int start = mark_;
        if (eat(TokenKind::LSqb)) {
            if (PNode *a = named_expression()) {
                if (PNode *b = for_if_clauses()) {
                    if (eat(TokenKind::RSqb)) {
                        PNode *n = node(NK::ListComp, start);
                        n->a = a;
                        n->list = b->list;
                        return n;
                    }
                }
            }
        }
        mark_ = start;
        if (callInvalid_) {
            invalid_comprehension();
            mark_ = start;
        }
        return nullptr;
    }

    PNode *setcomp()
    {
        Enter e(*this);
        int start = mark_;
        if (eat(TokenKind::LBrace)) {
            if (PNode *a = named_expression()) {
                if (PNode *b = for_if_clauses()) {
                    if (eat(TokenKind::RBrace)) {
                        PNode *n = node(NK::SetComp, start);
                        n->a = a;
                        n->list = b->list;
                        return n;
                    }
                }
            }
        }
        mark_ = start;
        if (callInvalid_) {
            invalid_comprehension();
            mark_ = start;
        }
        return nullptr;
    }

    // genexp: '(' (assignment_expression | expression !':=') for_if_clauses ')'
    //       | invalid_comprehension
    PNode *genexp()
    {
        Enter e(*this);
        int start = mark_;
        if (eat(TokenKind::LPar)) {
            int m = mark_;
            PNode *a = assignment_expression();
            if (!a) {
                mark_ = m;
                a = expression();
                if (a && at(TokenKind::ColonEqual))
                    a = nullptr;
            }
            if (a) {
                if (PNode *b = for_if_clauses()) {
                    if (eat(TokenKind::RPar)) {
                        PNode *n = node(NK::GeneratorExp, start);
                        n->a = a;
                        n->list = b->list;
                        return n;
                    }
                }
            }
        }
        mark_ = start;
        if (callInvalid_) {
            invalid_comprehension();
            mark_ = start;
        }
        return nullptr;
    }

    // dictcomp: '{' kvpair for_if_clauses '}' | invalid_dict_comprehension
    PNode *dictcomp()
    {
        Enter e(*this);
        int start = mark_;
        if (eat(TokenKind::LBrace)) {
            if (PNode *a = kvpair()) {
                if (PNode *b = for_if_clauses()) {
                    if (eat(TokenKind::RBrace)) {
                        PNode *n = node(NK::DictComp, start);
                        n->a = a->a;
                        n->b = a->b;
                        n->list = b->list;
                        return n;
                    }
                }
            }
        }
        mark_ = start;
        if (callInvalid_) {
            // invalid_dict_comprehension: '{' '**' bitwise_or for_if_clauses '}'
            if (eat(TokenKind::LBrace)) {
                int a = expect(TokenKind::DoubleStar);
                if (a >= 0 && bitwise_or() && for_if_clauses() && eat(TokenKind::RBrace))
                    raiseTok(a, "dict unpacking cannot be used in dict comprehension");
            }
            mark_ = start;
        }
        return nullptr;
    }

    // ===== call arguments ==============================================================

    // arguments (memo): args [','] &')' | invalid_arguments
    PNode *arguments()
    {
        return memoized(R_arguments, [&]() -> PNode * {
            int start = mark_;
            if (PNode *a = args()) {
                eat(TokenKind::Comma);
                if (at(TokenKind::RPar))
                    return a;
            }
            mark_ = start;
            if (callInvalid_) {
                invalid_arguments();
                mark_ = start;
            }
            return nullptr;
        });
    }

    // Builds a Call-shaped node: list = positional (and starred) args, list2 = keywords.
    PNode *callSeqs(int start, std::vector<PNode *> positional, PNode *kwargs)
    {
        PNode *n = node(NK::Call, start);
        n->list = std::move(positional);
        if (kwargs) {
            for (PNode *k : kwargs->list) {
                if (k->kind == NK::Keyword)
                    n->list2.push_back(k);
                else
                    n->list.push_back(k);
            }
        }
        return n;
    }

    // args:
    //   ','.(starred_expression | (assignment_expression | expression !':=') !'=')+ [',' kwargs]
    //   | kwargs
    PNode *args()
    {
        Enter e(*this);
        int start = mark_;
        auto one = [&]() -> PNode * {
            int m = mark_;
            if (PNode *s = starred_expression())
                return s;
            mark_ = m;
            PNode *a = assignment_expression();
            if (!a) {
                mark_ = m;
                a = expression();
                if (a && at(TokenKind::ColonEqual))
                    a = nullptr;
            }
            if (a && !at(TokenKind::Equal))
                return a;
            mark_ = m;
            return nullptr;
        };
        if (PNode *a = one()) {
            std::vector<PNode *> items{a};
            for (;;) {
                int m = mark_;
                if (!eat(TokenKind::Comma))
                    break;
                PNode *b = one();
                if (!b) {
                    mark_ = m;
                    break;
                }
                items.push_back(b);
            }
            PNode *k = nullptr;
            int m = mark_;
            if (eat(TokenKind::Comma)) {
                k = kwargs();
                if (!k)
                    mark_ = m;
            }
            return callSeqs(start, std::move(items), k);
        }
        mark_ = start;
        if (PNode *k = kwargs())
            return callSeqs(start, {}, k);
        mark_ = start;
        return nullptr;
    }

    template <typename F>
    std::vector<PNode *> gather(F &&one)
    {
        std::vector<PNode *> items;
        PNode *a = one();
        if (!a)
            return items;
        items.push_back(a);
        for (;;) {
            int m = mark_;
            if (!eat(TokenKind::Comma))
                break;
            PNode *b = one();
            if (!b) {
                mark_ = m;
                break;
            }
            items.push_back(b);
        }
        return items;
    }

    // kwargs:
    //   ','.kwarg_or_starred+ ',' ','.kwarg_or_double_starred+
    //   | ','.kwarg_or_starred+ | ','.kwarg_or_double_starred+
    PNode *kwargs()
    {
        Enter e(*this);
        int start = mark_;
        {
            auto a = gather([&] { return kwarg_or_starred(); });
            if (!a.empty() && eat(TokenKind::Comma)) {
                auto b = gather([&] { return kwarg_or_double_starred(); });
                if (!b.empty()) {
                    a.insert(a.end(), b.begin(), b.end());
                    return seq(std::move(a));
                }
            }
        }
        mark_ = start;
        {
            auto a = gather([&] { return kwarg_or_starred(); });
            if (!a.empty())
                return seq(std::move(a));
        }
        mark_ = start;
        {
            auto a = gather([&] { return kwarg_or_double_starred(); });
            if (!a.empty())
                return seq(std::move(a));
        }
        mark_ = start;
        return nullptr;
    }

    // starred_expression: '*' expression
    PNode *starred_expression()
    {
        Enter e(*this);
        int start = mark_;
        if (eat(TokenKind::Star)) {
            if (PNode *a = expression()) {
                PNode *n = node(NK::Starred, start);
                n->a = a;
                return n;
            }
        }
        mark_ = start;
        return nullptr;
    }

    PNode *keywordNode(int start, const std::string &name, PNode *value)
    {
        PNode *n = node(NK::Keyword, start);
        n->str = name;
        n->a = value;
        return n;
    }

    // kwarg_or_starred: invalid_kwarg | NAME '=' expression | starred_expression
    PNode *kwarg_or_starred()
    {
        Enter e(*this);
        int start = mark_;
        if (callInvalid_) {
            invalid_kwarg();
            mark_ = start;
        }
        if (PNode *a = nameNode()) {
            if (eat(TokenKind::Equal)) {
                if (PNode *b = expression())
                    return keywordNode(start, a->str, b);
            }
        }
        mark_ = start;
        return starred_expression();
    }

    // kwarg_or_double_starred: invalid_kwarg | NAME '=' expression | '**' expression
    PNode *kwarg_or_double_starred()
    {
        Enter e(*this);
        int start = mark_;
        if (callInvalid_) {
            invalid_kwarg();
            mark_ = start;
        }
        if (PNode *a = nameNode()) {
            if (eat(TokenKind::Equal)) {
                if (PNode *b = expression())
                    return keywordNode(start, a->str, b);
            }
        }
        mark_ = start;
        if (eat(TokenKind::DoubleStar)) {
            if (PNode *a = expression())
                return keywordNode(start, std::string(), a);
        }
        mark_ = start;
        return nullptr;
    }

    // ===== assignment targets ==========================================================

    // star_targets: star_target !',' | star_target (',' star_target)* [',']
    PNode *star_targets()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *a = star_target()) {
            if (!at(TokenKind::Comma))
                return a;
        }
        mark_ = start;
        if (PNode *a = star_target()) {
            std::vector<PNode *> items{a};
            for (;;) {
                int m = mark_;
                if (!eat(TokenKind::Comma))
                    break;
                PNode *c = star_target();
                if (!c) {
                    mark_ = m;
                    break;
                }
                items.push_back(c);
            }
            eat(TokenKind::Comma);
            PNode *n = node(NK::Tuple, start);
            n->list = std::move(items);
            return n;
        }
        mark_ = start;
        return nullptr;
    }

    // star_targets_list_seq: ','.star_target+ [',']
    PNode *star_targets_list_seq()
    {
        Enter e(*this);
        auto items = gather([&] { return star_target(); });
        if (items.empty())
            return nullptr;
        eat(TokenKind::Comma);
        return seq(std::move(items));
    }

    // star_targets_tuple_seq: star_target (',' star_target)+ [','] | star_target ','
    PNode *star_targets_tuple_seq()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *a = star_target()) {
            std::vector<PNode *> items{a};
            for (;;) {
                int m = mark_;
                if (!eat(TokenKind::Comma))
                    break;
                PNode *c = star_target();
                if (!c) {
                    mark_ = m;
                    break;
                }
                items.push_back(c);
            }
            if (items.size() > 1) {
                eat(TokenKind::Comma);
                return seq(std::move(items));
            }
        }
        mark_ = start;
        if (PNode *a = star_target()) {
            if (eat(TokenKind::Comma))
                return seq({a});
        }
        mark_ = start;
        return nullptr;
    }

    // star_target (memo): '*' (!'*' star_target) | target_with_star_atom
    PNode *star_target()
    {
        return memoized(R_star_target, [&]() -> PNode * {
            int start = mark_;
            if (eat(TokenKind::Star)) {
                if (!at(TokenKind::Star)) {
                    if (PNode *a = star_target()) {
                        PNode *n = node(NK::Starred, start);
                        n->a = a;
                        return n;
                    }
                }
            }
            mark_ = start;
            return target_with_star_atom();
        });
    }

    // t_primary '.' NAME !t_lookahead | t_primary '[' slices ']' !t_lookahead
    PNode *subscriptAttributeTarget()
    {
        int start = mark_;
        if (PNode *a = t_primary()) {
            if (eat(TokenKind::Dot)) {
                if (PNode *b = nameNode()) {
                    if (!tLookahead()) {
                        PNode *n = node(NK::Attribute, start);
                        n->a = a;
                        n->str = b->str;
                        return n;
                    }
                }
            }
        }
        mark_ = start;
        if (PNode *a = t_primary()) {
            if (eat(TokenKind::LSqb)) {
                if (PNode *b = slices()) {
                    if (eat(TokenKind::RSqb) && !tLookahead()) {
                        PNode *n = node(NK::Subscript, start);
                        n->a = a;
                        n->b = b;
                        return n;
                    }
                }
            }
        }
        mark_ = start;
        return nullptr;
    }

    // target_with_star_atom (memo): subscript/attribute target | star_atom
    PNode *target_with_star_atom()
    {
        return memoized(R_target_with_star_atom, [&]() -> PNode * {
            if (PNode *a = subscriptAttributeTarget())
                return a;
            return star_atom();
        });
    }

    // star_atom: NAME | '(' target_with_star_atom ')' | '(' [star_targets_tuple_seq] ')'
    //          | '[' [star_targets_list_seq] ']'
    PNode *star_atom()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *a = nameNode())
            return a;
        if (eat(TokenKind::LPar)) {
            if (PNode *a = target_with_star_atom())
                if (eat(TokenKind::RPar))
                    return a;
        }
        mark_ = start;
        if (eat(TokenKind::LPar)) {
            PNode *a = star_targets_tuple_seq();
            if (eat(TokenKind::RPar)) {
                PNode *n = node(NK::Tuple, start);
                if (a)
                    n->list = a->list;
                return n;
            }
        }
        mark_ = start;
        if (eat(TokenKind::LSqb)) {
            PNode *a = star_targets_list_seq();
            if (eat(TokenKind::RSqb)) {
                PNode *n = node(NK::List, start);
                if (a)
                    n->list = a->list;
                return n;
            }
        }
        mark_ = start;
        return nullptr;
    }

    // single_target: single_subscript_attribute_target | NAME | '(' single_target ')'
    PNode *single_target()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *a = single_subscript_attribute_target())
            return a;
        if (PNode *a = nameNode())
            return a;
        if (eat(TokenKind::LPar)) {
            if (PNode *a = single_target())
                if (eat(TokenKind::RPar))
                    return a;
        }
        mark_ = start;
        return nullptr;
    }

    PNode *single_subscript_attribute_target()
    {
        Enter e(*this);
        return subscriptAttributeTarget();
    }

    bool tLookahead()
    {
        TokenKind k = peek();
        return k == TokenKind::LPar || k == TokenKind::LSqb || k == TokenKind::Dot;
    }

    // t_primary: primary-like chain whose every step is followed by '(' '[' or '.'
    PNode *t_primary()
    {
        return memoized(R_t_primary, [&]() -> PNode * {
            int start = mark_;
            PNode *a = atom();
            if (!a || !tLookahead()) {
                mark_ = start;
                return nullptr;
            }
            for (;;) {
                int m = mark_;
                PNode *n = nullptr;
                if (eat(TokenKind::Dot)) {
                    if (PNode *b = nameNode()) {
                        if (tLookahead()) {
                            n = node(NK::Attribute, start);
                            n->a = a;
                            n->str = b->str;
                        }
                    }
                }
                if (!n) {
                    mark_ = m;
                    if (eat(TokenKind::LSqb)) {
                        if (PNode *b = slices()) {
                            if (eat(TokenKind::RSqb) && tLookahead()) {
                                n = node(NK::Subscript, start);
                                n->a = a;
                                n->b = b;
                            }
                        }
                    }
                }
                if (!n) {
                    mark_ = m;
                    if (PNode *g = genexp()) {
                        if (tLookahead()) {
                            n = node(NK::Call, start);
                            n->a = a;
                            n->list = {g};
                        }
                    }
                }
                if (!n) {
                    mark_ = m;
                    if (eat(TokenKind::LPar)) {
                        PNode *b = arguments();
                        if (eat(TokenKind::RPar) && tLookahead()) {
                            n = node(NK::Call, start);
                            n->a = a;
                            if (b) {
                                n->list = b->list;
                                n->list2 = b->list2;
                            }
                        }
                    }
                }
                if (!n) {
                    mark_ = m;
                    break;
                }
                a = n;
            }
            return a;
        });
    }

    // del_targets: ','.del_target+ [',']
    PNode *del_targets()
    {
        Enter e(*this);
        auto items = gather([&] { return del_target(); });
        if (items.empty())
            return nullptr;
        eat(TokenKind::Comma);
        return seq(std::move(items));
    }

    // del_target (memo): subscript/attribute target | del_t_atom
    PNode *del_target()
    {
        return memoized(R_del_target, [&]() -> PNode * {
            if (PNode *a = subscriptAttributeTarget())
                return a;
            return del_t_atom();
        });
    }

    // del_t_atom: NAME | '(' del_target ')' | '(' [del_targets] ')' | '[' [del_targets] ']'
    PNode *del_t_atom()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *a = nameNode())
            return a;
        if (eat(TokenKind::LPar)) {
            if (PNode *a = del_target())
                if (eat(TokenKind::RPar))
                    return a;
        }
        mark_ = start;
        if (eat(TokenKind::LPar)) {
            PNode *a = del_targets();
            if (eat(TokenKind::RPar)) {
                PNode *n = node(NK::Tuple, start);
                if (a)
                    n->list = a->list;
                return n;
            }
        }
        mark_ = start;
        if (eat(TokenKind::LSqb)) {
            PNode *a = del_targets();
            if (eat(TokenKind::RSqb)) {
                PNode *n = node(NK::List, start);
                if (a)
                    n->list = a->list;
                return n;
            }
        }
        mark_ = start;
        return nullptr;
    }

    // ===== invalid_* rules: second pass only, to explain a failure =====================

    // invalid_arguments
    void invalid_arguments()
    {
        Enter e(*this);
        int start = mark_;
        // a=args ',' '*'
        if (PNode *a = args()) {
            if (eat(TokenKind::Comma) && eat(TokenKind::Star))
                raiseNode(a, "iterable argument unpacking follows keyword argument unpacking");
        }
        mark_ = start;
        // a=expression b=for_if_clauses ',' [args | expression for_if_clauses]
        if (PNode *a = expression()) {
            if (for_if_clauses() && eat(TokenKind::Comma)) {
                int m = mark_;
                if (!args()) {
                    mark_ = m;
                    if (!(expression() && for_if_clauses()))
                        mark_ = m;
                }
                raiseNode(a, "Generator expression must be parenthesized");
            }
        }
        mark_ = start;
        // a=NAME b='=' expression for_if_clauses
        if (PNode *a = nameNode()) {
            if (eat(TokenKind::Equal) && expression() && for_if_clauses())
                raiseNode(a, "invalid syntax. Maybe you meant '==' or ':=' instead of '='?");
        }
        mark_ = start;
        // a=args b=for_if_clauses { _PyPegen_nonparen_genexp_in_call }
        if (PNode *a = args()) {
            if (for_if_clauses()) {
                if (a->list.size() > 1)
                    raiseNode(a->list.back(), "Generator expression must be parenthesized");
            }
        }
        mark_ = start;
        // args ',' a=expression b=for_if_clauses
        if (args() && eat(TokenKind::Comma)) {
            if (PNode *a = expression())
                if (for_if_clauses())
                    raiseNode(a, "Generator expression must be parenthesized");
        }
        mark_ = start;
        // a=args ',' args { _PyPegen_arguments_parsing_error }
        if (PNode *a = args()) {
            if (eat(TokenKind::Comma) && args()) {
                bool unpacking = false;
                for (PNode *k : a->list2)
                    if (k->str.empty())
                        unpacking = true;
                raiseLast(unpacking ? "positional argument follows keyword argument unpacking"
                                    : "positional argument follows keyword argument");
            }
        }
        mark_ = start;
    }

    // invalid_kwarg
    void invalid_kwarg()
    {
        Enter e(*this);
        int start = mark_;
        // a=('True'|'False'|'None') b='='
        {
            TokenKind k = peek();
            if (k == TokenKind::KwTrue || k == TokenKind::KwFalse || k == TokenKind::KwNone) {
                int a = mark_++;
                if (eat(TokenKind::Equal))
                    raiseTok(a, "cannot assign to " + toks_[static_cast<std::size_t>(a)].text);
            }
        }
        mark_ = start;
        // a=NAME b='=' expression for_if_clauses
        if (PNode *a = nameNode()) {
            if (eat(TokenKind::Equal) && expression() && for_if_clauses())
                raiseNode(a, "invalid syntax. Maybe you meant '==' or ':=' instead of '='?");
        }
        mark_ = start;
        // !(NAME '=') a=expression b='='
        {
            bool nameEq = false;
            if (nameNode() && at(TokenKind::Equal))
                nameEq = true;
            mark_ = start;
            if (!nameEq) {
                if (PNode *a = expression())
                    if (eat(TokenKind::Equal))
                        raiseNode(a, "expression cannot contain assignment, perhaps you meant \"==\"?");
            }
        }
        mark_ = start;
    }

    // invalid_legacy_expression: a=NAME !'(' b=star_expressions
    void invalid_legacy_expression()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *a = nameNode()) {
            if (!at(TokenKind::LPar)) {
                if (star_expressions()) {
                    if (a->str == "print" || a->str == "exec")
                        raiseNode(a, "Missing parentheses in call to '" + a->str + "'. Did you mean "
                                         + a->str + "(...)?");
                }
            }
        }
        mark_ = start;
    }

    // invalid_expression:
    //   !(NAME STRING | SOFT_KEYWORD) a=disjunction b=expression_without_invalid
    //   | a=disjunction 'if' b=disjunction !('else'|':')
    void invalid_expression()
    {
        Enter e(*this);
        int start = mark_;
        {
            bool blocked = false;
            if (peek() == TokenKind::Name) {
                // CPython's SOFT_KEYWORD test compares only the name's length, so any prefix
                // of a soft keyword (`c`, `ma`, ...) counts as one.
                const std::string &t = cur().text;
                auto prefixOf = [&](std::string_view kw) { return t.size() <= kw.size() && kw.compare(0, t.size(), t) == 0; };
                if (prefixOf("match") || prefixOf("case") || prefixOf("_"))
                    blocked = true;
                else {
                    ++mark_;
                    if (peek() == TokenKind::String)
                        blocked = true;
                    mark_ = start;
                }
            }
            if (!blocked) {
                if (PNode *a = disjunction()) {
                    if (expression_without_invalid()) {
                        bool legacy = a->kind == NK::Name && (a->str == "print" || a->str == "exec");
                        if (!legacy && toks_[static_cast<std::size_t>(mark_ - 1)].level != 0)
                            raiseNode(a, "invalid syntax. Perhaps you forgot a comma?");
                    }
                }
            }
        }
        mark_ = start;
        if (PNode *a = disjunction()) {
            if (eat(TokenKind::KwIf)) {
                if (disjunction()) {
                    if (!at(TokenKind::KwElse) && !at(TokenKind::Colon))
                        raiseNode(a, "expected 'else' after 'if' expression");
                }
            }
        }
        mark_ = start;
    }

    // invalid_named_expression (memo)
    void invalid_named_expression()
    {
        memoized(R_invalid_named_expression, [&]() -> PNode * {
            int start = mark_;
            // a=expression ':=' expression
            if (PNode *a = expression()) {
                if (eat(TokenKind::ColonEqual) && expression())
                    raiseNode(a, std::string("cannot use assignment expressions with ") + exprName(a));
            }
            mark_ = start;
            // a=NAME '=' b=bitwise_or !('='|':=')
            if (PNode *a = nameNode()) {
                if (eat(TokenKind::Equal) && bitwise_or()) {
                    if (!at(TokenKind::Equal) && !at(TokenKind::ColonEqual))
                        raiseNode(a, "invalid syntax. Maybe you meant '==' or ':=' instead of '='?");
                }
            }
            mark_ = start;
            // !(list|tuple|genexp|'True'|'None'|'False') a=bitwise_or b='=' bitwise_or !('='|':=')
            {
                bool blocked = false;
                if (list() || tuple() || genexp())
                    blocked = true;
                mark_ = start;
                TokenKind k = peek();
                if (k == TokenKind::KwTrue || k == TokenKind::KwNone || k == TokenKind::KwFalse)
                    blocked = true;
                if (!blocked) {
                    if (PNode *a = bitwise_or()) {
                        if (eat(TokenKind::Equal) && bitwise_or()) {
                            if (!at(TokenKind::Equal) && !at(TokenKind::ColonEqual))
                                raiseNode(a, std::string("cannot assign to ") + exprName(a)
                                                 + " here. Maybe you meant '==' instead of '='?");
                        }
                    }
                }
            }
            mark_ = start;
            return nullptr;
        });
    }

    // invalid_assignment
    void invalid_assignment()
    {
        Enter e(*this);
        int start = mark_;
        // a=invalid_ann_assign_target ':' expression
        if (PNode *a = invalid_ann_assign_target()) {
            if (eat(TokenKind::Colon) && expression())
                raiseNode(a, std::string("only single target (not ") + exprName(a) + ") can be annotated");
        }
        mark_ = start;
        // a=star_named_expression ',' star_named_expressions* ':' expression
        if (PNode *a = star_named_expression()) {
            if (eat(TokenKind::Comma)) {
                repeat([&] { return star_named_expressions(); });
                if (eat(TokenKind::Colon) && expression())
                    raiseNode(a, "only single target (not tuple) can be annotated");
            }
        }
        mark_ = start;
        // a=expression ':' expression
        if (PNode *a = expression()) {
            if (eat(TokenKind::Colon) && expression())
                raiseNode(a, "illegal target for annotation");
        }
        mark_ = start;
        // (star_targets '=')* a=star_expressions '='
        {
            starTargetsEqLoop();
            if (PNode *a = star_expressions()) {
                if (eat(TokenKind::Equal))
                    raiseInvalidTarget(Targets::Star, a);
            }
        }
        mark_ = start;
        // (star_targets '=')* a=yield_expr '='
        {
            starTargetsEqLoop();
            if (PNode *a = yield_expr()) {
                if (eat(TokenKind::Equal))
                    raiseNode(a, "assignment to yield expression not possible");
            }
        }
        mark_ = start;
        // a=star_expressions augassign (yield_expr | star_expressions)
        if (PNode *a = star_expressions()) {
            if (augassign() >= 0) {
                PNode *v = yield_expr();
                if (!v)
                    v = star_expressions();
                if (v)
                    raiseNode(a, std::string("'") + exprName(a) + "' is an illegal expression for augmented assignment");
            }
        }
        mark_ = start;
    }

    void starTargetsEqLoop()
    {
        for (;;) {
            int m = mark_;
            if (star_targets() && eat(TokenKind::Equal))
                continue;
            mark_ = m;
            break;
        }
    }

    // invalid_ann_assign_target: list | tuple | '(' invalid_ann_assign_target ')'
    PNode *invalid_ann_assign_target()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *a = list())
            return a;
        if (PNode *a = tuple())
            return a;
        if (eat(TokenKind::LPar)) {
            if (PNode *a = invalid_ann_assign_target())
                if (eat(TokenKind::RPar))
                    return a;
        }
        mark_ = start;
        return nullptr;
    }

    // invalid_comprehension
    void invalid_comprehension()
    {
        Enter e(*this);
        int start = mark_;
        // ('[' | '(' | '{') a=starred_expression for_if_clauses
        if (eat(TokenKind::LSqb) || eat(TokenKind::LPar) || eat(TokenKind::LBrace)) {
            if (PNode *a = starred_expression())
                if (for_if_clauses())
                    raiseNode(a, "iterable unpacking cannot be used in comprehension");
        }
        mark_ = start;
        // ('[' | '{') a=star_named_expression ',' b=star_named_expressions for_if_clauses
        if (eat(TokenKind::LSqb) || eat(TokenKind::LBrace)) {
            if (PNode *a = star_named_expression()) {
                if (eat(TokenKind::Comma) && star_named_expressions() && for_if_clauses())
                    raiseNode(a, "did you forget parentheses around the comprehension target?");
            }
        }
        mark_ = start;
        // ('[' | '{') a=star_named_expression b=',' for_if_clauses
        if (eat(TokenKind::LSqb) || eat(TokenKind::LBrace)) {
            if (PNode *a = star_named_expression()) {
                if (eat(TokenKind::Comma) && for_if_clauses())
                    raiseNode(a, "did you forget parentheses around the comprehension target?");
            }
        }
        mark_ = start;
    }

    // invalid_parameters
    void invalid_parameters()
    {
        Enter e(*this);
        int start = mark_;
        // param_no_default* invalid_parameters_helper a=param_no_default
        {
            repeat([&] { return param_no_default(); });
            if (invalid_parameters_helper()) {
                if (PNode *a = param_no_default())
                    raiseNode(a, "non-default argument follows default argument");
            }
        }
        mark_ = start;
        // param_no_default* a='(' param_no_default+ ','? b=')'
        {
            repeat([&] { return param_no_default(); });
            int a = expect(TokenKind::LPar);
            if (a >= 0) {
                auto ps = repeat([&] { return param_no_default(); });
                if (!ps.empty()) {
                    eat(TokenKind::Comma);
                    if (eat(TokenKind::RPar))
                        raiseTok(a, "Function parameters cannot be parenthesized");
                }
            }
        }
        mark_ = start;
        // a="/" ','
        {
            int a = expect(TokenKind::Slash);
            if (a >= 0 && eat(TokenKind::Comma))
                raiseTok(a, "at least one argument must precede /");
        }
        mark_ = start;
        // (slash_no_default | slash_with_default) param_maybe_default* a='/'
        {
            bool ok = slash_no_default() != nullptr;
            if (!ok) {
                mark_ = start;
                ok = slash_with_default() != nullptr;
            }
            if (ok) {
                repeat([&] { return param_maybe_default(); });
                int a = expect(TokenKind::Slash);
                if (a >= 0)
                    raiseTok(a, "/ may appear only once");
            }
        }
        mark_ = start;
        // (slash_no_default | slash_with_default)? param_maybe_default* '*' (',' | param_no_default)
        //   param_maybe_default* a='/'
        {
            if (!slash_no_default()) {
                mark_ = start;
                if (!slash_with_default())
                    mark_ = start;
            }
            repeat([&] { return param_maybe_default(); });
            if (eat(TokenKind::Star)) {
                if (eat(TokenKind::Comma) || param_no_default()) {
                    repeat([&] { return param_maybe_default(); });
                    int a = expect(TokenKind::Slash);
                    if (a >= 0)
                        raiseTok(a, "/ must be ahead of *");
                }
            }
        }
        mark_ = start;
        // param_maybe_default+ '/' a='*'
        {
            auto ps = repeat([&] { return param_maybe_default(); });
            if (!ps.empty() && eat(TokenKind::Slash)) {
                int a = expect(TokenKind::Star);
                if (a >= 0)
                    raiseTok(a, "expected comma between / and *");
            }
        }
        mark_ = start;
    }

    // invalid_parameters_helper: slash_with_default | param_with_default+
    PNode *invalid_parameters_helper()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *a = slash_with_default())
            return a;
        mark_ = start;
        auto ps = repeat([&] { return param_with_default(); });
        if (!ps.empty())
            return seq(std::move(ps));
        mark_ = start;
        return nullptr;
    }

    // invalid_star_etc
    void invalid_star_etc()
    {
        Enter e(*this);
        int start = mark_;
        // a='*' (')' | ',' (')' | '**'))
        {
            int a = expect(TokenKind::Star);
            if (a >= 0) {
                int m = mark_;
                bool hit = eat(TokenKind::RPar);
                if (!hit) {
                    mark_ = m;
                    hit = eat(TokenKind::Comma) && (eat(TokenKind::RPar) || eat(TokenKind::DoubleStar));
                }
                if (hit)
                    raiseTok(a, "named arguments must follow bare *");
            }
        }
        mark_ = start;
        // '*' ',' TYPE_COMMENT  (never: no type comments)
        if (eat(TokenKind::Star) && eat(TokenKind::Comma))
            peekTypeComment();
        mark_ = start;
        // '*' param a='='
        if (eat(TokenKind::Star) && param()) {
            int a = expect(TokenKind::Equal);
            if (a >= 0)
                raiseTok(a, "var-positional argument cannot have default value");
        }
        mark_ = start;
        // '*' (param_no_default | ',') param_maybe_default* a='*' (param_no_default | ',')
        if (eat(TokenKind::Star) && (param_no_default() || eat(TokenKind::Comma))) {
            repeat([&] { return param_maybe_default(); });
            int a = expect(TokenKind::Star);
            if (a >= 0 && (param_no_default() || eat(TokenKind::Comma)))
                raiseTok(a, "* argument may appear only once");
        }
        mark_ = start;
    }

    // invalid_kwds
    void invalid_kwds()
    {
        Enter e(*this);
        int start = mark_;
        // '**' param a='='
        if (eat(TokenKind::DoubleStar) && param()) {
            int a = expect(TokenKind::Equal);
            if (a >= 0)
                raiseTok(a, "var-keyword argument cannot have default value");
        }
        mark_ = start;
        // '**' param ',' a=param
        if (eat(TokenKind::DoubleStar) && param() && eat(TokenKind::Comma)) {
            if (PNode *a = param())
                raiseNode(a, "arguments cannot follow var-keyword argument");
        }
        mark_ = start;
        // '**' param ',' a=('*'|'**'|'/')
        if (eat(TokenKind::DoubleStar) && param() && eat(TokenKind::Comma)) {
            TokenKind k = peek();
            if (k == TokenKind::Star || k == TokenKind::DoubleStar || k == TokenKind::Slash)
                raiseTok(mark_, "arguments cannot follow var-keyword argument");
        }
        mark_ = start;
    }

    // invalid_lambda_parameters
    void invalid_lambda_parameters()
    {
        Enter e(*this);
        int start = mark_;
        {
            repeat([&] { return lambda_param_no_default(); });
            if (invalid_lambda_parameters_helper()) {
                if (PNode *a = lambda_param_no_default())
                    raiseNode(a, "non-default argument follows default argument");
            }
        }
        mark_ = start;
        // lambda_param_no_default* a='(' ','.lambda_param+ ','? b=')'
        {
            repeat([&] { return lambda_param_no_default(); });
            int a = expect(TokenKind::LPar);
            if (a >= 0) {
                auto ps = gather([&] { return lambda_param(); });
                if (!ps.empty()) {
                    eat(TokenKind::Comma);
                    if (eat(TokenKind::RPar))
                        raiseTok(a, "Lambda expression parameters cannot be parenthesized");
                }
            }
        }
        mark_ = start;
        {
            int a = expect(TokenKind::Slash);
            if (a >= 0 && eat(TokenKind::Comma))
                raiseTok(a, "at least one argument must precede /");
        }
        mark_ = start;
        {
            bool ok = lambda_slash_no_default() != nullptr;
            if (!ok) {
                mark_ = start;
                ok = lambda_slash_with_default() != nullptr;
            }
            if (ok) {
                repeat([&] { return lambda_param_maybe_default(); });
                int a = expect(TokenKind::Slash);
                if (a >= 0)
                    raiseTok(a, "/ may appear only once");
            }
        }
        mark_ = start;
        {
            if (!lambda_slash_no_default()) {
                mark_ = start;
                if (!lambda_slash_with_default())
                    mark_ = start;
            }
            repeat([&] { return lambda_param_maybe_default(); });
            if (eat(TokenKind::Star)) {
                if (eat(TokenKind::Comma) || lambda_param_no_default()) {
                    repeat([&] { return lambda_param_maybe_default(); });
                    int a = expect(TokenKind::Slash);
                    if (a >= 0)
                        raiseTok(a, "/ must be ahead of *");
                }
            }
        }
        mark_ = start;
        {
            auto ps = repeat([&] { return lambda_param_maybe_default(); });
            if (!ps.empty() && eat(TokenKind::Slash)) {
                int a = expect(TokenKind::Star);
                if (a >= 0)
                    raiseTok(a, "expected comma between / and *");
            }
        }
        mark_ = start;
    }

    PNode *invalid_lambda_parameters_helper()
    {
        Enter e(*this);
        int start = mark_;
        if (PNode *a = lambda_slash_with_default())
            return a;
        mark_ = start;
        auto ps = repeat([&] { return lambda_param_with_default(); });
        if (!ps.empty())
            return seq(std::move(ps));
        mark_ = start;
        return nullptr;
    }

    void invalid_lambda_star_etc()
    {
        Enter e(*this);
        int start = mark_;
        // '*' (':' | ',' (':' | '**'))
        if (eat(TokenKind::Star)) {
            int m = mark_;
            bool hit = eat(TokenKind::Colon);
            if (!hit) {
                mark_ = m;
                hit = eat(TokenKind::Comma) && (eat(TokenKind::Colon) || eat(TokenKind::DoubleStar));
            }
            if (hit)
                raiseLast("named arguments must follow bare *");
        }
        mark_ = start;
        // '*' lambda_param a='='
        if (eat(TokenKind::Star) && lambda_param()) {
            int a = expect(TokenKind::Equal);
            if (a >= 0)
                raiseTok(a, "var-positional argument cannot have default value");
        }
        mark_ = start;
        // '*' (lambda_param_no_default | ',') lambda_param_maybe_default* a='*' (lambda_param_no_default | ',')
        if (eat(TokenKind::Star) && (lambda_param_no_default() || eat(TokenKind::Comma))) {
            repeat([&] { return lambda_param_maybe_default(); });
            int a = expect(TokenKind::Star);
            if (a >= 0 && (lambda_param_no_default() || eat(TokenKind::Comma)))
                raiseTok(a, "* argument may appear only once");
        }
        mark_ = start;
    }

    void invalid_lambda_kwds()
    {
        Enter e(*this);
        int start = mark_;
        if (eat(TokenKind::DoubleStar) && lambda_param()) {
            int a = expect(TokenKind::Equal);
            if (a >= 0)
                raiseTok(a, "var-keyword argument cannot have default value");
        }
        mark_ = start;
        if (eat(TokenKind::DoubleStar) && lambda_param() && eat(TokenKind::Comma)) {
            if (PNode *a = lambda_param())
                raiseNode(a, "arguments cannot follow var-keyword argument");
        }
        mark_ = start;
        if (eat(TokenKind::DoubleStar) && lambda_param() && eat(TokenKind::Comma)) {
            TokenKind k = peek();
            if (k == TokenKind::Star || k == TokenKind::DoubleStar || k == TokenKind::Slash)
                raiseTok(mark_, "arguments cannot follow var-keyword argument");
        }
        mark_ = start;
    }

    // invalid_for_target: ASYNC? 'for' a=star_expressions
    void invalid_for_target()
    {
        Enter e(*this);
        int start = mark_;
        eat(TokenKind::KwAsync);
        if (eat(TokenKind::KwFor)) {
            if (PNode *a = star_expressions())
                raiseInvalidTarget(Targets::For, a);
        }
        mark_ = start;
    }

    // ','.(expression ['as' star_target])+ and the parenthesized ','.(expressions ['as' star_target])+
    bool withItemsLoose(bool parenthesized)
    {
        auto one = [&]() -> PNode * {
            PNode *x = parenthesized ? expressions() : expression();
            if (!x)
                return nullptr;
            int m = mark_;
            if (!(eat(TokenKind::KwAs) && star_target()))
                mark_ = m;
            return x;
        };
        return !gather(one).empty();
    }

    // invalid_with_stmt
    void invalid_with_stmt()
    {
        Enter e(*this);
        int start = mark_;
        eat(TokenKind::KwAsync);
        if (eat(TokenKind::KwWith) && withItemsLoose(false) && eat(TokenKind::Newline))
            raiseLast("expected ':'");
        mark_ = start;
        eat(TokenKind::KwAsync);
        if (eat(TokenKind::KwWith) && eat(TokenKind::LPar) && withItemsLoose(true)) {
            eat(TokenKind::Comma);
            if (eat(TokenKind::RPar) && eat(TokenKind::Newline))
                raiseLast("expected ':'");
        }
        mark_ = start;
    }

    // invalid_with_stmt_indent
    void invalid_with_stmt_indent()
    {
        Enter e(*this);
        int start = mark_;
        eat(TokenKind::KwAsync);
        int a = expect(TokenKind::KwWith);
        if (a >= 0 && withItemsLoose(false) && eat(TokenKind::Colon) && eat(TokenKind::Newline)
            && !at(TokenKind::Indent))
            raiseLast("expected an indented block after 'with' statement on line "
                          + std::to_string(toks_[static_cast<std::size_t>(a)].line),
                      "IndentationError");
        mark_ = start;
        eat(TokenKind::KwAsync);
        a = expect(TokenKind::KwWith);
        if (a >= 0 && eat(TokenKind::LPar) && withItemsLoose(true)) {
            eat(TokenKind::Comma);
            if (eat(TokenKind::RPar) && eat(TokenKind::Colon) && eat(TokenKind::Newline)
                && !at(TokenKind::Indent))
                raiseLast("expected an indented block after 'with' statement on line "
                              + std::to_string(toks_[static_cast<std::size_t>(a)].line),
                          "IndentationError");
        }
        mark_ = start;
    }

    // invalid_try_stmt
    void invalid_try_stmt()
    {
        Enter e(*this);
        int start = mark_;
        // a='try' ':' NEWLINE !INDENT
        {
            int a = expect(TokenKind::KwTry);
            if (a >= 0 && eat(TokenKind::Colon) && eat(TokenKind::Newline) && !at(TokenKind::Indent))
                raiseLast("expected an indented block after 'try' statement on line "
                              + std::to_string(toks_[static_cast<std::size_t>(a)].line),
                          "IndentationError");
        }
        mark_ = start;
        // 'try' ':' block !('except' | 'finally')
        if (eat(TokenKind::KwTry) && eat(TokenKind::Colon) && block()) {
            if (!at(TokenKind::KwExcept) && !at(TokenKind::KwFinally))
                raiseLast("expected 'except' or 'finally' block");
        }
        mark_ = start;
        // 'try' ':' block* except_block+ a='except' b='*' expression ['as' NAME] ':'
        if (eat(TokenKind::KwTry) && eat(TokenKind::Colon)) {
            repeat([&] { return block(); });
            auto ex = repeat([&] { return except_block(); });
            if (!ex.empty()) {
                int a = expect(TokenKind::KwExcept);
                if (a >= 0 && eat(TokenKind::Star) && expression()) {
                    optAsName();
                    if (eat(TokenKind::Colon))
                        raiseTok(a, "cannot have both 'except' and 'except*' on the same 'try'");
                }
            }
        }
        mark_ = start;
        // 'try' ':' block* except_star_block+ a='except' [expression ['as' NAME]] ':'
        if (eat(TokenKind::KwTry) && eat(TokenKind::Colon)) {
            repeat([&] { return block(); });
            auto ex = repeat([&] { return except_star_block(); });
            if (!ex.empty()) {
                int a = expect(TokenKind::KwExcept);
                if (a >= 0) {
                    int m = mark_;
                    if (expression())
                        optAsName();
                    else
                        mark_ = m;
                    if (eat(TokenKind::Colon))
                        raiseTok(a, "cannot have both 'except' and 'except*' on the same 'try'");
                }
            }
        }
        mark_ = start;
    }

    // invalid_except_stmt
    void invalid_except_stmt()
    {
        Enter e(*this);
        int start = mark_;
        // 'except' '*'? a=expression ',' expressions ['as' NAME ] ':'
        if (eat(TokenKind::KwExcept)) {
            eat(TokenKind::Star);
            if (PNode *a = expression()) {
                if (eat(TokenKind::Comma) && expressions()) {
                    optAsName();
                    if (eat(TokenKind::Colon))
                        raiseNode(a, "multiple exception types must be parenthesized");
                }
            }
        }
        mark_ = start;
        // a='except' '*'? expression ['as' NAME ] NEWLINE
        if (eat(TokenKind::KwExcept)) {
            eat(TokenKind::Star);
            if (expression()) {
                optAsName();
                if (eat(TokenKind::Newline))
                    raiseLast("expected ':'");
            }
        }
        mark_ = start;
        // a='except' NEWLINE
        if (eat(TokenKind::KwExcept) && eat(TokenKind::Newline))
            raiseLast("expected ':'");
        mark_ = start;
        // a='except' '*' (NEWLINE | ':')
        if (eat(TokenKind::KwExcept) && eat(TokenKind::Star) && (eat(TokenKind::Newline) || eat(TokenKind::Colon)))
            raiseLast("expected one or more exception types");
        mark_ = start;
    }

    // invalid_except_stmt_indent
    void invalid_except_stmt_indent()
    {
        Enter e(*this);
        int start = mark_;
        {
            int a = expect(TokenKind::KwExcept);
            if (a >= 0 && expression()) {
                optAsName();
                if (eat(TokenKind::Colon) && eat(TokenKind::Newline) && !at(TokenKind::Indent))
                    raiseLast("expected an indented block after 'except' statement on line "
                                  + std::to_string(toks_[static_cast<std::size_t>(a)].line),
                              "IndentationError");
            }
        }
        mark_ = start;
        {
            int a = expect(TokenKind::KwExcept);
            if (a >= 0 && eat(TokenKind::Colon) && eat(TokenKind::Newline) && !at(TokenKind::Indent))
                raiseLast("expected an indented block after 'except' statement on line "
                              + std::to_string(toks_[static_cast<std::size_t>(a)].line),
                          "IndentationError");
        }
        mark_ = start;
    }

    // invalid_if_stmt / invalid_elif_stmt
    void invalid_if_stmt(TokenKind kw)
    {
        Enter e(*this);
        int start = mark_;
        const char *word = kw == TokenKind::KwIf ? "if" : "elif";
        if (eat(kw) && named_expression() && eat(TokenKind::Newline))
            raiseLast("expected ':'");
        mark_ = start;
        int a = expect(kw);
        if (a >= 0) {
            PNode *x = named_expression();
            // invalid_if_stmt rebinds `a` to the condition; elif keeps the keyword
            int line = kw == TokenKind::KwIf && x ? x->line : toks_[static_cast<std::size_t>(a)].line;
            if (x && eat(TokenKind::Colon) && eat(TokenKind::Newline) && !at(TokenKind::Indent))
                raiseLast(std::string("expected an indented block after '") + word + "' statement on line "
                              + std::to_string(line),
                          "IndentationError");
        }
        mark_ = start;
    }

    // invalid_while_stmt
    void invalidHeader(TokenKind kw, const char *word)
    {
        Enter e(*this);
        int start = mark_;
        if (eat(kw) && named_expression() && eat(TokenKind::Newline))
            raiseLast("expected ':'");
        mark_ = start;
        int a = expect(kw);
        if (a >= 0 && named_expression() && eat(TokenKind::Colon) && eat(TokenKind::Newline)
            && !at(TokenKind::Indent))
            raiseLast(std::string("expected an indented block after '") + word + "' statement on line "
                          + std::to_string(toks_[static_cast<std::size_t>(a)].line),
                      "IndentationError");
        mark_ = start;
    }

    // invalid_for_stmt
    void invalid_for_stmt()
    {
        Enter e(*this);
        int start = mark_;
        eat(TokenKind::KwAsync);
        if (eat(TokenKind::KwFor) && star_targets() && eat(TokenKind::KwIn) && star_expressions()
            && eat(TokenKind::Newline))
            raiseLast("expected ':'");
        mark_ = start;
        eat(TokenKind::KwAsync);
        int a = expect(TokenKind::KwFor);
        if (a >= 0 && star_targets() && eat(TokenKind::KwIn) && star_expressions() && eat(TokenKind::Colon)
            && eat(TokenKind::Newline) && !at(TokenKind::Indent))
            raiseLast("expected an indented block after 'for' statement on line "
                          + std::to_string(toks_[static_cast<std::size_t>(a)].line),
                      "IndentationError");
        mark_ = start;
    }

    // invalid_def_raw: [ASYNC] a='def' NAME '(' [params] ')' ['->' expression] ':' NEWLINE !INDENT
    void invalid_def_raw()
    {
        Enter e(*this);
        int start = mark_;
        eat(TokenKind::KwAsync);
        int a = expect(TokenKind::KwDef);
        if (a >= 0 && nameNode() && eat(TokenKind::LPar)) {
            params();
            if (eat(TokenKind::RPar)) {
                int m = mark_;
                if (!(eat(TokenKind::RArrow) && expression()))
                    mark_ = m;
                if (eat(TokenKind::Colon) && eat(TokenKind::Newline) && !at(TokenKind::Indent))
                    raiseLast("expected an indented block after function definition on line "
                                  + std::to_string(toks_[static_cast<std::size_t>(a)].line),
                              "IndentationError");
            }
        }
        mark_ = start;
    }

    // invalid_class_def_raw
    void invalid_class_def_raw()
    {
        Enter e(*this);
        int start = mark_;
        auto header = [&]() -> bool {
            if (!nameNode())
                return false;
            int m = mark_;
            if (eat(TokenKind::LPar)) {
                arguments();
                if (!eat(TokenKind::RPar))
                    mark_ = m;
            }
            return true;
        };
        if (eat(TokenKind::KwClass) && header() && eat(TokenKind::Newline))
            raiseLast("expected ':'");
        mark_ = start;
        int a = expect(TokenKind::KwClass);
        if (a >= 0 && header() && eat(TokenKind::Colon) && eat(TokenKind::Newline) && !at(TokenKind::Indent))
            raiseLast("expected an indented block after class definition on line "
                          + std::to_string(toks_[static_cast<std::size_t>(a)].line),
                      "IndentationError");
        mark_ = start;
    }

    // invalid_double_starred_kvpairs (after '{')
    void invalid_double_starred_kvpairs()
    {
        Enter e(*this);
        int start = mark_;
        // ','.double_starred_kvpair+ ',' invalid_kvpair
        {
            auto items = gather([&] { return double_starred_kvpair(); });
            if (!items.empty() && eat(TokenKind::Comma))
                invalid_kvpair();
        }
        mark_ = start;
        // expression ':' a='*' bitwise_or
        if (expression() && eat(TokenKind::Colon)) {
            int a = expect(TokenKind::Star);
            if (a >= 0 && bitwise_or())
                raiseTok(a, "cannot use a starred expression in a dictionary value");
        }
        mark_ = start;
        // expression a=':' &('}'|',')
        if (expression()) {
            int a = expect(TokenKind::Colon);
            if (a >= 0 && (at(TokenKind::RBrace) || at(TokenKind::Comma)))
                raiseTok(a, "expression expected after dictionary key and ':'");
        }
        mark_ = start;
    }

    void invalid_kvpair()
    {
        Enter e(*this);
        int start = mark_;
        // a=expression !(':')
        if (PNode *a = expression()) {
            if (!at(TokenKind::Colon))
                raiseAt("SyntaxError", "':' expected after dictionary key", a->line, a->endCol - 1);
        }
        mark_ = start;
        if (expression() && eat(TokenKind::Colon)) {
            int a = expect(TokenKind::Star);
            if (a >= 0 && bitwise_or())
                raiseTok(a, "cannot use a starred expression in a dictionary value");
        }
        mark_ = start;
        if (expression()) {
            int a = expect(TokenKind::Colon);
            if (a >= 0 && (at(TokenKind::RBrace) || at(TokenKind::Comma)))
                raiseTok(a, "expression expected after dictionary key and ':'");
        }
        mark_ = start;
    }

    // ===== string literals (string_parser.c) ===========================================

    PNode *concatenateStrings(int start, const std::vector<int> &parts)
    {
        bool bytesMode = false;
        bool anyFString = false;
        bool namedEscape = false;
        std::string value;
        std::vector<PNode *> pieces; // JoinedStr values, once an f-string is seen
        for (std::size_t i = 0; i < parts.size(); ++i) {
            const Token &t = toks_[static_cast<std::size_t>(parts[i])];
            Lexer::StringLiteral lit = Lexer::decodeString(t.text);
            if (lit.error)
                raiseLast(*lit.error);
            if (i != 0 && bytesMode != lit.bytes)
                raiseLast("cannot mix bytes and nonbytes literals");
            bytesMode = lit.bytes;
            if (lit.fstring) {
                anyFString = true;
                std::size_t s = 0;
                fstringParse(lit.body, s, lit.raw, 0, t, pieces, value, namedEscape);
            } else {
                value += lit.value;
                namedEscape = namedEscape || lit.namedEscape;
            }
        }
        if (anyFString) {
            PNode *n = node(NK::JoinedStr, start);
            n->list = std::move(pieces);
            return n;
        }
        PNode *n = node(NK::Constant, start);
        n->op = static_cast<int>(bytesMode ? ConstKind::Bytes : ConstKind::Str);
        n->str = std::move(value);
        n->flag = namedEscape;
        return n;
    }

    // fstring_find_literal: returns true when the literal ended at a doubled brace.
    bool fstringFindLiteral(const std::string &b, std::size_t &s, bool raw, int recurseLvl,
                            std::string &literal, bool &namedEscape)
    {
        const std::size_t end = b.size();
        std::size_t literalStart = s;
        std::size_t literalEnd;
        bool doubled = false;
        while (s < end) {
            char ch = b[s++];
            if (!raw && ch == '\\' && s < end) {
                ch = b[s++];
                if (ch == 'N') {
                    // skip a \N{...} escape: its braces do not start an expression
                    if (s < end && b[s++] == '{') {
                        while (s < end && b[s++] != '}') {
                        }
                    }
                    continue;
                }
            }
            if (ch == '{' || ch == '}') {
                if (recurseLvl == 0) {
                    if (s < end && b[s] == ch) {
                        literalEnd = s;
                        s = s + 1;
                        doubled = true;
                        goto done;
                    }
                    if (ch == '}') {
                        s = s - 1;
                        raiseLast("f-string: single '}' is not allowed");
                    }
                }
                --s;
                break;
            }
        }
        literalEnd = s;
    done:
        if (literalEnd > literalStart) {
            std::string_view piece(b.data() + literalStart, literalEnd - literalStart);
            if (raw) {
                literal += piece;
            } else if (auto err = Lexer::decodeUnicodeEscapes(piece, literal, namedEscape)) {
                raiseLast(*err);
            }
        }
        return doubled;
    }

    // fstring_parse / _PyPegen_FstringParser_ConcatFstring
    void fstringParse(const std::string &b, std::size_t &s, bool raw, int recurseLvl, const Token &t,
                      std::vector<PNode *> &values, std::string &literal, bool &namedEscape)
    {
        for (;;) {
            if (fstringFindLiteral(b, s, raw, recurseLvl, literal, namedEscape))
                continue;
            if (s >= b.size() || b[s] == '}')
                break;
            fstringFindExpr(b, s, raw, recurseLvl, t, values);
        }
        if (recurseLvl != 0 && (s >= b.size() || b[s] != '}'))
            raiseLast("f-string: expecting '}'");
    }

    void fstringFindExpr(const std::string &b, std::size_t &s, bool raw, int recurseLvl, const Token &t,
                         std::vector<PNode *> &values)
    {
        if (recurseLvl >= 2)
            raiseLast("f-string: expressions nested too deeply");
        const std::size_t end = b.size();
        const std::size_t brace = s;
        ++s;
        const std::size_t exprStart = s;
        char quoteChar = 0;
        int stringType = 0;
        std::vector<char> parens;
        for (; s < end; ++s) {
            char ch = b[s];
            if (ch == '\\')
                raiseLast("f-string expression part cannot include a backslash");
            if (quoteChar) {
                if (ch == quoteChar) {
                    if (stringType == 3) {
                        if (s + 2 < end && b[s + 1] == ch && b[s + 2] == ch) {
                            s += 2;
                            stringType = 0;
                            quoteChar = 0;
                            continue;
                        }
                    } else {
                        quoteChar = 0;
                        stringType = 0;
                        continue;
                    }
                }
                continue;
            }
            if (ch == '\'' || ch == '"') {
                if (s + 2 < end && b[s + 1] == ch && b[s + 2] == ch) {
                    stringType = 3;
                    s += 2;
                } else {
                    stringType = 1;
                }
                quoteChar = ch;
            } else if (ch == '[' || ch == '{' || ch == '(') {
                if (parens.size() >= 200)
                    raiseLast("f-string: too many nested parenthesis");
                parens.push_back(ch);
            } else if (ch == '#') {
                raiseLast("f-string expression part cannot include '#'");
            } else if (parens.empty()
                       && (ch == '!' || ch == ':' || ch == '}' || ch == '=' || ch == '>' || ch == '<')) {
                if (s + 1 < end) {
                    char next = b[s + 1];
                    if ((ch == '!' && next == '=') || (ch == '=' && next == '=') || (ch == '<' && next == '=')
                        || (ch == '>' && next == '=')) {
                        s += 1;
                        continue;
                    }
                }
                if (ch == '>' || ch == '<')
                    continue;
                break;
            } else if (ch == ']' || ch == '}' || ch == ')') {
                if (parens.empty())
                    raiseLast(std::string("f-string: unmatched '") + ch + "'");
                char opening = parens.back();
                parens.pop_back();
                if (!((opening == '(' && ch == ')') || (opening == '[' && ch == ']')
                      || (opening == '{' && ch == '}')))
                    raiseLast(std::string("f-string: closing parenthesis '") + ch
                              + "' does not match opening parenthesis '" + opening + "'");
            }
        }
        const std::size_t exprEnd = s;
        if (quoteChar)
            raiseLast("f-string: unterminated string");
        if (!parens.empty())
            raiseLast(std::string("f-string: unmatched '") + parens.back() + "'");
        if (s >= end)
            raiseLast("f-string: expecting '}'");

        PNode *expr = fstringCompileExpr(b, brace, exprStart, exprEnd, t);

        if (b[s] == '=') {
            ++s;
            while (s < end && std::strchr(" \t\n\r\v\f", b[s]) != nullptr)
                ++s;
            if (s >= end)
                raiseLast("f-string: expecting '}'");
        }
        if (b[s] == '!') {
            ++s;
            if (s >= end)
                raiseLast("f-string: expecting '}'");
            char conversion = b[s++];
            if (conversion != 's' && conversion != 'r' && conversion != 'a')
                raiseLast("f-string: invalid conversion character: expected 's', 'r', or 'a'");
        }
        PNode *spec = nullptr;
        if (s < end && b[s] == ':') {
            ++s;
            if (s >= end)
                raiseLast("f-string: expecting '}'");
            std::vector<PNode *> specValues;
            std::string specLiteral;
            bool specNamed = false;
            fstringParse(b, s, raw, recurseLvl + 1, t, specValues, specLiteral, specNamed);
            spec = seq(std::move(specValues));
        }
        if (s >= end || b[s] != '}')
            raiseLast("f-string: expecting '}'");
        ++s;
        arena_.emplace_back();
        PNode *fv = &arena_.back();
        fv->kind = NK::FormattedValue;
        fv->line = t.line;
        fv->col = t.col;
        fv->endLine = t.endLine;
        fv->endCol = t.endCol;
        fv->a = expr;
        fv->b = spec;
        values.push_back(fv);
    }

    // fstring_compile_expr: parses "(" + text + ")" with a parser of its own.
    PNode *fstringCompileExpr(const std::string &b, std::size_t brace, std::size_t exprStart,
                              std::size_t exprEnd, const Token &t)
    {
        std::size_t k = exprStart;
        while (k < exprEnd && (b[k] == ' ' || b[k] == '\t' || b[k] == '\n' || b[k] == '\f'))
            ++k;
        if (k == exprEnd) {
            char next = exprEnd < b.size() ? b[exprEnd] : '\0';
            if (next == '!' || next == ':' || next == '=')
                raiseLast(std::string("f-string: expression required before '") + next + "'");
            raiseLast("f-string: empty expression not allowed");
        }
        int lines = static_cast<int>(std::count(b.begin(), b.begin() + static_cast<std::ptrdiff_t>(brace), '\n'));
        std::string text = "(" + b.substr(exprStart, exprEnd - exprStart) + ")";
        Peg sub(Lexer::forFStringExpression(text, t.line + lines), arena_, true);
        PNode *r = sub.run();
        if (!r) {
            if (!hasError_) {
                err_ = sub.error();
                err_.fromTokenizer = false;
                hasError_ = true;
            }
            throw ParseAbort{};
        }
        return r;
    }

};

PNode *Peg::run()
{
    PNode *res = nullptr;
    try {
        res = fstringMode_ ? fstringRule() : fileRule();
    } catch (const ParseAbort &) {
        res = nullptr;
    }
    if (res)
        return res;
    if (err_.tooDeep)
        return nullptr;
    if (hasError_) {
        if (!err_.fromTokenizer)
            tokenizeRestForErrors(toks_.back().line);
        return nullptr;
    }

    // Second pass, with the invalid_* rules on. Generic errors keep the first pass's
    // position, so the invalid rules' look-ahead does not move them.
    Token lastToken = toks_.back();
    for (auto &m : memo_)
        m.clear();
    mark_ = 0;
    callInvalid_ = true;
    try {
        if (fstringMode_)
            fstringRule();
        else
            fileRule();
    } catch (const ParseAbort &) {
    }
    if (err_.tooDeep)
        return nullptr;
    if (hasError_) {
        if (!err_.fromTokenizer)
            tokenizeRestForErrors(toks_.back().line);
        return nullptr;
    }
    if (lastToken.kind == TokenKind::Indent || lastToken.kind == TokenKind::Dedent) {
        err_ = ErrorState{};
        err_.info.type = "IndentationError";
        err_.info.message = lastToken.kind == TokenKind::Indent ? "unexpected indent" : "unexpected unindent";
        err_.info.line = lastToken.line;
        err_.info.col = lex_.currentColumn() - 1;
        hasError_ = true;
        return nullptr;
    }
    err_ = ErrorState{};
    err_.info.type = "SyntaxError";
    err_.info.message = fstringMode_ ? "f-string: invalid syntax" : "invalid syntax";
    err_.info.line = lastToken.line;
    err_.info.col = hasNoStart(lastToken.kind) ? -1 : lastToken.col;
    hasError_ = true;
    tokenizeRestForErrors(toks_.back().line);
    return nullptr;
}

// After a parser error, CPython reads the rest of the file: a tokenizer error found there
// wins, and so does a bracket left open before the line of the parser error.
void Peg::tokenizeRestForErrors(int errLine)
{
    if (lex_.error())
        return;
    for (;;) {
        Token t = lex_.next();
        if (t.kind == TokenKind::EndMarker)
            return;
        if (t.kind != TokenKind::ErrorToken)
            continue;
        const Lexer::Error &e = *lex_.error();
        if (e.raised) {
            err_ = ErrorState{};
            err_.info.type = e.type;
            err_.info.message = e.message;
            err_.info.line = e.line;
            err_.info.col = e.col;
            err_.fromTokenizer = true;
            return;
        }
        if (auto b = lex_.innermostBracket()) {
            if (errLine > b->line) {
                err_ = ErrorState{};
                err_.info.message = std::string("'") + b->ch + "' was never closed";
                err_.info.line = b->line;
                err_.info.col = b->col;
            }
        }
        return;
    }
}

// ---------------------------------------------------------------------------------------
// Errors CPython's compiler raises once the file has parsed: __future__ imports, then the
// symbol table (which sees the whole file before anything else), then code generation.

class CompileChecks {
public:
    explicit CompileChecks(const PNode *module) : module_(module) {}

    std::optional<ast::SyntaxErrorInfo> run()
    {
        try {
            future();
            symtable();
            analyze(root_.get());
            compile();
        } catch (const ast::SyntaxErrorInfo &e) {
            return e;
        }
        return std::nullopt;
    }

private:
    enum Flag {
        DefGlobal = 1, DefLocal = 2, DefParam = 4, DefNonlocal = 8, Use = 16, DefAnnot = 32,
        DefImport = 64, DefCompIter = 128,
    };
    enum class Ctx { Load, Store, Del };
    enum class ScopeKind { Module, Function, Class };
    enum CompKind { NotComp, ListComp, SetComp, DictComp, GenExp };

    struct Scope {
        ScopeKind kind = ScopeKind::Module;
        CompKind comp = NotComp;
        bool asyncDef = false;
        bool generator = false;
        bool coroutine = false;
        bool lambda = false;
        int compIterExpr = 0;
        bool compIterTarget = false;
        std::vector<std::string> order;
        std::unordered_map<std::string, int> flags;
        std::unordered_map<std::string, const PNode *> directives;
        Scope *parent = nullptr;
        std::vector<std::unique_ptr<Scope>> children;
    };

    [[noreturn]] static void fail(const std::string &msg, int line, int col)
    {
        ast::SyntaxErrorInfo e;
        e.message = msg;
        e.line = line;
        e.col = col;
        throw e;
    }
    [[noreturn]] static void fail(const std::string &msg, const PNode *at) { fail(msg, at->line, at->col); }

    // ----- __future__ (future.c) ----------------------------------------------------------
    static bool isDocstring(const PNode *s)
    {
        return s->kind == NK::Expr && s->a->kind == NK::Constant
               && s->a->op == static_cast<int>(ConstKind::Str);
    }

    void future()
    {
        const auto &body = module_->list;
        std::size_t i = !body.empty() && isDocstring(body[0]) ? 1 : 0;
        bool done = false;
        int prevLine = 0;
        for (; i < body.size(); ++i) {
            const PNode *s = body[i];
            if (done && s->line > prevLine)
                return;
            prevLine = s->line;
            if (s->kind == NK::ImportFrom && s->str == "__future__") {
                if (done)
                    fail("from __future__ imports must occur at the beginning of the file", s);
                static const char *const known[] = {"nested_scopes", "generators", "division",
                                                    "absolute_import", "with_statement", "print_function",
                                                    "unicode_literals", "barry_as_FLUFL", "generator_stop",
                                                    "annotations"};
                for (const PNode *alias : s->list) {
                    bool ok = std::any_of(std::begin(known), std::end(known),
                                          [&](const char *k) { return alias->str == k; });
                    if (ok)
                        continue;
                    if (alias->str == "braces")
                        fail("not a chance", s);
                    fail("future feature " + alias->str + " is not defined", s);
                }
                futureLine_ = s->line;
            } else {
                done = true;
            }
        }
    }

    // ----- symbol table (symtable.c) ------------------------------------------------------
    Scope *enter(ScopeKind kind, const PNode *node)
    {
        auto s = std::make_unique<Scope>();
        s->kind = kind;
        s->parent = cur_;
        Scope *raw = s.get();
        if (cur_)
            cur_->children.push_back(std::move(s));
        else
            root_ = std::move(s);
        if (node)
            scopeOf_[node] = raw;
        cur_ = raw;
        return raw;
    }
    void leave() { cur_ = cur_->parent; }

    int lookup(const std::string &name) const
    {
        auto it = cur_->flags.find(name);
        return it == cur_->flags.end() ? 0 : it->second;
    }

    void addDef(Scope *scope, const std::string &name, int flag, const PNode *at)
    {
        auto it = scope->flags.find(name);
        if (it == scope->flags.end()) {
            scope->order.push_back(name);
            it = scope->flags.emplace(name, 0).first;
        }
        if ((flag & DefParam) && (it->second & DefParam))
            fail("duplicate argument '" + name + "' in function definition", at);
        it->second |= flag;
    }
    void addDef(const std::string &name, int flag, const PNode *at) { addDef(cur_, name, flag, at); }

    void symtable()
    {
        enter(ScopeKind::Module, module_);
        for (const PNode *s : module_->list)
            stStmt(s);
    }

    void stSeq(const std::vector<PNode *> &v, Ctx ctx = Ctx::Load)
    {
        for (const PNode *e : v)
            if (e)
                stExpr(e, ctx);
    }

    void stArgsAnnotations(const PNode *args)
    {
        for (const auto *lst : {&args->list, &args->list2, &args->list3})
            for (const PNode *a : *lst)
                if (a->a)
                    stExpr(a->a, Ctx::Load);
        if (args->a && args->a->a)
            stExpr(args->a->a, Ctx::Load);
        if (args->b && args->b->a)
            stExpr(args->b->a, Ctx::Load);
    }

    void stParams(const PNode *args)
    {
        for (const auto *lst : {&args->list, &args->list2, &args->list3})
            for (const PNode *a : *lst)
                addDef(a->str, DefParam, a);
        if (args->a)
            addDef(args->a->str, DefParam, args->a);
        if (args->b)
            addDef(args->b->str, DefParam, args->b);
    }

    void stBody(const std::vector<PNode *> &body)
    {
        for (const PNode *s : body)
            stStmt(s);
    }

    void stStmt(const PNode *s)
    {
        switch (s->kind) {
        case NK::FunctionDef:
        case NK::AsyncFunctionDef: {
            addDef(s->str, DefLocal, s);
            stSeq(s->a->c->list);
            stSeq(s->a->d->list);
            stArgsAnnotations(s->a);
            if (s->b)
                stExpr(s->b, Ctx::Load);
            stSeq(s->list2);
            Scope *f = enter(ScopeKind::Function, s);
            f->asyncDef = s->kind == NK::AsyncFunctionDef;
            f->coroutine = f->asyncDef;
            stParams(s->a);
            stBody(s->list);
            leave();
            break;
        }
        case NK::ClassDef:
            addDef(s->str, DefLocal, s);
            stSeq(s->list);
            for (const PNode *k : s->list2)
                stExpr(k->a, Ctx::Load);
            if (s->a)
                stSeq(s->a->list);
            enter(ScopeKind::Class, s);
            stBody(s->list3);
            leave();
            break;
        case NK::Return:
            if (s->a)
                stExpr(s->a, Ctx::Load);
            break;
        case NK::Delete:
            stSeq(s->list, Ctx::Del);
            break;
        case NK::Assign:
            stSeq(s->list, Ctx::Store);
            stExpr(s->a, Ctx::Load);
            break;
        case NK::AnnAssign:
            if (s->a->kind == NK::Name) {
                int cur = lookup(s->a->str);
                if ((cur & (DefGlobal | DefNonlocal)) && cur_ != root_.get() && s->flag)
                    fail(std::string(cur & DefGlobal ? "annotated name '" : "annotated name '") + s->a->str
                             + (cur & DefGlobal ? "' can't be global" : "' can't be nonlocal"),
                         s);
                if (s->flag)
                    addDef(s->a->str, DefAnnot | DefLocal, s->a);
                else if (s->c)
                    addDef(s->a->str, DefLocal, s->a);
            } else {
                stExpr(s->a, Ctx::Store);
            }
            stExpr(s->b, Ctx::Load);
            if (s->c)
                stExpr(s->c, Ctx::Load);
            break;
        case NK::AugAssign:
            stExpr(s->a, Ctx::Store);
            stExpr(s->b, Ctx::Load);
            break;
        case NK::For:
        case NK::AsyncFor:
            stExpr(s->a, Ctx::Store);
            stExpr(s->b, Ctx::Load);
            stBody(s->list);
            stBody(s->list2);
            break;
        case NK::While:
        case NK::If:
            stExpr(s->a, Ctx::Load);
            stBody(s->list);
            stBody(s->list2);
            break;
        case NK::Match:
            stExpr(s->a, Ctx::Load);
            for (const PNode *c : s->list) {
                stPattern(c->a);
                if (c->b)
                    stExpr(c->b, Ctx::Load);
                stBody(c->list);
            }
            break;
        case NK::Raise:
            if (s->a)
                stExpr(s->a, Ctx::Load);
            if (s->b)
                stExpr(s->b, Ctx::Load);
            break;
        case NK::Try:
        case NK::TryStar:
            stBody(s->list);
            stBody(s->list3);
            for (const PNode *h : s->list2) {
                if (h->a)
                    stExpr(h->a, Ctx::Load);
                if (!h->str.empty())
                    addDef(h->str, DefLocal, h);
                stBody(h->list);
            }
            if (s->a)
                stBody(s->a->list);
            break;
        case NK::Assert:
            stExpr(s->a, Ctx::Load);
            if (s->b)
                stExpr(s->b, Ctx::Load);
            break;
        case NK::Import:
        case NK::ImportFrom:
            for (const PNode *alias : s->list) {
                if (alias->str == "*") {
                    if (cur_->kind != ScopeKind::Module)
                        fail("import * only allowed at module level", alias);
                    continue;
                }
                std::string bound = alias->str2.empty() ? alias->str.substr(0, alias->str.find('.')) : alias->str2;
                addDef(bound, DefImport, alias);
            }
            break;
        case NK::Global:
        case NK::Nonlocal: {
            bool global = s->kind == NK::Global;
            for (const PNode *n : s->list) {
                int cur = lookup(n->str);
                if (cur & (DefParam | DefLocal | Use | DefAnnot)) {
                    const char *what = global ? "global" : "nonlocal";
                    std::string msg;
                    if (cur & DefParam)
                        msg = "name '" + n->str + "' is parameter and " + what;
                    else if (cur & Use)
                        msg = "name '" + n->str + "' is used prior to " + what + " declaration";
                    else if (cur & DefAnnot)
                        msg = "annotated name '" + n->str + "' can't be " + what;
                    else
                        msg = "name '" + n->str + "' is assigned to before " + what + " declaration";
                    fail(msg, s);
                }
                addDef(n->str, global ? DefGlobal : DefNonlocal, s);
                cur_->directives.emplace(n->str, s);
            }
            break;
        }
        case NK::Expr:
            stExpr(s->a, Ctx::Load);
            break;
        case NK::With:
        case NK::AsyncWith:
            for (const PNode *item : s->list) {
                stExpr(item->a, Ctx::Load);
                if (item->b)
                    stExpr(item->b, Ctx::Store);
            }
            stBody(s->list2);
            break;
        default:
            break;
        }
    }

    void stPattern(const PNode *p)
    {
        switch (p->op) {
        case PatValue:
            stExpr(p->a, Ctx::Load);
            break;
        case PatSequence:
        case PatOr:
            for (const PNode *k : p->list)
                stPattern(k);
            break;
        case PatStar:
            if (!p->str.empty())
                addDef(p->str, DefLocal, p);
            break;
        case PatMapping:
            for (const PNode *kv : p->list)
                stExpr(kv->a, Ctx::Load);
            for (const PNode *kv : p->list)
                stPattern(kv->b);
            if (!p->str.empty())
                addDef(p->str, DefLocal, p);
            break;
        case PatClass:
            stExpr(p->a, Ctx::Load);
            for (const PNode *k : p->list)
                stPattern(k);
            for (const PNode *kv : p->list2)
                stPattern(kv->b);
            break;
        case PatAs:
            if (p->a)
                stPattern(p->a);
            if (!p->str.empty())
                addDef(p->str, DefLocal, p);
            break;
        default:
            break;
        }
    }

    void stExpr(const PNode *e, Ctx ctx)
    {
        switch (e->kind) {
        case NK::NamedExpr:
            if (cur_->compIterExpr > 0)
                fail("assignment expression cannot be used in a comprehension iterable expression", e);
            if (cur_->comp != NotComp)
                extendNamedExprScope(e->a);
            stExpr(e->b, Ctx::Load);
            stExpr(e->a, Ctx::Store);
            break;
        case NK::BoolOp:
            stSeq(e->list);
            break;
        case NK::BinOp:
            stExpr(e->a, Ctx::Load);
            stExpr(e->b, Ctx::Load);
            break;
        case NK::UnaryOp:
        case NK::Await:
            stExpr(e->a, Ctx::Load);
            if (e->kind == NK::Await)
                cur_->coroutine = true;
            break;
        case NK::Lambda: {
            stSeq(e->a->c->list);
            stSeq(e->a->d->list);
            Scope *f = enter(ScopeKind::Function, e);
            f->lambda = true;
            stParams(e->a);
            stExpr(e->b, Ctx::Load);
            leave();
            break;
        }
        case NK::IfExp:
            stExpr(e->b, Ctx::Load);
            stExpr(e->a, Ctx::Load);
            stExpr(e->c, Ctx::Load);
            break;
        case NK::Dict:
            for (std::size_t i = 0; i < e->list.size(); ++i) {
                if (e->list[i])
                    stExpr(e->list[i], Ctx::Load);
                stExpr(e->list2[i], Ctx::Load);
            }
            break;
        case NK::Set:
            stSeq(e->list);
            break;
        case NK::GeneratorExp: comprehension(e, GenExp, e->a, nullptr); break;
        case NK::ListComp: comprehension(e, ListComp, e->a, nullptr); break;
        case NK::SetComp: comprehension(e, SetComp, e->a, nullptr); break;
        case NK::DictComp: comprehension(e, DictComp, e->a, e->b); break;
        case NK::Yield:
        case NK::YieldFrom:
            if (e->a)
                stExpr(e->a, Ctx::Load);
            cur_->generator = true;
            if (cur_->comp != NotComp) {
                const char *where = cur_->comp == ListComp ? "list comprehension"
                                    : cur_->comp == SetComp ? "set comprehension"
                                    : cur_->comp == DictComp ? "dict comprehension"
                                                             : "generator expression";
                fail(std::string("'yield' inside ") + where, e);
            }
            break;
        case NK::Compare:
            stExpr(e->a, Ctx::Load);
            for (const PNode *p : e->list)
                stExpr(p->a, Ctx::Load);
            break;
        case NK::Call:
            stExpr(e->a, Ctx::Load);
            stSeq(e->list);
            for (const PNode *k : e->list2)
                stExpr(k->a, Ctx::Load);
            break;
        case NK::FormattedValue:
            stExpr(e->a, Ctx::Load);
            if (e->b)
                stSeq(e->b->list);
            break;
        case NK::JoinedStr:
            stSeq(e->list);
            break;
        case NK::Attribute:
            stExpr(e->a, Ctx::Load);
            break;
        case NK::Subscript:
            stExpr(e->a, Ctx::Load);
            stExpr(e->b, Ctx::Load);
            break;
        case NK::Starred:
            stExpr(e->a, ctx);
            break;
        case NK::Slice:
            if (e->a) stExpr(e->a, Ctx::Load);
            if (e->b) stExpr(e->b, Ctx::Load);
            if (e->c) stExpr(e->c, Ctx::Load);
            break;
        case NK::Name:
            addDef(e->str, ctx == Ctx::Load ? Use : (DefLocal | (cur_->compIterTarget ? DefCompIter : 0)), e);
            break;
        case NK::List:
        case NK::Tuple:
            stSeq(e->list, ctx);
            break;
        default:
            break;
        }
    }

    void comprehension(const PNode *e, CompKind kind, const PNode *elt, const PNode *value)
    {
        const PNode *outermost = e->list[0];
        ++cur_->compIterExpr;
        stExpr(outermost->b, Ctx::Load);
        --cur_->compIterExpr;
        Scope *s = enter(ScopeKind::Function, e);
        s->comp = kind;
        if (outermost->flag)
            s->coroutine = true;
        s->compIterTarget = true;
        stExpr(outermost->a, Ctx::Store);
        s->compIterTarget = false;
        stSeq(outermost->list);
        for (std::size_t i = 1; i < e->list.size(); ++i) {
            const PNode *g = e->list[i];
            s->compIterTarget = true;
            stExpr(g->a, Ctx::Store);
            s->compIterTarget = false;
            ++s->compIterExpr;
            stExpr(g->b, Ctx::Load);
            --s->compIterExpr;
            stSeq(g->list);
            if (g->flag)
                s->coroutine = true;
        }
        if (value)
            stExpr(value, Ctx::Load);
        stExpr(elt, Ctx::Load);
        leave();
    }

    void extendNamedExprScope(const PNode *target)
    {
        const std::string &name = target->str;
        for (Scope *s = cur_; s; s = s->parent) {
            if (s->comp != NotComp) {
                auto it = s->flags.find(name);
                if (it != s->flags.end() && (it->second & DefCompIter))
                    fail("assignment expression cannot rebind comprehension iteration variable '" + name + "'",
                         target);
                continue;
            }
            if (s->kind == ScopeKind::Function) {
                auto it = s->flags.find(name);
                bool global = it != s->flags.end() && (it->second & DefGlobal);
                addDef(name, global ? DefGlobal : DefNonlocal, target);
                cur_->directives.emplace(name, target);
                addDef(s, name, DefLocal, target);
                return;
            }
            if (s->kind == ScopeKind::Module) {
                addDef(name, DefGlobal, target);
                cur_->directives.emplace(name, target);
                addDef(s, name, DefGlobal, target);
                return;
            }
            fail("assignment expression within a comprehension cannot be used in a class body", target);
        }
    }

    // analyze_block / analyze_name: the checks that need the whole table.
    void analyze(const Scope *s)
    {
        for (const std::string &name : s->order) {
            int f = s->flags.at(name);
            auto directive = [&]() -> const PNode * {
                auto it = s->directives.find(name);
                return it == s->directives.end() ? nullptr : it->second;
            };
            if ((f & DefGlobal) && (f & DefNonlocal))
                failAtDirective("name '" + name + "' is nonlocal and global", directive());
            if (f & DefNonlocal) {
                if (s->kind == ScopeKind::Module)
                    failAtDirective("nonlocal declaration not allowed at module level", directive());
                if (!boundInEnclosing(s, name))
                    failAtDirective("no binding for nonlocal '" + name + "' found", directive());
            }
        }
        for (const auto &c : s->children)
            analyze(c.get());
    }

    [[noreturn]] static void failAtDirective(const std::string &msg, const PNode *at)
    {
        if (at)
            fail(msg, at);
        fail(msg, 1, 0);
    }

    static bool boundInEnclosing(const Scope *s, const std::string &name)
    {
        for (const Scope *p = s->parent; p; p = p->parent) {
            if (p->kind == ScopeKind::Module)
                return false;
            if (p->kind == ScopeKind::Class)
                continue;
            auto it = p->flags.find(name);
            if (it == p->flags.end())
                continue;
            if (it->second & DefGlobal)
                return false;
            if ((it->second & (DefLocal | DefParam | DefImport)) && !(it->second & DefNonlocal))
                return true;
        }
        return false;
    }

    // ----- code generation (compile.c) ----------------------------------------------------
    struct Unit {
        const Scope *scope = nullptr;
        bool function = false; // a FunctionBlock: def, lambda or comprehension
        bool asyncDef = false;
        bool comprehension = false;
        int loops = 0;
        int blocks = 0;
    };

    void compile()
    {
        Unit u;
        u.scope = root_.get();
        unit_ = &u;
        for (const PNode *s : module_->list)
            cStmt(s);
    }

    const Scope *scopeOf(const PNode *n) const
    {
        auto it = scopeOf_.find(n);
        return it == scopeOf_.end() ? nullptr : it->second;
    }

    void forbidden(const std::string &name, Ctx ctx, const PNode *at)
    {
        if (name != "__debug__")
            return;
        if (ctx == Ctx::Store)
            fail("cannot assign to __debug__", at);
        if (ctx == Ctx::Del)
            fail("cannot delete __debug__", at);
    }

    void checkDebugArgs(const PNode *args, const PNode *at)
    {
        for (const auto *lst : {&args->list, &args->list2, &args->list3})
            for (const PNode *a : *lst)
                forbidden(a->str, Ctx::Store, at);
        if (args->a)
            forbidden(args->a->str, Ctx::Store, at);
        if (args->b)
            forbidden(args->b->str, Ctx::Store, at);
    }

    void pushBlock(const PNode *at)
    {
        if (unit_->blocks >= 20)
            fail("too many statically nested blocks", at);
        ++unit_->blocks;
    }

    void cBody(const std::vector<PNode *> &body)
    {
        for (const PNode *s : body)
            cStmt(s);
    }

    void cFunctionBody(const PNode *node, bool asyncDef, const std::function<void()> &body)
    {
        Unit u;
        u.scope = scopeOf(node);
        u.function = true;
        u.asyncDef = asyncDef;
        Unit *saved = unit_;
        unit_ = &u;
        body();
        unit_ = saved;
    }

    // `at`: the call (or class statement), where CPython reports a forbidden name.
    void validateKeywords(const std::vector<PNode *> &keywords, const PNode *at)
    {
        for (std::size_t i = 0; i < keywords.size(); ++i) {
            const PNode *k = keywords[i];
            if (k->str.empty())
                continue;
            forbidden(k->str, Ctx::Store, at);
            for (std::size_t j = i + 1; j < keywords.size(); ++j)
                if (keywords[j]->str == k->str)
                    fail("keyword argument repeated: " + k->str, keywords[j]);
        }
    }

    void cStmt(const PNode *s)
    {
        switch (s->kind) {
        case NK::FunctionDef:
        case NK::AsyncFunctionDef:
            checkDebugArgs(s->a, s);
            cSeq(s->list2);
            cSeq(s->a->c->list);
            cSeq(s->a->d->list);
            cArgAnnotations(s->a);
            if (s->b)
                cExpr(s->b);
            cFunctionBody(s, s->kind == NK::AsyncFunctionDef, [&] { cBody(s->list); });
            forbidden(s->str, Ctx::Store, s);
            break;
        case NK::ClassDef: {
            if (s->a)
                cSeq(s->a->list);
            Unit u;
            u.scope = scopeOf(s);
            Unit *saved = unit_;
            unit_ = &u;
            cBody(s->list3);
            unit_ = saved;
            validateKeywords(s->list2, s);
            cCallArgs(s->list);
            for (const PNode *k : s->list2)
                cExpr(k->a);
            forbidden(s->str, Ctx::Store, s);
            break;
        }
        case NK::Return:
            if (!unit_->function)
                fail("'return' outside function", s);
            if (s->a && unit_->scope && unit_->scope->coroutine && unit_->scope->generator)
                fail("'return' with value in async generator", s);
            if (s->a)
                cExpr(s->a);
            break;
        case NK::Delete:
            for (const PNode *t : s->list)
                cTarget(t, Ctx::Del);
            break;
        case NK::Assign:
            cExpr(s->a);
            for (const PNode *t : s->list)
                cTarget(t, Ctx::Store);
            break;
        case NK::AugAssign:
            if (s->a->kind == NK::Name)
                forbidden(s->a->str, Ctx::Store, s->a);
            else
                cTarget(s->a, Ctx::Store);
            cExpr(s->b);
            break;
        case NK::AnnAssign:
            if (s->c) {
                cExpr(s->c);
                cTarget(s->a, Ctx::Store);
            } else if (s->a->kind == NK::Name) {
                forbidden(s->a->str, Ctx::Store, s->a);
            } else if (s->a->kind == NK::Attribute || s->a->kind == NK::Subscript) {
                cExpr(s->a->a);
                if (s->a->kind == NK::Subscript)
                    cExpr(s->a->b);
            }
            cExpr(s->b);
            break;
        case NK::For:
        case NK::AsyncFor:
            if (s->kind == NK::AsyncFor && !unit_->asyncDef)
                fail("'async for' outside async function", s);
            cExpr(s->b);
            pushBlock(s);
            cTarget(s->a, Ctx::Store);
            ++unit_->loops;
            cBody(s->list);
            --unit_->loops;
            --unit_->blocks;
            cBody(s->list2);
            break;
        case NK::While:
            cExpr(s->a);
            pushBlock(s);
            ++unit_->loops;
            cBody(s->list);
            --unit_->loops;
            --unit_->blocks;
            cBody(s->list2);
            break;
        case NK::If:
            cExpr(s->a);
            cBody(s->list);
            cBody(s->list2);
            break;
        case NK::Match:
            cMatch(s);
            break;
        case NK::Raise:
            if (s->a)
                cExpr(s->a);
            if (s->b)
                cExpr(s->b);
            break;
        case NK::Try:
        case NK::TryStar: {
            bool hasFinally = s->a && !s->a->list.empty();
            if (hasFinally)
                pushBlock(s);
            pushBlock(s);
            cBody(s->list);
            --unit_->blocks;
            for (std::size_t i = 0; i < s->list2.size(); ++i) {
                const PNode *h = s->list2[i];
                if (!h->a && i + 1 < s->list2.size())
                    fail("default 'except:' must be last", h);
                if (h->a)
                    cExpr(h->a);
                if (!h->str.empty())
                    forbidden(h->str, Ctx::Store, h);
                pushBlock(h);
                cBody(h->list);
                --unit_->blocks;
            }
            cBody(s->list3);
            if (hasFinally) {
                --unit_->blocks;
                cBody(s->a->list);
            }
            break;
        }
        case NK::Assert:
            cExpr(s->a);
            if (s->b)
                cExpr(s->b);
            break;
        case NK::Import:
            for (const PNode *alias : s->list) {
                std::string bound = alias->str2.empty() ? alias->str.substr(0, alias->str.find('.')) : alias->str2;
                forbidden(bound, Ctx::Store, s);
            }
            break;
        case NK::ImportFrom:
            if (s->line > futureLine_ && s->str == "__future__")
                fail("from __future__ imports must occur at the beginning of the file", s);
            for (const PNode *alias : s->list)
                if (alias->str != "*")
                    forbidden(alias->str2.empty() ? alias->str : alias->str2, Ctx::Store, s);
            break;
        case NK::Expr:
            cExpr(s->a);
            break;
        case NK::Break:
            if (unit_->loops == 0)
                fail("'break' outside loop", s);
            break;
        case NK::Continue:
            if (unit_->loops == 0)
                fail("'continue' not properly in loop", s);
            break;
        case NK::With:
        case NK::AsyncWith:
            if (s->kind == NK::AsyncWith && !unit_->asyncDef)
                fail("'async with' outside async function", s);
            for (const PNode *item : s->list) {
                cExpr(item->a);
                pushBlock(s);
                if (item->b)
                    cTarget(item->b, Ctx::Store);
            }
            cBody(s->list2);
            for (std::size_t i = 0; i < s->list.size(); ++i)
                --unit_->blocks;
            break;
        default:
            break;
        }
    }

    // ----- match statements (compiler_match, compiler_pattern_*) -------------------------
    // CPython points pattern errors at the last pattern it started compiling.
    struct PatternCtx {
        std::vector<std::string> stores;
        bool allowIrrefutable = false;
    };

    static bool isWildcard(const PNode *p) { return p->op == PatAs && !p->a && p->str.empty(); }

    void cMatch(const PNode *s)
    {
        cExpr(s->a);
        const std::size_t cases = s->list.size();
        const bool hasDefault = isWildcard(s->list.back()->a) && cases > 1;
        for (std::size_t i = 0; i < cases - (hasDefault ? 1 : 0); ++i) {
            const PNode *m = s->list[i];
            patLoc_ = m->a;
            PatternCtx pc;
            pc.allowIrrefutable = m->b != nullptr || i == cases - 1;
            cPattern(m->a, pc);
            if (m->b)
                cExpr(m->b);
            cBody(m->list);
        }
        if (hasDefault) {
            const PNode *m = s->list.back();
            if (m->b)
                cExpr(m->b);
            cBody(m->list);
        }
    }

    void storeName(const std::string &name, PatternCtx &pc)
    {
        if (name.empty())
            return;
        forbidden(name, Ctx::Store, patLoc_);
        if (std::find(pc.stores.begin(), pc.stores.end(), name) != pc.stores.end())
            fail("multiple assignments to name '" + name + "' in pattern", patLoc_);
        pc.stores.push_back(name);
    }

    void cSubpattern(const PNode *p, PatternCtx &pc)
    {
        bool saved = pc.allowIrrefutable;
        pc.allowIrrefutable = true;
        cPattern(p, pc);
        pc.allowIrrefutable = saved;
    }

    void cPattern(const PNode *p, PatternCtx &pc)
    {
        patLoc_ = p;
        switch (p->op) {
        case PatValue:
            cExpr(p->a);
            break;
        case PatSequence: {
            bool star = false;
            bool onlyWildcards = true;
            bool starWildcard = false;
            for (const PNode *k : p->list) {
                if (k->op == PatStar) {
                    if (star)
                        fail("multiple starred names in sequence pattern", patLoc_);
                    star = true;
                    starWildcard = k->str.empty();
                    onlyWildcards = onlyWildcards && starWildcard;
                    continue;
                }
                onlyWildcards = onlyWildcards && isWildcard(k);
            }
            // CPython skips the wildcards unless it has to unpack the whole sequence.
            if (onlyWildcards)
                break;
            for (const PNode *k : p->list) {
                if (starWildcard && (isWildcard(k) || k->op == PatStar))
                    continue;
                cSubpattern(k, pc);
            }
            break;
        }
        case PatMapping:
            for (const PNode *kv : p->list)
                cExpr(kv->a);
            for (const PNode *kv : p->list)
                if (!isWildcard(kv->b))
                    cSubpattern(kv->b, pc);
            storeName(p->str, pc);
            break;
        case PatClass:
            for (std::size_t i = 0; i < p->list2.size(); ++i) {
                const std::string &attr = p->list2[i]->a->str;
                patLoc_ = p->list2[i]->b;
                forbidden(attr, Ctx::Store, patLoc_);
                for (std::size_t j = i + 1; j < p->list2.size(); ++j) {
                    if (p->list2[j]->a->str == attr) {
                        patLoc_ = p->list2[j]->b;
                        fail("attribute name repeated in class pattern: " + attr, patLoc_);
                    }
                }
            }
            if (!p->list2.empty())
                patLoc_ = p;
            cExpr(p->a);
            for (const PNode *k : p->list)
                if (!isWildcard(k))
                    cSubpattern(k, pc);
            for (const PNode *kv : p->list2)
                if (!isWildcard(kv->b))
                    cSubpattern(kv->b, pc);
            break;
        case PatStar:
            storeName(p->str, pc);
            break;
        case PatAs:
            if (!p->a) {
                if (!pc.allowIrrefutable) {
                    if (!p->str.empty())
                        fail("name capture '" + p->str + "' makes remaining patterns unreachable", patLoc_);
                    fail("wildcard makes remaining patterns unreachable", patLoc_);
                }
                storeName(p->str, pc);
            } else {
                cPattern(p->a, pc);
                storeName(p->str, pc);
            }
            break;
        case PatOr: {
            std::vector<std::string> control;
            for (std::size_t i = 0; i < p->list.size(); ++i) {
                const PNode *alt = p->list[i];
                patLoc_ = alt;
                PatternCtx sub;
                sub.allowIrrefutable = i + 1 == p->list.size() && pc.allowIrrefutable;
                cPattern(alt, sub);
                if (i == 0) {
                    control = sub.stores;
                    continue;
                }
                bool same = sub.stores.size() == control.size();
                for (const std::string &n : control)
                    if (std::find(sub.stores.begin(), sub.stores.end(), n) == sub.stores.end())
                        same = false;
                if (!same)
                    fail("alternative patterns bind different names", patLoc_);
            }
            for (const std::string &n : control) {
                if (std::find(pc.stores.begin(), pc.stores.end(), n) != pc.stores.end())
                    fail("multiple assignments to name '" + n + "' in pattern", patLoc_);
                pc.stores.push_back(n);
            }
            break;
        }
        default:
            break;
        }
    }

    void cSeq(const std::vector<PNode *> &v)
    {
        for (const PNode *e : v)
            if (e)
                cExpr(e);
    }

    void cArgAnnotations(const PNode *args)
    {
        for (const auto *lst : {&args->list, &args->list2, &args->list3})
            for (const PNode *a : *lst)
                if (a->a)
                    cExpr(a->a);
        if (args->a && args->a->a)
            cExpr(args->a->a);
        if (args->b && args->b->a)
            cExpr(args->b->a);
    }

    // Positional call arguments (and class bases): `*x` is allowed here.
    void cCallArgs(const std::vector<PNode *> &args)
    {
        for (const PNode *a : args)
            cExpr(a->kind == NK::Starred ? a->a : a);
    }

    // Elements of a display: `*x` allowed.
    void cElts(const std::vector<PNode *> &elts)
    {
        for (const PNode *a : elts)
            cExpr(a->kind == NK::Starred ? a->a : a);
    }

    void cTarget(const PNode *t, Ctx ctx)
    {
        switch (t->kind) {
        case NK::Name:
            forbidden(t->str, ctx, t);
            break;
        case NK::Attribute:
            cExpr(t->a);
            forbidden(t->str, ctx, t);
            break;
        case NK::Subscript:
            cExpr(t->a);
            cExpr(t->b);
            break;
        case NK::Starred:
            fail("starred assignment target must be in a list or tuple", t);
        case NK::List:
        case NK::Tuple: {
            if (ctx == Ctx::Store) {
                bool seen = false;
                for (std::size_t i = 0; i < t->list.size(); ++i) {
                    if (t->list[i]->kind != NK::Starred)
                        continue;
                    if (seen)
                        fail("multiple starred expressions in assignment", t);
                    if (i >= 256)
                        fail("too many expressions in star-unpacking assignment", t);
                    seen = true;
                }
            }
            for (const PNode *x : t->list)
                cTarget(x->kind == NK::Starred && ctx == Ctx::Store ? x->a : x, ctx);
            break;
        }
        default:
            cExpr(t);
            break;
        }
    }

    void cComprehension(const PNode *e, const PNode *elt, const PNode *value, bool genexp)
    {
        const Scope *scope = scopeOf(e);
        Unit u;
        u.scope = scope;
        u.function = true;
        u.comprehension = true;
        Unit *saved = unit_;
        bool asyncOk = saved->asyncDef || saved->comprehension;
        if (scope && scope->coroutine && !genexp && !asyncOk)
            fail("asynchronous comprehension outside of an asynchronous function", e);
        unit_ = &u;
        for (std::size_t i = 0; i < e->list.size(); ++i) {
            const PNode *g = e->list[i];
            if (i > 0)
                cExpr(g->b);
            cTarget(g->a, Ctx::Store);
            cSeq(g->list);
        }
        if (value) {
            cExpr(elt);
            cExpr(value);
        } else {
            cExpr(elt);
        }
        unit_ = saved;
        cExpr(e->list[0]->b);
    }

    void cExpr(const PNode *e)
    {
        switch (e->kind) {
        case NK::NamedExpr:
            cExpr(e->b);
            cTarget(e->a, Ctx::Store);
            break;
        case NK::BoolOp:
            cSeq(e->list);
            break;
        case NK::BinOp:
            cExpr(e->a);
            cExpr(e->b);
            break;
        case NK::UnaryOp:
            cExpr(e->a);
            break;
        case NK::Lambda:
            checkDebugArgs(e->a, e);
            cSeq(e->a->c->list);
            cSeq(e->a->d->list);
            cFunctionBody(e, false, [&] { cExpr(e->b); });
            break;
        case NK::IfExp:
            cExpr(e->b);
            cExpr(e->a);
            cExpr(e->c);
            break;
        case NK::Dict:
            for (std::size_t i = 0; i < e->list.size(); ++i) {
                if (e->list[i])
                    cExpr(e->list[i]);
                cExpr(e->list2[i]);
            }
            break;
        case NK::Set:
        case NK::List:
        case NK::Tuple:
            cElts(e->list);
            break;
        case NK::ListComp:
        case NK::SetComp:
            cComprehension(e, e->a, nullptr, false);
            break;
        case NK::GeneratorExp:
            cComprehension(e, e->a, nullptr, true);
            break;
        case NK::DictComp:
            cComprehension(e, e->a, e->b, false);
            break;
        case NK::Await:
            if (!unit_->function)
                fail("'await' outside function", e);
            if (!unit_->asyncDef && !unit_->comprehension)
                fail("'await' outside async function", e);
            cExpr(e->a);
            break;
        case NK::Yield:
        case NK::YieldFrom:
            if (!unit_->function)
                fail("'yield' outside function", e);
            if (e->kind == NK::YieldFrom && unit_->asyncDef)
                fail("'yield from' inside async function", e);
            if (e->a)
                cExpr(e->a);
            break;
        case NK::Compare:
            cExpr(e->a);
            for (const PNode *p : e->list)
                cExpr(p->a);
            break;
        case NK::Call:
            cExpr(e->a);
            validateKeywords(e->list2, e);
            cCallArgs(e->list);
            for (const PNode *k : e->list2)
                cExpr(k->a);
            break;
        case NK::FormattedValue:
            cExpr(e->a);
            if (e->b)
                cSeq(e->b->list);
            break;
        case NK::JoinedStr:
            cSeq(e->list);
            break;
        case NK::Attribute:
            cExpr(e->a);
            break;
        case NK::Subscript:
            cExpr(e->a);
            if (e->b->kind == NK::Tuple)
                cElts(e->b->list);
            else
                cExpr(e->b);
            break;
        case NK::Starred:
            fail("can't use starred expression here", e);
        case NK::Slice:
            if (e->a) cExpr(e->a);
            if (e->b) cExpr(e->b);
            if (e->c) cExpr(e->c);
            break;
        default:
            break;
        }
    }

    const PNode *module_;
    int futureLine_ = 0;
    std::unique_ptr<Scope> root_;
    Scope *cur_ = nullptr;
    std::unordered_map<const PNode *, Scope *> scopeOf_;
    Unit *unit_ = nullptr;
    const PNode *patLoc_ = nullptr;
};

// ---------------------------------------------------------------------------------------
// Lowering of the subset into tl::ast; everything else is reported as unsupported.

struct Unsupported {
    std::string construct;
    int line;
};

class Lowering {
public:
    std::optional<Unsupported> run(const PNode *module, ast::Module &out)
    {
        try {
            for (const PNode *s : module->list)
                out.body.push_back(stmt(s));
        } catch (const Unsupported &u) {
            return u;
        }
        return std::nullopt;
    }

private:
    [[noreturn]] static void refuse(const std::string &what, const PNode *at) { throw Unsupported{what, at->line}; }

    static ast::BinaryOp binaryOp(int op)
    {
        switch (op) {
        case OpAdd: return ast::BinaryOp::Add;
        case OpSub: return ast::BinaryOp::Sub;
        case OpMult: return ast::BinaryOp::Mul;
        case OpMatMult: return ast::BinaryOp::MatMul;
        case OpDiv: return ast::BinaryOp::Div;
        case OpMod: return ast::BinaryOp::Mod;
        case OpPow: return ast::BinaryOp::Pow;
        case OpLShift: return ast::BinaryOp::LShift;
        case OpRShift: return ast::BinaryOp::RShift;
        case OpBitOr: return ast::BinaryOp::BitOr;
        case OpBitXor: return ast::BinaryOp::BitXor;
        case OpBitAnd: return ast::BinaryOp::BitAnd;
        default: return ast::BinaryOp::FloorDiv;
        }
    }

    static const char *statementName(NK k)
    {
        switch (k) {
        case NK::If: return "'if' statement";
        case NK::While: return "'while' loop";
        case NK::For: return "'for' loop";
        case NK::AsyncFor: return "'async for' loop";
        case NK::With: return "'with' statement";
        case NK::AsyncWith: return "'async with' statement";
        case NK::Try: case NK::TryStar: return "'try' statement";
        case NK::Match: return "'match' statement";
        case NK::FunctionDef: return "function definition ('def')";
        case NK::AsyncFunctionDef: return "'async def' function definition";
        case NK::ClassDef: return "class definition";
        case NK::Raise: return "'raise' statement";
        case NK::Assert: return "'assert' statement";
        case NK::Global: return "'global' statement";
        case NK::Nonlocal: return "'nonlocal' statement";
        case NK::Return: return "'return' statement";
        case NK::Break: return "'break' statement";
        case NK::Continue: return "'continue' statement";
        case NK::ImportFrom: return "'from ... import' statement";
        case NK::AnnAssign: return "annotated assignment";
        default: return "statement";
        }
    }

    ast::Stmt stmt(const PNode *s)
    {
        if (s->semicolon)
            refuse("several statements on one line (';')", s);
        ast::Stmt out;
        out.line = s->line;
        switch (s->kind) {
        case NK::Import: {
            if (s->list.size() != 1)
                refuse("import of several modules in one statement", s);
            out.kind = ast::StmtKind::Import;
            out.module = s->list[0]->str;
            out.alias = s->list[0]->str2;
            return out;
        }
        case NK::Assign: {
            if (s->list.size() > 1)
                refuse("chained assignment (a = b = ...)", s);
            out.kind = ast::StmtKind::Assign;
            out.target = target(s->list[0]);
            out.value = expr(s->a);
            return out;
        }
        case NK::AugAssign:
            out.kind = ast::StmtKind::AugAssign;
            out.target = target(s->a);
            out.augOp = binaryOp(s->op);
            out.value = expr(s->b);
            return out;
        case NK::Expr:
            out.kind = ast::StmtKind::ExprStmt;
            out.value = expr(s->a);
            return out;
        case NK::Delete:
            if (s->list.size() != 1 || s->list[0]->kind != NK::Name)
                refuse("'del' of anything but one name", s);
            out.kind = ast::StmtKind::Del;
            out.target = expr(s->list[0]);
            return out;
        case NK::Pass:
            out.kind = ast::StmtKind::Pass;
            return out;
        case NK::FunctionDef:
        case NK::AsyncFunctionDef:
            if (!s->list2.empty())
                refuse("decorator", s->list2.front());
            refuse(statementName(s->kind), s);
        case NK::ClassDef:
            if (s->a && !s->a->list.empty())
                refuse("decorator", s->a->list.front());
            refuse(statementName(s->kind), s);
        default:
            refuse(statementName(s->kind), s);
        }
    }

    ast::ExprPtr target(const PNode *t)
    {
        switch (t->kind) {
        case NK::Name:
        case NK::Attribute:
        case NK::Subscript:
            return expr(t);
        case NK::Tuple:
        case NK::List:
            refuse("unpacking assignment (several targets)", t);
        case NK::Starred:
            refuse("starred assignment target", t);
        default:
            refuse("assignment target", t);
        }
    }

    static ast::ExprPtr make(ast::ExprKind kind, const PNode *at)
    {
        auto e = std::make_unique<ast::Expr>();
        e->kind = kind;
        e->line = at->line;
        e->col = at->col;
        e->endLine = at->endLine;
        e->endCol = at->endCol;
        return e;
    }

    ast::ExprPtr expr(const PNode *e)
    {
        switch (e->kind) {
        case NK::Name: {
            auto out = make(ast::ExprKind::Name, e);
            out->text = e->str;
            return out;
        }
        case NK::Constant:
            return constant(e);
        case NK::Tuple:
        case NK::List: {
            auto out = make(e->kind == NK::Tuple ? ast::ExprKind::Tuple : ast::ExprKind::List, e);
            for (const PNode *x : e->list) {
                if (x->kind == NK::Starred)
                    refuse("starred expression ('*') in a display", x);
                out->items.push_back(expr(x));
            }
            return out;
        }
        case NK::Attribute: {
            auto out = make(ast::ExprKind::Attribute, e);
            out->a = expr(e->a);
            out->text = e->str;
            return out;
        }
        case NK::Call: {
            auto out = make(ast::ExprKind::Call, e);
            out->a = expr(e->a);
            for (const PNode *x : e->list) {
                if (x->kind == NK::Starred)
                    refuse("'*' argument unpacking in a call", x);
                out->items.push_back(expr(x));
            }
            for (const PNode *k : e->list2) {
                if (k->str.empty())
                    refuse("'**' argument unpacking in a call", k);
                ast::Keyword kw;
                kw.name = k->str;
                kw.value = expr(k->a);
                kw.line = k->line;
                kw.col = k->col;
                out->keywords.push_back(std::move(kw));
            }
            return out;
        }
        case NK::Subscript: {
            auto out = make(ast::ExprKind::Subscript, e);
            out->a = expr(e->a);
            out->b = index(e->b);
            return out;
        }
        case NK::UnaryOp: {
            auto out = make(ast::ExprKind::Unary, e);
            switch (e->op) {
            case OpUSub: out->unaryOp = ast::UnaryOp::Neg; break;
            case OpUAdd: out->unaryOp = ast::UnaryOp::Pos; break;
            case OpNot: out->unaryOp = ast::UnaryOp::Not; break;
            default: out->unaryOp = ast::UnaryOp::Invert; break;
            }
            out->a = expr(e->a);
            return out;
        }
        case NK::BinOp: {
            auto out = make(ast::ExprKind::Binary, e);
            out->binaryOp = binaryOp(e->op);
            out->a = expr(e->a);
            out->b = expr(e->b);
            return out;
        }
        case NK::Compare: {
            if (e->list.size() > 1)
                refuse("chained comparison", e);
            auto out = make(ast::ExprKind::Compare, e);
            static const ast::CompareOp ops[] = {ast::CompareOp::Eq, ast::CompareOp::NotEq, ast::CompareOp::Lt,
                                                 ast::CompareOp::LtE, ast::CompareOp::Gt, ast::CompareOp::GtE,
                                                 ast::CompareOp::Is, ast::CompareOp::IsNot, ast::CompareOp::In,
                                                 ast::CompareOp::NotIn};
            out->compareOp = ops[e->list[0]->op];
            out->a = expr(e->a);
            out->b = expr(e->list[0]->a);
            return out;
        }
        case NK::BoolOp: {
            // `a and b and c` nests to the left: ((a and b) and c), which evaluates the same.
            auto acc = expr(e->list[0]);
            for (std::size_t i = 1; i < e->list.size(); ++i) {
                auto out = make(ast::ExprKind::BoolOp, e);
                out->boolOp = e->op == BoolAnd ? ast::BoolOpKind::And : ast::BoolOpKind::Or;
                out->a = std::move(acc);
                out->b = expr(e->list[i]);
                out->endLine = e->list[i]->endLine;
                out->endCol = e->list[i]->endCol;
                acc = std::move(out);
            }
            return acc;
        }
        case NK::IfExp: {
            auto out = make(ast::ExprKind::IfExp, e);
            out->a = expr(e->a);
            out->b = expr(e->b);
            out->c = expr(e->c);
            return out;
        }
        case NK::Lambda: refuse("lambda", e);
        case NK::ListComp: refuse("list comprehension", e);
        case NK::SetComp: refuse("set comprehension", e);
        case NK::DictComp: refuse("dict comprehension", e);
        case NK::GeneratorExp: refuse("generator expression", e);
        case NK::Dict: refuse("dict literal", e);
        case NK::Set: refuse("set literal", e);
        case NK::JoinedStr: refuse("f-string", e);
        case NK::NamedExpr: refuse("assignment expression (':=')", e);
        case NK::Starred: refuse("starred expression ('*')", e);
        case NK::Await: refuse("'await' expression", e);
        case NK::Yield: case NK::YieldFrom: refuse("'yield' expression", e);
        case NK::Slice: refuse("slice outside a subscript", e);
        default: refuse("expression", e);
        }
    }

    // The index of a subscript: an expression, a slice, or a tuple of them (`x[1:, 0]`).
    ast::ExprPtr index(const PNode *e)
    {
        if (e->kind == NK::Slice)
            return slice(e);
        if (e->kind == NK::Tuple) {
            auto out = make(ast::ExprKind::Tuple, e);
            for (const PNode *x : e->list) {
                if (x->kind == NK::Starred)
                    refuse("starred expression ('*') in a subscript", x);
                out->items.push_back(x->kind == NK::Slice ? slice(x) : expr(x));
            }
            return out;
        }
        return expr(e);
    }

    ast::ExprPtr slice(const PNode *e)
    {
        auto out = make(ast::ExprKind::Slice, e);
        if (e->a) out->a = expr(e->a);
        if (e->b) out->b = expr(e->b);
        if (e->c) out->c = expr(e->c);
        return out;
    }

    ast::ExprPtr constant(const PNode *e)
    {
        switch (static_cast<ConstKind>(e->op)) {
        case ConstKind::None: return make(ast::ExprKind::None, e);
        case ConstKind::True: return make(ast::ExprKind::True, e);
        case ConstKind::False: return make(ast::ExprKind::False, e);
        case ConstKind::Ellipsis: refuse("Ellipsis ('...')", e);
        case ConstKind::Complex: refuse("complex number literal", e);
        case ConstKind::Bytes: refuse("bytes literal", e);
        case ConstKind::Str: {
            if (e->flag)
                refuse("\\N{...} escape in a string", e);
            auto out = make(ast::ExprKind::Str, e);
            out->text = e->str;
            return out;
        }
        case ConstKind::Float: {
            auto out = make(ast::ExprKind::Float, e);
            out->floatValue = parseFloat(e->str);
            return out;
        }
        case ConstKind::Int: {
            auto out = make(ast::ExprKind::Int, e);
            std::string digits;
            if (!intDigits(e->str, digits))
                refuse("integer literal too large", e);
            // Fits int64?
            static const std::string kMax = "9223372036854775807";
            if (digits.size() < kMax.size() || (digits.size() == kMax.size() && digits <= kMax))
                out->intValue = static_cast<int64_t>(std::stoull(digits));
            else
                out->bigIntText = digits;
            return out;
        }
        default:
            refuse("literal", e);
        }
    }

    // Decimal digits of an int literal in any base (no sign, no leading zeros).
    static bool intDigits(const std::string &text, std::string &out)
    {
        int base = 10;
        std::size_t i = 0;
        if (text.size() > 1 && text[0] == '0') {
            char p = static_cast<char>(std::tolower(static_cast<unsigned char>(text[1])));
            if (p == 'x') base = 16;
            else if (p == 'o') base = 8;
            else if (p == 'b') base = 2;
            if (base != 10)
                i = 2;
        }
        std::string raw;
        for (; i < text.size(); ++i)
            if (text[i] != '_')
                raw += text[i];
        std::size_t nz = raw.find_first_not_of('0');
        if (nz == std::string::npos) {
            out = "0";
            return true;
        }
        raw = raw.substr(nz);
        if (base == 10) {
            out = raw;
            return true;
        }
        if (raw.size() > 4000)
            return false; // quadratic conversion below; no program of the subset needs it
        std::vector<int> dec{0}; // little-endian decimal digits
        for (char c : raw) {
            int d = std::isdigit(static_cast<unsigned char>(c)) ? c - '0'
                                                                : std::tolower(static_cast<unsigned char>(c)) - 'a' + 10;
            int carry = d;
            for (int &x : dec) {
                int v = x * base + carry;
                x = v % 10;
                carry = v / 10;
            }
            while (carry) {
                dec.push_back(carry % 10);
                carry /= 10;
            }
        }
        out.clear();
        for (auto it = dec.rbegin(); it != dec.rend(); ++it)
            out += static_cast<char>('0' + *it);
        return true;
    }

    // Python's float(): locale-independent, overflow to inf, underflow to 0.
    static double parseFloat(const std::string &text)
    {
        std::string s;
        for (char c : text)
            if (c != '_')
                s += c;
        double v = 0.0;
        auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
        (void)ptr;
        if (ec == std::errc::result_out_of_range) {
            // Decide between overflow and underflow from the decimal exponent.
            std::size_t epos = s.find_first_of("eE");
            std::string mant = s.substr(0, epos);
            long long exp10 = epos == std::string::npos ? 0 : std::atoll(s.c_str() + epos + 1);
            std::size_t dot = mant.find('.');
            if (dot == std::string::npos)
                dot = mant.size();
            std::size_t first = mant.find_first_of("123456789");
            long long mag = first == std::string::npos ? -1000000
                            : first < dot ? static_cast<long long>(dot - first) : -static_cast<long long>(first - dot) + 1;
            v = mag + exp10 > 0 ? std::numeric_limits<double>::infinity() : 0.0;
        }
        return v;
    }
};

// Depth of the syntax tree, without recursion (the tree may be deeper than the stack).
int treeDepth(const PNode *root)
{
    int maxDepth = 0;
    std::vector<std::pair<const PNode *, int>> stack{{root, 0}};
    while (!stack.empty()) {
        const PNode *n = stack.back().first;
        int d = stack.back().second;
        stack.pop_back();
        maxDepth = std::max(maxDepth, d);
        auto push = [&](const PNode *c) {
            if (c)
                stack.push_back({c, d + 1});
        };
        push(n->a);
        push(n->b);
        push(n->c);
        push(n->d);
        for (const PNode *c : n->list) push(c);
        for (const PNode *c : n->list2) push(c);
        for (const PNode *c : n->list3) push(c);
    }
    return maxDepth;
}

// CPython's compiler gives up (RecursionError) on syntax trees nested about this deep.
constexpr int kMaxTreeDepth = 2990;

} // namespace

ast::ParseResult Parser::parse(std::string_view source)
{
    ast::ParseResult result;
    Lexer lexer(source);
    result.module.lines = lexer.lines();
    if (const auto &enc = lexer.unsupportedEncoding()) {
        result.unsupported = ast::UnsupportedInfo{"source encoding '" + *enc + "'", 1};
        return result;
    }

    Arena arena;
    Peg peg(std::move(lexer), arena, false);
    const PNode *module = peg.run();
    if (!module) {
        const ErrorState &err = peg.error();
        if (err.tooDeep) {
            result.unsupported = ast::UnsupportedInfo{"code nested too deeply", peg.lexer().currentLine()};
            return result;
        }
        ast::SyntaxErrorInfo info = err.info;
        info.col = std::max(0, info.col);
        info.line = std::max(1, info.line);
        result.syntaxError = info;
        return result;
    }

    if (treeDepth(module) > kMaxTreeDepth) {
        result.unsupported = ast::UnsupportedInfo{"code nested too deeply", 1};
        return result;
    }

    if (auto err = CompileChecks(module).run()) {
        err->col = std::max(0, err->col);
        result.syntaxError = *err;
        return result;
    }

    if (auto u = Lowering().run(module, result.module))
        result.unsupported = ast::UnsupportedInfo{u->construct, u->line};
    return result;
}

} // namespace tl
