#pragma once
// The script being stepped through: its code with the line that just ran and the line that
// runs next marked (in words too, not by colour alone), the list of every step with what it
// did, and the current frame's locals. Clicking a step goes there; the code can be edited
// and run again from the edited line. It shows what the ScriptTimeline says; stepping
// itself is the window's actions. In a wide, low place (the bottom row of a small window)
// code, steps and locals stand side by side; in a column, one above the other. A lesson keeps its answers out of sight: lines it hides
// show other words until it reveals them, and steps not reached yet do not say what they do.
#include <QMap>
#include <QWidget>

class QAction;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSplitter;
class QTreeWidget;

namespace tl::ui {

class ScriptTimeline;

class StepPanel : public QWidget {
    Q_OBJECT
public:
    explicit StepPanel(ScriptTimeline *timeline, QWidget *parent = nullptr);

    QPlainTextEdit *codeView() const { return code_; }
    QListWidget *stepList() const { return steps_; }
    QTreeWidget *localsView() const { return locals_; }
    QLabel *positionLabel() const { return position_; }
    // A lesson's narration for what runs next ("" hides it).
    void setNarration(const QString &text);
    QLabel *narrationLabel() const { return narration_; }
    // Lines of the script shown with other words (line -> what is shown), the script's own
    // text coming back for lines no longer listed; edits elsewhere are kept.
    void setHiddenLines(const QMap<int, QString> &shown);
    // Whether the step list keeps what steps not reached yet do to itself (a lesson).
    void setFutureHidden(bool hidden);
    // Buttons for the window's actions on the script's code (run to cursor, re-run edited
    // code), in a row above it: where the cursor and the edits are.
    void setCodeActions(const QList<QAction *> &actions);
    // The line of the code view's cursor (run to cursor).
    int cursorLine() const;
    // Whether the code was edited since it was loaded, and the first edited line.
    bool edited() const;
    int firstEditedLine() const;
    QString editedCode() const;

signals:
    void stepRequested(int step);
    // The script's text in the panel was changed by the user (edited() says whether it now
    // differs from the script).
    void codeEdited();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void reload();
    void showStep(int step);
    void describeSteps();

    ScriptTimeline *timeline_;
    QLabel *position_;
    QLabel *narration_;
    QPlainTextEdit *code_;
    QListWidget *steps_;
    QTreeWidget *locals_;
    QSplitter *split_;
    bool updating_ = false;
    bool futureHidden_ = false;
    QMap<int, QString> hidden_;
};

} // namespace tl::ui
