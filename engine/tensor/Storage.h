#pragma once
// Bytes on one device, owned (as c10::StorageImpl): tensors and arrays are views onto it.
// Freed, with an event, when the last view holding it goes away.
#include "core/Device.h"

#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

namespace tl {

class DeviceBackend;
class Runtime;

class Storage {
public:
    Storage(Runtime &runtime, DeviceBackend &backend, Device device, uint64_t id, uint64_t nbytes, void *data);
    ~Storage();
    Storage(const Storage &) = delete;
    Storage &operator=(const Storage &) = delete;

    uint64_t id() const { return id_; }
    Runtime &runtime() const { return runtime_; }
    const Device &device() const { return device_; }
    uint64_t nbytes() const { return nbytes_; }
    void *data() const { return data_; }
    DeviceBackend &backend() const { return backend_; }
    // Counts every write (including NumPy's, which tensors' _version does not see).
    uint64_t writeCount() const { return writes_; }
    void noteWrite() { ++writes_; }

    // Bytes of an uninitialised allocation (torch.empty, np.empty) that no write has reached
    // yet, as sorted disjoint [begin, end) ranges; empty for every other storage. Reading
    // them is allowed and shows whatever the memory held.
    using ByteRanges = std::vector<std::pair<uint64_t, uint64_t>>;
    const ByteRanges &uninitialized() const { return uninitialized_; }
    void markUninitialized();
    // Removes [begin, end) from the uninitialised ranges; true when that changed them.
    bool markInitialized(uint64_t begin, uint64_t end);

    // c10::StorageImpl::resizable(): false once NumPy holds the memory (torch.from_numpy,
    // Tensor.numpy()), after which resize_ may not reallocate it.
    bool resizable() const { return resizable_; }
    void markNotResizable() { resizable_ = false; }

    // The interpreter's Python object for this storage while one lives, as c10::StorageImpl
    // keeps its PyObject (so that `t.untyped_storage() is t.untyped_storage()`); it clears
    // the slot when it goes. Not owned.
    void *pythonObject() const { return pythonObject_; }
    void setPythonObject(void *object) { pythonObject_ = object; }

private:
    Runtime &runtime_;
    DeviceBackend &backend_;
    Device device_;
    uint64_t id_;
    uint64_t nbytes_;
    void *data_;
    uint64_t writes_ = 0;
    ByteRanges uninitialized_;
    bool resizable_ = true;
    void *pythonObject_ = nullptr;
};

using StoragePtr = std::shared_ptr<Storage>;

} // namespace tl
