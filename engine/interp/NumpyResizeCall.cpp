// ndarray.resize(new_shape, refcheck=True) as NumPy 1.24's array_resize (methods.c): the
// keyword through NpyArg_ParseKeywords("|i"), the shape through PyArray_IntpConverter
// (one argument: None, an integer or a sequence; several: the integers themselves).
#include "NumpyResizeCall.h"

#include "Interpreter.h"
#include "PythonTypes.h"
#include "ValuePrinter.h"
#include "core/Errors.h"
#include "ops/ArrayResize.h"

namespace tl {

namespace {

int64_t integerArg(const Value &v)
{
    if (const auto i = PythonTypes::index(v))
        return *i;
    throw PyError("TypeError", "'" + PythonTypes::shortName(v) + "' object cannot be interpreted as an integer");
}

std::vector<int64_t> shapeOf(const ValueList &items)
{
    std::vector<int64_t> shape;
    for (const Value &v : items)
        shape.push_back(integerArg(v));
    return shape;
}

// The references a script's `name.resize(...)` itself holds to the array: the name, the
// bound method's receiver and the call's own handle.
constexpr long kCallReferences = 2;

} // namespace

Value NumpyResizeCall::call(Interpreter &in, const Value &self, CallArgs &args)
{
    bool refcheck = true;
    for (const auto &[key, value] : args.keywords) {
        if (key != "refcheck")
            throw Errors::invalidKeyword(key, "this function");
        if (value.kind == Value::Kind::Float)
            throw PyError("TypeError", "'float' object cannot be interpreted as an integer");
        refcheck = integerArg(value) != 0;
    }
    const ValueList &p = args.positional;
    if (p.empty() || (p.size() == 1 && p[0].kind == Value::Kind::None))
        return Value::none();
    std::vector<int64_t> shape;
    if (p.size() > 1) {
        shape = shapeOf(p);
    } else if (p[0].kind == Value::Kind::Tuple || p[0].kind == Value::Kind::List) {
        shape = shapeOf(*p[0].items);
    } else if (p[0].kind == Value::Kind::Float) {
        throw PyError("TypeError", "expected a sequence of integers or a single integer, got '" + ValuePrinter::repr(p[0]) + "'");
    } else {
        shape = {integerArg(p[0])};
    }
    ArrayResize::inPlace(in.runtime(), self.array, shape, refcheck, self.array.use_count() > kCallReferences);
    return Value::none();
}

} // namespace tl
