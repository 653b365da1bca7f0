#pragma once
// numpy.finfo as NumPy 1.24's numpy/core/getlimits.py writes it for float16, float32 and
// float64: the machine limits (eps, max, tiny, resolution, precision ...) as NumPy scalars
// of the dtype or ints, and the printed forms (the table and the repr).
#include "core/DType.h"
#include "interp/objects/Object.h"

namespace tl {

class NumpyFloatInfo : public Object {
public:
    explicit NumpyFloatInfo(DType dtype) : dtype_(dtype) {}
    // finfo.__new__'s dtype reading: np.dtype(v), else np.dtype(type(v)); ValueError
    // "data type <class 'numpy.int32'> not inexact" for the other kinds.
    static DType dtypeOf(const Value &v);

    std::string typeName() const override { return "numpy.finfo"; }
    std::string repr() const override;
    std::string str() const override;
    bool attribute(Interpreter &in, const std::string &name, Value &out) override;

private:
    DType dtype_;
};

} // namespace tl
