#include "PegParser.h"

#include <vector>

namespace tl::parser {

// star_targets: star_target !',' | star_target (',' star_target)* [',']
PNode *PegParser::star_targets()
{
    Enter e(*this);
    int start = mark_;
    if (PNode *a = star_target()) {
        if (!at(TokenKind::Comma))
            return a;
    }
    mark_ = start;
    auto items = gather([&] { return star_target(); });
    if (!items.empty()) {
        eat(TokenKind::Comma);
        PNode *n = node(NK::Tuple, start);
        n->list = std::move(items);
        return n;
    }
    mark_ = start;
    return nullptr;
}

// star_targets_list_seq: ','.star_target+ [',']
PNode *PegParser::star_targets_list_seq()
{
    Enter e(*this);
    return gatherTrailing([&] { return star_target(); });
}

// star_targets_tuple_seq: star_target (',' star_target)+ [','] | star_target ','
PNode *PegParser::star_targets_tuple_seq()
{
    Enter e(*this);
    int start = mark_;
    auto items = gather([&] { return star_target(); });
    if (items.size() > 1) {
        eat(TokenKind::Comma);
        return seq(std::move(items));
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
PNode *PegParser::star_target()
{
    return memoized(R_star_target, [&]() -> PNode * {
        int start = mark_;
        if (eat(TokenKind::Star)) {
            if (!at(TokenKind::Star)) {
                if (PNode *a = star_target())
                    return node(NK::Starred, start, a);
            }
        }
        mark_ = start;
        return target_with_star_atom();
    });
}

// t_primary '.' NAME !t_lookahead | t_primary '[' slices ']' !t_lookahead
PNode *PegParser::subscriptAttributeTarget()
{
    int start = mark_;
    if (PNode *a = t_primary()) {
        if (eat(TokenKind::Dot)) {
            if (PNode *b = nameNode()) {
                if (!tLookahead())
                    return attributeNode(start, a, b);
            }
        }
    }
    mark_ = start;
    if (PNode *a = t_primary()) {
        if (eat(TokenKind::LSqb)) {
            if (PNode *b = slices()) {
                if (eat(TokenKind::RSqb) && !tLookahead())
                    return node(NK::Subscript, start, a, b);
            }
        }
    }
    mark_ = start;
    return nullptr;
}

// target_with_star_atom (memo): subscript/attribute target | star_atom
PNode *PegParser::target_with_star_atom()
{
    return memoized(R_target_with_star_atom, [&]() -> PNode * {
        if (PNode *a = subscriptAttributeTarget())
            return a;
        return star_atom();
    });
}

// star_atom: NAME | '(' target_with_star_atom ')' | '(' [star_targets_tuple_seq] ')'
//          | '[' [star_targets_list_seq] ']'
PNode *PegParser::star_atom()
{
    Enter e(*this);
    return targetAtom(&PegParser::target_with_star_atom, &PegParser::star_targets_tuple_seq,
                      &PegParser::star_targets_list_seq);
}

// NAME | '(' single ')' | '(' [tupleItems] ')' | '[' [listItems] ']': star_atom and del_t_atom
PNode *PegParser::targetAtom(Rule0 single, Rule0 tupleItems, Rule0 listItems)
{
    int start = mark_;
    if (PNode *a = nameNode())
        return a;
    if (eat(TokenKind::LPar)) {
        if (PNode *a = (this->*single)())
            if (eat(TokenKind::RPar))
                return a;
    }
    mark_ = start;
    if (PNode *t = bracketed(TokenKind::LPar, tupleItems, TokenKind::RPar, NK::Tuple))
        return t;
    return bracketed(TokenKind::LSqb, listItems, TokenKind::RSqb, NK::List);
}

// single_target: single_subscript_attribute_target | NAME | '(' single_target ')'
PNode *PegParser::single_target()
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

// single_subscript_attribute_target: t_primary '.' NAME !t_lookahead | t_primary '[' slices ']' !t_lookahead
PNode *PegParser::single_subscript_attribute_target()
{
    Enter e(*this);
    return subscriptAttributeTarget();
}

// t_lookahead: '(' | '[' | '.'
bool PegParser::tLookahead()
{
    TokenKind k = peek();
    return k == TokenKind::LPar || k == TokenKind::LSqb || k == TokenKind::Dot;
}

// t_primary: primary-like chain whose every step is followed by '(' '[' or '.'
PNode *PegParser::t_primary()
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
                    if (tLookahead())
                        n = attributeNode(start, a, b);
                }
            }
            if (!n) {
                mark_ = m;
                if (eat(TokenKind::LSqb)) {
                    if (PNode *b = slices()) {
                        if (eat(TokenKind::RSqb) && tLookahead())
                            n = node(NK::Subscript, start, a, b);
                    }
                }
            }
            if (!n) {
                mark_ = m;
                if (PNode *g = genexp()) {
                    if (tLookahead())
                        n = genexpCallNode(start, a, g);
                }
            }
            if (!n) {
                mark_ = m;
                if (eat(TokenKind::LPar)) {
                    PNode *b = arguments();
                    if (eat(TokenKind::RPar) && tLookahead())
                        n = callNode(start, a, b);
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
PNode *PegParser::del_targets()
{
    Enter e(*this);
    return gatherTrailing([&] { return del_target(); });
}

// del_target (memo): subscript/attribute target | del_t_atom
PNode *PegParser::del_target()
{
    return memoized(R_del_target, [&]() -> PNode * {
        if (PNode *a = subscriptAttributeTarget())
            return a;
        return del_t_atom();
    });
}

// del_t_atom: NAME | '(' del_target ')' | '(' [del_targets] ')' | '[' [del_targets] ']'
PNode *PegParser::del_t_atom()
{
    Enter e(*this);
    return targetAtom(&PegParser::del_target, &PegParser::del_targets, &PegParser::del_targets);
}

} // namespace tl::parser
