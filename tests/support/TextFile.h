#pragma once
// A file's whole text as UTF-8 ("" when it cannot be read): scripts, goldens, lessons.
#include <QByteArray>
#include <QString>

class QTemporaryDir;

namespace tl::test {

struct TextFile {
    static QString read(const QString &path);
    // `bytes` written as DIR/NAME (a script a suite runs); its path.
    static QString writeIn(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes);
};

} // namespace tl::test
