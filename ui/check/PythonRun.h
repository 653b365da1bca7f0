#pragma once
// The reference side of Check with real PyTorch: python3 asked for its versions and CUDA
// (by PythonProbe's probe, as Tools > Python… asks), then running the script, each in a process of its own (in a process group, so
// that everything it started goes when it is killed) with a time limit. The program is
// `python3` from PATH unless TENSORLENS_PYTHON names another (tests point it at fakes).
#include "PythonProbe.h"
#include "ScriptOutput.h"

#include <QObject>
#include <QProcess>
#include <QTimer>

namespace tl::ui {

class PythonRun : public QObject {
    Q_OBJECT
public:
    enum class Outcome {
        Running,
        Ran,       // the script ran (whatever its exit status): output() holds it
        Missing,   // no such program
        NoTorch,   // the program runs, but `import torch, numpy` fails (detail() says how)
        TimedOut,  // killed after the time limit
        Cancelled, // killed by cancel()
    };

    explicit PythonRun(QObject *parent = nullptr);
    ~PythonRun() override;

    // $TENSORLENS_PYTHON (programs separated by ':'); or the Python chosen in Tools >
    // Python…, python3 from PATH, then /usr/bin/python3: tried in turn until one imports
    // torch and numpy.
    static QStringList defaultPrograms();
    void setProgram(const QString &program) { programs_ = {program}; }
    // The program that ran the script (or, when none could, the first tried).
    QString program() const { return programs_.value(tried_); }
    // For each of the two processes (milliseconds).
    void setTimeLimit(int ms) { timeLimitMs_ = ms; }
    int timeLimit() const { return timeLimitMs_; }

    // Runs `scriptPath` in `workDir`; finished() follows (also when it could not start).
    void start(const QString &scriptPath, const QString &workDir);
    void cancel();

    Outcome outcome() const { return outcome_; }
    // What the program that ran the script said it is.
    const PythonInfo &info() const { return info_; }
    // Why there is no torch: the last line python3 printed ("ModuleNotFoundError: ...").
    QString detail() const { return detail_; }
    const ScriptOutput &output() const { return output_; }

signals:
    void finished();

private:
    void launch(const QStringList &arguments);
    // The version probe of the program tried now failed: the next one, or the end.
    void probeFailed(Outcome outcome, const QString &detail);
    void onFinished(int exitCode);
    void finish(Outcome outcome);
    void kill(Outcome why);

    QStringList programs_;
    int tried_ = 0;
    int timeLimitMs_ = 30000;
    QProcess process_;
    QTimer limit_;
    QString scriptPath_;
    bool probing_ = false;
    Outcome outcome_ = Outcome::Running;
    Outcome killedFor_ = Outcome::Running;
    Outcome firstFailure_ = Outcome::Running; // of the first program tried
    PythonInfo info_;
    QString detail_;
    ScriptOutput output_;
};

} // namespace tl::ui
