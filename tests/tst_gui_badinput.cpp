// Invalid entries in the window, row by row: the build panel's form, console lines and
// files that are not scripts. Each row checks the exact words the user sees and that the
// session's objects and code are exactly as they were.
#include "panels/BuildPanel.h"
#include "session/Session.h"
#include "support/ModalAnswerer.h"
#include "tst_window_helpers.h"
#include "support/TestSettings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace tl::ui;
using namespace tl::ui::test;

namespace {

const char *kSetup = "a = torch.ones((2, 2))\nna = np.arange(3)";

} // namespace

class TestGuiBadInput : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void buildPanelRefuses_data();
    void buildPanelRefuses();
    void consoleReportsAndKeepsTheSession_data();
    void consoleReportsAndKeepsTheSession();
    void openRefusesWhatIsNoScript_data();
    void openRefusesWhatIsNoScript();

private:
    QTemporaryDir dir_;
};

void TestGuiBadInput::initTestCase()
{
    tl::test::TestSettings::isolate(QStringLiteral("tst_gui_badinput"), true);
    QVERIFY(dir_.isValid());
}

void TestGuiBadInput::buildPanelRefuses_data()
{
    // library, name, shape, fill, value, dtype, requires_grad -> the refusal under the form
    QTest::addColumn<QStringList>("form");
    QTest::addColumn<QString>("refusal");
    const QString notShape = QStringLiteral("'%1' is not a shape: use whole numbers separated by commas or x, e.g. 1,2 or 2x3.");
    QTest::addRow("empty-name") << QStringList{"torch", "", "2", "ones", "", "float32", ""} << "Give the new object a name, e.g. a.";
    QTest::addRow("blank-name") << QStringList{"torch", "   ", "2", "ones", "", "float32", ""} << "Give the new object a name, e.g. a.";
    QTest::addRow("keyword-name") << QStringList{"torch", "for", "2", "ones", "", "float32", ""} << "'for' is a Python keyword: choose another name.";
    QTest::addRow("digit-first-name") << QStringList{"torch", "1a", "2", "ones", "", "float32", ""} << "'1a' is not a Python name: use letters, digits and _, not starting with a digit (e.g. b2).";
    QTest::addRow("name-with-space") << QStringList{"torch", "a b", "2", "ones", "", "float32", ""}
                                     << "'a b' is not a Python name: use letters, digits and _, not starting with a digit (e.g. b2).";
    QTest::addRow("module-name") << QStringList{"torch", "numpy", "2", "ones", "", "float32", ""}
                                 << "'numpy' names the NumPy module: an object named so would hide it, and every later numpy.… would fail. "
                                    "Choose another name.";
    QTest::addRow("double-comma") << QStringList{"torch", "b", "1,,2", "ones", "", "float32", ""} << notShape.arg("1,,2");
    QTest::addRow("negative") << QStringList{"torch", "b", "-1", "ones", "", "float32", ""}
                              << "RuntimeError: Trying to create tensor with negative dimension -1: [-1]";
    QTest::addRow("trailing-x") << QStringList{"torch", "b", "2x", "ones", "", "float32", ""} << notShape.arg("2x");
    QTest::addRow("float-size") << QStringList{"torch", "b", "1e99", "ones", "", "float32", ""} << notShape.arg("1e99");
    QTest::addRow("empty-shape") << QStringList{"torch", "b", "", "zeros", "", "float32", ""} << "Enter a shape, e.g. 1,2 or 2x3.";
    QTest::addRow("nine-dims") << QStringList{"torch", "b", "1,1,1,1,1,1,1,1,1", "ones", "", "float32", ""} << "At most 8 dimensions, please.";
    QTest::addRow("huge") << QStringList{"torch", "b", "100000,100000,100000", "ones", "", "float32", ""}
                          << "RuntimeError: [enforce fail at alloc_cpu.cpp:75] err == 0. DefaultCPUAllocator: can't allocate memory: you "
                             "tried to allocate 4000000000000000 bytes. Error code 12 (Cannot allocate memory)";
    QTest::addRow("overflowing") << QStringList{"torch", "b", "99999999999999,99999999999999", "ones", "", "float32", ""}
                                 << "RuntimeError: Storage size calculation overflowed with sizes=[99999999999999, 99999999999999]";
    QTest::addRow("overflowing-arange") << QStringList{"torch", "b", "99999999999999,99999999999999", "arange", "", "int64", ""}
                                        << "The shape (99999999999999, 99999999999999) has more elements than a 64-bit count holds: use a smaller shape.";
    QTest::addRow("numpy-huge") << QStringList{"numpy", "b", "100000,100000,100000", "zeros", "", "float64", ""}
                                << "numpy.core._exceptions._ArrayMemoryError: Unable to allocate 7.11 PiB for an array with shape "
                                   "(100000, 100000, 100000) and data type float64";
    QTest::addRow("full-abc") << QStringList{"torch", "b", "2", "full", "abc", "float32", ""} << "NameError: name 'abc' is not defined";
    QTest::addRow("full-empty") << QStringList{"torch", "b", "2", "full", "", "float32", ""} << "Enter the value to fill with, e.g. 7 or 0.5.";
    QTest::addRow("numpy-full") << QStringList{"numpy", "b", "2", "full", "7", "float64", ""}
                                << "NumPy's full() is outside the Python subset TensorLens runs: use ones, zeros, arange or explicit values.";
    QTest::addRow("ragged-values") << QStringList{"torch", "b", "", "values", "[[1], [2, 3]]", "float32", ""}
                                   << "ValueError: expected sequence of length 1 at dim 1 (got 2)";
    QTest::addRow("values-abc") << QStringList{"torch", "b", "", "values", "abc", "float32", ""} << "NameError: name 'abc' is not defined";
    QTest::addRow("values-empty") << QStringList{"torch", "b", "", "values", "", "float32", ""} << "Enter the values, e.g. [[1, 2], [3, 4]].";
    QTest::addRow("values-unclosed") << QStringList{"numpy", "b", "", "values", "[1, 2", "int64", ""}
                                     << "SyntaxError: closing parenthesis ')' does not match opening parenthesis '['";
    QTest::addRow("grad-on-int64") << QStringList{"torch", "b", "2", "ones", "", "int64", "grad"}
                                   << "RuntimeError: Only Tensors of floating point and complex dtype can require gradients";
    QTest::addRow("grad-on-int-arange") << QStringList{"torch", "b", "2x2", "arange", "", "int32", "grad"}
                                        << "RuntimeError: only Tensors of floating point dtype can require gradients";
}

void TestGuiBadInput::buildPanelRefuses()
{
    QFETCH(QStringList, form);
    QFETCH(QString, refusal);
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w); // the refusal shows under the form
    QVERIFY(w.runGuiCode(QString::fromLatin1(kSetup)).ok);
    const QStringList before = sessionSnapshot(*w.session());
    QSignalSpy ran(w.session(), &Session::statementExecuted);
    w.findChild<QComboBox *>(QStringLiteral("buildLibrary"))->setCurrentIndex(form[0] == QLatin1String("torch") ? 0 : 1);
    w.findChild<QComboBox *>(QStringLiteral("buildFill"))->setCurrentIndex(QStringList{"ones", "zeros", "full", "arange", "values"}.indexOf(form[3]));
    w.findChild<QLineEdit *>(QStringLiteral("buildName"))->setText(form[1]);
    w.findChild<QLineEdit *>(QStringLiteral("buildShape"))->setText(form[2]);
    w.findChild<QLineEdit *>(QStringLiteral("buildValue"))->setText(form[4]);
    w.findChild<QComboBox *>(QStringLiteral("buildDtype"))->setCurrentText(form[5]);
    w.findChild<QCheckBox *>(QStringLiteral("buildRequiresGrad"))->setChecked(form[6] == QLatin1String("grad"));
    w.buildPanel()->create();
    QCOMPARE(w.buildPanel()->refusal(), refusal);
    QCOMPARE(ran.count(), 0);
    QCOMPARE(sessionSnapshot(*w.session()), before);
}

void TestGuiBadInput::consoleReportsAndKeepsTheSession_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("error"); // the exception's last line, as the banner shows it
    QTest::addRow("unfinished-assignment") << "b = " << "SyntaxError: invalid syntax";
    QTest::addRow("unbalanced") << "(((" << "SyntaxError: '(' was never closed";
    QTest::addRow("undefined") << "b = undefined_name" << "NameError: name 'undefined_name' is not defined";
    QTest::addRow("no-such-method") << "a.nosuchmethod()" << "AttributeError: 'Tensor' object has no attribute 'nosuchmethod'";
    QTest::addRow("division-by-zero") << "1/0" << "ZeroDivisionError: division by zero";
    QTest::addRow("unsupported-class") << "class A: pass" << "class definition is not supported";
    QTest::addRow("unsupported-import") << "import os" << "importing 'os' (only torch, numpy, math, copy, random, time, sys and warnings) is not supported";
    QTest::addRow("control-chars") << QString::fromUtf8("\x01\x02") << "SyntaxError: invalid non-printable character U+0001";
    QTest::addRow("non-ascii-garbage") << QString::fromUtf8("§§ ¤") << "SyntaxError: invalid character '\u00A7' (U+00A7)";
    QTest::addRow("shape-mismatch") << "b = a + torch.ones(3)"
                                    << "RuntimeError: The size of tensor a (2) must match the size of tensor b (3) at non-singleton dimension 1";
    QTest::addRow("index-out-of-range") << "a[5] = 1" << "IndexError: index 5 is out of bounds for dimension 0 with size 2";
    QTest::addRow("numpy-of-grad") << "a.requires_grad_()\nb = a.numpy()"
                                   << "RuntimeError: Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.";
}

void TestGuiBadInput::consoleReportsAndKeepsTheSession()
{
    QFETCH(QString, line);
    QFETCH(QString, error);
    MainWindow w(tl::CudaMode::Sim, /*interactive=*/false);
    QVERIFY(w.runGuiCode(QString::fromLatin1(kSetup)).ok);
    QStringList before = sessionSnapshot(*w.session());
    const ExecResult r = w.runConsoleCode(line);
    QVERIFY(!r.ok);
    const QString shown = r.kind == ExecResult::Kind::NotSupported ? r.message : r.errorType + QStringLiteral(": ") + r.message;
    QCOMPARE(shown, error);
    if (line.contains(u'\n')) // REPL-like: the statements before the failing one stay
        return;
    QCOMPARE(sessionSnapshot(*w.session()), before);
}

void TestGuiBadInput::openRefusesWhatIsNoScript_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("bytes"); // written to `file` first, unless null
    QTest::addColumn<QString>("message");  // %1: the path
    QTest::addRow("binary-garbage") << "garbage.py" << QByteArray("\x7f" "ELF\x02\x01\x01\0\0\0 rest", 15)
                                    << "%1 is not a text file (it holds binary data): open a Python script.";
    QTest::addRow("png") << "picture.png" << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16)
                         << "%1 is not a text file (it holds binary data): open a Python script.";
    QTest::addRow("invalid-utf8") << "latin1.py" << QByteArray("a = 1\nb = '\xe9t\xe9'\n")
                                  << "%1 is not UTF-8 text: save the script as UTF-8 and open it again.";
    QTest::addRow("huge") << "huge.py" << QByteArray(2 * 1024 * 1024, 'x')
                          << "%1 is too large to be a Python script (2097152 bytes; at most 1048576 bytes are read).";
    QTest::addRow("json") << "data.json" << QByteArray("{\n  \"a\": [1, 2,\n}\n")
                          << "%1 is not a Python script TensorLens can run: line 3: SyntaxError: closing parenthesis '}' does not match opening parenthesis '[' on line 2";
    QTest::addRow("csv") << "table.csv" << QByteArray("name,age\nAda Lovelace,36\n")
                         << "%1 is not a Python script TensorLens can run: line 2: SyntaxError: invalid syntax";
    QTest::addRow("class") << "shapes.py" << QByteArray("import torch\nclass Shape:\n    pass\n")
                           << "%1 uses something outside the Python subset TensorLens runs: line 2: class definition is not supported.";
    QTest::addRow("missing") << "missing.py" << QByteArray() << "Cannot open %1: No such file or directory";
    QTest::addRow("folder") << "" << QByteArray() << "%1 is a folder, not a Python script.";
    QTest::addRow("endless-device") << "/dev/zero" << QByteArray() << "%1 is not a regular file, not a Python script.";
}

void TestGuiBadInput::openRefusesWhatIsNoScript()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    const QString path = file.isEmpty() ? dir_.path() : file.startsWith(u'/') ? file : dir_.filePath(file);
    if (!bytes.isNull()) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.runGuiCode(QString::fromLatin1(kSetup)).ok);
    const QStringList before = sessionSnapshot(*w.session());
    const int undoSteps = w.undoStack()->count();
    // Declined: a script outside the subset is offered to the learner's own Python
    // (tst_live_window takes that offer).
    ModalAnswerer answers;
    answers.setAcceptMessages(false);
    QVERIFY(!w.openScript(path));
    QCOMPARE(answers.seen(), QStringList{message.arg(QDir::toNativeSeparators(path))});
    QCOMPARE(sessionSnapshot(*w.session()), before);
    QCOMPARE(w.undoStack()->count(), undoSteps);
    QVERIFY(!w.session()->isRunning());
}

QTEST_MAIN(TestGuiBadInput)
#include "tst_gui_badinput.moc"
