// The interpreter against real PyTorch: every golden case in tests/golden/cases (written
// by tests/golden/make_cases.sh from Python 3.11 + PyTorch 1.13 + NumPy 1.24; the cuda/
// ones derived from CPU twins) runs in-process on the simulated CUDA device and must print
// the same stdout, the same last stderr line and exit the same way. Further tables check
// what the goldens cannot: unsupported constructs, CUDA-off builds and that a failing
// statement leaves every name as it was.
#include "interp/Interpreter.h"
#include "interp/Parser.h"
#include "interp/ScriptRunner.h"
#include "interp/ValuePrinter.h"
#include "core/PyError.h"

#include <QtTest/QtTest>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace tl;
namespace fs = std::filesystem;

namespace {

std::string readFile(const fs::path &p)
{
    std::ifstream in(p, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

std::string lastNonBlankLine(const std::string &text)
{
    std::istringstream in(text);
    std::string line, last;
    while (std::getline(in, line)) {
        while (!line.empty() && std::isspace(static_cast<unsigned char>(line.back())))
            line.pop_back();
        if (!line.empty())
            last = line;
    }
    return last;
}

struct RunResult {
    int code;
    std::string out;
    std::string err;
};

RunResult runScript(const std::string &source, CudaMode mode = CudaMode::Sim, const std::string &name = "/tmp/case.py")
{
    Runtime rt(mode);
    StringOutput output;
    const int code = ScriptRunner::run(rt, source, name, output);
    return {code, output.stdoutText, output.stderrText};
}

} // namespace

class TestInterpreter : public QObject {
    Q_OBJECT

private slots:
    void goldenCases_data();
    void goldenCases();
    void unsupported_data();
    void unsupported();
    void cudaOff_data();
    void cudaOff();
    void failedStatementKeepsNames_data();
    void failedStatementKeepsNames();
    void syntaxErrorPrintsNothing();
    void tracebackShape();
    void storageFreedWithLastName();
    void nothingLeaks_data();
    void nothingLeaks();
};

void TestInterpreter::goldenCases_data()
{
    QTest::addColumn<QString>("script");
    const fs::path root = fs::path(TL_GOLDEN_DIR) / "cases";
    std::vector<fs::path> cases;
    for (const auto &e : fs::recursive_directory_iterator(root))
        if (e.path().extension() == ".py")
            cases.push_back(e.path());
    std::sort(cases.begin(), cases.end());
    QVERIFY2(cases.size() >= 100, "the golden case folder is missing or nearly empty");
    for (const auto &p : cases) {
        const std::string name = fs::relative(p, root).replace_extension().string();
        QTest::addRow("%s", name.c_str()) << QString::fromStdString(p.string());
    }
}

void TestInterpreter::goldenCases()
{
    QFETCH(QString, script);
    const fs::path py = script.toStdString();
    fs::path base = py;
    base.replace_extension();
    const std::string expectedOut = readFile(base.string() + ".out");
    const std::string expectedErr = lastNonBlankLine(readFile(base.string() + ".err"));
    const int expectedCode = std::stoi(readFile(base.string() + ".code"));

    const RunResult r = runScript(readFile(py), CudaMode::Sim, py.string());
    QCOMPARE(QString::fromStdString(r.out), QString::fromStdString(expectedOut));
    std::string gotErr = lastNonBlankLine(r.err);
    std::string wantErr = expectedErr;
    if (wantErr.rfind("SyntaxError", 0) == 0) {
        wantErr = wantErr.substr(0, wantErr.find(':'));
        gotErr = gotErr.substr(0, gotErr.find(':'));
    }
    QCOMPARE(QString::fromStdString(gotErr), QString::fromStdString(wantErr));
    QCOMPARE(r.code, expectedCode);
}

void TestInterpreter::unsupported_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("named");
    QTest::addColumn<int>("line");
    QTest::addRow("class") << "x = 1\nclass A:\n    pass\n" << "class" << 2;
    QTest::addRow("generator") << "def g():\n    yield 1\n" << "'yield'" << 2;
    QTest::addRow("async-def") << "print(1)\nasync def f():\n    pass\n" << "'async def'" << 2;
    QTest::addRow("match") << "x = 1\nmatch x:\n    case 1:\n        pass\n" << "'match'" << 2;
    QTest::addRow("from-import") << "from torch import nn\n" << "'from ... import'" << 1;
    QTest::addRow("other-import") << "import os\n" << "os" << 1;
    QTest::addRow("torch-rand") << "import torch\nprint(1)\nx = torch.rand(3)\n" << "torch.rand" << 3;
    QTest::addRow("tensor-exp") << "import torch\nx = torch.ones(3)\ny = x.exp()\n" << "Tensor.exp" << 3;
    QTest::addRow("np-random") << "import numpy as np\nx = np.linspace(0, 1, 5)\n" << "numpy.linspace" << 2;
    QTest::addRow("builtin-vars") << "import torch\nprint(vars(torch))\n" << "vars" << 2;
    QTest::addRow("tensor-with-array") << "import torch\nimport numpy as np\nx = torch.ones(2) + np.ones(2)\n"
                                       << "mixing" << 3;
}

void TestInterpreter::unsupported()
{
    QFETCH(QString, source);
    QFETCH(QString, named);
    QFETCH(int, line);
    const RunResult r = runScript(source.toStdString());
    QCOMPARE(r.code, 2);
    const QString err = QString::fromStdString(r.err);
    QVERIFY2(err.contains("not supported"), qPrintable(err));
    QVERIFY2(err.contains(named), qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("line %1").arg(line)), qPrintable(err));
}

void TestInterpreter::cudaOff_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("out");
    QTest::addColumn<QString>("lastErr");
    QTest::addRow("is_available") << "import torch\nprint(torch.cuda.is_available(), torch.cuda.device_count())\n"
                                  << "False 0\n" << "";
    QTest::addRow("factory") << "import torch\nprint(1)\na = torch.ones(2, device='cuda')\n" << "1\n"
                             << "AssertionError: Torch not compiled with CUDA enabled";
    QTest::addRow("to-cuda") << "import torch\na = torch.ones(2)\nb = a.to('cuda:0')\n" << ""
                             << "AssertionError: Torch not compiled with CUDA enabled";
    QTest::addRow("cuda()") << "import torch\na = torch.ones(2)\nb = a.cuda()\n" << ""
                            << "AssertionError: Torch not compiled with CUDA enabled";
    QTest::addRow("device-object-ok") << "import torch\nd = torch.device('cuda')\nprint(d, repr(d))\n"
                                      << "cuda device(type='cuda')\n" << "";
}

void TestInterpreter::cudaOff()
{
    QFETCH(QString, source);
    QFETCH(QString, out);
    QFETCH(QString, lastErr);
    const RunResult r = runScript(source.toStdString(), CudaMode::Off);
    QCOMPARE(QString::fromStdString(r.out), out);
    QCOMPARE(QString::fromStdString(lastNonBlankLine(r.err)), lastErr);
    QCOMPARE(r.code, lastErr.isEmpty() ? 0 : 1);
}

void TestInterpreter::failedStatementKeepsNames_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<QString>("failing");
    QTest::addColumn<QString>("errorType");
    QTest::addRow("numpy-requires-grad") << "a = torch.ones(2, requires_grad=True)\nna = torch.zeros(2).numpy()"
                                         << "na = a.numpy()" << "RuntimeError";
    QTest::addRow("broadcast") << "a = torch.ones(3)\nb = torch.ones(2)" << "a = a + b" << "RuntimeError";
    QTest::addRow("leaf-inplace") << "a = torch.ones(2, requires_grad=True)" << "a.add_(1)" << "RuntimeError";
    QTest::addRow("index") << "a = torch.arange(3)\nb = a" << "b = a[7]" << "IndexError";
    QTest::addRow("oom") << "a = torch.ones(2)" << "a = torch.ones(10**12)" << "RuntimeError";
    QTest::addRow("cuda-oom") << "a = torch.ones(2, device='cuda')" << "a = torch.ones(10**12, device='cuda')"
                              << "torch.cuda.OutOfMemoryError";
    QTest::addRow("bad-device") << "a = torch.ones(2)" << "a = a.to('gpu')" << "RuntimeError";
    QTest::addRow("name") << "a = torch.ones(2)" << "a = undefined_name" << "NameError";
    QTest::addRow("int-requires-grad") << "a = torch.arange(3)" << "a.requires_grad = True" << "RuntimeError";
}

void TestInterpreter::failedStatementKeepsNames()
{
    QFETCH(QString, setup);
    QFETCH(QString, failing);
    QFETCH(QString, errorType);
    Runtime rt(CudaMode::Sim);
    StringOutput output;
    Interpreter in(rt, output);
    auto runAll = [&](const std::string &src) {
        auto parsed = Parser::parse(src);
        QVERIFY(!parsed.syntaxError && !parsed.unsupported);
        for (const auto &s : parsed.module.body)
            in.execute(s);
    };
    runAll("import torch\nimport numpy as np\n" + setup.toStdString() + "\n");
    std::map<std::string, std::string> before;
    std::map<std::string, uint64_t> ids;
    for (const auto &[name, v] : in.globals()) {
        if (v.kind == Value::Kind::Module)
            continue;
        before[name] = ValuePrinter::repr(v);
        ids[name] = v.objectId();
    }
    auto parsed = Parser::parse(failing.toStdString() + "\n");
    QVERIFY(!parsed.syntaxError);
    bool threw = false;
    try {
        in.execute(parsed.module.body.at(0));
    } catch (const PyError &e) {
        threw = true;
        QCOMPARE(QString::fromStdString(e.type()), errorType);
    }
    QVERIFY(threw);
    for (const auto &[name, text] : before) {
        QVERIFY2(in.globals().count(name), name.c_str());
        QCOMPARE(QString::fromStdString(ValuePrinter::repr(in.globals().at(name))), QString::fromStdString(text));
        QCOMPARE(in.globals().at(name).objectId(), ids[name]);
    }
}

void TestInterpreter::syntaxErrorPrintsNothing()
{
    const RunResult r = runScript("import torch\nprint('before')\na = torch.ones((1,2)\nprint(a)\n");
    QCOMPARE(r.code, 1);
    QCOMPARE(QString::fromStdString(r.out), QString());
    const QString err = QString::fromStdString(r.err);
    QVERIFY2(err.contains("line 3"), qPrintable(err));
    QVERIFY2(err.trimmed().endsWith("SyntaxError: '(' was never closed"), qPrintable(err));
}

void TestInterpreter::tracebackShape()
{
    const RunResult r = runScript("import torch\na = torch.ones((1,2), requires_grad=True)\nna = a.numpy()\n",
                                  CudaMode::Sim, "/work/seed.py");
    QCOMPARE(r.code, 1);
    QCOMPARE(QString::fromStdString(r.err),
             QStringLiteral("Traceback (most recent call last):\n"
                            "  File \"/work/seed.py\", line 3, in <module>\n"
                            "    na = a.numpy()\n"
                            "         ^^^^^^^^^\n"
                            "RuntimeError: Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() "
                            "instead.\n"));
}

void TestInterpreter::storageFreedWithLastName()
{
    Runtime rt(CudaMode::Sim);
    {
        StringOutput output;
        Interpreter in(rt, output);
        auto parsed = Parser::parse("import torch\na = torch.ones(1000)\nb = a.numpy()\nc = torch.ones(10, device='cuda')\n"
                                    "d = c.cpu()\n");
        for (const auto &s : parsed.module.body)
            in.execute(s);
        QCOMPARE(rt.liveBytes(DeviceType::CPU), uint64_t{4000 + 40});
        QCOMPARE(rt.liveBytes(DeviceType::CUDA), uint64_t{40});
        auto del = Parser::parse("del a\n");
        in.execute(del.module.body.at(0));
        QCOMPARE(rt.liveBytes(DeviceType::CPU), uint64_t{4040}); // b still holds the storage
        auto rebind = Parser::parse("b = 1\n");
        in.execute(rebind.module.body.at(0));
        QCOMPARE(rt.liveBytes(DeviceType::CPU), uint64_t{40});
    }
    QCOMPARE(rt.liveBytes(DeviceType::CPU), uint64_t{0});
    QCOMPARE(rt.liveBytes(DeviceType::CUDA), uint64_t{0});
}

void TestInterpreter::nothingLeaks_data()
{
    QTest::addColumn<QString>("source");
    QTest::addRow("graph") << "x = torch.ones(3, requires_grad=True)\ny = (x * x).sum()\ny.backward()\n";
    QTest::addRow("copyslices") << "x = torch.ones(3, requires_grad=True)\ny = x * 2\ny[0] = 5\nv = y[1:]\nv.mul_(3)\n"
                                   "y.sum().backward()\n";
    QTest::addRow("self-inplace") << "x = torch.ones(3, requires_grad=True)\ny = x * 2\ny *= y\ny.sum().backward()\n";
    QTest::addRow("numpy-base") << "a = torch.ones(3)\nna = a.numpy()\nb = na.base\nc = torch.from_numpy(na[1:])\n";
    QTest::addRow("cuda") << "a = torch.ones(3, device='cuda', requires_grad=True)\nb = (a.cpu() * 2).sum()\nb.backward()\n"
                             "c = a.grad.cpu().numpy()\n";
    QTest::addRow("failed-statement") << "a = torch.ones(3, requires_grad=True)\nb = a * 2\nc = b.numpy()\n";
}

void TestInterpreter::nothingLeaks()
{
    QFETCH(QString, source);
    Runtime rt(CudaMode::Sim);
    {
        StringOutput output;
        ScriptRunner::run(rt, "import torch\nimport numpy as np\n" + source.toStdString(), "/tmp/leak.py", output);
    }
    QCOMPARE(rt.liveBytes(DeviceType::CPU), uint64_t{0});
    QCOMPARE(rt.liveBytes(DeviceType::CUDA), uint64_t{0});
}

QTEST_APPLESS_MAIN(TestInterpreter)
#include "tst_interpreter.moc"
