// The console: typed statements, the >>> transcript with REPL echo, errors that do not end
// the session, history, multi-line paste, and every public conformance case pasted whole
// with the output pane checked against the case's expected output.
#include "tst_window_helpers.h"

#include "panels/CodePanel.h"
#include "panels/ConsoleInput.h"
#include "panels/ConsoleSource.h"
#include "panels/ConsoleWidget.h"
#include "panels/OutputPane.h"
#include "window/ErrorBanner.h"
#include "session/Session.h"
#include "support/TestSettings.h"
#include "support/GoldenCases.h"

#include <QClipboard>
#include <QPushButton>
#include <QDir>
#include <QRegularExpression>
#include <QSettings>
#include <QToolBar>
#include <QtTest>

using namespace tl::ui;
using namespace tl::ui::test;

namespace {

QString readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

void type(ConsoleInput *input, const QString &statement)
{
    input->setFocus();
    QTest::keyClicks(input, statement);
    QTest::keyClick(input, Qt::Key_Return);
}

void paste(ConsoleInput *input, const QString &text)
{
    QApplication::clipboard()->setText(text);
    input->setFocus();
    QTest::keySequence(input, QKeySequence::Paste);
}

// Pastes a whole script; one that stops inside a bracket waits in the input, as in Python's
// console, and is then run as it is with Ctrl+Return (to see its SyntaxError).
void pasteScript(ConsoleInput *input, const QString &text)
{
    paste(input, text);
    if (!input->toPlainText().isEmpty())
        QTest::keyClick(input, Qt::Key_Return, Qt::ControlModifier);
}

// The first exception line of the error text ("RuntimeError: ...", "SyntaxError: ...").
QString firstExceptionLine(const QString &errors)
{
    static const QRegularExpression exception(QStringLiteral("^[A-Z][A-Za-z]*(Error|Exception)(:.*)?$"));
    for (const QString &line : errors.split(u'\n'))
        if (exception.match(line).hasMatch())
            return line.trimmed();
    return {};
}

} // namespace

class TestConsole : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void typedStatementRuns();
    void expressionsEcho_data();
    void expressionsEcho();
    void errorReportsAndGoesOn();
    void historyWithUpAndDown();
    void pasteRunsTheSnippetOnTheCanvas();
    void consoleSourceReadsLikePython_data();
    void consoleSourceReadsLikePython();
    void bracketsContinueUntilClosed();
    void blockRunsWhenAnEmptyLineEndsIt();
    void pastedBlockRunsAtOnce();
    void pasteThatStopsInsideABlockWaits();
    void indentationKeys();
    void stopInterruptsALoop();
    void conformanceCase_data();
    void conformanceCase();
};

void TestConsole::initTestCase()
{
    tl::test::TestSettings::isolate(QStringLiteral("tst_console"), true);
}

void TestConsole::typedStatementRuns()
{
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    ConsoleInput *input = w.console()->input();
    type(input, QStringLiteral("b = torch.zeros(3)"));
    type(input, QStringLiteral("print(b)"));
    QCOMPARE(w.session()->codeLog().mid(2), (QStringList{"b = torch.zeros(3)", "print(b)"}));
    QCOMPARE(w.outputPane()->printedText(), QStringLiteral("tensor([0., 0., 0.])\n"));
    QCOMPARE(w.console()->transcript(),
             QStringLiteral(">>> b = torch.zeros(3)\n>>> print(b)\ntensor([0., 0., 0.])\n"));
    QCOMPARE(cardNames(w), QStringList{"b"});
    QVERIFY(input->toPlainText().isEmpty());
}

void TestConsole::expressionsEcho_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QString>("echo"); // what follows ">>> expression\n" in the transcript

    QTest::addRow("tensor") << "a = torch.ones(2)" << "a" << "tensor([1., 1.])\n";
    QTest::addRow("in-place method returns self") << "a = torch.ones(2)" << "a.add_(1)" << "tensor([2., 2.])\n";
    QTest::addRow("ndarray") << "na = np.zeros(2)" << "na" << "array([0., 0.])\n";
    QTest::addRow("python number") << "" << "1 + 2" << "3\n";
    QTest::addRow("string uses repr") << "" << "'hi'" << "'hi'\n";
    QTest::addRow("None echoes nothing") << "" << "None" << "";
    QTest::addRow("print echoes only its output") << "" << "print(5)" << "5\n";
    // Python's number syntax, whatever the desktop's language (the suite runs under a
    // German locale too, where the C library would read "1.5" as 1).
    QTest::addRow("float of a string") << "" << "float('2.5e1'), float('1.5')" << "(25.0, 1.5)\n";
}

void TestConsole::expressionsEcho()
{
    QFETCH(QString, setup);
    QFETCH(QString, expression);
    QFETCH(QString, echo);
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    if (!setup.isEmpty())
        QVERIFY(w.session()->execute(setup, ExecOrigin::Gui).ok);
    const QString printedBefore = w.outputPane()->printedText();
    type(w.console()->input(), expression);
    QCOMPARE(w.console()->transcript(), QStringLiteral(">>> ") + expression + u'\n' + echo);
    // The echo is the console's, not the program's output; the statement ran once.
    if (!expression.startsWith(QLatin1String("print")))
        QCOMPARE(w.outputPane()->printedText(), printedBefore);
    QCOMPARE(w.session()->codeLog().last(), expression);
    QVERIFY(!w.session()->model().names.contains(QStringLiteral("_")));
    if (expression == QLatin1String("a.add_(1)"))
        QCOMPARE(w.session()->cellText(w.session()->model().objectForName("a")->storageId, 0), QStringLiteral("2.0"));
}

void TestConsole::errorReportsAndGoesOn()
{
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    ConsoleInput *input = w.console()->input();
    type(input, QStringLiteral("x = zzq_unknown"));
    // Inline, as Python's console reports it: the traceback in the transcript, the banner
    // above the canvas; no dialog interrupts the typing.
    QVERIFY2(w.console()->transcript().endsWith(QStringLiteral("NameError: name 'zzq_unknown' is not defined\n")),
             qPrintable(w.console()->transcript()));
    QVERIFY(w.outputPane()->errorText().contains(QStringLiteral("Traceback (most recent call last):")));
    QVERIFY(w.errorBanner()->isVisible());
    QVERIFY(w.errorBanner()->text().contains(QStringLiteral("NameError: name &#x27;zzq_unknown&#x27; is not defined")) ||
            w.errorBanner()->text().contains(QStringLiteral("NameError: name 'zzq_unknown' is not defined")));
    QTest::qWait(50); // a dialog would open on the next event-loop turn
    QVERIFY(!w.errorDialog());
    QVERIFY(input->hasFocus());
    // The explanation opens from the banner.
    QTest::mouseClick(w.errorBanner()->explainButton(), Qt::LeftButton);
    QVERIFY(w.errorDialog() && w.errorDialog()->isVisible());
    QCOMPARE(w.errorDialog()->errorType(), QStringLiteral("NameError"));
    QTest::mouseClick(w.errorDialog()->closeButton(), Qt::LeftButton);
    type(input, QStringLiteral("y = torch.ones(1)"));
    QCOMPARE(w.session()->codeLog().last(), QStringLiteral("y = torch.ones(1)"));
    QCOMPARE(cardNames(w), QStringList{"y"});
    QVERIFY(!w.errorBanner()->isVisible());
}

void TestConsole::historyWithUpAndDown()
{
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    ConsoleInput *input = w.console()->input();
    type(input, QStringLiteral("a = torch.ones(2)"));
    type(input, QStringLiteral("b = a.detach()"));
    QTest::keyClicks(input, QStringLiteral("c = "));
    QTest::keyClick(input, Qt::Key_Up);
    QCOMPARE(input->toPlainText(), QStringLiteral("b = a.detach()"));
    QTest::keyClick(input, Qt::Key_Up);
    QCOMPARE(input->toPlainText(), QStringLiteral("a = torch.ones(2)"));
    QTest::keyClick(input, Qt::Key_Up); // stays at the oldest
    QCOMPARE(input->toPlainText(), QStringLiteral("a = torch.ones(2)"));
    QTest::keyClick(input, Qt::Key_Down);
    QCOMPARE(input->toPlainText(), QStringLiteral("b = a.detach()"));
    QTest::keyClick(input, Qt::Key_Down); // back to what was being typed
    QCOMPARE(input->toPlainText(), QStringLiteral("c = "));
}

void TestConsole::pasteRunsTheSnippetOnTheCanvas()
{
    const QString dir = QStringLiteral(TL_SHARED_CONFORMANCE_DIR "/cases");
    const QString source = readText(dir + QStringLiteral("/seedA_numpy_shares_storage.py"));
    if (source.isEmpty())
        QSKIP("the shared conformance cases are not beside the checkout");
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    paste(w.console()->input(), source);
    QCOMPARE(w.outputPane()->printedText(), readText(dir + QStringLiteral("/seedA_numpy_shares_storage.out")));
    QCOMPARE(cardNames(w), (QStringList{"a", "na"}));
    const quint64 storage = w.session()->model().objectForName("a")->storageId;
    QCOMPARE(w.session()->model().objectForName("na")->storageId, storage);
    QCOMPARE(w.session()->cellText(storage, 0), QStringLiteral("10.0"));
    QVERIFY(w.console()->transcript().startsWith(QStringLiteral(">>> # Seed A")));
}

void TestConsole::conformanceCase_data()
{
    QTest::addColumn<QString>("path");
    const QString root = QStringLiteral(TL_SHARED_CONFORMANCE_DIR "/cases");
    if (!QDir(root).exists()) {
        QTest::newRow("shared-cases-absent") << QString(); // reported as skipped
        return;
    }
    for (const auto &c : tl::test::GoldenCases::list(root.toStdString())) {
        const QString path = QString::fromStdString(c.string());
        QTest::newRow(qPrintable(QDir(root).relativeFilePath(path))) << path;
    }
}

void TestConsole::conformanceCase()
{
    if (!QDir(QStringLiteral(TL_SHARED_CONFORMANCE_DIR "/cases")).exists())
        QSKIP("the shared conformance cases are not beside the checkout (" TL_SHARED_CONFORMANCE_DIR ")");
    QFETCH(QString, path);
    const QString base = path.chopped(3);
    const QString expectedOut = readText(base + QStringLiteral(".out"));
    QString expectedErr = readText(base + QStringLiteral(".err")).trimmed();
    if (expectedErr.contains(u'\n'))
        expectedErr = expectedErr.section(u'\n', -1).trimmed();

    MainWindow w(tl::CudaMode::Sim, /*interactive=*/false);
    pasteScript(w.console()->input(), readText(path));
    const QString printed = w.outputPane()->printedText();
    const QString errors = w.outputPane()->errorText();
    if (expectedErr.isEmpty()) {
        QCOMPARE(printed, expectedOut);
        QVERIFY2(errors.trimmed().isEmpty(), qPrintable(errors));
        return;
    }
    // Like Python's console, statements after a failing one still run: the output up to the
    // error must match exactly, and the first exception must be the expected one.
    QVERIFY2(printed.startsWith(expectedOut), qPrintable(printed));
    const QString first = firstExceptionLine(errors);
    if (expectedErr.startsWith(QLatin1String("SyntaxError")))
        QCOMPARE(first.section(u':', 0, 0), QStringLiteral("SyntaxError"));
    else
        QCOMPARE(first, expectedErr);
}

// Each row as CPython 3.11's codeop.compile_command(text, symbol='single') judges it
// (complete: it compiles or raises SyntaxError; incomplete: it returns None), and where its
// console puts ">>> " and "... ".
void TestConsole::consoleSourceReadsLikePython_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("complete");   // Return runs it
    QTest::addColumn<bool>("wholeChunk"); // pasted, it runs at once
    QTest::addColumn<QString>("prompts");
    QTest::addColumn<QString>("nextIndent");
    QTest::addRow("simple") << "x = 1" << true << true << ">>> " << "";
    QTest::addRow("empty") << "" << true << true << ">>> " << "";
    QTest::addRow("open-bracket") << "x = (1," << false << false << ">>> " << "";
    QTest::addRow("bracket-closed") << "x = (1,\n2)" << true << true << ">>> |... " << "";
    QTest::addRow("header") << "for i in range(3):" << false << false << ">>> " << "    ";
    QTest::addRow("block-without-empty-line") << "for i in range(3):\n    print(i)" << false << true << ">>> |... " << "    ";
    QTest::addRow("block-ended") << "for i in range(3):\n    print(i)\n" << true << true << ">>> |... |... " << "    ";
    QTest::addRow("if-else") << "if x:\n    a\nelse:\n    b\n" << true << true << ">>> |... |... |... |... " << "    ";
    QTest::addRow("nested-header") << "for i in x:\n    if i:" << false << false << ">>> |... " << "        ";
    QTest::addRow("triple-quote-open") << "s = '''abc" << false << false << ">>> " << "";
    QTest::addRow("backslash") << "x = 1 + \\" << false << false << ">>> " << "";
    QTest::addRow("decorator") << "@decorator" << false << false << ">>> " << "";
    QTest::addRow("colon-in-braces") << "d = {1: 2}" << true << true << ">>> " << "";
    QTest::addRow("lambda") << "f = lambda: 1" << true << true << ">>> " << "";
    QTest::addRow("colon-in-comment") << "x = 1  # for:" << true << true << ">>> " << "";
    QTest::addRow("colon-in-string") << "s = 'for x:'" << true << true << ">>> " << "";
    QTest::addRow("unterminated-string-reports") << "s = 'abc" << true << true << ">>> " << "";
    QTest::addRow("two-statements") << "a = 1\nb = 2" << true << true << ">>> |>>> " << "";
}

void TestConsole::consoleSourceReadsLikePython()
{
    QFETCH(QString, text);
    QFETCH(bool, complete);
    QFETCH(bool, wholeChunk);
    QFETCH(QString, prompts);
    QFETCH(QString, nextIndent);
    const ConsoleSource source(text);
    QCOMPARE(source.isComplete(), complete);
    QCOMPARE(source.isWholeChunk(), wholeChunk);
    QCOMPARE(source.prompts().join(u'|'), prompts);
    QCOMPARE(source.nextIndent(), nextIndent);
}

void TestConsole::bracketsContinueUntilClosed()
{
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    ConsoleInput *input = w.console()->input();
    const QStringList before = w.session()->codeLog();
    type(input, QStringLiteral("t = torch.tensor([1,"));
    QCOMPARE(input->toPlainText(), QStringLiteral("t = torch.tensor([1,\n"));
    QCOMPARE(input->prompts(), (QStringList{">>> ", "... "}));
    QCOMPARE(w.session()->codeLog(), before); // nothing ran yet
    type(input, QStringLiteral("2])"));
    QVERIFY(input->toPlainText().isEmpty());
    QCOMPARE(cardNames(w), QStringList{"t"});
    QCOMPARE(w.console()->transcript(), QStringLiteral(">>> t = torch.tensor([1,\n... 2])\n"));
}

void TestConsole::blockRunsWhenAnEmptyLineEndsIt()
{
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    ConsoleInput *input = w.console()->input();
    QSignalSpy errors(w.session(), &Session::errorRaised);
    type(input, QStringLiteral("for i in range(3):"));
    // The block goes on, indented, at Python's "... " prompt.
    QCOMPARE(input->toPlainText(), QStringLiteral("for i in range(3):\n    "));
    QCOMPARE(input->prompts(), (QStringList{">>> ", "... "}));
    type(input, QStringLiteral("print(i)"));
    QCOMPARE(input->toPlainText(), QStringLiteral("for i in range(3):\n    print(i)\n    "));
    QVERIFY(w.outputPane()->allText().isEmpty());
    QTest::keyClick(input, Qt::Key_Return); // the empty line ends the block: it runs, whole
    QVERIFY(input->toPlainText().isEmpty());
    const QString transcript = w.console()->transcript();
    QVERIFY2(transcript.startsWith(QStringLiteral(">>> for i in range(3):\n...     print(i)\n")), qPrintable(transcript));
    // Run as one statement.
    QVERIFY(errors.isEmpty());
    QCOMPARE(w.outputPane()->printedText(), QStringLiteral("0\n1\n2\n"));
    QCOMPARE(w.session()->codeLog().last(), QStringLiteral("for i in range(3):\n    print(i)"));
    // Up brings the whole block back.
    QTest::keyClick(input, Qt::Key_Up);
    QCOMPARE(input->toPlainText(), QStringLiteral("for i in range(3):\n    print(i)"));
}

void TestConsole::pastedBlockRunsAtOnce()
{
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QSignalSpy ran(w.session(), &Session::statementExecuted);
    paste(w.console()->input(), QStringLiteral("a = torch.ones(2)\nfor i in range(2):\n    a.add_(1)\n"));
    QVERIFY(w.console()->input()->toPlainText().isEmpty());
    const QString transcript = w.console()->transcript();
    QVERIFY2(transcript.startsWith(QStringLiteral(">>> a = torch.ones(2)\n>>> for i in range(2):\n...     a.add_(1)\n")), qPrintable(transcript));
    // Run as one chunk of two statements: the loop ran.
    QCOMPARE(ran.size(), 2);
    QCOMPARE(cardNames(w), QStringList{"a"});
    QCOMPARE(w.session()->cellText(w.session()->model().objectForName("a")->storageId, 0), QStringLiteral("3.0"));
}

// A loop that never ends: the window keeps answering, holds back other input and offers
// Stop, whose real click ends the loop with Python's KeyboardInterrupt; what ran stays.
void TestConsole::stopInterruptsALoop()
{
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    ConsoleInput *input = w.console()->input();
    QWidget *stopButton = w.findChild<QToolBar *>(QStringLiteral("mainToolbar"))->widgetForAction(w.stopAction());
    QVERIFY(stopButton);
    QVERIFY(!w.stopAction()->isEnabled());
    bool stopOffered = false;
    QString before, after;
    QTimer::singleShot(400, &w, [&] {
        stopOffered = w.stopAction()->isEnabled();
        before = input->toPlainText();
        QTest::keyClicks(input, QStringLiteral("zz"));
        after = input->toPlainText();
        QTest::mouseClick(stopButton, Qt::LeftButton);
    });
    paste(input, QStringLiteral("n = 0\nwhile True:\n    n += 1\n"));
    QVERIFY(stopOffered);
    QCOMPARE(after, before);
    const QString transcript = w.console()->transcript();
    QVERIFY2(transcript.endsWith(QStringLiteral("KeyboardInterrupt\n")), qPrintable(transcript));
    QVERIFY(!w.stopAction()->isEnabled());
    QVERIFY(w.session()->model().names.contains(QStringLiteral("n")));
    // The console takes the next statement.
    type(input, QStringLiteral("print(n > 0)"));
    QVERIFY2(w.console()->transcript().endsWith(QStringLiteral(">>> print(n > 0)\nTrue\n")), qPrintable(w.console()->transcript()));
}

void TestConsole::pasteThatStopsInsideABlockWaits()
{
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    ConsoleInput *input = w.console()->input();
    QSignalSpy ran(w.session(), &Session::statementExecuted);
    paste(input, QStringLiteral("x = torch.zeros(2)\nif True:\n"));
    QCOMPARE(ran.size(), 0);
    QCOMPARE(input->prompts(), (QStringList{">>> ", ">>> ", "... "}));
    QTest::keyClicks(input, QStringLiteral("    x.add_(1)"));
    QTest::keyClick(input, Qt::Key_Return);
    QCOMPARE(ran.size(), 0);
    QTest::keyClick(input, Qt::Key_Return);
    QVERIFY(ran.size() >= 1);
    QVERIFY(input->toPlainText().isEmpty());
}

void TestConsole::indentationKeys()
{
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    ConsoleInput *input = w.console()->input();
    type(input, QStringLiteral("if True:"));
    QCOMPARE(input->toPlainText(), QStringLiteral("if True:\n    "));
    QTest::keyClick(input, Qt::Key_Tab); // one level deeper
    QCOMPARE(input->toPlainText(), QStringLiteral("if True:\n        "));
    QTest::keyClick(input, Qt::Key_Backspace); // one level back
    QCOMPARE(input->toPlainText(), QStringLiteral("if True:\n    "));
    QTest::keyClick(input, Qt::Key_Backtab);
    QCOMPARE(input->toPlainText(), QStringLiteral("if True:\n"));
    QVERIFY(input->hasFocus());
    // On a first line, Tab leaves the console (the keyboard's way out of it).
    input->clear();
    QTest::keyClick(input, Qt::Key_Tab);
    QVERIFY(!input->hasFocus());
}

QTEST_MAIN(TestConsole)
#include "tst_console.moc"
