#include "PegParser.h"

#include <string>
#include <vector>

namespace tl::parser {

// match_stmt: "match" subject_expr ':' NEWLINE INDENT case_block+ DEDENT | invalid_match_stmt
PNode *PegParser::match_stmt()
{
    Enter e(*this);
    int start = mark_;
    if (expectSoft("match") >= 0) {
        if (PNode *subject = subject_expr()) {
            if (eat(TokenKind::Colon) && eat(TokenKind::Newline) && eat(TokenKind::Indent)) {
                auto cases = repeat([&] { return case_block(); });
                if (!cases.empty() && eat(TokenKind::Dedent)) {
                    PNode *n = node(NK::Match, start, subject);
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
        if (a >= 0 && subject_expr() && emptyBlockAfterColon())
            raiseNoBlock("'match' statement", tokenLine(a));
        mark_ = start;
    }
    return nullptr;
}

// subject_expr: star_named_expression ',' star_named_expressions? | named_expression
PNode *PegParser::subject_expr()
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

// case_block: invalid_case_block | "case" patterns guard? ':' block
PNode *PegParser::case_block()
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
            if (emptyBlockAfterColon())
                raiseNoBlock("'case' statement", tokenLine(a));
        }
        mark_ = start;
    }
    if (expectSoft("case") >= 0) {
        if (PNode *pattern = patterns()) {
            PNode *g = guard();
            if (eat(TokenKind::Colon)) {
                if (PNode *body = block()) {
                    PNode *n = node(NK::MatchCase, start, pattern, g);
                    n->list = body->list;
                    return n;
                }
            }
        }
    }
    mark_ = start;
    return nullptr;
}

// guard: 'if' named_expression
PNode *PegParser::guard()
{
    Enter e(*this);
    return tokenThen(TokenKind::KwIf, &PegParser::named_expression);
}

// A match pattern: op = PatKind, see PNode's slot notes.
PNode *PegParser::pattern(PatKind kind, int start, std::vector<PNode *> kids, std::string name)
{
    PNode *n = node(NK::Pattern, start);
    n->op = kind;
    n->list = std::move(kids);
    n->str = std::move(name);
    return n;
}

// patterns: open_sequence_pattern | pattern
PNode *PegParser::patterns()
{
    Enter e(*this);
    int start = mark_;
    if (PNode *p = open_sequence_pattern())
        return pattern(PatSequence, start, p->list);
    mark_ = start;
    return pattern_rule();
}

// pattern: as_pattern | or_pattern
PNode *PegParser::pattern_rule()
{
    Enter e(*this);
    if (PNode *p = as_pattern())
        return p;
    return or_pattern();
}

// as_pattern: or_pattern 'as' pattern_capture_target | invalid_as_pattern
PNode *PegParser::as_pattern()
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
PNode *PegParser::or_pattern()
{
    Enter e(*this);
    int start = mark_;
    auto alts = gather([&] { return closed_pattern(); }, TokenKind::VBar);
    if (alts.empty())
        return nullptr;
    if (alts.size() == 1)
        return alts[0];
    return pattern(PatOr, start, alts);
}

// closed_pattern (memo): literal_pattern | capture_pattern | wildcard_pattern | value_pattern
//   | group_pattern | sequence_pattern | mapping_pattern | class_pattern
PNode *PegParser::closed_pattern()
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

// literal_pattern: the literals of literal_expr, as a value or (None, True, False) singleton
PNode *PegParser::literal_pattern()
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

// literal_expr: signed_number !('+' | '-') | complex_number | strings | 'None' | 'True' | 'False'
PNode *PegParser::literal_expr()
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

// complex_number: signed_real_number '+' imaginary_number | signed_real_number '-' imaginary_number
PNode *PegParser::complex_number()
{
    Enter e(*this);
    int start = mark_;
    for (int alt = 0; alt < 2; ++alt) {
        mark_ = start;
        if (PNode *real = signed_real_number()) {
            if (eat(alt == 0 ? TokenKind::Plus : TokenKind::Minus)) {
                if (PNode *imag = imaginary_number()) {
                    PNode *n = node(NK::BinOp, start, real, imag);
                    n->op = alt == 0 ? OpAdd : OpSub;
                    return n;
                }
            }
        }
    }
    mark_ = start;
    return nullptr;
}

// signed_number: NUMBER | '-' NUMBER
PNode *PegParser::signed_number()
{
    Enter e(*this);
    return negatable(&PegParser::numberNode);
}

// signed_real_number: real_number | '-' real_number
PNode *PegParser::signed_real_number()
{
    Enter e(*this);
    return negatable(&PegParser::real_number);
}

// number | '-' number
PNode *PegParser::negatable(Rule0 number)
{
    int start = mark_;
    if (PNode *n = (this->*number)())
        return n;
    if (eat(TokenKind::Minus)) {
        if (PNode *num = (this->*number)()) {
            PNode *n = node(NK::UnaryOp, start, num);
            n->op = OpUSub;
            return n;
        }
    }
    mark_ = start;
    return nullptr;
}

PNode *PegParser::real_number()
{
    Enter e(*this);
    PNode *n = numberNode();
    if (n && n->op == static_cast<int>(ConstKind::Complex))
        raiseNode(n, "real number required in complex literal");
    return n;
}

PNode *PegParser::imaginary_number()
{
    Enter e(*this);
    PNode *n = numberNode();
    if (n && n->op != static_cast<int>(ConstKind::Complex))
        raiseNode(n, "imaginary number required in complex literal");
    return n;
}

// capture_pattern: pattern_capture_target
PNode *PegParser::capture_pattern()
{
    Enter e(*this);
    int start = mark_;
    if (PNode *t = pattern_capture_target())
        return pattern(PatAs, start, {}, t->str);
    return nullptr;
}

// pattern_capture_target: !"_" NAME !('.' | '(' | '=')
PNode *PegParser::pattern_capture_target()
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

// wildcard_pattern: "_"
PNode *PegParser::wildcard_pattern()
{
    Enter e(*this);
    int start = mark_;
    if (expectSoft("_") >= 0)
        return pattern(PatAs, start);
    return nullptr;
}

// value_pattern: attr !('.' | '(' | '=')
PNode *PegParser::value_pattern()
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
PNode *PegParser::attr()
{
    Enter e(*this);
    int start = mark_;
    PNode *a = name_or_attr();
    if (a && a->kind == NK::Attribute)
        return a;
    mark_ = start;
    return nullptr;
}

// name_or_attr: attr | NAME, grown as a loop
PNode *PegParser::name_or_attr()
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
        PNode *n = node(NK::Attribute, start, a);
        n->str = b->str;
        a = n;
    }
    return a;
}

// group_pattern: '(' pattern ')'
PNode *PegParser::group_pattern()
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

// sequence_pattern: '[' maybe_sequence_pattern? ']' | '(' open_sequence_pattern? ')'
PNode *PegParser::sequence_pattern()
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

// open_sequence_pattern: maybe_star_pattern ',' maybe_sequence_pattern?
PNode *PegParser::open_sequence_pattern()
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

// maybe_sequence_pattern: ','.maybe_star_pattern+ ','?
PNode *PegParser::maybe_sequence_pattern()
{
    Enter e(*this);
    return gatherTrailing([&] { return maybe_star_pattern(); });
}

// maybe_star_pattern: star_pattern | pattern
PNode *PegParser::maybe_star_pattern()
{
    Enter e(*this);
    if (PNode *p = star_pattern())
        return p;
    return pattern_rule();
}

// star_pattern (memo): '*' pattern_capture_target | '*' wildcard_pattern
PNode *PegParser::star_pattern()
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

// mapping_pattern:
//   '{' '}' | '{' double_star_pattern ','? '}' | '{' items_pattern ',' double_star_pattern ','? '}'
//   | '{' items_pattern ','? '}'
PNode *PegParser::mapping_pattern()
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

// items_pattern: ','.key_value_pattern+
PNode *PegParser::items_pattern()
{
    Enter e(*this);
    return seqOrNull(gather([&] { return key_value_pattern(); }));
}

// key_value_pattern: (literal_expr | attr) ':' pattern
PNode *PegParser::key_value_pattern()
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
            return pair(NK::KeyValue, key, p);
    }
    mark_ = start;
    return nullptr;
}

// double_star_pattern: '**' pattern_capture_target
PNode *PegParser::double_star_pattern()
{
    Enter e(*this);
    return tokenThen(TokenKind::DoubleStar, &PegParser::pattern_capture_target);
}

// class_pattern:
//   name_or_attr '(' ')' | name_or_attr '(' positional_patterns ','? ')'
//   | name_or_attr '(' keyword_patterns ','? ')'
//   | name_or_attr '(' positional_patterns ',' keyword_patterns ','? ')' | invalid_class_pattern
PNode *PegParser::class_pattern()
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

PNode *PegParser::classPattern(int start, PNode *cls, std::vector<PNode *> positional, std::vector<PNode *> keywords)
{
    PNode *n = pattern(PatClass, start, std::move(positional));
    n->a = cls;
    n->list2 = std::move(keywords);
    return n;
}

// positional_patterns: ','.pattern+
PNode *PegParser::positional_patterns()
{
    Enter e(*this);
    return seqOrNull(gather([&] { return pattern_rule(); }));
}

// keyword_patterns: ','.keyword_pattern+
PNode *PegParser::keyword_patterns()
{
    Enter e(*this);
    return seqOrNull(gather([&] { return keyword_pattern(); }));
}

// keyword_pattern: NAME '=' pattern
PNode *PegParser::keyword_pattern()
{
    Enter e(*this);
    int start = mark_;
    if (PNode *arg = nameNode()) {
        if (eat(TokenKind::Equal)) {
            if (PNode *v = pattern_rule())
                return pair(NK::KeyValue, arg, v);
        }
    }
    mark_ = start;
    return nullptr;
}

} // namespace tl::parser
