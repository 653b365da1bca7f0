#pragma once
// "Predict, then run": a lesson's question before its statement runs, with the statement
// itself (its line number and code, as the Steps panel shows it) and one large button per
// choice in words with their units ("24 bytes"; keys 1, 2, 3… answer too); once answered,
// whether the prediction was right, what the engine did, the lesson's explanation and the
// score so far, while the canvas behind shows why. Not modal: the class can look at the
// canvas while it thinks. Escape puts the question away unanswered (nothing runs).
#include <QDialog>

class QLabel;
class QPushButton;
class QVBoxLayout;

namespace tl::ui {

class PredictionDialog : public QDialog {
    Q_OBJECT
public:
    struct Choice {
        QString value; // what answered() reports
        QString label; // what the button says
    };
    struct Prompt {
        QString narration; // said before the question ("" for none)
        int line = 0;      // the statement predicted: its first line and its code
        QString statement;
        QString question;
        QList<Choice> choices;
    };

    explicit PredictionDialog(QWidget *parent = nullptr);

    void ask(const Prompt &prompt);
    // The answer checked, in the choices' words: `given` against what the engine did, the
    // lesson's explanation and the step's narration, and the score.
    void showOutcome(const QString &given, const QString &engine, const QString &why, int right, int answered, int total);

    QLabel *narrationLabel() const { return narration_; }
    QLabel *statementLabel() const { return statement_; }
    QLabel *questionLabel() const { return question_; }
    QLabel *outcomeLabel() const { return outcome_; }
    QList<QPushButton *> choiceButtons() const { return choices_; }

signals:
    void answered(const QString &choice);
    // Closed (Escape, the title bar) before a choice was made.
    void withdrawn();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void reject() override;

private:
    void placeBesideTheCanvas();

    QLabel *narration_;
    QLabel *statement_;
    QLabel *question_;
    QLabel *hint_;
    QLabel *outcome_;
    QVBoxLayout *choiceBox_;
    QPushButton *continue_;
    QList<QPushButton *> choices_;
    bool open_ = false; // asked and not yet answered
};

} // namespace tl::ui
