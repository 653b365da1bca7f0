#include "LessonPlayer.h"

#include "session/ScriptTimeline.h"

#include <algorithm>

namespace tl::ui {

LessonPlayer::LessonPlayer(ScriptTimeline *timeline, QObject *parent) : QObject(parent), timeline_(timeline)
{
}

void LessonPlayer::setLesson(std::optional<Lesson> lesson)
{
    lesson_ = std::move(lesson);
    const int n = questionCount();
    outcomes_ = QVector<std::optional<Outcome>>(n);
    given_ = QVector<QString>(n);
    pending_ = -1;
    target_ = -1;
    emit lessonChanged();
    emit scoreChanged();
}

int LessonPlayer::firstStepOf(int line) const
{
    for (int s = 1; s <= timeline_->stepCount(); ++s)
        if (timeline_->stepAt(s).line == line)
            return s;
    return -1;
}

int LessonPlayer::lastStepOf(int first, const LessonQuestion &q) const
{
    int last = first;
    for (int s = first + 1; s <= timeline_->stepCount(); ++s) {
        const int line = timeline_->stepAt(s).line;
        if (line < q.firstLine || line > q.lastLine)
            break;
        last = s;
    }
    return last;
}

bool LessonPlayer::allowMove(int from, int to)
{
    if (!lesson_ || to <= from)
        return true;
    for (int i = 0; i < questionCount(); ++i) {
        const LessonQuestion &q = lesson_->questions[i];
        const int first = firstStepOf(q.firstLine);
        if (first > from && first <= to && !outcomes_[i] && given_[i].isEmpty()) {
            pending_ = i;
            target_ = to;
            // Up to the statement, not into it: the class predicts what it will do.
            if (timeline_->currentStep() != first - 1)
                timeline_->goTo(first - 1);
            emit questionAsked(i);
            return false;
        }
    }
    return true;
}

void LessonPlayer::answer(const QString &choice)
{
    if (pending_ < 0 || !lesson_)
        return;
    const int question = pending_;
    given_[question] = choice;
    pending_ = -1;
    const LessonQuestion &q = lesson_->questions[question];
    // Another question on the same statement is asked before it runs.
    for (int i = 0; i < questionCount(); ++i)
        if (i != question && lesson_->questions[i].firstLine == q.firstLine && given_[i].isEmpty()) {
            pending_ = i;
            emit questionAsked(i);
            return;
        }
    // Every question of the statement answered: it runs, to its last step, and the engine's
    // answers are read from what it did.
    const int first = firstStepOf(q.firstLine);
    const int last = lastStepOf(first, q);
    timeline_->goTo(last);
    target_ = -1;
    for (int i = 0; i < questionCount(); ++i) {
        const LessonQuestion &asked = lesson_->questions[i];
        if (asked.firstLine != q.firstLine || outcomes_[i])
            continue;
        outcomes_[i] = Outcome{given_[i], asked.engineAnswer(timeline_->scenes())};
        emit answerChecked(i, *outcomes_[i]);
    }
    emit scoreChanged();
}

void LessonPlayer::withdraw()
{
    const int question = pending_;
    if (question < 0)
        return;
    pending_ = -1;
    target_ = -1;
    emit questionWithdrawn(question);
}

bool LessonPlayer::answeredAt(int line) const
{
    if (!lesson_)
        return true;
    for (int i = 0; i < questionCount(); ++i)
        if (lesson_->questions[i].firstLine == line && !outcomes_[i])
            return false;
    return true;
}

QString LessonPlayer::explanation() const
{
    if (!lesson_ || timeline_->currentStep() == 0)
        return {};
    const int line = timeline_->stepAt(timeline_->currentStep()).line;
    for (const LessonQuestion &q : lesson_->questions)
        if (line >= q.firstLine && line <= q.lastLine)
            return answeredAt(q.firstLine) ? lesson_->explanation.value(q.firstLine) : QString();
    return {};
}

QString LessonPlayer::narration() const
{
    if (!lesson_)
        return {};
    return lesson_->narration.value(timeline_->nextLine());
}

std::optional<LessonPlayer::Outcome> LessonPlayer::outcome(int question) const
{
    return question >= 0 && question < outcomes_.size() ? outcomes_[question] : std::nullopt;
}

int LessonPlayer::answered() const
{
    return int(std::count_if(outcomes_.begin(), outcomes_.end(), [](const auto &o) { return o.has_value(); }));
}

int LessonPlayer::right() const
{
    return int(std::count_if(outcomes_.begin(), outcomes_.end(), [](const auto &o) { return o && o->right(); }));
}

} // namespace tl::ui
