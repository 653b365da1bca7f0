#pragma once
// NumPy 1.24's scalar type hierarchy (numpy/core/numerictypes.py, scalartypes.c.src): the
// abstract classes np.generic, np.number, np.integer, np.signedinteger, np.unsignedinteger,
// np.inexact, np.floating above the modelled scalar types, for issubclass/isinstance and
// np.issubdtype.
#include "core/DType.h"

#include <string>

namespace tl {

class NumpyTypeHierarchy {
public:
    // "numpy.integer" for np.integer: true for the abstract classes the engine models.
    static bool isAbstract(const std::string &qualifiedName);
    // The class of a scalar type: "numpy.int32", "numpy.bool_".
    static std::string classOf(DType d);
    // issubclass(cls, base) for NumPy's scalar classes (and numpy.float64's Python base, float).
    static bool isSubclass(const std::string &cls, const std::string &base);
};

} // namespace tl
