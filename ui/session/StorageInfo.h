#pragma once
// One storage (bytes on a device) as the canvas shows it.
#include "core/Device.h"

#include <QString>

namespace tl::ui {

struct StorageInfo {
    quint64 id = 0;       // the engine's: every storage it made, temporaries included
    // "#number" as the window shows it: storages numbered in order of birth when first
    // drawn, so temporaries a statement made and freed leave no gaps ("#3" after "#2").
    int number = 0;
    tl::Device device;
    quint64 bytes = 0;
    QString dtype;        // element type of its first viewer, e.g. "float32"
    int elementSize = 4;  // bytes per element of that dtype
    qint64 numel = 0;     // bytes / elementSize
    int owners = 0;       // live tensors/arrays viewing it (named or not)
    bool alive = true;    // false: freed, shown fading out until the canvas drops it
    bool uninitialized = false; // torch.empty / np.empty bytes no write has reached yet (some or all)

    bool isCuda() const { return device.isCuda(); }
};

} // namespace tl::ui
