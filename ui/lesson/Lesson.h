#pragma once
// A lesson: a Python script (it runs under `tensorlens run` and python3 alike) whose
// comments carry the teaching, in the format resources/lessons/README.md documents:
//   # Lesson: TITLE                        first line
//   # > narration                          said before the next statement runs
//   # ? changes NAME: question = yes|no    predictions asked before it runs
//   # ? error: question | none | RuntimeError | TypeError = RuntimeError
//   # ? copies: question | 0 | 24 = 24
// Narration and questions belong to the next top-level statement (with its indented body,
// and `except`/`else`/`finally`/`elif` parts).
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

    // Why a question cannot be asked: it is about a statement that no step of the script
    // runs (never reached, or after the error the script stops at); "" when all can be.
    QString unreachedQuestion(const QJsonArray &steps) const;

    QString title;
    QString source;                  // the whole script, to run as it is
    QMap<int, QString> narration;    // first line of a statement -> what is said before it
    QVector<LessonQuestion> questions;
};

} // namespace tl::ui
