#pragma once
// A Python iterator (what iter(x) returns, and enumerate, zip, map, reversed, ...): a
// function that produces the next item, and the class name type(it) prints
// ("list_iterator", "enumerate", "zip", ...).
#include "Object.h"
#include "interp/Value.h"

#include <functional>
#include <string>

namespace tl {

class IteratorObject : public Object {
public:
    // Stores the next item in `out` and returns true, or returns false when exhausted.
    using Next = std::function<bool(Value &out)>;

    IteratorObject(std::string typeName, Next next) : typeName_(std::move(typeName)), next_(std::move(next)) {}
    std::string typeName() const override { return typeName_; }
    // A generator prints its code's name: "<generator object <genexpr> at 0x...>".
    void setReprName(std::string name) { reprName_ = std::move(name); }
    std::string repr() const override
    {
        if (reprName_.empty())
            return Object::repr();
        const std::string base = Object::repr(); // "<generator object at 0x...>"
        return base.substr(0, base.find(" at ")) + " " + reprName_ + base.substr(base.find(" at "));
    }
    void clearReferences() override { next_ = nullptr; }

    // An exhausted iterator stays exhausted, as CPython's do.
    bool next(Value &out)
    {
        if (!next_)
            return false;
        if (next_(out))
            return true;
        next_ = nullptr;
        return false;
    }

private:
    std::string typeName_;
    std::string reprName_;
    Next next_;
};

} // namespace tl
