// Tools > Check with real PyTorch, driven through its action with the reference program
// pointed (TENSORLENS_PYTHON) at small fake python3 scripts: one printing exactly what real
// PyTorch prints (identical), one printing another line (the difference is shown), one
// that hangs (the time limit stops it), one without torch and a missing one (how to
// install), and ones whose PyTorch has no CUDA (the difference is put down to that, naming
// the line). Rows run the real /usr/bin/python3 where it has torch, and skip otherwise.
#include "check/PytorchCheck.h"
#include "check/PytorchCheckDialog.h"
#include "tst_window_helpers.h"
#include "support/FakePython.h"
#include "support/TestSettings.h"

#include <QAction>
#include <QFile>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>

using namespace tl::ui;
using namespace tl::ui::test;
using tl::test::EnvironmentScope;
using tl::test::fakePython;

namespace {

// The session's statements after the imports, and what PyTorch 1.13 prints for them.
const char *kStatements = "a = torch.ones((1, 2))\nna = a.numpy()\nna[0][0] = 10\nprint(a)";
const char *kPrinted = "tensor([[10.,  1.]])\n";
// A python3 without torch, as it answers the version probe.
// A fake python3's answer to the probe (PythonProbe's one line of JSON: `fields` inside it).
QString probeAnswer(const QString &fields) { return QStringLiteral("printf '%s\\n' '{%1}'; exit 0").arg(fields); }
const char *kVersionFields = R"("python": "3.11.2", "torch": "1.13.1", "numpy": "1.24.2")";
// A python3 without torch, as it answers the probe.
const QString kNoTorch = probeAnswer(R"("python": "3.11.2", "numpy": "1.24.2", "torch_error": "ModuleNotFoundError: No module named \u0027torch\u0027")");
// The probe's answer for a PyTorch without CUDA, and how the check names that python3.
const QString kProbeOk = probeAnswer(QString::fromLatin1(kVersionFields) + R"(, "cuda_built": false, "cuda_available": false)");
const char *kVersions = "Python 3.11.2 \xc2\xb7 PyTorch 1.13.1 \xc2\xb7 NumPy 1.24.2 \xc2\xb7 no CUDA build";
// Statements with a line that needs CUDA.
const char *kCudaStatements = "a = torch.ones(2)\ng = a.cuda()\nprint(g)";

// Whether `python` runs `code` without an error.
bool pythonRuns(const QString &python, const QString &code)
{
    QProcess p;
    p.start(python, {QStringLiteral("-c"), code});
    return p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

bool pythonHasTorch(const QString &python)
{
    return pythonRuns(python, QStringLiteral("import torch, numpy"));
}

// What a fake python3 writes on stderr when `line` of its script raised `error`.
QString tracebackAt(const QString &pattern, const QString &error)
{
    return QStringLiteral("line=$(grep -n '%1' \"$1\" | cut -d: -f1); echo 'Traceback (most recent call last):' >&2; "
                          "echo \"  File \\\"$1\\\", line $line, in <module>\" >&2; echo '%2' >&2; exit 1")
        .arg(pattern, error);
}

// The line of `statement` in the script the check runs (the session's code).
int scriptLine(const MainWindow &w, const QString &statement)
{
    return int(w.session()->codeLog().indexOf(statement)) + 1;
}

// Triggers the action and waits for the verdict; the dialog, or null.
PytorchCheckDialog *runCheck(MainWindow &w)
{
    auto *check = w.findChild<QAction *>(QStringLiteral("actionCheckPytorch"));
    if (!check)
        return nullptr;
    check->trigger();
    PytorchCheckDialog *dialog = w.pytorchCheckDialog();
    if (!dialog)
        return nullptr;
    if (dialog->check()->isRunning()) {
        QSignalSpy done(dialog, &PytorchCheckDialog::checkFinished);
        if (!done.wait(120000))
            return nullptr;
    }
    return dialog;
}

} // namespace

class TestPytorchCheck : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void verdicts_data();
    void verdicts();
    void realPytorchAgrees_data();
    void realPytorchAgrees();
    void differenceWithoutCudaIsExplained_data();
    void differenceWithoutCudaIsExplained();
    void realPytorchWithoutCudaNamesTheLine();
    void cancelStopsTheRunAndTheWindowStaysUsable();
    void neverRunsByItself();

private:
    QTemporaryDir dir_;
};

void TestPytorchCheck::initTestCase()
{
    tl::test::TestSettings::isolate(QStringLiteral("tst_pytorch_check"));
    QVERIFY(dir_.isValid());
}

void TestPytorchCheck::verdicts_data()
{
    const QString versions = QString::fromUtf8(kVersions);
    const QString probeOk = kProbeOk;
    const QString printsSame = QStringLiteral("printf 'tensor([[10.,  1.]])\\n'");
    const QString identical = QStringLiteral("Identical: tensorlens run and python3 print the same.");
    const QString different = QStringLiteral("Different: tensorlens run and python3 do not print the same.");
    const QStringList installHint{"    sudo apt-get install python3-torch python3-numpy     (Debian, Ubuntu)",
                                  "    python3 -m pip install torch numpy                   (elsewhere)"};
    QTest::addColumn<QString>("first"); // a program tried before the fake: "", "missing" or "no-torch"
    QTest::addColumn<QString>("probe"); // the fake's answer to the version probe ("": no such program)
    QTest::addColumn<QString>("run");   // what it does with the script
    QTest::addColumn<PytorchCheck::Verdict>("verdict");
    QTest::addColumn<QString>("summary"); // %1: the program named first
    QTest::addColumn<QStringList>("details"); // lines the details show

    QTest::addRow("identical") << "" << probeOk << printsSame << PytorchCheck::Verdict::Identical << identical
                               << QStringList{"python3: " + versions,
                                              "Both printed the same: 1 line on stdout, 0 lines on stderr, and ended with exit status 0.",
                                              "tensor([[10.,  1.]])"};
    QTest::addRow("different-line") << "" << probeOk << QStringLiteral("printf 'tensor([[1.,  1.]])\\n'")
                                    << PytorchCheck::Verdict::Different << different
                                    << QStringList{"stdout (- tensorlens run, + python3):", "- tensor([[10.,  1.]])",
                                                   "+ tensor([[1.,  1.]])", "stderr: the same (0 lines)", "exit status: 0 for both"};
    QTest::addRow("different-stream-and-status")
        << "" << probeOk << printsSame + QStringLiteral("; echo 'UserWarning: something' >&2; exit 1")
        << PytorchCheck::Verdict::Different << different
        << QStringList{"stdout: the same (1 line)", "stderr (- tensorlens run, + python3):", "+ UserWarning: something",
                       "exit status: tensorlens run 0, python3 1"};
    QTest::addRow("hangs") << "" << probeOk << QStringLiteral("exec sleep 600") << PytorchCheck::Verdict::TimedOut
                           << "Timed out: %1 ran longer than 0.5 s and was stopped." << QStringList{};
    QTest::addRow("probe-hangs") << "" << QStringLiteral("exec sleep 600") << QString() << PytorchCheck::Verdict::TimedOut
                                 << "Timed out: %1 ran longer than 0.5 s and was stopped." << QStringList{};
    QTest::addRow("no-torch") << "" << kNoTorch << QString() << PytorchCheck::Verdict::Unavailable
                              << "%1 cannot import PyTorch and NumPy (ModuleNotFoundError: No module named 'torch')."
                              << installHint;
    QTest::addRow("missing") << "" << QString() << QString() << PytorchCheck::Verdict::Unavailable
                             << "%1 was not found, so there is no real PyTorch to check with." << installHint;
    // The first program that imports torch is the one used (a python3 of its own on the PATH
    // before Debian's).
    QTest::addRow("first-missing-then-found") << "missing" << probeOk << printsSame << PytorchCheck::Verdict::Identical
                                              << identical << QStringList{"python3: " + versions};
    QTest::addRow("first-without-torch-then-found") << "no-torch" << probeOk << printsSame << PytorchCheck::Verdict::Identical
                                                    << identical << QStringList{"python3: " + versions};
    // None does: what the first one lacked is said.
    QTest::addRow("first-without-torch-then-missing") << "no-torch" << QString() << QString() << PytorchCheck::Verdict::Unavailable
                                                      << "%1 cannot import PyTorch and NumPy (ModuleNotFoundError: No module named 'torch')."
                                                      << installHint;
}

void TestPytorchCheck::verdicts()
{
    QFETCH(QString, first);
    QFETCH(QString, probe);
    QFETCH(QString, run);
    QFETCH(PytorchCheck::Verdict, verdict);
    QFETCH(QString, summary);
    QFETCH(QStringList, details);
    const QString tag = QString::fromLatin1(QTest::currentDataTag());
    const QString python = probe.isEmpty() ? dir_.filePath(QStringLiteral("no-such-python3"))
                                           : fakePython(dir_, QStringLiteral("python3-%1").arg(tag), probe, run);
    QVERIFY(!python.isEmpty());
    QStringList programs{python};
    if (first == QLatin1String("missing"))
        programs.prepend(dir_.filePath(QStringLiteral("no-such-python3-first")));
    else if (first == QLatin1String("no-torch"))
        programs.prepend(fakePython(dir_, QStringLiteral("python3-%1-first").arg(tag), kNoTorch, QString()));
    EnvironmentScope program("TENSORLENS_PYTHON", programs.join(u':'));
    EnvironmentScope limit("TENSORLENS_PYTHON_TIMEOUT", QStringLiteral("0.5"));

    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.runGuiCode(QString::fromLatin1(kStatements)).ok);
    PytorchCheckDialog *dialog = runCheck(w);
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QCOMPARE(dialog->check()->verdict(), verdict);
    QCOMPARE(dialog->summaryText(), summary.contains(QLatin1String("%1")) ? summary.arg(programs.first()) : summary);
    const QStringList shown = dialog->detailsText().split(u'\n');
    for (const QString &line : details)
        QVERIFY2(shown.contains(line), qPrintable(QStringLiteral("missing %1 in:\n%2").arg(line, dialog->detailsText())));
    QVERIFY(!dialog->cancelButton()->isEnabled());
    // The session was not touched by the check.
    QCOMPARE(w.session()->codeLog().last(), QStringLiteral("print(a)"));
}

void TestPytorchCheck::realPytorchAgrees_data()
{
    QTest::addColumn<QString>("statements");
    QTest::addColumn<QString>("shown"); // a line both printed
    QTest::addRow("sharing") << QString::fromLatin1(kStatements) << QString::fromLatin1(kPrinted).trimmed();
    // A warning on stderr, naming the script's file and line on both sides.
    QTest::addRow("warning-on-stderr") << QStringLiteral("x = np.arange(3)\nx.flags.writeable = False\nt = torch.from_numpy(x)\nprint(t)")
                                       << "  t = torch.from_numpy(x)";
}

void TestPytorchCheck::realPytorchAgrees()
{
    QFETCH(QString, statements);
    QFETCH(QString, shown);
    const QString python = QStringLiteral("/usr/bin/python3");
    if (!pythonHasTorch(python))
        QSKIP("/usr/bin/python3 with torch and numpy is not installed here (the other rows use fakes)");
    EnvironmentScope program("TENSORLENS_PYTHON", python);
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    w.runGuiCode(statements);
    PytorchCheckDialog *dialog = runCheck(w);
    QVERIFY(dialog);
    QVERIFY2(dialog->check()->verdict() == PytorchCheck::Verdict::Identical,
             qPrintable(dialog->summaryText() + u'\n' + dialog->detailsText()));
    QVERIFY(dialog->detailsText().startsWith(QStringLiteral("python3: Python 3.")));
    QVERIFY2(dialog->detailsText().split(u'\n').contains(shown), qPrintable(dialog->detailsText()));
}

void TestPytorchCheck::differenceWithoutCudaIsExplained_data()
{
    const QString versions = QString::fromUtf8(kVersions);
    const QString cuda = QString::fromLatin1(kCudaStatements);
    const QString notBuilt = QStringLiteral("AssertionError: Torch not compiled with CUDA enabled");
    const QString noCuda = QStringLiteral("Different only because your PyTorch has no CUDA (line %1: g = a.cuda() needs a GPU). "
                                          "TensorLens ran it on its simulated cuda:0.");
    const QString different = QStringLiteral("Different: tensorlens run and python3 do not print the same.");
    QTest::addColumn<QString>("statements");
    QTest::addColumn<QString>("probe");
    QTest::addColumn<QString>("run");
    QTest::addColumn<PytorchCheck::Verdict>("verdict");
    QTest::addColumn<QString>("summary"); // %1: the line of g = a.cuda()
    QTest::addColumn<QString>("detail");  // a line the details show

    const auto probe = [&](const QString &cudaLine) {
        // "CUDA <built> <available>" as the probe's two booleans; "" says nothing of CUDA.
        const QStringList words = cudaLine.split(u' ');
        const auto json = [&](int i) { return words.value(i) == QLatin1String("True") ? QStringLiteral("true") : QStringLiteral("false"); };
        return probeAnswer(QString::fromLatin1(kVersionFields) +
                           (cudaLine.isEmpty() ? QString() : QStringLiteral(", \"cuda_built\": %1, \"cuda_available\": %2").arg(json(1), json(2))));
    };
    QTest::addRow("cpu-only-build") << cuda << probe(QStringLiteral("CUDA False False")) << tracebackAt(QStringLiteral("a.cuda()"), notBuilt)
                                    << PytorchCheck::Verdict::DifferentWithoutCuda << noCuda
                                    << "Its PyTorch was built without CUDA (torch.backends.cuda.is_built() is False), so nothing can go to cuda:0 there.";
    QTest::addRow("cuda-build-without-gpu")
        << cuda << probe(QStringLiteral("CUDA True False"))
        << tracebackAt(QStringLiteral("a.cuda()"), QStringLiteral("RuntimeError: No CUDA GPUs are available"))
        << PytorchCheck::Verdict::DifferentWithoutCuda
        << QStringLiteral("Different only because your PyTorch finds no GPU (line %1: g = a.cuda() needs one). "
                          "TensorLens ran it on its simulated cuda:0.")
        << "Its PyTorch has CUDA but finds no usable NVIDIA GPU (torch.cuda.is_available() is False).";
    // A python3 whose probe says nothing of CUDA: PyTorch's own words are enough.
    QTest::addRow("probe-silent-on-cuda") << cuda << probe(QString()) << tracebackAt(QStringLiteral("a.cuda()"), notBuilt)
                                          << PytorchCheck::Verdict::DifferentWithoutCuda << noCuda
                                          << "python3 stopped at line %1 (g = a.cuda()) with " + notBuilt;
    // With a GPU at hand, a CUDA error is a real difference.
    QTest::addRow("gpu-available") << cuda << probe(QStringLiteral("CUDA True True"))
                                   << tracebackAt(QStringLiteral("a.cuda()"), QStringLiteral("RuntimeError: CUDA error: out of memory"))
                                   << PytorchCheck::Verdict::Different << different << "exit status: tensorlens run 0, python3 1";
    // What ran before the line printed otherwise: not only CUDA.
    QTest::addRow("printed-otherwise-before")
        << QStringLiteral("a = torch.ones(2)\nprint(a)\ng = a.cuda()\nprint(g)") << probe(QStringLiteral("CUDA False False"))
        << QStringLiteral("printf 'tensor([2., 2.])\\n'; ") + tracebackAt(QStringLiteral("a.cuda()"), notBuilt)
        << PytorchCheck::Verdict::Different << different << "+ tensor([2., 2.])";
    // Without CUDA in the script, a PyTorch without CUDA changes nothing.
    QTest::addRow("script-without-cuda") << QString::fromLatin1(kStatements) << probe(QStringLiteral("CUDA False False"))
                                         << QStringLiteral("printf 'tensor([[10.,  1.]])\\n'") << PytorchCheck::Verdict::Identical
                                         << QStringLiteral("Identical: tensorlens run and python3 print the same.")
                                         << "python3: " + versions;
    QTest::addRow("script-without-cuda-printing-otherwise")
        << QString::fromLatin1(kStatements) << probe(QStringLiteral("CUDA False False"))
        << QStringLiteral("printf 'tensor([[1.,  1.]])\\n'") << PytorchCheck::Verdict::Different << different << "+ tensor([[1.,  1.]])";
}

void TestPytorchCheck::differenceWithoutCudaIsExplained()
{
    QFETCH(QString, statements);
    QFETCH(QString, probe);
    QFETCH(QString, run);
    QFETCH(PytorchCheck::Verdict, verdict);
    QFETCH(QString, summary);
    QFETCH(QString, detail);
    const QString python = fakePython(dir_, QStringLiteral("python3-cuda-%1").arg(QString::fromLatin1(QTest::currentDataTag())), probe, run);
    QVERIFY(!python.isEmpty());
    EnvironmentScope program("TENSORLENS_PYTHON", python);
    EnvironmentScope device("TENSORLENS_CUDA", QStringLiteral("sim"));
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.runGuiCode(statements).ok);
    PytorchCheckDialog *dialog = runCheck(w);
    QVERIFY(dialog);
    const QString line = QString::number(scriptLine(w, QStringLiteral("g = a.cuda()")));
    QVERIFY2(dialog->check()->verdict() == verdict, qPrintable(dialog->summaryText() + u'\n' + dialog->detailsText()));
    QCOMPARE(dialog->summaryText(), summary.contains(QLatin1String("%1")) ? summary.arg(line) : summary);
    const QString shownDetail = detail.contains(QLatin1String("%1")) ? detail.arg(line) : detail;
    QVERIFY2(dialog->detailsText().split(u'\n').contains(shownDetail),
             qPrintable(QStringLiteral("missing %1 in:\n%2").arg(shownDetail, dialog->detailsText())));
}

void TestPytorchCheck::realPytorchWithoutCudaNamesTheLine()
{
    const QString python = QStringLiteral("/usr/bin/python3");
    if (!pythonHasTorch(python))
        QSKIP("/usr/bin/python3 with torch and numpy is not installed here");
    if (!pythonRuns(python, QStringLiteral("import torch, sys; sys.exit(torch.cuda.is_available())")))
        QSKIP("/usr/bin/python3's PyTorch can use a GPU here");
    EnvironmentScope program("TENSORLENS_PYTHON", python);
    EnvironmentScope device("TENSORLENS_CUDA", QStringLiteral("sim"));
    const bool built = !pythonRuns(python, QStringLiteral("import torch, sys; sys.exit(torch.backends.cuda.is_built())"));
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.runGuiCode(QString::fromLatin1(kCudaStatements)).ok);
    PytorchCheckDialog *dialog = runCheck(w);
    QVERIFY(dialog);
    QVERIFY2(dialog->check()->verdict() == PytorchCheck::Verdict::DifferentWithoutCuda,
             qPrintable(dialog->summaryText() + u'\n' + dialog->detailsText()));
    qInfo("%s\n%s", qPrintable(dialog->summaryText()), qPrintable(dialog->detailsText()));
    const QString line = QString::number(scriptLine(w, QStringLiteral("g = a.cuda()")));
    QCOMPARE(dialog->summaryText(),
             (built ? QStringLiteral("Different only because your PyTorch finds no GPU (line %1: g = a.cuda() needs one). ")
                    : QStringLiteral("Different only because your PyTorch has no CUDA (line %1: g = a.cuda() needs a GPU). "))
                     .arg(line) +
                 QStringLiteral("TensorLens ran it on its simulated cuda:0."));
    // The rest of the comparison is still there: what the engine printed on.
    QVERIFY2(dialog->detailsText().split(u'\n').contains(QStringLiteral("- tensor([1., 1.], device='cuda:0')")),
             qPrintable(dialog->detailsText()));
}

void TestPytorchCheck::cancelStopsTheRunAndTheWindowStaysUsable()
{
    const QString python = fakePython(dir_, QStringLiteral("python3-slow"), QStringLiteral("exec sleep 600"), QString());
    EnvironmentScope program("TENSORLENS_PYTHON", python);
    EnvironmentScope limit("TENSORLENS_PYTHON_TIMEOUT", QStringLiteral("600"));
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.runGuiCode(QString::fromLatin1(kStatements)).ok);
    w.findChild<QAction *>(QStringLiteral("actionCheckPytorch"))->trigger();
    PytorchCheckDialog *dialog = w.pytorchCheckDialog();
    QVERIFY(dialog);
    QVERIFY(dialog->check()->isRunning());
    QCOMPARE(dialog->summaryText(), QStringLiteral("Running the script with tensorlens run and with %1…").arg(python));
    // The window goes on while python3 runs: statements run, nothing waits for the check.
    QVERIFY(w.runConsoleCode(QStringLiteral("b = a + 1")).ok);
    QVERIFY(cardNames(w).contains(QStringLiteral("b")));
    QVERIFY(dialog->check()->isRunning());
    QSignalSpy done(dialog, &PytorchCheckDialog::checkFinished);
    QTest::mouseClick(dialog->cancelButton(), Qt::LeftButton);
    QVERIFY(done.wait(10000));
    QCOMPARE(dialog->check()->verdict(), PytorchCheck::Verdict::Cancelled);
    QCOMPARE(dialog->summaryText(), QStringLiteral("Cancelled: nothing was compared."));
}

void TestPytorchCheck::neverRunsByItself()
{
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.runGuiCode(QString::fromLatin1(kStatements)).ok);
    QVERIFY(!w.pytorchCheckDialog());
}

QTEST_MAIN(TestPytorchCheck)
#include "tst_pytorch_check.moc"
