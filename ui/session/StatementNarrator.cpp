#include "StatementNarrator.h"

#include "CopyInfo.h"

#include <QRegularExpression>

#include <algorithm>

namespace tl::ui {

namespace {

QString qs(const std::string &s) { return QString::fromStdString(s); }

QVector<qint64> toVector(const std::vector<int64_t> &v) { return QVector<qint64>(v.begin(), v.end()); }

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

QString StatementNarrator::aliasLabel(const QString &name, const QVector<qint64> &index) const
{
    QString label = name;
    for (qint64 i : index)
        label += QStringLiteral("[%1]").arg(i);
    return label;
}

QString StatementNarrator::memoryName(const QString &device) const
{
    return device.startsWith(QLatin1String("cuda")) ? QStringLiteral("GPU memory (%1)").arg(device) : QStringLiteral("Host RAM");
}

ElementWrite StatementNarrator::elementWrite(const tl::Event &e) const
{
    ElementWrite w;
    w.storageId = e.storageId;
    w.byteOffset = qint64(e.byteOffset);
    const StorageInfo *storage = model_.storage(e.storageId);
    w.elementIndex = w.byteOffset / std::max(1, storage ? storage->elementSize : 1);
    w.device = storage ? storage->device : QString();
    w.oldValue = qs(e.oldValue);
    w.newValue = qs(e.newValue);
    w.op = qs(e.op);
    for (const auto &v : e.views) {
        ElementAlias a;
        a.objectId = v.objectId;
        a.kind = qs(v.objectKind);
        a.index = toVector(v.index);
        const QStringList names = namesOf(v.objectId);
        if (!names.isEmpty()) {
            a.name = names.first();
            a.label = aliasLabel(a.name, a.index);
        }
        w.aliases.push_back(a);
    }
    return w;
}

LastAction StatementNarrator::describe(const QString &statement, bool ok) const
{
    LastAction a;
    a.statement = statement;
    const tl::Event *error = nullptr, *element = nullptr, *bulk = nullptr, *bound = nullptr;
    const tl::Event *freed = nullptr, *unbound = nullptr;
    for (const auto &e : events_) {
        switch (e.type) {
        case tl::EventType::Error: error = &e; break;
        case tl::EventType::ElementWritten: element = &e; break;
        case tl::EventType::StorageWritten: bulk = &e; break;
        case tl::EventType::NameBound: bound = &e; break;
        case tl::EventType::NameUnbound: unbound = &e; break;
        case tl::EventType::StorageFreed: freed = &e; break;
        default: break;
        }
    }
    if (!ok || error) {
        a.badge = LastAction::Badge::Error;
        if (error)
            a.sentence = qs(error->errorType) + QStringLiteral(": ") + qs(error->message);
        return a;
    }
    if (element) {
        const ElementWrite w = elementWrite(*element);
        a.badge = LastAction::Badge::WrittenInPlace;
        a.storageId = w.storageId;
        static const QRegularExpression leadingName(QStringLiteral("^\\s*([A-Za-z_]\\w*)"));
        const auto m = leadingName.match(w.op);
        const QString writer = m.hasMatch() ? m.captured(1) : QString();
        a.name = writer;
        QStringList others;
        for (const auto &alias : w.aliases) {
            if (alias.label.isEmpty() || alias.name == writer)
                continue;
            // Every name of the object sees the element, not only the first.
            for (const QString &n : namesOf(alias.objectId))
                if (n != writer)
                    others.push_back(aliasLabel(n, alias.index));
        }
        others.removeDuplicates();
        const QString where = w.device.startsWith(QLatin1String("cuda")) ? QStringLiteral(" in GPU memory (%1)").arg(w.device)
                                                                         : QString();
        if (others.isEmpty())
            a.sentence = QStringLiteral("%1 changed element %2 of storage #%3%4; no other name sees it")
                             .arg(w.op).arg(w.elementIndex).arg(w.storageId).arg(where);
        else
            a.sentence = QStringLiteral("%1 also changed %2: same storage #%3%4")
                             .arg(w.op, joinedNames(others)).arg(w.storageId).arg(where);
        return a;
    }
    if (bulk && !bound) {
        a.badge = LastAction::Badge::WrittenInPlace;
        a.storageId = bulk->storageId;
        QStringList seers;
        for (const auto *o : model_.objectsOn(bulk->storageId))
            seers += o->names;
        const StorageInfo *s = model_.storage(bulk->storageId);
        const QString where = s && s->isCuda() ? QStringLiteral(" in GPU memory (%1)").arg(s->device) : QString();
        a.sentence = QStringLiteral("%1 wrote in place into storage #%2%3").arg(qs(bulk->op)).arg(bulk->storageId).arg(where);
        if (seers.size() > 1)
            a.sentence += QStringLiteral(": %1 all see the change").arg(joinedNames(seers));
        return a;
    }
    if (bound && bound->objectId != 0) {
        const QString name = qs(bound->name);
        a.name = name;
        a.objectId = bound->objectId;
        const ObjectInfo *o = model_.object(bound->objectId);
        a.storageId = o ? o->storageId : 0;
        const tl::Event *created = nullptr;
        for (const auto &e : events_)
            if (e.type == tl::EventType::ViewCreated && e.objectId == bound->objectId)
                created = &e;
        const QString kind = o ? o->kind : qs(bound->objectKind);
        if (!created) {
            a.badge = LastAction::Badge::SameObject;
            QStringList others = namesOf(bound->objectId);
            others.removeAll(name);
            a.sentence = others.isEmpty()
                             ? QStringLiteral("%1 is bound to an existing %2 (no new object, no new bytes)").arg(name, kind)
                             : QStringLiteral("%1 is the same object as %2: no new object, no new bytes").arg(name, joinedNames(others));
            return a;
        }
        a.storageId = created->storageId;
        const StorageInfo *s = model_.storage(created->storageId);
        const QString memory = memoryName(s ? s->device : qs(created->device));
        // A view of bytes this very statement made (a.to('cpu').numpy()) is new memory, not
        // shared: only a storage that existed before counts as shared.
        const bool storageIsNew = std::any_of(events_.begin(), events_.end(), [&](const tl::Event &e) {
            return e.type == tl::EventType::StorageAllocated && e.storageId == created->storageId;
        });
        if (created->shares && !storageIsNew) {
            a.badge = LastAction::Badge::NewObjectSharedStorage;
            QStringList others;
            for (const auto *other : model_.objectsOn(created->storageId))
                if (other->objectId != bound->objectId)
                    others += other->names;
            a.sentence = others.isEmpty()
                             ? QStringLiteral("%1 is a new %2 on existing storage #%3: no bytes copied").arg(name, kind).arg(a.storageId)
                             : QStringLiteral("%1 is a new %2 on the same storage #%3 as %4: no bytes copied")
                                   .arg(name, kind).arg(a.storageId).arg(joinedNames(others));
            return a;
        }
        const tl::Event *copy = nullptr;
        for (const auto &e : events_)
            if (e.type == tl::EventType::Copy && e.dstStorageId == created->storageId)
                copy = &e;
        if (copy) {
            a.badge = LastAction::Badge::NewStorageCopied;
            a.copiedBytes = copy->bytes;
            a.sentence = QStringLiteral("%1 is a new %2 with new storage #%3 in %4: %5 copied %6 from storage #%7 in %8")
                             .arg(name, kind).arg(a.storageId).arg(memory, LastAction::bytesText(copy->bytes), qs(copy->direction))
                             .arg(copy->srcStorageId).arg(CopyInfo::durationText(copy->durationNs));
            return a;
        }
        a.badge = LastAction::Badge::NewStorage;
        a.sentence = QStringLiteral("%1 is a new %2 with new storage #%3 (%4) in %5")
                         .arg(name, kind).arg(a.storageId).arg(LastAction::bytesText(s ? s->bytes : 0), memory);
        return a;
    }
    if (bound && bound->objectKind != "module") {
        a.name = qs(bound->name);
        a.sentence = QStringLiteral("%1 is now a Python %2 (no tensor memory)").arg(a.name, qs(bound->objectKind));
        return a;
    }
    if (unbound && !bound) {
        a.name = qs(unbound->name);
        if (freed)
            a.sentence = QStringLiteral("del %1: storage #%2 has no owner left and is freed (%3)")
                             .arg(a.name).arg(freed->storageId).arg(LastAction::bytesText(freed->bytes));
        else if (unbound->objectId != 0)
            a.sentence = QStringLiteral("del %1: the name is gone, the memory stays (other owners)").arg(a.name);
        else
            a.sentence = QStringLiteral("del %1").arg(a.name);
        return a;
    }
    return a;
}

} // namespace tl::ui
