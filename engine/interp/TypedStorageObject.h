#pragma once
// torch.storage.TypedStorage as PyTorch 1.13's Tensor.storage() returns it: the tensor's
// whole storage (not only the elements the view sees) typed by the tensor's dtype, at the
// engine's real address, so storage().data_ptr() tells which tensors share memory.
#include "interp/StorageObject.h"

namespace tl {

class TypedStorageObject : public StorageObject {
public:
    explicit TypedStorageObject(const StridedView &tensor);

    std::string typeName() const override { return "torch.storage.TypedStorage"; }
    // torch/storage.py's _TypedStorage.__str__: one element per line, then the summary.
    std::string repr() const override;
    bool attribute(Interpreter &in, const std::string &name, Value &out) override;
    Value call(Interpreter &in, const std::string &method, CallArgs &args) const override;

    // __getitem__: a Python int (a bool is refused), wrapped once; no slices.
    Value item(const Value &index) const override;
    // __setitem__ writes through torch.tensor([]).set_(storage)[index]: a 1-d tensor over
    // the whole storage with a version counter of its own, so no tensor that views the
    // storage sees its _version move. Checks the index and value first, as PyTorch does.
    TensorPtr assignmentTarget(Runtime &rt, const Value &index, const Value &value) const override;
    // __iter__: map(self.__getitem__, range(size)), reading each element when reached.
    Ref<IteratorObject> iterator() const override;

private:
    Value element(int64_t i) const override;

    DType dtype_;
};

} // namespace tl
