#include "FakePython.h"

#include <QFile>
#include <QTemporaryDir>

namespace tl::test {

QString fakePython(const QTemporaryDir &dir, const QString &name, const QString &probe, const QString &run)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(QStringLiteral("#!/bin/sh\nif [ \"$1\" = \"-c\" ]; then\n%1\nfi\n%2\n").arg(probe, run).toUtf8());
    f.close();
    f.setPermissions(f.permissions() | QFileDevice::ExeOwner);
    return path;
}

EnvironmentScope::EnvironmentScope(const char *name, const QString &value)
    : name_(name), old_(qgetenv(name)), had_(qEnvironmentVariableIsSet(name))
{
    if (value.isNull())
        qunsetenv(name);
    else
        qputenv(name, value.toUtf8());
}

EnvironmentScope::~EnvironmentScope()
{
    if (had_)
        qputenv(name_, old_);
    else
        qunsetenv(name_);
}

} // namespace tl::test
