#include "UserFileReader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace tl::ui {

std::optional<QByteArray> UserFileReader::read(const QString &path, qint64 maxBytes, const QString &kind, QString *why)
{
    const QString shown = QDir::toNativeSeparators(path);
    const QFileInfo info(path);
    if (info.isDir()) {
        *why = tr("%1 is a folder, not %2.").arg(shown, kind);
        return std::nullopt;
    }
    if (info.exists() && !info.isFile()) { // a device or pipe could be endless
        *why = tr("%1 is not a regular file, not %2.").arg(shown, kind);
        return std::nullopt;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *why = tr("Cannot open %1: %2").arg(shown, file.errorString());
        return std::nullopt;
    }
    // Read at most one byte past the limit: the size on disk may change meanwhile.
    QByteArray bytes = file.read(maxBytes + 1);
    if (bytes.size() > maxBytes || file.size() > maxBytes) {
        *why = tr("%1 is too large to be %2 (%3 bytes; at most %4 bytes are read).")
                   .arg(shown, kind)
                   .arg(std::max<qint64>(file.size(), bytes.size()))
                   .arg(maxBytes);
        return std::nullopt;
    }
    return bytes;
}

} // namespace tl::ui
