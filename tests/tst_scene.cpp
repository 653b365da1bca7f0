// `tensorlens scene`: what the window shows after each step, as JSON. Steps are executed
// statements (loop iterations and function bodies included); every record comes from the
// session model the canvas draws and the engine's events of that step.
#include "session/SceneRecorder.h"
#include "session/Session.h"
#include "support/TensorlensProcess.h"
#include "support/TextFile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest/QtTest>

using namespace tl::ui;

namespace {

QJsonArray record(const QString &source, bool *ok = nullptr)
{
    Session session(tl::CudaMode::Sim);
    SceneRecorder recorder(session, source.split(u'\n'));
    const bool ran = recorder.record(source);
    if (ok)
        *ok = ran;
    return recorder.steps();
}

// "storages/0/owners" inside a step.
QJsonValue at(QJsonValue v, const QString &path)
{
    for (const QString &part : path.split(u'/', Qt::SkipEmptyParts)) {
        bool isIndex = false;
        const int i = part.toInt(&isIndex);
        v = isIndex ? v.toArray().at(i) : v.toObject().value(part);
    }
    return v;
}

QJsonValue parsed(const QString &json) { return QJsonDocument::fromJson(("[" + json + "]").toUtf8()).array().at(0); }

const char *kShares = "import torch\nimport numpy as np\na = torch.ones((1, 2))\nna = a.numpy()\n"
                      "for i in range(2):\n    na[0][i] = 10 + i\nb = a.to('cuda')\nc = b.numpy()\n";

} // namespace

class TestScene : public QObject {
    Q_OBJECT

private slots:
    void step_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<int>("step");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("expected"); // JSON
        const QString shares = kShares;
        QTest::addRow("step-0-is-before-anything") << shares << 0 << "objects" << "[]";
        QTest::addRow("step-0-has-no-line") << shares << 0 << "line" << "null";
        QTest::addRow("fresh-storage") << shares << 3 << "storages"
                                       << R"([{"id":1,"device":"cpu","dtype":"float32","nbytes":8,"owners":["a"],"uninitialized":false}])";
        QTest::addRow("numpy-shares") << shares << 4 << "storages/0/owners" << R"(["a","na"])";
        QTest::addRow("ndarray-geometry") << shares << 4 << "objects/1"
                                          << R"({"name":"na","names":["na"],"kind":"ndarray","storage":1,"shape":[1,2],"strides":[2,1],"offset":0,"dtype":"float32","itemsize":4,"device":"cpu","writeable":true})";
        QTest::addRow("loop-header-is-a-step") << shares << 5 << "statement" << R"("for i in range(2):")";
        QTest::addRow("first-iteration") << shares << 6 << "written"
                                         << R"([{"storage":1,"element":0,"old":"1.0","new":"10.0","writer":"na","seen_as":["a[0][0]","na[0][0]"]}])";
        QTest::addRow("second-iteration-same-line") << shares << 7 << "line" << "6";
        QTest::addRow("second-iteration-writes-next") << shares << 7 << "written/0/seen_as" << R"(["a[0][1]","na[0][1]"])";
        QTest::addRow("numpy-writes-leave-version") << shares << 7 << "objects/0/version" << "0";
        QTest::addRow("to-cuda-copies") << shares << 8 << "copies"
                                        << R"([{"from":1,"to":2,"bytes":8,"direction":"host-to-device"}])";
        QTest::addRow("cuda-storage") << shares << 8 << "storages/1/device" << R"("cuda:0")";
        QTest::addRow("error-with-id") << shares << 9 << "error/id" << R"("numpy_on_cuda")";
        QTest::addRow("error-type") << shares << 9 << "error/type" << R"("TypeError")";
        QTest::addRow("nothing-new-on-error") << shares << 9 << "objects/2/names" << R"(["b"])";
        const QString fn = "import torch\ndef bump(t):\n    t.add_(1)\n    return t\na = torch.zeros(2)\nb = bump(a)\n";
        QTest::addRow("function-body-is-a-step") << fn << 5 << "line" << "3";
        QTest::addRow("version-after-in-place") << fn << 5 << "objects/0/version" << "1";
        QTest::addRow("return-step") << fn << 6 << "statement" << R"("return t")";
        QTest::addRow("same-object-two-names") << fn << 6 << "objects/0/names" << R"(["a","b"])";
        const QString empty = "import torch\nt = torch.empty(3)\nt.fill_(2)\n";
        QTest::addRow("empty-is-uninitialized") << empty << 2 << "storages/0/uninitialized" << "true";
        QTest::addRow("fill-initializes") << empty << 3 << "storages/0/uninitialized" << "false";
        const QString grad = "import torch\nx = torch.ones(2, requires_grad=True)\ny = x * 2\nz = y.detach()\nw = y.sum()\n";
        QTest::addRow("leaf") << grad << 2 << "objects/0/is_leaf" << "true";
        QTest::addRow("grad-fn") << grad << 3 << "objects/1/grad_fn" << R"("MulBackward0")";
        QTest::addRow("detach-shares-no-grad") << grad << 4 << "storages/1/owners" << R"(["y","z"])";
        QTest::addRow("detached-has-no-grad-fn") << grad << 4 << "objects/2/grad_fn" << "null";
        QTest::addRow("leaf-has-no-grad-inputs") << grad << 2 << "objects/0/grad_inputs" << "[]";
        QTest::addRow("grad-inputs") << grad << 3 << "objects/1/grad_inputs" << R"(["x"])";
        QTest::addRow("detached-has-no-grad-inputs") << grad << 4 << "objects/2/grad_inputs" << "[]";
        QTest::addRow("grad-inputs-of-sum") << grad << 5 << "objects/3/grad_inputs" << R"(["y"])";
        const QString caught = "import torch\nw = torch.ones(2, requires_grad=True)\ntry:\n    n = w.numpy()\nexcept RuntimeError as e:\n    print('caught')\n";
        const QString emptyNumpy = "import torch\nt = torch.tensor([])\na = t.numpy()\n";
        QTest::addRow("empty-numpy-on-tensor-storage") << emptyNumpy << 3 << "objects/1/storage" << "1";
        QTest::addRow("empty-numpy-one-storage") << emptyNumpy << 3 << "storages/0/owners" << R"(["a","t"])";
        const QString storageWrite = "import torch\np = torch.tensor([[4.0, 1.0], [5.0, 3.0]])\nr = p[1]\ns = p.storage()\n"
                                     "s[2] = 7.5\n";
        QTest::addRow("storage-item-write-lights-aliases") << storageWrite << 5 << "written/0/seen_as" << R"(["p[1][0]","r[0]"])";
        QTest::addRow("storage-item-write-keeps-version") << storageWrite << 5 << "objects/0/version" << "0";
        QTest::addRow("caught-exception-is-raised") << caught << 4 << "raised/0/id" << R"("numpy_requires_grad")";
        QTest::addRow("caught-exception-is-no-error") << caught << 4 << "error" << "null";
        QTest::addRow("bulk-write") << "import torch\na = torch.zeros(4)\na[1:3].fill_(1)\n" << 3 << "bulk_written"
                                    << R"([{"storage":1,"begin":4,"end":12,"writer":"a"}])";
        QTest::addRow("printed") << "print(1 + 1)\n" << 1 << "printed" << R"("2\n")";
        QTest::addRow("freed") << "import torch\na = torch.ones(2)\ndel a\n" << 3 << "freed" << "[1]";
        QTest::addRow("syntax-error") << "x = (\n" << 1 << "error/type" << R"("SyntaxError")";
    }

    void step()
    {
        QFETCH(QString, script);
        QFETCH(int, step);
        QFETCH(QString, path);
        QFETCH(QString, expected);
        const QJsonArray steps = record(script);
        QVERIFY2(step < steps.size(), qPrintable(QString::number(steps.size())));
        QCOMPARE(at(steps.at(step), QStringLiteral("step")).toInt(), step);
        const QJsonValue actual = at(steps.at(step), path);
        QVERIFY2(actual == parsed(expected), qPrintable(QJsonDocument(QJsonArray{actual}).toJson(QJsonDocument::Compact)));
    }

    // One step per executed statement: a loop of three iterations over one body line.
    void stepsCountExecutedStatements()
    {
        bool ok = false;
        const QJsonArray steps = record("s = 0\nfor i in range(3):\n    s += i\n", &ok);
        QVERIFY(ok);
        QStringList lines;
        for (const auto &s : steps)
            lines << QString::number(at(s, QStringLiteral("line")).toInt());
        QCOMPARE(lines, (QStringList{"0", "1", "2", "3", "3", "3"}));
    }

    // The last scene is the model the canvas draws after the script.
    void lastStepIsTheSessionModel()
    {
        Session session(tl::CudaMode::Sim);
        const QString source = kShares;
        SceneRecorder recorder(session, source.split(u'\n'));
        recorder.record(source);
        const QJsonObject last = recorder.steps().last().toObject();
        const SessionModel &m = session.model();
        QJsonArray objects = last.value(QStringLiteral("objects")).toArray();
        QCOMPARE(objects.size(), m.objects.size());
        for (int i = 0; i < objects.size(); ++i) {
            QCOMPARE(at(objects[i], QStringLiteral("storage")).toInteger(), qint64(m.objects[i].storageId));
            QCOMPARE(at(objects[i], QStringLiteral("name")).toString(), m.objects[i].names.value(0));
        }
    }

    void commandLine_data()
    {
        QTest::addColumn<QStringList>("args"); // FILE stands for the script
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("stdoutHas");
        QTest::addColumn<QString>("stderrHas");
        QTest::addRow("all-steps") << QStringList{"scene", "FILE"} << 1 << R"("step": 9)" << "";
        QTest::addRow("one-step") << QStringList{"scene", "FILE", "--step", "4"} << 1 << R"("step": 4)" << "";
        QTest::addRow("step-equals") << QStringList{"scene", "--step=0", "FILE"} << 1 << R"("step": 0)" << "";
        QTest::addRow("step-beyond") << QStringList{"scene", "FILE", "--step", "10"} << 2 << ""
                                     << "--step 10 is beyond the script's last step (9)";
        QTest::addRow("step-negative") << QStringList{"scene", "FILE", "--step", "-1"} << 2 << ""
                                       << "--step must be a step number";
        QTest::addRow("step-word") << QStringList{"scene", "FILE", "--step", "two"} << 2 << "" << "--step must be a step number";
        QTest::addRow("no-file") << QStringList{"scene"} << 2 << "" << "scene needs a script file";
        QTest::addRow("missing-file") << QStringList{"scene", "/nonexistent/x.py"} << 2 << "" << "can't open file";
        QTest::addRow("trace-refused") << QStringList{"scene", "--trace", "FILE"} << 2 << ""
                                       << "scene takes only --cuda, --profile, --step and --python";
        // The live engine: the same script in a real CPython with Debian's PyTorch (no CUDA
        // there: `a.to('cuda')` raises, as it would for the learner).
        QTest::addRow("python") << QStringList{"scene", "--python=" TL_LIVE_PYTHON, "FILE"} << 1
                                << R"x("statement": "b = a.to('cuda')")x" << "";
        QTest::addRow("python-one-step") << QStringList{"scene", "FILE", "--step=4", "--python=" TL_LIVE_PYTHON} << 1
                                         << R"x("statement": "na = a.numpy()")x" << "";
        QTest::addRow("python-missing") << QStringList{"scene", "--python=/nonexistent/python3", "FILE"} << 2 << ""
                                        << "cannot run the Python interpreter '/nonexistent/python3'";
        QTest::addRow("python-empty") << QStringList{"scene", "--python=", "FILE"} << 2 << ""
                                      << "--python= needs the path of a Python interpreter";
    }

    void commandLine()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, stdoutHas);
        QFETCH(QString, stderrHas);
        QTemporaryDir dir;
        const QString file = tl::test::TextFile::writeIn(dir, QStringLiteral("shares.py"), kShares);
        args.replaceInStrings(QRegularExpression(QStringLiteral("^FILE$")), file);
        const tl::test::TensorlensRun r = tl::test::TensorlensProcess::run(args);
        QCOMPARE(r.code, code);
        QVERIFY2(r.out.contains(stdoutHas), qPrintable(r.out.left(400)));
        QVERIFY2(r.err.contains(stderrHas), qPrintable(r.err));
        if (code == 2)
            QVERIFY(r.out.isEmpty());
        else
            QVERIFY(!QJsonDocument::fromJson(r.out.toUtf8()).isNull());
    }

    // A file CPython refuses to read (bytes that are not UTF-8, NUL bytes): `run` prints
    // CPython's words (exit 1, as python3 exits), and `scene` and `shot` print the same words
    // and exit 2, as for any unreadable script, with nothing on stdout and no picture.
    void unreadableScriptsAgree_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("lastLine"); // FILE stands for the script's path
        QTest::addRow("not-utf8") << QByteArray("x = 1\n\xff\xfe = 2\n")
                                  << "SyntaxError: Non-UTF-8 code starting with '\\xff' in file FILE on line 2, but no encoding "
                                     "declared; see https://peps.python.org/pep-0263/ for details";
        QTest::addRow("nul-bytes") << QByteArray("x = 1\n\0\0\x01", 9) << "SyntaxError: source code cannot contain null bytes";
    }

    void unreadableScriptsAgree()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, lastLine);
        QTemporaryDir dir;
        const QString file = tl::test::TextFile::writeIn(dir, QStringLiteral("binary.py"), bytes);
        const tl::test::TensorlensRun run = tl::test::TensorlensProcess::run({"run", file});
        QCOMPARE(run.code, 1);
        QCOMPARE(run.err.trimmed().split(u'\n').last(), QString(lastLine).replace(QStringLiteral("FILE"), file));
        const tl::test::TensorlensRun scene = tl::test::TensorlensProcess::run({"scene", file});
        QCOMPARE(scene.code, 2);
        QCOMPARE(scene.err, run.err);
        QVERIFY(scene.out.isEmpty());
        const QString png = dir.filePath(QStringLiteral("shot.png"));
        const tl::test::TensorlensRun shot = tl::test::TensorlensProcess::run({"shot", file, "-o", png});
        QCOMPARE(shot.code, 2);
        QCOMPARE(shot.err, run.err);
        QVERIFY(!QFile::exists(png));
    }
};

QTEST_MAIN(TestScene)
#include "tst_scene.moc"
