#include "NumpyShape.h"

#include "core/PyError.h"
#include "interp/PythonTypes.h"
#include "interp/ValuePrinter.h"

// numpy/core/src/multiarray/conversion_utils.c: PyArray_IntpConverter and
// PyArray_IntpFromIndexSequence (a lone bool or float is not a size; inside a sequence each
// item goes through PyArray_PyIntAsIntp).

namespace tl::bind {

namespace {

int64_t itemOf(const Value &x)
{
    if (x.kind == Value::Kind::Int)
        return x.i;
    if (x.kind == Value::Kind::NpScalar && !x.scalar.isFloating() && !x.scalar.isBool())
        return x.scalar.toInt();
    if (x.kind == Value::Kind::Bool || (x.kind == Value::Kind::NpScalar && x.scalar.isBool()))
        throw PyError("TypeError", "an integer is required");
    throw PyError("TypeError", "'" + PythonTypes::shortName(x) + "' object cannot be interpreted as an integer");
}

} // namespace

std::vector<int64_t> NumpyShape::of(const Value &v)
{
    std::vector<int64_t> shape;
    if (v.kind == Value::Kind::Size) {
        shape = v.size;
    } else if (v.kind == Value::Kind::Tuple || v.kind == Value::Kind::List) {
        for (const Value &x : *v.items)
            shape.push_back(itemOf(x));
    } else if (v.kind == Value::Kind::Bool || v.kind == Value::Kind::Float || v.kind == Value::Kind::NpScalar) {
        if (v.kind != Value::Kind::NpScalar || v.scalar.isFloating() || v.scalar.isBool())
            throw PyError("TypeError", "expected a sequence of integers or a single integer, got '" + ValuePrinter::repr(v) + "'");
        shape = {v.scalar.toInt()};
    } else {
        shape = {itemOf(v)};
    }
    return shape;
}

int64_t NumpyShape::index(const Value &v)
{
    if (v.kind == Value::Kind::Int)
        return v.i;
    if (v.kind == Value::Kind::Bool)
        return v.b;
    if (v.kind == Value::Kind::NpScalar && !v.scalar.isFloating() && !v.scalar.isBool())
        return v.scalar.toInt();
    throw PyError("TypeError", "'" + PythonTypes::shortName(v) + "' object cannot be interpreted as an integer");
}

} // namespace tl::bind
