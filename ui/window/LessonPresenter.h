#pragma once
// What the class sees of a script being stepped, lesson or not: the statement strip shows
// the line that ran, or, while a question is open, the statement being predicted; the
// lesson's narration is said in the Steps panel and under the strip (projector mode); the
// prediction dialog asks and tells the outcome; and answers stay out of sight until the
// class has given its own: the question and explanation lines of the script are shown
// with other words, and steps not reached yet keep what they do to themselves.
#include <QObject>

namespace tl::ui {

class LessonPlayer;
class PredictionDialog;
class ScriptTimeline;
class StatementStrip;
class StepPanel;

class LessonPresenter : public QObject {
    Q_OBJECT
public:
    // The dialog is made on the first question, as a child of `window`.
    LessonPresenter(LessonPlayer *player, ScriptTimeline *timeline, StepPanel *steps, StatementStrip *strip, QWidget *window);

    PredictionDialog *dialog() const { return dialog_; }
    // What is said now: the explanation of the statement just answered, then what is said
    // before the next one.
    QString narration() const;

private:
    void ask(int question);
    void showOutcome(int question);
    // The strip and the narration for the step the timeline is at.
    void showStep();
    void hideAnswers();

    LessonPlayer *player_;
    ScriptTimeline *timeline_;
    StepPanel *steps_;
    StatementStrip *strip_;
    QWidget *window_;
    PredictionDialog *dialog_ = nullptr;
};

} // namespace tl::ui
