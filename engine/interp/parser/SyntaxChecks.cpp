#include "SyntaxChecks.h"

#include <algorithm>
#include <iterator>

namespace tl::parser {

std::optional<ast::SyntaxErrorInfo> SyntaxChecks::run()
{
    try {
        future();
        table_.emplace(module_);
        compile();
    } catch (const ast::SyntaxErrorInfo &e) {
        return e;
    }
    return std::nullopt;
}

bool SyntaxChecks::isDocstring(const PNode *s)
{
    return s->kind == NK::Expr && s->a->kind == NK::Constant
           && s->a->op == static_cast<int>(ConstKind::Str);
}

void SyntaxChecks::future()
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

void SyntaxChecks::compile()
{
    Unit u;
    u.scope = table_->root();
    unit_ = &u;
    for (const PNode *s : module_->list)
        cStmt(s);
}

void SyntaxChecks::forbidden(const std::string &name, Ctx ctx, const PNode *at)
{
    if (name != "__debug__")
        return;
    if (ctx == Ctx::Store)
        fail("cannot assign to __debug__", at);
    if (ctx == Ctx::Del)
        fail("cannot delete __debug__", at);
}

void SyntaxChecks::checkDebugArgs(const PNode *args, const PNode *at)
{
    args->forEachParameter([&](const PNode *p) { forbidden(p->str, Ctx::Store, at); });
}

void SyntaxChecks::pushBlock(const PNode *at)
{
    if (unit_->blocks >= 20)
        fail("too many statically nested blocks", at);
    ++unit_->blocks;
}

void SyntaxChecks::cBody(const std::vector<PNode *> &body)
{
    for (const PNode *s : body)
        cStmt(s);
}

// Compiles `body` as the code unit `u` (a def, lambda, class or comprehension of its own).
void SyntaxChecks::cUnit(Unit u, const std::function<void()> &body)
{
    Unit *saved = unit_;
    unit_ = &u;
    body();
    unit_ = saved;
}

// A function's unit: `node` is the def or lambda that opened its scope.
SyntaxChecks::Unit SyntaxChecks::functionUnit(const PNode *node, bool asyncDef) const
{
    Unit u;
    u.scope = table_->scopeOf(node);
    u.function = true;
    u.asyncDef = asyncDef;
    return u;
}

// `at`: the call (or class statement), where CPython reports a forbidden name.
void SyntaxChecks::validateKeywords(const std::vector<PNode *> &keywords, const PNode *at)
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

void SyntaxChecks::cStmt(const PNode *s)
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
        cUnit(functionUnit(s, s->kind == NK::AsyncFunctionDef), [&] { cBody(s->list); });
        forbidden(s->str, Ctx::Store, s);
        break;
    case NK::ClassDef: {
        if (s->a)
            cSeq(s->a->list);
        Unit u;
        u.scope = table_->scopeOf(s);
        cUnit(u, [&] { cBody(s->list3); });
        validateKeywords(s->list2, s);
        cStarredAllowed(s->list);
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
        cLoop(s);
        break;
    case NK::While:
        cExpr(s->a);
        pushBlock(s);
        cLoop(s);
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
        for (const PNode *alias : s->list)
            forbidden(alias->boundName(), Ctx::Store, s);
        break;
    case NK::ImportFrom:
        if (s->line > futureLine_ && s->str == "__future__")
            fail("from __future__ imports must occur at the beginning of the file", s);
        for (const PNode *alias : s->list)
            if (alias->str != "*")
                forbidden(alias->boundName(), Ctx::Store, s);
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

// A for or while loop's body, inside the block its header pushed, then its else clause.
void SyntaxChecks::cLoop(const PNode *s)
{
    ++unit_->loops;
    cBody(s->list);
    --unit_->loops;
    --unit_->blocks;
    cBody(s->list2);
}

// ---- match statements (compiler_match, compiler_pattern_*) ----------------------------

bool SyntaxChecks::isWildcard(const PNode *p) { return p->op == PatAs && !p->a && p->str.empty(); }

void SyntaxChecks::cMatch(const PNode *s)
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

void SyntaxChecks::storeName(const std::string &name, PatternCtx &pc)
{
    if (name.empty())
        return;
    forbidden(name, Ctx::Store, patLoc_);
    if (std::find(pc.stores.begin(), pc.stores.end(), name) != pc.stores.end())
        fail("multiple assignments to name '" + name + "' in pattern", patLoc_);
    pc.stores.push_back(name);
}

void SyntaxChecks::cSubpattern(const PNode *p, PatternCtx &pc)
{
    bool saved = pc.allowIrrefutable;
    pc.allowIrrefutable = true;
    cPattern(p, pc);
    pc.allowIrrefutable = saved;
}

void SyntaxChecks::cPattern(const PNode *p, PatternCtx &pc)
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

void SyntaxChecks::cSeq(const std::vector<PNode *> &v)
{
    for (const PNode *e : v)
        if (e)
            cExpr(e);
}

void SyntaxChecks::cArgAnnotations(const PNode *args)
{
    args->forEachParameter([&](const PNode *p) {
        if (p->a)
            cExpr(p->a);
    });
}

// Positional call arguments, class bases and the elements of a display: `*x` is allowed.
void SyntaxChecks::cStarredAllowed(const std::vector<PNode *> &items)
{
    for (const PNode *a : items)
        cExpr(a->kind == NK::Starred ? a->a : a);
}

void SyntaxChecks::cTarget(const PNode *t, Ctx ctx)
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

void SyntaxChecks::cComprehension(const PNode *e, const PNode *elt, const PNode *value, bool genexp)
{
    Unit u = functionUnit(e, false);
    u.comprehension = true;
    bool asyncOk = unit_->asyncDef || unit_->comprehension;
    if (u.scope && u.scope->coroutine && !genexp && !asyncOk)
        fail("asynchronous comprehension outside of an asynchronous function", e);
    cUnit(u, [&] {
        for (std::size_t i = 0; i < e->list.size(); ++i) {
            const PNode *g = e->list[i];
            if (i > 0)
                cExpr(g->b);
            cTarget(g->a, Ctx::Store);
            cSeq(g->list);
        }
        cExpr(elt);
        if (value)
            cExpr(value);
    });
    // The outermost iterable is evaluated in the enclosing unit.
    cExpr(e->list[0]->b);
}

void SyntaxChecks::cExpr(const PNode *e)
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
        cUnit(functionUnit(e, false), [&] { cExpr(e->b); });
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
        cStarredAllowed(e->list);
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
        cStarredAllowed(e->list);
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
            cStarredAllowed(e->b->list);
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

} // namespace tl::parser
