#include "PegParser.h"

#include <string>
#include <string_view>
#include <vector>

namespace tl::parser {

namespace {

// _PyPegen_get_expr_name: how error messages name an expression.
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

} // namespace

// _PyPegen_get_invalid_target
const PNode *PegParser::invalidTarget(const PNode *e, Targets type)
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

void PegParser::raiseInvalidTarget(Targets type, const PNode *e)
{
    if (const PNode *bad = invalidTarget(e, type))
        raiseNode(bad, std::string(type == Targets::Del ? "cannot delete " : "cannot assign to ")
                           + exprName(bad));
}

// invalid_arguments
void PegParser::invalid_arguments()
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
    invalidKeywordComprehension();
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

// a=NAME b='=' expression for_if_clauses: an alternative of invalid_arguments and invalid_kwarg
void PegParser::invalidKeywordComprehension()
{
    if (PNode *a = nameNode()) {
        if (eat(TokenKind::Equal) && expression() && for_if_clauses())
            raiseNode(a, "invalid syntax. Maybe you meant '==' or ':=' instead of '='?");
    }
}

// invalid_kwarg
void PegParser::invalid_kwarg()
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
    invalidKeywordComprehension();
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
void PegParser::invalid_legacy_expression()
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
void PegParser::invalid_expression()
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
void PegParser::invalid_named_expression()
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
void PegParser::invalid_assignment()
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
        starTargetsAssigned();
        if (PNode *a = star_expressions()) {
            if (eat(TokenKind::Equal))
                raiseInvalidTarget(Targets::Star, a);
        }
    }
    mark_ = start;
    // (star_targets '=')* a=yield_expr '='
    {
        starTargetsAssigned();
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

// invalid_ann_assign_target: list | tuple | '(' invalid_ann_assign_target ')'
PNode *PegParser::invalid_ann_assign_target()
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
void PegParser::invalid_comprehension()
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

// invalid_parameters:
//   param_no_default* invalid_parameters_helper a=param_no_default
//   | param_no_default* a='(' param_no_default+ ','? b=')'
//   | a="/" ',' | (slash_no_default | slash_with_default) param_maybe_default* a='/'
//   | [(slash_no_default | slash_with_default)] param_maybe_default* '*' (',' | param_no_default)
//     param_maybe_default* a='/' | param_maybe_default+ '/' a='*'
void PegParser::invalid_parameters()
{
    Enter e(*this);
    int start = mark_;
    invalidDefaultOrder(kDefParams);
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
    invalidSlashAndStar(kDefParams);
}

// invalid_lambda_parameters: invalid_parameters for lambda_* rules, whose second
// alternative is lambda_param_no_default* a='(' ','.lambda_param+ ','? b=')'
void PegParser::invalid_lambda_parameters()
{
    Enter e(*this);
    int start = mark_;
    invalidDefaultOrder(kLambdaParams);
    mark_ = start;
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
    invalidSlashAndStar(kLambdaParams);
}

// param_no_default* invalid_parameters_helper a=param_no_default
void PegParser::invalidDefaultOrder(const ParamRules &r)
{
    repeat([&] { return (this->*r.noDefault)(); });
    if ((this->*r.invalidParametersHelper)()) {
        if (PNode *a = (this->*r.noDefault)())
            raiseNode(a, "non-default argument follows default argument");
    }
}

// The last four alternatives of invalid_parameters: '/' and '*' out of place.
void PegParser::invalidSlashAndStar(const ParamRules &r)
{
    int start = mark_;
    // a="/" ','
    {
        int a = expect(TokenKind::Slash);
        if (a >= 0 && eat(TokenKind::Comma))
            raiseTok(a, "at least one argument must precede /");
    }
    mark_ = start;
    // (slash_no_default | slash_with_default) param_maybe_default* a='/'
    {
        bool ok = (this->*r.slashNoDefault)() != nullptr;
        if (!ok) {
            mark_ = start;
            ok = (this->*r.slashWithDefault)() != nullptr;
        }
        if (ok) {
            repeat([&] { return (this->*r.maybeDefault)(); });
            int a = expect(TokenKind::Slash);
            if (a >= 0)
                raiseTok(a, "/ may appear only once");
        }
    }
    mark_ = start;
    // [(slash_no_default | slash_with_default)] param_maybe_default* '*' (',' | param_no_default)
    //   param_maybe_default* a='/'
    {
        if (!(this->*r.slashNoDefault)()) {
            mark_ = start;
            if (!(this->*r.slashWithDefault)())
                mark_ = start;
        }
        repeat([&] { return (this->*r.maybeDefault)(); });
        if (eat(TokenKind::Star)) {
            if (eat(TokenKind::Comma) || (this->*r.noDefault)()) {
                repeat([&] { return (this->*r.maybeDefault)(); });
                int a = expect(TokenKind::Slash);
                if (a >= 0)
                    raiseTok(a, "/ must be ahead of *");
            }
        }
    }
    mark_ = start;
    // param_maybe_default+ '/' a='*'
    {
        auto ps = repeat([&] { return (this->*r.maybeDefault)(); });
        if (!ps.empty() && eat(TokenKind::Slash)) {
            int a = expect(TokenKind::Star);
            if (a >= 0)
                raiseTok(a, "expected comma between / and *");
        }
    }
    mark_ = start;
}

// invalid_parameters_helper: slash_with_default | param_with_default+
PNode *PegParser::invalid_parameters_helper()
{
    Enter e(*this);
    return invalidParametersHelperWith(kDefParams);
}

PNode *PegParser::invalid_lambda_parameters_helper()
{
    Enter e(*this);
    return invalidParametersHelperWith(kLambdaParams);
}

PNode *PegParser::invalidParametersHelperWith(const ParamRules &r)
{
    int start = mark_;
    if (PNode *a = (this->*r.slashWithDefault)())
        return a;
    mark_ = start;
    if (PNode *ps = seqOrNull(repeat([&] { return (this->*r.withDefault)(); })))
        return ps;
    mark_ = start;
    return nullptr;
}

// invalid_star_etc:
//   a='*' (')' | ',' (')' | '**')) | '*' ',' TYPE_COMMENT | '*' param a='='
//   | '*' (param_no_default | ',') param_maybe_default* a='*' (param_no_default | ',')
void PegParser::invalid_star_etc()
{
    Enter e(*this);
    int start = mark_;
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
    invalidStarEtcTail(kDefParams);
}

// invalid_lambda_star_etc:
//   '*' (':' | ',' (':' | '**')) | '*' lambda_param a='='
//   | '*' (lambda_param_no_default | ',') lambda_param_maybe_default* a='*' (lambda_param_no_default | ',')
void PegParser::invalid_lambda_star_etc()
{
    Enter e(*this);
    int start = mark_;
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
    invalidStarEtcTail(kLambdaParams);
}

// The last two alternatives of invalid_star_etc and invalid_lambda_star_etc.
void PegParser::invalidStarEtcTail(const ParamRules &r)
{
    int start = mark_;
    // '*' param a='='
    if (eat(TokenKind::Star) && (this->*r.param)()) {
        int a = expect(TokenKind::Equal);
        if (a >= 0)
            raiseTok(a, "var-positional argument cannot have default value");
    }
    mark_ = start;
    // '*' (param_no_default | ',') param_maybe_default* a='*' (param_no_default | ',')
    if (eat(TokenKind::Star) && ((this->*r.noDefault)() || eat(TokenKind::Comma))) {
        repeat([&] { return (this->*r.maybeDefault)(); });
        int a = expect(TokenKind::Star);
        if (a >= 0 && ((this->*r.noDefault)() || eat(TokenKind::Comma)))
            raiseTok(a, "* argument may appear only once");
    }
    mark_ = start;
}

// invalid_kwds: '**' param a='=' | '**' param ',' a=param | '**' param ',' a=('*'|'**'|'/')
void PegParser::invalid_kwds()
{
    Enter e(*this);
    invalidKwdsWith(kDefParams);
}

void PegParser::invalid_lambda_kwds()
{
    Enter e(*this);
    invalidKwdsWith(kLambdaParams);
}

void PegParser::invalidKwdsWith(const ParamRules &r)
{
    int start = mark_;
    if (eat(TokenKind::DoubleStar) && (this->*r.param)()) {
        int a = expect(TokenKind::Equal);
        if (a >= 0)
            raiseTok(a, "var-keyword argument cannot have default value");
    }
    mark_ = start;
    if (eat(TokenKind::DoubleStar) && (this->*r.param)() && eat(TokenKind::Comma)) {
        if (PNode *a = (this->*r.param)())
            raiseNode(a, "arguments cannot follow var-keyword argument");
    }
    mark_ = start;
    if (eat(TokenKind::DoubleStar) && (this->*r.param)() && eat(TokenKind::Comma)) {
        TokenKind k = peek();
        if (k == TokenKind::Star || k == TokenKind::DoubleStar || k == TokenKind::Slash)
            raiseTok(mark_, "arguments cannot follow var-keyword argument");
    }
    mark_ = start;
}

// invalid_for_target: ASYNC? 'for' a=star_expressions
void PegParser::invalid_for_target()
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
bool PegParser::withItemsLoose(bool parenthesized)
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
void PegParser::invalid_with_stmt()
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
void PegParser::invalid_with_stmt_indent()
{
    Enter e(*this);
    int start = mark_;
    eat(TokenKind::KwAsync);
    int a = expect(TokenKind::KwWith);
    if (a >= 0 && withItemsLoose(false) && emptyBlockAfterColon())
        raiseNoBlock("'with' statement", tokenLine(a));
    mark_ = start;
    eat(TokenKind::KwAsync);
    a = expect(TokenKind::KwWith);
    if (a >= 0 && eat(TokenKind::LPar) && withItemsLoose(true)) {
        eat(TokenKind::Comma);
        if (eat(TokenKind::RPar) && emptyBlockAfterColon())
            raiseNoBlock("'with' statement", tokenLine(a));
    }
    mark_ = start;
}

// invalid_try_stmt
void PegParser::invalid_try_stmt()
{
    Enter e(*this);
    int start = mark_;
    // a='try' ':' NEWLINE !INDENT
    {
        int a = expect(TokenKind::KwTry);
        if (a >= 0 && emptyBlockAfterColon())
            raiseNoBlock("'try' statement", tokenLine(a));
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
void PegParser::invalid_except_stmt()
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
void PegParser::invalid_except_stmt_indent()
{
    Enter e(*this);
    int start = mark_;
    // a='except' expression ['as' NAME] ':' NEWLINE !INDENT
    {
        int a = expect(TokenKind::KwExcept);
        if (a >= 0 && expression()) {
            optAsName();
            if (emptyBlockAfterColon())
                raiseNoBlock("'except' statement", tokenLine(a));
        }
    }
    mark_ = start;
    // a='except' ':' NEWLINE !INDENT
    {
        int a = expect(TokenKind::KwExcept);
        if (a >= 0 && emptyBlockAfterColon())
            raiseNoBlock("'except' statement", tokenLine(a));
    }
    mark_ = start;
}

// invalid_if_stmt / invalid_elif_stmt
void PegParser::invalid_if_stmt(TokenKind kw)
{
    Enter e(*this);
    // invalid_if_stmt rebinds `a` to the condition; elif keeps the keyword
    invalidConditionalHeader(kw, kw == TokenKind::KwIf ? "'if' statement" : "'elif' statement", kw == TokenKind::KwIf);
}

// invalid_while_stmt
void PegParser::invalid_while_stmt()
{
    Enter e(*this);
    invalidConditionalHeader(TokenKind::KwWhile, "'while' statement", false);
}

// keyword named_expression NEWLINE | a=keyword named_expression ':' NEWLINE !INDENT; the
// missing block is reported at the condition's line when `atCondition`, else the keyword's.
void PegParser::invalidConditionalHeader(TokenKind keyword, const char *what, bool atCondition)
{
    int start = mark_;
    if (eat(keyword) && named_expression() && eat(TokenKind::Newline))
        raiseLast("expected ':'");
    mark_ = start;
    int a = expect(keyword);
    if (a >= 0) {
        PNode *x = named_expression();
        if (x && emptyBlockAfterColon())
            raiseNoBlock(what, atCondition ? x->line : tokenLine(a));
    }
    mark_ = start;
}

// invalid_for_stmt
void PegParser::invalid_for_stmt()
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
    if (a >= 0 && star_targets() && eat(TokenKind::KwIn) && star_expressions() && emptyBlockAfterColon())
        raiseNoBlock("'for' statement", tokenLine(a));
    mark_ = start;
}

// invalid_def_raw: [ASYNC] a='def' NAME '(' [params] ')' ['->' expression] ':' NEWLINE !INDENT
void PegParser::invalid_def_raw()
{
    Enter e(*this);
    int start = mark_;
    eat(TokenKind::KwAsync);
    int a = expect(TokenKind::KwDef);
    if (a >= 0 && nameNode() && eat(TokenKind::LPar)) {
        params();
        if (eat(TokenKind::RPar)) {
            tokenThen(TokenKind::RArrow, &PegParser::expression);
            if (emptyBlockAfterColon())
                raiseNoBlock("function definition", tokenLine(a));
        }
    }
    mark_ = start;
}

// invalid_class_def_raw
void PegParser::invalid_class_def_raw()
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
    if (a >= 0 && header() && emptyBlockAfterColon())
        raiseNoBlock("class definition", tokenLine(a));
    mark_ = start;
}

// invalid_double_starred_kvpairs (after '{'):
//   ','.double_starred_kvpair+ ',' invalid_kvpair | expression ':' a='*' bitwise_or
//   | expression a=':' &('}'|',')
void PegParser::invalid_double_starred_kvpairs()
{
    Enter e(*this);
    int start = mark_;
    {
        auto items = gather([&] { return double_starred_kvpair(); });
        if (!items.empty() && eat(TokenKind::Comma))
            invalid_kvpair();
    }
    mark_ = start;
    invalidDictValue();
}

// invalid_kvpair:
//   a=expression !(':') | expression ':' a='*' bitwise_or | expression a=':' &('}'|',')
void PegParser::invalid_kvpair()
{
    Enter e(*this);
    int start = mark_;
    if (PNode *a = expression()) {
        if (!at(TokenKind::Colon))
            raiseAt("SyntaxError", "':' expected after dictionary key", a->line, a->endCol - 1);
    }
    mark_ = start;
    invalidDictValue();
}

// The last two alternatives of invalid_double_starred_kvpairs and invalid_kvpair.
void PegParser::invalidDictValue()
{
    int start = mark_;
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

} // namespace tl::parser
