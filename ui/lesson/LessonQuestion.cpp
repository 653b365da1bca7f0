// A prediction's answer as the engine gives it, read from the steps SceneRecorder recorded,
// and its choices in the words the class reads.
#include "LessonQuestion.h"

#include <QJsonObject>

namespace tl::ui {

namespace {

// The bytes [first, last) an object can reach in its storage.
bool reaches(const QJsonObject &object, qint64 begin, qint64 end)
{
    const qint64 item = object.value(QStringLiteral("itemsize")).toInteger(1);
    const QJsonArray shape = object.value(QStringLiteral("shape")).toArray();
    const QJsonArray strides = object.value(QStringLiteral("strides")).toArray();
    qint64 lo = object.value(QStringLiteral("offset")).toInteger(), hi = lo;
    for (int d = 0; d < shape.size(); ++d) {
        const qint64 size = shape[d].toInteger(), stride = strides[d].toInteger();
        if (size == 0)
            return false;
        (stride < 0 ? lo : hi) += (size - 1) * stride;
    }
    return lo * item < end && (hi + 1) * item > begin;
}

bool writesReach(const QJsonObject &step, const QString &name)
{
    for (const auto &w : step.value(QStringLiteral("written")).toArray())
        for (const auto &seen : w.toObject().value(QStringLiteral("seen_as")).toArray()) {
            const QString label = seen.toString();
            if (label == name || label.startsWith(name + u'['))
                return true;
        }
    for (const auto &o : step.value(QStringLiteral("objects")).toArray()) {
        const QJsonObject object = o.toObject();
        if (!object.value(QStringLiteral("names")).toArray().contains(name))
            continue;
        for (const auto &b : step.value(QStringLiteral("bulk_written")).toArray()) {
            const QJsonObject bulk = b.toObject();
            if (bulk.value(QStringLiteral("storage")) == object.value(QStringLiteral("storage")) &&
                reaches(object, bulk.value(QStringLiteral("begin")).toInteger(), bulk.value(QStringLiteral("end")).toInteger()))
                return true;
        }
    }
    return false;
}

} // namespace

QString LessonQuestion::label(const QString &choice) const
{
    switch (kind) {
    case Kind::Copies: return choice == QLatin1String("1") ? QStringLiteral("1 byte") : QStringLiteral("%1 bytes").arg(choice);
    case Kind::Error: return choice == QLatin1String("none") ? QStringLiteral("no error") : choice;
    case Kind::Changes: break;
    }
    return choice;
}

QString LessonQuestion::engineAnswer(const QJsonArray &steps) const
{
    bool changed = false;
    QString error;
    qint64 copied = 0;
    bool inside = false;
    for (const auto &s : steps) {
        const QJsonObject step = s.toObject();
        const int line = step.value(QStringLiteral("line")).toInt();
        // The statement's steps: from its first line's first step until a line outside it.
        if (line == firstLine)
            inside = true;
        else if (inside && (line < firstLine || line > lastLine))
            break;
        if (!inside)
            continue;
        switch (kind) {
        case Kind::Changes: changed = changed || writesReach(step, subject); break;
        case Kind::Copies:
            for (const auto &c : step.value(QStringLiteral("copies")).toArray())
                copied += c.toObject().value(QStringLiteral("bytes")).toInteger();
            break;
        case Kind::Error:
            if (const QJsonArray raised = step.value(QStringLiteral("raised")).toArray(); error.isEmpty() && !raised.isEmpty())
                error = raised.first().toObject().value(QStringLiteral("type")).toString();
            break;
        }
    }
    switch (kind) {
    case Kind::Changes: return changed ? QStringLiteral("yes") : QStringLiteral("no");
    case Kind::Error: return error.isEmpty() ? QStringLiteral("none") : error;
    case Kind::Copies: return QString::number(copied);
    }
    return {};
}

} // namespace tl::ui
