#pragma once
// One thing the canvas draws: the engine reports every allocation, view, copy, write,
// name binding and error as an Event, in the order it happened.
#include "core/DType.h"
#include "core/Device.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace tl {

enum class EventType {
    StorageAllocated, // storageId, device, bytes, op
    StorageFreed,     // storageId, device, bytes
    ViewCreated,      // objectId, objectKind, storageId, byte range, geometry, shares, reason, op
    ObjectReleased,   // objectId, objectKind, storageId (the last reference to a tensor/array went away)
    Copy,             // srcStorageId, dstStorageId, bytes, direction, durationNs, op
    ElementWritten,   // storageId, byteOffset, oldValue, newValue, views (every live view seeing it), op
    StorageWritten,   // storageId, byteOffset..byteEnd, op (bulk writes: fill_, add_, copy_ ...), generator
    StorageInitialized, // storageId, uninitializedRanges still left (after a write into torch.empty's memory)
    NameBound,        // name, objectId (0 for plain Python values), objectKind
    NameUnbound,      // name, objectId
    Error,            // errorType, message, fix, errorId, line (the exception that ended the statement)
    ExceptionRaised,  // errorType, message, errorId, line: an exception as it is raised, caught or not
};

std::string_view eventTypeName(EventType t);

// Where an element appears in one live view: the view's object id and its index there.
struct ElementView {
    uint64_t objectId = 0;
    std::string objectKind; // "Tensor" or "ndarray"
    std::vector<int64_t> index;
};

struct Event {
    EventType type = EventType::Error;
    std::string op;          // the operation that caused it, e.g. "numpy()", "clone()", "na[0][0] = 10"
    uint64_t storageId = 0;
    uint64_t objectId = 0;
    std::string objectKind;  // "Tensor" / "ndarray"
    Device device;           // of the storage (str(): "cpu" / "cuda:0")
    uint64_t bytes = 0;
    // StorageAllocated: the bytes were left uninitialised (torch.empty, np.empty).
    bool uninitialized = false;
    // StorageInitialized: the byte ranges [begin, end) no write has reached yet.
    std::vector<std::pair<uint64_t, uint64_t>> uninitializedRanges;
    // StorageWritten by a random op: whose stream the values came from ("cpu": torch's CPU
    // generator, PyTorch's values; "cuda:0": a device generator, values of TensorLens's own;
    // "numpy": NumPy's legacy RandomState).
    std::string generator;
    bool deviceGenerated = false;
    uint64_t byteOffset = 0;
    uint64_t byteEnd = 0;
    // ViewCreated geometry (elements), so the canvas can point at exact cells.
    DType dtype = DType::Float32;
    std::vector<int64_t> sizes;
    std::vector<int64_t> strides;
    int64_t storageOffset = 0;
    bool shares = false;     // ViewCreated: true when the object views an existing storage
    int owners = 0;          // ViewCreated: live tensors/arrays on that storage, this one included
    std::string reason;      // why it shares or copies, in words
    // Copy
    uint64_t srcStorageId = 0;
    uint64_t dstStorageId = 0;
    std::string direction;   // "host-to-device", "device-to-host", "host-to-host", "device-to-device"
    int64_t durationNs = 0;
    // ElementWritten
    std::string oldValue;
    std::string newValue;
    std::vector<ElementView> views;
    // ElementWritten / StorageWritten / Copy: the name the statement wrote through ("na" for
    // `na[0][0] = 10`, "a" for `a.add_(1)`), "" when the target is not a plain name.
    std::string writer;
    // NameBound / NameUnbound
    std::string name;
    // Error
    std::string errorType;
    std::string message;
    std::string fix;
    std::string errorId; // PyError::id(), "" when the error has none
    int line = 0;
};

} // namespace tl
