// Lists a folder's scripts by the title their first lines give (the lesson format of
// resources/lessons/README.md, or an example's opening comment).
#include "LessonCatalog.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>

namespace tl::ui {

namespace {

QString &dataDirectory()
{
    static QString dir;
    return dir;
}

// The first lines of a script: enough for its title.
QString head(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.read(4096)) : QString();
}

} // namespace

void LessonCatalog::setDataDir(const QString &dir) { dataDirectory() = dir; }

QString LessonCatalog::dataDir() { return dataDirectory(); }

QString LessonCatalog::lessonsDir() { return dataDir().isEmpty() ? QString() : QDir(dataDir()).filePath(QStringLiteral("lessons")); }

QString LessonCatalog::examplesDir() { return dataDir().isEmpty() ? QString() : QDir(dataDir()).filePath(QStringLiteral("examples")); }

QList<LessonCatalog::Entry> LessonCatalog::scan(const QString &folder)
{
    QList<Entry> entries;
    if (folder.isEmpty())
        return entries;
    const QDir dir(folder);
    for (const QString &name : dir.entryList({QStringLiteral("*.py")}, QDir::Files | QDir::Readable, QDir::Name)) {
        const QString path = dir.absoluteFilePath(name);
        entries.append({titleOf(head(path), name), path});
    }
    return entries;
}

QString LessonCatalog::titleOf(const QString &text, const QString &fileName)
{
    static const QRegularExpression lessonRe(QStringLiteral("^#\\s*Lesson:\\s*(\\S.*)$"));
    const QStringList lines = text.split(u'\n');
    const QString first = lines.value(0).trimmed();
    if (const auto m = lessonRe.match(first); m.hasMatch())
        return m.captured(1).trimmed();
    for (const QString &line : lines) {
        const QString t = line.trimmed();
        if (t.startsWith(QLatin1String("#!")) || t.contains(QLatin1String("coding")))
            continue; // the interpreter line, the encoding
        if (!t.startsWith(u'#'))
            break;
        QString said = t.mid(1).trimmed();
        if (said.isEmpty())
            continue;
        // Its first sentence, up to a colon or a full stop followed by more.
        static const QRegularExpression end(QStringLiteral("[:.](\\s|$)"));
        if (const auto m = end.match(said); m.hasMatch())
            said = said.left(m.capturedStart());
        return said;
    }
    return fileName;
}

} // namespace tl::ui
