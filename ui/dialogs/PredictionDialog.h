#pragma once
// "Predict, then run": a lesson's question before its statement runs, with one large
// button per choice (keys 1, 2, 3… answer too); once answered, whether the prediction was
// right, what the engine did and the score so far, while the canvas behind shows why.
// Not modal: the class can look at the canvas while it thinks.
#include <QDialog>

class QLabel;
class QPushButton;
class QVBoxLayout;

namespace tl::ui {

class PredictionDialog : public QDialog {
    Q_OBJECT
public:
    explicit PredictionDialog(QWidget *parent = nullptr);

    // Asks `question` (said after `narration`) with `choices`.
    void ask(const QString &narration, const QString &question, const QStringList &choices);
    // The answer checked: `given` against what the engine did, and the score.
    void showOutcome(const QString &given, const QString &engine, const QString &why, int right, int answered, int total);

    QLabel *questionLabel() const { return question_; }
    QLabel *outcomeLabel() const { return outcome_; }
    QList<QPushButton *> choiceButtons() const { return choices_; }

signals:
    void answered(const QString &choice);

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    QLabel *narration_;
    QLabel *question_;
    QLabel *outcome_;
    QVBoxLayout *choiceBox_;
    QPushButton *continue_;
    QList<QPushButton *> choices_;
};

} // namespace tl::ui
