#pragma once
// str() and repr() of every value, as Python with PyTorch and NumPy print them.
#include "Value.h"
#include "objects/Object.h"

#include <string>

namespace tl {

class ValuePrinter {
public:
    static std::string str(const Value &v);
    static std::string repr(const Value &v);
    static std::string tensorRepr(const TensorPtr &t);
    static std::string pythonStringRepr(const std::string &s);
    // How CPython prints an object's identity in a repr ("0x7f3a5c2b1e40").
    static std::string address(const Object &o);
};

} // namespace tl
