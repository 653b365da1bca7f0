#pragma once
// numpy.iinfo as NumPy 1.24's numpy/core/getlimits.py writes it: the limits of an integer
// dtype (min, max, bits, dtype, kind) and its printed forms.
#include "core/DType.h"
#include "interp/objects/Object.h"

namespace tl {

class NumpyIntegerInfo : public Object {
public:
    // iinfo.__init__(int_type): ValueError "Invalid integer data type 'f'." for other kinds.
    explicit NumpyIntegerInfo(const Value &intType);

    std::string typeName() const override { return "numpy.iinfo"; }
    std::string repr() const override; // iinfo(min=-128, max=127, dtype=int8)
    std::string str() const override;  // "Machine parameters for int8" and the table
    bool attribute(Interpreter &in, const std::string &name, Value &out) override;

private:
    int64_t min() const;
    int64_t max() const;

    DType dtype_;
};

} // namespace tl
