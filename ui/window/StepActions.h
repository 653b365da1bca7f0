#pragma once
// Stepping a script from the keyboard and the toolbar, as a debugger does: back, forward,
// to the start or the end, to the code view's cursor line, play at an adjustable pace, and
// run the edited code again. Keys a presenter's remote sends (Page Up / Page Down) step too.
// Disabled while no script is loaded, or while a script runs on its own.
#include <QObject>

#include <functional>

class QAction;
class QSpinBox;
class QTimer;
class QToolBar;

namespace tl::ui {

class ScriptTimeline;
class Session;
class StepPanel;

class StepActions : public QObject {
    Q_OBJECT
public:
    StepActions(ScriptTimeline *timeline, Session *session, StepPanel *panel, QObject *parent);

    QAction *back() const { return back_; }
    QAction *forward() const { return forward_; }
    QAction *first() const { return first_; }
    QAction *last() const { return last_; }
    QAction *play() const { return play_; }
    QAction *runToCursor() const { return toCursor_; }
    QAction *rerun() const { return rerun_; }
    QList<QAction *> actions() const;
    // Milliseconds between two steps while playing (remembered in the settings).
    int paceMs() const;
    void setPaceMs(int ms);
    // The toolbar with the actions and the pace.
    QToolBar *createToolBar(QWidget *parent);
    // Asked before every move of the stepping (from, to); false holds it (a lesson asking
    // for a prediction first).
    void setGate(std::function<bool(int from, int to)> gate) { gate_ = std::move(gate); }
    // Asked before Re-run edited code replays the script; false leaves everything as it is.
    void setRerunGate(std::function<bool()> gate) { rerunGate_ = std::move(gate); }
    // How an edited script whose steps were recorded in the learner's Python runs again
    // (there: LiveCommands::rerunEdited), given the edited code and its first edited line.
    void setRecordedRerun(std::function<void(const QString &, int)> rerun) { recordedRerun_ = std::move(rerun); }
    // Every move of the stepping goes through here (keys, the toolbar, the step list, play).
    bool moveTo(int step);

public slots:
    void updateEnabled();

private:
    void playStep();

    ScriptTimeline *timeline_;
    Session *session_;
    StepPanel *panel_;
    QAction *back_, *forward_, *first_, *last_, *play_, *toCursor_, *rerun_;
    QTimer *timer_;
    QSpinBox *pace_ = nullptr;
    std::function<bool(int, int)> gate_;
    std::function<bool()> rerunGate_;
    std::function<void(const QString &, int)> recordedRerun_;
};

} // namespace tl::ui
