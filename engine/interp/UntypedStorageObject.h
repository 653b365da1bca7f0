#pragma once
// torch.storage.UntypedStorage as PyTorch 2's Tensor.untyped_storage() returns it: the
// tensor's whole storage as bytes, at the engine's real address (data_ptr() is where the
// storage begins, whatever the view's offset), one Python object per storage while it lives
// (`t.untyped_storage() is t.untyped_storage()`, as c10::StorageImpl keeps its PyObject).
// Reading bytes, slices of them, len, iteration, tolist and the printed form; writing a
// byte is not modelled (its element is not one of the tensor's).
#include "interp/StorageObject.h"

namespace tl {

class UntypedStorageObject : public StorageObject {
public:
    // The storage `tensor` views, as one object per storage.
    static Ref<UntypedStorageObject> of(const StridedView &tensor);
    UntypedStorageObject(StoragePtr storage, int64_t firstByte, int64_t size);
    ~UntypedStorageObject() override;

    std::string typeName() const override { return "torch.storage.UntypedStorage"; }
    // torch/storage.py's _StorageBase.__str__: one byte per line, then the summary.
    std::string repr() const override;
    bool attribute(Interpreter &in, const std::string &name, Value &out) override;
    Value call(Interpreter &in, const std::string &method, CallArgs &args) const override;

    // __getitem__: an int (not a bool) gives the byte; a slice (step 1) the bytes, sharing.
    Value item(const Value &index) const override;
    TensorPtr assignmentTarget(Runtime &rt, const Value &index, const Value &value) const override;
    Ref<IteratorObject> iterator() const override;

private:
    Value element(int64_t i) const override; // a byte
    bool wholeStorage() const;
};

} // namespace tl
