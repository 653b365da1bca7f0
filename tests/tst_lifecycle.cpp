// What a session's resources do over its life: every storage is freed when its last owner
// goes (names, views, NumPy arrays, grads, autograd graphs, failed statements), on cpu and
// the simulated cuda:0, with a storage_freed event each; per-device memory caps refuse
// with PyTorch's errors; and a stop request (the Stop button, --timeout, Ctrl-C) ends the
// running statement with KeyboardInterrupt and leaves the session usable. The sanitizer
// tree runs this suite under LeakSanitizer too.
#include "core/InterruptTimer.h"
#include "core/PyError.h"
#include "events/EventSink.h"
#include "interp/Interpreter.h"
#include "interp/Parser.h"
#include "interp/ScriptRunner.h"

#include <QtTest/QtTest>

#include <functional>
#include <set>

using namespace tl;

namespace {

// Storages allocated and freed, per device.
class StorageLedger : public EventSink {
public:
    void onEvent(const Event &e) override
    {
        if (e.type == EventType::StorageAllocated)
            live.insert(e.storageId);
        else if (e.type == EventType::StorageFreed && live.erase(e.storageId))
            ++freed;
        if (onAny)
            onAny(e);
    }
    std::set<uint64_t> live;
    int freed = 0;
    std::function<void(const Event &)> onAny;
};

// Runs statements in one session, the way the console does.
class Session {
public:
    explicit Session(Runtime &rt) : in(rt, output) { run("import torch\nimport numpy as np\n"); }
    // The Python error a statement raised ("" when it ran).
    QString run(const std::string &source)
    {
        const auto parsed = Parser::parse(source);
        if (parsed.syntaxError || parsed.unsupported)
            return QStringLiteral("cannot parse");
        for (const auto &s : parsed.module.body) {
            try {
                in.execute(s);
            } catch (const PyError &e) {
                return QString::fromStdString(e.lastLine());
            }
        }
        return {};
    }
    StringOutput output;
    Interpreter in;
};

// "step => cpu bytes, cuda bytes" rows: a statement and the live bytes after it.
struct Step {
    std::string statement;
    uint64_t cpu;
    uint64_t cuda;
};
using Steps = std::vector<Step>;

} // namespace

Q_DECLARE_METATYPE(Steps)

class TestLifecycle : public QObject {
    Q_OBJECT

private slots:
    void storageFreedWithLastOwner_data();
    void storageFreedWithLastOwner();
    void memoryCap_data();
    void memoryCap();
    void memoryCapDefaults();
    void memoryCapSpecs_data();
    void memoryCapSpecs();
    void interruptBeforeStatement();
    void interruptInsideKernel_data();
    void interruptInsideKernel();
    void inPlaceWritesRunToTheEnd();
    void interruptedScript();
    void interruptTimer();
};

void TestLifecycle::storageFreedWithLastOwner_data()
{
    QTest::addColumn<Steps>("steps");
    for (const char *dev : {"cpu", "cuda"}) {
        const bool cuda = std::string(dev) == "cuda";
        const std::string on = cuda ? ", device='cuda'" : "";
        auto bytes = [&](uint64_t n) { return std::pair<uint64_t, uint64_t>{cuda ? 0 : n, cuda ? n : 0}; };
        auto step = [&](std::string s, uint64_t n) { return Step{std::move(s), bytes(n).first, bytes(n).second}; };
        QTest::addRow("%s/del", dev) << Steps{step("a = torch.ones(3" + on + ")", 12), step("del a", 0)};
        QTest::addRow("%s/rebind", dev) << Steps{step("a = torch.ones(3" + on + ")", 12), step("a = 1", 0)};
        QTest::addRow("%s/rebind-to-new-tensor", dev)
            << Steps{step("a = torch.ones(3" + on + ")", 12), step("a = torch.zeros(5" + on + ")", 20), step("del a", 0)};
        QTest::addRow("%s/view-keeps-base", dev)
            << Steps{step("a = torch.ones(4" + on + ")", 16), step("v = a[1:]", 16), step("del a", 16), step("del v", 0)};
        QTest::addRow("%s/chain-of-views", dev)
            << Steps{step("a = torch.ones(2, 3" + on + ")", 24), step("v = a.t()[1]", 24), step("w = v.view(2)", 24),
                     step("del a", 24), step("del v", 24), step("del w", 0)};
        QTest::addRow("%s/expand-view", dev)
            << Steps{step("a = torch.ones(1" + on + ")", 4), step("e = a.expand(10**6)", 4), step("del a", 4), step("e = None", 0)};
        QTest::addRow("%s/detach-shares", dev)
            << Steps{step("a = torch.ones(3" + on + ", requires_grad=True)", 12), step("d = a.detach()", 12), step("del a", 12),
                     step("del d", 0)};
        QTest::addRow("%s/clone-separate", dev)
            << Steps{step("a = torch.ones(3" + on + ")", 12), step("c = a.clone()", 24), step("del a", 12), step("del c", 0)};
        QTest::addRow("%s/grad", dev)
            << Steps{step("x = torch.ones(3" + on + ", requires_grad=True)", 12), step("y = (x * 2).sum()", 16),
                     step("y.backward()", 28), step("g = x.grad", 28), step("del x", 28), // y's graph ends in x's AccumulateGrad
                     step("del y", 12), step("del g", 0)};
        QTest::addRow("%s/graph-holds-saved-tensors", dev)
            << Steps{step("x = torch.ones(3" + on + ", requires_grad=True)", 12), step("y = x * x", 24), step("del x", 24),
                     step("del y", 0)};
        QTest::addRow("%s/grad-fn-holds-graph", dev)
            << Steps{step("x = torch.ones(3" + on + ", requires_grad=True)", 12), step("y = x * x", 24), step("f = y.grad_fn", 24),
                     step("del x", 24), step("del y", 12), step("del f", 0)};
        QTest::addRow("%s/error-mid-statement", dev)
            << Steps{step("a = torch.ones(3" + on + ", requires_grad=True)", 12), step("b = (a * 2).view(4)", 12), step("del a", 0)};
        QTest::addRow("%s/error-after-allocation", dev)
            << Steps{step("a = torch.ones(3" + on + ")", 12), step("b = a + torch.ones(2" + on + ")", 12), step("del a", 0)};
    }
    QTest::addRow("cpu/numpy-keeps-tensor")
        << Steps{{"a = torch.ones(3)", 12, 0}, {"na = a.numpy()", 12, 0}, {"del a", 12, 0}, {"del na", 0, 0}};
    QTest::addRow("cpu/from-numpy-keeps-array")
        << Steps{{"na = np.ones(3)", 24, 0}, {"t = torch.from_numpy(na)", 24, 0}, {"del na", 24, 0}, {"del t", 0, 0}};
    QTest::addRow("cpu/numpy-view-of-view")
        << Steps{{"a = torch.ones(4)", 16, 0}, {"nv = a[1:].numpy()[1:]", 16, 0}, {"base = nv.base", 16, 0},
                 {"del a", 16, 0}, {"del nv", 16, 0}, {"del base", 0, 0}};
    QTest::addRow("cpu/numpy-on-requires-grad-fails")
        << Steps{{"a = torch.ones(3, requires_grad=True)", 12, 0}, {"na = (a * 2).numpy()", 12, 0}, {"del a", 0, 0}};
    QTest::addRow("cross-device/copies")
        << Steps{{"a = torch.ones(3)", 12, 0}, {"g = a.cuda()", 12, 12}, {"b = g.cpu()", 24, 12}, {"del a", 12, 12},
                 {"del g", 12, 0}, {"del b", 0, 0}};
    QTest::addRow("cross-device/mixed-device-error")
        << Steps{{"g = torch.ones(3, device='cuda')", 0, 12}, {"c = g + torch.ones(3)", 0, 12}, {"del g", 0, 0}};
    QTest::addRow("cross-device/grad-through-copy")
        << Steps{{"x = torch.ones(3, device='cuda', requires_grad=True)", 0, 12}, {"y = x.cpu().sum()", 4, 12},
                 {"y.backward()", 4, 24}, {"del y", 0, 24}, {"del x", 0, 0}};
}

void TestLifecycle::storageFreedWithLastOwner()
{
    QFETCH(Steps, steps);
    Runtime rt(CudaMode::Sim);
    StorageLedger ledger;
    rt.addSink(&ledger);
    {
        Session session(rt);
        for (const Step &s : steps) {
            session.run(s.statement);
            // "after STATEMENT: cpu N, cuda M", so a failure names the step.
            const QString after = "after " + QString::fromStdString(s.statement) + ": ";
            QCOMPARE(after + QStringLiteral("cpu %1, cuda %2").arg(rt.liveBytes(DeviceType::CPU)).arg(rt.liveBytes(DeviceType::CUDA)),
                     after + QStringLiteral("cpu %1, cuda %2").arg(s.cpu).arg(s.cuda));
        }
        // Every storage still allocated is the one the session's names hold.
        if (steps.back().cpu == 0 && steps.back().cuda == 0)
            QVERIFY2(ledger.live.empty(), "a storage was freed without a storage_freed event");
    }
    QVERIFY(ledger.live.empty());
    QVERIFY(ledger.freed > 0);
    rt.removeSink(&ledger);
}

void TestLifecycle::memoryCap_data()
{
    QTest::addColumn<QString>("cap");
    QTest::addColumn<QString>("statement");
    QTest::addColumn<QString>("error");
    QTest::addRow("cpu") << "cpu:1K" << "b = torch.ones(1000)"
                         << "RuntimeError: [enforce fail at alloc_cpu.cpp:75] err == 0. DefaultCPUAllocator: can't allocate "
                            "memory: you tried to allocate 4000 bytes. Error code 12 (Cannot allocate memory)";
    QTest::addRow("cpu-counts-live-bytes") << "cpu:4000" << "b = torch.ones(1000)"
                                           << "RuntimeError: [enforce fail at alloc_cpu.cpp:75] err == 0. DefaultCPUAllocator: "
                                              "can't allocate memory: you tried to allocate 4000 bytes. Error code 12 (Cannot "
                                              "allocate memory)";
    QTest::addRow("numpy") << "cpu:1K" << "b = np.ones(1000)"
                           << "numpy.core._exceptions._ArrayMemoryError: Unable to allocate 7.81 KiB for an array with shape "
                              "(1000,) and data type float64";
    QTest::addRow("cuda") << "cuda:1K" << "b = torch.ones(1000, device='cuda')"
                          << "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 3.91 KiB (GPU 0; 1.00 KiB total "
                             "capacity; 40 bytes already allocated; 984 bytes free; 40 bytes reserved in total by PyTorch) If "
                             "reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.  See "
                             "documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF";
    QTest::addRow("cuda-copy") << "cuda:100" << "b = torch.ones(30).cuda()"
                               << "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 120 bytes (GPU 0; 100 "
                                  "bytes total capacity; 40 bytes already allocated; 60 bytes free; 40 bytes reserved in total "
                                  "by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid "
                                  "fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF";
    QTest::addRow("cpu-cap-leaves-cuda") << "cpu:1K" << "b = torch.ones(1000, device='cuda')" << "";
}

void TestLifecycle::memoryCap()
{
    QFETCH(QString, cap);
    QFETCH(QString, statement);
    QFETCH(QString, error);
    Runtime rt(CudaMode::Sim);
    const auto caps = Runtime::parseMemoryCaps(cap.toStdString());
    QVERIFY(caps);
    for (const auto &[device, bytes] : *caps)
        rt.setMemoryCap(device, bytes);
    Session session(rt);
    QCOMPARE(session.run("a = torch.ones(10)\nc = torch.ones(10, device='cuda')\n"), QString());
    QCOMPARE(session.run(statement.toStdString()), error);
    QCOMPARE(rt.liveBytes(DeviceType::CPU), uint64_t{40});
    QCOMPARE(rt.liveBytes(DeviceType::CUDA), error.isEmpty() ? uint64_t{4040} : uint64_t{40});
    // Lifting the cap lets the same statement run.
    for (const auto &[device, bytes] : *caps)
        rt.resetMemoryCap(device);
    QCOMPARE(session.run(statement.toStdString()), QString());
}

void TestLifecycle::memoryCapDefaults()
{
    Runtime rt(CudaMode::Sim);
    QCOMPARE(rt.memoryCap(DeviceType::CPU), rt.cpuBackend().capacityBytes());
    QCOMPARE(rt.memoryCap(DeviceType::CUDA), rt.backend(Device::cuda(0)).capacityBytes());
    // A cap never raises the backend's own limit, which keeps the OOM killer away.
    rt.setMemoryCap(DeviceType::CPU, ~uint64_t{0});
    QCOMPARE(rt.memoryCap(DeviceType::CPU), rt.cpuBackend().capacityBytes());
    rt.setMemoryCap(DeviceType::CPU, 4096);
    QCOMPARE(rt.memoryCap(DeviceType::CPU), uint64_t{4096});
    Runtime off(CudaMode::Off);
    QCOMPARE(off.memoryCap(DeviceType::CUDA), uint64_t{0});
}

void TestLifecycle::memoryCapSpecs_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<qint64>("cpu");  // -1: not set
    QTest::addColumn<qint64>("cuda"); // -1: not set; both -1 and cpu -2: malformed
    QTest::addRow("both") << "cpu:2G,cuda:1G" << (qint64(2) << 30) << (qint64(1) << 30);
    QTest::addRow("bytes") << "cpu:1000" << qint64(1000) << qint64(-1);
    QTest::addRow("kib-mib-tib") << "cpu:3k,cuda:5M" << qint64(3072) << qint64(5) * (1 << 20);
    QTest::addRow("gb-suffix") << "cuda:2GB" << qint64(-1) << (qint64(2) << 30);
    QTest::addRow("cuda-0") << "cuda:0:512M" << qint64(-1) << qint64(512) * (1 << 20);
    QTest::addRow("tera") << "cpu:1T" << (qint64(1) << 40) << qint64(-1);
    QTest::addRow("empty") << "" << qint64(-2) << qint64(-1);
    QTest::addRow("no-size") << "cpu:" << qint64(-2) << qint64(-1);
    QTest::addRow("no-device") << "2G" << qint64(-2) << qint64(-1);
    QTest::addRow("unknown-device") << "gpu:2G" << qint64(-2) << qint64(-1);
    QTest::addRow("cuda-1") << "cuda:1:2G" << qint64(-2) << qint64(-1);
    QTest::addRow("negative") << "cpu:-1G" << qint64(-2) << qint64(-1);
    QTest::addRow("fraction") << "cpu:1.5G" << qint64(-2) << qint64(-1);
    QTest::addRow("bad-suffix") << "cpu:2X" << qint64(-2) << qint64(-1);
    QTest::addRow("overflow") << "cpu:99999999999999999999" << qint64(-2) << qint64(-1);
    QTest::addRow("suffix-overflow") << "cpu:17179869184G" << qint64(-2) << qint64(-1);
    QTest::addRow("trailing-comma") << "cpu:1G," << (qint64(1) << 30) << qint64(-1);
}

void TestLifecycle::memoryCapSpecs()
{
    QFETCH(QString, spec);
    QFETCH(qint64, cpu);
    QFETCH(qint64, cuda);
    const auto caps = Runtime::parseMemoryCaps(spec.toStdString());
    if (cpu == -2) {
        QVERIFY(!caps);
        return;
    }
    QVERIFY(caps);
    qint64 gotCpu = -1, gotCuda = -1;
    for (const auto &[device, bytes] : *caps)
        (device == DeviceType::CPU ? gotCpu : gotCuda) = static_cast<qint64>(bytes);
    QCOMPARE(gotCpu, cpu);
    QCOMPARE(gotCuda, cuda);
}

void TestLifecycle::interruptBeforeStatement()
{
    Runtime rt(CudaMode::Sim);
    Session session(rt);
    QCOMPARE(session.run("a = torch.ones(3)\nna = a.numpy()\n"), QString());
    const uint64_t id = session.in.globals().at("a").objectId();
    rt.requestInterrupt();
    QCOMPARE(session.run("a = torch.zeros(3)\n"), QStringLiteral("KeyboardInterrupt"));
    QCOMPARE(session.in.globals().at("a").objectId(), id);
    // Delivering the interrupt consumed it: the session goes on.
    QCOMPARE(session.run("b = a + 1\n"), QString());
    QCOMPARE(session.in.globals().count("b"), size_t{1});
}

void TestLifecycle::interruptInsideKernel_data()
{
    // Statements over 4M elements whose kernel is stopped when the Stop button is pressed
    // as their output is allocated.
    QTest::addColumn<QString>("statement");
    QTest::addRow("fill") << "b = torch.ones(4 * 10**6)";
    QTest::addRow("binary") << "b = big * 2";
    QTest::addRow("copy") << "b = big.t().contiguous()";
    QTest::addRow("to-cuda") << "b = big.cuda()";
    QTest::addRow("numpy-binary") << "nb = nbig + 1";
}

void TestLifecycle::interruptInsideKernel()
{
    QFETCH(QString, statement);
    Runtime rt(CudaMode::Sim);
    StorageLedger ledger;
    rt.addSink(&ledger);
    {
        Session session(rt);
        QCOMPARE(session.run("big = torch.zeros(2000, 2000)\nnbig = np.zeros(4 * 10**6)\n"), QString());
        const uint64_t before = rt.liveBytes(DeviceType::CPU);
        bool armed = true;
        ledger.onAny = [&](const Event &e) {
            if (armed && (e.type == EventType::StorageAllocated || e.type == EventType::StorageWritten)) {
                armed = false;
                rt.requestInterrupt();
            }
        };
        QVERIFY(!rt.interruptFlag().pending());
        const QString raised = session.run(statement.toStdString());
        QVERIFY2(!armed, "the statement allocated and wrote nothing");
        QCOMPARE(raised, QStringLiteral("KeyboardInterrupt"));
        QVERIFY(!rt.interruptFlag().pending());
        QCOMPARE(session.in.globals().count("b") + session.in.globals().count("nb"), size_t{0});
        QCOMPARE(rt.liveBytes(DeviceType::CPU), before);
        QCOMPARE(rt.liveBytes(DeviceType::CUDA), uint64_t{0});
        ledger.onAny = nullptr;
        QCOMPARE(session.run("c = big + 1\n"), QString());
    }
    QVERIFY(ledger.live.empty());
    rt.removeSink(&ledger);
}

// A stop request during an in-place write is delivered at the next statement, never
// halfway through the tensor.
void TestLifecycle::inPlaceWritesRunToTheEnd()
{
    Runtime rt(CudaMode::Sim);
    Session session(rt);
    QCOMPARE(session.run("big = torch.zeros(4 * 10**6)\nna = np.zeros(4 * 10**6)\n"), QString());
    StorageLedger ledger;
    ledger.onAny = [&](const Event &e) {
        if (e.type == EventType::ElementWritten || e.type == EventType::StorageWritten)
            rt.requestInterrupt();
    };
    rt.addSink(&ledger);
    {
        // As if Stop were pressed as the kernel starts.
        InterruptFlag::Scope scope(rt.interruptFlag());
        InterruptFlag::Deferral deferral;
        rt.requestInterrupt();
        StridedRef all = session.in.globals().at("big").tensor->ref();
        rt.cpuBackend().fill(all, Scalar::fromDouble(1.0));
        QVERIFY(rt.interruptFlag().pending());
        rt.interruptFlag().clear();
    }
    for (const char *statement : {"big.add_(1)", "big.fill_(7)", "big[:] = 5", "na += 1", "na[1:] = 3"}) {
        QCOMPARE(session.run(statement), QString());
        QCOMPARE(session.run("x = 1"), QStringLiteral("KeyboardInterrupt")); // delivered here
    }
    QCOMPARE(session.run("print(big.sum().item(), na.sum())"), QString());
    QCOMPARE(QString::fromStdString(session.output.stdoutText), QStringLiteral("20000000.0 11999998.0\n"));
    rt.removeSink(&ledger);
}

namespace {
// Presses Stop when the script first prints.
class StopOnPrint : public StringOutput {
public:
    explicit StopOnPrint(Runtime &rt) : rt_(rt) {}
    void out(std::string_view t) override
    {
        StringOutput::out(t);
        rt_.requestInterrupt();
    }

private:
    Runtime &rt_;
};
} // namespace

void TestLifecycle::interruptedScript()
{
    Runtime rt(CudaMode::Sim);
    StopOnPrint output(rt);
    const int code = ScriptRunner::run(rt, "import torch\na = torch.ones(2)\nprint(a)\nb = a * 2\nprint(b)\n", "/tmp/stop.py",
                                       output);
    QCOMPARE(code, int(ScriptRunner::Interrupted));
    QCOMPARE(QString::fromStdString(output.stdoutText), QStringLiteral("tensor([1., 1.])\n"));
    QCOMPARE(QString::fromStdString(output.stderrText), QStringLiteral("Traceback (most recent call last):\n"
                                                                       "  File \"/tmp/stop.py\", line 4, in <module>\n"
                                                                       "    b = a * 2\n"
                                                                       "KeyboardInterrupt\n"));
    QCOMPARE(rt.liveBytes(DeviceType::CPU), uint64_t{0});
}

void TestLifecycle::interruptTimer()
{
    InterruptFlag flag;
    {
        InterruptTimer cancelled(flag, std::chrono::hours(1));
        cancelled.cancel();
        QVERIFY(!cancelled.fired());
    }
    QVERIFY(!flag.pending());
    InterruptTimer timer(flag, std::chrono::milliseconds(1));
    QTRY_VERIFY(flag.pending());
    QVERIFY(timer.fired());
    QVERIFY_THROWS_EXCEPTION(PyError, flag.check());
    QVERIFY(!flag.pending());
}

QTEST_APPLESS_MAIN(TestLifecycle)
#include "tst_lifecycle.moc"
