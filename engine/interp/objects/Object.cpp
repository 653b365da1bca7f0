// The defaults of Object (CPython's object type: no call, no attributes, no context).
#include "Object.h"

#include "Heap.h"
#include "Trashcan.h"
#include "core/PyError.h"
#include "interp/Value.h"

#include <cstdio>

namespace tl {

Object::Object()
{
    if (Heap *h = Heap::current())
        h->add(this);
}

Object::~Object()
{
    if (heap_)
        heap_->remove(this);
}

void Object::destroy() const
{
    const Object *self = this;
    Trashcan::dispose([self] { delete self; });
}

std::string Object::repr() const
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "0x%012llx", static_cast<unsigned long long>(identity()));
    return "<" + typeName() + " object at " + buf + ">";
}

Value Object::call(Interpreter &, CallArgs &)
{
    throw PyError("TypeError", "'" + typeName() + "' object is not callable");
}

bool Object::attribute(Interpreter &, const std::string &, Value &) { return false; }

Value Object::enter(Interpreter &)
{
    throw PyError("TypeError", "'" + typeName() + "' object does not support the context manager protocol");
}

bool Object::exit(Interpreter &, const ExceptionObject *) { return false; }

} // namespace tl
