// The copy-cost dialog: QCustomPlot on log-log axes (size in binary units, time in ns/µs/
// ms), one series per operation; the measurement on a QThread with its own tl::Runtime, the
// window's CUDA mode, reporting stages back through queued calls.
#include "CopyCostDialog.h"

#include "ByteUnits.h"
#include "CopyCostCsv.h"
#include "PlotPng.h"
#include "PlotTheme.h"

#include <qcustomplot.h>

#include <QCloseEvent>
#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>

#include <cmath>
#include <memory>

namespace tl::ui {

namespace {

// Sizes at powers of two, in binary units.
class SizeAxisTicker : public QCPAxisTickerLog {
protected:
    QString getTickLabel(double tick, const QLocale &, QChar, int) override { return ByteUnits::text(quint64(std::llround(tick))); }
};

QString durationText(double ns)
{
    static const char *const units[] = {"ns", "µs", "ms", "s"};
    int unit = 0;
    while (ns >= 1000.0 && unit < 3) {
        ns /= 1000.0;
        ++unit;
    }
    return QStringLiteral("%1 %2").arg(QString::number(ns, 'g', 3), QString::fromUtf8(units[unit]));
}

// Times at powers of ten, in ns / µs / ms / s.
class DurationAxisTicker : public QCPAxisTickerLog {
protected:
    QString getTickLabel(double tick, const QLocale &, QChar, int) override { return durationText(tick); }
};

struct SeriesStyle {
    QColor colour;
    QCPScatterStyle::ScatterShape shape;
};

SeriesStyle styleOf(const QString &op)
{
    const QStringList ops = CopyCostRun::operations();
    static const SeriesStyle styles[] = {
        {QColor(0x88, 0x44, 0xaa), QCPScatterStyle::ssCircle},    // numpy()
        {QColor(0x99, 0x99, 0x99), QCPScatterStyle::ssSquare},    // detach()
        {QColor(0x1f, 0x77, 0xb4), QCPScatterStyle::ssDiamond},   // clone()
        {QColor(0x17, 0xa0, 0xa8), QCPScatterStyle::ssCross},     // numpy().copy()
        {QColor(0x3d, 0x8b, 0x00), QCPScatterStyle::ssTriangle},  // to('cuda')
        {QColor(0xd6, 0x5f, 0x00), QCPScatterStyle::ssTriangleInverted}, // to('cpu')
    };
    return styles[std::max<qsizetype>(0, ops.indexOf(op)) % 6];
}

// A runtime for the worker thread: the window's CUDA mode, or the simulated device when an
// explicitly requested GPU is not there (as the session falls back).
std::unique_ptr<tl::Runtime> runtimeFor(tl::CudaMode mode)
{
    try {
        return std::make_unique<tl::Runtime>(mode);
    } catch (const std::exception &) {
        return std::make_unique<tl::Runtime>(tl::CudaMode::Sim);
    }
}

} // namespace

CopyCostDialog::CopyCostDialog(tl::CudaMode mode, QWidget *parent)
    : QDialog(parent), mode_(mode), limit_(new QComboBox(this)), repetitions_(new QSpinBox(this)),
      run_(new QPushButton(tr("&Measure"), this)), cancelButton_(new QPushButton(tr("&Cancel"), this)),
      csv_(new QPushButton(tr("Export &CSV…"), this)), png_(new QPushButton(tr("Export &PNG…"), this)),
      progress_(new QProgressBar(this)), plot_(new QCustomPlot(this)), status_(new QLabel(this))
{
    setObjectName(QStringLiteral("copyCostDialog"));
    setWindowTitle(tr("Copy cost — views against copies"));
    setModal(false);
    for (quint64 s = quint64(64) << 10; s <= CopyCostRun::kLargestLimit; s *= 4)
        limit_->addItem(tr("up to %1").arg(ByteUnits::text(s)), s);
    limit_->setObjectName(QStringLiteral("copyCostLimit"));
    setLimit(CopyCostRun::kDefaultLimit);
    repetitions_->setRange(1, 51);
    repetitions_->setValue(5);
    repetitions_->setSuffix(tr(" repetitions (median)"));
    run_->setObjectName(QStringLiteral("copyCostRun"));
    cancelButton_->setObjectName(QStringLiteral("copyCostCancel"));
    cancelButton_->setEnabled(false);
    csv_->setEnabled(false);
    png_->setEnabled(false);
    plot_->setObjectName(QStringLiteral("copyCostPlot"));
    plot_->setMinimumSize(640, 400);
    status_->setObjectName(QStringLiteral("copyCostStatus"));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Sizes from 1 KiB"), this));
    controls->addWidget(limit_);
    controls->addWidget(repetitions_);
    controls->addWidget(run_);
    controls->addWidget(cancelButton_);
    controls->addStretch(1);
    controls->addWidget(csv_);
    controls->addWidget(png_);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(progress_);
    layout->addWidget(plot_, 1);
    layout->addWidget(status_);

    plot_->xAxis->setScaleType(QCPAxis::stLogarithmic);
    plot_->yAxis->setScaleType(QCPAxis::stLogarithmic);
    auto sizes = QSharedPointer<SizeAxisTicker>::create();
    sizes->setLogBase(2);
    sizes->setSubTickCount(0);
    sizes->setTickCount(10);
    plot_->xAxis->setTicker(sizes);
    auto times = QSharedPointer<DurationAxisTicker>::create();
    times->setLogBase(10);
    times->setSubTickCount(8);
    plot_->yAxis->setTicker(times);
    plot_->xAxis->setLabel(tr("tensor size (float32 bytes)"));
    plot_->yAxis->setLabel(tr("time per call (median)"));
    plot_->plotLayout()->insertRow(0);
    plot_->plotLayout()->addElement(0, 0, new QCPTextElement(plot_, tr("Copy cost"), QFont(font().family(), font().pointSize() + 2, QFont::Bold)));
    plot_->legend->setVisible(true);
    plot_->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
    plot_->xAxis->setRange(CopyCostRun::kSmallest, double(CopyCostRun::kDefaultLimit));
    plot_->yAxis->setRange(10, 1e8);
    PlotTheme::apply(plot_, palette(), font());
    draw();

    connect(run_, &QPushButton::clicked, this, &CopyCostDialog::start);
    connect(cancelButton_, &QPushButton::clicked, this, &CopyCostDialog::cancel);
    connect(csv_, &QPushButton::clicked, this, &CopyCostDialog::exportCsvDialog);
    connect(png_, &QPushButton::clicked, this, &CopyCostDialog::exportPngDialog);
    status_->setText(tr("Measures each operation through the engine on this machine: sizes from 1 KiB up to the "
                        "limit, the median of the repetitions. Views (numpy(), detach()) cost the same at every "
                        "size; copies grow with the bytes."));
}

CopyCostDialog::~CopyCostDialog()
{
    cancelRequested_ = true;
    if (worker_)
        worker_->wait();
}

quint64 CopyCostDialog::limit() const
{
    return limit_->currentData().toULongLong();
}

void CopyCostDialog::setLimit(quint64 bytes)
{
    const int i = limit_->findData(bytes);
    if (i >= 0)
        limit_->setCurrentIndex(i);
}

void CopyCostDialog::setRepetitions(int n)
{
    repetitions_->setValue(n);
}

QString CopyCostDialog::statusText() const
{
    return status_->text();
}

void CopyCostDialog::start()
{
    if (worker_)
        return;
    cancelRequested_ = false;
    const quint64 limit = this->limit();
    const int repetitions = repetitions_->value();
    const tl::CudaMode mode = mode_;
    run_->setEnabled(false);
    cancelButton_->setEnabled(true);
    limit_->setEnabled(false);
    repetitions_->setEnabled(false);
    progress_->setValue(0);
    status_->setText(tr("Measuring…"));
    worker_ = QThread::create([this, limit, repetitions, mode] {
        const auto runtime = runtimeFor(mode);
        CopyCostRun run(*runtime, limit, repetitions);
        const int stages = run.stageCount();
        const CopyCostRun::Result result = run.run(
            [this, stages](int stage) {
                QMetaObject::invokeMethod(this, [this, stage, stages] {
                    progress_->setRange(0, stages);
                    progress_->setValue(stage);
                }, Qt::QueuedConnection);
            },
            cancelRequested_);
        QMetaObject::invokeMethod(this, [this, result] { finish(result); }, Qt::QueuedConnection);
    });
    worker_->setObjectName(QStringLiteral("copyCostWorker"));
    worker_->start();
}

void CopyCostDialog::cancel()
{
    if (!worker_)
        return;
    cancelRequested_ = true;
    cancelButton_->setEnabled(false);
    status_->setText(tr("Cancelling…"));
}

void CopyCostDialog::finish(const CopyCostRun::Result &result)
{
    worker_->wait();
    delete worker_;
    worker_ = nullptr;
    result_ = result;
    run_->setEnabled(true);
    cancelButton_->setEnabled(false);
    limit_->setEnabled(true);
    repetitions_->setEnabled(true);
    csv_->setEnabled(!result_.points.isEmpty());
    png_->setEnabled(!result_.points.isEmpty());
    if (!result_.cancelled)
        progress_->setValue(progress_->maximum());
    draw();
    const QString points = result_.points.size() == 1 ? tr("1 point") : tr("%1 points").arg(result_.points.size());
    QString text = result_.cancelled ? tr("Cancelled after %1.").arg(points) : tr("Measured %1.").arg(points);
    text += QLatin1Char(' ');
    text += result_.bytesLeft == 0 && result_.storagesAllocated == result_.storagesFreed
                ? tr("Nothing left allocated: %1 storages allocated, %2 freed.").arg(result_.storagesAllocated).arg(result_.storagesFreed)
                : tr("%1 left allocated (%2 storages allocated, %3 freed).")
                      .arg(ByteUnits::text(result_.bytesLeft)).arg(result_.storagesAllocated).arg(result_.storagesFreed);
    if (!result_.refused.isEmpty())
        text += QLatin1Char('\n') + tr("Refused by the engine: %1").arg(result_.refused.join(QStringLiteral("; ")));
    status_->setText(text);
    emit finished();
}

void CopyCostDialog::draw()
{
    plot_->clearGraphs();
    if (auto *title = qobject_cast<QCPTextElement *>(plot_->plotLayout()->element(0, 0)))
        title->setText(result_.backend.isEmpty() ? tr("Copy cost") : tr("Copy cost — cuda:0: %1").arg(result_.backend));
    double lowest = 1e300, highest = 0;
    for (const QString &op : CopyCostRun::operations()) {
        QVector<double> x, y;
        for (const CopyCostRun::Point &p : result_.points)
            if (p.op == op) {
                x.push_back(double(p.sizeBytes));
                y.push_back(double(std::max<qint64>(p.medianNs, 1))); // a log axis has no 0
                lowest = std::min(lowest, y.back());
                highest = std::max(highest, y.back());
            }
        if (x.isEmpty())
            continue;
        const SeriesStyle style = styleOf(op);
        QCPGraph *g = plot_->addGraph();
        g->setName(op);
        g->setPen(QPen(style.colour, 2));
        g->setScatterStyle(QCPScatterStyle(style.shape, style.colour, 8));
        g->setData(x, y, true);
    }
    if (!result_.points.isEmpty()) {
        quint64 largest = CopyCostRun::kSmallest;
        for (const CopyCostRun::Point &p : result_.points)
            largest = std::max(largest, p.sizeBytes);
        plot_->xAxis->setRange(CopyCostRun::kSmallest / 1.4, double(largest) * 1.4);
        plot_->yAxis->setRange(std::pow(10.0, std::floor(std::log10(lowest))), std::pow(10.0, std::ceil(std::log10(highest)) + 0.3));
    }
    plot_->replot();
}

bool CopyCostDialog::exportCsv(const QString &path, QString *error)
{
    return reportWrite(CopyCostCsv::write(result_, path, error ? error : &lastError_), error);
}

bool CopyCostDialog::exportPng(const QString &path, QString *error)
{
    return reportWrite(PlotPng::write(plot_, path, error ? error : &lastError_), error);
}

bool CopyCostDialog::reportWrite(bool ok, const QString *error)
{
    if (!ok)
        status_->setText(error ? *error : lastError_);
    return ok;
}

void CopyCostDialog::exportCsvDialog()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export copy cost as CSV"), QStringLiteral("copy-cost.csv"),
                                                      tr("CSV files (*.csv)"));
    if (!path.isEmpty() && exportCsv(path))
        status_->setText(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
}

void CopyCostDialog::exportPngDialog()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export copy cost as PNG"), QStringLiteral("copy-cost.png"),
                                                      tr("PNG images (*.png)"));
    if (!path.isEmpty() && exportPng(path))
        status_->setText(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
}

void CopyCostDialog::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        PlotTheme::apply(plot_, palette(), font());
        plot_->replot();
    }
}

void CopyCostDialog::closeEvent(QCloseEvent *event)
{
    cancel();
    QDialog::closeEvent(event);
}

} // namespace tl::ui
