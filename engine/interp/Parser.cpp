#include "Parser.h"

#include "interp/Lexer.h"
#include "interp/parser/AstBuilder.h"
#include "interp/parser/PNode.h"
#include "interp/parser/PegParser.h"
#include "interp/parser/SyntaxChecks.h"

#include <algorithm>
#include <utility>
#include <vector>

// Stages, as CPython runs them: the PEG parse of the full Python grammar into a private
// syntax tree (parser/PegParser), the checks CPython's compiler makes after parsing
// (parser/SyntaxChecks), then the conversion of the subset into tl::ast and the search for
// the first construct outside it (parser/AstBuilder).

namespace tl {

namespace {

using parser::PNode;

// CPython's compiler gives up (RecursionError) on syntax trees nested about this deep.
constexpr int kMaxTreeDepth = 2990;

// Depth of the syntax tree, without recursion (the tree may be deeper than the stack).
int treeDepth(const PNode *root)
{
    int maxDepth = 0;
    std::vector<std::pair<const PNode *, int>> stack{{root, 0}};
    while (!stack.empty()) {
        const PNode *n = stack.back().first;
        int d = stack.back().second;
        stack.pop_back();
        maxDepth = std::max(maxDepth, d);
        auto push = [&](const PNode *c) {
            if (c)
                stack.push_back({c, d + 1});
        };
        push(n->a);
        push(n->b);
        push(n->c);
        push(n->d);
        for (const PNode *c : n->list) push(c);
        for (const PNode *c : n->list2) push(c);
        for (const PNode *c : n->list3) push(c);
    }
    return maxDepth;
}

} // namespace

ast::ParseResult Parser::parse(std::string_view source)
{
    ast::ParseResult result;
    Lexer lexer(source);
    result.module.lines = lexer.lines();
    if (const auto &enc = lexer.unsupportedEncoding()) {
        result.unsupported = ast::UnsupportedInfo{"source encoding '" + *enc + "'", 1};
        return result;
    }

    parser::Arena arena;
    parser::PegParser peg(std::move(lexer), arena, false);
    const PNode *module = peg.run();
    if (!module) {
        const parser::PegParser::ErrorState &err = peg.error();
        if (err.tooDeep) {
            result.unsupported = ast::UnsupportedInfo{"code nested too deeply", peg.lexer().currentLine()};
            return result;
        }
        ast::SyntaxErrorInfo info = err.info;
        info.col = std::max(0, info.col);
        info.line = std::max(1, info.line);
        result.syntaxError = info;
        return result;
    }

    if (treeDepth(module) > kMaxTreeDepth) {
        result.unsupported = ast::UnsupportedInfo{"code nested too deeply", 1};
        return result;
    }

    if (auto err = parser::SyntaxChecks(module).run()) {
        err->col = std::max(0, err->col);
        result.syntaxError = *err;
        return result;
    }

    result.unsupported = parser::AstBuilder().run(module, result.module);
    return result;
}

} // namespace tl
