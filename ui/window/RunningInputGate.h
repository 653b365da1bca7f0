#pragma once
// While one statement runs for long (a loop; see StatementPump) the window keeps painting
// and answers only its Stop action, as an IDE's "Running..." state does: other clicks,
// keys, shortcuts and the close button would start new code, replace the session or open
// dialogs in the middle of the statement, so they are held back (closing asks to stop).
#include <QObject>

class QAction;
class QWidget;

namespace tl::ui {

class RunningInputGate : public QObject {
    Q_OBJECT
public:
    // `stop`: the one action that still works; `stopButton`: where it sits in the toolbar.
    RunningInputGate(QAction *stop, QWidget *stopButton, QObject *parent = nullptr);
    ~RunningInputGate() override;

    void setClosed(bool closed);
    bool isClosed() const { return closed_; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool reachesStop(QObject *watched, QEvent *event) const;

    QAction *stop_;
    QWidget *stopButton_;
    bool closed_ = false;
};

} // namespace tl::ui
