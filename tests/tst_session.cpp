// The session layer as the window sees it: which storages and objects exist after each
// seed scenario, what the last statement did (badge and sentence), element writes with
// every alias's own index, copies across memories, errors that leave the session going,
// fading after `del`, and scripts run a statement per event-loop turn.
#include "session/EngineText.h"
#include "session/Session.h"
#include "session/SessionFork.h"
#include "explain/TrialRun.h"

#include <QtTest/QtTest>

using tl::ui::CopyInfo;
using tl::ui::ElementWrite;
using tl::ui::ExecOrigin;
using tl::ui::ExecResult;
using tl::ui::LastAction;
using tl::ui::RecordedStep;
using tl::ui::Session;
using tl::ui::SessionFork;
using tl::ui::TrialRun;

Q_DECLARE_METATYPE(LastAction::Badge)

namespace {

const char *kPrelude = "import torch\nimport numpy as np\n";

// Runs `code` as the console would and fails the test on an unexpected exception.
bool run(Session &s, const QString &code)
{
    const ExecResult r = s.execute(code, ExecOrigin::Console);
    if (!r.ok)
        qWarning("%s", qPrintable(r.output));
    return r.ok;
}

QStringList aliasLabels(const ElementWrite &w)
{
    QStringList out;
    for (const auto &a : w.aliases)
        if (!a.label.isEmpty())
            out << a.label;
    out.sort();
    return out;
}

} // namespace

class TestSession : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { qRegisterMetaType<LastAction::Badge>(); }

    // What a statement did, in a badge and one sentence.
    void lastAction_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<QString>("statement");
        QTest::addColumn<LastAction::Badge>("badge");
        QTest::addColumn<quint64>("copiedBytes");
        QTest::addColumn<QString>("sentence");
        using B = LastAction::Badge;
        QTest::addRow("numpy-shares") << "a = torch.ones((1,2))" << "na = a.numpy()" << B::NewObjectSharedStorage << quint64(0)
                                      << "na is a new ndarray on the same storage #1 as a: no bytes copied";
        QTest::addRow("numpy-write-shows-alias") << "a = torch.ones((1,2))\nna = a.numpy()" << "na[0][0] = 10"
                                                 << B::WrittenInPlace << quint64(0)
                                                 << "na[0][0] = 10 also changed a[0][0]: same storage #1";
        QTest::addRow("detach-shares") << "a = torch.ones((1,2), requires_grad=True)" << "b = a.detach()"
                                       << B::NewObjectSharedStorage << quint64(0)
                                       << "b is a new Tensor on the same storage #1 as a: no bytes copied";
        QTest::addRow("copy-is-new-storage") << "a = torch.ones((1,2))\nna = a.numpy()" << "nac = na.copy()"
                                             << B::NewStorageCopied << quint64(8) << QString();
        QTest::addRow("copy-write-alone") << "a = torch.ones((1,2))\nna = a.numpy()\nnac = na.copy()" << "nac[0][0] = 10"
                                          << B::WrittenInPlace << quint64(0)
                                          << "nac[0][0] = 10 changed element 0 of storage #2; no other name sees it";
        QTest::addRow("to-cpu-is-same-object") << "a = torch.ones(2)" << "c = a.to('cpu')" << B::SameObject << quint64(0)
                                               << "c is the same object as a: no new object, no new bytes";
        QTest::addRow("plain-rebind") << "a = torch.ones(2)" << "b = a" << B::SameObject << quint64(0)
                                      << "b is the same object as a: no new object, no new bytes";
        QTest::addRow("import-says-nothing") << "" << "import torch" << B::None << quint64(0) << "";
        QTest::addRow("plain-value") << "" << "x = 3" << B::None << quint64(0) << "x is now a Python int (no tensor memory)";
        QTest::addRow("fresh-tensor") << "" << "a = torch.ones((1,2))" << B::NewStorage << quint64(0)
                                      << "a is a new Tensor with new storage #1 (8 bytes) in Host RAM";
        QTest::addRow("cuda-to-cpu-copies") << "g = torch.ones(2, device='cuda')" << "h = g.to('cpu')" << B::NewStorageCopied
                                            << quint64(8) << QString();
        QTest::addRow("cuda-to-cpu-numpy-is-new-memory")
            << "a = torch.ones((1,2), device='cuda')" << "na = a.to('cpu').numpy()" << B::NewStorageCopied << quint64(8)
            << QString();
        QTest::addRow("cuda-edit-in-gpu-memory") << "g = torch.ones(2, device='cuda')\nv = g[1:]" << "g[1] = 5"
                                                 << B::WrittenInPlace << quint64(0)
                                                 << "g[1] = 5 also changed v[0]: same storage #1 in GPU memory (cuda:0)";
        QTest::addRow("numpy-requires-grad-refused") << "a = torch.ones((1,2), requires_grad=True)" << "na = a.numpy()"
                                                     << B::Error << quint64(0)
                                                     << "RuntimeError: Can't call numpy() on Tensor that requires grad. "
                                                        "Use tensor.detach().numpy() instead.";
    }

    void lastAction()
    {
        QFETCH(QString, setup);
        QFETCH(QString, statement);
        QFETCH(LastAction::Badge, badge);
        QFETCH(quint64, copiedBytes);
        QFETCH(QString, sentence);
        Session s(tl::CudaMode::Sim);
        QVERIFY(run(s, kPrelude + setup));
        s.execute(statement, ExecOrigin::Gui);
        const LastAction a = s.lastAction();
        QCOMPARE(a.badge, badge);
        QCOMPARE(a.copiedBytes, copiedBytes);
        if (!sentence.isEmpty() || badge == LastAction::Badge::None)
            QCOMPARE(a.sentence, sentence);
        else
            QVERIFY(!a.sentence.isEmpty());
        if (badge == LastAction::Badge::NewStorageCopied)
            QVERIFY2(a.sentence.contains(QStringLiteral("%1 bytes copied").arg(copiedBytes)), qPrintable(a.sentence));
    }

    // The name a write went through comes from the engine (the assignment's target or the
    // method's receiver), however the statement is spelled.
    void writerIsTheNameWrittenThrough_data()
    {
        QTest::addColumn<QString>("statement");
        QTest::addColumn<QString>("writer");
        QTest::addColumn<QString>("sentence");
        QTest::addRow("subscript") << "na[0][0] = 10" << "na" << "na[0][0] = 10 also changed a[0][0]: same storage #1";
        QTest::addRow("parenthesised") << "(na)[0][0] = 7" << "na" << "(na)[0][0] = 7 also changed a[0][0]: same storage #1";
        QTest::addRow("through-a-view") << "na.T[1][0] = 3" << "na" << "na.T[1][0] = 3 also changed a[0][1]: same storage #1";
        QTest::addRow("augmented") << "a[0][1] += 1" << "a" << "a[0][1] += 1 also changed na[0][1]: same storage #1";
        QTest::addRow("method") << "a.add_(1)" << "a" << QString();
        QTest::addRow("out-argument") << "torch.add(a, 1, out=a)" << ""
                                      << "add(out=) wrote in place into storage #1: a and na all see the change";
    }

    void writerIsTheNameWrittenThrough()
    {
        QFETCH(QString, statement);
        QFETCH(QString, writer);
        QFETCH(QString, sentence);
        Session s(tl::CudaMode::Sim);
        QVERIFY(run(s, kPrelude + QStringLiteral("a = torch.ones((1,2))\nna = a.numpy()")));
        QVERIFY(s.execute(statement, ExecOrigin::Gui).ok);
        const LastAction a = s.lastAction();
        QCOMPARE(a.badge, LastAction::Badge::WrittenInPlace);
        QCOMPARE(a.name, writer);
        if (!sentence.isEmpty())
            QCOMPARE(a.sentence, sentence);
    }

    // seed_numpy_shares.py: one storage, two owners, and the write seen through both names.
    void numpySharesStorage()
    {
        Session s(tl::CudaMode::Sim);
        QSignalSpy writes(&s, &Session::elementWritten);
        QVERIFY(run(s, QString(kPrelude) + "a = torch.ones((1,2))\nna = a.numpy()\n"));
        const auto &m = s.model();
        QCOMPARE(m.storages.size(), 1);
        QCOMPARE(tl::ui::EngineText::device(m.storages[0].device), QString("cpu"));
        QCOMPARE(m.storages[0].bytes, quint64(8));
        QCOMPARE(m.storages[0].owners, 2);
        QVERIFY(m.storages[0].alive);
        QCOMPARE(m.objects.size(), 2);
        QCOMPARE(m.objectForName("a")->kind, QString("Tensor"));
        QCOMPARE(m.objectForName("a")->dtype, QString("torch.float32"));
        QCOMPARE(m.objectForName("na")->kind, QString("ndarray"));
        QCOMPARE(m.objectForName("na")->dtype, QString("float32"));
        QCOMPARE(m.objectForName("na")->storageId, m.objectForName("a")->storageId);
        QCOMPARE(m.names.value("torch").objectId, quint64(0));

        QVERIFY(run(s, "na[0][0]=10"));
        QCOMPARE(writes.size(), 1);
        const auto w = writes.at(0).at(0).value<ElementWrite>();
        QCOMPARE(w.storageId, m.objectForName("a")->storageId);
        QCOMPARE(w.elementIndex, qint64(0));
        QCOMPARE(w.oldValue, QString("1.0"));
        QCOMPARE(w.newValue, QString("10.0"));
        QCOMPARE(tl::ui::EngineText::device(w.device), QString("cpu"));
        QCOMPARE(aliasLabels(w), QStringList({"a[0][0]", "na[0][0]"}));
        QCOMPARE(s.cellText(w.storageId, 0), QString("10.0"));
        QCOMPARE(s.cellText(w.storageId, 1), QString("1.0"));
        QCOMPARE(s.model().objectForName("a")->version, qint64(0)); // NumPy's writes bypass _version
    }

    void detachNumpySharesStorage()
    {
        Session s(tl::CudaMode::Sim);
        QVERIFY(run(s, QString(kPrelude) + "a = torch.ones((1,2), requires_grad=True)\nna = a.detach().numpy()"));
        const auto *a = s.model().objectForName("a");
        QVERIFY(a->requiresGrad);
        QVERIFY(a->isLeaf);
        QCOMPARE(s.model().objectForName("na")->storageId, a->storageId);
        QSignalSpy writes(&s, &Session::elementWritten);
        QVERIFY(run(s, "na[0][0]=10"));
        QCOMPARE(writes.size(), 1);
        QVERIFY(aliasLabels(writes.at(0).at(0).value<ElementWrite>()).contains("a[0][0]"));
        QVERIFY(s.lastAction().sentence.contains("a[0][0]"));
    }

    // The copy is another storage: a write there lights nothing of the original.
    void copyIsIndependent()
    {
        Session s(tl::CudaMode::Sim);
        QSignalSpy copies(&s, &Session::copyPerformed);
        QVERIFY(run(s, QString(kPrelude) + "a = torch.ones((1,2))\nna = a.numpy()\nnac = na.copy()"));
        QCOMPARE(copies.size(), 1);
        const auto c = copies.at(0).at(0).value<CopyInfo>();
        QCOMPARE(c.bytes, quint64(8));
        QCOMPARE(c.direction, QString("host-to-host"));
        QVERIFY(!c.crossesMemories());
        QCOMPARE(s.model().storages.size(), 2);
        QVERIFY(s.model().objectForName("nac")->storageId != s.model().objectForName("na")->storageId);
        QSignalSpy writes(&s, &Session::elementWritten);
        QVERIFY(run(s, "nac[0][0]=10"));
        QCOMPARE(aliasLabels(writes.at(0).at(0).value<ElementWrite>()), QStringList({"nac[0][0]"}));
        QCOMPARE(s.cellText(s.model().objectForName("a")->storageId, 0), QString("1.0"));
    }

    // numpy() refused: the traceback goes out, the session goes on as before.
    void errorLeavesSessionGoing()
    {
        Session s(tl::CudaMode::Sim);
        QSignalSpy errors(&s, &Session::errorRaised);
        QSignalSpy output(&s, &Session::outputWritten);
        QVERIFY(run(s, QString(kPrelude) + "a = torch.ones((1,2), requires_grad=True)"));
        const ExecResult r = s.execute("na = a.numpy()\nb = a.detach()", ExecOrigin::Console);
        QVERIFY(!r.ok);
        QCOMPARE(r.kind, ExecResult::Kind::PythonError);
        QCOMPARE(r.errorType, QString("RuntimeError"));
        QCOMPARE(r.message, QString("Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead."));
        QCOMPARE(r.line, 1);
        QCOMPARE(r.statement, QString("na = a.numpy()"));
        QCOMPARE(r.output, QString("Traceback (most recent call last):\n  File \"<stdin>\", line 1, in <module>\nRuntimeError: "
                                   "Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.\n"));
        QCOMPARE(errors.size(), 1);
        QCOMPARE(output.size(), 1);
        QVERIFY(output.at(0).at(1).toBool());
        // The console goes on with the next statement; the failed one is not in the code log.
        QVERIFY(s.model().objectForName("b"));
        QVERIFY(!s.model().names.contains("na"));
        QCOMPARE(s.codeLog(), QStringList({"import torch", "import numpy as np", "a = torch.ones((1,2), requires_grad=True)",
                                           "b = a.detach()"}));
    }

    void scriptStopsAtFirstError()
    {
        Session s(tl::CudaMode::Sim);
        const ExecResult r = s.execute(QString(kPrelude) + "a = torch.ones(2, requires_grad=True)\nna = a.numpy()\nb = a",
                                       ExecOrigin::Script);
        QVERIFY(!r.ok);
        QCOMPARE(r.line, 4);
        QVERIFY(!s.model().names.contains("b"));
    }

    void syntaxErrorRunsNothing()
    {
        Session s(tl::CudaMode::Sim);
        QSignalSpy errors(&s, &Session::errorRaised);
        const ExecResult r = s.execute("a = 1\nprint((a)", ExecOrigin::Console);
        QVERIFY(!r.ok);
        QCOMPARE(r.kind, ExecResult::Kind::SyntaxError);
        QCOMPARE(r.errorType, QString("SyntaxError"));
        QCOMPARE(errors.size(), 1);
        QVERIFY(!s.model().names.contains("a"));
        QVERIFY(s.codeLog().isEmpty());
    }

    void unsupportedChangesNothing()
    {
        Session s(tl::CudaMode::Sim);
        const ExecResult r = s.execute("a = 1\nclass A:\n    a = 2", ExecOrigin::Console);
        QVERIFY(!r.ok);
        QCOMPARE(r.kind, ExecResult::Kind::NotSupported);
        QVERIFY(r.output.contains("not supported"));
        QVERIFY(!s.model().names.contains("a"));
    }

    // A storage whose last owner goes stays visible, fading, then leaves the model.
    void freedStorageFades()
    {
        Session s(tl::CudaMode::Sim);
        QVERIFY(run(s, QString(kPrelude) + "a = torch.ones(2)\nb = torch.zeros(3)"));
        QCOMPARE(s.model().storages.size(), 2);
        QVERIFY(run(s, "del a"));
        const auto *st = s.model().storage(1);
        QVERIFY(st);
        QVERIFY(!st->alive);
        QCOMPARE(st->owners, 0);
        QVERIFY(!s.model().names.contains("a"));
        QVERIFY(s.lastAction().sentence.startsWith("del a: storage #1 has no owner left"));
        QVERIFY(run(s, "c = 1"));
        QVERIFY(!s.model().storage(1));
        QVERIFY(s.model().storage(2)->alive);
    }

    void releaseFadedStorageDropsIt()
    {
        Session s(tl::CudaMode::Sim);
        QVERIFY(run(s, QString(kPrelude) + "a = torch.ones(2)\ndel a"));
        QVERIFY(s.model().storage(1));
        s.releaseFadedStorage(1);
        QVERIFY(!s.model().storage(1));
    }

    // A name keeps the storage alive; `del` of one owner leaves it alive.
    void delOneOwnerKeepsStorage()
    {
        Session s(tl::CudaMode::Sim);
        QVERIFY(run(s, QString(kPrelude) + "a = torch.ones(2)\nna = a.numpy()\ndel a"));
        QCOMPARE(s.model().storage(1)->owners, 1);
        QVERIFY(s.model().storage(1)->alive);
    }

    void cudaCopiesToHost()
    {
        Session s(tl::CudaMode::Sim);
        QVERIFY(s.cudaLabel().contains("simulated"));
        QSignalSpy copies(&s, &Session::copyPerformed);
        QVERIFY(run(s, QString(kPrelude) + "g = torch.ones(2, device='cuda')\nh = g.to('cpu')"));
        QCOMPARE(tl::ui::EngineText::device(s.model().objectForName("g")->device), QString("cuda:0"));
        QCOMPARE(tl::ui::EngineText::device(s.model().storage(s.model().objectForName("g")->storageId)->device), QString("cuda:0"));
        QCOMPARE(tl::ui::EngineText::device(s.model().storage(s.model().objectForName("h")->storageId)->device), QString("cpu"));
        QCOMPARE(copies.size(), 1);
        const auto c = copies.at(0).at(0).value<CopyInfo>();
        QCOMPARE(c.direction, QString("device-to-host"));
        QCOMPARE(tl::ui::EngineText::device(c.srcDevice), QString("cuda:0"));
        QCOMPARE(tl::ui::EngineText::device(c.dstDevice), QString("cpu"));
        QVERIFY(c.crossesMemories());
        QVERIFY(c.durationNs >= 0);

        QSignalSpy writes(&s, &Session::elementWritten);
        QVERIFY(run(s, "g[0] = 7"));
        QCOMPARE(tl::ui::EngineText::device(writes.at(0).at(0).value<ElementWrite>().device), QString("cuda:0"));
        QCOMPARE(s.cellText(s.model().objectForName("g")->storageId, 0), QString("7.0"));
        QCOMPARE(s.cellText(s.model().objectForName("h")->storageId, 0), QString("1.0"));
    }

    void cudaLabelSaysWhatTheDeviceIs()
    {
        QCOMPARE(Session(tl::CudaMode::Sim).cudaLabel(), QString("GPU memory (cuda:0) — simulated (no NVIDIA GPU)"));
        QCOMPARE(Session(tl::CudaMode::Off).cudaLabel(), QString("CUDA off"));
    }

    // Geometry for arrows: a transposed view and a slice see the right storage elements.
    void indexOfFollowsStrides_data()
    {
        QTest::addColumn<QString>("view");
        QTest::addColumn<qint64>("element");
        QTest::addColumn<QVector<qint64>>("index");
        QTest::addRow("transpose") << "a.t()" << qint64(1) << QVector<qint64>{1, 0};
        QTest::addRow("transpose-last") << "a.t()" << qint64(5) << QVector<qint64>{2, 1};
        QTest::addRow("row-slice") << "a[1]" << qint64(4) << QVector<qint64>{1};
        QTest::addRow("row-slice-misses") << "a[1]" << qint64(0) << QVector<qint64>{};
        QTest::addRow("column") << "a[:, 2]" << qint64(5) << QVector<qint64>{1};
        QTest::addRow("column-misses") << "a[:, 2]" << qint64(4) << QVector<qint64>{};
    }

    void storageNumbersSkipNoTemporary()
    {
        // (a + 1) is a temporary the statement frees: b's storage is the second one drawn.
        Session s(tl::CudaMode::Sim);
        QVERIFY(run(s, QString(kPrelude) + "a = torch.ones(3)\nb = (a + 1) * 2"));
        const tl::ui::StorageInfo *b = s.model().storage(s.model().objectForName("b")->storageId);
        QCOMPARE(b->number, 2);
        QCOMPARE(s.lastAction().badgeText(), QStringLiteral("new storage #2"));
        QVERIFY2(s.lastAction().sentence.contains(QStringLiteral("new storage #2")), qPrintable(s.lastAction().sentence));
        QVERIFY(run(s, "c = (a * 3).clone()"));
        QCOMPARE(s.model().storageLabel(s.model().objectForName("c")->storageId), QStringLiteral("storage #3"));
        // The copy came from a temporary: the sentence says so instead of a number never drawn.
        QVERIFY2(s.lastAction().sentence.contains(QStringLiteral("from a temporary storage")), qPrintable(s.lastAction().sentence));
    }

    void indexOfFollowsStrides()
    {
        QFETCH(QString, view);
        QFETCH(qint64, element);
        QFETCH(QVector<qint64>, index);
        Session s(tl::CudaMode::Sim);
        QVERIFY(run(s, QString(kPrelude) + "a = torch.arange(6.).reshape(2, 3)\nv = " + view));
        const auto *v = s.model().objectForName("v");
        QCOMPARE(v->storageId, s.model().objectForName("a")->storageId);
        QCOMPARE(s.indexOf(v->objectId, v->storageId, element), index);
        // The same element number on another storage is another element.
        QVERIFY(s.indexOf(v->objectId, v->storageId + 1, element).isEmpty());
        QVERIFY(!s.sees(v->objectId, v->storageId + 1, element));
    }

    void transposedViewGeometry()
    {
        Session s(tl::CudaMode::Sim);
        QVERIFY(run(s, QString(kPrelude) + "a = torch.zeros(2, 3)\nt = a.t()\nc = a[:, 1:]"));
        const auto *t = s.model().objectForName("t");
        QCOMPARE(t->sizes, (QVector<qint64>{3, 2}));
        QCOMPARE(t->strides, (QVector<qint64>{1, 3}));
        const auto *c = s.model().objectForName("c");
        QCOMPARE(c->storageOffset, qint64(1));
        QCOMPARE(c->strides, (QVector<qint64>{3, 1}));
        QCOMPARE(s.model().storage(t->storageId)->owners, 3);
    }

    void autogradFieldsOnCards()
    {
        Session s(tl::CudaMode::Sim);
        QVERIFY(run(s, QString(kPrelude) + "a = torch.ones(2, requires_grad=True)\nb = a * 2\nb.add_(1)"));
        const auto *b = s.model().objectForName("b");
        QVERIFY(b->requiresGrad);
        QVERIFY(!b->isLeaf);
        QCOMPARE(b->gradFn, QString("AddBackward0"));
        QCOMPARE(b->version, qint64(1));
        QCOMPARE(s.lastAction().badge, LastAction::Badge::WrittenInPlace);
    }

    // After backward(), the gradient is reachable from its tensor's name.
    void gradientIsAnObject()
    {
        Session s(tl::CudaMode::Sim);
        QVERIFY(run(s, QString(kPrelude) + "a = torch.ones(2, requires_grad=True)\nb = (a * 3).sum()\nb.backward()"));
        const auto *g = s.model().objectForName("a.grad");
        QVERIFY(!g); // not a Python name ...
        const tl::ui::ObjectInfo *grad = nullptr;
        for (const auto &o : s.model().objects)
            if (o.names.contains("a.grad"))
                grad = &o;
        QVERIFY(grad); // ... but an object the canvas draws
        QCOMPARE(grad->sizes, QVector<qint64>{2});
        QVERIFY(grad->storageId != s.model().objectForName("a")->storageId);
        QCOMPARE(s.cellText(grad->storageId, 0), QString("3.0"));
        QVERIFY(!s.model().names.contains("a.grad"));
    }

    void namesOfPlainValues()
    {
        Session s(tl::CudaMode::Sim);
        QVERIFY(run(s, "x = 3\ny = 'hi'"));
        QCOMPARE(s.model().names.value("x").repr, QString("3"));
        QCOMPARE(s.model().names.value("x").typeName, QString("int"));
        QCOMPARE(s.model().names.value("y").repr, QString("'hi'"));
    }

    void memoryCapFromEnvironment()
    {
        qputenv("TENSORLENS_MAX_MEMORY", "cpu:1K");
        Session s(tl::CudaMode::Sim);
        qunsetenv("TENSORLENS_MAX_MEMORY");
        QVERIFY(run(s, QString(kPrelude) + "a = torch.ones(256)"));
        const ExecResult r = s.execute("b = torch.ones(257)", ExecOrigin::Console);
        QVERIFY(!r.ok);
        QCOMPARE(r.errorType, QString("RuntimeError"));
        QVERIFY2(r.message.contains("DefaultCPUAllocator: can't allocate memory: you tried to allocate 1028 bytes"),
                 qPrintable(r.message));
        QVERIFY(s.model().objectForName("a"));
        QVERIFY(!s.model().objectForName("b"));
    }

    void outputIsWhatPrintWrites()
    {
        Session s(tl::CudaMode::Sim);
        QSignalSpy output(&s, &Session::outputWritten);
        const ExecResult r = s.execute(QString(kPrelude) + "a = torch.ones((1,2))\nprint(a)", ExecOrigin::Gui);
        QCOMPARE(r.output, QString("tensor([[1., 1.]])\n"));
        QCOMPARE(output.size(), 1);
        QCOMPARE(output.at(0).at(0).toString(), QString("tensor([[1., 1.]])\n"));
        QVERIFY(!output.at(0).at(1).toBool());
    }

    void signalsPerStatement()
    {
        Session s(tl::CudaMode::Sim);
        QSignalSpy executed(&s, &Session::statementExecuted);
        QSignalSpy changed(&s, &Session::modelChanged);
        QSignalSpy events(&s, &Session::engineEvent);
        QVERIFY(run(s, QString(kPrelude) + "a = torch.ones(2)"));
        QCOMPARE(executed.size(), 3);
        QCOMPARE(executed.at(2).at(0).toString(), QString("a = torch.ones(2)"));
        QVERIFY(executed.at(2).at(1).toBool());
        QCOMPARE(changed.size(), 3);
        QVERIFY(events.size() >= 3);
    }

    void scriptRunsAsynchronously()
    {
        Session s(tl::CudaMode::Sim);
        QSignalSpy finished(&s, &Session::scriptFinished);
        QSignalSpy executed(&s, &Session::statementExecuted);
        s.runScriptAsync(QString(kPrelude) + "a = torch.ones(2)\nna = a.numpy()\nprint(na)");
        QVERIFY(s.isRunning());
        QCOMPARE(executed.size(), 0); // nothing ran inside the call
        QVERIFY(finished.wait(5000));
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        QCOMPARE(executed.size(), 5);
        QVERIFY(s.model().objectForName("na"));
    }

    void scriptCanBeStopped()
    {
        Session s(tl::CudaMode::Sim);
        QSignalSpy finished(&s, &Session::scriptFinished);
        QSignalSpy executed(&s, &Session::statementExecuted);
        connect(&s, &Session::statementExecuted, &s, [&] {
            if (executed.size() == 1)
                s.stop();
        });
        s.runScriptAsync(QString(kPrelude) + "a = torch.ones(2)\nb = a");
        QVERIFY(finished.wait(5000));
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        QCOMPARE(executed.size(), 1);
        QVERIFY(!s.model().names.contains("a"));
    }

    // Stop ends a loop that never ends on its own, inside the statement, keeping what ran.
    void stopEndsAnEndlessLoop()
    {
        Session s(tl::CudaMode::Sim);
        QSignalSpy finished(&s, &Session::scriptFinished);
        QSignalSpy longRunning(&s, &Session::longStatement);
        QTimer::singleShot(300, &s, [&] { s.stop(); });
        s.runScriptAsync(QString(kPrelude) + "a = torch.ones(2)\nn = 0\nwhile True:\n    n += 1\nb = a");
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        QVERIFY(s.model().names.contains("a"));
        QVERIFY(s.model().names.contains("n"));
        QVERIFY(!s.model().names.contains("b"));
        // The loop was long: said when it became so, and when it ended.
        QCOMPARE(longRunning.size(), 2);
        QCOMPARE(longRunning.at(0).at(0).toBool(), true);
        QCOMPARE(longRunning.at(1).at(0).toBool(), false);
        // The session goes on afterwards.
        const ExecResult r = s.execute(QStringLiteral("c = a + 1"), ExecOrigin::Console);
        QVERIFY(r.ok);
    }

    void failingScriptFinishesNotOk()
    {
        Session s(tl::CudaMode::Sim);
        QSignalSpy finished(&s, &Session::scriptFinished);
        QSignalSpy errors(&s, &Session::errorRaised);
        s.runScriptAsync(QString(kPrelude) + "a = torch.ones(2, requires_grad=True)\nna = a.numpy()\nb = a");
        QVERIFY(finished.wait(5000));
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        QCOMPARE(errors.size(), 1);
        QVERIFY(!s.model().names.contains("b"));
    }

    void reentrantExecuteIsRefused()
    {
        Session s(tl::CudaMode::Sim);
        ExecResult inner;
        connect(&s, &Session::modelChanged, &s, [&] {
            if (inner.ok)
                inner = s.execute("b = 1", ExecOrigin::Gui);
        });
        QVERIFY(run(s, "a = 1"));
        QVERIFY(!inner.ok);
        QCOMPARE(inner.kind, ExecResult::Kind::NotSupported);
        QVERIFY(!s.model().names.contains("b"));
        QVERIFY(run(s, "b = 2")); // and the session goes on
        QCOMPARE(s.model().names.value("b").repr, QString("2"));
    }

    // A trial continues the session itself, on a copy in another process: an unseeded
    // draw, and what a statement that failed half-way left, are there (a replay of the
    // code log has neither), and the session is untouched by what the trial does.
    void trialOnACopyContinuesTheSession()
    {
        Session s(tl::CudaMode::Sim);
        QVERIFY(run(s, QString(kPrelude) + "x = np.random.rand()\na = torch.zeros(3)"));
        QVERIFY(!s.execute("a.add_(1).foo()", ExecOrigin::Console).ok); // add_ ran first
        const QStringList log = s.codeLog();
        const auto trial = [&](const QString &code) {
            return TrialRun::onCopyOf(s, [&](TrialRun &t) { return t.run(code).output.toUtf8(); });
        };
        QCOMPARE(trial("print(a)\na[0] = 5\nprint(a[0].item())"), QByteArray("tensor([1., 1., 1.])\n5.0\n"));
        TrialRun replay(tl::CudaMode::Sim, log);
        QCOMPARE(replay.run("print(a)").output, QString("tensor([0., 0., 0.])\n"));
        // The copy draws what the session would draw next, and leaves the draw to it.
        const QByteArray drawn = trial("print(np.random.rand())");
        QVERIFY(!drawn.isEmpty());
        QCOMPARE(trial("print(np.random.rand())"), drawn);
        QCOMPARE(s.execute("print(np.random.rand())", ExecOrigin::Script).output.toUtf8(), drawn);
        QCOMPARE(s.execute("print(a)", ExecOrigin::Script).output, QString("tensor([1., 1., 1.])\n"));
        const QStringList after = log + QStringList{"print(np.random.rand())", "print(a)"};
        QCOMPARE(s.codeLog(), after);
    }

    void trialThatNeverEndsIsStopped()
    {
        Session s(tl::CudaMode::Sim);
        QVERIFY(run(s, QString(kPrelude) + "a = torch.ones(2)"));
        QElapsedTimer clock;
        clock.start();
        bool copied = false;
        const auto answer = SessionFork::run(
            s, [](Session &copy) { return copy.execute("while True:\n    pass", ExecOrigin::Script).output.toUtf8(); }, 300,
            &copied);
        QVERIFY(copied);
        QVERIFY(!answer);
        QVERIFY2(clock.elapsed() < 5000, qPrintable(QString::number(clock.elapsed())));
        // A trial that throws answers nothing either; the session goes on.
        QVERIFY(!SessionFork::run(s, [](Session &) -> QByteArray { throw std::runtime_error("no"); }));
        QCOMPARE(s.execute("print(a)", ExecOrigin::Script).output, QString("tensor([1., 1.])\n"));
    }

    // Where no copy can be made, a trial replays the code log in a scratch session.
    void noCopyOfARecordingOrARunningScript()
    {
        Session s(tl::CudaMode::Sim);
        QVERIFY(SessionFork::possible(s));
        s.runScriptAsync(QString(kPrelude) + "a = torch.ones(2)\nb = a + 1");
        QVERIFY(!SessionFork::possible(s));
        QSignalSpy finished(&s, &Session::scriptFinished);
        QVERIFY(finished.wait(5000));
        QVERIFY(SessionFork::possible(s));
        s.showRecorded(RecordedStep{}, QString(), "Your Python", "CUDA off");
        QVERIFY(!SessionFork::possible(s));
        s.reset();
        QVERIFY(run(s, QString(kPrelude) + "a = torch.ones(2)"));
        const auto plusOne = [](TrialRun &t) { return t.run("print(a + 1)").output.toUtf8(); };
        QCOMPARE(TrialRun::onCopyOf(s, plusOne), QByteArray("tensor([2., 2.])\n"));
    }

    void resetClearsEverything()
    {
        Session s(tl::CudaMode::Sim);
        QVERIFY(run(s, QString(kPrelude) + "a = torch.ones(2)"));
        QSignalSpy changed(&s, &Session::modelChanged);
        s.reset();
        QCOMPARE(changed.size(), 1);
        QVERIFY(s.model().storages.isEmpty());
        QVERIFY(s.model().names.isEmpty());
        QVERIFY(s.codeLog().isEmpty());
        QVERIFY(run(s, QString(kPrelude) + "a = torch.ones(2)"));
        QCOMPARE(s.model().objectForName("a")->storageId, quint64(1)); // a fresh runtime counts from 1 again
    }
};

QTEST_MAIN(TestSession)
#include "tst_session.moc"
