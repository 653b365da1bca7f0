#pragma once
// numpy.flatiter as NumPy 1.24's iterators.c makes it (ndarray.flat): the array's elements
// one by one in C order, read from the array's memory when reached; len() is the size.
// Indexing it and its attributes (base, coords, index, copy) are not modelled.
#include "interp/objects/IteratorObject.h"
#include "tensor/NdArray.h"

namespace tl {

class NumpyFlatIterator : public IteratorObject {
public:
    explicit NumpyFlatIterator(NdArrayPtr array);

    int64_t len() const override { return array_->numel(); }
    bool attribute(Interpreter &in, const std::string &name, Value &out) override;
    // True for a flatiter value: item access on it is refused, not answered as "not subscriptable".
    static bool is(const Value &v);

private:
    NdArrayPtr array_;
};

} // namespace tl
