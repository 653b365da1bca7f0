#pragma once
// Python's iteration protocol over the interpreter's values (PyObject_GetIter and the
// tp_iternext of list, tuple, str, dict, set, range, torch.Size, ndarray, ... iterators).
#include "interp/Value.h"
#include "interp/objects/IteratorObject.h"

namespace tl {

class Interpreter;

class Iteration {
public:
    // iter(x): TypeError "'int' object is not iterable" when x cannot be iterated.
    static Ref<IteratorObject> iter(Interpreter &in, const Value &iterable);
    // list(x): every item (MemoryError when they would not fit in the session's memory).
    static ValueList toList(Interpreter &in, const Value &iterable);
};

} // namespace tl
