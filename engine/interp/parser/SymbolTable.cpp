#include "SymbolTable.h"

#include "interp/Ast.h"

#include <string>

namespace tl::parser {

SymbolTable::SymbolTable(const PNode *module)
{
    enter(ScopeKind::Module, module);
    for (const PNode *s : module->list)
        stStmt(s);
    analyze(root_.get());
}

const SymbolTable::Scope *SymbolTable::scopeOf(const PNode *n) const
{
    auto it = scopeOf_.find(n);
    return it == scopeOf_.end() ? nullptr : it->second;
}

void SymbolTable::fail(const std::string &msg, int line, int col)
{
    ast::SyntaxErrorInfo e;
    e.message = msg;
    e.line = line;
    e.col = col;
    throw e;
}

void SymbolTable::fail(const std::string &msg, const PNode *at) { fail(msg, at->line, at->col); }

SymbolTable::Scope *SymbolTable::enter(ScopeKind kind, const PNode *node)
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

void SymbolTable::leave() { cur_ = cur_->parent; }

int SymbolTable::lookup(const std::string &name) const
{
    auto it = cur_->flags.find(name);
    return it == cur_->flags.end() ? 0 : it->second;
}

void SymbolTable::addDef(Scope *scope, const std::string &name, int flag, const PNode *at)
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

void SymbolTable::addDef(const std::string &name, int flag, const PNode *at) { addDef(cur_, name, flag, at); }

void SymbolTable::stSeq(const std::vector<PNode *> &v, Ctx ctx)
{
    for (const PNode *e : v)
        if (e)
            stExpr(e, ctx);
}

void SymbolTable::stArgsAnnotations(const PNode *args)
{
    args->forEachParameter([&](const PNode *p) {
        if (p->a)
            stExpr(p->a, Ctx::Load);
    });
}

void SymbolTable::stParams(const PNode *args)
{
    args->forEachParameter([&](const PNode *p) { addDef(p->str, DefParam, p); });
}

void SymbolTable::stBody(const std::vector<PNode *> &body)
{
    for (const PNode *s : body)
        stStmt(s);
}

void SymbolTable::stStmt(const PNode *s)
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
            addDef(alias->boundName(), DefImport, alias);
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

void SymbolTable::stPattern(const PNode *p)
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

void SymbolTable::stExpr(const PNode *e, Ctx ctx)
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

void SymbolTable::comprehension(const PNode *e, CompKind kind, const PNode *elt, const PNode *value)
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

void SymbolTable::extendNamedExprScope(const PNode *target)
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
void SymbolTable::analyze(const Scope *s)
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

void SymbolTable::failAtDirective(const std::string &msg, const PNode *at)
{
    if (at)
        fail(msg, at);
    fail(msg, 1, 0);
}

bool SymbolTable::boundInEnclosing(const Scope *s, const std::string &name)
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

} // namespace tl::parser
