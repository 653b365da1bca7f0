// One statement's events reduced to what it did, in the order of what matters most to a
// reader: an exception, a write (one element, then bulk), a binding (same object, new view,
// copied or new storage), a deletion.
#include "StatementSummary.h"

#include <algorithm>

namespace tl {

namespace {

const Event *last(const std::vector<Event> &events, EventType type)
{
    const Event *found = nullptr;
    for (const auto &e : events)
        if (e.type == type)
            found = &e;
    return found;
}

bool allocatedHere(const std::vector<Event> &events, uint64_t storageId)
{
    return std::any_of(events.begin(), events.end(),
                       [&](const Event &e) { return e.type == EventType::StorageAllocated && e.storageId == storageId; });
}

} // namespace

StatementSummary StatementSummary::of(const std::vector<Event> &events, bool ok)
{
    StatementSummary s;
    const Event *error = last(events, EventType::Error);
    if (!ok || error) {
        s.kind = Kind::Error;
        if (error)
            s.event = *error;
        return s;
    }
    const Event *bound = last(events, EventType::NameBound);
    if (const Event *element = last(events, EventType::ElementWritten)) {
        s.kind = Kind::ElementWritten;
        s.event = *element;
        s.writer = element->writer;
        s.storageId = element->storageId;
        return s;
    }
    if (const Event *bulk = last(events, EventType::StorageWritten); bulk && !bound) {
        s.kind = Kind::StorageWritten;
        s.event = *bulk;
        s.writer = bulk->writer;
        s.storageId = bulk->storageId;
        return s;
    }
    // out= writes its result by copying into storage that existed before the statement.
    if (!bound)
        for (const auto &e : events)
            if (e.type == EventType::Copy && !allocatedHere(events, e.dstStorageId)) {
                s.kind = Kind::StorageWritten;
                s.event = e;
                s.writer = e.writer;
                s.storageId = e.dstStorageId;
                return s;
            }
    if (bound && bound->objectId != 0) {
        s.event = *bound;
        s.name = bound->name;
        s.objectId = bound->objectId;
        s.objectKind = bound->objectKind;
        const Event *created = nullptr;
        for (const auto &e : events)
            if (e.type == EventType::ViewCreated && e.objectId == bound->objectId)
                created = &e;
        if (!created) {
            s.kind = Kind::SameObject;
            return s;
        }
        s.storageId = created->storageId;
        s.device = created->device;
        // A view of bytes this very statement made (a.to('cpu').numpy()) is new memory:
        // only a storage that existed before counts as shared.
        if (created->shares && !allocatedHere(events, created->storageId)) {
            s.kind = Kind::NewView;
            return s;
        }
        const Event *copy = nullptr;
        for (const auto &e : events)
            if (e.type == EventType::Copy && e.dstStorageId == created->storageId)
                copy = &e;
        if (copy) {
            s.kind = Kind::NewStorageCopied;
            s.sourceStorageId = copy->srcStorageId;
            s.bytes = copy->bytes;
            s.direction = copy->direction;
            s.durationNs = copy->durationNs;
            return s;
        }
        s.kind = Kind::NewStorage;
        return s;
    }
    if (bound && bound->objectKind != "module") {
        s.kind = Kind::PlainValue;
        s.event = *bound;
        s.name = bound->name;
        s.objectKind = bound->objectKind;
        return s;
    }
    if (const Event *unbound = last(events, EventType::NameUnbound); unbound && !bound) {
        s.kind = Kind::Deleted;
        s.event = *unbound;
        s.name = unbound->name;
        s.objectId = unbound->objectId;
        if (const Event *freed = last(events, EventType::StorageFreed)) {
            s.freedStorageId = freed->storageId;
            s.freedBytes = freed->bytes;
        }
        return s;
    }
    return s;
}

} // namespace tl
