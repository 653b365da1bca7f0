#pragma once
// Converts a parsed module into tl::ast, resolving every name to its slot (ScopeResolver);
// the first construct the interpreter does not run (classes, generators, async, match,
// relative and star imports) is reported instead.
#include "interp/Ast.h"
#include "interp/parser/PNode.h"
#include "interp/parser/ScopeResolver.h"
#include "interp/parser/SymbolTable.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tl::parser {

class AstBuilder {
public:
    // Fills `out.body`; returns the first unsupported construct, where the conversion stops.
    std::optional<ast::UnsupportedInfo> run(const PNode *module, ast::Module &out);

private:
    [[noreturn]] static void refuse(const std::string &what, const PNode *at);
    static ast::BinaryOp binaryOp(int op);
    static const char *statementName(NK k);
    static ast::ExprPtr make(ast::ExprKind kind, const PNode *at);
    static bool intDigits(const std::string &text, std::string &out);
    static double parseFloat(const std::string &text);
    static void markPure(ast::Expr &e);

    // statements (AstBuilder.cpp)
    std::vector<ast::Stmt> block(const std::vector<PNode *> &body);
    ast::Stmt stmt(const PNode *s);
    void functionDef(const PNode *s, ast::Stmt &out);
    void tryStmt(const PNode *s, ast::Stmt &out);
    void importFromStmt(const PNode *s, ast::Stmt &out);
    void importStmt(const PNode *s, ast::Stmt &out);
    ast::ExprPtr target(const PNode *t);
    ast::ExprPtr delTarget(const PNode *t);
    ast::ExprPtr name(const std::string &id, const PNode *at);
    // A def's, lambda's or comprehension's code: parameters, slots, qualified name.
    std::shared_ptr<ast::FunctionCode> openCode(const PNode *scopeNode, ast::FunctionCode::Kind kind,
                                                const std::string &name, const PNode *args);
    void closeCode();

    // expressions (AstBuilderExpressions.cpp)
    ast::ExprPtr expr(const PNode *e);
    ast::ExprPtr index(const PNode *e);
    ast::ExprPtr slice(const PNode *e);
    ast::ExprPtr constant(const PNode *e);
    ast::ExprPtr call(const PNode *e);
    ast::ExprPtr lambda(const PNode *e);
    ast::ExprPtr comprehension(const PNode *e, ast::ExprKind kind);
    ast::ExprPtr joinedStr(const PNode *e);
    std::vector<ast::ExprPtr> displayItems(const std::vector<PNode *> &items);

    std::unique_ptr<SymbolTable> table_;
    std::unique_ptr<ScopeResolver> scopes_;
    // The scopes being converted, innermost last, with their qualified-name prefixes.
    struct Open {
        const ScopeResolver::Layout *layout;
        std::string qualname;
        bool function;
    };
    std::vector<Open> open_;
    bool postponedAnnotations_ = false; // `from __future__ import annotations` seen
};

} // namespace tl::parser
