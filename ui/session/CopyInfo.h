#pragma once
// Bytes copied from one storage to another (clone, copy, .to(device) ...).
#include "EngineText.h"
#include "NumberText.h"

#include <QMetaType>
#include <QString>

namespace tl::ui {

struct CopyInfo {
    quint64 srcStorageId = 0;
    quint64 dstStorageId = 0;
    tl::Device srcDevice;
    tl::Device dstDevice;
    quint64 bytes = 0;
    QString direction;   // "host-to-device", "device-to-host", "host-to-host", "device-to-device"
    qint64 durationNs = 0; // measured by the engine; negative: not measured
    QString op;

    bool crossesMemories() const { return srcDevice != dstDevice; }
    // "cuda:0 → cpu"
    QString route() const { return EngineText::device(srcDevice) + QStringLiteral(" → ") + EngineText::device(dstDevice); }
    // A measured duration for people: "850 ns", "12.3 µs", "4.1 ms".
    static QString durationText(qint64 ns)
    {
        if (ns < 10'000)
            return NumberText::grouped(ns) + QStringLiteral(" ns");
        if (ns < 10'000'000)
            return QStringLiteral("%1 µs").arg(double(ns) / 1e3, 0, 'f', 1);
        return QStringLiteral("%1 ms").arg(double(ns) / 1e6, 0, 'f', 1);
    }
};

} // namespace tl::ui

Q_DECLARE_METATYPE(tl::ui::CopyInfo)
