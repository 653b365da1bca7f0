#include "PythonChoice.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace tl::ui {

namespace {

const QString kChosen = QStringLiteral("python/program");
const QString kAdded = QStringLiteral("python/added");

QString resolved(const QString &program)
{
    const QString path = program.contains(u'/') ? program : QStandardPaths::findExecutable(program);
    return path.isEmpty() ? program : QFileInfo(path).canonicalFilePath();
}

} // namespace

QStringList PythonChoice::candidates()
{
    QStringList all = qEnvironmentVariable("TENSORLENS_PYTHON").split(u':', Qt::SkipEmptyParts);
    const QString onPath = QStandardPaths::findExecutable(QStringLiteral("python3"));
    if (!onPath.isEmpty())
        all << onPath;
    if (QFileInfo(QStringLiteral("/usr/bin/python3")).isExecutable())
        all << QStringLiteral("/usr/bin/python3");
    all << QSettings().value(kAdded).toStringList();
    if (const QString c = chosen(); !c.isEmpty())
        all << c;
    QStringList out, seen;
    for (const QString &p : std::as_const(all)) {
        const QString key = resolved(p);
        if (!seen.contains(key)) {
            seen << key;
            out << p;
        }
    }
    return out;
}

QString PythonChoice::chosen() { return QSettings().value(kChosen).toString(); }

void PythonChoice::choose(const QString &program) { QSettings().setValue(kChosen, program); }

void PythonChoice::add(const QString &program)
{
    QSettings settings;
    QStringList added = settings.value(kAdded).toStringList();
    if (!added.contains(program))
        settings.setValue(kAdded, added << program);
}

QString PythonChoice::programIn(const QString &path)
{
    const QFileInfo info(QDir::cleanPath(QDir::fromNativeSeparators(path.trimmed())));
    if (info.isFile())
        return info.isExecutable() ? info.absoluteFilePath() : QString();
    if (!info.isDir())
        return QString();
    // venv and conda put the interpreter in bin/; a conda base on Windows at the top.
    for (const char *name : {"bin/python3", "bin/python", "python3", "python.exe", "python"}) {
        const QFileInfo candidate(QDir(info.absoluteFilePath()).filePath(QLatin1String(name)));
        if (candidate.isFile() && candidate.isExecutable())
            return candidate.absoluteFilePath();
    }
    return QString();
}

} // namespace tl::ui
