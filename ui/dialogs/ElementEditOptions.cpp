#include "ElementEditOptions.h"

#include "explain/CanvasCode.h"
#include "explain/TrialRun.h"
#include "session/NumberText.h"

#include <QDataStream>
#include <QIODevice>

namespace tl::ui {

QVector<ElementEditOption> ElementEditOptions::of(const Session &live, quint64 storageId, qint64 element, const QString &value)
{
    QVector<ElementEditOption> out;
    const SessionModel model = live.model();
    for (const ObjectInfo *o : model.objectsOn(storageId)) {
        if (o->names.isEmpty() || !live.sees(o->objectId, storageId, element))
            continue;
        const QVector<qint64> index = live.indexOf(o->objectId, storageId, element);
        // One trial per object: its other names write the same element the same way.
        ElementEditOption first;
        first.objectId = o->objectId;
        first.name = o->names.first();
        first.index = index;
        first.code = CanvasCode::elementWrite(first.name, *o, index, value);
        const QByteArray answer = TrialRun::onCopyOf(live, [&](TrialRun &trial) {
            ElementWrite write;
            bool wrote = false;
            QObject::connect(&trial.session(), &Session::elementWritten, &trial.session(), [&](const ElementWrite &w) {
                write = w;
                wrote = true;
            });
            const ExecResult r = trial.run(first.code);
            QByteArray bytes;
            QDataStream out(&bytes, QIODevice::WriteOnly);
            out << r.ok;
            if (!r.ok) {
                out << r.lastLine();
            } else if (!wrote) {
                out << tr("runs, but writes no element");
            } else {
                QStringList others;
                for (const ElementAlias &a : write.aliases)
                    if (a.objectId != o->objectId && !a.label.isEmpty())
                        others << tr("%1 sees it as %2").arg(a.name, a.label);
                QString outcome = tr("writes %1, element %2 (%3 → %4)")
                                      .arg(model.storageLabel(storageId), NumberText::grouped(element), write.oldValue, write.newValue);
                if (!others.isEmpty())
                    outcome += QStringLiteral("; ") + others.join(QStringLiteral("; "));
                out << outcome;
            }
            return bytes;
        });
        QDataStream in(answer);
        in >> first.ok >> first.outcome;
        if (in.status() != QDataStream::Ok) {
            first.ok = false;
            first.outcome = tr("could not be tried (the trial did not finish)");
        }
        for (const QString &name : o->names) {
            ElementEditOption option = first;
            option.name = name;
            option.code = CanvasCode::elementWrite(name, *o, index, value);
            out << option;
        }
    }
    return out;
}

} // namespace tl::ui
