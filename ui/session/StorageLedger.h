#pragma once
// The storages side of a session's model, kept from the engine's events: every storage
// allocated, the dtype its first view gave it, its "#number" once it outlives the statement
// (or step) that made it, and its fading after it is freed. The Session runs the code and
// feeds the events in; the canvas reads the records through the SessionModel.
#include "StorageInfo.h"

#include "events/Event.h"

#include <QString>

#include <map>
#include <memory>
#include <vector>

namespace tl {
class Runtime;
class Storage;
}

namespace tl::ui {

class StorageLedger {
public:
    // A statement (or step) numbered `serial` begins: what was born before is not its own.
    void beginStatement(int serial);
    // Allocations, first views and frees. A temporary made and freed within one statement
    // is forgotten (it is never drawn); any other freed storage fades.
    void onEvent(const tl::Event &event);
    // Gives a StorageInfo::number to every storage still recorded without one.
    void numberSurvivors();
    // Forgets the storages freed before the statement `serial` (they have had their time
    // to fade).
    void dropFadedBefore(int serial);
    // Forgets one freed storage (the canvas's fade-out has ended); false if it is alive or unknown.
    bool release(quint64 storageId);
    void clear();

    // Every record, brought up to date from the runtime's live views (owners, dtype, bytes
    // not yet written), in order of id.
    std::vector<StorageInfo> refresh(tl::Runtime &runtime);
    // The live storages of the records (kept alive while a paused step's frames are gone).
    std::vector<std::shared_ptr<tl::Storage>> liveStorages(const tl::Runtime &runtime) const;
    // One element as the engine formats it; "" when the storage is gone or out of range.
    QString cellText(quint64 storageId, qint64 elementIndex) const;
    // The number a storage was given, also once it has gone; 0 if none.
    int number(quint64 storageId) const;
    // Where the storage was allocated (a temporary's record outlives it within its
    // statement); nothing known: the host.
    tl::Device deviceOf(quint64 storageId) const;

private:
    struct Record {
        StorageInfo info;
        std::weak_ptr<tl::Storage> storage;
        bool bornThisStatement = false;
        int fadingSince = 0; // statement serial at which it was freed
    };

    std::map<quint64, Record> records_;
    int serial_ = 0;
    int numbered_ = 0;               // storages given a number so far
    std::map<quint64, int> numbers_; // and their numbers, kept after they are gone
};

} // namespace tl::ui
