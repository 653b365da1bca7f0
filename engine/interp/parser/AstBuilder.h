#pragma once
// Converts a parsed module into tl::ast, the subset `tensorlens run` executes; the first
// construct outside the subset is reported instead.
#include "interp/Ast.h"
#include "interp/parser/PNode.h"

#include <optional>
#include <string>

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

    ast::Stmt stmt(const PNode *s);
    ast::ExprPtr target(const PNode *t);
    ast::ExprPtr expr(const PNode *e);
    ast::ExprPtr index(const PNode *e);
    ast::ExprPtr slice(const PNode *e);
    ast::ExprPtr constant(const PNode *e);
};

} // namespace tl::parser
