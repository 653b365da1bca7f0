#pragma once
// Bytes held per device after each step of a run and the copies each step made, as
// torch.cuda.memory_stats() counts allocated bytes: the memory strip's data. Built from the
// records `tensorlens scene` writes (SceneRecorder) or, step by step, from the session's
// model and the engine's events of a statement; no widget, no QCustomPlot.
#include <QJsonArray>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QVector>

#include <vector>

namespace tl {
struct Event;
}

namespace tl::ui {

struct SessionModel;

class MemoryTimeline {
public:
    // One copy a step made (a Copy event): bytes moved and the engine's direction
    // ("host-to-device", "device-to-host", "host-to-host", "device-to-device").
    struct Copy {
        quint64 bytes = 0;
        QString direction;
        // Between two devices (cpu <-> cuda:0), as the strip marks them.
        bool crossesDevices() const;
        // "cpu → cuda:0", "cuda:0 → cpu", "cpu → cpu", "cuda:0 → cuda:0".
        QString route() const;
    };
    struct Step {
        QString statement;               // empty for step 0 (before anything ran)
        QMap<QString, quint64> bytes;    // live bytes by device ("cpu", "cuda:0") after the step
        QVector<Copy> copies;
    };

    // From SceneRecorder::steps(): each record's live storages (device, nbytes) and copies.
    static MemoryTimeline fromScene(const QJsonArray &steps);
    // One step: the live storages of `model` and the Copy events among `events`.
    static Step stepOf(const SessionModel &model, const std::vector<tl::Event> &events, const QString &statement);

    void append(Step step) { steps_.push_back(std::move(step)); }
    void clear() { steps_.clear(); }
    bool isEmpty() const { return steps_.isEmpty(); }
    // Records, step 0 included; the last step number is size() - 1.
    int size() const { return int(steps_.size()); }
    const Step &at(int step) const { return steps_.at(step); }
    quint64 bytes(int step, const QString &device) const { return steps_.at(step).bytes.value(device); }
    // Every device some step held bytes on, "cpu" always first.
    QStringList devices() const;
    // The most bytes any device held at any step, or any copy moved.
    quint64 peak() const;

private:
    QVector<Step> steps_;
};

} // namespace tl::ui
