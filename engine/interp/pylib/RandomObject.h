#pragma once
// A random.Random instance (Lib/random.py's class over _random.Random): a generator of its
// own whose methods are the module's functions.
#include "RandomState.h"
#include "interp/objects/Object.h"

namespace tl {

class RandomObject : public Object {
public:
    std::string typeName() const override { return "random.Random"; }
    bool attribute(Interpreter &in, const std::string &name, Value &out) override;

    RandomState state;
};

} // namespace tl
