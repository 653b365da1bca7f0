// Expressions of Python's AST (Parser/Python.asdl) into tl::ast: literals as CPython's
// parser reads them, comprehensions and lambdas as scopes of their own.
#include "AstBuilder.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdlib>
#include <limits>
#include <memory>
#include <vector>

namespace tl::parser {

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

// Names, number literals and arithmetic of them: see ast::Expr::pureArithmetic.
void AstBuilder::markPure(ast::Expr &e)
{
    using EK = ast::ExprKind;
    switch (e.kind) {
    case EK::Int: e.pureArithmetic = !e.bigIntText; break;
    case EK::Float: e.pureArithmetic = true; break;
    case EK::Unary: e.pureArithmetic = e.unaryOp != ast::UnaryOp::Not && e.a->pureArithmetic; break;
    case EK::Binary:
        e.pureArithmetic = e.binaryOp != ast::BinaryOp::MatMul && e.a->pureArithmetic && e.b->pureArithmetic;
        break;
    default: break;
    }
}

std::vector<ast::ExprPtr> AstBuilder::displayItems(const std::vector<PNode *> &items)
{
    std::vector<ast::ExprPtr> out;
    out.reserve(items.size());
    for (const PNode *x : items)
        out.push_back(expr(x));
    return out;
}

ast::ExprPtr AstBuilder::expr(const PNode *e)
{
    switch (e->kind) {
    case NK::Name:
        return name(e->str, e);
    case NK::Constant:
        return constant(e);
    case NK::Tuple:
    case NK::List:
    case NK::Set: {
        auto out = make(e->kind == NK::Tuple ? ast::ExprKind::Tuple : e->kind == NK::List ? ast::ExprKind::List : ast::ExprKind::Set, e);
        out->items = displayItems(e->list);
        return out;
    }
    case NK::Dict: {
        auto out = make(ast::ExprKind::Dict, e);
        for (size_t i = 0; i < e->list.size(); ++i) {
            out->items.push_back(e->list[i] ? expr(e->list[i]) : nullptr);
            out->values.push_back(expr(e->list2[i]));
        }
        return out;
    }
    case NK::Attribute: {
        auto out = make(ast::ExprKind::Attribute, e);
        out->a = expr(e->a);
        out->text = e->str;
        return out;
    }
    case NK::Call:
        return call(e);
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
        markPure(*out);
        return out;
    }
    case NK::BinOp: {
        auto out = make(ast::ExprKind::Binary, e);
        out->binaryOp = binaryOp(e->op);
        out->a = expr(e->a);
        out->b = expr(e->b);
        markPure(*out);
        return out;
    }
    case NK::Compare: {
        auto out = make(ast::ExprKind::Compare, e);
        static const ast::CompareOp ops[] = {ast::CompareOp::Eq, ast::CompareOp::NotEq, ast::CompareOp::Lt,
                                             ast::CompareOp::LtE, ast::CompareOp::Gt, ast::CompareOp::GtE,
                                             ast::CompareOp::Is, ast::CompareOp::IsNot, ast::CompareOp::In,
                                             ast::CompareOp::NotIn};
        out->a = expr(e->a);
        for (const PNode *pair : e->list) {
            out->compareOps.push_back(ops[pair->op]);
            out->items.push_back(expr(pair->a));
        }
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
    case NK::Starred: {
        auto out = make(ast::ExprKind::Starred, e);
        out->a = expr(e->a);
        return out;
    }
    case NK::NamedExpr: {
        auto out = make(ast::ExprKind::NamedExpr, e);
        out->a = name(e->a->str, e->a);
        out->b = expr(e->b);
        return out;
    }
    case NK::Lambda: return lambda(e);
    case NK::ListComp: return comprehension(e, ast::ExprKind::ListComp);
    case NK::SetComp: return comprehension(e, ast::ExprKind::SetComp);
    case NK::DictComp: return comprehension(e, ast::ExprKind::DictComp);
    case NK::GeneratorExp: return comprehension(e, ast::ExprKind::GeneratorExp);
    case NK::JoinedStr: return joinedStr(e);
    case NK::Await: refuse("'await' expression", e);
    case NK::Yield: case NK::YieldFrom: refuse("'yield' expression (generators)", e);
    case NK::Slice: return slice(e);
    default: refuse("expression", e);
    }
}

ast::ExprPtr AstBuilder::call(const PNode *e)
{
    auto out = make(ast::ExprKind::Call, e);
    out->a = expr(e->a);
    out->items = displayItems(e->list);
    for (const PNode *k : e->list2) {
        ast::Keyword kw;
        kw.name = k->str;
        kw.value = expr(k->a);
        kw.line = k->line;
        kw.col = k->col;
        out->keywords.push_back(std::move(kw));
    }
    return out;
}

ast::ExprPtr AstBuilder::lambda(const PNode *e)
{
    auto out = make(ast::ExprKind::Lambda, e);
    const PNode *args = e->a;
    for (const PNode *d : args->c->list)
        out->defaults.push_back(expr(d));
    for (const PNode *d : args->d->list)
        out->kwDefaults.push_back(d ? expr(d) : nullptr);
    out->code = openCode(e, ast::FunctionCode::Kind::Lambda, "<lambda>", args);
    ast::Stmt ret;
    ret.kind = ast::StmtKind::Return;
    ret.line = e->b->line;
    ret.col = e->b->col;
    ret.endLine = e->b->endLine;
    ret.endCol = e->b->endCol;
    ret.value = expr(e->b);
    out->code->body.push_back(std::move(ret));
    closeCode();
    return out;
}

// The outermost iterable is evaluated where the comprehension stands; everything else runs
// in the comprehension's own scope (CPython 3.11 compiles it as a nested function).
ast::ExprPtr AstBuilder::comprehension(const PNode *e, ast::ExprKind kind)
{
    using FK = ast::FunctionCode::Kind;
    auto out = make(kind, e);
    const FK codeKind = kind == ast::ExprKind::ListComp ? FK::ListComp
                        : kind == ast::ExprKind::SetComp ? FK::SetComp
                        : kind == ast::ExprKind::DictComp ? FK::DictComp
                                                          : FK::GeneratorExp;
    const char *codeName = kind == ast::ExprKind::ListComp ? "<listcomp>"
                           : kind == ast::ExprKind::SetComp ? "<setcomp>"
                           : kind == ast::ExprKind::DictComp ? "<dictcomp>"
                                                             : "<genexpr>";
    for (const PNode *g : e->list)
        if (g->flag)
            refuse("'async for' in a comprehension", g);
    ast::ExprPtr outermost = expr(e->list[0]->b);
    out->code = openCode(e, codeKind, codeName, nullptr);
    for (size_t i = 0; i < e->list.size(); ++i) {
        const PNode *g = e->list[i];
        ast::Comprehension c;
        c.target = target(g->a);
        c.iter = i == 0 ? std::move(outermost) : expr(g->b);
        for (const PNode *cond : g->list)
            c.ifs.push_back(expr(cond));
        out->generators.push_back(std::move(c));
    }
    out->a = expr(e->a);
    if (kind == ast::ExprKind::DictComp)
        out->b = expr(e->b);
    out->code->comprehension = out.get();
    closeCode();
    return out;
}

ast::ExprPtr AstBuilder::joinedStr(const PNode *e)
{
    auto out = make(ast::ExprKind::JoinedStr, e);
    for (const PNode *piece : e->list) {
        if (piece->kind == NK::Constant) {
            out->items.push_back(constant(piece));
            continue;
        }
        auto fv = make(ast::ExprKind::FormattedValue, piece);
        fv->a = expr(piece->a);
        fv->conversion = static_cast<char>(piece->op);
        if (piece->b) {
            auto spec = make(ast::ExprKind::JoinedStr, piece);
            for (const PNode *p : piece->b->list) {
                if (p->kind == NK::Constant) {
                    spec->items.push_back(constant(p));
                    continue;
                }
                auto inner = make(ast::ExprKind::FormattedValue, p);
                inner->a = expr(p->a);
                inner->conversion = static_cast<char>(p->op);
                if (p->b && !p->b->list.empty())
                    refuse("a format specification nested twice", p);
                spec->items.push_back(std::move(inner));
            }
            fv->b = std::move(spec);
        }
        out->items.push_back(std::move(fv));
    }
    return out;
}

// The index of a subscript: an expression, a slice, or a tuple of them (`x[1:, 0]`).
ast::ExprPtr AstBuilder::index(const PNode *e)
{
    if (e->kind == NK::Slice)
        return slice(e);
    if (e->kind == NK::Tuple) {
        auto out = make(ast::ExprKind::Tuple, e);
        for (const PNode *x : e->list)
            out->items.push_back(x->kind == NK::Slice ? slice(x) : expr(x));
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
    case ConstKind::Ellipsis: return make(ast::ExprKind::Ellipsis, e);
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
        out->pureArithmetic = true;
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
        markPure(*out);
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
        return false; // quadratic conversion below; no program needs it
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
