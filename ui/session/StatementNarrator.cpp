#include "StatementNarrator.h"

#include "CopyInfo.h"
#include "ExecResult.h"
#include "session/EngineText.h"

#include <algorithm>

namespace tl::ui {

namespace {

// "a", "a and b", "a, b and c"
QString joinedNames(const QStringList &names)
{
    if (names.size() <= 1)
        return names.join(QString());
    return QStringList(names.mid(0, names.size() - 1)).join(QStringLiteral(", ")) + QStringLiteral(" and ") + names.last();
}

} // namespace

StatementNarrator::StatementNarrator(const SessionModel &model, const std::vector<tl::Event> &events) : model_(model), events_(events) {}

QStringList StatementNarrator::namesOf(quint64 objectId) const
{
    const ObjectInfo *o = model_.object(objectId);
    return o ? o->names : QStringList();
}

QString StatementNarrator::memoryName(const tl::Device &device) const
{
    return device.isCuda() ? QStringLiteral("GPU memory (%1)").arg(EngineText::device(device)) : QStringLiteral("Host RAM");
}

ElementWrite StatementNarrator::elementWrite(const tl::Event &e) const
{
    ElementWrite w;
    w.storageId = e.storageId;
    w.byteOffset = qint64(e.byteOffset);
    const StorageInfo *storage = model_.storage(e.storageId);
    w.elementIndex = w.byteOffset / std::max(1, storage ? storage->elementSize : 1);
    w.device = storage ? storage->device : tl::Device::cpu();
    w.oldValue = EngineText::qs(e.oldValue);
    w.newValue = EngineText::qs(e.newValue);
    w.op = EngineText::qs(e.op);
    for (const auto &v : e.views) {
        ElementAlias a;
        a.objectId = v.objectId;
        a.kind = EngineText::qs(v.objectKind);
        a.index = EngineText::toVector(v.index);
        const QStringList names = namesOf(v.objectId);
        if (!names.isEmpty()) {
            a.name = names.first();
            a.label = ElementAlias::labelOf(a.name, a.index);
        }
        w.aliases.push_back(a);
    }
    return w;
}

LastAction StatementNarrator::describe(const QString &statement, bool ok) const
{
    LastAction a = describeEvents(statement, ok);
    a.storageNumber = model_.storageNumber(a.storageId);
    return a;
}

LastAction StatementNarrator::describeEvents(const QString &statement, bool ok) const
{
    using K = tl::StatementSummary::Kind;
    const tl::StatementSummary sum = tl::StatementSummary::of(events_, ok);
    LastAction a;
    a.statement = statement;
    switch (sum.kind) {
    case K::Nothing: return a;
    case K::Error:
        a.badge = LastAction::Badge::Error;
        if (sum.event.type == tl::EventType::Error)
            a.sentence = ExecResult::exceptionLine(EngineText::qs(sum.event.errorType), EngineText::qs(sum.event.message), false);
        return a;
    case K::ElementWritten: {
        const ElementWrite w = elementWrite(sum.event);
        a.badge = LastAction::Badge::WrittenInPlace;
        a.storageId = w.storageId;
        const QString writer = EngineText::qs(sum.writer);
        a.name = writer;
        QStringList others;
        for (const auto &alias : w.aliases) {
            if (alias.label.isEmpty() || alias.name == writer)
                continue;
            // Every name of the object sees the element, not only the first.
            for (const QString &n : namesOf(alias.objectId))
                if (n != writer)
                    others.push_back(ElementAlias::labelOf(n, alias.index));
        }
        others.removeDuplicates();
        const QString where = w.device.isCuda() ? QStringLiteral(" in GPU memory (%1)").arg(EngineText::device(w.device)) : QString();
        if (others.isEmpty())
            a.sentence = QStringLiteral("%1 changed element %2 of %3%4; no other name sees it")
                             .arg(w.op).arg(w.elementIndex).arg(model_.storageLabel(w.storageId), where);
        else
            a.sentence = QStringLiteral("%1 also changed %2: same %3%4")
                             .arg(w.op, joinedNames(others), model_.storageLabel(w.storageId), where);
        return a;
    }
    case K::StorageWritten: {
        a.badge = LastAction::Badge::WrittenInPlace;
        a.storageId = sum.storageId;
        a.name = EngineText::qs(sum.writer);
        QStringList seers;
        for (const auto *o : model_.objectsOn(sum.storageId))
            seers += o->names;
        const StorageInfo *st = model_.storage(sum.storageId);
        const QString where = st && st->isCuda() ? QStringLiteral(" in GPU memory (%1)").arg(EngineText::device(st->device)) : QString();
        a.sentence = QStringLiteral("%1 wrote in place into %2%3").arg(EngineText::qs(sum.event.op), model_.storageLabel(sum.storageId), where);
        if (seers.size() > 1)
            a.sentence += QStringLiteral(": %1 all see the change").arg(joinedNames(seers));
        return a;
    }
    case K::SameObject: {
        const QString name = EngineText::qs(sum.name);
        a.name = name;
        a.objectId = sum.objectId;
        const ObjectInfo *o = model_.object(sum.objectId);
        a.storageId = o ? o->storageId : 0;
        a.badge = LastAction::Badge::SameObject;
        QStringList others = namesOf(sum.objectId);
        others.removeAll(name);
        a.sentence = others.isEmpty()
                         ? QStringLiteral("%1 is bound to an existing %2 (no new object, no new bytes)").arg(name, o ? o->kind : EngineText::qs(sum.objectKind))
                         : QStringLiteral("%1 is the same object as %2: no new object, no new bytes").arg(name, joinedNames(others));
        return a;
    }
    case K::NewView:
    case K::NewStorageCopied:
    case K::NewStorage: {
        const QString name = EngineText::qs(sum.name);
        a.name = name;
        a.objectId = sum.objectId;
        a.storageId = sum.storageId;
        const ObjectInfo *o = model_.object(sum.objectId);
        const QString kind = o ? o->kind : EngineText::qs(sum.objectKind);
        const StorageInfo *st = model_.storage(sum.storageId);
        const QString memory = memoryName(st ? st->device : sum.device);
        if (sum.kind == K::NewView) {
            a.badge = LastAction::Badge::NewObjectSharedStorage;
            QStringList others;
            for (const auto *other : model_.objectsOn(sum.storageId))
                if (other->objectId != sum.objectId)
                    others += other->names;
            a.sentence = others.isEmpty()
                             ? QStringLiteral("%1 is a new %2 on existing %3: no bytes copied").arg(name, kind, model_.storageLabel(a.storageId))
                             : QStringLiteral("%1 is a new %2 on the same %3 as %4: no bytes copied")
                                   .arg(name, kind, model_.storageLabel(a.storageId), joinedNames(others));
        } else if (sum.kind == K::NewStorageCopied) {
            a.badge = LastAction::Badge::NewStorageCopied;
            a.copiedBytes = sum.bytes;
            a.sentence = QStringLiteral("%1 is a new %2 with new %3 in %4: %5 copied %6 from %7")
                             .arg(name, kind, model_.storageLabel(a.storageId), memory, LastAction::bytesText(sum.bytes),
                                  EngineText::qs(sum.direction), model_.storageLabel(sum.sourceStorageId));
            // (a recording from another engine may not have timed its copies)
            if (sum.durationNs >= 0)
                a.sentence += QStringLiteral(" in ") + CopyInfo::durationText(sum.durationNs);
        } else {
            a.badge = LastAction::Badge::NewStorage;
            a.sentence = QStringLiteral("%1 is a new %2 with new %3 (%4) in %5")
                             .arg(name, kind, model_.storageLabel(a.storageId), LastAction::bytesText(st ? st->bytes : 0), memory);
        }
        return a;
    }
    case K::PlainValue:
        a.name = EngineText::qs(sum.name);
        a.sentence = QStringLiteral("%1 is now a Python %2 (no tensor memory)").arg(a.name, EngineText::qs(sum.objectKind));
        return a;
    case K::Deleted:
        a.name = EngineText::qs(sum.name);
        if (sum.freedStorageId != 0)
            a.sentence = QStringLiteral("del %1: %2 has no owner left and is freed (%3)")
                             .arg(a.name, model_.storageLabel(sum.freedStorageId), LastAction::bytesText(sum.freedBytes));
        else if (sum.objectId != 0)
            a.sentence = QStringLiteral("del %1: the name is gone, the memory stays (other owners)").arg(a.name);
        else
            a.sentence = QStringLiteral("del %1").arg(a.name);
        return a;
    }
    return a;
}

} // namespace tl::ui
