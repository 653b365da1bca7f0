#pragma once
// Runs a script once in the learner's own Python under the live engine's tracer and keeps
// every step's scene (with the cells and identities the window draws from), so that the
// window can step back and forth without running anything again. Events are handled while
// the script runs.
#include <QJsonArray>
#include <QObject>
#include <QProcess>
#include <QString>
#include <QTemporaryFile>

namespace tl::ui {

class LiveRecorder : public QObject {
    Q_OBJECT
public:
    // Element texts kept per storage and step: more than a canvas shows of one storage.
    static constexpr int kCells = 4096;

    explicit LiveRecorder(QObject *parent = nullptr);
    ~LiveRecorder() override;

    // Runs `path` with `program` (blocking; events are handled). True when steps were
    // recorded (the script may still have raised, or stopped at the step limit); false
    // with problem() saying why nothing could be recorded.
    // `source`, when not empty, is run instead of the file's text (an edit not saved yet).
    bool record(const QString &program, const QString &path, const QString &source = {});
    bool isRunning() const { return process_.state() != QProcess::NotRunning; }
    // Ends a running record(): the script's processes end, the steps recorded so far are
    // kept and problem() says it was stopped.
    void stop();

    const QJsonArray &scenes() const { return scenes_; }
    // The tracer stopped the script at the step limit (10,000 steps).
    bool truncated() const { return truncated_; }
    // Why the run ended early or recorded nothing, in words ("" when it ran to its end or
    // to an exception of its own).
    QString problem() const { return problem_; }

private:
    QProcess process_;
    QTemporaryFile edited_;
    QJsonArray scenes_;
    bool truncated_ = false;
    QString problem_;
};

} // namespace tl::ui
