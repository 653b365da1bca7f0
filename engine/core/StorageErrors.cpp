// torch/storage.py's (1.13) TypedStorage.__getitem__, __setitem__ and _maybe_wrap_index
// messages, word for word.
#include "StorageErrors.h"

namespace tl {

namespace {

constexpr const char *kStorageClass = "<class 'torch.storage.TypedStorage'>";

PyError withId(const char *id, PyError e)
{
    e.setId(id);
    return e;
}

} // namespace

PyError StorageErrors::indexType(const std::string &pythonType, const std::string &indexClass)
{
    return withId("storage_index_type", PyError(pythonType, std::string("can't index a ") + kStorageClass + " with <class '" +
                                                               indexClass + "'>"));
}

PyError StorageErrors::sliceRead()
{
    return withId("storage_slice_read", PyError("RuntimeError", "slices are only supported in UntypedStorage.__getitem__"));
}

PyError StorageErrors::indexRange(int64_t index, int64_t size)
{
    return withId("storage_index_range", PyError("IndexError", "index " + std::to_string(index) +
                                                                    " out of range for storage of size " + std::to_string(size)));
}

PyError StorageErrors::untypedIndexType(const std::string &indexTypeName)
{
    return withId("storage_index_type", PyError("TypeError", "can't index a torch.UntypedStorage with " + indexTypeName));
}

PyError StorageErrors::assignStorage()
{
    return withId("storage_assign_storage",
                  PyError("RuntimeError", std::string("cannot set item with value type ") + kStorageClass));
}

} // namespace tl
