#pragma once
// The names NumPy 1.24 gives its dtypes: attributes of the numpy module (np.int8, np.half,
// np.ubyte ...) and the strings np.dtype() reads ('i1', 'f2', 'B', 'short', '<f4' ...).
#include "core/DType.h"

#include <optional>
#include <string>

namespace tl {

class NumpyDTypeNames {
public:
    // np.<name> when it is one of the modelled scalar types.
    static std::optional<DType> typeAttribute(const std::string &name);
    // np.dtype(text): a modelled dtype, UnsupportedError for a dtype NumPy has but the
    // engine does not model, TypeError "data type 'x' not understood" otherwise.
    static DType fromString(const std::string &text);
    // numpy.dtype.char ('e' for float16) and numpy.dtype.str ('<f2', '|u1').
    static char typeChar(DType d);
    static std::string typeStr(DType d);
};

} // namespace tl
