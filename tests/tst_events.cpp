// The event stream the canvas draws from: allocations, views (shares or copies, why),
// copies with their direction, element writes naming every alias, names, frees, errors.
#include "events/JsonEventWriter.h"
#include "interp/ScriptRunner.h"

#include <QtTest/QtTest>

using namespace tl;

namespace {

class Recorder : public EventSink {
public:
    void onEvent(const Event &e) override { events.push_back(e); }
    std::vector<Event> of(EventType t) const
    {
        std::vector<Event> out;
        for (const auto &e : events)
            if (e.type == t)
                out.push_back(e);
        return out;
    }
    std::vector<Event> events;
};

Recorder run(const std::string &source, int expectedCode = 0)
{
    Recorder rec;
    Runtime rt(CudaMode::Sim);
    rt.addSink(&rec);
    StringOutput out;
    const int code = ScriptRunner::run(rt, source, "/tmp/events.py", out);
    if (code != expectedCode)
        qWarning("exit %d, stderr: %s", code, out.stderrText.c_str());
    rt.removeSink(&rec);
    return rec;
}

uint64_t boundObject(const Recorder &r, const std::string &name)
{
    uint64_t id = 0;
    for (const auto &e : r.events)
        if (e.type == EventType::NameBound && e.name == name)
            id = e.objectId;
    return id;
}

} // namespace

class TestEvents : public QObject {
    Q_OBJECT

private slots:
    void numpySharesAndWriteLightsAliases()
    {
        const Recorder r = run("import torch\na = torch.ones((1,2))\nna = a.numpy()\nb = a.t()\nc = a.clone()\nna[0][0] = 10\n");
        const uint64_t a = boundObject(r, "a"), na = boundObject(r, "na"), b = boundObject(r, "b"), c = boundObject(r, "c");
        QVERIFY(a && na && b && c);
        // numpy() is a view sharing a's storage; clone() is a copy into a new one.
        uint64_t aStorage = 0, cStorage = 0;
        for (const auto &e : r.of(EventType::ViewCreated)) {
            if (e.objectId == a)
                aStorage = e.storageId;
            if (e.objectId == na) {
                QVERIFY(e.shares);
                QVERIFY(QString::fromStdString(e.reason).contains("no copy"));
            }
            if (e.objectId == c) {
                QVERIFY(!e.shares);
                cStorage = e.storageId;
            }
        }
        QVERIFY(aStorage && cStorage && aStorage != cStorage);
        const auto writes = r.of(EventType::ElementWritten);
        QCOMPARE(writes.size(), size_t{1});
        const Event &w = writes[0];
        QCOMPARE(w.storageId, aStorage);
        QCOMPARE(w.byteOffset, uint64_t{0});
        QCOMPARE(QString::fromStdString(w.oldValue), QStringLiteral("1.0"));
        QCOMPARE(QString::fromStdString(w.newValue), QStringLiteral("10.0"));
        std::map<uint64_t, std::vector<int64_t>> seen;
        for (const auto &v : w.views)
            seen[v.objectId] = v.index;
        QVERIFY(seen.count(a) && seen.count(na) && seen.count(b));
        QVERIFY(!seen.count(c)); // the copy stays dark
        QCOMPARE(seen[a], (std::vector<int64_t>{0, 0}));
        QCOMPARE(seen[b], (std::vector<int64_t>{0, 0}));
    }

    void transposedIndexOfWrite()
    {
        const Recorder r = run("import torch\na = torch.zeros(2, 3)\nb = a.t()\na[0, 2] = 5\n");
        const uint64_t b = boundObject(r, "b");
        const auto writes = r.of(EventType::ElementWritten);
        QCOMPARE(writes.size(), size_t{1});
        QCOMPARE(writes[0].byteOffset, uint64_t{8});
        bool found = false;
        for (const auto &v : writes[0].views)
            if (v.objectId == b) {
                QCOMPARE(v.index, (std::vector<int64_t>{2, 0}));
                found = true;
            }
        QVERIFY(found);
    }

    void copyDirections_data()
    {
        QTest::addColumn<QString>("statement");
        QTest::addColumn<QString>("direction");
        QTest::addColumn<qulonglong>("bytes");
        QTest::addRow("cuda()") << "b = a.cuda()" << "host-to-device" << qulonglong(24);
        QTest::addRow("to-cuda") << "b = a.to('cuda')" << "host-to-device" << qulonglong(24);
        QTest::addRow("cpu-of-cuda") << "b = g.cpu()" << "device-to-host" << qulonglong(24);
        QTest::addRow("clone-cuda") << "b = g.clone()" << "device-to-device" << qulonglong(24);
        QTest::addRow("clone") << "b = a.clone()" << "host-to-host" << qulonglong(24);
        QTest::addRow("np-copy") << "b = np.copy(a.numpy())" << "host-to-host" << qulonglong(24);
        QTest::addRow("to-float64") << "b = a.double()" << "host-to-host" << qulonglong(48);
    }

    void copyDirections()
    {
        QFETCH(QString, statement);
        QFETCH(QString, direction);
        QFETCH(qulonglong, bytes);
        const std::string src = "import torch\nimport numpy as np\na = torch.ones(6)\ng = torch.ones(6, device='cuda')\n" +
                                statement.toStdString() + "\n";
        Recorder r = run(src);
        auto copies = r.of(EventType::Copy);
        QVERIFY(!copies.empty());
        const Event &c = copies.back();
        QCOMPARE(QString::fromStdString(c.direction), direction);
        QCOMPARE(qulonglong(c.bytes), bytes);
        QVERIFY(c.durationNs >= 0);
        QVERIFY(c.srcStorageId != c.dstStorageId);
    }

    void storageFreedAfterLastName()
    {
        const Recorder r = run("import torch\na = torch.ones(4)\nb = a.detach()\ndel a\nprint(1)\nb = 0\nprint(2)\n");
        // The storage survives `del a` (b still views it) and is freed when b is rebound.
        std::vector<std::string> order;
        for (const auto &e : r.events) {
            if (e.type == EventType::NameUnbound)
                order.push_back("unbind " + e.name);
            if (e.type == EventType::StorageFreed && e.bytes == 16)
                order.push_back("free");
        }
        const std::vector<std::string> expected{"unbind a", "unbind b", "free"};
        QCOMPARE(std::vector<std::string>(order.begin(), order.begin() + std::min<size_t>(3, order.size())), expected);
    }

    void errorEventCarriesFix_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("fix");
        QTest::addColumn<QString>("id");
        QTest::addRow("requires-grad") << "import torch\na = torch.ones(2, requires_grad=True)\nb = a.numpy()\n"
                                       << "RuntimeError" << "detach()" << "numpy_requires_grad";
        QTest::addRow("cuda") << "import torch\na = torch.ones(2, device='cuda')\nb = a.numpy()\n" << "TypeError" << "cpu()"
                              << "numpy_on_cuda";
        QTest::addRow("leaf-inplace") << "import torch\na = torch.ones(2, requires_grad=True)\na.mul_(2)\n"
                                      << "RuntimeError" << "detach()" << "leaf_in_place";
        QTest::addRow("negative-strides") << "import torch\nimport numpy as np\nt = torch.from_numpy(np.ones(3)[::-1])\n"
                                          << "ValueError" << "" << "numpy_negative_strides";
        QTest::addRow("no-id") << "import torch\na = torch.ones(2)\nb = a.view(shape=(2,))\n" << "TypeError" << "" << "";
    }

    void errorEventCarriesFix()
    {
        QFETCH(QString, source);
        QFETCH(QString, type);
        QFETCH(QString, fix);
        QFETCH(QString, id);
        const Recorder r = run(source.toStdString(), 1);
        const auto errors = r.of(EventType::Error);
        QCOMPARE(errors.size(), size_t{1});
        QCOMPARE(QString::fromStdString(errors[0].errorType), type);
        QCOMPARE(QString::fromStdString(errors[0].fix), fix);
        QCOMPARE(QString::fromStdString(errors[0].errorId), id);
        QCOMPARE(errors[0].line, 3);
    }

    void jsonLine()
    {
        Event e;
        e.type = EventType::Error;
        e.errorType = "RuntimeError";
        e.message = "say \"hi\"\n";
        e.fix = "detach()";
        e.errorId = "numpy_requires_grad";
        e.line = 3;
        QCOMPARE(QString::fromStdString(JsonEventWriter::toJson(e)),
                 QStringLiteral("{\"event\":\"error\",\"type\":\"RuntimeError\",\"message\":\"say \\\"hi\\\"\\n\","
                                "\"fix\":\"detach()\",\"id\":\"numpy_requires_grad\",\"line\":3}"));
    }
};

QTEST_APPLESS_MAIN(TestEvents)
#include "tst_events.moc"
