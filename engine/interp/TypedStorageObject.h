#pragma once
// torch.storage.TypedStorage as PyTorch 1.13's Tensor.storage() returns it: the tensor's
// whole storage (not only the elements the view sees) typed by the tensor's dtype, at the
// engine's real address, so storage().data_ptr() tells which tensors share memory.
#include "interp/objects/Object.h"
#include "tensor/StridedView.h"

namespace tl {

class TypedStorageObject : public Object {
public:
    explicit TypedStorageObject(const StridedView &tensor);

    std::string typeName() const override { return "torch.storage.TypedStorage"; }
    // torch/storage.py's _TypedStorage.__str__: one element per line, then the summary.
    std::string repr() const override;
    bool attribute(Interpreter &in, const std::string &name, Value &out) override;
    int64_t len() const override { return size_; }
    Value call(Interpreter &in, const std::string &method, CallArgs &args) const;

private:
    Value element(int64_t i) const;

    StoragePtr storage_;
    DType dtype_;
    int64_t first_; // element of the engine's storage where PyTorch's storage begins
    int64_t size_;
};

} // namespace tl
