// CPython's symtable.c analyze_block / analyze_name / analyze_cells, then the slot numbering
// the compiler gives them (co_varnames, co_cellvars, co_freevars).
#include "ScopeResolver.h"

#include <algorithm>

namespace tl::parser {

using Flag = SymbolTable::Flag;

std::pair<ast::NameScope, int> ScopeResolver::Layout::resolve(const std::string &name) const
{
    if (!function)
        return {ast::NameScope::Global, -1};
    if (auto it = cellIndex.find(name); it != cellIndex.end())
        return {ast::NameScope::Cell, it->second};
    if (auto it = localIndex.find(name); it != localIndex.end())
        return {ast::NameScope::Local, it->second};
    return {ast::NameScope::Global, -1};
}

ScopeResolver::ScopeResolver(const SymbolTable &table)
{
    analyze(table.root(), {});
    assign(table.root());
}

std::unordered_set<std::string> ScopeResolver::analyze(const SymbolTable::Scope *s,
                                                       const std::unordered_set<std::string> &bound)
{
    Analysis &a = analysis_[s];
    const bool function = s->kind == SymbolTable::ScopeKind::Function;
    std::unordered_set<std::string> newBound = bound;
    for (const std::string &name : s->order) {
        const int f = s->flags.at(name);
        if (f & Flag::DefGlobal) {
            a.globals.insert(name);
            newBound.erase(name);
        } else if (f & Flag::DefNonlocal) {
            a.frees.insert(name);
        } else if (function && (f & (Flag::DefLocal | Flag::DefParam | Flag::DefImport))) {
            a.locals.insert(name);
            newBound.insert(name);
        } else if (function && bound.count(name)) {
            a.frees.insert(name);
        }
    }
    if (!function)
        newBound.clear(); // module names are globals, never closed over
    for (const auto &child : s->children) {
        for (const std::string &name : analyze(child.get(), newBound)) {
            if (a.locals.count(name))
                a.cells.insert(name);
            else if (function && !a.globals.count(name))
                a.frees.insert(name); // passes through this scope to the child
        }
    }
    return a.frees;
}

void ScopeResolver::assign(const SymbolTable::Scope *s)
{
    const Analysis &a = analysis_.at(s);
    Layout &l = layouts_[s];
    l.function = s->kind == SymbolTable::ScopeKind::Function;
    if (l.function) {
        if (s->comp != SymbolTable::NotComp)
            l.locals.push_back(kComprehensionIterator);
        for (const std::string &name : s->order)
            if (a.locals.count(name))
                l.locals.push_back(name);
        for (size_t i = 0; i < l.locals.size(); ++i)
            l.localIndex.emplace(l.locals[i], static_cast<int>(i));
        for (const std::string &name : s->order)
            if (a.cells.count(name))
                l.cells.push_back(name);
        l.ownCells = static_cast<int>(l.cells.size());
        for (const std::string &name : s->order)
            if (a.frees.count(name))
                l.cells.push_back(name);
        // Free names a nested scope passes through without naming them here.
        std::vector<std::string> extra;
        for (const std::string &name : a.frees)
            if (!s->flags.count(name))
                extra.push_back(name);
        std::sort(extra.begin(), extra.end());
        l.cells.insert(l.cells.end(), extra.begin(), extra.end());
        for (size_t i = 0; i < l.cells.size(); ++i)
            l.cellIndex.emplace(l.cells[i], static_cast<int>(i));
        for (int i = 0; i < l.ownCells; ++i)
            if (auto it = l.localIndex.find(l.cells[static_cast<size_t>(i)]); it != l.localIndex.end()) {
                const int f = s->flags.count(l.cells[static_cast<size_t>(i)]) ? s->flags.at(l.cells[static_cast<size_t>(i)]) : 0;
                if (f & Flag::DefParam)
                    l.cellParameters.emplace_back(it->second, i);
            }
    }
    for (const auto &child : s->children) {
        assign(child.get());
        Layout &c = layouts_.at(child.get());
        for (size_t i = static_cast<size_t>(c.ownCells); i < c.cells.size(); ++i)
            c.closureSources.push_back(l.cellIndex.at(c.cells[i]));
    }
}

} // namespace tl::parser
