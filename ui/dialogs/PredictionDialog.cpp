#include "PredictionDialog.h"

#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace tl::ui {

PredictionDialog::PredictionDialog(QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("predictionDialog"));
    setWindowTitle(tr("Predict, then run"));
    setModal(false);
    narration_ = new QLabel(this);
    narration_->setWordWrap(true);
    question_ = new QLabel(this);
    question_->setObjectName(QStringLiteral("predictionQuestion"));
    question_->setWordWrap(true);
    QFont big = question_->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    question_->setFont(big);
    outcome_ = new QLabel(this);
    outcome_->setObjectName(QStringLiteral("predictionOutcome"));
    outcome_->setWordWrap(true);
    outcome_->setTextFormat(Qt::PlainText);
    continue_ = new QPushButton(tr("Continue"), this);
    continue_->setObjectName(QStringLiteral("predictionContinue"));
    connect(continue_, &QPushButton::clicked, this, &QDialog::accept);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(narration_);
    layout->addWidget(question_);
    choiceBox_ = new QVBoxLayout;
    layout->addLayout(choiceBox_);
    layout->addWidget(outcome_);
    layout->addWidget(continue_, 0, Qt::AlignRight);
    setMinimumWidth(420);
}

void PredictionDialog::ask(const QString &narration, const QString &question, const QStringList &choices)
{
    narration_->setText(narration);
    narration_->setVisible(!narration.isEmpty());
    question_->setText(question);
    qDeleteAll(choices_);
    choices_.clear();
    for (int i = 0; i < choices.size(); ++i) {
        auto *button = new QPushButton(QStringLiteral("%1  %2").arg(i + 1).arg(choices[i]), this);
        button->setObjectName(QStringLiteral("predictionChoice%1").arg(i + 1));
        QFont f = button->font();
        f.setPointSizeF(f.pointSizeF() * 1.3);
        button->setFont(f);
        button->setMinimumHeight(button->fontMetrics().height() * 2);
        const QString choice = choices[i];
        connect(button, &QPushButton::clicked, this, [this, choice] {
            for (QPushButton *b : std::as_const(choices_))
                b->setEnabled(false);
            emit answered(choice);
        });
        choiceBox_->addWidget(button);
        choices_ << button;
    }
    outcome_->clear();
    outcome_->hide();
    continue_->hide();
    show();
    raise();
    if (!choices_.isEmpty())
        choices_.first()->setFocus();
}

void PredictionDialog::showOutcome(const QString &given, const QString &engine, const QString &why, int right, int answered,
                                   int total)
{
    // Said in words first, so that no colour has to tell it.
    const QString verdict = given == engine ? tr("✓ Right: %1.").arg(engine)
                                            : tr("✗ Not this time: you said %1; the engine's answer is %2.").arg(given, engine);
    outcome_->setText(QStringLiteral("%1\n%2\n%3").arg(verdict, why, tr("Score: %1 of %2 right (%3 questions in the lesson).").arg(right).arg(answered).arg(total)));
    outcome_->show();
    continue_->show();
    continue_->setFocus();
}

void PredictionDialog::keyPressEvent(QKeyEvent *event)
{
    const int index = event->key() - Qt::Key_1;
    if (index >= 0 && index < choices_.size() && choices_[index]->isEnabled()) {
        choices_[index]->click();
        return;
    }
    QDialog::keyPressEvent(event);
}

} // namespace tl::ui
