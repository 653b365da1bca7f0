// No lost work: the session's code is autosaved after statements and stays on disk until
// it is saved or discarded; New session, Open and Quit ask Save / Discard / Cancel when
// statements are unsaved; a leftover file is offered back at start; another running
// TensorLens's file is left alone; Stop ends a running script and keeps what ran; exports
// write whole files or nothing.
#include "session/Session.h"
#include "support/ModalAnswerer.h"
#include "tst_window_helpers.h"
#include "session/ScriptTimeline.h"
#include "control/SessionController.h"
#include "window/StepActions.h"
#include "control/SessionAutosave.h"
#include "support/TestSettings.h"

#include <QAction>
#include <QFile>
#include <QImage>
#include <QLockFile>
#include <QTemporaryDir>
#include <QUndoStack>

#include <memory>

using namespace tl::ui;
using namespace tl::ui::test;

namespace {

QString readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QStringLiteral("<none>");
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

} // namespace

class TestAutosave : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void codeIsSavedAfterStatementsAndRemovedWhenDiscarded();
    void unsavedWorkIsAskedAbout_data();
    void unsavedWorkIsAskedAbout();
    void nothingUnsavedAsksNothing_data();
    void nothingUnsavedAsksNothing();
    void autosaveSurvivesAQuitThatNeverAsked();
    void leftoverIsOfferedAndRestored();
    void leftoverCanBeDiscarded();
    void damagedLeftoverIsNotOffered();
    void anotherRunningWindowKeepsItsFile();
    void stopEndsARunningScriptAndKeepsWhatRan();
    void exportsWriteWholeFiles();

private:
    QTemporaryDir dir_;
};

void TestAutosave::initTestCase()
{
    tl::test::TestSettings::isolate(QStringLiteral("tst_autosave"));
    QVERIFY(dir_.isValid());
}

void TestAutosave::init()
{
    QSettings().clear();
    QFile::remove(SessionAutosave::filePath());
}

void TestAutosave::codeIsSavedAfterStatementsAndRemovedWhenDiscarded()
{
    const QString path = SessionAutosave::filePath();
    QVERIFY(path.startsWith(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)));
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.autosave()->isOwner());
    QVERIFY(w.runGuiCode(QStringLiteral("a = torch.ones((1, 2))")).ok);
    QVERIFY(!w.runConsoleCode(QStringLiteral("b = a.nosuch")).ok); // a failure adds nothing
    QVERIFY(w.runConsoleCode(QStringLiteral("na = a.numpy()")).ok);
    QTRY_COMPARE(readAll(path), QStringLiteral("import torch\nimport numpy as np\na = torch.ones((1, 2))\nna = a.numpy()\n"));
    // Undo rebuilds the session; the file follows.
    w.undoStack()->undo();
    QTRY_COMPARE(readAll(path), QStringLiteral("import torch\nimport numpy as np\na = torch.ones((1, 2))\n"));
    ModalAnswerer answers;
    answers.setMessageButton(QMessageBox::Discard);
    QVERIFY(w.close());
    QCOMPARE(answers.seen(), QStringList{"Save this session's code before quitting?"});
    QVERIFY(!QFile::exists(path));
}

// Ctrl+N, Ctrl+O (answering the file dialog with a script) or Ctrl+Q, pressed on a session
// with an unsaved statement, then one of the question's buttons clicked.
void TestAutosave::unsavedWorkIsAskedAbout_data()
{
    QTest::addColumn<QString>("command");     // new, open, quit
    QTest::addColumn<int>("button");          // the button clicked
    QTest::addColumn<bool>("goesOn");         // the session is replaced / the window closes
    QTest::addColumn<bool>("savedFile");      // the code was written where the save dialog said
    QTest::addColumn<QString>("question");
    const QString onNew = QStringLiteral("Save this session's code before starting a new session?");
    const QString onOpen = QStringLiteral("Save this session's code before opening other.py?");
    const QString onQuit = QStringLiteral("Save this session's code before quitting?");
    QTest::addRow("new-save") << "new" << int(QMessageBox::Save) << true << true << onNew;
    QTest::addRow("new-discard") << "new" << int(QMessageBox::Discard) << true << false << onNew;
    QTest::addRow("new-cancel") << "new" << int(QMessageBox::Cancel) << false << false << onNew;
    QTest::addRow("open-save") << "open" << int(QMessageBox::Save) << true << true << onOpen;
    QTest::addRow("open-discard") << "open" << int(QMessageBox::Discard) << true << false << onOpen;
    QTest::addRow("open-cancel") << "open" << int(QMessageBox::Cancel) << false << false << onOpen;
    QTest::addRow("quit-save") << "quit" << int(QMessageBox::Save) << true << true << onQuit;
    QTest::addRow("quit-discard") << "quit" << int(QMessageBox::Discard) << true << false << onQuit;
    QTest::addRow("quit-cancel") << "quit" << int(QMessageBox::Cancel) << false << false << onQuit;
}

void TestAutosave::unsavedWorkIsAskedAbout()
{
    QFETCH(QString, command);
    QFETCH(int, button);
    QFETCH(bool, goesOn);
    QFETCH(bool, savedFile);
    QFETCH(QString, question);
    const QString other = dir_.filePath(QStringLiteral("other.py"));
    writeFile(other, "import torch\nother = torch.zeros(2)\n");
    const QString saved = dir_.filePath(QStringLiteral("saved-%1.py").arg(QTest::currentDataTag()));
    QFile::remove(saved);
    const QString autosave = SessionAutosave::filePath();
    const QString unsaved = QStringLiteral("import torch\nimport numpy as np\na = torch.ones(3)\n");

    auto w = std::make_unique<MainWindow>(tl::CudaMode::Sim);
    showAndWait(*w);
    w->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(w.get()));
    QVERIFY(w->runGuiCode(QStringLiteral("a = torch.ones(3)")).ok);
    QTRY_COMPARE(readAll(autosave), unsaved);
    QVERIFY(w->isWindowModified());

    ModalAnswerer answers;
    answers.setMessageButton(QMessageBox::StandardButton(button));
    // Open's own file dialog comes first; Save's comes after the question.
    QStringList files;
    if (command == QLatin1String("open"))
        files << other;
    if (button == QMessageBox::Save)
        files << saved;
    answers.setFileNames(files);
    const Qt::Key key = command == QLatin1String("new") ? Qt::Key_N : command == QLatin1String("open") ? Qt::Key_O : Qt::Key_Q;
    QTest::keyClick(w.get(), key, Qt::ControlModifier);
    QVERIFY2(answers.seen().contains(question), qPrintable(answers.seen().join(QStringLiteral(" | "))));
    QCOMPARE(QFile::exists(saved), savedFile);
    if (savedFile)
        QCOMPARE(readAll(saved), unsaved);

    const QStringList log = w->session()->codeLog();
    if (command == QLatin1String("quit")) {
        QCOMPARE(w->isVisible(), !goesOn);
    } else if (goesOn) {
        QTRY_VERIFY(!w->session()->isRunning());
        QCOMPARE(log.contains(QStringLiteral("a = torch.ones(3)")), false);
        // An opened script waits at step 0: Alt+End runs it to its end.
        if (command == QLatin1String("open")) {
            QVERIFY(w->stepActions()->last()->isEnabled());
            w->activateWindow(); // after the file dialogs
            QVERIFY(QTest::qWaitForWindowActive(w.get()));
            QTest::keyClick(w.get(), Qt::Key_End, Qt::AltModifier);
            QCOMPARE(w->controller()->timeline()->currentStep(), w->controller()->timeline()->stepCount());
        }
        QCOMPARE(cardNames(*w), command == QLatin1String("open") ? QStringList{"other"} : QStringList{});
    }
    if (!goesOn) {
        QCOMPARE(log.last(), QStringLiteral("a = torch.ones(3)"));
        QCOMPARE(cardNames(*w), QStringList{"a"});
        QVERIFY(w->isWindowModified());
    }
    // The autosave keeps unsaved statements, and only them: saved or discarded, it goes.
    w->autosave()->saveNow();
    QCOMPARE(QFile::exists(autosave), !goesOn);
    if (!goesOn)
        QCOMPARE(readAll(autosave), unsaved);
    w.reset();
    QCOMPARE(QFile::exists(autosave), !goesOn);
}

void TestAutosave::nothingUnsavedAsksNothing_data()
{
    QTest::addColumn<QString>("before"); // what made the session
    QTest::addRow("fresh") << "";
    QTest::addRow("saved") << "save";
    QTest::addRow("opened-script") << "open";
    QTest::addRow("undone-to-the-start") << "undo";
}

void TestAutosave::nothingUnsavedAsksNothing()
{
    QFETCH(QString, before);
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    if (before == QLatin1String("save")) {
        QVERIFY(w.runGuiCode(QStringLiteral("a = torch.ones(3)")).ok);
        QVERIFY(w.saveCode(dir_.filePath(QStringLiteral("clean.py"))));
    } else if (before == QLatin1String("open")) {
        const QString script = dir_.filePath(QStringLiteral("script.py"));
        writeFile(script, "import torch\nx = torch.ones(2)\n");
        QVERIFY(w.openScript(script, /*wait=*/true));
    } else if (before == QLatin1String("undo")) {
        QVERIFY(w.runGuiCode(QStringLiteral("a = torch.ones(3)")).ok);
        w.undoStack()->undo();
    }
    QVERIFY(!w.isWindowModified());
    ModalAnswerer answers;
    answers.setMessageButton(QMessageBox::Cancel);
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QTest::keyClick(&w, Qt::Key_N, Qt::ControlModifier);
    QVERIFY(answers.seen().isEmpty());
    QCOMPARE(w.session()->codeLog(), (QStringList{"import torch", "import numpy as np"}));
    QVERIFY(w.close());
    QVERIFY(answers.seen().isEmpty());
    QVERIFY(!QFile::exists(SessionAutosave::filePath()));
}

void TestAutosave::autosaveSurvivesAQuitThatNeverAsked()
{
    // The window goes without its close event (the desktop session ended, a kill): the
    // unsaved statements stay on disk and are offered at the next start.
    {
        MainWindow w(tl::CudaMode::Sim);
        showAndWait(w);
        QVERIFY(w.runGuiCode(QStringLiteral("kept = torch.arange(4)")).ok);
    }
    QCOMPARE(readAll(SessionAutosave::filePath()), QStringLiteral("import torch\nimport numpy as np\nkept = torch.arange(4)\n"));
    MainWindow again(tl::CudaMode::Sim);
    showAndWait(again);
    ModalAnswerer answers; // Restore is the default
    QVERIFY(again.offerRestore());
    QCOMPARE(cardNames(again), QStringList{"kept"});
    QVERIFY(again.isWindowModified()); // restored statements are still unsaved
}

void TestAutosave::leftoverIsOfferedAndRestored()
{
    // What a crashed run leaves: the file, and a lock whose process is gone (or none).
    const QByteArray code = "import torch\nimport numpy as np\na = torch.ones((2, 2))\nna = a.numpy()\nna[0][0] = 10\n";
    writeFile(SessionAutosave::filePath(), code);
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QCOMPARE(w.autosave()->leftover(), QString::fromUtf8(code));
    ModalAnswerer answers; // presses the default button: Restore
    QVERIFY(w.offerRestore());
    QCOMPARE(answers.seen(), QStringList{"The last session ended with statements that were never saved. Restore it (5 line(s) of "
                                         "code, run again from the start)?"});
    QCOMPARE(w.session()->codeLog().join(u'\n') + u'\n', QString::fromUtf8(code));
    QCOMPARE(cardNames(w), (QStringList{"a", "na"}));
    const ObjectInfo *a = w.session()->model().objectForName(QStringLiteral("a"));
    QCOMPARE(w.session()->cellText(a->storageId, 0), QStringLiteral("10.0"));
    QCOMPARE(readAll(SessionAutosave::filePath()), QString::fromUtf8(code));
    QVERIFY(!w.offerRestore()); // asked once
}

void TestAutosave::leftoverCanBeDiscarded()
{
    writeFile(SessionAutosave::filePath(), "import torch\na = torch.ones(3)\n");
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.autosave()->isOwner());
    ModalAnswerer answers;
    answers.setAcceptMessages(false);
    QVERIFY(!w.offerRestore());
    QCOMPARE(answers.seen().size(), 1);
    QCOMPARE(w.session()->codeLog(), (QStringList{"import torch", "import numpy as np"}));
    QVERIFY(cardNames(w).isEmpty());
    QVERIFY(!QFile::exists(SessionAutosave::filePath())); // discarded: nothing is left to keep
}

void TestAutosave::damagedLeftoverIsNotOffered()
{
    writeFile(SessionAutosave::filePath(), QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR\xff\xfe", 18));
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QCOMPARE(w.autosave()->leftover(), QString());
    ModalAnswerer answers;
    QVERIFY(!w.offerRestore());
    QVERIFY(answers.seen().isEmpty());
    QVERIFY(w.runGuiCode(QStringLiteral("a = torch.ones(2)")).ok);
    QTRY_COMPARE(readAll(SessionAutosave::filePath()), QStringLiteral("import torch\nimport numpy as np\na = torch.ones(2)\n"));
}

void TestAutosave::anotherRunningWindowKeepsItsFile()
{
    const QString path = SessionAutosave::filePath();
    writeFile(path, "import torch\nkept = torch.ones(1)\n");
    QLockFile otherRun(path + QStringLiteral(".lock")); // a live TensorLens holds it
    QVERIFY(otherRun.tryLock(0));
    {
        MainWindow w(tl::CudaMode::Sim);
        showAndWait(w);
        QVERIFY(!w.autosave()->isOwner());
        QCOMPARE(w.autosave()->leftover(), QString());
        QVERIFY(!w.offerRestore());
        QVERIFY(w.runGuiCode(QStringLiteral("a = torch.ones(2)")).ok);
        QVERIFY(!w.autosave()->saveNow());
        ModalAnswerer answers;
        answers.setMessageButton(QMessageBox::Discard);
        QVERIFY(w.close());
    }
    QCOMPARE(readAll(path), QStringLiteral("import torch\nkept = torch.ones(1)\n"));
}

void TestAutosave::stopEndsARunningScriptAndKeepsWhatRan()
{
    // A script that never ends: opening it stops after the first steps it can step through,
    // and running it to its end stops there too; what ran stays.
    const QString path = dir_.filePath(QStringLiteral("forever.py"));
    writeFile(path, "import torch\nx = torch.zeros(1)\nwhile True:\n    x.add_(1)\n");
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.openScript(path));
    auto *timeline = w.controller()->timeline();
    QCOMPARE(timeline->stepCount(), ScriptTimeline::kMaxSteps);
    QVERIFY(timeline->truncated());
    QTest::keyClick(&w, Qt::Key_End, Qt::AltModifier);
    QCOMPARE(timeline->currentStep(), ScriptTimeline::kMaxSteps);
    const ObjectInfo *x = w.session()->model().objectForName(QStringLiteral("x"));
    QVERIFY(x);
    int adds = 0; // the steps that ran the loop's body
    for (int step = 1; step <= timeline->stepCount(); ++step)
        adds += timeline->stepAt(step).line == 4;
    QVERIFY(adds > ScriptTimeline::kMaxSteps / 2);
    QCOMPARE(w.session()->cellText(x->storageId, 0), QString::number(adds) + QStringLiteral(".0"));
    QVERIFY(!w.stopAction()->isEnabled());
    QVERIFY(!w.session()->isRunning());
    QCOMPARE(cardNames(w), QStringList{"x"});
}

void TestAutosave::exportsWriteWholeFiles()
{
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.runGuiCode(QStringLiteral("a = torch.ones((2, 3))")).ok);
    const QString png = dir_.filePath(QStringLiteral("canvas.png"));
    QVERIFY(w.exportCanvas(png));
    QImage image;
    QVERIFY(image.load(png, "PNG"));
    QVERIFY(!image.isNull());
    const QString nowhere = dir_.filePath(QStringLiteral("no/such/folder/x.png"));
    QVERIFY(!w.exportCanvas(nowhere));
    QVERIFY(!QFile::exists(nowhere));
    const QString code = dir_.filePath(QStringLiteral("session.py"));
    QVERIFY(w.saveCode(code));
    QCOMPARE(readAll(code), QStringLiteral("import torch\nimport numpy as np\na = torch.ones((2, 3))\n"));
    QVERIFY(!w.saveCode(dir_.filePath(QStringLiteral("no/such/folder/x.py"))));
}

QTEST_MAIN(TestAutosave)
#include "tst_autosave.moc"
