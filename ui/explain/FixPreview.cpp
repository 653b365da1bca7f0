#include "FixPreview.h"

#include "StatementText.h"
#include "TrialRun.h"

#include <QDataStream>
#include <QIODevice>

namespace tl::ui {

namespace {

QString memoryName(const ObjectInfo *object)
{
    return object && object->device.isCuda() ? QStringLiteral("GPU memory") : QStringLiteral("host memory");
}

QString copyBytesText(quint64 bytes)
{
    return bytes == 1 ? QStringLiteral("1 byte") : QStringLiteral("%1 bytes").arg(bytes);
}

} // namespace

QString FixPreview::effectOf(const LastAction &action, const SessionModel &after) const
{
    const ObjectInfo *object = after.object(action.objectId);
    const QString name = action.name.isEmpty() ? QStringLiteral("the result") : action.name;
    const QString kind = object ? (object->isTensor() ? QStringLiteral("tensor") : QStringLiteral("ndarray")) : QString();
    // `x += 1` rebinds x to itself after writing in place: the write is the news.
    const StatementText statement(action.statement);
    if (!statement.augmentedOperator().isEmpty() || action.badge == LastAction::Badge::WrittenInPlace)
        return tr("%1 writes in place into the memory %2 sees (no new memory)").arg(statement.text(), statement.writtenName());
    switch (action.badge) {
    case LastAction::Badge::SameObject:
        return tr("%1 becomes another name for the same object (nothing new, no copy)").arg(name);
    case LastAction::Badge::NewObjectSharedStorage: {
        QStringList sharers;
        for (const ObjectInfo *o : after.objectsOn(action.storageId))
            for (const QString &n : o->names)
                if (n != action.name)
                    sharers << n;
        return sharers.isEmpty() ? tr("new %1 %2 on existing memory (no copy)").arg(kind, name)
                                 : tr("new %1 %2 sharing memory with %3 (no copy: writes show in both)")
                                       .arg(kind, name, sharers.join(QStringLiteral(", ")));
    }
    case LastAction::Badge::NewStorageCopied:
        return tr("%1 gets new %2: copies %3").arg(name, memoryName(object), copyBytesText(action.copiedBytes));
    case LastAction::Badge::NewStorage:
        return tr("%1 gets new %2").arg(name, memoryName(object));
    case LastAction::Badge::WrittenInPlace:
    case LastAction::Badge::None:
    case LastAction::Badge::Error:
        break;
    }
    return action.sentence;
}

QStringList FixPreview::effectsOf(const QVector<LastAction> &actions, const SessionModel &after) const
{
    QStringList effects;
    for (const LastAction &action : actions)
        if (const QString e = effectOf(action, after); !e.isEmpty())
            effects << e;
    return effects;
}

void FixPreview::describe(ErrorAdvice &advice) const
{
    QVector<FixOption> kept;
    for (FixOption fix : advice.fixes) {
        bool ok = false;
        QStringList effects;
        if (trier_) {
            const std::optional<FixTrial> trial = trier_(fix.code);
            if (!trial) { // nothing to try it on: offered, without saying what it does
                kept << fix;
                continue;
            }
            ok = trial->ok;
            effects = ok ? effectsOf(trial->actions, trial->after) : QStringList();
        } else {
            const QByteArray answer = TrialRun::onCopyOf(live_, [&](TrialRun &trial) {
                QByteArray bytes;
                QDataStream out(&bytes, QIODevice::WriteOnly);
                const bool done = trial.run(fix.code).ok;
                out << done << (done ? effectsOf(trial.actions(), trial.session().model()) : QStringList());
                return bytes;
            });
            QDataStream in(answer);
            in >> ok >> effects;
            ok = ok && in.status() == QDataStream::Ok;
        }
        // A fix that fails (or whose trial never answered) is not offered.
        if (!ok)
            continue;
        fix.effect = effects.isEmpty() ? tr("no memory is allocated, copied or written") : effects.join(QStringLiteral("; then "));
        kept << fix;
    }
    advice.fixes = kept;
}

} // namespace tl::ui
