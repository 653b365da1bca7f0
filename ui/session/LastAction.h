#pragma once
// What the last statement did, in one badge and one sentence, derived from the engine's
// events: a name bound to an existing object, a new object on shared storage, new bytes
// (copied or freshly made), an element written in place, or an exception.
#include <QString>

namespace tl::ui {

struct LastAction {
    enum class Badge {
        None,                   // nothing to show (imports, prints, plain values)
        SameObject,             // a name bound to an object that already existed
        NewObjectSharedStorage, // a new tensor/array on an existing storage (no bytes copied)
        NewStorageCopied,       // a new storage filled by copying `copiedBytes` bytes
        NewStorage,             // a new storage made from scratch (torch.ones, arithmetic ...)
        WrittenInPlace,         // elements written in place (see Session::elementWritten)
        Error,                  // the statement raised
    };

    Badge badge = Badge::None;
    QString name;            // the name the statement bound or wrote through, "" if none
    quint64 objectId = 0;
    quint64 storageId = 0;
    int storageNumber = 0;   // as StorageInfo::number
    quint64 copiedBytes = 0;
    QString sentence;        // e.g. "na[0][0] = 10 also changed a[0][0]: same storage #1"
    QString statement;
    // Shown as a step of a stepped script: the canvas shows this statement's marks alone
    // (a print step shows none), never those of an earlier or later statement.
    bool ownMarksOnly = false;

    // Short badge text: "same object", "new object · shared storage #1", "new storage #2 · copied 8 bytes".
    QString badgeText() const;
    // "1 byte", "8 bytes"
    static QString bytesText(quint64 n);
};

} // namespace tl::ui
