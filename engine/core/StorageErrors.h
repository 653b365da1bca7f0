#pragma once
// The user-facing texts of torch.storage.TypedStorage's indexing (torch/storage.py, 1.13)
// and of torch.UntypedStorage's (PyTorch 2),
// beside Errors.h's; each carries a stable id.
#include "PyError.h"

#include <cstdint>
#include <string>

namespace tl {

class StorageErrors {
public:
    // "can't index a <class 'torch.storage.TypedStorage'> with <class 'str'>": a RuntimeError
    // from __getitem__/__setitem__, a TypeError from _maybe_wrap_index (a bool index).
    static PyError indexType(const std::string &pythonType, const std::string &indexClass);
    static PyError sliceRead(); // storage[1:3]
    static PyError indexRange(int64_t index, int64_t size);
    // torch.UntypedStorage's own (C++) __getitem__: "can't index a torch.UntypedStorage with float".
    static PyError untypedIndexType(const std::string &indexTypeName);
    static PyError assignStorage(); // storage[0] = another storage
};

} // namespace tl
