#pragma once
// A function made by `def` or `lambda` (Objects/funcobject.c): its code, the defaults
// evaluated when it was defined, and the cells it closes over.
#include "CellObject.h"
#include "Object.h"
#include "SourceFile.h"
#include "interp/Ast.h"
#include "interp/Value.h"

#include <memory>
#include <vector>

namespace tl {

class FunctionObject : public Object {
public:
    FunctionObject(std::shared_ptr<const ast::FunctionCode> code, SourceFilePtr source)
        : code(std::move(code)), source(std::move(source))
    {
    }
    std::string typeName() const override { return "function"; }
    void clearReferences() override
    {
        defaults.clear();
        kwDefaults.clear();
        closure.clear();
    }

    std::shared_ptr<const ast::FunctionCode> code;
    SourceFilePtr source;
    ValueList defaults;                // for the last positional parameters
    ValueList kwDefaults;              // per keyword-only parameter; Unbound where none
    std::vector<Ref<CellObject>> closure; // one per free variable
};

} // namespace tl
