// Reads a test's input or golden file whole, as the suites compare it.
#include "TextFile.h"

#include <QFile>
#include <QTemporaryDir>

namespace tl::test {

QString TextFile::read(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

QString TextFile::writeIn(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (f.open(QIODevice::WriteOnly))
        f.write(bytes);
    return path;
}

} // namespace tl::test
