// The `tensorlens` command line as a user runs it: run FILE / stdin, --trace, --cuda,
// info/--version, exit statuses and messages for bad invocations.
#include <QtTest/QtTest>

#include <QProcess>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

namespace {

struct Result {
    int code = -1;
    QString out;
    QString err;
};

Result tensorlens(const QStringList &args, const QByteArray &stdinData = {}, const QProcessEnvironment &env = {})
{
    QProcess p;
    QProcessEnvironment e = env.isEmpty() ? QProcessEnvironment::systemEnvironment() : env;
    e.remove("TENSORLENS_CUDA");
    if (!env.isEmpty() && env.contains("TENSORLENS_CUDA"))
        e.insert("TENSORLENS_CUDA", env.value("TENSORLENS_CUDA"));
    p.setProcessEnvironment(e);
    p.start(QStringLiteral(TL_TENSORLENS_BIN), args);
    p.waitForStarted();
    if (!stdinData.isEmpty())
        p.write(stdinData);
    p.closeWriteChannel();
    p.waitForFinished(30000);
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

const QByteArray kSeed = "import torch\na = torch.ones((1,2))\nna = a.numpy()\nna[0][0]=10\nprint(na)\nprint(a)\n";

} // namespace

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void runFile()
    {
        QTemporaryDir dir;
        QFile f(dir.filePath("seed.py"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(kSeed);
        f.close();
        const Result r = tensorlens({"run", f.fileName()});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QStringLiteral("[[10.  1.]]\ntensor([[10.,  1.]])\n"));
        QCOMPARE(r.err, QString());
    }

    void runStdin()
    {
        const Result r = tensorlens({"run", "-"}, kSeed);
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QStringLiteral("[[10.  1.]]\ntensor([[10.,  1.]])\n"));
    }

    void tracebackNamesStdin()
    {
        const Result r = tensorlens({"run", "-"}, "import torch\nx = torch.ones(2, requires_grad=True)\ny = x.numpy()\n");
        QCOMPARE(r.code, 1);
        // As python3 - prints it: no source line to quote from stdin.
        QCOMPARE(r.err, QStringLiteral("Traceback (most recent call last):\n  File \"<stdin>\", line 3, in <module>\n"
                                       "RuntimeError: Can't call numpy() on Tensor that requires grad. Use "
                                       "tensor.detach().numpy() instead.\n"));
    }

    void traceWritesJsonLines()
    {
        QTemporaryDir dir;
        const QString trace = dir.filePath("events.jsonl");
        const Result r = tensorlens({"run", "--trace=" + trace, "-"}, kSeed);
        QCOMPARE(r.code, 0);
        QFile f(trace);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().split('\n');
        QStringList kinds;
        for (const QByteArray &l : lines) {
            if (l.isEmpty())
                continue;
            QJsonParseError pe;
            const QJsonDocument d = QJsonDocument::fromJson(l, &pe);
            QVERIFY2(pe.error == QJsonParseError::NoError, l.constData());
            kinds << d.object().value("event").toString();
        }
        QVERIFY(kinds.contains("storage_allocated"));
        QVERIFY(kinds.contains("view_created"));
        QVERIFY(kinds.contains("element_written"));
        QVERIFY(kinds.contains("name_bound"));
        QVERIFY(kinds.contains("storage_freed"));
    }

    void traceToStderr()
    {
        const Result r = tensorlens({"run", "--trace", "-"}, "import torch\na = torch.zeros(3)\n");
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.contains("{\"event\":\"storage_allocated\""), qPrintable(r.err));
    }

    void cudaModes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("env");
        QTest::addColumn<QString>("expect");
        QTest::addRow("sim-flag") << QStringList{"info", "--cuda=sim"} << "" << "cuda:0 backend: simulated";
        QTest::addRow("off-flag") << QStringList{"info", "--cuda=off"} << "" << "cuda:0 backend: off";
        QTest::addRow("auto-no-gpu") << QStringList{"info"} << "" << "cuda:0 backend: ";
        QTest::addRow("env-off") << QStringList{"--version"} << "off" << "cuda:0 backend: off";
        QTest::addRow("flag-beats-env") << QStringList{"info", "--cuda=sim"} << "off" << "cuda:0 backend: simulated";
    }

    void cudaModes()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, env);
        QFETCH(QString, expect);
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        if (!env.isEmpty())
            e.insert("TENSORLENS_CUDA", env);
        const Result r = tensorlens(args, {}, e);
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(expect), qPrintable(r.out));
    }

    void gpuModeWithoutGpuFails()
    {
        const Result r = tensorlens({"run", "--cuda=gpu", "-"}, "print(1)\n");
        if (r.code == 0)
            QSKIP("a usable GPU is present: --cuda=gpu legitimately succeeds here");
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("no usable NVIDIA GPU"), qPrintable(r.err));
        QCOMPARE(r.out, QString());
    }

    void offModeBehavesCpuOnly()
    {
        const Result r = tensorlens({"run", "--cuda=off", "-"}, "import torch\nprint(torch.cuda.is_available())\nx = torch.ones(1).cuda()\n");
        QCOMPARE(r.code, 1);
        QCOMPARE(r.out, QStringLiteral("False\n"));
        QVERIFY(r.err.trimmed().endsWith("AssertionError: Torch not compiled with CUDA enabled"));
    }

    void badInvocations_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::addRow("missing-file") << QStringList{"run", "/nonexistent/x.py"} << "can't open file";
        QTest::addRow("no-script") << QStringList{"run"} << "run needs a script";
        QTest::addRow("bad-cuda") << QStringList{"run", "--cuda=maybe", "x.py"} << "--cuda must be";
        QTest::addRow("unknown-option") << QStringList{"run", "--frobnicate", "x.py"} << "unknown option";
    }

    void badInvocations()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Result r = tensorlens(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void unsupportedExitsTwo()
    {
        const Result r = tensorlens({"run", "-"}, "import torch\nprint('x')\nclass A:\n    pass\n");
        QCOMPARE(r.code, 2);
        QCOMPARE(r.out, QString()); // refused before anything runs
        QVERIFY2(r.err.contains("line 3") && r.err.contains("not supported"), qPrintable(r.err));
    }
};

QTEST_APPLESS_MAIN(TestCli)
#include "tst_cli.moc"
