// _io.TextIOWrapper.write / flush (Modules/_io/textio.c) onto the interpreter's output.
#include "TextStreamObject.h"

#include "PyArgs.h"
#include "Utf8.h"
#include "core/PyError.h"
#include "interp/Interpreter.h"
#include "interp/PythonTypes.h"

namespace tl {

std::string TextStreamObject::repr() const
{
    return std::string("<_io.TextIOWrapper name='") + (error_ ? "<stderr>" : "<stdout>") + "' mode='w' encoding='utf-8'>";
}

bool TextStreamObject::attribute(Interpreter &, const std::string &name, Value &out)
{
    if (name != "write" && name != "flush")
        return false;
    out = Value::method(Value::object(Value::Kind::Object, Ref<Object>(this)), name);
    return true;
}

Value TextStreamObject::call(Interpreter &in, const std::string &method, CallArgs &args) const
{
    if (method == "flush") {
        PyArgs::none(args, "flush");
        return Value::none();
    }
    const Value &s = PyArgs::one(args, "write");
    if (s.kind != Value::Kind::Str)
        throw PyError("TypeError", "write() argument must be str, not " + PythonTypes::shortName(s));
    if (error_)
        in.output().err(s.text);
    else
        in.output().out(s.text);
    return Value::integer(static_cast<int64_t>(Utf8::length(s.text)));
}

} // namespace tl
