#pragma once
// What one statement did to memory, decided from the events it caused: a name bound to an
// object that already existed, a new view on a storage that existed before, a new storage
// (copied from another, with the bytes and direction, or made from scratch), elements
// written in place through a name, a name deleted (and whether its storage was freed), or
// an exception. The window's narration and `--trace` read this instead of guessing from
// statement text.
#include "events/Event.h"

#include <string>
#include <vector>

namespace tl {

struct StatementSummary {
    enum class Kind {
        Nothing,        // imports, prints, plain control flow
        Error,          // the statement raised: `event` is the Error event
        ElementWritten, // one element written in place: `event` is the ElementWritten event
        StorageWritten, // elements written in bulk (fill_, add_, copy_ ...) into `storageId`
        SameObject,     // `name` bound to an object that existed before (no bytes)
        NewView,        // `name` bound to a new object on the existing storage `storageId`
        NewStorageCopied, // a new object with new storage `storageId`, copied from `sourceStorageId`
        NewStorage,     // a new object with new storage `storageId`, made from scratch
        PlainValue,     // `name` bound to a Python value (no tensor memory)
        Deleted,        // `name` unbound; `freedStorageId` when its storage had no owner left
    };

    Kind kind = Kind::Nothing;
    Event event;             // the event the summary rests on (Error, ElementWritten, StorageWritten, NameBound...)
    std::string name;        // the name bound or deleted
    std::string writer;      // the name written through, "" when not a plain name
    uint64_t objectId = 0;
    std::string objectKind;  // "Tensor", "ndarray", or the Python type for PlainValue
    uint64_t storageId = 0;
    Device device;           // of the new storage
    uint64_t sourceStorageId = 0;
    uint64_t bytes = 0;      // copied bytes (NewStorageCopied)
    std::string direction;   // "host-to-device" ...
    int64_t durationNs = 0;
    uint64_t freedStorageId = 0;
    uint64_t freedBytes = 0;

    static StatementSummary of(const std::vector<Event> &events, bool ok = true);
};

} // namespace tl
