#pragma once
// What one Python program is, asked of the program itself in a process of its own: its
// Python, PyTorch and NumPy versions and whether its PyTorch has CUDA and finds a GPU. A
// program that is missing, hangs or lacks torch is reported as such, never guessed.
#include <QObject>
#include <QProcess>
#include <QTimer>

namespace tl::ui {

struct PythonInfo {
    QString program;  // as given: "python3", "/home/me/venv/bin/python"
    bool ran = false; // the probe ran to its end
    QString python, torch, numpy; // versions, "" when the module is missing
    bool cudaKnown = false; // the probe said whether CUDA is built and available
    bool cudaBuilt = false, cudaAvailable = false;
    QString gpu;      // the first GPU's name when CUDA finds one
    QString problem;  // why it cannot serve: "not found", "no module named 'torch'", …

    bool usable() const { return ran && !torch.isEmpty() && !numpy.isEmpty(); }
    // "no CUDA build", "CUDA, no GPU", "GPU: NVIDIA H200"
    QString cudaText() const;
    // "Python 3.11.2 · PyTorch 1.13.0 · NumPy 1.24.2 · no CUDA build"
    QString summary() const;
};

class PythonProbe : public QObject {
    Q_OBJECT
public:
    explicit PythonProbe(QObject *parent = nullptr);
    ~PythonProbe() override;

    void start(const QString &program, int timeLimitMs = 20000);
    const PythonInfo &info() const { return info_; }
    // The probe, for `program -c`: one line of JSON (standard library only, Python 3.9
    // syntax); and what that line says.
    static QString script();
    static PythonInfo parse(const QString &program, const QByteArray &json);

signals:
    void finished(const tl::ui::PythonInfo &info);

private:
    void done(const QString &problem);

    QProcess process_;
    QTimer limit_;
    PythonInfo info_;
    bool finished_ = true;
};

} // namespace tl::ui
