#include "AstBuilder.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdlib>
#include <limits>
#include <memory>
#include <vector>

namespace tl::parser {

std::optional<ast::UnsupportedInfo> AstBuilder::run(const PNode *module, ast::Module &out)
{
    try {
        for (const PNode *s : module->list)
            out.body.push_back(stmt(s));
    } catch (const ast::UnsupportedInfo &u) {
        return u;
    }
    return std::nullopt;
}

void AstBuilder::refuse(const std::string &what, const PNode *at) { throw ast::UnsupportedInfo{what, at->line}; }

ast::BinaryOp AstBuilder::binaryOp(int op)
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

const char *AstBuilder::statementName(NK k)
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

ast::Stmt AstBuilder::stmt(const PNode *s)
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

ast::ExprPtr AstBuilder::target(const PNode *t)
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

ast::ExprPtr AstBuilder::make(ast::ExprKind kind, const PNode *at)
{
    auto e = std::make_unique<ast::Expr>();
    e->kind = kind;
    e->line = at->line;
    e->col = at->col;
    e->endLine = at->endLine;
    e->endCol = at->endCol;
    return e;
}

ast::ExprPtr AstBuilder::expr(const PNode *e)
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
ast::ExprPtr AstBuilder::index(const PNode *e)
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

ast::ExprPtr AstBuilder::slice(const PNode *e)
{
    auto out = make(ast::ExprKind::Slice, e);
    if (e->a) out->a = expr(e->a);
    if (e->b) out->b = expr(e->b);
    if (e->c) out->c = expr(e->c);
    return out;
}

ast::ExprPtr AstBuilder::constant(const PNode *e)
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
bool AstBuilder::intDigits(const std::string &text, std::string &out)
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
        out = std::string("0"); // not `= "0"`, on which GCC 12's -Wrestrict misfires
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
double AstBuilder::parseFloat(const std::string &text)
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
        // The exponent saturates: "2E2222222222222222222222" is inf, whatever its digits.
        long long exp10 = 0;
        if (epos != std::string::npos) {
            std::size_t i = epos + 1;
            const bool negative = i < s.size() && s[i] == '-';
            if (i < s.size() && (s[i] == '-' || s[i] == '+'))
                ++i;
            for (; i < s.size() && s[i] >= '0' && s[i] <= '9'; ++i)
                exp10 = std::min<long long>(exp10 * 10 + (s[i] - '0'), 1000000000);
            if (negative)
                exp10 = -exp10;
        }
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

} // namespace tl::parser
