#pragma once
// A file written whole or not at all, as QSaveFile writes it (a temporary beside the target,
// renamed over it only once everything was written), with the failure told in words that
// name the path and the system's reason, as a save dialog of any editor would.
#include <QString>

#include <functional>

class QIODevice;

namespace tl::ui {

class ExportFile {
public:
    // Puts the file's content on `device`; false, with `why` in words, when it cannot.
    using Fill = std::function<bool(QIODevice &device, QString *why)>;

    // Writes `path` with what `fill` puts there. False when the folder is not writable, the
    // fill fails or the final rename fails: nothing is then left behind (neither the
    // temporary nor a truncated file) and `error` reads "Could not write PATH: REASON".
    static bool write(const QString &path, const Fill &fill, QString *error = nullptr);
    static bool writeText(const QString &path, const QString &text, QString *error = nullptr);
};

} // namespace tl::ui
