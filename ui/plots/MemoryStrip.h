#pragma once
// The memory strip: bytes allocated per device (cpu, cuda:0) over the steps of a run, as
// torch.cuda.memory_allocated() would read after each step, with the copies between the
// devices marked at their step and labelled with their bytes, and a cursor at the current
// step. Clicking a step asks to go there; the owner decides (stepRequested).
#include "MemoryTimeline.h"

#include <QWidget>

class QCustomPlot;
class QCPItemStraightLine;
class QCPItemText;
class QLabel;

namespace tl::ui {

class MemoryStrip : public QWidget {
    Q_OBJECT
public:
    explicit MemoryStrip(QWidget *parent = nullptr);

    void setTimeline(const MemoryTimeline &timeline);
    const MemoryTimeline &timeline() const { return timeline_; }
    int currentStep() const { return current_; }
    // The plot, for tests that click it and for pictures.
    QCustomPlot *plot() const { return plot_; }
    // The caption above the plot: the current step, its statement and bytes per device.
    QString caption() const;
    // Room for a dozen steps and their copy labels.
    QSize sizeHint() const override { return {640, 230}; }

public slots:
    void setCurrentStep(int step);

signals:
    void stepRequested(int step);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void rebuild();
    void applyPalette();
    void placeCursor();
    void onPress(const QPoint &pos);

    MemoryTimeline timeline_;
    int current_ = 0;
    bool stale_ = false; // the timeline changed while hidden: redrawn when shown
    QCustomPlot *plot_;
    QCPItemStraightLine *cursor_ = nullptr;
    QLabel *caption_;
};

} // namespace tl::ui
