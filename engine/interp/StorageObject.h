#pragma once
// What torch.storage.TypedStorage and torch.storage.UntypedStorage share as the interpreter
// meets them: a window of bytes of an engine storage, indexed, assigned through, iterated
// and called (storage.data_ptr() ...). The interpreter dispatches on this base.
#include "interp/objects/Object.h"
#include "tensor/TensorImpl.h"

namespace tl {

class IteratorObject;
class Runtime;

class StorageObject : public Object {
public:
    // The storage behind a value; nullptr when it is none.
    static const StorageObject *from(const Value &v);

    // __getitem__.
    virtual Value item(const Value &index) const = 0;
    // __setitem__: the tensor the write goes through (its index is then `index`).
    virtual TensorPtr assignmentTarget(Runtime &rt, const Value &index, const Value &value) const = 0;
    // __iter__: each element read when reached.
    virtual Ref<IteratorObject> iterator() const = 0;
    // Its methods (data_ptr(), size(), tolist() ...).
    virtual Value call(Interpreter &in, const std::string &method, CallArgs &args) const = 0;
    int64_t len() const override { return size_; }

protected:
    StorageObject(StoragePtr storage, int64_t first, int64_t size) : storage_(std::move(storage)), first_(first), size_(size) {}
    // Element i as Python reads it (of its dtype; a byte).
    virtual Value element(int64_t i) const = 0;
    // torch/storage.py's __str__: one element per line, then `summary` in brackets.
    std::string printed(const std::string &summary) const;
    // An iterator of kind `kind` ("map": TypedStorage's map(self.__getitem__, ...)) reading
    // each element when reached.
    Ref<IteratorObject> elements(const char *kind) const;
    // tolist().
    Value list() const;

    StoragePtr storage_;
    int64_t first_; // where it begins in the engine's storage, in its own elements
    int64_t size_;  // elements
};

} // namespace tl
