// Reads a test's input or golden file whole, as the suites compare it.
#include "TextFile.h"

#include <QFile>

namespace tl::test {

QString TextFile::read(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

} // namespace tl::test
