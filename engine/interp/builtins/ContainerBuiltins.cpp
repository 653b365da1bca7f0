// Sequence indexing as CPython's PyNumber_AsSsize_t and the sequence types' item lookup
// see it (Objects/listobject.c list_subscript, tupleobject.c, rangeobject.c): an int, a
// bool or a NumPy integer, negatives counted from the end, IndexError past either end.
#include "ContainerBuiltins.h"

#include "core/PyError.h"
#include "interp/PythonTypes.h"

namespace tl {

int64_t ContainerBuiltins::sequenceIndex(const Value &index, int64_t length, const std::string &what, const char *indicesOf)
{
    int64_t i;
    if (index.kind == Value::Kind::Int)
        i = index.i;
    else if (index.kind == Value::Kind::Bool)
        i = index.b;
    else if (index.kind == Value::Kind::NpScalar && !index.scalar.isFloating() && !index.scalar.isBool())
        i = index.scalar.toInt();
    else
        throw PyError("TypeError", std::string(indicesOf) + " indices must be integers or slices, not " +
                                       PythonTypes::shortName(index));
    if (i < 0)
        i += length;
    if (i < 0 || i >= length)
        throw PyError("IndexError", what + " index out of range");
    return i;
}

} // namespace tl
