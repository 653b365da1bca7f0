#pragma once
// ndarray.ctypes as far as learners use it: ctypes.data, the address of the array's first
// element (the engine's real one, so `a.ctypes.data == t.data_ptr()` says whether they
// share memory). The rest of numpy's _ctypes (shape, strides, data_as, ...) is not modelled.
#include "interp/objects/Object.h"
#include "tensor/NdArray.h"

namespace tl {

class NumpyCTypesObject : public Object {
public:
    explicit NumpyCTypesObject(NdArrayPtr array) : array_(std::move(array)) {}

    // NumPy 2 moved the class from numpy.core to numpy._core.
    std::string typeName() const override;
    bool attribute(Interpreter &in, const std::string &name, Value &out) override;

private:
    NdArrayPtr array_;
};

} // namespace tl
