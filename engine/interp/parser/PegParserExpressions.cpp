#include "PegParser.h"

#include <cstring>
#include <string>
#include <vector>

namespace tl::parser {

PNode *PegParser::constant(ConstKind k, int start)
{
    PNode *n = node(NK::Constant, start);
    n->op = static_cast<int>(k);
    return n;
}

// A UnaryOp (operand a) or BinOp (a op b).
PNode *PegParser::opNode(NK kind, int op, int start, PNode *a, PNode *b)
{
    PNode *n = node(kind, start, a, b);
    n->op = op;
    return n;
}

PNode *PegParser::attributeNode(int start, PNode *value, const PNode *name)
{
    PNode *n = node(NK::Attribute, start, value);
    n->str = name->str;
    return n;
}

// A call of `func`; `args` is what the arguments rule built (nullptr for `f()`).
PNode *PegParser::callNode(int start, PNode *func, const PNode *args)
{
    PNode *n = node(NK::Call, start, func);
    if (args) {
        n->list = args->list;
        n->list2 = args->list2;
    }
    return n;
}

// A call whose only argument is an unparenthesized generator expression: `f(x for x in y)`.
PNode *PegParser::genexpCallNode(int start, PNode *func, PNode *genexp)
{
    PNode *n = node(NK::Call, start, func);
    n->list = {genexp};
    return n;
}

// NAME
PNode *PegParser::nameNode()
{
    if (peek() != TokenKind::Name)
        return nullptr;
    int start = mark_++;
    PNode *n = node(NK::Name, start);
    n->str = toks_[static_cast<std::size_t>(start)].text;
    return n;
}

// NUMBER (_PyPegen_number_token)
PNode *PegParser::numberNode()
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
PNode *PegParser::expressions()
{
    Enter e(*this);
    return tupleOrItem(&PegParser::expression);
}

// item (',' item)+ [','] | item ',' | item: a Tuple, or the item alone when no comma follows
// it. The memoized item is read again for each alternative, as pegen does.
PNode *PegParser::tupleOrItem(Rule0 item)
{
    int start = mark_;
    auto items = gather([&] { return (this->*item)(); });
    if (items.empty())
        return nullptr;
    if (items.size() > 1) {
        eat(TokenKind::Comma);
        PNode *n = node(NK::Tuple, start);
        n->list = std::move(items);
        return n;
    }
    mark_ = start;
    PNode *a = (this->*item)();
    if (eat(TokenKind::Comma)) {
        PNode *n = node(NK::Tuple, start);
        n->list = {a};
        return n;
    }
    mark_ = start;
    return (this->*item)();
}

// expression (memo):
//   invalid_expression | invalid_legacy_expression
//   | disjunction 'if' disjunction 'else' expression | disjunction | lambdef
PNode *PegParser::expression()
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
PNode *PegParser::conditionalTail(int start)
{
    if (PNode *a = disjunction()) {
        if (eat(TokenKind::KwIf)) {
            if (PNode *b = disjunction()) {
                if (eat(TokenKind::KwElse)) {
                    if (PNode *c = expression())
                        return node(NK::IfExp, start, a, b, c);
                }
            }
        }
    }
    mark_ = start;
    return nullptr;
}

// expression_without_invalid: the same three alternatives, with invalid rules off.
PNode *PegParser::expression_without_invalid()
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

// yield_expr: 'yield' 'from' expression | 'yield' [star_expressions]
PNode *PegParser::yield_expr()
{
    Enter e(*this);
    int start = mark_;
    if (eat(TokenKind::KwYield) && eat(TokenKind::KwFrom)) {
        if (PNode *a = expression())
            return node(NK::YieldFrom, start, a);
    }
    mark_ = start;
    if (eat(TokenKind::KwYield)) {
        PNode *a = star_expressions();
        return node(NK::Yield, start, a);
    }
    mark_ = start;
    return nullptr;
}

// star_expressions:
//   star_expression (',' star_expression)+ [','] | star_expression ',' | star_expression
PNode *PegParser::star_expressions()
{
    Enter e(*this);
    return tupleOrItem(&PegParser::star_expression);
}

// star_expression (memo): '*' bitwise_or | expression
PNode *PegParser::star_expression()
{
    return memoized(R_star_expression, [&]() -> PNode * {
        if (PNode *s = starredBitwiseOr())
            return s;
        return expression();
    });
}

// '*' bitwise_or
PNode *PegParser::starredBitwiseOr()
{
    int start = mark_;
    if (eat(TokenKind::Star)) {
        if (PNode *a = bitwise_or())
            return node(NK::Starred, start, a);
    }
    mark_ = start;
    return nullptr;
}

// star_named_expressions: ','.star_named_expression+ [',']
PNode *PegParser::star_named_expressions()
{
    Enter e(*this);
    return gatherTrailing([&] { return star_named_expression(); });
}

// star_named_expression: '*' bitwise_or | named_expression
PNode *PegParser::star_named_expression()
{
    Enter e(*this);
    if (PNode *s = starredBitwiseOr())
        return s;
    return named_expression();
}

// assignment_expression: NAME ':=' ~ expression
PNode *PegParser::assignment_expression()
{
    Enter e(*this);
    int start = mark_;
    if (PNode *a = nameNode()) {
        if (eat(TokenKind::ColonEqual)) {
            if (PNode *b = expression())
                return node(NK::NamedExpr, start, a, b);
        }
    }
    mark_ = start;
    return nullptr;
}

// named_expression: assignment_expression | invalid_named_expression | expression !':='
PNode *PegParser::named_expression()
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

// disjunction / conjunction (memo): operand (kw operand)+ | operand
PNode *PegParser::boolChain(int rule, TokenKind kw, int op, Rule0 operand)
{
    return memoized(rule, [&]() -> PNode * {
        int start = mark_;
        auto values = gather([&] { return (this->*operand)(); }, kw);
        if (values.empty())
            return nullptr;
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

PNode *PegParser::disjunction() { return boolChain(R_disjunction, TokenKind::KwOr, BoolOr, &PegParser::conjunction); }
PNode *PegParser::conjunction() { return boolChain(R_conjunction, TokenKind::KwAnd, BoolAnd, &PegParser::inversion); }

// inversion (memo): 'not' inversion | comparison
PNode *PegParser::inversion()
{
    return memoized(R_inversion, [&]() -> PNode * {
        int start = mark_;
        if (eat(TokenKind::KwNot)) {
            if (PNode *a = inversion())
                return opNode(NK::UnaryOp, OpNot, start, a);
        }
        mark_ = start;
        return comparison();
    });
}

// comparison: bitwise_or compare_op_bitwise_or_pair+ | bitwise_or
PNode *PegParser::comparison()
{
    Enter e(*this);
    int start = mark_;
    PNode *a = bitwise_or();
    if (!a)
        return nullptr;
    auto pairs = repeat([&] { return compare_op_bitwise_or_pair(); });
    if (pairs.empty()) {
        mark_ = start;
        return bitwise_or();
    }
    PNode *n = node(NK::Compare, start, a);
    n->list = std::move(pairs);
    return n;
}

PNode *PegParser::cmpPair(int op, PNode *operand)
{
    PNode *n = bare(NK::CmpPair);
    n->op = op;
    n->a = operand;
    return n;
}

PNode *PegParser::compare_op_bitwise_or_pair()
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
PNode *PegParser::binaryLevel(int rule, std::initializer_list<std::pair<TokenKind, int>> ops, Rule0 operand)
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
            a = opNode(NK::BinOp, op, start, a, b);
        }
        return a;
    });
}

PNode *PegParser::bitwise_or() { return binaryLevel(R_bitwise_or, {{TokenKind::VBar, OpBitOr}}, &PegParser::bitwise_xor); }
PNode *PegParser::bitwise_xor() { return binaryLevel(R_bitwise_xor, {{TokenKind::Circumflex, OpBitXor}}, &PegParser::bitwise_and); }
PNode *PegParser::bitwise_and() { return binaryLevel(R_bitwise_and, {{TokenKind::Amper, OpBitAnd}}, &PegParser::shift_expr); }
PNode *PegParser::shift_expr()
{
    return binaryLevel(R_shift_expr, {{TokenKind::LeftShift, OpLShift}, {TokenKind::RightShift, OpRShift}},
                       &PegParser::sum);
}

PNode *PegParser::sum() { return binaryLevel(R_sum, {{TokenKind::Plus, OpAdd}, {TokenKind::Minus, OpSub}}, &PegParser::term); }
PNode *PegParser::term()
{
    return binaryLevel(R_term,
                       {{TokenKind::Star, OpMult}, {TokenKind::Slash, OpDiv}, {TokenKind::DoubleSlash, OpFloorDiv},
                        {TokenKind::Percent, OpMod}, {TokenKind::At, OpMatMult}},
                       &PegParser::factor);
}

// factor (memo): '+' factor | '-' factor | '~' factor | power
PNode *PegParser::factor()
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
            if (PNode *a = factor())
                return opNode(NK::UnaryOp, op, start, a);
            mark_ = start;
            // the other unary alternatives cannot match the same first token
        }
        mark_ = start;
        return power();
    });
}

// power: await_primary '**' factor | await_primary
PNode *PegParser::power()
{
    Enter e(*this);
    int start = mark_;
    if (PNode *a = await_primary()) {
        if (eat(TokenKind::DoubleStar)) {
            if (PNode *b = factor())
                return opNode(NK::BinOp, OpPow, start, a, b);
        }
    }
    mark_ = start;
    return await_primary();
}

// await_primary (memo): AWAIT primary | primary
PNode *PegParser::await_primary()
{
    return memoized(R_await_primary, [&]() -> PNode * {
        int start = mark_;
        if (eat(TokenKind::KwAwait)) {
            if (PNode *a = primary())
                return node(NK::Await, start, a);
        }
        mark_ = start;
        return primary();
    });
}

// primary: primary '.' NAME | primary genexp | primary '(' [arguments] ')'
//        | primary '[' slices ']' | atom
PNode *PegParser::primary()
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
PNode *PegParser::postfix(PNode *a, int start)
{
    int m = mark_;
    if (eat(TokenKind::Dot)) {
        if (PNode *b = nameNode())
            return attributeNode(start, a, b);
    }
    mark_ = m;
    if (PNode *g = genexp())
        return genexpCallNode(start, a, g);
    mark_ = m;
    if (eat(TokenKind::LPar)) {
        PNode *b = arguments();
        if (eat(TokenKind::RPar))
            return callNode(start, a, b);
    }
    mark_ = m;
    if (eat(TokenKind::LSqb)) {
        if (PNode *b = slices()) {
            if (eat(TokenKind::RSqb))
                return node(NK::Subscript, start, a, b);
        }
    }
    mark_ = m;
    return nullptr;
}

// slices: slice !',' | ','.(slice | starred_expression)+ [',']
PNode *PegParser::slices()
{
    return memoized(R_slices, [&]() -> PNode * {
        int start = mark_;
        if (PNode *a = slice()) {
            if (!at(TokenKind::Comma))
                return a;
        }
        mark_ = start;
        auto items = gather([&]() -> PNode * {
            int m = mark_;
            if (PNode *s = slice())
                return s;
            mark_ = m;
            return starred_expression();
        });
        if (items.empty()) {
            mark_ = start;
            return nullptr;
        }
        eat(TokenKind::Comma);
        PNode *n = node(NK::Tuple, start);
        n->list = std::move(items);
        return n;
    });
}

// slice: [expression] ':' [expression] [':' [expression]] | named_expression
PNode *PegParser::slice()
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
            return node(NK::Slice, start, a, b, c);
        }
    }
    mark_ = start;
    return named_expression();
}

// atom: NAME | 'True' | 'False' | 'None' | strings | NUMBER | (tuple | group | genexp)
//   | (list | listcomp) | (dict | set | dictcomp | setcomp) | '...'
PNode *PegParser::atom()
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
PNode *PegParser::group()
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
PNode *PegParser::lambdef()
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

// strings (memo): STRING+
PNode *PegParser::strings()
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
PNode *PegParser::list()
{
    Enter e(*this);
    return bracketed(TokenKind::LSqb, &PegParser::star_named_expressions, TokenKind::RSqb, NK::List);
}

// open [items] close: a List or Tuple of the items
PNode *PegParser::bracketed(TokenKind open, Rule0 items, TokenKind close, NK kind)
{
    int start = mark_;
    if (eat(open)) {
        PNode *a = (this->*items)();
        if (eat(close)) {
            PNode *n = node(kind, start);
            if (a)
                n->list = a->list;
            return n;
        }
    }
    mark_ = start;
    return nullptr;
}

// tuple: '(' [star_named_expression ',' [star_named_expressions]] ')'
PNode *PegParser::tuple()
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
PNode *PegParser::set()
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
PNode *PegParser::dict()
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

// double_starred_kvpairs: ','.double_starred_kvpair+ [',']
PNode *PegParser::double_starred_kvpairs()
{
    Enter e(*this);
    return gatherTrailing([&] { return double_starred_kvpair(); });
}

// double_starred_kvpair: '**' bitwise_or | kvpair
PNode *PegParser::double_starred_kvpair()
{
    Enter e(*this);
    int start = mark_;
    if (eat(TokenKind::DoubleStar)) {
        if (PNode *a = bitwise_or())
            return pair(NK::KeyValue, nullptr, a);
    }
    mark_ = start;
    return kvpair();
}

// kvpair: expression ':' expression
PNode *PegParser::kvpair()
{
    Enter e(*this);
    int start = mark_;
    if (PNode *a = expression()) {
        if (eat(TokenKind::Colon)) {
            if (PNode *b = expression())
                return pair(NK::KeyValue, a, b);
        }
    }
    mark_ = start;
    return nullptr;
}

// for_if_clauses: for_if_clause+
PNode *PegParser::for_if_clauses()
{
    Enter e(*this);
    return seqOrNull(repeat([&] { return for_if_clause(); }));
}

// for_if_clause:
//   ASYNC 'for' star_targets 'in' ~ disjunction ('if' disjunction)*
//   | 'for' star_targets 'in' ~ disjunction ('if' disjunction)* | invalid_for_target
PNode *PegParser::for_if_clause()
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
        auto ifs = repeat([&]() -> PNode * { return eat(TokenKind::KwIf) ? disjunction() : nullptr; });
        PNode *n = node(NK::Comprehension, start, a, b);
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
PNode *PegParser::listcomp()
{
    Enter e(*this);
    return comprehensionIn(TokenKind::LSqb, &PegParser::named_expression, TokenKind::RSqb, NK::ListComp);
}

// setcomp: '{' named_expression for_if_clauses '}' | invalid_comprehension
PNode *PegParser::setcomp()
{
    Enter e(*this);
    return comprehensionIn(TokenKind::LBrace, &PegParser::named_expression, TokenKind::RBrace, NK::SetComp);
}

// open element for_if_clauses close | invalid_comprehension
PNode *PegParser::comprehensionIn(TokenKind open, Rule0 element, TokenKind close, NK kind)
{
    int start = mark_;
    if (eat(open)) {
        if (PNode *a = (this->*element)()) {
            if (PNode *b = for_if_clauses()) {
                if (eat(close)) {
                    PNode *n = node(kind, start, a);
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
PNode *PegParser::genexp()
{
    Enter e(*this);
    return comprehensionIn(TokenKind::LPar, &PegParser::assignmentOrExpression, TokenKind::RPar, NK::GeneratorExp);
}

// assignment_expression | expression !':='
PNode *PegParser::assignmentOrExpression()
{
    int m = mark_;
    if (PNode *a = assignment_expression())
        return a;
    mark_ = m;
    PNode *a = expression();
    if (a && !at(TokenKind::ColonEqual))
        return a;
    mark_ = m;
    return nullptr;
}

// dictcomp: '{' kvpair for_if_clauses '}' | invalid_dict_comprehension
PNode *PegParser::dictcomp()
{
    Enter e(*this);
    int start = mark_;
    if (eat(TokenKind::LBrace)) {
        if (PNode *a = kvpair()) {
            if (PNode *b = for_if_clauses()) {
                if (eat(TokenKind::RBrace)) {
                    PNode *n = node(NK::DictComp, start, a->a, a->b);
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

// arguments (memo): args [','] &')' | invalid_arguments
PNode *PegParser::arguments()
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
PNode *PegParser::callSeqs(int start, std::vector<PNode *> positional, PNode *kwargs)
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
PNode *PegParser::args()
{
    Enter e(*this);
    int start = mark_;
    auto items = gather([&]() -> PNode * {
        int m = mark_;
        if (PNode *s = starred_expression())
            return s;
        mark_ = m;
        PNode *a = assignmentOrExpression();
        if (a && !at(TokenKind::Equal))
            return a;
        mark_ = m;
        return nullptr;
    });
    if (!items.empty()) {
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

// kwargs:
//   ','.kwarg_or_starred+ ',' ','.kwarg_or_double_starred+
//   | ','.kwarg_or_starred+ | ','.kwarg_or_double_starred+
PNode *PegParser::kwargs()
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
PNode *PegParser::starred_expression()
{
    Enter e(*this);
    int start = mark_;
    if (eat(TokenKind::Star)) {
        if (PNode *a = expression())
            return node(NK::Starred, start, a);
    }
    mark_ = start;
    return nullptr;
}

PNode *PegParser::keywordNode(int start, const std::string &name, PNode *value)
{
    PNode *n = node(NK::Keyword, start, value);
    n->str = name;
    return n;
}

// kwarg_or_starred: invalid_kwarg | NAME '=' expression | starred_expression
PNode *PegParser::kwarg_or_starred()
{
    Enter e(*this);
    if (PNode *k = namedKeyword())
        return k;
    return starred_expression();
}

// kwarg_or_double_starred: invalid_kwarg | NAME '=' expression | '**' expression
PNode *PegParser::kwarg_or_double_starred()
{
    Enter e(*this);
    int start = mark_;
    if (PNode *k = namedKeyword())
        return k;
    if (eat(TokenKind::DoubleStar)) {
        if (PNode *a = expression())
            return keywordNode(start, std::string(), a);
    }
    mark_ = start;
    return nullptr;
}

// invalid_kwarg | NAME '=' expression: how both kwarg rules begin
PNode *PegParser::namedKeyword()
{
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
    return nullptr;
}

} // namespace tl::parser
