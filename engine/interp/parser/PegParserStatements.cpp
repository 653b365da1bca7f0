#include "PegParser.h"

#include <string>
#include <vector>

namespace tl::parser {

// file: [statements] ENDMARKER
PNode *PegParser::fileRule()
{
    Enter e(*this);
    int start = mark_;
    PNode *a = statements();
    if (expect(TokenKind::EndMarker) >= 0)
        return seq(a ? a->list : std::vector<PNode *>{});
    mark_ = start;
    return nullptr;
}

// fstring: star_expressions
PNode *PegParser::fstringRule() { return star_expressions(); }

// statements: statement+
PNode *PegParser::statements()
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
PNode *PegParser::statement()
{
    Enter e(*this);
    if (PNode *a = compound_stmt())
        return seq({a});
    if (PNode *a = simple_stmts())
        return a;
    return nullptr;
}

// simple_stmts: simple_stmt !';' NEWLINE | ';'.simple_stmt+ [';'] NEWLINE
PNode *PegParser::simple_stmts()
{
    Enter e(*this);
    int start = mark_;
    if (PNode *a = simple_stmt()) {
        if (!at(TokenKind::Semi) && eat(TokenKind::Newline))
            return seq({a});
    }
    mark_ = start;
    auto items = gather([&] { return simple_stmt(); }, TokenKind::Semi);
    if (!items.empty()) {
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

PNode *PegParser::simple_stmt() { return memoized(R_simple_stmt, [&] { return simple_stmt_raw(); }); }

// simple_stmt (memo): assignment | star_expressions | the statements that start with their
// keyword, each tried only at it (&'return' return_stmt, ...)
PNode *PegParser::simple_stmt_raw()
{
    int start = mark_;
    if (PNode *a = assignment())
        return a;
    mark_ = start;
    if (PNode *e = star_expressions())
        return node(NK::Expr, start, e);
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

// compound_stmt: &('def' | '@' | ASYNC) function_def | &'if' if_stmt | &('class' | '@') class_def
//   | &('with' | ASYNC) with_stmt | &('for' | ASYNC) for_stmt | &'try' try_stmt
//   | &'while' while_stmt | match_stmt
PNode *PegParser::compound_stmt()
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

// (star_targets '=')*
std::vector<PNode *> PegParser::starTargetsAssigned()
{
    return repeat([&]() -> PNode * {
        PNode *z = star_targets();
        return z && eat(TokenKind::Equal) ? z : nullptr;
    });
}

// 'k' rule: what the rule matched, or nullptr with nothing read. As an optional
// ['k' rule] it is the same, nullptr standing for the missing part.
PNode *PegParser::tokenThen(TokenKind k, Rule0 rule)
{
    int m = mark_;
    if (eat(k)) {
        if (PNode *x = (this->*rule)())
            return x;
    }
    mark_ = m;
    return nullptr;
}

PNode *PegParser::assignment()
{
    Enter e(*this);
    int start = mark_;
    // NAME ':' expression ['=' annotated_rhs]
    if (PNode *a = nameNode()) {
        if (eat(TokenKind::Colon)) {
            if (PNode *b = expression()) {
                PNode *c = tokenThen(TokenKind::Equal, &PegParser::annotated_rhs);
                PNode *n = node(NK::AnnAssign, start, a, b, c);
                n->flag = true; // a simple name: `x: int`
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
                PNode *c = tokenThen(TokenKind::Equal, &PegParser::annotated_rhs);
                return node(NK::AnnAssign, start, a, b, c);
            }
        }
    }
    mark_ = start;
    // (star_targets '=')+ (yield_expr | star_expressions) !'=' [TYPE_COMMENT]
    {
        auto targets = starTargetsAssigned();
        if (!targets.empty()) {
            PNode *b = yield_expr();
            if (!b)
                b = star_expressions();
            if (b && !at(TokenKind::Equal)) {
                peekTypeComment();
                PNode *n = node(NK::Assign, start, b);
                n->list = std::move(targets);
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
            PNode *n = node(NK::AugAssign, start, a, c);
            n->op = op;
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
PNode *PegParser::annotated_rhs()
{
    Enter e(*this);
    if (PNode *a = yield_expr())
        return a;
    return star_expressions();
}

// Returns the operator, or -1.
int PegParser::augassign()
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

PNode *PegParser::return_stmt()
{
    Enter e(*this);
    int start = mark_;
    if (!eat(TokenKind::KwReturn))
        return nullptr;
    PNode *a = star_expressions();
    return node(NK::Return, start, a);
}

PNode *PegParser::raise_stmt()
{
    Enter e(*this);
    int start = mark_;
    if (eat(TokenKind::KwRaise)) {
        if (PNode *a = expression()) {
            PNode *b = tokenThen(TokenKind::KwFrom, &PegParser::expression);
            return node(NK::Raise, start, a, b);
        }
    }
    mark_ = start;
    if (eat(TokenKind::KwRaise))
        return node(NK::Raise, start);
    mark_ = start;
    return nullptr;
}

// global_stmt: 'global' ','.NAME+
PNode *PegParser::global_stmt()
{
    Enter e(*this);
    return nameListStatement(TokenKind::KwGlobal, NK::Global);
}

// nonlocal_stmt: 'nonlocal' ','.NAME+
PNode *PegParser::nonlocal_stmt()
{
    Enter e(*this);
    return nameListStatement(TokenKind::KwNonlocal, NK::Nonlocal);
}

// keyword ','.NAME+
PNode *PegParser::nameListStatement(TokenKind keyword, NK kind)
{
    int start = mark_;
    if (eat(keyword)) {
        auto names = gather([&] { return nameNode(); });
        if (!names.empty()) {
            PNode *n = node(kind, start);
            n->list = std::move(names);
            return n;
        }
    }
    mark_ = start;
    return nullptr;
}

// del_stmt: 'del' del_targets &(';' | NEWLINE) | invalid_del_stmt
PNode *PegParser::del_stmt()
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

PNode *PegParser::yield_stmt()
{
    Enter e(*this);
    int start = mark_;
    if (PNode *y = yield_expr())
        return node(NK::Expr, start, y);
    return nullptr;
}

PNode *PegParser::assert_stmt()
{
    Enter e(*this);
    int start = mark_;
    if (eat(TokenKind::KwAssert)) {
        if (PNode *a = expression()) {
            PNode *b = tokenThen(TokenKind::Comma, &PegParser::expression);
            return node(NK::Assert, start, a, b);
        }
    }
    mark_ = start;
    return nullptr;
}

PNode *PegParser::import_stmt()
{
    Enter e(*this);
    if (PNode *a = import_name())
        return a;
    return import_from();
}

PNode *PegParser::import_name()
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
int PegParser::importDots()
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

PNode *PegParser::import_from()
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

PNode *PegParser::import_from_targets()
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
        al->str = std::string("*"); // not `= "*"`, on which GCC 12's -Wrestrict misfires
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

PNode *PegParser::import_from_as_names()
{
    Enter e(*this);
    return seqOrNull(gather([&] { return import_from_as_name(); }));
}

PNode *PegParser::import_from_as_name()
{
    Enter e(*this);
    return aliasAs(&PegParser::nameNode);
}

PNode *PegParser::dotted_as_names()
{
    Enter e(*this);
    return seqOrNull(gather([&] { return dotted_as_name(); }));
}

PNode *PegParser::dotted_as_name()
{
    Enter e(*this);
    return aliasAs(&PegParser::dotted_name);
}

// name ['as' NAME], for the import rules whose name is NAME or dotted_name
PNode *PegParser::aliasAs(Rule0 name)
{
    int start = mark_;
    PNode *a = (this->*name)();
    if (!a)
        return nullptr;
    std::string as = optAsName();
    PNode *n = node(NK::Alias, start);
    n->str = a->str;
    n->str2 = as;
    return n;
}

// dotted_name: dotted_name '.' NAME | NAME
PNode *PegParser::dotted_name()
{
    return memoized(R_dotted_name, [&]() -> PNode * {
        int start = mark_;
        auto names = gather([&] { return nameNode(); }, TokenKind::Dot);
        if (names.empty())
            return nullptr;
        PNode *n = node(NK::Name, start);
        n->str = names[0]->str;
        for (std::size_t i = 1; i < names.size(); ++i)
            n->str += "." + names[i]->str;
        return n;
    });
}

// block: NEWLINE INDENT statements DEDENT | simple_stmts | invalid_block
PNode *PegParser::block()
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
PNode *PegParser::decorators()
{
    Enter e(*this);
    return seqOrNull(repeat([&]() -> PNode * {
        if (eat(TokenKind::At)) {
            if (PNode *f = named_expression())
                if (eat(TokenKind::Newline))
                    return f;
        }
        return nullptr;
    }));
}

PNode *PegParser::class_def()
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

PNode *PegParser::class_def_raw()
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

PNode *PegParser::function_def()
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

PNode *PegParser::function_def_raw()
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
        PNode *ret = tokenThen(TokenKind::RArrow, &PegParser::expression);
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
void PegParser::func_type_comment()
{
    Enter e(*this);
    int start = mark_;
    if (eat(TokenKind::Newline))
        peekTypeComment();
    mark_ = start;
}

PNode *PegParser::if_stmt() { return ifLike(TokenKind::KwIf); }
PNode *PegParser::elif_stmt() { return ifLike(TokenKind::KwElif); }

// if_stmt / elif_stmt:
//   invalid_if_stmt | 'if' named_expression ':' block elif_stmt
//   | 'if' named_expression ':' block [else_block]
PNode *PegParser::ifLike(TokenKind kw)
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
                        PNode *n = node(NK::If, start, a);
                        n->list = b->list;
                        n->list2 = {c};
                        return n;
                    }
                }
            }
        }
    }
    mark_ = start;
    return conditionalBlock(kw, NK::If);
}

// keyword named_expression ':' block [else_block]: an `if` without `elif`, or a `while`
PNode *PegParser::conditionalBlock(TokenKind keyword, NK kind)
{
    int start = mark_;
    if (eat(keyword)) {
        if (PNode *a = named_expression()) {
            if (eat(TokenKind::Colon)) {
                if (PNode *b = block()) {
                    PNode *c = else_block();
                    PNode *n = node(kind, start, a);
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

// else_block: invalid_else_stmt | 'else' &&':' block
PNode *PegParser::else_block()
{
    Enter e(*this);
    return clauseBlock(TokenKind::KwElse, "'else' statement");
}

// while_stmt: invalid_while_stmt | 'while' named_expression ':' block [else_block]
PNode *PegParser::while_stmt()
{
    Enter e(*this);
    int start = mark_;
    if (callInvalid_) {
        invalid_while_stmt();
        mark_ = start;
    }
    return conditionalBlock(TokenKind::KwWhile, NK::While);
}

PNode *PegParser::for_stmt()
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
                PNode *n = node(async ? NK::AsyncFor : NK::For, start, t, ex);
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
std::vector<PNode *> PegParser::withItems()
{
    return gather([&] { return with_item(); });
}

PNode *PegParser::with_stmt()
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

PNode *PegParser::with_item()
{
    Enter e(*this);
    int start = mark_;
    if (PNode *ex = expression()) {
        if (eat(TokenKind::KwAs)) {
            if (PNode *t = star_target()) {
                if (at(TokenKind::Comma) || at(TokenKind::RPar) || at(TokenKind::Colon))
                    return node(NK::WithItem, start, ex, t);
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
    if (PNode *ex = expression())
        return node(NK::WithItem, start, ex);
    mark_ = start;
    return nullptr;
}

PNode *PegParser::try_stmt()
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
                PNode *n = node(NK::Try, start, f);
                n->list = b->list;
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

PNode *PegParser::except_block()
{
    Enter e(*this);
    int start = mark_;
    if (callInvalid_) {
        invalid_except_stmt_indent();
        mark_ = start;
    }
    if (eat(TokenKind::KwExcept)) {
        if (PNode *n = exceptClause(start))
            return n;
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

// expression ['as' NAME] ':' block, after 'except' or 'except' '*'
PNode *PegParser::exceptClause(int start)
{
    if (PNode *ex = expression()) {
        std::string name = optAsName();
        if (eat(TokenKind::Colon)) {
            if (PNode *b = block()) {
                PNode *n = node(NK::ExceptHandler, start, ex);
                n->str = name;
                n->list = b->list;
                return n;
            }
        }
    }
    return nullptr;
}

// ['as' NAME]
std::string PegParser::optAsName()
{
    int m = mark_;
    if (eat(TokenKind::KwAs)) {
        if (PNode *z = nameNode())
            return z->str;
    }
    mark_ = m;
    return {};
}

PNode *PegParser::except_star_block()
{
    Enter e(*this);
    int start = mark_;
    if (callInvalid_) {
        // invalid_except_star_stmt_indent: 'except' '*' expression ['as' NAME] ':' NEWLINE !INDENT
        int a = expect(TokenKind::KwExcept);
        if (a >= 0 && eat(TokenKind::Star) && expression()) {
            optAsName();
            if (emptyBlockAfterColon())
                raiseNoBlock("'except*' statement", tokenLine(a));
        }
        mark_ = start;
    }
    if (eat(TokenKind::KwExcept) && eat(TokenKind::Star)) {
        if (PNode *n = exceptClause(start))
            return n;
    }
    mark_ = start;
    if (callInvalid_) {
        invalid_except_stmt();
        mark_ = start;
    }
    return nullptr;
}

// finally_block: invalid_finally_stmt | 'finally' &&':' block
PNode *PegParser::finally_block()
{
    Enter e(*this);
    return clauseBlock(TokenKind::KwFinally, "'finally' statement");
}

// keyword &&':' block, after invalid_else_stmt / invalid_finally_stmt (keyword ':' NEWLINE
// !INDENT) on the second pass
PNode *PegParser::clauseBlock(TokenKind keyword, const char *what)
{
    int start = mark_;
    if (callInvalid_) {
        int a = expect(keyword);
        if (a >= 0 && emptyBlockAfterColon())
            raiseNoBlock(what, tokenLine(a));
        mark_ = start;
    }
    if (eat(keyword)) {
        expectForced(TokenKind::Colon, ":");
        if (PNode *b = block())
            return b;
    }
    mark_ = start;
    return nullptr;
}

} // namespace tl::parser
