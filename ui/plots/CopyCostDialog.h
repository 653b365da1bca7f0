#pragma once
// Tools > Copy cost…: measures what numpy(), detach(), clone(), numpy().copy(),
// to('cuda') and to('cpu') cost on this machine, size by size, and plots time against
// size on log-log axes: views stay flat, copies grow with the bytes. The measurement runs
// on a worker thread with its own runtime (progress bar, Cancel); non-modal.
#include "CopyCostRun.h"

#include <QDialog>

#include <atomic>

class QComboBox;
class QCustomPlot;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QThread;

namespace tl::ui {

class CopyCostDialog : public QDialog {
    Q_OBJECT
public:
    explicit CopyCostDialog(tl::CudaMode mode, QWidget *parent = nullptr);
    ~CopyCostDialog() override;

    // Largest size measured (bytes), as the size box chooses.
    quint64 limit() const;
    void setLimit(quint64 bytes);
    void setRepetitions(int n);
    bool isRunning() const { return worker_ != nullptr; }
    // The last run's measurements (empty before the first run ends).
    const CopyCostRun::Result &result() const { return result_; }
    // What the status line says: progress, the allocation check, or an export error.
    QString statusText() const;

    bool exportCsv(const QString &path, QString *error = nullptr);
    bool exportPng(const QString &path, QString *error = nullptr);

    QCustomPlot *plot() const { return plot_; }
    QPushButton *runButton() const { return run_; }
    QPushButton *cancelButton() const { return cancelButton_; }
    QProgressBar *progressBar() const { return progress_; }

public slots:
    void start();
    void cancel();

signals:
    void finished();

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void finish(const CopyCostRun::Result &result);
    void draw();
    // A failed export says why on the status line.
    bool reportWrite(bool ok, const QString *error);
    void exportCsvDialog();
    void exportPngDialog();

    tl::CudaMode mode_;
    QComboBox *limit_;
    QSpinBox *repetitions_;
    QPushButton *run_;
    QPushButton *cancelButton_;
    QPushButton *csv_;
    QPushButton *png_;
    QProgressBar *progress_;
    QCustomPlot *plot_;
    QLabel *status_;
    QThread *worker_ = nullptr;
    std::atomic<bool> cancelRequested_{false};
    CopyCostRun::Result result_;
    QString lastError_; // why the last export failed, when the caller did not ask
};

} // namespace tl::ui
