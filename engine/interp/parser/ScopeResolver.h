#pragma once
// Where each name of each scope lives, as CPython's symtable.c analyze_block / analyze_name
// decide it (LOCAL, CELL, FREE, GLOBAL_EXPLICIT, GLOBAL_IMPLICIT): fast slots for a
// function's own variables, cells for those nested functions share, globals otherwise.
#include "interp/Ast.h"
#include "interp/parser/SymbolTable.h"

#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace tl::parser {

class ScopeResolver {
public:
    struct Layout {
        bool function = false;           // false for the module: every name is global there
        std::vector<std::string> locals; // fast slots, parameters first
        std::vector<std::string> cells;  // own cells, then free variables
        int ownCells = 0;
        std::vector<std::pair<int, int>> cellParameters; // (fast slot, cell) of parameters in cells
        std::vector<int> closureSources;                  // per free variable: the parent's cell index

        // Where `name` lives in this scope (Global when neither a slot nor a cell).
        std::pair<ast::NameScope, int> resolve(const std::string &name) const;

        std::unordered_map<std::string, int> localIndex;
        std::unordered_map<std::string, int> cellIndex;
    };

    // `comprehensionParameter`: the name of the hidden first parameter of comprehension
    // scopes (CPython's ".0", the outermost iterable).
    explicit ScopeResolver(const SymbolTable &table);

    const Layout &layoutOf(const SymbolTable::Scope *scope) const { return layouts_.at(scope); }

    static constexpr const char *kComprehensionIterator = ".0";

private:
    // Returns the names this scope needs from enclosing function scopes.
    std::unordered_set<std::string> analyze(const SymbolTable::Scope *s, const std::unordered_set<std::string> &bound);
    void assign(const SymbolTable::Scope *s);

    struct Analysis {
        std::unordered_set<std::string> locals, globals, frees, cells;
    };
    std::unordered_map<const SymbolTable::Scope *, Analysis> analysis_;
    std::unordered_map<const SymbolTable::Scope *, Layout> layouts_;
};

} // namespace tl::parser
