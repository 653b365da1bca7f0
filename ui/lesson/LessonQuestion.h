#pragma once
// A lesson's prediction: asked before a statement runs, answered by what the engine then
// did in that statement's steps (its loop iterations, function bodies and `except`
// blocks included), read from the scene of each step (SceneRecorder).
#include <QJsonArray>
#include <QString>
#include <QStringList>

namespace tl::ui {

struct LessonQuestion {
    enum class Kind {
        Changes, // "Will NAME change?": an element or range NAME sees is written (yes / no)
        Error,   // "Which error, if any?": the type of the first exception raised, or "none"
        Copies,  // "How many bytes are copied?": the bytes of every copy, added up
    };

    Kind kind = Kind::Changes;
    QString subject;     // Changes: the name asked about
    QString text;        // the question as the class reads it
    QStringList choices; // offered answers (Changes: yes, no)
    QString answer;      // the lesson author's answer
    int questionLine = 0;  // where the question is written
    int firstLine = 0;     // the statement it asks about: its first and last line
    int lastLine = 0;

    // How a choice reads on screen: a byte count with its unit ("24 bytes"), "no error"
    // for none, "yes"/"no" as they are.
    QString label(const QString &choice) const;

    // What the engine did, as one of the choices' words, from the recorded steps.
    QString engineAnswer(const QJsonArray &steps) const;
};

} // namespace tl::ui
