#pragma once
// Check with real PyTorch: the session's script, written to a temporary folder, run by the
// engine as `tensorlens run` runs it (EngineRun) and by python3 with torch (PythonRun), both
// in the background with a time limit; then the verdict: identical, or the lines that
// differ on stdout and on stderr, and the exit statuses. Where python3 or torch is missing
// it says how to install them; where python3 stopped only because its PyTorch has no CUDA
// (MissingCuda), it says that, naming the line. Never started by itself: the window's
// action asks for it.
#include "ScriptOutput.h"

#include <QObject>
#include <QTimer>

#include <memory>

class QTemporaryDir;

namespace tl::ui {

class EngineRun;
class PythonRun;

class PytorchCheck : public QObject {
    Q_OBJECT
public:
    // DifferentWithoutCuda: python3 stopped at a line that needs CUDA, which its PyTorch
    // lacks; the engine ran on, and what both printed before that line agrees.
    enum class Verdict { Running, Identical, Different, DifferentWithoutCuda, Unavailable, TimedOut, Cancelled, Failed };

    explicit PytorchCheck(QObject *parent = nullptr);
    ~PytorchCheck() override;

    // $TENSORLENS_PYTHON_TIMEOUT (seconds), or 30 s.
    static int defaultTimeLimitMs();
    // For each side (milliseconds).
    void setTimeLimit(int ms);
    // The reference program (see PythonRun).
    void setPython(const QString &program);
    QString python() const;

    void start(const QString &script);
    void cancel();
    bool isRunning() const { return verdict_ == Verdict::Running; }

    Verdict verdict() const { return verdict_; }
    // One sentence saying how it ended ("Identical: …", "Different: …", "Different only
    // because your PyTorch has no CUDA …", "Timed out: …").
    QString summary() const { return summary_; }
    // What lies behind it: the versions, the lines that differ, how to install.
    QString details() const { return details_; }

signals:
    void finished();

private:
    void onSideFinished();
    void conclude(Verdict verdict, const QString &summary, const QString &details = {});
    void compare(const ScriptOutput &engine, const ScriptOutput &python);
    QString installHint() const;

    EngineRun *engine_;
    PythonRun *pythonRun_;
    std::unique_ptr<QTemporaryDir> dir_;
    QString script_;
    QString scriptPath_;
    QTimer engineLimit_;
    int timeLimitMs_;
    bool engineTimedOut_ = false;
    bool starting_ = false;
    Verdict verdict_ = Verdict::Cancelled;
    QString summary_;
    QString details_;
};

} // namespace tl::ui
