// builtin_print_impl (sep, end, file, flush), builtin_repr/ascii/format, type_call's
// one-argument form, builtin_isinstance/issubclass (object.c recursive_isinstance),
// builtin_hasattr/getattr and builtin_id/callable of CPython 3.11.
#include "ObjectBuiltins.h"

#include "FormatSpec.h"
#include "PyArgs.h"
#include "TextStreamObject.h"
#include "Utf8.h"
#include "core/Errors.h"
#include "core/PyError.h"
#include "interp/Interpreter.h"
#include "interp/PythonTypes.h"
#include "interp/NumpyTypeHierarchy.h"
#include "interp/ValuePrinter.h"
#include "interp/eval/ExceptionClasses.h"

#include <functional>

namespace tl {

namespace {

Value print(Interpreter &in, CallArgs &args)
{
    std::string sep = " ", end = "\n";
    bool toStderr = false;
    for (const auto &[k, v] : args.keywords) {
        if (k == "sep" || k == "end") {
            if (v.kind == Value::Kind::None)
                continue;
            if (v.kind != Value::Kind::Str)
                throw PyError("TypeError", k + " must be None or a string, not " + PythonTypes::shortName(v));
            (k == "sep" ? sep : end) = v.text;
        } else if (k == "file") {
            if (v.kind == Value::Kind::None)
                continue;
            if (v.kind == Value::Kind::Object && v.obj->typeName() == "_io.TextIOWrapper")
                toStderr = v.as<TextStreamObject>().isError();
            else if (v.kind == Value::Kind::Object || v.kind == Value::Kind::PyFunction)
                throw UnsupportedError("print(file=...) to anything but sys.stdout or sys.stderr");
            else
                throw PyError("AttributeError", "'" + PythonTypes::shortName(v) + "' object has no attribute 'write'");
        } else if (k != "flush") {
            throw Errors::invalidKeyword(k, "print()");
        }
    }
    std::string text;
    for (size_t i = 0; i < args.positional.size(); ++i) {
        if (i)
            text += sep;
        text += ValuePrinter::str(args.positional[i]);
    }
    text += end;
    if (toStderr)
        in.output().err(text);
    else
        in.output().out(text);
    return Value::none();
}

bool isInstance(const Value &v, const Value &type)
{
    if (type.kind == Value::Kind::Tuple) {
        for (const auto &t : *type.items)
            if (isInstance(v, t))
                return true;
        return false;
    }
    const auto cls = PythonTypes::classNameOf(type);
    if (!cls)
        throw PyError("TypeError", "isinstance() arg 2 must be a type, a tuple of types, or a union");
    if (*cls == "object")
        return true;
    return PythonTypes::isInstanceOf(v, *cls) || ObjectBuiltins::isSubclass(PythonTypes::qualifiedName(v), *cls);
}

bool isSubclassOf(const Value &cls, const Value &base)
{
    if (base.kind == Value::Kind::Tuple) {
        for (const auto &b : *base.items)
            if (isSubclassOf(cls, b))
                return true;
        return false;
    }
    const auto b = PythonTypes::classNameOf(base);
    if (!b)
        throw PyError("TypeError", "issubclass() arg 2 must be a class, a tuple of classes, or a union");
    return ObjectBuiltins::isSubclass(*PythonTypes::classNameOf(cls), *b);
}

// A stable pseudo-address for id(): the object for containers and engine objects, the
// value for numbers and strings (equal small values share one object in CPython too).
int64_t identity(const Value &v)
{
    const void *p = v.items ? static_cast<const void *>(v.items.get())
                    : v.obj ? static_cast<const void *>(v.obj.get())
                    : v.tensor ? static_cast<const void *>(v.tensor.get())
                    : v.array ? static_cast<const void *>(v.array.get())
                              : nullptr;
    if (p)
        return static_cast<int64_t>(reinterpret_cast<uintptr_t>(p) & 0x7fffffffffffULL);
    const std::string key = PythonTypes::qualifiedName(v) + ":" + v.text + ":" + std::to_string(v.i) + ":" +
                            std::to_string(v.f) + ":" + std::to_string(v.b);
    return static_cast<int64_t>((std::hash<std::string>{}(key) & 0xffffffffffULL) << 4) | 0x7f0000000000LL;
}

bool callable(const Value &v)
{
    using K = Value::Kind;
    switch (v.kind) {
    case K::Function:
    case K::Method:
    case K::Type:
    case K::NpType:
    case K::PyFunction: return true;
    case K::Object:
    case K::Iterator: return v.obj->callable();
    default: return false;
    }
}

} // namespace

bool ObjectBuiltins::isSubclass(const std::string &cls, const std::string &base)
{
    if (cls == base || base == "object")
        return true;
    if (ExceptionClasses::isClass(cls))
        return ExceptionClasses::isSubclass(cls, base);
    if (cls == "bool")
        return base == "int";
    if (cls == "torch.Size")
        return base == "tuple";
    if (cls.rfind("numpy.dtype[", 0) == 0 || cls.rfind("numpy.dtypes.", 0) == 0) // numpy.dtype[float32], Float32DType ...
        return base == "numpy.dtype";
    if (cls.rfind("numpy.", 0) == 0)
        return NumpyTypeHierarchy::isSubclass(cls, base);
    return false;
}

void ObjectBuiltins::addTo(BuiltinTable &t)
{
    t["print"] = print;
    t["repr"] = [](Interpreter &, CallArgs &a) { return Value::str(ValuePrinter::repr(PyArgs::one(a, "repr"))); };
    t["ascii"] = [](Interpreter &, CallArgs &a) {
        return Value::str(Utf8::escapeNonAscii(ValuePrinter::repr(PyArgs::one(a, "ascii"))));
    };
    t["str"] = [](Interpreter &, CallArgs &a) {
        auto b = PyArgs::bind(a, "str", {{"object", false}, {"encoding", false}, {"errors", false}});
        if (b[1] || b[2])
            throw UnsupportedError("str() with an encoding (bytes)");
        return Value::str(b[0] ? ValuePrinter::str(*b[0]) : "");
    };
    t["format"] = [](Interpreter &in, CallArgs &a) {
        PyArgs::positional(a, "format", 1, 2);
        std::string spec;
        if (a.positional.size() == 2) {
            const Value &s = a.positional[1];
            if (s.kind != Value::Kind::Str)
                throw PyError("TypeError", "format() argument 2 must be str, not " + PythonTypes::shortName(s));
            spec = s.text;
        }
        return Value::str(format(in, a.positional[0], spec));
    };
    t["type"] = [](Interpreter &, CallArgs &a) {
        if (a.positional.size() == 3)
            throw UnsupportedError("type() with three arguments (creating a class)");
        if (a.positional.size() != 1 || !a.keywords.empty())
            throw PyError("TypeError", "type() takes 1 or 3 arguments");
        return Value::type(PythonTypes::qualifiedName(a.positional[0]));
    };
    t["isinstance"] = [](Interpreter &, CallArgs &a) {
        PyArgs::positional(a, "isinstance", 2, 2);
        return Value::boolean(isInstance(a.positional[0], a.positional[1]));
    };
    t["issubclass"] = [](Interpreter &, CallArgs &a) {
        PyArgs::positional(a, "issubclass", 2, 2);
        if (!PythonTypes::classNameOf(a.positional[0]))
            throw PyError("TypeError", "issubclass() arg 1 must be a class");
        return Value::boolean(isSubclassOf(a.positional[0], a.positional[1]));
    };
    t["hasattr"] = [](Interpreter &in, CallArgs &a) {
        PyArgs::positional(a, "hasattr", 2, 2);
        const Value &name = a.positional[1];
        if (name.kind != Value::Kind::Str)
            throw PyError("TypeError", "hasattr(): attribute name must be string");
        try {
            in.getAttribute(a.positional[0], name.text);
        } catch (const PyError &e) {
            if (e.type() == "AttributeError")
                return Value::boolean(false);
            throw;
        }
        return Value::boolean(true);
    };
    t["getattr"] = [](Interpreter &in, CallArgs &a) {
        PyArgs::positional(a, "getattr", 2, 3);
        const Value &name = a.positional[1];
        if (name.kind != Value::Kind::Str)
            throw PyError("TypeError", "getattr(): attribute name must be string");
        if (a.positional.size() == 2)
            return in.getAttribute(a.positional[0], name.text);
        try {
            return in.getAttribute(a.positional[0], name.text);
        } catch (const PyError &e) {
            if (e.type() == "AttributeError")
                return a.positional[2];
            throw;
        }
    };
    t["id"] = [](Interpreter &, CallArgs &a) { return Value::integer(identity(PyArgs::one(a, "id"))); };
    t["callable"] = [](Interpreter &, CallArgs &a) { return Value::boolean(callable(PyArgs::one(a, "callable"))); };
}

} // namespace tl
