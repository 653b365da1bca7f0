#pragma once
// numpy.dtype as NumPy 1.24 presents it (numpy/core/src/multiarray/descriptor.c): the
// constructor and its converter (PyArray_DescrConverter), the attributes of a builtin
// dtype and arraydescr_richcompare's equality with anything np.dtype() can read.
#include "CallArgs.h"
#include "Value.h"

#include <optional>

namespace tl {

class NumpyDTypeObject {
public:
    // np.dtype(obj, align=False, copy=False, metadata=None).
    static Value construct(CallArgs &args);
    // What np.dtype(v) reads v as: TypeError as NumPy words it, UnsupportedError for
    // dtypes the engine does not model.
    static DType convert(const Value &v);
    // a == b where one side is a dtype instance; nullopt when neither is.
    static std::optional<bool> equals(const Value &a, const Value &b);
    static Value attribute(const Value &dtype, const std::string &name);
};

} // namespace tl
