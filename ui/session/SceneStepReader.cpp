#include "SceneStepReader.h"

#include "ViewCoverage.h"

#include "core/DType.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace tl::ui {

namespace {

QString text(const QJsonObject &o, const char *key) { return o.value(QLatin1String(key)).toString(); }
qint64 number(const QJsonObject &o, const char *key) { return qint64(o.value(QLatin1String(key)).toDouble()); }
QJsonArray list(const QJsonObject &o, const char *key) { return o.value(QLatin1String(key)).toArray(); }

QVector<qint64> numbers(const QJsonArray &a)
{
    QVector<qint64> out;
    for (const auto &v : a)
        out.push_back(qint64(v.toDouble()));
    return out;
}

// "cpu", "cuda:1", "cuda"; any other device (mps, meta) has no lane of its own: host.
tl::Device deviceOf(const QString &name)
{
    if (!name.startsWith(QLatin1String("cuda")))
        return tl::Device::cpu();
    const int colon = name.indexOf(QLatin1Char(':'));
    return tl::Device::cuda(colon < 0 ? 0 : name.mid(colon + 1).toInt());
}

int itemSizeOf(const QString &dtype, int fallback)
{
    const auto dt = tl::dtypeFromTorchName(dtype.toStdString());
    return dt ? tl::itemSize(*dt) : fallback;
}

StorageInfo storageOf(const QJsonObject &s, const QJsonArray &objects)
{
    StorageInfo info;
    info.id = quint64(number(s, "id"));
    info.number = int(info.id);
    info.device = deviceOf(text(s, "device"));
    info.bytes = quint64(number(s, "nbytes"));
    info.dtype = text(s, "dtype");
    info.elementSize = itemSizeOf(info.dtype, 1);
    info.numel = qint64(info.bytes) / std::max(1, info.elementSize);
    info.uninitialized = s.value(QLatin1String("uninitialized")).toBool();
    for (const auto &o : objects)
        if (quint64(number(o.toObject(), "storage")) == info.id)
            ++info.owners;
    return info;
}

ObjectInfo objectOf(const QJsonObject &o)
{
    ObjectInfo info;
    info.objectId = quint64(number(o, "id"));
    info.kind = text(o, "kind") == QLatin1String("ndarray") ? QStringLiteral("ndarray") : QStringLiteral("Tensor");
    for (const auto &n : list(o, "names"))
        info.names += n.toString();
    info.names.sort();
    const QJsonValue storage = o.value(QLatin1String("storage"));
    info.storageId = storage.isNull() ? 0 : quint64(storage.toDouble());
    info.dtype = text(o, "dtype");
    info.sizes = numbers(list(o, "shape"));
    info.strides = numbers(list(o, "strides"));
    info.storageOffset = number(o, "offset");
    info.device = deviceOf(text(o, "device"));
    info.elementSize = int(number(o, "itemsize"));
    if (info.isTensor()) {
        info.requiresGrad = o.value(QLatin1String("requires_grad")).toBool();
        info.isLeaf = o.value(QLatin1String("is_leaf")).toBool(true);
        info.gradFn = text(o, "grad_fn");
        info.version = number(o, "version");
    } else {
        info.writeable = o.value(QLatin1String("writeable")).toBool(true);
    }
    return info;
}

// The model a scene shows; `freed` storages of `before` stay in it, fading.
SessionModel modelOf(const QJsonObject &scene, const QJsonObject &before)
{
    SessionModel m;
    const QJsonArray objects = list(scene, "objects");
    for (const auto &s : list(scene, "storages"))
        m.storages.push_back(storageOf(s.toObject(), objects));
    const QJsonArray beforeObjects = list(before, "objects");
    for (const auto &f : list(scene, "freed"))
        for (const auto &s : list(before, "storages"))
            if (number(s.toObject(), "id") == qint64(f.toDouble())) {
                StorageInfo gone = storageOf(s.toObject(), beforeObjects);
                gone.alive = false;
                gone.owners = 0;
                m.storages.push_back(gone);
            }
    std::sort(m.storages.begin(), m.storages.end(), [](const StorageInfo &a, const StorageInfo &b) { return a.id < b.id; });
    QHash<QString, quint64> byName;
    for (const auto &o : objects) {
        const ObjectInfo info = objectOf(o.toObject());
        m.objects.push_back(info);
        for (const QString &n : info.names)
            byName.insert(n, info.objectId);
    }
    // The autograd overlay's edges name the objects they reach.
    for (int i = 0; i < objects.size(); ++i)
        for (const auto &n : list(objects[i].toObject(), "grad_inputs"))
            if (const auto it = byName.constFind(n.toString()); it != byName.constEnd())
                m.objects[i].gradInputs.push_back(*it);
    std::sort(m.objects.begin(), m.objects.end(), [](const ObjectInfo &a, const ObjectInfo &b) { return a.objectId < b.objectId; });
    for (const auto &v : list(scene, "values")) {
        const QJsonObject o = v.toObject();
        m.names.insert(text(o, "name"), NameInfo{text(o, "name"), 0, text(o, "type"), text(o, "repr")});
    }
    for (const ObjectInfo &o : m.objects)
        for (const QString &n : o.names) {
            if (n.contains(QLatin1Char('.'))) // "a.grad" is no Python name of its own
                continue;
            m.names.insert(n, NameInfo{n, o.objectId, o.kind, QString()});
        }
    return m;
}

// A bulk write's operation as the built-in engine names it from the statement alone: the
// augmented operator ("+="), the in-place method called last ("mul_()"), or else the
// statement itself (`a[0:2] = 5`).
std::string bulkOpOf(const QString &statement)
{
    static const QRegularExpression augmented(QStringLiteral(R"(^[\w.\[\]:, ]+?\s*(\*\*|//|>>|<<|[-+*/@%&|^])=[^=])"));
    static const QRegularExpression method(QStringLiteral(R"(\.([A-Za-z_]\w*_)\s*\()"));
    if (const auto m = augmented.match(statement); m.hasMatch())
        return (m.captured(1) + QStringLiteral("=")).toStdString();
    QString last;
    for (auto it = method.globalMatch(statement); it.hasNext();)
        last = it.next().captured(1);
    return last.isEmpty() ? statement.toStdString() : (last + QStringLiteral("()")).toStdString();
}

tl::Event storageEvent(tl::EventType type, const StorageInfo &s, const std::string &op)
{
    tl::Event e;
    e.type = type;
    e.op = op;
    e.storageId = s.id;
    e.device = s.device;
    e.bytes = s.bytes;
    e.uninitialized = s.uninitialized;
    return e;
}

// The names an assignment statement binds: those left of its first `=` (or augmented `+=`).
QStringList targetNames(const QString &statement)
{
    static const QRegularExpression assign(QStringLiteral(R"(^([^=]*?)(\*\*|//|>>|<<|[-+*/@%&|^])?=(?!=))"));
    static const QRegularExpression name(QStringLiteral(R"([A-Za-z_]\w*)"));
    const auto m = assign.match(statement);
    QStringList names;
    if (!m.hasMatch() || m.captured(1).contains(QLatin1Char('(')))
        return names;
    for (auto it = name.globalMatch(m.captured(1)); it.hasNext();)
        names << it.next().captured(0);
    return names;
}

QHash<QString, double> plainRefs(const QJsonObject &scene)
{
    QHash<QString, double> refs;
    for (const auto &v : list(scene, "values"))
        refs.insert(text(v.toObject(), "name"), v.toObject().value(QLatin1String("ref")).toDouble());
    return refs;
}

// The step's events, in the order the built-in engine reports them: storages made, bytes
// copied into them, objects made, names bound, elements written, names and storages gone,
// the exception.
std::vector<tl::Event> newsOf(const QJsonObject &scene, const QJsonObject &before, const SessionModel &now, const SessionModel &then,
                              const QString &statement)
{
    std::vector<tl::Event> news;
    const std::string op = statement.toStdString();
    QSet<quint64> existed;
    for (const StorageInfo &s : then.storages)
        if (s.alive)
            existed.insert(s.id);
    for (const StorageInfo &s : now.storages)
        if (s.alive && !existed.contains(s.id))
            news.push_back(storageEvent(tl::EventType::StorageAllocated, s, op));
    for (const auto &c : list(scene, "copies")) {
        const QJsonObject o = c.toObject();
        tl::Event e;
        e.type = tl::EventType::Copy;
        e.op = op;
        e.srcStorageId = o.value(QLatin1String("from")).isNull() ? 0 : quint64(number(o, "from"));
        e.dstStorageId = o.value(QLatin1String("to")).isNull() ? 0 : quint64(number(o, "to"));
        e.bytes = quint64(number(o, "bytes"));
        e.direction = text(o, "direction").toStdString();
        e.durationNs = -1; // the scene does not time copies
        news.push_back(e);
    }
    QSet<quint64> born;
    for (const auto &o : list(scene, "objects"))
        if (o.toObject().value(QLatin1String("born")).toBool(true))
            born.insert(quint64(number(o.toObject(), "id")));
    for (const ObjectInfo &o : now.objects) {
        // (an object only out of sight before, in a list, is no new object)
        if (then.object(o.objectId) || !born.contains(o.objectId))
            continue;
        tl::Event e;
        e.type = tl::EventType::ViewCreated;
        e.op = op;
        e.objectId = o.objectId;
        e.objectKind = o.kind.toStdString();
        e.storageId = o.storageId;
        e.device = o.device;
        e.sizes.assign(o.sizes.begin(), o.sizes.end());
        e.strides.assign(o.strides.begin(), o.strides.end());
        e.storageOffset = o.storageOffset;
        e.shares = existed.contains(o.storageId);
        if (const StorageInfo *s = now.storage(o.storageId))
            e.owners = s->owners;
        news.push_back(e);
    }
    // A plain value is known by its identity: `i` of a loop is bound again, a list appended
    // to is not.
    const QHash<QString, double> refs = plainRefs(scene), beforeRefs = plainRefs(before);
    // The statement's own targets are bound first; what else was bound in the step (a loop's
    // header going round again) after them.
    const QStringList targets = targetNames(statement);
    std::vector<tl::Event> bound;
    for (auto it = now.names.cbegin(); it != now.names.cend(); ++it) {
        const auto was = then.names.constFind(it.key());
        if (was != then.names.cend() && was->objectId == it->objectId &&
            (it->objectId != 0 || refs.value(it.key()) == beforeRefs.value(it.key())))
            continue;
        tl::Event e;
        e.type = tl::EventType::NameBound;
        e.op = op;
        e.name = it.key().toStdString();
        e.objectId = it->objectId;
        e.objectKind = it->typeName.toStdString();
        bound.push_back(e);
    }
    std::stable_partition(bound.begin(), bound.end(), [&](const tl::Event &e) { return targets.contains(QString::fromStdString(e.name)); });
    news.insert(news.end(), bound.begin(), bound.end());
    for (const auto &w : list(scene, "written")) {
        const QJsonObject o = w.toObject();
        const StorageInfo *s = now.storage(quint64(number(o, "storage")));
        if (!s)
            continue;
        tl::Event e;
        e.type = tl::EventType::ElementWritten;
        e.op = op;
        e.storageId = s->id;
        e.device = s->device;
        const qint64 element = number(o, "element");
        e.byteOffset = quint64(element) * quint64(s->elementSize);
        e.oldValue = text(o, "old").toStdString();
        e.newValue = text(o, "new").toStdString();
        e.writer = text(o, "writer").toStdString();
        for (const ObjectInfo *v : now.objectsOn(s->id))
            if (v->elementSize == s->elementSize)
                if (const auto index = ViewCoverage::indexOf(v->sizes, v->strides, v->storageOffset, element))
                    e.views.push_back({v->objectId, v->kind.toStdString(), std::vector<int64_t>(index->begin(), index->end())});
        news.push_back(e);
    }
    for (const auto &b : list(scene, "bulk_written")) {
        const QJsonObject o = b.toObject();
        tl::Event e;
        e.type = tl::EventType::StorageWritten;
        e.op = bulkOpOf(statement);
        e.storageId = quint64(number(o, "storage"));
        if (const StorageInfo *s = now.storage(e.storageId))
            e.device = s->device;
        e.byteOffset = quint64(number(o, "begin"));
        e.byteEnd = quint64(number(o, "end"));
        e.writer = text(o, "writer").toStdString();
        news.push_back(e);
    }
    for (auto it = then.names.cbegin(); it != then.names.cend(); ++it)
        if (!now.names.contains(it.key())) {
            tl::Event e;
            e.type = tl::EventType::NameUnbound;
            e.op = op;
            e.name = it.key().toStdString();
            e.objectId = it->objectId;
            news.push_back(e);
        }
    for (const StorageInfo &s : now.storages)
        if (!s.alive)
            news.push_back(storageEvent(tl::EventType::StorageFreed, s, op));
    const QJsonValue error = scene.value(QLatin1String("error"));
    if (error.isObject()) {
        const QJsonObject o = error.toObject();
        tl::Event e;
        e.type = tl::EventType::Error;
        e.op = op;
        e.errorType = text(o, "type").toStdString();
        e.message = text(o, "message").toStdString();
        e.errorId = text(o, "id").toStdString();
        e.line = int(number(scene, "line"));
        news.push_back(e);
    }
    return news;
}

} // namespace

RecordedStep SceneStepReader::read(const QJsonObject &scene, const QJsonObject &before)
{
    RecordedStep r;
    r.step = int(number(scene, "step"));
    r.line = int(number(scene, "line"));
    r.statement = text(scene, "statement");
    r.printed = text(scene, "printed");
    r.model = modelOf(scene, before);
    for (const auto &s : list(scene, "storages")) {
        CellTexts cells;
        for (const auto &c : list(s.toObject(), "cells"))
            cells.all += c.toString();
        const QJsonObject some = s.toObject().value(QLatin1String("cells_at")).toObject();
        for (auto it = some.begin(); it != some.end(); ++it)
            cells.some.insert(it.key().toLongLong(), it.value().toString());
        r.cells.insert(quint64(number(s.toObject(), "id")), cells);
    }
    r.news = newsOf(scene, before, r.model, modelOf(before, {}), r.statement);
    const QJsonValue error = scene.value(QLatin1String("error"));
    if (error.isObject()) {
        ExecResult f;
        f.ok = false;
        const QJsonObject o = error.toObject();
        f.errorType = text(o, "type");
        f.kind = f.errorType == QLatin1String("SyntaxError") ? ExecResult::Kind::SyntaxError : ExecResult::Kind::PythonError;
        f.message = text(o, "message");
        f.errorId = text(o, "id");
        f.line = r.line;
        f.statement = r.statement;
        r.failure = f;
    }
    return r;
}

} // namespace tl::ui
