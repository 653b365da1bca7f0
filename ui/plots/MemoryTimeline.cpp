// Per-step bytes by device and copies, summed from the storages the canvas draws (a live
// storage's nbytes on its device) as torch.cuda.memory_allocated() sums live blocks.
#include "MemoryTimeline.h"

#include "session/SessionModel.h"
#include "session/EngineText.h"

#include "events/Event.h"

#include <QJsonObject>

#include <algorithm>

namespace tl::ui {

namespace {

const QString kCpu = QStringLiteral("cpu");

QString deviceOfEnd(const QString &direction, bool source)
{
    const QString end = direction.section(QLatin1Char('-'), source ? 0 : 2, source ? 0 : 2);
    return end == QLatin1String("host") ? kCpu : QStringLiteral("cuda:0");
}

} // namespace

bool MemoryTimeline::Copy::crossesDevices() const
{
    return direction == QLatin1String("host-to-device") || direction == QLatin1String("device-to-host");
}

QString MemoryTimeline::Copy::route() const
{
    return deviceOfEnd(direction, true) + QStringLiteral(" → ") + deviceOfEnd(direction, false);
}

MemoryTimeline MemoryTimeline::fromScene(const QJsonArray &steps)
{
    MemoryTimeline t;
    for (const QJsonValue &v : steps) {
        const QJsonObject o = v.toObject();
        Step s;
        s.statement = o.value(QStringLiteral("statement")).toString();
        s.bytes.insert(kCpu, 0);
        for (const QJsonValue &storage : o.value(QStringLiteral("storages")).toArray()) {
            const QJsonObject j = storage.toObject();
            s.bytes[j.value(QStringLiteral("device")).toString()] += quint64(j.value(QStringLiteral("nbytes")).toDouble());
        }
        for (const QJsonValue &copy : o.value(QStringLiteral("copies")).toArray()) {
            const QJsonObject j = copy.toObject();
            s.copies.push_back({quint64(j.value(QStringLiteral("bytes")).toDouble()), j.value(QStringLiteral("direction")).toString()});
        }
        t.append(std::move(s));
    }
    return t;
}

MemoryTimeline::Step MemoryTimeline::stepOf(const SessionModel &model, const std::vector<tl::Event> &events,
                                            const QString &statement)
{
    Step s;
    s.statement = statement;
    s.bytes.insert(kCpu, 0);
    for (const StorageInfo &storage : model.storages)
        if (storage.alive)
            s.bytes[EngineText::device(storage.device)] += storage.bytes;
    for (const tl::Event &e : events)
        if (e.type == tl::EventType::Copy)
            s.copies.push_back({e.bytes, QString::fromStdString(e.direction)});
    return s;
}

QStringList MemoryTimeline::devices() const
{
    QStringList out{kCpu};
    for (const Step &s : steps_)
        for (auto it = s.bytes.cbegin(); it != s.bytes.cend(); ++it)
            if (!out.contains(it.key()))
                out.push_back(it.key());
    std::sort(out.begin() + 1, out.end());
    return out;
}

quint64 MemoryTimeline::peak() const
{
    quint64 most = 0;
    for (const Step &s : steps_) {
        for (quint64 b : s.bytes)
            most = std::max(most, b);
        for (const Copy &c : s.copies)
            most = std::max(most, c.bytes);
    }
    return most;
}

} // namespace tl::ui
