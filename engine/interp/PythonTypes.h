#pragma once
// Python-level names of values: what type(x) prints, what error messages call them.
#include "Value.h"

#include <string>

namespace tl {

class PythonTypes {
public:
    // Qualified class name as in "<class 'torch.Tensor'>".
    static std::string qualifiedName(const Value &v);
    // The name errors use, as in "'Tensor' object has no attribute ..." (CPython's tp_name).
    static std::string shortName(const Value &v);
    static std::string shortNameOf(const std::string &qualified);
    static bool truthy(const Value &v);
};

} // namespace tl
