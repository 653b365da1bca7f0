#pragma once
// The errors CPython's compiler raises once a file has parsed, in its order: __future__
// imports (future.c), then the symbol table (symtable.c, which sees the whole file before
// anything else), then code generation (compile.c: `'return' outside function`, ...).
#include "interp/Ast.h"
#include "interp/parser/PNode.h"
#include "interp/parser/SymbolTable.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace tl::parser {

class SyntaxChecks {
public:
    explicit SyntaxChecks(const PNode *module) : module_(module) {}

    // The first error CPython's compiler would report, if any.
    std::optional<ast::SyntaxErrorInfo> run();

private:
    using Scope = SymbolTable::Scope;
    enum class Ctx { Load, Store, Del };

    // One code unit being compiled: the module, a def, a lambda, a class or a comprehension.
    struct Unit {
        const Scope *scope = nullptr;
        bool function = false; // a FunctionBlock: def, lambda or comprehension
        bool asyncDef = false;
        bool comprehension = false;
        int loops = 0;
        int blocks = 0;
    };

    // The names one pattern binds, and whether it may be irrefutable.
    struct PatternCtx {
        std::vector<std::string> stores;
        bool allowIrrefutable = false;
    };

    [[noreturn]] static void fail(const std::string &msg, const PNode *at) { SymbolTable::fail(msg, at); }

    // __future__ (future.c)
    static bool isDocstring(const PNode *s);
    void future();

    // code generation (compile.c)
    void compile();
    void forbidden(const std::string &name, Ctx ctx, const PNode *at);
    void checkDebugArgs(const PNode *args, const PNode *at);
    void pushBlock(const PNode *at);
    void cBody(const std::vector<PNode *> &body);
    void cUnit(Unit u, const std::function<void()> &body);
    Unit functionUnit(const PNode *node, bool asyncDef) const;
    void validateKeywords(const std::vector<PNode *> &keywords, const PNode *at);
    void cStmt(const PNode *s);
    void cLoop(const PNode *s);
    void cSeq(const std::vector<PNode *> &v);
    void cArgAnnotations(const PNode *args);
    void cStarredAllowed(const std::vector<PNode *> &items);
    void cTarget(const PNode *t, Ctx ctx);
    void cComprehension(const PNode *e, const PNode *elt, const PNode *value, bool genexp);
    void cExpr(const PNode *e);

    // match statements (compiler_match, compiler_pattern_*)
    static bool isWildcard(const PNode *p);
    void cMatch(const PNode *s);
    void storeName(const std::string &name, PatternCtx &pc);
    void cSubpattern(const PNode *p, PatternCtx &pc);
    void cPattern(const PNode *p, PatternCtx &pc);

    const PNode *module_;
    int futureLine_ = 0;
    std::optional<SymbolTable> table_;
    Unit *unit_ = nullptr;
    const PNode *patLoc_ = nullptr; // CPython points pattern errors at the last pattern it started
};

} // namespace tl::parser
