#include "SceneRecorder.h"

#include "StatementNarrator.h"
#include "session/EngineText.h"

namespace tl::ui {

namespace {

QJsonArray intArray(const QVector<qint64> &v)
{
    QJsonArray a;
    for (qint64 x : v)
        a.append(double(x));
    return a;
}

// An exception raised or ending the script: {"type", "message", "id"}.
QJsonObject exceptionJson(const tl::Event &e)
{
    QJsonObject j;
    j.insert(QStringLiteral("type"), EngineText::qs(e.errorType));
    j.insert(QStringLiteral("message"), EngineText::qs(e.message));
    j.insert(QStringLiteral("id"), e.errorId.empty() ? QJsonValue(QJsonValue::Null) : QJsonValue(EngineText::qs(e.errorId)));
    return j;
}

} // namespace

SceneRecorder::SceneRecorder(Session &session, QStringList sourceLines) : session_(session), lines_(std::move(sourceLines))
{
    connect(&session_, &Session::engineEvent, this, &SceneRecorder::onEvent);
    connect(&session_, &Session::outputWritten, this, [this](const QString &text, bool) { printed_ += text; });
}

bool SceneRecorder::record(const QString &source)
{
    steps_ = QJsonArray();
    session_.refreshModel();
    steps_.append(sceneOf(0, 0));
    session_.setStatementObserver([this](int line) { onStatement(line); });
    ExecResult result;
    bool paused = false;
    if (session_.loadScript(source, &result))
        result = session_.continueScript(&paused, nullptr);
    session_.setStatementObserver({});
    if (currentLine_ != 0)
        closeStep();
    else if (!result.ok) {
        // Nothing ran (a syntax error, or code outside the subset): one step says why.
        currentLine_ = result.line;
        closeStep();
    }
    return result.ok;
}

void SceneRecorder::onEvent(const tl::Event &e)
{
    events_.push_back(e);
}

void SceneRecorder::onStatement(int nextLine)
{
    if (currentLine_ != 0)
        closeStep();
    currentLine_ = nextLine;
}

void SceneRecorder::closeStep()
{
    session_.refreshModel();
    steps_.append(sceneOf(int(steps_.size()), currentLine_));
    events_.clear();
    printed_.clear();
}

QJsonObject SceneRecorder::sceneOf(int step, int line) const
{
    QJsonObject o;
    o.insert(QStringLiteral("step"), step);
    if (line > 0) {
        o.insert(QStringLiteral("line"), line);
        o.insert(QStringLiteral("statement"), line <= lines_.size() ? lines_[line - 1].trimmed() : QString());
    } else {
        o.insert(QStringLiteral("line"), QJsonValue::Null);
        o.insert(QStringLiteral("statement"), QJsonValue::Null);
    }
    o.insert(QStringLiteral("storages"), storagesJson());
    o.insert(QStringLiteral("objects"), objectsJson());
    o.insert(QStringLiteral("written"), writtenJson());
    o.insert(QStringLiteral("copies"), copiesJson());
    QJsonArray freed;
    for (const auto &e : events_)
        if (e.type == tl::EventType::StorageFreed)
            if (const QJsonValue id = storageRef(e.storageId); !id.isNull()) // a temporary was never drawn
                freed.append(id);
    o.insert(QStringLiteral("freed"), freed);
    QJsonArray bulk, raised;
    for (const auto &e : events_) {
        if (e.type == tl::EventType::StorageWritten) {
            QJsonObject j;
            j.insert(QStringLiteral("storage"), storageRef(e.storageId));
            j.insert(QStringLiteral("begin"), double(e.byteOffset));
            j.insert(QStringLiteral("end"), double(e.byteEnd));
            j.insert(QStringLiteral("writer"), EngineText::qs(e.writer));
            bulk.append(j);
        } else if (e.type == tl::EventType::ExceptionRaised) {
            raised.append(exceptionJson(e));
        }
    }
    o.insert(QStringLiteral("bulk_written"), bulk);
    o.insert(QStringLiteral("raised"), raised);
    o.insert(QStringLiteral("printed"), printed_);
    o.insert(QStringLiteral("error"), errorJson());
    return o;
}

QJsonObject SceneRecorder::state() const
{
    QJsonObject o;
    o.insert(QStringLiteral("storages"), storagesJson());
    o.insert(QStringLiteral("objects"), objectsJson());
    return o;
}

QJsonValue SceneRecorder::storageRef(quint64 engineId) const
{
    // The window's numbers (StorageInfo::number), so the scene says what the canvas shows.
    const int number = session_.storageNumber(engineId);
    return number > 0 ? QJsonValue(double(number)) : QJsonValue(QJsonValue::Null);
}

QJsonArray SceneRecorder::storagesJson() const
{
    const SessionModel &m = session_.model();
    QJsonArray out;
    for (const StorageInfo &s : m.storages) {
        if (!s.alive)
            continue;
        QStringList owners;
        for (const ObjectInfo *obj : m.objectsOn(s.id))
            owners += obj->names;
        owners.sort();
        QJsonObject j;
        j.insert(QStringLiteral("id"), storageRef(s.id));
        j.insert(QStringLiteral("device"), EngineText::device(s.device));
        j.insert(QStringLiteral("dtype"), s.dtype);
        j.insert(QStringLiteral("nbytes"), double(s.bytes));
        j.insert(QStringLiteral("owners"), QJsonArray::fromStringList(owners));
        j.insert(QStringLiteral("uninitialized"), s.uninitialized);
        out.append(j);
    }
    return out;
}

QJsonArray SceneRecorder::objectsJson() const
{
    QJsonArray out;
    for (const ObjectInfo &obj : session_.model().objects) {
        QJsonObject j;
        j.insert(QStringLiteral("name"), obj.names.value(0));
        j.insert(QStringLiteral("names"), QJsonArray::fromStringList(obj.names));
        j.insert(QStringLiteral("kind"), obj.isTensor() ? QStringLiteral("tensor") : QStringLiteral("ndarray"));
        j.insert(QStringLiteral("storage"), storageRef(obj.storageId));
        j.insert(QStringLiteral("shape"), intArray(obj.sizes));
        j.insert(QStringLiteral("strides"), intArray(obj.strides));
        j.insert(QStringLiteral("offset"), double(obj.storageOffset));
        j.insert(QStringLiteral("dtype"), obj.dtype);
        j.insert(QStringLiteral("itemsize"), obj.elementSize);
        j.insert(QStringLiteral("device"), EngineText::device(obj.device));
        if (obj.isTensor()) {
            j.insert(QStringLiteral("requires_grad"), obj.requiresGrad);
            j.insert(QStringLiteral("is_leaf"), obj.isLeaf);
            j.insert(QStringLiteral("grad_fn"), obj.gradFn.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(obj.gradFn));
            // The autograd overlay's edges: the shown tensors this one's grad_fn reaches, by name.
            QStringList gradInputs;
            for (quint64 id : obj.gradInputs)
                if (const ObjectInfo *input = session_.model().object(id))
                    gradInputs << input->names.value(0);
            j.insert(QStringLiteral("grad_inputs"), QJsonArray::fromStringList(gradInputs));
            j.insert(QStringLiteral("version"), double(obj.version));
        } else {
            j.insert(QStringLiteral("writeable"), obj.writeable);
        }
        out.append(j);
    }
    return out;
}

QJsonArray SceneRecorder::writtenJson() const
{
    const SessionModel &m = session_.model();
    const StatementNarrator narrator(m, events_);
    QJsonArray out;
    for (const auto &e : events_) {
        if (e.type != tl::EventType::ElementWritten)
            continue;
        const ElementWrite w = narrator.elementWrite(e);
        QStringList seen; // every name of every object that sees the element
        for (const ElementAlias &alias : w.aliases)
            if (const ObjectInfo *obj = m.object(alias.objectId))
                for (const QString &n : obj->names)
                    seen += ElementAlias::labelOf(n, alias.index);
        seen.removeDuplicates();
        QJsonObject j;
        j.insert(QStringLiteral("storage"), storageRef(w.storageId));
        j.insert(QStringLiteral("element"), double(w.elementIndex));
        j.insert(QStringLiteral("old"), w.oldValue);
        j.insert(QStringLiteral("new"), w.newValue);
        j.insert(QStringLiteral("writer"), EngineText::qs(e.writer));
        j.insert(QStringLiteral("seen_as"), QJsonArray::fromStringList(seen));
        out.append(j);
    }
    return out;
}

QJsonArray SceneRecorder::copiesJson() const
{
    QJsonArray out;
    for (const auto &e : events_) {
        if (e.type != tl::EventType::Copy)
            continue;
        QJsonObject j;
        j.insert(QStringLiteral("from"), storageRef(e.srcStorageId));
        j.insert(QStringLiteral("to"), storageRef(e.dstStorageId));
        j.insert(QStringLiteral("bytes"), double(e.bytes));
        j.insert(QStringLiteral("direction"), EngineText::qs(e.direction));
        out.append(j);
    }
    return out;
}

QJsonValue SceneRecorder::errorJson() const
{
    for (const auto &e : events_)
        if (e.type == tl::EventType::Error)
            return exceptionJson(e);
    return QJsonValue::Null;
}

} // namespace tl::ui
