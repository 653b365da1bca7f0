#pragma once
// Python's Ellipsis (`...`), one object for the whole process.
#include "Object.h"

namespace tl {

class EllipsisObject : public Object {
public:
    std::string typeName() const override { return "ellipsis"; }
    std::string repr() const override { return "Ellipsis"; }
    static const Ref<Object> &instance()
    {
        static const Ref<Object> one(new EllipsisObject);
        return one;
    }
};

} // namespace tl
