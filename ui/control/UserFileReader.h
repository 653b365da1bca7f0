#pragma once
// Reads the bytes of a file the user chose to open, refusing before anything changes what
// can never be one of our files: a folder, a device or pipe (possibly endless), a file that
// cannot be opened, or one past a size limit. The reason is a sentence naming the file and
// the kind of file expected ("a Python script", "a TensorLens session file").
#include <QCoreApplication>
#include <QByteArray>
#include <QString>

#include <optional>

namespace tl::ui {

class UserFileReader {
    Q_DECLARE_TR_FUNCTIONS(UserFileReader)

public:
    static std::optional<QByteArray> read(const QString &path, qint64 maxBytes, const QString &kind, QString *why);
};

} // namespace tl::ui
