// The built-in lessons (resources/lessons/): each parses, runs to its end in a session and
// prints exactly what real PyTorch printed (tests/lessons/expected/, written by
// tests/lessons/make_expected.sh), and every prediction's author answer is what the engine
// then does. Damaged lessons are refused with the line and the reason.
#include "lesson/Lesson.h"
#include "session/SceneRecorder.h"
#include "session/Session.h"

#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QtTest/QtTest>

using namespace tl::ui;

namespace {

QString readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

} // namespace

class TestLessons : public QObject {
    Q_OBJECT

private slots:
    void builtIn_data()
    {
        QTest::addColumn<QString>("name");
        const QStringList files = QDir(QStringLiteral(TL_LESSONS_DIR)).entryList({QStringLiteral("*.py")}, QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 6);
        for (const QString &f : files)
            QTest::newRow(qPrintable(f)) << f.chopped(3);
    }

    void builtIn()
    {
        QFETCH(QString, name);
        QString error;
        const auto lesson = Lesson::parse(readText(QStringLiteral(TL_LESSONS_DIR "/") + name + ".py"), &error);
        QVERIFY2(lesson, qPrintable(error));
        QVERIFY(!lesson->title.isEmpty());
        QVERIFY(!lesson->narration.isEmpty());
        QVERIFY(!lesson->questions.isEmpty());

        Session session(tl::CudaMode::Sim);
        SceneRecorder recorder(session, lesson->source.split(u'\n'));
        QVERIFY(recorder.record(lesson->source));
        QString printed;
        for (const auto &step : recorder.steps())
            printed += step.toObject().value(QStringLiteral("printed")).toString();
        QCOMPARE(printed, readText(QStringLiteral(TL_LESSON_EXPECTED_DIR "/") + name + ".out"));
        QCOMPARE(readText(QStringLiteral(TL_LESSON_EXPECTED_DIR "/") + name + ".code").trimmed(), QStringLiteral("0"));
        for (const LessonQuestion &q : lesson->questions)
            QVERIFY2(q.engineAnswer(recorder.steps()) == q.answer,
                     qPrintable(QStringLiteral("line %1: \"%2\" answered %3, the engine says %4")
                                    .arg(q.questionLine).arg(q.text, q.answer, q.engineAnswer(recorder.steps()))));
    }

    // A wrong author answer is caught: the engine's answer is computed, not echoed.
    void wrongAnswerIsNoticed()
    {
        const QString text = "# Lesson: t\nimport torch\na = torch.ones(2)\nna = a.numpy()\n"
                             "# ? changes a: Will a change? = no\nna[0] = 5\n";
        QString error;
        const auto lesson = Lesson::parse(text, &error);
        QVERIFY2(lesson, qPrintable(error));
        Session session(tl::CudaMode::Sim);
        SceneRecorder recorder(session, text.split(u'\n'));
        QVERIFY(recorder.record(text));
        QCOMPARE(lesson->questions.size(), 1);
        QCOMPARE(lesson->questions[0].answer, QStringLiteral("no"));
        QCOMPARE(lesson->questions[0].engineAnswer(recorder.steps()), QStringLiteral("yes"));
    }

    void damaged_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error");
        QTest::addRow("no-title") << "import torch\n" << "line 1: a lesson starts with \"# Lesson: TITLE\"";
        QTest::addRow("question-at-the-end") << "# Lesson: t\nx = 1\n# ? error: Which? | none | TypeError = none\n"
                                             << "line 3: the question asks about no statement (it must come before one)";
        QTest::addRow("unknown-kind") << "# Lesson: t\n# ? grows a: Bigger? = yes\nx = 1\n"
                                      << "line 2: unknown question kind 'grows' (changes NAME, error, copies)";
        QTest::addRow("changes-without-name") << "# Lesson: t\n# ? changes: Will it? = yes\nx = 1\n"
                                              << "line 2: \"changes\" names what may change: # ? changes NAME: ...";
        QTest::addRow("answer-not-a-choice") << "# Lesson: t\n# ? copies: How many? | 0 | 8 = 16\nx = 1\n"
                                             << "line 2: the answer '16' is not one of the choices";
        QTest::addRow("no-answer") << "# Lesson: t\n# ? copies: How many? | 0 | 8\nx = 1\n"
                                   << "line 2: a question reads \"# ? KIND: question | choice | ... = answer\"";
        QTest::addRow("no-choices") << "# Lesson: t\n# ? error: Which? = none\nx = 1\n" << "line 2: the question offers no choices";
    }

    void damaged()
    {
        QFETCH(QString, text);
        QFETCH(QString, error);
        QString why;
        QVERIFY(!Lesson::parse(text, &why));
        QCOMPARE(why, error);
    }

    // A question covers its statement's whole body: a try block's caught error counts.
    void questionCoversTheWholeStatement()
    {
        const QString text = "# Lesson: t\nimport torch\nw = torch.ones(2, requires_grad=True)\n"
                             "# ? error: Which error, if any? | none | RuntimeError = RuntimeError\n"
                             "try:\n    n = w.numpy()\nexcept RuntimeError as e:\n    print(e)\nx = 1\n";
        QString error;
        const auto lesson = Lesson::parse(text, &error);
        QVERIFY2(lesson, qPrintable(error));
        QCOMPARE(lesson->questions[0].firstLine, 5);
        QCOMPARE(lesson->questions[0].lastLine, 8);
        Session session(tl::CudaMode::Sim);
        SceneRecorder recorder(session, text.split(u'\n'));
        QVERIFY(recorder.record(text));
        QCOMPARE(lesson->questions[0].engineAnswer(recorder.steps()), QStringLiteral("RuntimeError"));
    }
};

QTEST_MAIN(TestLessons)
#include "tst_lessons.moc"
