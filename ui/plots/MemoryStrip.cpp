// The memory strip drawn with QCustomPlot: one step line per device (the bytes after each
// step hold until the next), triangles at the copies between devices (up: to the device,
// down: to the host) labelled with their bytes, and a vertical cursor at the current step.
#include "MemoryStrip.h"

#include "ByteUnits.h"
#include "PlotTheme.h"

#include <qcustomplot.h>

#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace tl::ui {

namespace {

// Byte ticks at powers of two (1, 2, 4, 8 ... KiB), labelled in binary units.
class ByteAxisTicker : public QCPAxisTicker {
protected:
    double getTickStep(const QCPRange &range) override
    {
        const double wanted = range.size() / std::max(1, tickCount());
        return std::max(1.0, std::exp2(std::ceil(std::log2(std::max(wanted, 1.0)))));
    }
    int getSubTickCount(double) override { return 1; }
    QString getTickLabel(double tick, const QLocale &, QChar, int) override
    {
        return tick < 0 ? QString() : ByteUnits::text(quint64(std::llround(tick)));
    }
};

QColor deviceColour(const QString &device)
{
    return device == QLatin1String("cpu") ? QColor(0x1f, 0x77, 0xb4) : QColor(0x3d, 0x8b, 0x00);
}

const QColor kCopyColour(0xd6, 0x5f, 0x00);

} // namespace

MemoryStrip::MemoryStrip(QWidget *parent) : QWidget(parent), plot_(new QCustomPlot(this)), caption_(new QLabel(this))
{
    setObjectName(QStringLiteral("memoryStrip"));
    plot_->setObjectName(QStringLiteral("memoryStripPlot"));
    caption_->setObjectName(QStringLiteral("memoryStripCaption"));
    caption_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // A long statement never widens the dock: the caption is cut at the strip's edge.
    caption_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 0);
    layout->setSpacing(2);
    layout->addWidget(caption_);
    layout->addWidget(plot_, 1);
    setMinimumHeight(160);
    plot_->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new ByteAxisTicker));
    auto steps = QSharedPointer<QCPAxisTickerFixed>::create();
    steps->setTickStep(1.0);
    steps->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    plot_->xAxis->setTicker(steps);
    plot_->xAxis->setLabel(tr("step (statements run)"));
    plot_->yAxis->setLabel(tr("bytes allocated"));
    // The legend in a row of its own above the plot: it never hides a step.
    plot_->legend->setVisible(true);
    plot_->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    plot_->legend->setMargins(QMargins(4, 1, 4, 1));
    plot_->legend->setIconSize(18, 10);
    plot_->legend->setIconTextPadding(4);
    plot_->legend->setColumnSpacing(10);
    auto *legendRow = new QCPLayoutGrid;
    plot_->plotLayout()->insertRow(0);
    plot_->plotLayout()->addElement(0, 0, legendRow);
    legendRow->addElement(0, 0, plot_->legend);
    legendRow->addElement(0, 1, new QCPLayoutElement(plot_)); // the rest of the row: the legend stays left
    legendRow->setColumnStretchFactor(0, 0.001);
    plot_->plotLayout()->setRowStretchFactor(0, 0.001);
    plot_->plotLayout()->setRowSpacing(2);
    plot_->legend->setBorderPen(Qt::NoPen);
    connect(plot_, &QCustomPlot::mousePress, this, [this](QMouseEvent *e) { onPress(e->position().toPoint()); });
    applyPalette();
    rebuild();
}

void MemoryStrip::setTimeline(const MemoryTimeline &timeline)
{
    timeline_ = timeline;
    current_ = std::clamp(current_, 0, std::max(0, timeline_.size() - 1));
    if (!isVisible()) {
        // A hidden strip (its dock closed) follows a live session without drawing.
        stale_ = true;
        caption_->setText(caption());
        return;
    }
    rebuild();
}

void MemoryStrip::setCurrentStep(int step)
{
    current_ = std::clamp(step, 0, std::max(0, timeline_.size() - 1));
    placeCursor();
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

QString MemoryStrip::caption() const
{
    if (timeline_.isEmpty())
        return tr("No steps yet");
    const MemoryTimeline::Step &s = timeline_.at(current_);
    QStringList parts;
    for (const QString &device : timeline_.devices())
        parts += QStringLiteral("%1 %2").arg(device, ByteUnits::text(s.bytes.value(device)));
    for (const MemoryTimeline::Copy &c : s.copies)
        if (c.crossesDevices())
            parts += tr("copy %1 %2").arg(c.route(), ByteUnits::text(c.bytes));
    const QString statement = s.statement.isEmpty() ? tr("before the first statement") : s.statement.section(u'\n', 0, 0);
    return tr("step %1: %2 — %3").arg(current_).arg(statement, parts.join(QStringLiteral(", ")));
}

void MemoryStrip::rebuild()
{
    stale_ = false;
    plot_->clearGraphs();
    plot_->clearItems();
    const int n = timeline_.size();
    for (const QString &device : timeline_.devices()) {
        QVector<double> x, y;
        for (int i = 0; i < n; ++i) {
            x.push_back(i);
            y.push_back(double(timeline_.bytes(i, device)));
        }
        // The last step's value drawn to the edge of its column.
        if (n > 0) {
            x.push_back(n - 0.5);
            y.push_back(y.back());
        }
        QCPGraph *g = plot_->addGraph();
        g->setName(device);
        g->setLineStyle(QCPGraph::lsStepLeft);
        const QColor c = deviceColour(device);
        g->setPen(QPen(c, 2.5));
        QColor fill = c;
        fill.setAlpha(40);
        g->setBrush(fill);
        g->setData(x, y, true);
    }
    QVector<double> upX, upY, downX, downY;
    for (int i = 0; i < n; ++i) {
        double labelY = 0;
        for (const MemoryTimeline::Copy &c : timeline_.at(i).copies) {
            if (!c.crossesDevices())
                continue;
            const bool toDevice = c.direction == QLatin1String("host-to-device");
            (toDevice ? upX : downX).push_back(i);
            (toDevice ? upY : downY).push_back(double(c.bytes));
            auto *label = new QCPItemText(plot_);
            label->setText(ByteUnits::text(c.bytes)); // the marker's shape says which way
            label->setColor(kCopyColour);
            QFont f = font();
            f.setBold(true);
            label->setFont(f);
            label->setPositionAlignment(Qt::AlignBottom | Qt::AlignHCenter);
            label->position->setCoords(i, std::max(double(c.bytes), labelY));
            label->setPadding(QMargins(2, 0, 2, 8));
            labelY = std::max(double(c.bytes), labelY) + timeline_.peak() * 0.12;
        }
    }
    auto copyGraph = [this](const QString &name, QCPScatterStyle::ScatterShape shape, const QVector<double> &x, const QVector<double> &y) {
        QCPGraph *g = plot_->addGraph();
        g->setName(name);
        g->setLineStyle(QCPGraph::lsNone);
        g->setScatterStyle(QCPScatterStyle(shape, kCopyColour, kCopyColour, 11));
        g->setData(x, y);
        if (x.isEmpty())
            g->removeFromLegend();
    };
    copyGraph(tr("copy to cuda:0"), QCPScatterStyle::ssTriangle, upX, upY);
    copyGraph(tr("copy to cpu"), QCPScatterStyle::ssTriangleInverted, downX, downY);

    plot_->xAxis->setRange(-0.5, std::max(0, n - 1) + 0.5);
    const double top = std::max(64.0, double(timeline_.peak())) * 1.35;
    plot_->yAxis->setRange(0, top);

    cursor_ = new QCPItemStraightLine(plot_);
    cursor_->setPen(QPen(palette().color(QPalette::Highlight), 2, Qt::DashLine));
    placeCursor();
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void MemoryStrip::placeCursor()
{
    caption_->setText(caption());
    caption_->setToolTip(caption_->text());
    if (!cursor_)
        return;
    cursor_->point1->setCoords(current_, 0);
    cursor_->point2->setCoords(current_, 1);
}

void MemoryStrip::applyPalette()
{
    PlotTheme::apply(plot_, palette(), font());
}

void MemoryStrip::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        applyPalette();
        rebuild();
    }
}

void MemoryStrip::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (stale_)
        rebuild();
}

void MemoryStrip::onPress(const QPoint &pos)
{
    if (timeline_.isEmpty() || !plot_->axisRect()->rect().contains(pos))
        return;
    const int step = std::clamp(int(std::lround(plot_->xAxis->pixelToCoord(pos.x()))), 0, timeline_.size() - 1);
    emit stepRequested(step);
}

} // namespace tl::ui
