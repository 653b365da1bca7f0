// The window's controller without a window: it runs GUI code (with the imports it needs),
// console code (echoing values as Python's console does, through the interpreter), scripts
// and restores; undoes by replay; writes the code of operations; reports
// every statement's state, syntax errors included; and knows when statements are unsaved,
// which is what the autosave keeps.
#include "control/OperationCatalog.h"
#include "session/Session.h"
#include "control/SessionAutosave.h"
#include "control/SessionController.h"
#include "support/TestSettings.h"

#include <QApplication>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace tl::ui;

namespace {

QString readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QStringLiteral("<none>");
}

} // namespace

class TestSessionController : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void startsWithTheImports();
    void guiCodeGetsItsImportsAndOneUndoStep();
    void consoleEchoesAsPythonsConsole_data();
    void consoleEchoesAsPythonsConsole();
    void errorsSayWhereTheyCameFrom_data();
    void errorsSayWhereTheyCameFrom();
    void everyStatementUpdatesTheState();
    void undoReplaysAndClearsTheState();
    void operationCode_data();
    void operationCode();
    void unsavedWork();
    void autosaveKeepsOnlyUnsavedWork();
    void scriptsRunWithoutBlocking();

private:
    QTemporaryDir dir_;
};

void TestSessionController::initTestCase()
{
    tl::test::TestSettings::isolate(QStringLiteral("tst_session_controller"));
    QVERIFY(dir_.isValid());
}

void TestSessionController::init()
{
    QFile::remove(SessionAutosave::filePath());
}

void TestSessionController::startsWithTheImports()
{
    SessionController c(tl::CudaMode::Sim, false);
    QCOMPARE(c.session()->codeLog(), (QStringList{"import torch", "import numpy as np"}));
    QVERIFY(c.lastError().ok);
    QVERIFY(c.lastAction().sentence.isEmpty());
    QVERIFY(!c.hasUnsavedWork());
    QVERIFY(!c.undoStack()->canUndo());
    QVERIFY(!c.autosave());
}

void TestSessionController::guiCodeGetsItsImportsAndOneUndoStep()
{
    SessionController c(tl::CudaMode::Sim, false);
    c.newSession();
    QVERIFY(c.runGuiCode(QStringLiteral("del np")).ok);
    // Code from a button names np.: the import comes back first, in the same step.
    QVERIFY(c.runGuiCode(QStringLiteral("na = np.ones(2)"), QStringLiteral("Build na")).ok);
    QCOMPARE(c.session()->codeLog().mid(2), (QStringList{"del np", "import numpy as np", "na = np.ones(2)"}));
    QCOMPARE(c.undoStack()->count(), 2);
    QCOMPARE(c.undoStack()->undoText(), QStringLiteral("Build na"));
    QCOMPARE(c.lastAction().badgeText(), QStringLiteral("new storage #1"));
}

void TestSessionController::consoleEchoesAsPythonsConsole_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("shown"); // what the console shows: output and echoes, in order
    QTest::addRow("tensor") << "a = torch.ones(2)\na" << "tensor([1., 1.])\n";
    QTest::addRow("in-place-returns-self") << "a = torch.ones(2)\na.add_(1)" << "tensor([2., 2.])\n";
    QTest::addRow("ndarray") << "np.zeros(2)" << "array([0., 0.])\n";
    QTest::addRow("number") << "1 + 2" << "3\n";
    QTest::addRow("string-uses-repr") << "'hi'" << "'hi'\n";
    QTest::addRow("none-echoes-nothing") << "None" << "";
    QTest::addRow("print-echoes-its-output-only") << "print(5)" << "5\n";
    QTest::addRow("assignment-echoes-nothing") << "b = 3" << "";
    QTest::addRow("output-and-echoes-in-order") << "print('x')\n7\nprint('y')" << "x\n7\ny\n";
    // Python's interactive mode: expressions in a loop's or a block's body echo too, as they
    // run; a function's body does not.
    QTest::addRow("echoes-in-a-loop-between-its-prints") << "for i in range(2):\n    print('x')\n    i" << "x\n0\nx\n1\n";
    QTest::addRow("echoes-in-an-if") << "if True:\n    'a'" << "'a'\n";
    QTest::addRow("echoes-in-an-except") << "try:\n    1/0\nexcept ZeroDivisionError:\n    None\n    [1, 2]" << "[1, 2]\n";
    QTest::addRow("no-echo-in-a-function-body") << "def f():\n    7\n    return None\nf()" << "";
    QTest::addRow("a-failing-expression-echoes-its-traceback")
        << "zz" << "Traceback (most recent call last):\n  File \"<stdin>\", line 1, in <module>\nNameError: name 'zz' is not defined\n";
}

void TestSessionController::consoleEchoesAsPythonsConsole()
{
    QFETCH(QString, code);
    QFETCH(QString, shown);
    SessionController c(tl::CudaMode::Sim, false);
    QString console, output;
    connect(&c, &SessionController::consoleText, this, [&](const QString &t) { console += t; });
    connect(&c, &SessionController::outputWritten, this, [&](const QString &t) { output += t; });
    c.runConsoleCode(code);
    QCOMPARE(console, shown);
    // Echoes are the console's, not the program's output; no `_` is bound.
    QVERIFY(!output.contains(QStringLiteral("tensor([")) && !output.contains(QStringLiteral("array(")));
    QVERIFY(!c.session()->model().names.contains(QStringLiteral("_")));
    // GUI code echoes nothing.
    console.clear();
    c.runGuiCode(QStringLiteral("1 + 2"));
    QCOMPARE(console, QString());
}

void TestSessionController::errorsSayWhereTheyCameFrom_data()
{
    QTest::addColumn<QString>("how");
    QTest::addColumn<int>("origin");
    QTest::addRow("console") << "console" << int(ExecOrigin::Console);
    QTest::addRow("gui") << "gui" << int(ExecOrigin::Gui);
    QTest::addRow("script") << "script" << int(ExecOrigin::Script);
}

void TestSessionController::errorsSayWhereTheyCameFrom()
{
    QFETCH(QString, how);
    QFETCH(int, origin);
    SessionController c(tl::CudaMode::Sim, false);
    QSignalSpy errors(&c, &SessionController::errorRaised);
    const QString bad = QStringLiteral("import torch\na = torch.ones(2, requires_grad=True)\nb = a.numpy()\n");
    if (how == QLatin1String("console"))
        c.runConsoleCode(bad);
    else if (how == QLatin1String("gui"))
        c.runGuiCode(bad);
    else
        c.openScript(dir_.filePath(QStringLiteral("bad.py")), bad, /*wait=*/true);
    QCOMPARE(errors.size(), 1);
    QCOMPARE(errors.first().at(1).value<ExecOrigin>(), ExecOrigin(origin));
    QCOMPARE(c.lastError().errorType, QStringLiteral("RuntimeError"));
    QCOMPARE(c.lastError().statement, QStringLiteral("b = a.numpy()"));
    // The next clean run clears it.
    QVERIFY(c.runGuiCode(QStringLiteral("c = 1")).ok);
    QVERIFY(c.lastError().ok);
}

void TestSessionController::everyStatementUpdatesTheState()
{
    SessionController c(tl::CudaMode::Sim, false);
    QSignalSpy changed(&c, &SessionController::stateChanged);
    QVERIFY(c.runConsoleCode(QStringLiteral("a = torch.ones(2)\nb = a.detach()")).ok);
    QVERIFY(changed.size() >= 2); // once per statement, and once when the code has run
    QCOMPARE(c.lastAction().badgeText(), QStringLiteral("new object · shared storage #1"));
    changed.clear();
    // A syntax error runs nothing, and still is the last statement.
    QVERIFY(!c.runConsoleCode(QStringLiteral("c = )")).ok);
    QVERIFY(changed.size() >= 1);
    QCOMPARE(c.lastAction().badge, LastAction::Badge::Error);
    QCOMPARE(c.lastError().errorType, QStringLiteral("SyntaxError"));
    QCOMPARE(c.session()->lastAction().badge, LastAction::Badge::Error);
    // A fresh session forgets both.
    QSignalSpy replaced(&c, &SessionController::sessionReplaced);
    c.newSession();
    QCOMPARE(replaced.size(), 1);
    QCOMPARE(c.lastAction().badge, LastAction::Badge::None);
    QVERIFY(c.lastAction().sentence.isEmpty());
    QVERIFY(c.lastError().ok);
    // And a syntax error first thing in it is news again.
    QVERIFY(!c.runConsoleCode(QStringLiteral("d = (]")).ok);
    QCOMPARE(c.lastAction().badge, LastAction::Badge::Error);
    QCOMPARE(c.lastError().errorType, QStringLiteral("SyntaxError"));
}

void TestSessionController::undoReplaysAndClearsTheState()
{
    SessionController c(tl::CudaMode::Sim, false);
    QVERIFY(c.runGuiCode(QStringLiteral("a = torch.ones(2)")).ok);
    QVERIFY(c.runConsoleCode(QStringLiteral("a.add_(1)")).ok);
    QVERIFY(!c.runGuiCode(QStringLiteral("a.nosuch()")).ok);
    QString output;
    connect(&c, &SessionController::outputWritten, this, [&](const QString &t) { output += t; });
    QSignalSpy errors(&c, &SessionController::errorRaised);
    QSignalSpy replayed(&c, &SessionController::replayed);
    c.undoStack()->undo(); // a.add_(1): the session is rebuilt from the code before it
    QCOMPARE(replayed.size(), 1);
    QCOMPARE(c.session()->cellText(c.session()->model().objectForName("a")->storageId, 0), QStringLiteral("1.0"));
    QVERIFY(c.lastError().ok);
    QCOMPARE(c.lastAction().badge, LastAction::Badge::None);
    QVERIFY(output.isEmpty()); // a replay is not news
    QCOMPARE(errors.size(), 0);
    c.undoStack()->redo();
    QCOMPARE(c.session()->cellText(c.session()->model().objectForName("a")->storageId, 0), QStringLiteral("2.0"));
}

void TestSessionController::operationCode_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<QString>("op");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("refusal");
    QTest::addRow("suggested-name") << "a = torch.ones(2)" << "numpy" << "a" << "" << "na = a.numpy()" << "";
    QTest::addRow("typed-name") << "a = torch.ones(2)" << "clone" << "a" << "copy1" << "copy1 = a.clone()" << "";
    QTest::addRow("in-place") << "a = torch.ones(2)" << "requires_grad_on" << "a" << "" << "a.requires_grad_()" << "";
    QTest::addRow("name-taken") << "a = torch.ones(2)\nna = 1" << "numpy" << "a" << "" << "na2 = a.numpy()" << "";
    QTest::addRow("nothing-selected") << "" << "detach" << "" << "" << "" << "Select a tensor or array first: click its card on the canvas.";
    QTest::addRow("wrong-kind") << "na = np.ones(2)" << "detach" << "na" << "" << ""
                                << "detach() applies to a Tensor; na is a ndarray.";
}

void TestSessionController::operationCode()
{
    QFETCH(QString, setup);
    QFETCH(QString, op);
    QFETCH(QString, source);
    QFETCH(QString, typed);
    QFETCH(QString, code);
    QFETCH(QString, refusal);
    SessionController c(tl::CudaMode::Sim, false);
    if (!setup.isEmpty())
        QVERIFY(c.runGuiCode(setup).ok);
    const Operation *operation = OperationCatalog::find(op);
    QVERIFY(operation);
    QCOMPARE(c.operationRefusal(*operation, source), refusal);
    if (!refusal.isEmpty())
        return;
    QString result;
    QCOMPARE(c.operationCode(*operation, source, typed, QString(), &result), code);
    QCOMPARE(result, code.contains(u'=') ? code.section(QStringLiteral(" = "), 0, 0) : QString());
    QVERIFY(c.runGuiCode(code).ok);
}

void TestSessionController::unsavedWork()
{
    SessionController c(tl::CudaMode::Sim, false);
    QVERIFY(!c.hasUnsavedWork());
    QVERIFY(!c.runGuiCode(QStringLiteral("a.nosuch")).ok);
    QVERIFY(!c.hasUnsavedWork()); // a failure adds no statement
    QVERIFY(c.runGuiCode(QStringLiteral("a = torch.ones(2)")).ok);
    QVERIFY(c.hasUnsavedWork());
    const QString path = dir_.filePath(QStringLiteral("saved.py"));
    QVERIFY(c.saveCode(path));
    QVERIFY(!c.hasUnsavedWork());
    QCOMPARE(readAll(path), QStringLiteral("import torch\nimport numpy as np\na = torch.ones(2)\n"));
    QVERIFY(c.runGuiCode(QStringLiteral("b = a.clone()")).ok);
    QVERIFY(c.hasUnsavedWork());
    c.undoStack()->undo(); // back to what was saved
    QVERIFY(!c.hasUnsavedWork());
    QVERIFY(c.runGuiCode(QStringLiteral("b = 2")).ok);
    c.discardUnsaved();
    QVERIFY(!c.hasUnsavedWork());
    c.newSession();
    QVERIFY(!c.hasUnsavedWork());
    c.restoreCode(QStringLiteral("import torch\nimport numpy as np\nr = torch.zeros(1)\n"));
    QVERIFY(c.hasUnsavedWork()); // restored from the autosave, never saved as a file
    c.openScript(dir_.filePath(QStringLiteral("s.py")), QStringLiteral("import torch\nx = torch.ones(1)\n"), /*wait=*/true);
    QVERIFY(!c.hasUnsavedWork()); // the script's file holds it
    QCOMPARE(c.scriptPath(), dir_.filePath(QStringLiteral("s.py")));
}

void TestSessionController::autosaveKeepsOnlyUnsavedWork()
{
    const QString file = SessionAutosave::filePath();
    {
        SessionController c(tl::CudaMode::Sim, true);
        QVERIFY(c.autosave()->isOwner());
        QVERIFY(c.runGuiCode(QStringLiteral("a = torch.ones(2)")).ok);
        QTRY_COMPARE(readAll(file), QStringLiteral("import torch\nimport numpy as np\na = torch.ones(2)\n"));
        QVERIFY(c.saveCode(dir_.filePath(QStringLiteral("kept.py"))));
        QVERIFY(!QFile::exists(file)); // saved: nothing to keep
        QVERIFY(c.runGuiCode(QStringLiteral("b = a + 1")).ok);
    }
    // The controller went with a statement unsaved: it stays for the next start.
    QCOMPARE(readAll(file), QStringLiteral("import torch\nimport numpy as np\na = torch.ones(2)\nb = a + 1\n"));
    {
        SessionController c(tl::CudaMode::Sim, true);
        QCOMPARE(c.autosave()->leftover(), readAll(file));
        c.autosave()->dropLeftover();
        QVERIFY(c.runGuiCode(QStringLiteral("x = 1")).ok);
        c.discardUnsaved();
        QVERIFY(!QFile::exists(file)); // discarded: gone
    }
    QVERIFY(!QFile::exists(file));
}

void TestSessionController::scriptsRunWithoutBlocking()
{
    SessionController c(tl::CudaMode::Sim, false);
    QVERIFY(c.runGuiCode(QStringLiteral("old = 1")).ok);
    QSignalSpy started(&c, &SessionController::scriptStarted);
    QSignalSpy finished(&c, &SessionController::scriptFinished);
    const QString path = dir_.filePath(QStringLiteral("run.py"));
    c.openScript(path, QStringLiteral("import torch\na = torch.ones(2)\nb = a.t()\nprint(b)\n"), /*wait=*/false);
    QCOMPARE(started.size(), 1);
    QVERIFY(!c.hasUnsavedWork()); // running: the file holds it
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.first().first().toBool(), true);
    QCOMPARE(c.session()->codeLog(), (QStringList{"import torch", "a = torch.ones(2)", "b = a.t()", "print(b)"}));
    QVERIFY(!c.hasUnsavedWork());
    QVERIFY(!c.undoStack()->canUndo());
    QCOMPARE(c.session()->sourceName(), QStringLiteral("<stdin>"));
}

QTEST_MAIN(TestSessionController)
#include "tst_session_controller.moc"
