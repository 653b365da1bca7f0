// Bad input a student may type or paste, against real Python: every row of
// tests/badinput/goldens.json (written by tests/badinput/make_badinput_goldens.py from
// CPython 3.11 + PyTorch 1.13 + NumPy 1.24, or by hand where that Python cannot answer)
// must print the same stdout, end with the same error line on the same line number and
// exit the same way, and must leave every object the session held before exactly as it
// was: same identity, storage, values and _version. Rows for session files and GUI entries
// are further kinds of the same table.
#include "core/PyError.h"
#include "interp/Interpreter.h"
#include "interp/eval/PyException.h"
#include "interp/Parser.h"
#include "interp/PythonTypes.h"
#include "interp/ScriptRunner.h"
#include "interp/eval/PyException.h"
#include "interp/pylib/SystemExitError.h"
#include "interp/ValuePrinter.h"
#include "support/LastLine.h"

#include <QProcess>
#include <QThread>
#include <QTemporaryDir>
#include <QtTest/QtTest>

#include <map>
#include <memory>
#include <regex>

using namespace tl;

namespace {

struct Row {
    QString kind;
    QByteArray setup;
    QByteArray input;
    QString cap;
    QString stdoutText;
    QString error;
    int line = 0;
    int code = 0;
};

QJsonArray loadGoldens()
{
    QFile f(QStringLiteral(TL_BADINPUT_DIR "/goldens.json"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).array();
}

void applyCaps(Runtime &rt, const QString &cap)
{
    if (cap.isEmpty())
        return;
    const auto caps = Runtime::parseMemoryCaps(cap.toStdString());
    QVERIFY2(caps, qPrintable(cap));
    for (const auto &[device, bytes] : *caps)
        rt.setMemoryCap(device, bytes);
}

int lastReportedLine(const std::string &err)
{
    static const std::regex fileLine(R"(File "FILE", line (\d+))");
    int line = 0;
    for (auto it = std::sregex_iterator(err.begin(), err.end(), fileLine); it != std::sregex_iterator(); ++it)
        line = std::stoi((*it)[1].str());
    return line;
}

// What the session must still show for one name after a failed statement.
struct Snapshot {
    uint64_t objectId = 0;
    uint64_t storageId = 0;
    int64_t version = -1;
    std::string repr;
    size_t bytesHash = 0;
    bool operator==(const Snapshot &) const = default;
};

Snapshot snapshot(const Value &v)
{
    Snapshot s;
    s.objectId = v.objectId();
    try {
        s.repr = v.kind == Value::Kind::Module ? "module " + v.text : ValuePrinter::repr(v);
    } catch (const PyError &e) { // too big to print
        s.repr = e.lastLine();
    } catch (const UnsupportedError &) { // an object Python prints with its address (a torch.Generator)
        s.repr = PythonTypes::qualifiedName(v);
    }
    const StridedView *view = v.kind == Value::Kind::Tensor ? static_cast<const StridedView *>(v.tensor.get())
                              : v.kind == Value::Kind::Array ? static_cast<const StridedView *>(v.array.get())
                                                             : nullptr;
    if (view) {
        s.storageId = view->storage()->id();
        s.bytesHash = std::hash<std::string_view>()(
            std::string_view(static_cast<const char *>(view->storage()->data()), view->storage()->nbytes()));
    }
    if (v.kind == Value::Kind::Tensor)
        s.version = v.tensor->version();
    return s;
}

std::map<std::string, Snapshot> sessionState(const Interpreter &in)
{
    std::map<std::string, Snapshot> state;
    for (const auto &[name, v] : in.globals())
        state[name] = snapshot(v);
    return state;
}

} // namespace

Q_DECLARE_METATYPE(Row)

class TestBadInput : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void script_data();
    void script();
    void sessionSurvives_data();
    void sessionSurvives();
    void commandLine_data();
    void commandLine();

private:
    void addRows();
};

void TestBadInput::initTestCase()
{
    QVERIFY2(loadGoldens().size() >= 60, "tests/badinput/goldens.json is missing or has fewer than 60 rows");
}

void TestBadInput::addRows()
{
    QTest::addColumn<Row>("row");
    for (const QJsonValue &item : loadGoldens()) {
        const QJsonObject o = item.toObject();
        Row r;
        r.kind = o["kind"].toString();
        r.setup = o["setup"].toString().toUtf8();
        r.input = o.contains("input_base64") ? QByteArray::fromBase64(o["input_base64"].toString().toLatin1())
                                             : o["input"].toString().toUtf8();
        r.cap = o["cap"].toString();
        r.stdoutText = o["stdout"].toString();
        r.error = o["error"].toString();
        r.line = o["line"].toInt();
        r.code = o["code"].toInt();
        QTest::addRow("%s/%s", qPrintable(r.kind), qPrintable(o["name"].toString())) << r;
    }
}

void TestBadInput::script_data() { addRows(); }

// The whole file through `tensorlens run`'s path.
void TestBadInput::script()
{
    QFETCH(Row, row);
    Runtime rt(CudaMode::Sim);
    applyCaps(rt, row.cap);
    StringOutput output;
    const QByteArray source = row.setup + row.input;
    // CPython stops recursion at depth 1000, where the traceback's last line depends on the
    // depth's parity; sanitizer builds have frames several times larger than release ones,
    // so the script gets a stack on which depth 1000 is reached before the native guard.
    int code = -1;
    std::unique_ptr<QThread> runner(QThread::create([&] {
        code = ScriptRunner::run(rt, std::string_view(source.constData(), source.size()), "FILE", output);
    }));
    runner->setStackSize(1024u * 1024u * 1024u);
    runner->start();
    QVERIFY(runner->wait());
    QCOMPARE(QString::fromStdString(output.stdoutText), row.stdoutText);
    if (row.kind == "unsupported") {
        QCOMPARE(code, int(ScriptRunner::NotSupported));
        const QString err = QString::fromStdString(output.stderrText);
        QVERIFY2(err.contains("is not supported") && err.contains(row.error), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("line %1").arg(row.line)), qPrintable(err));
    } else {
        QCOMPARE(QString::fromStdString(tl::test::LastLine::of(output.stderrText)), row.error);
        QCOMPARE(lastReportedLine(output.stderrText), row.line);
        QCOMPARE(code, row.code);
    }
    QCOMPARE(rt.liveBytes(DeviceType::CPU), uint64_t{0});
    QCOMPARE(rt.liveBytes(DeviceType::CUDA), uint64_t{0});
}

void TestBadInput::sessionSurvives_data() { addRows(); }

// The same input entered into a live session after its setup: whatever fails, the
// objects the session held are untouched and it goes on.
void TestBadInput::sessionSurvives()
{
    QFETCH(Row, row);
    Runtime rt(CudaMode::Sim);
    applyCaps(rt, row.cap);
    StringOutput output;
    Interpreter in(rt, output);
    const auto setup = Parser::parse(row.setup.toStdString());
    QVERIFY(!setup.syntaxError && !setup.unsupported);
    for (const auto &s : setup.module.body)
        in.execute(s);
    const auto before = sessionState(in);

    const auto parsed = Parser::parse(std::string_view(row.input.constData(), row.input.size()));
    QString raised;
    if (!parsed.syntaxError && !parsed.unsupported) {
        for (const auto &s : parsed.module.body) {
            try {
                in.execute(s);
            } catch (const PyException &e) {
                // SystemExit ends without a traceback: its message is the last line.
                raised = QString::fromStdString(tl::test::LastLine::of(e.exception->type == "SystemExit"
                                                                     ? SystemExitError::stderrText(*e.exception)
                                                                     : e.lastLine()));
                break;
            } catch (const PyError &e) {
                raised = QString::fromStdString(tl::test::LastLine::of(e.lastLine())); // as the traceback ends
                break;
            } catch (const UnsupportedError &) {
                raised = QStringLiteral("unsupported");
                break;
            }
        }
    }
    if (row.kind != "unsupported" && !parsed.syntaxError && row.code == 1)
        QCOMPARE(raised, row.error);

    const auto after = sessionState(in);
    for (const auto &[name, snap] : before) {
        QVERIFY2(after.count(name), name.c_str());
        QVERIFY2(after.at(name) == snap, name.c_str());
    }
    // The session goes on.
    const auto next = Parser::parse("ok = 1 + 1\n");
    in.execute(next.module.body.at(0));
    QCOMPARE(in.globals().at("ok").i, int64_t{2});
}

// Bad options and limits given to `tensorlens run`.
void TestBadInput::commandLine_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("env");    // TENSORLENS_MAX_MEMORY
    QTest::addColumn<QByteArray>("script");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("lastErr");
    // Thousands of in-place adds over 40 MB take seconds; the limit is a millisecond.
    QByteArray slow = "import torch\na = torch.ones(10**7)\n";
    for (int i = 0; i < 3000; ++i)
        slow += "a.add_(1)\n";
    const QByteArray small = "import torch\nprint(torch.ones(2))\n";
    const QByteArray big = "import torch\nprint(1)\na = torch.ones(10**6)\n";
    const QString oom = "RuntimeError: [enforce fail at alloc_cpu.cpp:75] err == 0. DefaultCPUAllocator: can't allocate memory: "
                        "you tried to allocate 4000000 bytes. Error code 12 (Cannot allocate memory)";
    QTest::addRow("timeout") << QStringList{"--timeout=0.001"} << "" << slow << 124
                             << "tensorlens: stopped: the script ran longer than --timeout=0.001 seconds";
    // Pure-Python loops poll the stop request too, inside functions and comprehensions.
    QTest::addRow("timeout-while-true") << QStringList{"--timeout=0.2"} << "" << QByteArray("while True:\n    pass\n") << 124
                                        << "tensorlens: stopped: the script ran longer than --timeout=0.2 seconds";
    QTest::addRow("timeout-in-function") << QStringList{"--timeout=0.2"} << ""
                                         << QByteArray("def spin():\n    n = 0\n    while True:\n        n += 1\nspin()\n")
                                         << 124 << "tensorlens: stopped: the script ran longer than --timeout=0.2 seconds";
    QTest::addRow("timeout-comprehension") << QStringList{"--timeout=0.2"} << ""
                                           << QByteArray("x = [i for i in range(10**12)]\n") << 124
                                           << "tensorlens: stopped: the script ran longer than --timeout=0.2 seconds";
    QTest::addRow("timeout-not-reached") << QStringList{"--timeout=600"} << "" << small << 0 << "";
    QTest::addRow("timeout-zero") << QStringList{"--timeout=0"} << "" << small << 2
                                  << "tensorlens: --timeout must be a positive number of seconds (got '0')";
    QTest::addRow("timeout-negative") << QStringList{"--timeout=-1"} << "" << small << 2
                                      << "tensorlens: --timeout must be a positive number of seconds (got '-1')";
    QTest::addRow("timeout-word") << QStringList{"--timeout=soon"} << "" << small << 2
                                  << "tensorlens: --timeout must be a positive number of seconds (got 'soon')";
    QTest::addRow("timeout-nan") << QStringList{"--timeout=nan"} << "" << small << 2
                                 << "tensorlens: --timeout must be a positive number of seconds (got 'nan')";
    QTest::addRow("max-memory") << QStringList{"--max-memory=cpu:1M"} << "" << big << 1 << oom;
    QTest::addRow("max-memory-env") << QStringList{} << "cpu:1M,cuda:1G" << big << 1 << oom;
    QTest::addRow("max-memory-option-wins") << QStringList{"--max-memory=cpu:1G"} << "cpu:1M" << big << 0 << "";
    QTest::addRow("max-memory-unknown-device") << QStringList{"--max-memory=gpu:1G"} << "" << small << 2
                                               << "tensorlens: --max-memory must look like cpu:2G,cuda:512M (got 'gpu:1G')";
    QTest::addRow("max-memory-no-size") << QStringList{"--max-memory=cpu"} << "" << small << 2
                                        << "tensorlens: --max-memory must look like cpu:2G,cuda:512M (got 'cpu')";
    QTest::addRow("max-memory-env-bad") << QStringList{} << "lots" << small << 2
                                        << "tensorlens: TENSORLENS_MAX_MEMORY must look like cpu:2G,cuda:512M (got 'lots')";
}

void TestBadInput::commandLine()
{
    QFETCH(QStringList, args);
    QFETCH(QString, env);
    QFETCH(QByteArray, script);
    QFETCH(int, code);
    QFETCH(QString, lastErr);
    QTemporaryDir dir;
    QFile file(dir.filePath("script.py"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(script);
    file.close();
    QProcess p;
    QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
    e.remove("TENSORLENS_MAX_MEMORY");
    if (!env.isEmpty())
        e.insert("TENSORLENS_MAX_MEMORY", env);
    p.setProcessEnvironment(e);
    p.start(QStringLiteral(TL_TENSORLENS_BIN), QStringList{"run"} + args + QStringList{file.fileName()});
    QVERIFY(p.waitForFinished(120000));
    const std::string err = p.readAllStandardError().toStdString();
    if (code == 2 && !lastErr.isEmpty()) // usage follows the message
        QCOMPARE(QString::fromStdString(err.substr(0, err.find('\n'))), lastErr);
    else
        QCOMPARE(QString::fromStdString(tl::test::LastLine::of(err)), lastErr);
    QCOMPARE(p.exitCode(), code);
    if (code == 124)
        QVERIFY2(err.find("\nKeyboardInterrupt\n") != std::string::npos, err.c_str());
}

QTEST_APPLESS_MAIN(TestBadInput)
#include "tst_badinput.moc"
