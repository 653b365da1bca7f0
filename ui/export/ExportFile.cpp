// Whole-or-nothing files through QSaveFile (Qt's own atomic save: temporary + rename).
#include "ExportFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

namespace tl::ui {

namespace {

QString failure(const QString &path, const QString &why)
{
    return QCoreApplication::translate("tl::ui::ExportFile", "Could not write %1: %2")
        .arg(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath()), why);
}

} // namespace

bool ExportFile::write(const QString &path, const Fill &fill, QString *error)
{
    QString why;
    QSaveFile file(path);
    // Never the direct write some folders would fall back to: it could leave half a file.
    file.setDirectWriteFallback(false);
    bool ok = file.open(QIODevice::WriteOnly);
    if (!ok)
        why = file.errorString();
    if (ok && !fill(file, &why)) {
        ok = false;
        file.cancelWriting();
    }
    if (ok && !file.commit()) {
        ok = false;
        why = file.errorString();
    }
    if (!ok && error)
        *error = failure(path, why);
    return ok;
}

bool ExportFile::writeText(const QString &path, const QString &text, QString *error)
{
    return write(
        path,
        [&text](QIODevice &device, QString *why) {
            if (device.write(text.toUtf8()) >= 0)
                return true;
            *why = device.errorString();
            return false;
        },
        error);
}

} // namespace tl::ui
