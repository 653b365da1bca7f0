// Statements of Python's AST (Parser/Python.asdl) into tl::ast, with the scopes CPython's
// compiler gives them (Python/compile.c compiler_function, compiler_set_qualname).
#include "AstBuilder.h"

#include <algorithm>

namespace tl::parser {

std::optional<ast::UnsupportedInfo> AstBuilder::run(const PNode *module, ast::Module &out)
{
    try {
        table_ = std::make_unique<SymbolTable>(module);
        scopes_ = std::make_unique<ScopeResolver>(*table_);
        open_.push_back({&scopes_->layoutOf(table_->root()), "", false});
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
    case NK::AsyncFor: return "'async for' loop";
    case NK::AsyncWith: return "'async with' statement";
    case NK::TryStar: return "'try' statement with 'except*'";
    case NK::Match: return "'match' statement";
    case NK::AsyncFunctionDef: return "'async def' function definition";
    case NK::ClassDef: return "class definition";
    default: return "statement";
    }
}

std::vector<ast::Stmt> AstBuilder::block(const std::vector<PNode *> &body)
{
    std::vector<ast::Stmt> out;
    out.reserve(body.size());
    for (const PNode *s : body)
        out.push_back(stmt(s));
    return out;
}

ast::ExprPtr AstBuilder::name(const std::string &id, const PNode *at)
{
    auto out = make(ast::ExprKind::Name, at);
    out->text = id;
    const auto [scope, slot] = open_.back().layout->resolve(id);
    out->scope = scope;
    out->slot = slot;
    out->pureArithmetic = true;
    return out;
}

ast::Stmt AstBuilder::stmt(const PNode *s)
{
    ast::Stmt out;
    out.line = s->line;
    out.col = s->col;
    out.endLine = s->endLine;
    out.endCol = s->endCol;
    switch (s->kind) {
    case NK::Import:
        importStmt(s, out);
        return out;
    case NK::ImportFrom:
        importFromStmt(s, out);
        return out;
    case NK::Assign:
        out.kind = ast::StmtKind::Assign;
        for (const PNode *t : s->list)
            out.targets.push_back(target(t));
        out.value = expr(s->a);
        return out;
    case NK::AnnAssign:
        // `x: T = v` assigns like `x = v`; a module evaluates the annotation as well.
        out.kind = ast::StmtKind::Assign;
        if (s->c) {
            out.targets.push_back(target(s->a));
            out.value = expr(s->c);
        }
        // Postponed annotations (PEP 563) are kept as strings, never evaluated.
        if (!open_.back().function && s->flag && !postponedAnnotations_)
            out.test = expr(s->b);
        return out;
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
        out.kind = ast::StmtKind::Del;
        for (const PNode *t : s->list)
            out.targets.push_back(delTarget(t));
        return out;
    case NK::Pass: out.kind = ast::StmtKind::Pass; return out;
    case NK::Break: out.kind = ast::StmtKind::Break; return out;
    case NK::Continue: out.kind = ast::StmtKind::Continue; return out;
    case NK::If:
    case NK::While:
        out.kind = s->kind == NK::If ? ast::StmtKind::If : ast::StmtKind::While;
        out.test = expr(s->a);
        out.body = block(s->list);
        out.orelse = block(s->list2);
        return out;
    case NK::For:
        out.kind = ast::StmtKind::For;
        out.target = target(s->a);
        out.value = expr(s->b);
        out.body = block(s->list);
        out.orelse = block(s->list2);
        return out;
    case NK::FunctionDef:
        functionDef(s, out);
        return out;
    case NK::Return:
        out.kind = ast::StmtKind::Return;
        if (s->a)
            out.value = expr(s->a);
        return out;
    case NK::Global:
    case NK::Nonlocal:
        out.kind = s->kind == NK::Global ? ast::StmtKind::Global : ast::StmtKind::Nonlocal;
        for (const PNode *n : s->list)
            out.names.push_back(n->str);
        return out;
    case NK::Try:
        tryStmt(s, out);
        return out;
    case NK::Raise:
        out.kind = ast::StmtKind::Raise;
        if (s->a)
            out.value = expr(s->a);
        if (s->b)
            out.cause = expr(s->b);
        return out;
    case NK::Assert:
        out.kind = ast::StmtKind::Assert;
        out.test = expr(s->a);
        if (s->b)
            out.value = expr(s->b);
        return out;
    case NK::With:
        out.kind = ast::StmtKind::With;
        for (const PNode *item : s->list) {
            ast::WithItem w;
            w.context = expr(item->a);
            if (item->b)
                w.target = target(item->b);
            out.items.push_back(std::move(w));
        }
        out.body = block(s->list2);
        return out;
    case NK::ClassDef:
        if (s->a && !s->a->list.empty())
            refuse(statementName(s->kind), s->a->list.front());
        refuse(statementName(s->kind), s);
    case NK::AsyncFunctionDef:
        if (!s->list2.empty())
            refuse(statementName(s->kind), s->list2.front());
        refuse(statementName(s->kind), s);
    default:
        refuse(statementName(s->kind), s);
    }
}

void AstBuilder::importStmt(const PNode *s, ast::Stmt &out)
{
    out.kind = ast::StmtKind::Import;
    for (const PNode *alias : s->list) {
        out.names.push_back(alias->str);
        out.targets.push_back(name(alias->boundName(), alias));
    }
    out.module = s->list[0]->str;
    out.alias = s->list[0]->str2;
}

void AstBuilder::importFromStmt(const PNode *s, ast::Stmt &out)
{
    if (s->op > 0)
        refuse("relative import", s);
    out.kind = ast::StmtKind::ImportFrom;
    out.module = s->str;
    for (const PNode *alias : s->list) {
        if (alias->str == "*")
            refuse("'from ... import *'", s);
        // The compiler has checked the feature names already (SyntaxChecks::future).
        if (s->str == "__future__" && alias->str == "barry_as_FLUFL")
            refuse("__future__.barry_as_FLUFL", s);
        if (s->str == "__future__" && alias->str == "annotations")
            postponedAnnotations_ = true;
        out.names.push_back(alias->str);
        out.targets.push_back(name(alias->boundName(), alias));
    }
}

void AstBuilder::tryStmt(const PNode *s, ast::Stmt &out)
{
    out.kind = ast::StmtKind::Try;
    out.body = block(s->list);
    for (const PNode *h : s->list2) {
        ast::ExceptHandler handler;
        handler.line = h->line;
        if (h->a)
            handler.type = expr(h->a);
        if (!h->str.empty())
            handler.target = name(h->str, h);
        handler.body = block(h->list);
        out.handlers.push_back(std::move(handler));
    }
    out.orelse = block(s->list3);
    if (s->a)
        out.finalbody = block(s->a->list);
}

std::shared_ptr<ast::FunctionCode> AstBuilder::openCode(const PNode *scopeNode, ast::FunctionCode::Kind kind,
                                                        const std::string &codeName, const PNode *args)
{
    const SymbolTable::Scope *scope = table_->scopeOf(scopeNode);
    const ScopeResolver::Layout &layout = scopes_->layoutOf(scope);
    auto code = std::make_shared<ast::FunctionCode>();
    code->kind = kind;
    code->name = codeName;
    code->line = scopeNode->line;
    // compiler_set_qualname: nested in a function, "parent.<locals>.name".
    const Open &parent = open_.back();
    const auto &parentFlags = scope->parent->flags;
    const auto declared = parentFlags.find(codeName);
    const bool explicitGlobal = kind == ast::FunctionCode::Kind::Function && declared != parentFlags.end() &&
                                (declared->second & SymbolTable::DefGlobal);
    code->qualname = parent.function && !explicitGlobal ? parent.qualname + ".<locals>." + codeName : codeName;
    if (args) {
        code->posOnlyCount = static_cast<int>(args->list.size());
        code->positionalCount = static_cast<int>(args->list.size() + args->list2.size());
        code->kwOnlyCount = static_cast<int>(args->list3.size());
        code->hasVarArgs = args->a != nullptr;
        code->hasVarKeywords = args->b != nullptr;
    } else if (kind != ast::FunctionCode::Kind::Function && kind != ast::FunctionCode::Kind::Lambda) {
        code->positionalCount = 1; // the outermost iterable of a comprehension
    }
    code->localNames = layout.locals;
    code->cellNames = layout.cells;
    code->ownCellCount = layout.ownCells;
    code->cellParameters = layout.cellParameters;
    code->closureSources = layout.closureSources;
    open_.push_back({&layout, code->qualname, true});
    return code;
}

void AstBuilder::closeCode() { open_.pop_back(); }

void AstBuilder::functionDef(const PNode *s, ast::Stmt &out)
{
    out.kind = ast::StmtKind::FunctionDef;
    // A decorated def reports the line of its first decorator (as CPython's code object).
    if (!s->list2.empty())
        out.line = s->list2.front()->line;
    for (const PNode *d : s->list2)
        out.decorators.push_back(expr(d));
    const PNode *args = s->a;
    for (const PNode *d : args->c->list)
        out.defaults.push_back(expr(d));
    for (const PNode *d : args->d->list)
        out.kwDefaults.push_back(d ? expr(d) : nullptr);
    // Annotations are evaluated when the def runs (no `from __future__ import annotations`).
    args->forEachParameter([&](const PNode *p) {
        if (p->a)
            out.annotations.push_back(expr(p->a));
    });
    if (s->b)
        out.annotations.push_back(expr(s->b));
    out.target = name(s->str, s);
    out.code = openCode(s, ast::FunctionCode::Kind::Function, s->str, args);
    out.code->line = out.line;
    out.code->body = block(s->list);
    closeCode();
}

ast::ExprPtr AstBuilder::target(const PNode *t)
{
    switch (t->kind) {
    case NK::Name:
        return name(t->str, t);
    case NK::Attribute:
    case NK::Subscript:
        return expr(t);
    case NK::Tuple:
    case NK::List: {
        auto out = make(t->kind == NK::Tuple ? ast::ExprKind::Tuple : ast::ExprKind::List, t);
        for (const PNode *x : t->list)
            out->items.push_back(target(x));
        return out;
    }
    case NK::Starred: {
        auto out = make(ast::ExprKind::Starred, t);
        out->a = target(t->a);
        return out;
    }
    default:
        refuse("assignment target", t);
    }
}

ast::ExprPtr AstBuilder::delTarget(const PNode *t)
{
    if (t->kind == NK::Tuple || t->kind == NK::List) {
        auto out = make(t->kind == NK::Tuple ? ast::ExprKind::Tuple : ast::ExprKind::List, t);
        for (const PNode *x : t->list)
            out->items.push_back(delTarget(x));
        return out;
    }
    return target(t);
}

} // namespace tl::parser
