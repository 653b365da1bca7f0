// The console: typed statements, the >>> transcript with REPL echo, errors that do not end
// the session, history, multi-line paste, and every public conformance case pasted whole
// with the output pane checked against the case's expected output.
#include "tst_window_helpers.h"

#include "panels/CodePanel.h"
#include "panels/ConsoleInput.h"
#include "panels/ConsoleWidget.h"
#include "panels/OutputPane.h"
#include "window/ErrorBanner.h"
#include "session/Session.h"

#include <QClipboard>
#include <QPushButton>
#include <QDir>
#include <QDirIterator>
#include <QRegularExpression>
#include <QSettings>
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

class tst_Console : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void typedStatementRuns();
    void expressionsEcho_data();
    void expressionsEcho();
    void errorReportsAndGoesOn();
    void historyWithUpAndDown();
    void pasteRunsTheSnippetOnTheCanvas();
    void conformanceCase_data();
    void conformanceCase();
};

void tst_Console::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("TensorLensTests"));
    QApplication::setApplicationName(QStringLiteral("tst_console"));
    QSettings().clear();
}

void tst_Console::typedStatementRuns()
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

void tst_Console::expressionsEcho_data()
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
}

void tst_Console::expressionsEcho()
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

void tst_Console::errorReportsAndGoesOn()
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

void tst_Console::historyWithUpAndDown()
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

void tst_Console::pasteRunsTheSnippetOnTheCanvas()
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

void tst_Console::conformanceCase_data()
{
    QTest::addColumn<QString>("path");
    const QString root = QStringLiteral(TL_SHARED_CONFORMANCE_DIR "/cases");
    if (!QDir(root).exists()) {
        QTest::newRow("shared-cases-absent") << QString(); // reported as skipped
        return;
    }
    QStringList cases;
    QDirIterator it(root, {QStringLiteral("*.py")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        cases << it.next();
    cases.sort();
    for (const QString &c : cases)
        QTest::newRow(qPrintable(QDir(root).relativeFilePath(c))) << c;
}

void tst_Console::conformanceCase()
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

QTEST_MAIN(tst_Console)
#include "tst_console.moc"
