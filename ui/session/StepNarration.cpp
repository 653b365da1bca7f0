#include "StepNarration.h"

#include <QJsonArray>
#include <QSet>
#include <QStringList>

namespace tl::ui {

namespace {

// Names of the objects of a scene (every name, a.grad included).
QSet<QString> namesOf(const QJsonObject &scene)
{
    QSet<QString> names;
    for (const auto &o : scene.value(QStringLiteral("objects")).toArray())
        for (const auto &n : o.toObject().value(QStringLiteral("names")).toArray())
            names.insert(n.toString());
    return names;
}

QMap<qint64, QJsonObject> storagesOf(const QJsonObject &scene)
{
    QMap<qint64, QJsonObject> out;
    for (const auto &s : scene.value(QStringLiteral("storages")).toArray())
        out.insert(qint64(s.toObject().value(QStringLiteral("id")).toDouble()), s.toObject());
    return out;
}

QString rangeBytesText(double bytes)
{
    return bytes == 1 ? QStringLiteral("1 byte") : QStringLiteral("%1 bytes").arg(qint64(bytes));
}

// "storage #3", or what a scene's null storage is: a temporary never drawn.
QString storageText(const QJsonValue &id)
{
    return id.isNull() ? QStringLiteral("a temporary storage") : QStringLiteral("storage #%1").arg(qint64(id.toDouble()));
}

} // namespace

QString StepNarration::describe(const QJsonObject &scene, const QJsonObject &before)
{
    QStringList parts;
    const auto written = scene.value(QStringLiteral("written")).toArray();
    for (qsizetype i = 0; i < written.size() && i < 3; ++i) {
        const QJsonObject w = written[i].toObject();
        QStringList seen;
        for (const auto &s : w.value(QStringLiteral("seen_as")).toArray())
            seen += s.toString();
        const QString where = seen.isEmpty() ? QStringLiteral("storage #%1[%2]")
                                                   .arg(qint64(w.value(QStringLiteral("storage")).toDouble()))
                                                   .arg(qint64(w.value(QStringLiteral("element")).toDouble()))
                                             : seen.takeFirst();
        QString text = QStringLiteral("%1: %2 → %3").arg(where, w.value(QStringLiteral("old")).toString(),
                                                        w.value(QStringLiteral("new")).toString());
        if (!seen.isEmpty())
            text += QStringLiteral(" (also seen as %1)").arg(seen.join(QStringLiteral(", ")));
        parts += text;
    }
    if (written.size() > 3)
        parts += QStringLiteral("%1 more elements written").arg(written.size() - 3);
    for (const auto &b : scene.value(QStringLiteral("bulk_written")).toArray()) {
        const QJsonObject o = b.toObject();
        parts += QStringLiteral("%1 of storage #%2 written")
                     .arg(rangeBytesText(o.value(QStringLiteral("end")).toDouble() - o.value(QStringLiteral("begin")).toDouble()))
                     .arg(qint64(o.value(QStringLiteral("storage")).toDouble()));
    }
    for (const auto &c : scene.value(QStringLiteral("copies")).toArray()) {
        const QJsonObject o = c.toObject();
        parts += QStringLiteral("%1 copied from %2 to %3 (%4)")
                     .arg(rangeBytesText(o.value(QStringLiteral("bytes")).toDouble()), storageText(o.value(QStringLiteral("from"))),
                          storageText(o.value(QStringLiteral("to"))), o.value(QStringLiteral("direction")).toString());
    }
    const auto now = storagesOf(scene), then = storagesOf(before);
    for (auto it = now.cbegin(); it != now.cend(); ++it)
        if (!then.contains(it.key()))
            parts += QStringLiteral("new storage #%1: %2 on %3")
                         .arg(it.key())
                         .arg(rangeBytesText(it->value(QStringLiteral("nbytes")).toDouble()), it->value(QStringLiteral("device")).toString());
    for (auto it = then.cbegin(); it != then.cend(); ++it)
        if (!now.contains(it.key()))
            parts += QStringLiteral("storage #%1 freed").arg(it.key());
    const QSet<QString> names = namesOf(scene), previous = namesOf(before);
    QStringList bound, gone;
    for (const QString &n : names)
        if (!previous.contains(n))
            bound += n;
    for (const QString &n : previous)
        if (!names.contains(n))
            gone += n;
    bound.sort();
    gone.sort();
    if (!bound.isEmpty())
        parts += QStringLiteral("new name%1 %2").arg(bound.size() > 1 ? QStringLiteral("s") : QString(), bound.join(QStringLiteral(", ")));
    if (!gone.isEmpty())
        parts += QStringLiteral("%1 gone").arg(gone.join(QStringLiteral(", ")));
    const QJsonValue error = scene.value(QStringLiteral("error"));
    if (error.isObject())
        parts += QStringLiteral("raises %1: %2").arg(error.toObject().value(QStringLiteral("type")).toString(),
                                                    error.toObject().value(QStringLiteral("message")).toString().section(QLatin1Char('\n'), 0, 0));
    const QString printed = scene.value(QStringLiteral("printed")).toString();
    if (!printed.isEmpty() && !error.isObject()) {
        const qsizetype lines = printed.count(QLatin1Char('\n'));
        parts += lines <= 1 ? QStringLiteral("prints a line") : QStringLiteral("prints %1 lines").arg(lines);
    }
    if (parts.isEmpty())
        return QStringLiteral("memory unchanged");
    return parts.join(QStringLiteral("; "));
}

} // namespace tl::ui
