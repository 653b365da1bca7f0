#pragma once
// A variable shared between a function and the functions nested in it (CPython's cell):
// the closure holds the cell, so the inner function sees later assignments.
#include "Object.h"
#include "interp/Value.h"

namespace tl {

class CellObject : public Object {
public:
    CellObject() : value(Value::unbound()) {}
    std::string typeName() const override { return "cell"; }
    void clearReferences() override { value = Value::unbound(); }

    Value value; // Unbound while the variable has no value
};

} // namespace tl
