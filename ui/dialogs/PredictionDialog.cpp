// The prediction dialog: a question, the statement it is about and the choices, sized for a
// room (the fonts follow the window's text size each time a question is asked).
#include "PredictionDialog.h"

#include "theme/MonospaceFont.h"

#include <QApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace tl::ui {

namespace {

// `base` `factor` times larger, whether its size is in points or (the window's text size)
// in pixels.
QFont scaled(const QFont &base, qreal factor, bool bold)
{
    QFont f = base;
    if (base.pixelSize() > 0)
        f.setPixelSize(qRound(base.pixelSize() * factor));
    else
        f.setPointSizeF(base.pointSizeF() * factor);
    f.setBold(bold);
    return f;
}

// "8 │ code" for each line of the statement, numbered from `line`.
QString numbered(int line, const QString &statement)
{
    QStringList lines = statement.split(u'\n');
    const int width = int(QString::number(line + lines.size() - 1).size());
    for (int i = 0; i < lines.size(); ++i)
        lines[i] = QStringLiteral("%1 │ %2").arg(line + i, width).arg(lines[i]);
    return lines.join(u'\n');
}

} // namespace

PredictionDialog::PredictionDialog(QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("predictionDialog"));
    setWindowTitle(tr("Predict, then run"));
    setModal(false);
    narration_ = new QLabel(this);
    narration_->setObjectName(QStringLiteral("predictionNarration"));
    narration_->setWordWrap(true);
    narration_->setTextFormat(Qt::PlainText);
    statement_ = new QLabel(this);
    statement_->setObjectName(QStringLiteral("predictionStatement"));
    statement_->setTextFormat(Qt::PlainText);
    statement_->setFrameShape(QFrame::Box);
    statement_->setAutoFillBackground(true);
    statement_->setBackgroundRole(QPalette::Base);
    statement_->setForegroundRole(QPalette::Text);
    statement_->setMargin(8);
    statement_->setAccessibleName(tr("The statement to predict"));
    question_ = new QLabel(this);
    question_->setObjectName(QStringLiteral("predictionQuestion"));
    question_->setWordWrap(true);
    question_->setTextFormat(Qt::PlainText);
    hint_ = new QLabel(this);
    hint_->setObjectName(QStringLiteral("predictionHint"));
    hint_->setWordWrap(true);
    outcome_ = new QLabel(this);
    outcome_->setObjectName(QStringLiteral("predictionOutcome"));
    outcome_->setWordWrap(true);
    outcome_->setTextFormat(Qt::PlainText);
    continue_ = new QPushButton(tr("Continue"), this);
    continue_->setObjectName(QStringLiteral("predictionContinue"));
    connect(continue_, &QPushButton::clicked, this, &QDialog::accept);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(narration_);
    layout->addWidget(statement_);
    layout->addWidget(question_);
    choiceBox_ = new QVBoxLayout;
    layout->addLayout(choiceBox_);
    layout->addWidget(hint_);
    layout->addWidget(outcome_);
    layout->addWidget(continue_, 0, Qt::AlignRight);
    setMinimumWidth(480);
}

void PredictionDialog::ask(const Prompt &prompt)
{
    // The window's text size of now (projector mode makes it larger), read where it is
    // set: the widgets' own fonts may not have heard of a change made a moment ago.
    const QFont base = QApplication::font();
    narration_->setFont(scaled(base, 1.15, false));
    narration_->setText(prompt.narration);
    narration_->setVisible(!prompt.narration.isEmpty());
    QFont code = MonospaceFont::family();
    if (base.pixelSize() > 0)
        code.setPixelSize(base.pixelSize());
    else
        code.setPointSizeF(base.pointSizeF());
    statement_->setFont(scaled(code, 1.3, true));
    statement_->setText(numbered(prompt.line, prompt.statement));
    statement_->setVisible(!prompt.statement.isEmpty());
    question_->setFont(scaled(base, 1.5, true));
    question_->setText(prompt.question);
    qDeleteAll(choices_);
    choices_.clear();
    for (int i = 0; i < prompt.choices.size(); ++i) {
        const Choice choice = prompt.choices[i];
        auto *button = new QPushButton(choice.label, this);
        button->setObjectName(QStringLiteral("predictionChoice%1").arg(i + 1));
        button->setToolTip(tr("Press %1").arg(i + 1));
        button->setFont(scaled(base, 1.3, false));
        button->setMinimumHeight(button->fontMetrics().height() * 2);
        button->setAutoDefault(false);
        connect(button, &QPushButton::clicked, this, [this, value = choice.value] {
            for (QPushButton *b : std::as_const(choices_))
                b->setEnabled(false);
            open_ = false;
            hint_->hide();
            emit answered(value);
        });
        choiceBox_->addWidget(button);
        choices_ << button;
    }
    hint_->setFont(scaled(base, 1.0, false));
    hint_->setText(choices_.size() > 1 ? tr("Click your prediction, or press 1 to %1. Escape: not yet.").arg(choices_.size())
                                       : tr("Click your prediction, or press 1. Escape: not yet."));
    hint_->show();
    outcome_->setFont(scaled(base, 1.3, false));
    outcome_->clear();
    outcome_->hide();
    continue_->setFont(scaled(base, 1.0, false));
    continue_->hide();
    open_ = true;
    adjustSize();
    placeBesideTheCanvas();
    show();
    raise();
    activateWindow();
    if (!choices_.isEmpty())
        choices_.first()->setFocus();
}

void PredictionDialog::showOutcome(const QString &given, const QString &engine, const QString &why, int right, int answered,
                                   int total)
{
    // Said in words first, so that no colour has to tell it.
    const QString verdict = given == engine ? tr("✓ Right: %1.").arg(engine)
                                            : tr("✗ Not this time: you said %1; the engine's answer is %2.").arg(given, engine);
    QStringList lines{verdict};
    if (!why.isEmpty())
        lines << why;
    lines << tr("Score: %1 of %2 right (%3 questions in the lesson).").arg(right).arg(answered).arg(total);
    outcome_->setText(lines.join(u'\n'));
    outcome_->show();
    continue_->show();
    continue_->setDefault(true);
    continue_->setFocus();
    adjustSize();
    placeBesideTheCanvas();
}

void PredictionDialog::placeBesideTheCanvas()
{
    // In the window's bottom right corner, where the console is, not over the middle of
    // the canvas, where the statement's effect shows.
    const QWidget *window = parentWidget() ? parentWidget()->window() : nullptr;
    if (!window)
        return;
    const QRect area = window->geometry();
    const int margin = 16;
    QPoint corner(area.right() - frameGeometry().width() - margin, area.bottom() - frameGeometry().height() - margin);
    corner.setX(std::max(area.left(), corner.x()));
    corner.setY(std::max(area.top(), corner.y()));
    move(corner);
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

void PredictionDialog::reject()
{
    const bool wasOpen = open_;
    open_ = false;
    QDialog::reject();
    if (wasOpen)
        emit withdrawn();
}

} // namespace tl::ui
