// The lesson's side of the window: the player's questions and outcomes turned into what
// the dialog, the Steps panel and the statement strip show.
#include "LessonPresenter.h"

#include "dialogs/PredictionDialog.h"
#include "lesson/LessonPlayer.h"
#include "panels/StatementStrip.h"
#include "panels/StepPanel.h"
#include "session/ScriptTimeline.h"

#include <QWidget>

namespace tl::ui {

LessonPresenter::LessonPresenter(LessonPlayer *player, ScriptTimeline *timeline, StepPanel *steps, StatementStrip *strip,
                                 QWidget *window)
    : QObject(window), player_(player), timeline_(timeline), steps_(steps), strip_(strip), window_(window)
{
    connect(player_, &LessonPlayer::questionAsked, this, &LessonPresenter::ask);
    connect(player_, &LessonPlayer::questionWithdrawn, this, &LessonPresenter::showStep);
    // The statement has run by now: its explanation is said and its lines come back.
    connect(player_, &LessonPlayer::answerChecked, this, [this](int question) {
        hideAnswers();
        showStep();
        showOutcome(question);
    });
    connect(player_, &LessonPlayer::lessonChanged, this, [this] {
        if (dialog_)
            dialog_->hide();
        hideAnswers();
        showStep();
    });
    // The Steps panel reloads the script first (it was made before this).
    connect(timeline_, &ScriptTimeline::loaded, this, &LessonPresenter::hideAnswers);
    connect(timeline_, &ScriptTimeline::stepChanged, this, &LessonPresenter::showStep);
}

QString LessonPresenter::narration() const
{
    const QString explained = player_->explanation(), next = player_->narration();
    if (explained.isEmpty() || next.isEmpty())
        return explained + next;
    return explained + u'\n' + next;
}

void LessonPresenter::showStep()
{
    const QString said = narration();
    steps_->setNarration(said);
    strip_->setNarration(said);
    if (const int q = player_->pendingQuestion(); q >= 0) {
        const LessonQuestion &question = player_->lesson()->questions[q];
        strip_->showPredicted(question.firstLine, player_->lesson()->statementOf(question));
        return;
    }
    // The line that just ran, large above the canvas (the projector's strip).
    const int step = timeline_->currentStep();
    if (step > 0) {
        const auto ran = timeline_->stepAt(step);
        strip_->setCurrentLine(ran.line, ran.statement);
    } else {
        strip_->setCurrentLine(0, tr("step 0: nothing has run yet"));
    }
}

void LessonPresenter::hideAnswers()
{
    QMap<int, QString> hidden;
    if (const Lesson *lesson = player_->lesson()) {
        const auto &questions = lesson->questions;
        for (int i = 0; i < questions.size(); ++i)
            if (!player_->answeredAt(questions[i].firstLine))
                hidden.insert(questions[i].questionLine, tr("# ? prediction %1 of %2: asked before line %3 runs")
                                                             .arg(i + 1)
                                                             .arg(questions.size())
                                                             .arg(questions[i].firstLine));
        for (auto it = lesson->answerLines.begin(); it != lesson->answerLines.end(); ++it)
            if (!hidden.contains(it.key()) && !player_->answeredAt(it.value()))
                hidden.insert(it.key(), tr("# > (said once line %1 is predicted)").arg(it.value()));
    }
    steps_->setHiddenLines(hidden);
    steps_->setFutureHidden(player_->active());
}

void LessonPresenter::ask(int question)
{
    if (!dialog_) {
        dialog_ = new PredictionDialog(window_);
        connect(dialog_, &PredictionDialog::answered, player_, &LessonPlayer::answer);
        connect(dialog_, &PredictionDialog::withdrawn, player_, &LessonPlayer::withdraw);
    }
    const Lesson *lesson = player_->lesson();
    const LessonQuestion &q = lesson->questions[question];
    PredictionDialog::Prompt prompt;
    prompt.narration = player_->narration();
    prompt.line = q.firstLine;
    prompt.statement = lesson->statementOf(q);
    prompt.question = q.text;
    for (const QString &choice : q.choices)
        prompt.choices.append({choice, q.label(choice)});
    showStep();
    dialog_->ask(prompt);
}

void LessonPresenter::showOutcome(int question)
{
    const LessonQuestion &q = player_->lesson()->questions[question];
    const auto outcome = player_->outcome(question);
    if (!outcome || !dialog_)
        return;
    QStringList why;
    if (const QString explained = player_->lesson()->explanation.value(q.firstLine); !explained.isEmpty())
        why << explained;
    if (const QString did = timeline_->stepAt(timeline_->currentStep()).narration; !did.isEmpty())
        why << did;
    dialog_->showOutcome(q.label(outcome->given), q.label(outcome->engine), why.join(u'\n'), player_->right(),
                         player_->answered(), player_->questionCount());
}

} // namespace tl::ui
