#pragma once
// One running function or the module (CPython's _PyInterpreterFrame): its code, its fast
// local slots and cells, where it is, and the frame that called it. Observers read it to
// show "the current frame's locals".
#include "interp/Ast.h"
#include "interp/Value.h"
#include "interp/objects/CellObject.h"
#include "interp/objects/SourceFile.h"

#include <string>
#include <vector>

namespace tl {

class FunctionObject;

class Frame {
public:
    const ast::FunctionCode *code = nullptr; // nullptr: the module's frame
    const FunctionObject *function = nullptr;
    const SourceFile *source = nullptr;
    Value *fast = nullptr;                   // code->localNames.size() slots
    std::vector<Ref<CellObject>> cells;      // code->cellNames.size() cells
    Frame *back = nullptr;
    int depth = 1;                           // the module's frame is 1
    uint64_t serial = 1;                     // unique per call (the module's frame is 1)
    // The statement running and, inside it, the operation that may fail (for tracebacks).
    const ast::Stmt *stmt = nullptr;
    const ast::Expr *at = nullptr;

    bool isModule() const { return code == nullptr; }
    // As tracebacks name it: "<module>", "f", "<lambda>", "<listcomp>".
    std::string name() const { return code ? code->name : "<module>"; }
    int line() const { return at ? at->line : stmt ? stmt->line : 0; }

    // The function's variables that have a value, in slot order (cells included).
    std::vector<std::pair<std::string, Value>> locals() const
    {
        std::vector<std::pair<std::string, Value>> out;
        if (!code)
            return out;
        for (size_t i = 0; i < code->localNames.size(); ++i) {
            bool inCell = false;
            for (size_t c = 0; c < cells.size(); ++c)
                inCell = inCell || code->cellNames[c] == code->localNames[i];
            if (!inCell && fast[i].kind != Value::Kind::Unbound)
                out.emplace_back(code->localNames[i], fast[i]);
        }
        for (size_t c = 0; c < cells.size(); ++c)
            if (cells[c] && cells[c]->value.kind != Value::Kind::Unbound)
                out.emplace_back(code->cellNames[c], cells[c]->value);
        return out;
    }
};

} // namespace tl
