// The lessons as a class meets them in the window: the Lessons menu (titles read from the
// files, Open lesson… for any folder), the prediction dialog (the statement predicted,
// choices in words with their units, Escape), answers kept out of the Steps panel and the
// strip until the class has given its own, narration and the predicted statement in
// projector mode, and lessons refused with what is wrong, the session untouched.
#include "canvas/CanvasView.h"
#include "dialogs/PredictionDialog.h"
#include "lesson/LessonCatalog.h"
#include "lesson/LessonPlayer.h"
#include "panels/StatementStrip.h"
#include "panels/StepPanel.h"
#include "session/ScriptTimeline.h"
#include "support/ModalAnswerer.h"
#include "support/TestSettings.h"
#include "support/TextFile.h"
#include "tst_window_helpers.h"
#include "window/MainWindow.h"
#include "control/SessionAutosave.h"
#include "control/SessionController.h"

#include <QAction>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QtTest/QtTest>

using namespace tl::ui;
using namespace tl::ui::test;

namespace {

QString readText(const QString &path) { return tl::test::TextFile::read(path); }

QString lessonPath(const char *name) { return QStringLiteral(TL_LESSONS_DIR "/") + QLatin1String(name); }

QString codeLine(const MainWindow &w, int line)
{
    return w.stepPanel()->codeView()->document()->findBlockByLineNumber(line - 1).text();
}

QStringList buttonTexts(const QList<QPushButton *> &buttons)
{
    QStringList texts;
    for (const QPushButton *b : buttons)
        texts << b->text();
    return texts;
}

// Everything the dialog says, as the class reads it.
QString dialogText(const PredictionDialog *dialog)
{
    QStringList texts;
    for (const QLabel *l : dialog->findChildren<QLabel *>())
        if (l->isVisible())
            texts << l->text();
    return texts.join(u'\n') + u'\n' + buttonTexts(dialog->choiceButtons()).join(u'\n');
}

// Opens a menu of the menu bar and clicks its entry, as a user does.
void clickMenuEntry(MainWindow &w, QMenu *menu, QAction *entry)
{
    QMenuBar *bar = w.menuBar();
    QTest::mouseClick(bar, Qt::LeftButton, {}, bar->actionGeometry(menu->menuAction()).center());
    QTRY_VERIFY(menu->isVisible());
    QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(entry).center());
}

// Page Down on the canvas until the lesson asks (or the script ends).
void stepToQuestion(MainWindow &w)
{
    ScriptTimeline *timeline = w.controller()->timeline();
    for (int guard = 0; guard < 100 && w.lessonPlayer()->pendingQuestion() < 0 && timeline->currentStep() < timeline->stepCount(); ++guard)
        QTest::keyClick(w.canvas()->viewport(), Qt::Key_PageDown);
}

} // namespace

class TestLessonWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        tl::test::TestSettings::isolate(QStringLiteral("tst_lesson_window"));
        // The data directory the executable would find: lessons/ and examples/.
        LessonCatalog::setDataDir(QStringLiteral(TL_LESSONS_DIR "/.."));
    }

    void init()
    {
        QSettings().clear();
        QFile::remove(SessionAutosave::filePath());
    }

    // Lessons > one entry per built-in lesson and example, by the title its file gives,
    // then Open lesson…; an entry opens its lesson.
    void lessonsMenuListsLessonsAndExamples()
    {
        MainWindow w(tl::CudaMode::Sim);
        showAndWait(w);
        auto *menu = w.findChild<QMenu *>(QStringLiteral("lessonsMenu"));
        QVERIFY(menu);
        QCOMPARE(menu->title(), QStringLiteral("&Lessons"));
        QStringList expected{QStringLiteral("Lessons")};
        const QDir lessons(QStringLiteral(TL_LESSONS_DIR));
        for (const QString &f : lessons.entryList({QStringLiteral("*.py")}, QDir::Files, QDir::Name))
            expected << readText(lessons.filePath(f)).section(u'\n', 0, 0).mid(QStringLiteral("# Lesson: ").size());
        expected << QStringLiteral("Examples");
        const QDir examples(QStringLiteral(TL_EXAMPLES_DIR));
        for (const QString &f : examples.entryList({QStringLiteral("*.py")}, QDir::Files, QDir::Name))
            expected << LessonCatalog::titleOf(readText(examples.filePath(f)), f);
        expected << QString() << QStringLiteral("&Open lesson…");
        QStringList shown;
        for (const QAction *a : menu->actions())
            shown << QString(a->text()).replace(QStringLiteral("&&"), QStringLiteral("&"));
        shown.last() = menu->actions().last()->text();
        QCOMPARE(shown, expected);
        QVERIFY(shown.contains(QStringLiteral("Views and strides: where does `b[1][0]` live?")));
        QVERIFY(shown.contains(QStringLiteral("GPU round trips: what `cuda()` and `cpu()` copy")));
        QVERIFY(shown.contains(QStringLiteral("a.numpy() shares memory with the tensor")));

        QAction *strides = w.findChild<QAction *>(QStringLiteral("actionLesson_07_views_and_strides"));
        QVERIFY(strides);
        clickMenuEntry(w, menu, strides);
        ScriptTimeline *timeline = w.controller()->timeline();
        QTRY_VERIFY(timeline->isLoaded());
        QCOMPARE(QFileInfo(timeline->sourceName()).fileName(), QStringLiteral("07_views_and_strides.py"));
        QVERIFY(w.lessonPlayer()->active());
        QCOMPARE(w.lessonPlayer()->lesson()->title, QStringLiteral("Views and strides: where does `b[1][0]` live?"));
    }

    // Before the class answers, neither the dialog, the Steps panel, the step list nor the
    // strip shows the answer; the dialog shows the statement and choices in words.
    void answersStayHiddenUntilAnswered()
    {
        MainWindow w(tl::CudaMode::Sim);
        showAndWait(w);
        QVERIFY(w.openScript(lessonPath("01_numpy_shares_copy_does_not.py")));
        StepPanel *steps = w.stepPanel();
        QCOMPARE(steps->narrationLabel()->text(), QStringLiteral("A tensor owns a storage: bytes in host memory."));
        // No question and no explanation in the code shown, from the start.
        const QString code = steps->codeView()->toPlainText();
        QVERIFY(!code.contains(QStringLiteral("# ? copies")));
        QVERIFY(!code.contains(QStringLiteral("# ? changes")));
        QVERIFY(!code.contains(QStringLiteral("= yes")));
        QVERIFY(!code.contains(QStringLiteral("None: the ndarray")));
        QCOMPARE(codeLine(w, 7), QStringLiteral("# ? prediction 1 of 5: asked before line 9 runs"));
        QCOMPARE(codeLine(w, 8), QStringLiteral("# > (said once line 9 is predicted)"));
        QCOMPARE(codeLine(w, 9), QStringLiteral("na = a.numpy()"));
        QVERIFY(!steps->edited()); // hidden lines are not edits
        QCOMPARE(steps->editedCode(), readText(lessonPath("01_numpy_shares_copy_does_not.py")));

        stepToQuestion(w);
        ScriptTimeline *timeline = w.controller()->timeline();
        QCOMPARE(timeline->currentStep(), 3);
        PredictionDialog *dialog = w.predictionDialog();
        QVERIFY(dialog && dialog->isVisible());
        QCOMPARE(dialog->narrationLabel()->text(), QStringLiteral("numpy() makes an ndarray from the tensor."));
        QCOMPARE(dialog->statementLabel()->text(), QStringLiteral("9 │ na = a.numpy()"));
        QCOMPARE(dialog->questionLabel()->text(), QStringLiteral("How many bytes does numpy() copy?"));
        QCOMPARE(buttonTexts(dialog->choiceButtons()), (QStringList{"0 bytes", "24 bytes", "48 bytes"}));
        QVERIFY(!dialogText(dialog).contains(QStringLiteral("None")));
        QVERIFY(!dialogText(dialog).contains(QStringLiteral("= 0")));
        // The step list says nothing of what steps not reached do (the copy, the sharing).
        for (int i = 4; i < steps->stepList()->count(); ++i)
            QCOMPARE(steps->stepList()->item(i)->toolTip(), QString());
        QVERIFY(!steps->stepList()->item(3)->toolTip().isEmpty());
        QCOMPARE(steps->narrationLabel()->text(), QStringLiteral("numpy() makes an ndarray from the tensor."));
        QVERIFY(w.statementStrip()->predicting());
        QCOMPARE(w.statementStrip()->shownText(), QStringLiteral("Predict: 9 │ na = a.numpy()"));

        QTest::mouseClick(dialog->choiceButtons().value(0), Qt::LeftButton); // "0 bytes"
        QCOMPARE(timeline->currentStep(), 4);
        const QString outcome = dialog->outcomeLabel()->text();
        QVERIFY2(outcome.startsWith(QStringLiteral("✓ Right: 0 bytes.\nNone: the ndarray views the tensor's own bytes.")), qPrintable(outcome));
        QVERIFY(outcome.contains(QStringLiteral("Score: 1 of 1 right (5 questions in the lesson).")));
        // Answered: its lines come back; the next question's stay hidden.
        QCOMPARE(codeLine(w, 7), QStringLiteral("# ? copies: How many bytes does numpy() copy? | 0 | 24 | 48 = 0"));
        QCOMPARE(codeLine(w, 8), QStringLiteral("# > None: the ndarray views the tensor's own bytes."));
        QCOMPARE(codeLine(w, 11), QStringLiteral("# ? prediction 2 of 5: asked before line 13 runs"));
        QCOMPARE(codeLine(w, 12), QStringLiteral("# > (said once line 13 is predicted)"));
        QCOMPARE(steps->narrationLabel()->text(),
                 QStringLiteral("None: the ndarray views the tensor's own bytes.\nNow write through the ndarray."));
        QVERIFY(!w.statementStrip()->predicting());
        QCOMPARE(w.statementStrip()->shownText(), QStringLiteral("9 │ na = a.numpy()"));
        QVERIFY(!steps->edited());
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("predictionContinue")), Qt::LeftButton);
        QVERIFY(!dialog->isVisible());
    }

    // Escape puts the question away: nothing runs, and the next step asks it again.
    void escapeLeavesTheQuestionForLater()
    {
        MainWindow w(tl::CudaMode::Sim);
        showAndWait(w);
        QVERIFY(w.openScript(lessonPath("08_gpu_round_trips.py")));
        stepToQuestion(w);
        ScriptTimeline *timeline = w.controller()->timeline();
        const int held = timeline->currentStep();
        PredictionDialog *dialog = w.predictionDialog();
        QVERIFY(dialog && dialog->isVisible());
        QCOMPARE(dialog->statementLabel()->text(), QStringLiteral("8 │ g = x.cuda()"));
        QCOMPARE(buttonTexts(dialog->choiceButtons()), (QStringList{"0 bytes", "24 bytes", "48 bytes"}));
        const QStringList before = sessionSnapshot(*w.session());
        QTest::keyClick(dialog, Qt::Key_Escape);
        QVERIFY(!dialog->isVisible());
        QCOMPARE(w.lessonPlayer()->pendingQuestion(), -1);
        QCOMPARE(timeline->currentStep(), held);
        QCOMPARE(sessionSnapshot(*w.session()), before);
        QCOMPARE(w.lessonPlayer()->answered(), 0);
        QVERIFY(!w.statementStrip()->predicting());
        QCOMPARE(codeLine(w, 6), QStringLiteral("# ? prediction 1 of 7: asked before line 8 runs"));

        QTest::keyClick(w.canvas()->viewport(), Qt::Key_PageDown);
        QVERIFY(dialog->isVisible());
        QCOMPARE(timeline->currentStep(), held);
        QCOMPARE(dialog->questionLabel()->text(), QStringLiteral("How many bytes does cuda() copy?"));
        QTest::keyClick(dialog, Qt::Key_2); // "24 bytes"
        QVERIFY(dialog->outcomeLabel()->text().startsWith(QStringLiteral("✓ Right: 24 bytes.")));
        QCOMPARE(timeline->currentStep(), held + 1);
        // Escape after the outcome is Continue.
        QTest::keyClick(dialog, Qt::Key_Escape);
        QVERIFY(!dialog->isVisible());
        QCOMPARE(timeline->currentStep(), held + 1);
    }

    // Projector mode: the strip shows the statement being predicted and the narration
    // under it, in text a room can read.
    void projectorShowsNarrationAndThePredictedStatement()
    {
        MainWindow w(tl::CudaMode::Sim);
        w.resize(1280, 720);
        showAndWait(w);
        QVERIFY(w.openScript(lessonPath("07_views_and_strides.py")));
        QTest::keyClick(&w, Qt::Key_F5);
        StatementStrip *strip = w.statementStrip();
        QTRY_VERIFY(strip->isVisible());
        QTest::keyClick(w.canvas()->viewport(), Qt::Key_PageDown); // import torch
        QCOMPARE(strip->narration(), QStringLiteral("a is twelve numbers in one storage, four to a row: its strides say how far to step."));
        QVERIFY(strip->narrationLabel()->isVisible());
        QVERIFY(QFontInfo(strip->narrationLabel()->font()).pixelSize() >= 20);
        stepToQuestion(w);
        QVERIFY(w.predictionDialog()->isVisible());
        QCOMPARE(strip->shownText(), QStringLiteral("Predict: 9 │ b = a[:, ::2]"));
        QCOMPARE(strip->narration(), QStringLiteral("b takes every other column of a."));
        QVERIFY(strip->narrationLabel()->isVisible());
        QVERIFY(strip->narrationLabel()->geometry().bottom() <= strip->height());
        QVERIFY(strip->geometry().bottom() < w.canvas()->geometry().top());
        // The dialog in the room's text size (its question larger still), and beside the
        // middle of the canvas, where the statement's effect will show.
        PredictionDialog *dialog = w.predictionDialog();
        const int text = QFontInfo(QApplication::font()).pixelSize();
        QVERIFY(text >= 20);
        QVERIFY(QFontInfo(dialog->questionLabel()->font()).pixelSize() > text);
        QVERIFY(QFontInfo(dialog->statementLabel()->font()).pixelSize() > text);
        for (QPushButton *b : dialog->choiceButtons())
            QVERIFY(QFontInfo(b->font()).pixelSize() > text);
        QVERIFY(QFontInfo(strip->narrationLabel()->font()).pixelSize() >= text);
        QVERIFY(!dialog->frameGeometry().contains(w.canvas()->mapToGlobal(w.canvas()->rect().center())));
        QTest::keyClick(w.predictionDialog(), Qt::Key_1); // "0 bytes"
        QCOMPARE(strip->shownText(), QStringLiteral("9 │ b = a[:, ::2]"));
        QVERIFY(strip->narration().startsWith(QStringLiteral("None: b is a view of a's storage")));
    }

    // Open lesson… plays a lesson from any folder, and lists that folder's lessons too; a
    // lesson with a wrong answer, or a question naming no object, is refused with what is
    // wrong, the session untouched.
    void openLessonFromAnyFolder()
    {
        QTemporaryDir dir;
        const auto write = [&](const QString &name, const QByteArray &text) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text);
        };
        write(QStringLiteral("a_good.py"), "# Lesson: Clones copy\nimport torch\na = torch.ones(2)\n"
                                           "# ? copies: How many bytes does clone() copy? | 0 | 8 = 8\n# > All 8.\nb = a.clone()\n");
        write(QStringLiteral("b_wrong.py"), "# Lesson: A wrong answer\nimport torch\na = torch.ones(2)\n"
                                            "# ? copies: How many bytes does numpy() copy? | 0 | 8 = 8\nna = a.numpy()\n");
        write(QStringLiteral("c_nobody.py"), "# Lesson: Nobody\nimport torch\na = torch.ones(2)\n"
                                             "# ? changes q: Will q change? = no\na[0] = 5\n");
        MainWindow w(tl::CudaMode::Sim);
        showAndWait(w);
        QVERIFY(w.runConsoleCode(QStringLiteral("kept = torch.ones(1)")).ok);
        const QStringList before = sessionSnapshot(*w.session());
        auto *menu = w.findChild<QMenu *>(QStringLiteral("lessonsMenu"));
        QAction *open = w.findChild<QAction *>(QStringLiteral("actionOpenLesson"));
        QVERIFY(menu && open);

        const QStringList refusals{
            QStringLiteral("line 4: the lesson answers \"How many bytes does numpy() copy?\" with 8 bytes, but the engine's answer is 0 bytes"),
            QStringLiteral("line 4: the question \"Will q change?\" asks whether q changes, but no tensor or array is named q when line 5 runs")};
        const QStringList bad{QStringLiteral("b_wrong.py"), QStringLiteral("c_nobody.py")};
        for (int i = 0; i < bad.size(); ++i) {
            ModalAnswerer answers;
            answers.setFileNames({dir.filePath(bad[i])});
            w.activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(&w));
            QTest::keyClick(&w, Qt::Key_L, Qt::ControlModifier);
            QTRY_VERIFY(answers.answered());
            QCOMPARE(answers.prompt(), QStringLiteral("%1 is a lesson TensorLens cannot play: %2.").arg(dir.filePath(bad[i]), refusals[i]));
            QCOMPARE(sessionSnapshot(*w.session()), before);
            QVERIFY(!w.lessonPlayer()->active());
        }

        ModalAnswerer answers;
        answers.setMessageButton(QMessageBox::Discard);
        answers.setFileNames({dir.filePath(QStringLiteral("a_good.py"))});
        clickMenuEntry(w, menu, open);
        QTRY_VERIFY(w.lessonPlayer()->active());
        QCOMPARE(w.lessonPlayer()->lesson()->title, QStringLiteral("Clones copy"));
        QStringList titles;
        for (const QAction *a : menu->actions())
            titles << a->text();
        const int section = int(titles.indexOf(QStringLiteral("In %1").arg(QDir::toNativeSeparators(dir.path()))));
        QVERIFY2(section > 0, qPrintable(titles.join(u'|')));
        QCOMPARE(titles.mid(section + 1, 3), (QStringList{"Clones copy", "A wrong answer", "Nobody"}));
        QCOMPARE(titles.last(), QStringLiteral("&Open lesson…"));
    }
};

QTEST_MAIN(TestLessonWindow)
#include "tst_lesson_window.moc"
