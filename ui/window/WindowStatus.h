#pragma once
// The status bar and Stop follow what runs: a long statement (a loop, in the session or in a
// script being loaded or stepped) closes the window's input except Stop and says so; a
// script's start and end, each step, a lesson's score and an undo's replay are said; the
// permanent label names the engine and the versions it answers as.
#include <QObject>

class QDockWidget;
class QLabel;

namespace tl::ui {

class MainWindow;
class RunningInputGate;

class WindowStatus : public QObject {
    Q_OBJECT
public:
    // `output`: the dock raised when a script starts, so what it prints shows.
    WindowStatus(MainWindow *window, QDockWidget *output);

    // The engine's label, again (after a session was replaced).
    void showEngine();
    // Something runs outside the session (a script traced in the learner's Python): until it
    // ends, the window answers only Stop, as during a long statement.
    void setRunningElsewhere(bool running) { setRunning(running, running); }

private:
    // A long statement started (`running`) or ended; `stoppable`: Stop still ends something.
    void setRunning(bool running, bool stoppable);

    MainWindow *window_;
    RunningInputGate *gate_;
    QLabel *engine_;
};

} // namespace tl::ui
