// Attribute lookup of random.Random instances: the methods Lib/random.py defines.
#include "RandomObject.h"

#include "RandomModule.h"
#include "interp/Value.h"

namespace tl {

bool RandomObject::attribute(Interpreter &, const std::string &name, Value &out)
{
    if (!RandomModule::isMethod(name))
        return false;
    out = Value::method(Value::object(Value::Kind::Object, Ref<Object>(this)), name);
    return true;
}

} // namespace tl
