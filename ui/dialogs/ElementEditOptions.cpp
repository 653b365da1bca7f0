#include "ElementEditOptions.h"

#include "explain/CanvasCode.h"
#include "explain/TrialRun.h"
#include "session/NumberText.h"

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
        TrialRun trial(TrialRun::modeLike(live), live.codeLog());
        ElementWrite write;
        bool wrote = false;
        QObject::connect(&trial.session(), &Session::elementWritten, &trial.session(), [&](const ElementWrite &w) {
            write = w;
            wrote = true;
        });
        const ExecResult r = trial.run(first.code);
        first.ok = r.ok;
        if (!r.ok) {
            first.outcome = r.lastLine();
        } else if (!wrote) {
            first.outcome = tr("runs, but writes no element");
        } else {
            QStringList others;
            for (const ElementAlias &a : write.aliases)
                if (a.objectId != o->objectId && !a.label.isEmpty())
                    others << tr("%1 sees it as %2").arg(a.name, a.label);
            first.outcome = tr("writes %1, element %2 (%3 → %4)")
                                .arg(model.storageLabel(storageId), NumberText::grouped(element), write.oldValue, write.newValue);
            if (!others.isEmpty())
                first.outcome += QStringLiteral("; ") + others.join(QStringLiteral("; "));
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
