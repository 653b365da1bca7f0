#pragma once
// numpy.flatiter as NumPy 1.24's iterators.c makes it (ndarray.flat): the array's elements
// one by one in C order, read from the array's memory when reached; len() is the size;
// flat[i] and flat[a:b:c] read elements (a slice as a new array), flat[i] = v writes one.
// Other indices and its attributes (base, coords, index, copy) are not modelled.
#include "interp/objects/IteratorObject.h"
#include "interp/objects/SliceObject.h"
#include "tensor/NdArray.h"

namespace tl {

class Runtime;

class NumpyFlatIterator : public IteratorObject {
public:
    explicit NumpyFlatIterator(NdArrayPtr array);

    int64_t len() const override { return array_->numel(); }
    bool attribute(Interpreter &in, const std::string &name, Value &out) override;
    // True for a flatiter value.
    static bool is(const Value &v);

    // iter_subscript / iter_ass_subscript for an integer and (reading) a slice.
    Value item(int64_t index) const;
    Value slice(Runtime &rt, const SliceObject::Bounds &bounds) const;
    void setItem(Runtime &rt, int64_t index, const Value &value) const;

private:
    NdArrayPtr array_;
};

} // namespace tl
