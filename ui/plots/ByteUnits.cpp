// Binary byte units (powers of 1024), as torch.cuda.memory_summary names them.
#include "ByteUnits.h"

namespace tl::ui {

QString ByteUnits::text(quint64 bytes)
{
    static const char *const units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    double value = double(bytes);
    int unit = 0;
    while (value >= 1024.0 && unit < 4) {
        value /= 1024.0;
        ++unit;
    }
    const bool whole = value == double(qint64(value));
    return QStringLiteral("%1 %2").arg(whole ? QString::number(qint64(value)) : QString::number(value, 'f', 1),
                                       QLatin1String(units[unit]));
}

} // namespace tl::ui
