// `tensorlens shot` (the window rendered headless to PNG), the GUI module being loaded
// only for window commands, scripts opened in the window, and saved code that runs
// unchanged with `tensorlens run`.
#include "tst_window_helpers.h"
#include "window/ErrorBanner.h"

#include "panels/OutputPane.h"
#include "session/Session.h"
#include "support/TestSettings.h"

#include <QImage>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace tl::ui;
using namespace tl::ui::test;

namespace {

const char *const kSeed = "import torch\nimport numpy as np\na = torch.ones((1,2))\nna = a.numpy()\nna[0][0]=10\nprint(na)\nprint(a)\n";
const char *const kEndless = "import torch\na = torch.ones(3)\nn = 0\nwhile True:\n    n += 1\n";
const char *const kFailing = "import torch\na = torch.ones((1,2), requires_grad=True)\nna = a.numpy()\nprint('not reached')\n";

struct Run {
    int code = -1;
    QString out, err;
};

Run tensorlens(const QStringList &args, const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment(),
               const QString &program = QStringLiteral(TL_TENSORLENS_BIN))
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program, args);
    if (!p.waitForFinished(60000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

QString write(const QTemporaryDir &dir, const QString &name, const QByteArray &text)
{
    QFile f(dir.filePath(name));
    if (f.open(QIODevice::WriteOnly))
        f.write(text);
    return f.fileName();
}

QProcessEnvironment headless()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM")); // shot must pick offscreen by itself
    env.insert(QStringLiteral("TENSORLENS_CUDA"), QStringLiteral("sim"));
    return env;
}

} // namespace

class TestWindowShot : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void shot_data();
    void shot();
    void runAndInfoLoadNoQt_data();
    void runAndInfoLoadNoQt();
    void missingModuleIsReported();
    void windowWithoutDisplaySaysSo();
    void openedScriptRunsOntoTheCanvas();
    void savedCodeRunsWithTensorlensRun();
    void shotShowsTheSettledPicture();

private:
    QTemporaryDir dir_;
};

void TestWindowShot::initTestCase()
{
    tl::test::TestSettings::isolate(QStringLiteral("tst_window_shot"), true);
    QVERIFY(dir_.isValid());
    write(dir_, QStringLiteral("seed.py"), kSeed);
    write(dir_, QStringLiteral("failing.py"), kFailing);
    write(dir_, QStringLiteral("endless.py"), kEndless);
}

void TestWindowShot::shot_data()
{
    QTest::addColumn<QStringList>("args"); // after "shot"; OUT is replaced by the PNG path
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QSize>("size");       // invalid: no PNG may be written
    QTest::addColumn<QString>("stdoutText");
    QTest::addColumn<QString>("stderrTail");

    const QString seed = dir_.filePath(QStringLiteral("seed.py"));
    const QString failing = dir_.filePath(QStringLiteral("failing.py"));
    const QString printed = QStringLiteral("[[10.  1.]]\ntensor([[10.,  1.]])\n");
    QTest::addRow("default-size") << QStringList{seed, "-o", "OUT"} << 0 << QSize(1400, 900) << printed << "";
    QTest::addRow("given-size") << QStringList{seed, "-o", "OUT", "--size", "800x600"} << 0 << QSize(800, 600) << printed << "";
    QTest::addRow("canvas-only") << QStringList{"--canvas-only", seed, "--size=640x480", "-o", "OUT"} << 0 << QSize(640, 480)
                                 << printed << "";
    QTest::addRow("projector") << QStringList{seed, "-o", "OUT", "--size", "1280x720", "--projector"} << 0 << QSize(1280, 720)
                               << printed << "";
    QTest::addRow("projector-canvas-only") << QStringList{"--projector", "--canvas-only", seed, "-o", "OUT", "--size", "1280x720"}
                                           << 0 << QSize(1280, 720) << printed << "";
    QTest::addRow("autograd-overlay") << QStringList{seed, "--autograd", "--canvas-only", "-o", "OUT", "--size=640x480"} << 0
                                      << QSize(640, 480) << printed << "";
    QTest::addRow("script-error-still-shot") << QStringList{failing, "-o", "OUT", "--size", "900x700"} << 1 << QSize(900, 700)
                                             << "" << "RuntimeError: Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.\n";
    // A loop that never ends is stopped as `run --timeout` stops it; the picture shows where.
    QTest::addRow("endless-loop-timeout") << QStringList{dir_.filePath(QStringLiteral("endless.py")), "-o", "OUT", "--size", "800x600", "--timeout=1"}
                                          << 124 << QSize(800, 600) << ""
                                          << "KeyboardInterrupt\ntensorlens: stopped: the script ran longer than --timeout=1 seconds\n";
    QTest::addRow("bad-size") << QStringList{seed, "-o", "OUT", "--size", "10x"} << 2 << QSize() << "" << "";
    QTest::addRow("no-output") << QStringList{seed} << 2 << QSize() << "" << "";
    QTest::addRow("missing-script") << QStringList{dir_.filePath(QStringLiteral("absent.py")), "-o", "OUT"} << 2 << QSize() << ""
                                    << "tensorlens: can't open file '" + dir_.filePath(QStringLiteral("absent.py")) + "'\n";
}

void TestWindowShot::shot()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QSize, size);
    QFETCH(QString, stdoutText);
    QFETCH(QString, stderrTail);
    const QString png = dir_.filePath(QString::fromLatin1(QTest::currentDataTag()) + QStringLiteral(".png"));
    args.replaceInStrings(QStringLiteral("OUT"), png);
    const Run r = tensorlens(QStringList{"shot"} + args, headless());
    QCOMPARE(r.code, exitCode);
    QCOMPARE(r.out, stdoutText);
    if (!stderrTail.isEmpty())
        QVERIFY2(r.err.endsWith(stderrTail), qPrintable(r.err));
    if (!size.isValid()) {
        QVERIFY(!QFile::exists(png));
        return;
    }
    const QImage image(png);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), size);
    // Not a blank picture: the canvas draws lanes, blocks and cards.
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    QVERIFY(colours.size() > 20);
}

void TestWindowShot::runAndInfoLoadNoQt_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<bool>("loadsGui");
    QTest::addRow("run") << QStringList{"run", dir_.filePath(QStringLiteral("seed.py"))} << false;
    QTest::addRow("info") << QStringList{"info", "--cuda=sim"} << false;
    QTest::addRow("shot") << QStringList{"shot", dir_.filePath(QStringLiteral("seed.py")), "-o", dir_.filePath(QStringLiteral("ld.png"))}
                          << true;
}

void TestWindowShot::runAndInfoLoadNoQt()
{
    QFETCH(QStringList, args);
    QFETCH(bool, loadsGui);
    QProcessEnvironment env = headless();
    env.insert(QStringLiteral("LD_DEBUG"), QStringLiteral("libs"));
    const Run r = tensorlens(args, env);
    QCOMPARE(r.code, 0);
    // The dynamic loader lists every library it opens.
    QCOMPARE(r.err.contains(QStringLiteral("libQt6Core.so")), loadsGui);
    QCOMPARE(r.err.contains(QStringLiteral("libtensorlens_gui.so")), loadsGui);
}

void TestWindowShot::missingModuleIsReported()
{
    QTemporaryDir lonely;
    const QString copy = lonely.filePath(QStringLiteral("tensorlens"));
    QVERIFY(QFile::copy(QStringLiteral(TL_TENSORLENS_BIN), copy));
    const Run r = tensorlens({"shot", dir_.filePath(QStringLiteral("seed.py")), "-o", lonely.filePath(QStringLiteral("x.png"))},
                             headless(), copy);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.startsWith(QStringLiteral("tensorlens: the explainer window (libtensorlens_gui.so) could not be loaded:")),
             qPrintable(r.err));
    QVERIFY(r.err.contains(QStringLiteral("tensorlens run FILE.py")));
    // Running scripts needs no module.
    QCOMPARE(tensorlens({"run", dir_.filePath(QStringLiteral("seed.py"))}, headless(), copy).code, 0);
}

void TestWindowShot::windowWithoutDisplaySaysSo()
{
    const Run r = tensorlens({dir_.filePath(QStringLiteral("seed.py"))}, headless());
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.startsWith(QStringLiteral("tensorlens: the explainer window needs a display")), qPrintable(r.err));
    QVERIFY(r.err.contains(QStringLiteral("tensorlens shot FILE.py -o OUT.png")));
}

void TestWindowShot::openedScriptRunsOntoTheCanvas()
{
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    // Opened at step 0, nothing has run; Alt+End runs it to its end.
    QVERIFY(w.openScript(dir_.filePath(QStringLiteral("seed.py"))));
    QCOMPARE(w.outputPane()->printedText(), QString());
    QVERIFY(cardNames(w).isEmpty());
    QTest::keyClick(w.canvas()->viewport(), Qt::Key_End, Qt::AltModifier);
    QCOMPARE(w.outputPane()->printedText(), QStringLiteral("[[10.  1.]]\ntensor([[10.,  1.]])\n"));
    QCOMPARE(cardNames(w), (QStringList{"a", "na"}));
    QCOMPARE(w.session()->codeLog(), QString::fromLatin1(kSeed).trimmed().split(u'\n'));
    QCOMPARE(QSettings().value(QStringLiteral("recentFiles")).toStringList().value(0), dir_.filePath(QStringLiteral("seed.py")));
    // A script's error shows in the banner as it is stepped onto (no dialog steps in the way),
    // with the script's path in the traceback; the banner's button explains it.
    QVERIFY(w.openScript(dir_.filePath(QStringLiteral("failing.py"))));
    QTest::keyClick(w.canvas()->viewport(), Qt::Key_End, Qt::AltModifier);
    QTRY_VERIFY(w.errorBanner()->isVisible());
    QVERIFY(!w.errorDialog() || !w.errorDialog()->isVisible());
    QVERIFY(w.outputPane()->errorText().contains(QStringLiteral("File \"%1\", line 3").arg(dir_.filePath(QStringLiteral("failing.py")))));
}

void TestWindowShot::savedCodeRunsWithTensorlensRun()
{
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    for (const char *code : {"a = torch.ones((1, 2), requires_grad=True)", "na = a.detach().numpy()", "na[0][0] = 10"})
        QVERIFY(w.runGuiCode(QString::fromLatin1(code)).ok);
    QVERIFY(w.runConsoleCode(QStringLiteral("print(a)\nprint(na)")).ok);
    const QString path = dir_.filePath(QStringLiteral("saved.py"));
    QVERIFY(w.saveCode(path));
    const Run r = tensorlens({"run", path}, headless());
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out, w.outputPane()->printedText());
    QCOMPARE(r.out, QStringLiteral("tensor([[10.,  1.]], requires_grad=True)\n[[10.  1.]]\n"));
}

// A step that copies between the memories: the picture is the settled scene, with no copy's
// packet (its "bytes · route · time" label) drawn over the cells.
void TestWindowShot::shotShowsTheSettledPicture()
{
    const QString script = write(dir_, QStringLiteral("copies.py"),
                                 "import torch\na = torch.ones((2, 3))\ng = a.cuda()\nh = g.cpu()\n");
    const QString svg = dir_.filePath(QStringLiteral("copies.svg"));
    const Run r = tensorlens({"shot", script, "--step", "3", "-o", svg}, headless());
    QCOMPARE(r.code, 0);
    QFile f(svg);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString drawing = QString::fromUtf8(f.readAll());
    QVERIFY(drawing.contains(QStringLiteral("cuda:0"))); // the GPU lane and g's card are drawn
    QVERIFY(drawing.contains(QStringLiteral("copied 24 bytes"))); // the step's copy, in the headline
    QVERIFY2(!drawing.contains(QStringLiteral("24 bytes · cpu")), "a copy's packet is in the picture");
}

QTEST_MAIN(TestWindowShot)
#include "tst_window_shot.moc"
