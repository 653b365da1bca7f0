#include "StepActions.h"

#include "panels/StepPanel.h"
#include "session/ScriptTimeline.h"
#include "session/Session.h"

#include <QAction>
#include <QApplication>
#include <QListWidget>
#include <QSettings>
#include <QSpinBox>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>

namespace tl::ui {

namespace {
const char *kPaceKey = "stepping/paceMs";
constexpr int kDefaultPaceMs = 1000;
} // namespace

StepActions::StepActions(ScriptTimeline *timeline, Session *session, StepPanel *panel, QObject *parent)
    : QObject(parent), timeline_(timeline), session_(session), panel_(panel), timer_(new QTimer(this))
{
    auto make = [this](const QString &text, const QString &name, const QList<QKeySequence> &keys, const QString &tip) {
        auto *a = new QAction(text, this);
        a->setObjectName(name);
        a->setShortcuts(keys);
        a->setShortcutContext(Qt::WindowShortcut);
        a->setToolTip(QStringLiteral("%1 (%2)").arg(tip, keys.value(0).toString(QKeySequence::NativeText)));
        return a;
    };
    back_ = make(tr("Step back"), QStringLiteral("stepBack"), {QKeySequence(Qt::SHIFT | Qt::Key_F10), QKeySequence(Qt::Key_PageUp)},
                 tr("Back one step: the state before the last statement ran"));
    forward_ = make(tr("Step"), QStringLiteral("stepForward"), {QKeySequence(Qt::Key_F10), QKeySequence(Qt::Key_PageDown)},
                    tr("Run the next statement"));
    first_ = make(tr("To start"), QStringLiteral("stepFirst"), {QKeySequence(Qt::ALT | Qt::Key_Home)}, tr("Back to step 0"));
    last_ = make(tr("To end"), QStringLiteral("stepLast"), {QKeySequence(Qt::ALT | Qt::Key_End)}, tr("Run to the end of the script"));
    play_ = make(tr("Play"), QStringLiteral("stepPlay"), {QKeySequence(Qt::Key_F8)}, tr("Step on by itself at the pace set"));
    play_->setCheckable(true);
    toCursor_ = make(tr("Run to cursor"), QStringLiteral("stepToCursor"), {QKeySequence(Qt::CTRL | Qt::Key_F10)},
                     tr("Run until the line of the cursor in the script runs next"));
    rerun_ = make(tr("Re-run edited code"), QStringLiteral("stepRerun"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Return)},
                  tr("Run the edited script again, up to the edited line"));
    // A media player's symbols, so that the toolbar can show most of them without words.
    const QStyle *style = QApplication::style();
    first_->setIcon(style->standardIcon(QStyle::SP_MediaSkipBackward));
    back_->setIcon(style->standardIcon(QStyle::SP_MediaSeekBackward));
    forward_->setIcon(style->standardIcon(QStyle::SP_MediaSeekForward));
    last_->setIcon(style->standardIcon(QStyle::SP_MediaSkipForward));
    play_->setIcon(style->standardIcon(QStyle::SP_MediaPlay));
    // The actions on the script's code are buttons beside that code.
    panel_->setCodeActions({toCursor_, rerun_});

    connect(back_, &QAction::triggered, this, [this] { moveTo(timeline_->currentStep() - 1); });
    connect(forward_, &QAction::triggered, this, [this] { moveTo(timeline_->currentStep() + 1); });
    connect(first_, &QAction::triggered, this, [this] { moveTo(0); });
    connect(last_, &QAction::triggered, this, [this] { moveTo(timeline_->stepCount()); });
    connect(toCursor_, &QAction::triggered, this, [this] {
        moveTo(timeline_->stepBeforeLine(panel_->cursorLine()));
    });
    connect(rerun_, &QAction::triggered, this, [this] {
        if (!panel_->edited() || (rerunGate_ && !rerunGate_()))
            return;
        if (!timeline_->isRecorded())
            timeline_->reload(panel_->editedCode(), panel_->firstEditedLine());
        else if (recordedRerun_)
            recordedRerun_(panel_->editedCode(), panel_->firstEditedLine());
    });
    connect(play_, &QAction::toggled, this, [this](bool on) {
        play_->setText(on ? tr("Pause") : tr("Play"));
        play_->setIcon(QApplication::style()->standardIcon(on ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
        if (on && timeline_->currentStep() >= timeline_->stepCount())
            moveTo(0);
        on ? timer_->start(paceMs()) : timer_->stop();
    });
    connect(timer_, &QTimer::timeout, this, &StepActions::playStep);
    connect(timeline_, &ScriptTimeline::stepChanged, this, &StepActions::updateEnabled);
    connect(timeline_, &ScriptTimeline::loaded, this, &StepActions::updateEnabled);
    connect(session_, &Session::scriptFinished, this, &StepActions::updateEnabled);
    // A script run on its own (not stepped) closes stepping while it runs.
    connect(session_, &Session::modelChanged, this, &StepActions::updateEnabled);
    connect(panel_, &StepPanel::stepRequested, this, [this](int step) {
        if (!moveTo(step))
            panel_->stepList()->setCurrentRow(timeline_->currentStep());
    });
    updateEnabled();
}

QList<QAction *> StepActions::actions() const { return {first_, back_, forward_, last_, play_, toCursor_, rerun_}; }

int StepActions::paceMs() const { return QSettings().value(QLatin1String(kPaceKey), kDefaultPaceMs).toInt(); }

void StepActions::setPaceMs(int ms)
{
    ms = std::clamp(ms, 100, 10000);
    QSettings().setValue(QLatin1String(kPaceKey), ms);
    if (timer_->isActive())
        timer_->setInterval(ms);
    if (pace_ && pace_->value() != ms)
        pace_->setValue(ms);
}

QToolBar *StepActions::createToolBar(QWidget *parent)
{
    // Room for Fit and projector mode beside it at 1280 px, in projector mode's large text
    // too: the steps in words, the jumps and Play as symbols (named in their tooltips and the
    // Step menu); run to cursor and re-run edited code are with the code, in the Steps panel.
    auto *bar = new QToolBar(tr("Stepping"), parent);
    bar->setObjectName(QStringLiteral("steppingToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->addActions({first_, back_, forward_, last_, play_});
    for (QAction *a : {first_, last_, play_})
        if (auto *button = qobject_cast<QToolButton *>(bar->widgetForAction(a)))
            button->setToolButtonStyle(Qt::ToolButtonIconOnly);
    pace_ = new QSpinBox(bar);
    pace_->setObjectName(QStringLiteral("stepPace"));
    pace_->setRange(100, 10000);
    pace_->setSingleStep(100);
    pace_->setSuffix(tr(" ms"));
    pace_->setToolTip(tr("How fast Play steps: milliseconds from one step to the next"));
    pace_->setValue(paceMs());
    connect(pace_, &QSpinBox::valueChanged, this, &StepActions::setPaceMs);
    bar->addWidget(pace_);
    return bar;
}

bool StepActions::moveTo(int step)
{
    step = std::clamp(step, 0, timeline_->stepCount());
    if (gate_ && !gate_(timeline_->currentStep(), step))
        return false;
    return timeline_->goTo(step);
}

void StepActions::playStep()
{
    if (timeline_->currentStep() >= timeline_->stepCount() || !moveTo(timeline_->currentStep() + 1))
        play_->setChecked(false);
}

void StepActions::updateEnabled()
{
    const bool usable = timeline_->isLoaded() && !session_->isRunning();
    const int step = timeline_->currentStep(), count = timeline_->stepCount();
    back_->setEnabled(usable && step > 0);
    first_->setEnabled(usable && step > 0);
    forward_->setEnabled(usable && step < count);
    last_->setEnabled(usable && step < count);
    toCursor_->setEnabled(usable);
    // A recording is your Python's: an edit runs again there (never in the built-in
    // engine, which would take over the script without a word).
    rerun_->setEnabled(usable && (!timeline_->isRecorded() || recordedRerun_));
    play_->setEnabled(usable && (step < count || play_->isChecked()));
    if (!usable && play_->isChecked())
        play_->setChecked(false);
}

} // namespace tl::ui
