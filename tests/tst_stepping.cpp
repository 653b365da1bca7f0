// Stepping through an opened script in the window, as a teacher does in front of a class:
// by keys (Page Down / Page Up as a presenter's remote sends them, F10, Alt+End), by
// clicking a step in the list, to the cursor's line, playing at a pace, editing a line and
// running again. Every step shows the state after it: cards, printed output, the marked
// lines, the frame's locals; an error step shows the banner, not a dialog.
#include "canvas/CanvasView.h"
#include "dialogs/ErrorDialog.h"
#include "dialogs/PredictionDialog.h"
#include "lesson/LessonPlayer.h"
#include "panels/OutputPane.h"
#include "panels/StepPanel.h"
#include "session/ScriptTimeline.h"
#include "session/Session.h"
#include "support/ModalAnswerer.h"
#include "tst_window_helpers.h"
#include "window/ErrorBanner.h"
#include "window/MainWindow.h"
#include "control/SessionAutosave.h"
#include "control/SessionController.h"
#include "window/StepActions.h"
#include "support/TestSettings.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QStandardPaths>
#include <QPushButton>
#include <QRegularExpression>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTreeWidget>
#include <QtTest/QtTest>

using namespace tl::ui;
using namespace tl::ui::test;

namespace {

QStringList sorted(QStringList names)
{
    names.sort();
    return names;
}

const char *kScript = "import torch\n"            // 1
                      "import numpy as np\n"      // 2
                      "a = torch.ones(2)\n"       // 3
                      "na = a.numpy()\n"          // 4
                      "def bump(t):\n"            // 5
                      "    t[0] = 5\n"            // 6
                      "    return t\n"            // 7
                      "bump(na)\n"                // 8
                      "print(a)\n"                // 9
                      "b = a.clone()\n"           // 10
                      "print(b)\n";               // 11

} // namespace

class TestStepping : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void keysStepForwardAndBack();
    void clickingAStepGoesThere();
    void runToCursorAndLocals();
    void playRunsToTheEnd();
    void editedLineRunsAgain();
    void errorStepShowsTheBanner();
    void noSteppingWhileAScriptRuns();
    void everyLessonPlaysWithItsPredictions_data();
    void everyLessonPlaysWithItsPredictions();
    void aWrongPredictionIsSaidSo();
    void unplayableLessonsAreRefused_data();
    void unplayableLessonsAreRefused();
    void storyboardOfTheSteppedScript();

private:
    QString write(const QString &name, const QByteArray &text);
    QTemporaryDir dir_;
};

QString TestStepping::write(const QString &name, const QByteArray &text)
{
    const QString path = dir_.filePath(name);
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    f.write(text);
    return path;
}

void TestStepping::initTestCase()
{
    // Settings and the autosave of this suite's own, apart from the other suites'.
    tl::test::TestSettings::isolate(QStringLiteral("tst_stepping"));
}

void TestStepping::init()
{
    QSettings().clear();
    // A window left with unsaved statements would offer them to the next one.
    QFile::remove(SessionAutosave::filePath());
}

void TestStepping::keysStepForwardAndBack()
{
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.openScript(write(QStringLiteral("s.py"), kScript)));
    ScriptTimeline *timeline = w.controller()->timeline();
    QCOMPARE(timeline->currentStep(), 0);
    QCOMPARE(w.stepPanel()->stepList()->count(), timeline->stepCount() + 1);
    QVERIFY(cardNames(w).isEmpty());
    QVERIFY(w.stepPanel()->positionLabel()->text().startsWith(QStringLiteral("Step 0 of 11: nothing has run yet. Next: line 1.")));
    QWidget *viewport = w.canvas()->viewport();
    for (int i = 0; i < 4; ++i)
        QTest::keyClick(viewport, Qt::Key_PageDown);
    QCOMPARE(timeline->currentStep(), 4);
    QCOMPARE(sorted(cardNames(w)), (QStringList{"a", "na"}));
    QCOMPARE(w.stepPanel()->positionLabel()->text(),
             QStringLiteral("Step 4 of 11: line 4 ran — new name na. Next: line 5."));
    // The line that ran is bold, the next underlined (said in the label too).
    const auto marks = w.stepPanel()->codeView()->extraSelections();
    QCOMPARE(marks.size(), 2);
    QCOMPARE(marks[0].cursor.blockNumber() + 1, 5);
    QCOMPARE(marks[1].cursor.blockNumber() + 1, 4);
    QCOMPARE(marks[1].format.fontWeight(), int(QFont::Bold));
    // On to the print, back over the write (a replay), forward again.
    for (int i = 0; i < 5; ++i)
        QTest::keyClick(viewport, Qt::Key_F10);
    QCOMPARE(timeline->currentStep(), 9);
    QCOMPARE(w.outputPane()->printedText(), QStringLiteral("tensor([5., 1.])\n"));
    QTest::keyClick(viewport, Qt::Key_PageUp);
    QTest::keyClick(viewport, Qt::Key_PageUp);
    QCOMPARE(timeline->currentStep(), 7);
    QCOMPARE(w.outputPane()->printedText(), QString());
    QCOMPARE(w.session()->cellText(w.session()->model().objectForName(QStringLiteral("a"))->storageId, 0), QStringLiteral("5.0"));
    QTest::keyClick(viewport, Qt::Key_Home, Qt::AltModifier);
    QCOMPARE(timeline->currentStep(), 0);
    QVERIFY(cardNames(w).isEmpty());
    QVERIFY(!w.stepActions()->back()->isEnabled());
    QTest::keyClick(viewport, Qt::Key_End, Qt::AltModifier);
    QCOMPARE(timeline->currentStep(), 11);
    QCOMPARE(sorted(cardNames(w)), (QStringList{"a", "b", "na"}));
    QCOMPARE(w.outputPane()->printedText(), QStringLiteral("tensor([5., 1.])\ntensor([5., 1.])\n"));
    QVERIFY(!w.stepActions()->forward()->isEnabled());
    // Nothing of a stepped script is unsaved work.
    QVERIFY(!w.isWindowModified());
}

void TestStepping::clickingAStepGoesThere()
{
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.openScript(write(QStringLiteral("s.py"), kScript)));
    QListWidget *list = w.stepPanel()->stepList();
    list->scrollToItem(list->item(10));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(10)).center());
    QCOMPARE(w.controller()->timeline()->currentStep(), 10);
    QCOMPARE(sorted(cardNames(w)), (QStringList{"a", "b", "na"}));
    list->scrollToItem(list->item(3));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(3)).center());
    QCOMPARE(w.controller()->timeline()->currentStep(), 3);
    QCOMPARE(cardNames(w), QStringList{"a"});
}

void TestStepping::runToCursorAndLocals()
{
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.openScript(write(QStringLiteral("s.py"), kScript)));
    QPlainTextEdit *code = w.stepPanel()->codeView();
    // A click on line 7 (`return t`), scrolled into sight, puts the cursor there; Ctrl+F10
    // runs until it is next.
    code->verticalScrollBar()->setValue(6);
    const QRect line7 = code->cursorRect(QTextCursor(code->document()->findBlockByLineNumber(6)));
    QTest::mouseClick(code->viewport(), Qt::LeftButton, {}, line7.center());
    QCOMPARE(w.stepPanel()->cursorLine(), 7);
    QTest::keyClick(w.canvas()->viewport(), Qt::Key_F10, Qt::ControlModifier);
    ScriptTimeline *timeline = w.controller()->timeline();
    QCOMPARE(timeline->nextLine(), 7);
    QTreeWidget *locals = w.stepPanel()->localsView();
    QCOMPARE(locals->headerItem()->text(0), QStringLiteral("Local (bump)"));
    QCOMPARE(locals->topLevelItemCount(), 1);
    QCOMPARE(locals->topLevelItem(0)->text(0), QStringLiteral("t"));
    QCOMPARE(locals->topLevelItem(0)->text(1), QStringLiteral("array([5., 1.], dtype=float32)"));
    // The element just written lights every name that sees it.
    QCOMPARE(timeline->stepAt(timeline->currentStep()).narration, QStringLiteral("a[0]: 1.0 → 5.0 (also seen as na[0])"));
}

void TestStepping::playRunsToTheEnd()
{
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.openScript(write(QStringLiteral("s.py"), kScript)));
    w.stepActions()->setPaceMs(100);
    QTest::keyClick(w.canvas()->viewport(), Qt::Key_F8);
    QVERIFY(w.stepActions()->play()->isChecked());
    QTRY_COMPARE_WITH_TIMEOUT(w.controller()->timeline()->currentStep(), 11, 10000);
    QTRY_VERIFY(!w.stepActions()->play()->isChecked());
    QCOMPARE(QSettings().value(QStringLiteral("stepping/paceMs")).toInt(), 100);
}

void TestStepping::editedLineRunsAgain()
{
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.openScript(write(QStringLiteral("s.py"), kScript)));
    QPlainTextEdit *code = w.stepPanel()->codeView();
    // Change `t[0] = 5` into `t[0] = 9` by typing, then Ctrl+Shift+Return.
    const QRect line6 = code->cursorRect(QTextCursor(code->document()->findBlockByLineNumber(5)));
    QTest::mouseClick(code->viewport(), Qt::LeftButton, {}, line6.center());
    QTest::keyClick(code, Qt::Key_End);
    QTest::keyClick(code, Qt::Key_Backspace);
    QTest::keyClicks(code, QStringLiteral("9"));
    QVERIFY(w.stepPanel()->edited());
    QTest::keyClick(code, Qt::Key_Return, Qt::ControlModifier | Qt::ShiftModifier);
    ScriptTimeline *timeline = w.controller()->timeline();
    QCOMPARE(timeline->stepAt(timeline->currentStep()).line, 6);
    QVERIFY(!w.stepPanel()->edited());
    QTest::keyClick(w.canvas()->viewport(), Qt::Key_End, Qt::AltModifier);
    QCOMPARE(w.outputPane()->printedText(), QStringLiteral("tensor([9., 1.])\ntensor([9., 1.])\n"));
}

void TestStepping::errorStepShowsTheBanner()
{
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.openScript(write(QStringLiteral("e.py"), "import torch\na = torch.ones(2, requires_grad=True)\nn = a.numpy()\nprint(n)\n")));
    QWidget *viewport = w.canvas()->viewport();
    QTest::keyClick(viewport, Qt::Key_End, Qt::AltModifier);
    QCOMPARE(w.controller()->timeline()->currentStep(), 3);
    QTRY_VERIFY(w.errorBanner()->isVisible());
    QVERIFY(!w.errorDialog() || !w.errorDialog()->isVisible());
    QVERIFY(w.outputPane()->errorText().endsWith(
        QStringLiteral("RuntimeError: Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.\n")));
    // Back one step: no error any more, nor its traceback.
    QTest::keyClick(viewport, Qt::Key_PageUp);
    QTRY_VERIFY(!w.errorBanner()->isVisible());
    QCOMPARE(w.outputPane()->errorText(), QString());
}

void TestStepping::noSteppingWhileAScriptRuns()
{
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.openScript(write(QStringLiteral("s.py"), kScript)));
    w.session()->runScriptAsync(QStringLiteral("import torch\nx = torch.ones(1)\ny = x + 1\n"));
    QVERIFY(w.session()->isRunning());
    QTRY_VERIFY(!w.stepActions()->forward()->isEnabled() || !w.session()->isRunning());
    QVERIFY(!w.controller()->timeline()->goTo(3));
    QTest::keyClick(w.canvas()->viewport(), Qt::Key_PageDown);
    QCOMPARE(w.controller()->timeline()->currentStep(), 0);
    QTRY_VERIFY(!w.session()->isRunning());
}

void TestStepping::everyLessonPlaysWithItsPredictions_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(QStringLiteral(TL_LESSONS_DIR));
    for (const QString &name : dir.entryList({QStringLiteral("*.py")}, QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
}

// A class plays the lesson with Page Down, answering each prediction as the author did
// (clicking the choice), and reads Continue; every answer is checked right by the engine.
void TestStepping::everyLessonPlaysWithItsPredictions()
{
    QFETCH(QString, path);
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.openScript(path));
    LessonPlayer *player = w.lessonPlayer();
    QVERIFY(player->active());
    QVERIFY(player->questionCount() > 0);
    ScriptTimeline *timeline = w.controller()->timeline();
    int asked = 0, said = 0;
    for (int guard = 0; timeline->currentStep() < timeline->stepCount() && guard < 5000; ++guard) {
        w.activateWindow();
        said += !w.stepPanel()->narrationLabel()->text().isEmpty();
        QTest::keyClick(w.canvas()->viewport(), Qt::Key_PageDown);
        if (player->pendingQuestion() < 0)
            continue;
        ++asked;
        PredictionDialog *dialog = w.predictionDialog();
        QVERIFY(dialog && dialog->isVisible());
        const LessonQuestion &q = player->lesson()->questions[player->pendingQuestion()];
        QCOMPARE(dialog->questionLabel()->text(), q.text);
        QPushButton *choice = nullptr;
        for (QPushButton *b : dialog->choiceButtons())
            if (b->text() == q.label(q.answer))
                choice = b;
        QVERIFY2(choice, qPrintable(q.answer));
        QTest::mouseClick(choice, Qt::LeftButton);
        if (player->pendingQuestion() >= 0)
            continue; // another question on the same statement
        QVERIFY(dialog->outcomeLabel()->text().startsWith(QStringLiteral("✓ Right")));
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("predictionContinue")), Qt::LeftButton);
        QVERIFY(!dialog->isVisible());
    }
    QCOMPARE(timeline->currentStep(), timeline->stepCount());
    QCOMPARE(asked, player->questionCount());
    QVERIFY(said > 0);
    QCOMPARE(player->answered(), player->questionCount());
    QCOMPARE(player->right(), player->questionCount());
}

void TestStepping::aWrongPredictionIsSaidSo()
{
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.openScript(write(QStringLiteral("l.py"), "# Lesson: copies\nimport torch\na = torch.ones(3)\n"
                                                       "# > clone() makes new bytes.\n# ? copies: How many bytes? | 0 | 12 = 12\nb = a.clone()\n")));
    QTest::keyClick(w.canvas()->viewport(), Qt::Key_End, Qt::AltModifier);
    ScriptTimeline *timeline = w.controller()->timeline();
    QCOMPARE(timeline->currentStep(), 2); // held before `b = a.clone()`
    PredictionDialog *dialog = w.predictionDialog();
    QVERIFY(dialog && dialog->isVisible());
    QCOMPARE(w.stepPanel()->narrationLabel()->text(), QStringLiteral("clone() makes new bytes."));
    QTest::keyClick(dialog, Qt::Key_1); // "0"
    QCOMPARE(timeline->currentStep(), 3);
    QCOMPARE(dialog->outcomeLabel()->text().section(u'\n', 0, 0), QStringLiteral("✗ Not this time: you said 0 bytes; the engine's answer is 12 bytes."));
    QVERIFY(dialog->outcomeLabel()->text().contains(QStringLiteral("Score: 0 of 1 right")));
    QCOMPARE(w.lessonPlayer()->right(), 0);
}

void TestStepping::unplayableLessonsAreRefused_data()
{
    QTest::addColumn<QByteArray>("lesson");
    QTest::addColumn<QString>("why");
    QTest::addRow("question-syntax") << QByteArray("# Lesson: x\nimport torch\n# ? copies How many bytes?\na = torch.ones(2)\n")
                                     << "line 3: a question reads \"# ? KIND: question | choice | ... = answer\"";
    QTest::addRow("unknown-kind") << QByteArray("# Lesson: x\nimport torch\n# ? grows: Will it grow? | yes | no = yes\na = torch.ones(2)\n")
                                  << "line 3: unknown question kind 'grows' (changes NAME, error, copies)";
    QTest::addRow("after-the-error") << QByteArray("# Lesson: x\nimport torch\nb = torch.ones(2, requires_grad=True).numpy()\n"
                                                   "# ? copies: How many bytes? | 0 | 8 = 8\nc = torch.ones(2).clone()\n")
                                     << "line 4: the question \"How many bytes?\" is about line 5, which the script never runs";
    QTest::addRow("never-reached") << QByteArray("# Lesson: x\nimport torch\na = torch.ones(2)\nif False:\n    pass\nelse:\n    pass\n"
                                                 "def f():\n    return a\n# ? changes a: Will a change? = no\nclass_ = None\n")
                                   << "";
}

// A damaged lesson, or one whose question is about a statement that never runs, is refused
// with a dialog saying which line; the open session is untouched.
void TestStepping::unplayableLessonsAreRefused()
{
    QFETCH(QByteArray, lesson);
    QFETCH(QString, why);
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.runGuiCode(QStringLiteral("kept = torch.ones(1)")).ok);
    const QStringList log = w.session()->codeLog();
    const QString path = write(QStringLiteral("%1.py").arg(QTest::currentDataTag()), lesson);
    ModalAnswerer answers;
    answers.setMessageButton(QMessageBox::Discard);
    const bool opened = w.openScript(path);
    if (why.isEmpty()) {
        QVERIFY(opened); // a playable lesson, for contrast
        return;
    }
    QVERIFY(!opened);
    QCOMPARE(answers.seen().value(0), QStringLiteral("%1 is a lesson TensorLens cannot play: %2.").arg(path, why));
    QCOMPARE(w.session()->codeLog(), log);
    QCOMPARE(cardNames(w), QStringList{"kept"});
    QVERIFY(!w.controller()->timeline()->isLoaded());
}

// File > Export storyboard: a page per step of the stepped script, and the window comes
// back to the step it showed.
void TestStepping::storyboardOfTheSteppedScript()
{
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QString error;
    QVERIFY(!w.exportStoryboard(dir_.filePath(QStringLiteral("none.pdf")), &error));
    QCOMPARE(error, QStringLiteral("Open a script or a lesson first: a storyboard has a page for each of its steps."));
    QVERIFY(w.openScript(write(QStringLiteral("s.py"), kScript)));
    for (int i = 0; i < 3; ++i)
        QTest::keyClick(w.canvas()->viewport(), Qt::Key_PageDown);
    const QString pdf = dir_.filePath(QStringLiteral("s.pdf"));
    ModalAnswerer answers;
    answers.setFileNames({pdf});
    w.findChild<QAction *>(QStringLiteral("actionExportStoryboard"))->trigger();
    QFile f(pdf);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    QVERIFY(bytes.startsWith("%PDF"));
    QCOMPARE(QString::fromLatin1(bytes).count(QRegularExpression(QStringLiteral("/Type\\s*/Page(?![s\\w])"))), 11);
    QCOMPARE(w.controller()->timeline()->currentStep(), 3);
}

QTEST_MAIN(TestStepping)
#include "tst_stepping.moc"
