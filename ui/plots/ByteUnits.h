#pragma once
// Byte counts in binary units as PyTorch's memory summaries write them ("64 B", "4 KiB",
// "1.5 MiB"): the plots' axes, copy labels and size choices.
#include <QString>

namespace tl::ui {

struct ByteUnits {
    // "0 B", "512 B", "1 KiB", "1.5 MiB", "1 GiB": at most one decimal, none when whole.
    static QString text(quint64 bytes);
};

} // namespace tl::ui
