#pragma once
// Plays a lesson over the script's timeline: says each statement's narration before it
// runs and, before a statement with predictions, holds the step until the class has
// answered; the answer is then checked against what the engine did in that statement's
// steps (LessonQuestion::engineAnswer) and the score kept. Nothing leaves the machine.
#include "Lesson.h"

#include <QObject>
#include <QVector>

#include <optional>

namespace tl::ui {

class ScriptTimeline;

class LessonPlayer : public QObject {
    Q_OBJECT
public:
    struct Outcome {
        QString given;   // the choice answered
        QString engine;  // what the engine did, in the choices' words
        bool right() const { return given == engine; }
    };

    explicit LessonPlayer(ScriptTimeline *timeline, QObject *parent = nullptr);

    // Plays `lesson` (its script is already loaded in the timeline); nullopt: no lesson.
    void setLesson(std::optional<Lesson> lesson);
    bool active() const { return lesson_.has_value(); }
    const Lesson *lesson() const { return lesson_ ? &*lesson_ : nullptr; }

    // Whether moving from step `from` to `to` may go ahead now; false when it crosses the
    // start of a statement with unanswered questions (questionAsked() is emitted; the move
    // is made once they are answered).
    bool allowMove(int from, int to);
    // The question waiting for an answer (-1: none).
    int pendingQuestion() const { return pending_; }
    // Answers the pending question with `choice`; when it was the statement's last one the
    // statement runs and the answers are checked.
    void answer(const QString &choice);
    // The pending question is put away unanswered (the class closed it): nothing runs, and
    // the next step forward asks it again.
    void withdraw();

    // What is said before the next statement runs, at the timeline's current step.
    QString narration() const;
    // What is said once the statement that just ran has had its questions answered.
    QString explanation() const;
    // Whether every question on the statement starting at `line` has been answered.
    bool answeredAt(int line) const;
    std::optional<Outcome> outcome(int question) const;
    int answered() const;
    int right() const;
    int questionCount() const { return lesson_ ? int(lesson_->questions.size()) : 0; }

signals:
    // A lesson was set (or none): narration, questions and score start again.
    void lessonChanged();
    void questionAsked(int question);
    void questionWithdrawn(int question);
    void answerChecked(int question, const tl::ui::LessonPlayer::Outcome &outcome);
    void scoreChanged();

private:
    // The first step that runs the statement starting at `line` (-1 if none).
    int firstStepOf(int line) const;
    // The last step of the statement whose first step is `first`.
    int lastStepOf(int first, const LessonQuestion &q) const;

    ScriptTimeline *timeline_;
    std::optional<Lesson> lesson_;
    QVector<std::optional<Outcome>> outcomes_;
    QVector<QString> given_;
    int pending_ = -1;
    int target_ = -1; // where the held move was going
};

} // namespace tl::ui
