#pragma once
// The engine's side of Check with real PyTorch: the script run exactly as `tensorlens run
// FILE.py` runs it (ScriptRunner over a runtime of its own, the same display name in
// tracebacks), on a thread of its own so the window stays responsive; interrupt() stops it
// as Ctrl-C stops `run`.
#include "ScriptOutput.h"

#include <QObject>

#include <memory>

class QThread;

namespace tl {
class Runtime;
}

namespace tl::ui {

class EngineRun : public QObject {
    Q_OBJECT
public:
    explicit EngineRun(QObject *parent = nullptr);
    // Interrupts a run still going and waits for it.
    ~EngineRun() override;

    void start(const QString &source, const QString &displayName);
    void interrupt();
    bool isRunning() const { return thread_ != nullptr; }
    // What it printed and its exit status, once finished() was emitted.
    const ScriptOutput &output() const { return output_; }
    // The engine's cuda:0 for the last run: "simulated", "gpu" or "off".
    QString cudaKind() const { return cudaKind_; }

signals:
    void finished();

private:
    std::unique_ptr<tl::Runtime> runtime_;
    QThread *thread_ = nullptr;
    ScriptOutput output_;
    QString cudaKind_;
};

} // namespace tl::ui
