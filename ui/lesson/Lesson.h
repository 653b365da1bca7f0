#pragma once
// A lesson: a Python script (it runs under `tensorlens run` and python3 alike) whose
// comments carry the teaching, in the format resources/lessons/README.md documents:
//   # Lesson: TITLE                        first line
//   # > narration                          said before the next statement runs
//   # ? changes NAME: question = yes|no    predictions asked before it runs
//   # ? error: question | none | RuntimeError | TypeError = RuntimeError
//   # ? copies: question | 0 | 24 = 24
//   # > explanation                        after a question: said once it is answered
// Narration and questions belong to the next top-level statement (with its indented body,
// and `except`/`else`/`finally`/`elif` parts). Narration written after a statement's
// questions explains their answer, so it is said only once the class has answered.
#include "LessonQuestion.h"

#include <QMap>
#include <QString>
#include <QVector>

#include <optional>

namespace tl::ui {

class Lesson {
public:
    // The lesson, or nullopt with `error` saying what is wrong and on which line.
    static std::optional<Lesson> parse(const QString &text, QString *error);

    // Why the lesson cannot be played as its script runs (`steps`, SceneRecorder's): a
    // question about a statement that no step runs (never reached, or after the error the
    // script stops at), a `changes` question naming no tensor or array, or an author's
    // answer that is not what the engine does; "" when it can be played.
    QString refusal(const QJsonArray &steps) const;

    // The statement a question asks about, as written (all its lines).
    QString statementOf(const LessonQuestion &question) const;

    QString title;
    QString source;                  // the whole script, to run as it is
    QMap<int, QString> narration;    // first line of a statement -> what is said before it
    QMap<int, QString> explanation;  // first line of a statement -> what is said once answered
    // The lines that give answers away until the statement they belong to is answered (its
    // questions and its explanation) -> the first line of that statement.
    QMap<int, int> answerLines;
    QVector<LessonQuestion> questions;
};

} // namespace tl::ui
