// slice_new (Objects/sliceobject.c): slice(stop), slice(start, stop[, step]).
#include "LanguageBuiltins.h"

#include "interp/Interpreter.h"
#include "interp/objects/SliceObject.h"
#include "interp/pylib/PyArgs.h"

namespace tl {

void LanguageBuiltins::addTo(BuiltinTable &table)
{
    table["slice"] = [](Interpreter &, CallArgs &args) {
        PyArgs::positional(args, "slice", 1, 3);
        const ValueList &p = args.positional;
        if (p.size() == 1)
            return Value::object(Value::Kind::Slice, make<SliceObject>(Value::none(), p[0], Value::none()));
        return Value::object(Value::Kind::Slice,
                             make<SliceObject>(p[0], p[1], p.size() == 3 ? p[2] : Value::none()));
    };
}

} // namespace tl
