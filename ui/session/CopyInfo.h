#pragma once
// Bytes copied from one storage to another (clone, copy, .to(device) ...).
#include <QMetaType>
#include <QString>

namespace tl::ui {

struct CopyInfo {
    quint64 srcStorageId = 0;
    quint64 dstStorageId = 0;
    QString srcDevice;   // "cpu" / "cuda:0"
    QString dstDevice;
    quint64 bytes = 0;
    QString direction;   // "host-to-device", "device-to-host", "host-to-host", "device-to-device"
    qint64 durationNs = 0; // measured by the engine
    QString op;

    bool crossesMemories() const { return srcDevice != dstDevice; }
};

} // namespace tl::ui

Q_DECLARE_METATYPE(tl::ui::CopyInfo)
