// The built-in lessons (resources/lessons/): each parses, runs to its end in a session and
// prints exactly what real PyTorch printed (tests/lessons/expected/, written by
// tests/lessons/make_expected.sh), and every prediction's author answer is what the engine
// then does. Damaged lessons are refused with the line and the reason; a lesson whose
// answers are wrong or whose question names no object is refused before it is played.
// What is said before a question never gives its answer away.
#include "lesson/Lesson.h"
#include "lesson/LessonCatalog.h"
#include "session/SceneRecorder.h"
#include "session/Session.h"
#include "support/TextFile.h"

#include <QDir>
#include <QJsonObject>
#include <QRegularExpression>
#include <QtTest/QtTest>

using namespace tl::ui;

namespace {

QString readText(const QString &path) { return tl::test::TextFile::read(path); }

// The steps a script's run records, as the window plays a lesson over them; `ran` says
// whether it ran to its end.
QJsonArray stepsOf(const QString &text, bool *ran = nullptr)
{
    Session session(tl::CudaMode::Sim);
    SceneRecorder recorder(session, text.split(u'\n'));
    const bool ok = recorder.record(text);
    if (ran)
        *ran = ok;
    return recorder.steps();
}

} // namespace

class TestLessons : public QObject {
    Q_OBJECT

private slots:
    void builtIn_data()
    {
        QTest::addColumn<QString>("name");
        const QStringList files = QDir(QStringLiteral(TL_LESSONS_DIR)).entryList({QStringLiteral("*.py")}, QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 8);
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

        bool ran = false;
        const QJsonArray steps = stepsOf(lesson->source, &ran);
        QVERIFY(ran);
        QString printed;
        for (const auto &step : steps)
            printed += step.toObject().value(QStringLiteral("printed")).toString();
        QCOMPARE(printed, readText(QStringLiteral(TL_LESSON_EXPECTED_DIR "/") + name + ".out"));
        QCOMPARE(readText(QStringLiteral(TL_LESSON_EXPECTED_DIR "/") + name + ".code").trimmed(), QStringLiteral("0"));
        for (const LessonQuestion &q : lesson->questions)
            QVERIFY2(q.engineAnswer(steps) == q.answer,
                     qPrintable(QStringLiteral("line %1: \"%2\" answered %3, the engine says %4")
                                    .arg(q.questionLine).arg(q.text, q.answer, q.engineAnswer(steps))));
        QCOMPARE(lesson->refusal(steps), QString());
    }

    // What is said before a question (its statement's narration, and the explanation of
    // the statement before it, which is said at the same step) keeps the answer to itself:
    // no words of sharing or copying, no byte count or error name that answers it.
    void narrationBeforeAQuestionKeepsItsAnswer_data() { builtIn_data(); }

    void narrationBeforeAQuestionKeepsItsAnswer()
    {
        QFETCH(QString, name);
        QString error;
        const auto lesson = Lesson::parse(readText(QStringLiteral(TL_LESSONS_DIR "/") + name + ".py"), &error);
        QVERIFY2(lesson, qPrintable(error));
        static const QRegularExpression giveaway(QStringLiteral("\\b(shares?|sharing|same (bytes|storage|object)|views? the|copies|copied|no copy|"
                                                                "a view|refuses|is allowed|yes|no)\\b"),
                                                 QRegularExpression::CaseInsensitiveOption);
        for (const LessonQuestion &q : lesson->questions) {
            const QString said = lesson->narration.value(q.firstLine);
            const auto m = giveaway.match(said);
            QVERIFY2(!m.hasMatch(), qPrintable(QStringLiteral("line %1: \"%2\" is said before \"%3\" (\"%4\")")
                                                   .arg(q.questionLine).arg(said, q.text, m.captured())));
            if (q.kind != LessonQuestion::Kind::Changes && q.answer != QLatin1String("0"))
                QVERIFY2(!said.contains(QRegularExpression(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(q.answer)))),
                         qPrintable(QStringLiteral("line %1 says the answer %2 before it is asked").arg(q.questionLine).arg(q.answer)));
            // Every question is explained once answered.
            QVERIFY2(!lesson->explanation.value(q.firstLine).isEmpty(), qPrintable(QStringLiteral("line %1").arg(q.questionLine)));
        }
    }

    // Narration after a statement's questions is its explanation: said once they are
    // answered, and its lines are among those kept out of sight until then.
    void explanationFollowsItsQuestion()
    {
        const QString text = "# Lesson: t\nimport torch\n"            // 1, 2
                             "# > clone() makes a tensor.\n"           // 3
                             "# ? copies: How many bytes? | 0 | 8 = 8\n" // 4
                             "# > All 8: new bytes.\n"                 // 5
                             "# > Its own storage.\n"                  // 6
                             "b = torch.ones(2).clone()\n";            // 7
        QString error;
        const auto lesson = Lesson::parse(text, &error);
        QVERIFY2(lesson, qPrintable(error));
        QCOMPARE(lesson->narration.value(7), QStringLiteral("clone() makes a tensor."));
        QCOMPARE(lesson->explanation.value(7), QStringLiteral("All 8: new bytes. Its own storage."));
        QCOMPARE(lesson->answerLines, (QMap<int, int>{{4, 7}, {5, 7}, {6, 7}}));
        QCOMPARE(lesson->statementOf(lesson->questions[0]), QStringLiteral("b = torch.ones(2).clone()"));
    }

    void choicesReadInWords_data()
    {
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("choice");
        QTest::addColumn<QString>("label");
        QTest::addRow("no-bytes") << "copies: How many? | 0 | 1 | 24 = 0" << "0" << "0 bytes";
        QTest::addRow("one-byte") << "copies: How many? | 0 | 1 | 24 = 0" << "1" << "1 byte";
        QTest::addRow("bytes") << "copies: How many? | 0 | 1 | 24 = 0" << "24" << "24 bytes";
        QTest::addRow("no-error") << "error: Which? | none | TypeError = none" << "none" << "no error";
        QTest::addRow("error") << "error: Which? | none | TypeError = none" << "TypeError" << "TypeError";
        QTest::addRow("changes") << "changes a: Will a change? = yes" << "yes" << "yes";
    }

    void choicesReadInWords()
    {
        QFETCH(QString, question);
        QFETCH(QString, choice);
        QFETCH(QString, label);
        QString error;
        const auto lesson = Lesson::parse("# Lesson: t\na = 1\n# ? " + question + "\nb = 2\n", &error);
        QVERIFY2(lesson, qPrintable(error));
        QCOMPARE(lesson->questions[0].label(choice), label);
    }

    // A wrong author answer is caught: the engine's answer is computed, not echoed.
    void wrongAnswerIsNoticed()
    {
        const QString text = "# Lesson: t\nimport torch\na = torch.ones(2)\nna = a.numpy()\n"
                             "# ? changes a: Will a change? = no\nna[0] = 5\n";
        QString error;
        const auto lesson = Lesson::parse(text, &error);
        QVERIFY2(lesson, qPrintable(error));
        QCOMPARE(lesson->questions.size(), 1);
        QCOMPARE(lesson->questions[0].answer, QStringLiteral("no"));
        QCOMPARE(lesson->questions[0].engineAnswer(stepsOf(text)), QStringLiteral("yes"));
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
        QTest::addRow("copies-not-a-count") << "# Lesson: t\n# ? copies: How many? | none | 8 = 8\nx = 1\n"
                                            << "line 2: \"copies\" offers byte counts (| 0 | 24 | 48), not 'none'";
    }

    void damaged()
    {
        QFETCH(QString, text);
        QFETCH(QString, error);
        QString why;
        QVERIFY(!Lesson::parse(text, &why));
        QCOMPARE(why, error);
    }

    // Lessons that parse but cannot be played as written: refused with what is wrong.
    void refused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("why");
        QTest::addRow("wrong-copies") << "# Lesson: t\nimport torch\na = torch.ones(2)\n# ? copies: How many bytes? | 0 | 8 = 8\nna = a.numpy()\n"
                                      << "line 4: the lesson answers \"How many bytes?\" with 8 bytes, but the engine's answer is 0 bytes";
        QTest::addRow("wrong-changes") << "# Lesson: t\nimport torch\na = torch.ones(2)\nna = a.numpy()\n# ? changes a: Will a change? = no\nna[0] = 5\n"
                                       << "line 5: the lesson answers \"Will a change?\" with no, but the engine's answer is yes";
        QTest::addRow("wrong-error") << "# Lesson: t\nimport torch\n# ? error: Which? | none | RuntimeError = RuntimeError\na = torch.ones(2)\n"
                                     << "line 3: the lesson answers \"Which?\" with RuntimeError, but the engine's answer is no error";
        QTest::addRow("names-no-object") << "# Lesson: t\nimport torch\na = torch.ones(2)\n# ? changes q: Will q change? = no\na[0] = 5\n"
                                         << "line 4: the question \"Will q change?\" asks whether q changes, but no tensor or array is named q when line 5 runs";
        QTest::addRow("names-a-number") << "# Lesson: t\nimport torch\nn = 3\n# ? changes n: Will n change? = no\nn = 4\n"
                                        << "line 4: the question \"Will n change?\" asks whether n changes, but no tensor or array is named n when line 5 runs";
        QTest::addRow("never-runs") << "# Lesson: t\nimport torch\nraise ValueError('x')\n# ? copies: How many? | 0 | 8 = 0\na = torch.ones(2)\n"
                                    << "line 4: the question \"How many?\" is about line 5, which the script never runs";
        QTest::addRow("playable") << "# Lesson: t\nimport torch\na = torch.ones(2)\n# ? copies: How many bytes? | 0 | 8 = 8\nb = a.clone()\n" << "";
    }

    void refused()
    {
        QFETCH(QString, text);
        QFETCH(QString, why);
        QString error;
        const auto lesson = Lesson::parse(text, &error);
        QVERIFY2(lesson, qPrintable(error));
        QCOMPARE(lesson->refusal(stepsOf(text)), why);
    }

    // The Lessons menu's titles come from the files: a lesson's title line, an example's
    // opening sentence.
    void catalogTitlesFromTheFiles()
    {
        const QList<LessonCatalog::Entry> lessons = LessonCatalog::scan(QStringLiteral(TL_LESSONS_DIR));
        QVERIFY(lessons.size() >= 8);
        for (const LessonCatalog::Entry &e : lessons)
            QCOMPARE(QStringLiteral("# Lesson: ") + e.title, readText(e.path).section(u'\n', 0, 0));
        QCOMPARE(lessons.value(6).title, QStringLiteral("Views and strides: where does `b[1][0]` live?"));
        QCOMPARE(lessons.value(7).title, QStringLiteral("GPU round trips: what `cuda()` and `cpu()` copy"));
        QCOMPARE(LessonCatalog::titleOf("# a.numpy() shares memory with the tensor: writing the array changes it.\nimport torch\n", "x.py"),
                 QStringLiteral("a.numpy() shares memory with the tensor"));
        QCOMPARE(LessonCatalog::titleOf("#!/usr/bin/env python3\n# Twenty tensors. And more\n", "x.py"), QStringLiteral("Twenty tensors"));
        QCOMPARE(LessonCatalog::titleOf("import torch\n", "plain.py"), QStringLiteral("plain.py"));
        QVERIFY(LessonCatalog::scan(QString()).isEmpty());
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
        QCOMPARE(lesson->questions[0].engineAnswer(stepsOf(text)), QStringLiteral("RuntimeError"));
    }
};

QTEST_MAIN(TestLessons)
#include "tst_lessons.moc"
