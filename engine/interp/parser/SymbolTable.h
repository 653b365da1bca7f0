#pragma once
// CPython's symbol table (symtable.c) for a parsed module: the scopes and what each name
// is in them. Building it raises the errors symtable.c raises (`name 'x' is parameter and
// global`, ...) as ast::SyntaxErrorInfo; SyntaxChecks then reads the finished scopes.
#include "interp/parser/PNode.h"

#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace tl::parser {

class SymbolTable {
public:
    enum Flag {
        DefGlobal = 1, DefLocal = 2, DefParam = 4, DefNonlocal = 8, Use = 16, DefAnnot = 32,
        DefImport = 64, DefCompIter = 128,
    };
    enum class ScopeKind { Module, Function, Class };
    enum CompKind { NotComp, ListComp, SetComp, DictComp, GenExp };

    struct Scope {
        ScopeKind kind = ScopeKind::Module;
        CompKind comp = NotComp;
        bool asyncDef = false;
        bool generator = false;
        bool coroutine = false;
        bool lambda = false;
        int compIterExpr = 0;
        bool compIterTarget = false;
        std::vector<std::string> order;
        std::unordered_map<std::string, int> flags;
        std::unordered_map<std::string, const PNode *> directives;
        Scope *parent = nullptr;
        std::vector<std::unique_ptr<Scope>> children;
    };

    // Builds the table, then runs the checks that need all of it (analyze_block).
    explicit SymbolTable(const PNode *module);

    const Scope *root() const { return root_.get(); }
    // The scope a def, lambda, class or comprehension opens; nullptr for other nodes.
    const Scope *scopeOf(const PNode *n) const;

    // Raises a compile-time SyntaxError at a node; SyntaxChecks reports its errors the same way.
    [[noreturn]] static void fail(const std::string &msg, const PNode *at);

private:
    enum class Ctx { Load, Store, Del };

    [[noreturn]] static void fail(const std::string &msg, int line, int col);
    [[noreturn]] static void failAtDirective(const std::string &msg, const PNode *at);

    Scope *enter(ScopeKind kind, const PNode *node);
    void leave();
    int lookup(const std::string &name) const;
    void addDef(Scope *scope, const std::string &name, int flag, const PNode *at);
    void addDef(const std::string &name, int flag, const PNode *at);

    void stSeq(const std::vector<PNode *> &v, Ctx ctx = Ctx::Load);
    void stArgsAnnotations(const PNode *args);
    void stParams(const PNode *args);
    void stBody(const std::vector<PNode *> &body);
    void stStmt(const PNode *s);
    void stPattern(const PNode *p);
    void stExpr(const PNode *e, Ctx ctx);
    void comprehension(const PNode *e, CompKind kind, const PNode *elt, const PNode *value);
    void extendNamedExprScope(const PNode *target);

    void analyze(const Scope *s);
    static bool boundInEnclosing(const Scope *s, const std::string &name);

    std::unique_ptr<Scope> root_;
    Scope *cur_ = nullptr;
    std::unordered_map<const PNode *, Scope *> scopeOf_;
};

} // namespace tl::parser
