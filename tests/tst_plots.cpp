// The plots: the memory strip's bytes per device and copies equal what the engine's
// StorageAllocated / StorageFreed / Copy events add up to, step by step (scripts and a live
// session); a click on the strip asks for the step under the mouse; the copy-cost run
// measures all six operations at increasing sizes and, cancelled at any stage, leaves no
// storage behind; its CSV and PNG exports read back, and an unwritable folder leaves no file.
#include "plots/CopyCostCsv.h"
#include "plots/CopyCostDialog.h"
#include "plots/CopyCostRun.h"
#include "plots/MemoryStrip.h"
#include "plots/MemoryTimeline.h"
#include "plots/MemoryTimelineRecorder.h"
#include "session/SceneRecorder.h"
#include "session/ScriptTimeline.h"
#include "session/Session.h"
#include "window/MainWindow.h"
#include "control/SessionController.h"

#include "events/EventSink.h"
#include "support/TestSettings.h"

#include <qcustomplot.h>

#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QImage>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QUndoStack>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest/QtTest>

#include <map>

using namespace tl::ui;

namespace {

// A script with tensors, a NumPy view, copies both ways and temporaries freed in a loop.
const char *kScript = "import torch\n"
                      "import numpy as np\n"
                      "a = torch.ones((4, 8))\n"
                      "na = a.numpy()\n"
                      "b = a.to('cuda')\n"
                      "c = b.cpu()\n"
                      "v = b.view(32)\n"
                      "for i in range(2):\n"
                      "    t = torch.zeros(16, device='cuda')\n"
                      "del a\n"
                      "x = np.arange(10.0)\n"
                      "tt = torch.from_numpy(x)\n"
                      "d = tt.to('cuda').to('cpu')\n"
                      "del na\n"
                      "e = c.clone()\n";

// What the engine's events say, bucketed by step.
struct EventLedger {
    std::map<int, std::map<QString, qint64>> delta; // step -> device -> allocated - freed bytes
    std::map<int, QVector<MemoryTimeline::Copy>> copies;
    std::map<quint64, QString> deviceOf;             // storage -> device
    std::map<quint64, quint64> bytesOf;
    int freed = 0;

    void add(int step, const tl::Event &e)
    {
        if (e.type == tl::EventType::StorageAllocated) {
            deviceOf[e.storageId] = QString::fromStdString(e.device.str());
            bytesOf[e.storageId] = e.bytes;
            delta[step][QString::fromStdString(e.device.str())] += qint64(e.bytes);
        } else if (e.type == tl::EventType::StorageFreed) {
            delta[step][deviceOf.at(e.storageId)] -= qint64(bytesOf.at(e.storageId));
            ++freed;
        } else if (e.type == tl::EventType::Copy) {
            copies[step].push_back({e.bytes, QString::fromStdString(e.direction)});
        }
    }
    // Live bytes on `device` after `step`: every allocation minus every free up to it.
    quint64 liveAfter(int step, const QString &device) const
    {
        qint64 sum = 0;
        for (const auto &[s, byDevice] : delta)
            if (s <= step)
                sum += byDevice.count(device) ? byDevice.at(device) : 0;
        return quint64(sum);
    }
};

// The memory timeline and the engine's events agree at every step.
void compareWithEvents(const MemoryTimeline &timeline, const EventLedger &events)
{
    for (int step = 0; step < timeline.size(); ++step) {
        for (const QString &device : {QStringLiteral("cpu"), QStringLiteral("cuda:0")})
            QVERIFY2(timeline.bytes(step, device) == events.liveAfter(step, device),
                     qPrintable(QStringLiteral("step %1 %2: strip %3, events %4").arg(step).arg(device)
                                    .arg(timeline.bytes(step, device)).arg(events.liveAfter(step, device))));
        const QVector<MemoryTimeline::Copy> expected = events.copies.count(step) ? events.copies.at(step) : QVector<MemoryTimeline::Copy>{};
        QCOMPARE(timeline.at(step).copies.size(), expected.size());
        for (qsizetype i = 0; i < expected.size(); ++i) {
            QCOMPARE(timeline.at(step).copies[i].bytes, expected[i].bytes);
            QCOMPARE(timeline.at(step).copies[i].direction, expected[i].direction);
        }
    }
}

// The engine's events of a whole run, as one step's ledger.
class LedgerSink : public tl::EventSink {
public:
    void onEvent(const tl::Event &e) override { ledger.add(0, e); }
    // Storages allocated and freed, and the bytes still live on each device.
    int allocated() const { return int(ledger.bytesOf.size()); }
    EventLedger ledger;
};

MemoryTimeline sixSteps()
{
    MemoryTimeline t;
    for (int i = 0; i < 6; ++i) {
        MemoryTimeline::Step s;
        s.statement = QStringLiteral("s%1 = torch.ones(%2)").arg(i).arg(i * 8);
        s.bytes.insert(QStringLiteral("cpu"), quint64(i) * 32);
        s.bytes.insert(QStringLiteral("cuda:0"), i >= 3 ? 96 : 0);
        if (i == 3)
            s.copies.push_back({96, QStringLiteral("host-to-device")});
        t.append(s);
    }
    return t;
}

QPoint pixelOf(QCustomPlot *plot, double step)
{
    return QPoint(int(plot->xAxis->coordToPixel(step)), int(plot->yAxis->coordToPixel(plot->yAxis->range().center())));
}

} // namespace

class TestPlots : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void scriptStripEqualsEngineEvents();
    void liveStripEqualsEngineEvents();
    void clickRequestsStepUnderMouse_data();
    void clickRequestsStepUnderMouse();
    void copyCostMeasuresSixSeries();
    void copyCostCancelLeavesNothing_data();
    void copyCostCancelLeavesNothing();
    void dialogRunsAndExports();
    void dialogCancelButton();
    void unwritableFolderLeavesNoFile_data();
    void unwritableFolderLeavesNoFile();
    void windowShowsStripAndCopyCost();
    void stripFollowsSteppedScript();
};

void TestPlots::initTestCase()
{
    tl::test::TestSettings::isolate(QStringLiteral("tst_plots"), true);
}

void TestPlots::scriptStripEqualsEngineEvents()
{
    const QString source = QString::fromLatin1(kScript);
    Session session(tl::CudaMode::Sim);
    SceneRecorder recorder(session, source.split(u'\n'));
    EventLedger events;
    // An event belongs to the step the recorder has not closed yet.
    connect(&session, &Session::engineEvent, this,
            [&](const tl::Event &e) { events.add(int(recorder.steps().size()), e); });
    QVERIFY(recorder.record(source));
    const MemoryTimeline timeline = MemoryTimeline::fromScene(recorder.steps());
    // Step 0 and one step per executed statement (the loop body twice).
    QCOMPARE(timeline.size(), 17);
    QCOMPARE(timeline.devices(), (QStringList{QStringLiteral("cpu"), QStringLiteral("cuda:0")}));
    compareWithEvents(timeline, events);

    // What the strip reads out, in the user's words.
    QCOMPARE(timeline.bytes(3, QStringLiteral("cpu")), quint64(128));    // a = torch.ones((4, 8))
    QCOMPARE(timeline.bytes(4, QStringLiteral("cpu")), quint64(128));    // na shares a's bytes
    QCOMPARE(timeline.bytes(5, QStringLiteral("cuda:0")), quint64(128)); // b = a.to('cuda')
    QCOMPARE(timeline.at(5).copies.size(), 1);
    QCOMPARE(timeline.at(5).copies[0].route(), QStringLiteral("cpu → cuda:0"));
    QCOMPARE(timeline.at(6).copies[0].direction, QStringLiteral("device-to-host"));
    QCOMPARE(timeline.bytes(6, QStringLiteral("cpu")), quint64(256));    // c = b.cpu()
    QCOMPARE(timeline.bytes(7, QStringLiteral("cuda:0")), quint64(128)); // a view adds nothing
    QCOMPARE(timeline.bytes(10, QStringLiteral("cuda:0")), quint64(128 + 64)); // t after the loop
    QCOMPARE(timeline.bytes(11, QStringLiteral("cpu")), quint64(256));   // del a: na still holds it
    QCOMPARE(timeline.at(14).copies.size(), 2);                          // d = tt.to('cuda').to('cpu')
    QCOMPARE(timeline.bytes(15, QStringLiteral("cpu")), quint64(128) + 80 + 80); // del na frees a's bytes
}

void TestPlots::liveStripEqualsEngineEvents()
{
    Session session(tl::CudaMode::Sim);
    MemoryTimelineRecorder recorder(session);
    EventLedger events;
    connect(&session, &Session::engineEvent, this, [&](const tl::Event &e) { events.add(recorder.timeline().size(), e); });
    QSignalSpy changed(&recorder, &MemoryTimelineRecorder::timelineChanged);
    // As typed at the console, one statement after another.
    const QStringList statements = QString::fromLatin1(kScript).split(u'\n', Qt::SkipEmptyParts);
    QStringList chunks;
    for (const QString &line : statements) {
        if (line.startsWith(u' '))
            chunks.back() += u'\n' + line;
        else
            chunks += line;
    }
    for (const QString &chunk : chunks)
        QVERIFY2(session.execute(chunk, ExecOrigin::Console).ok, qPrintable(chunk));
    QCOMPARE(recorder.timeline().size(), 1 + int(chunks.size()));
    QCOMPARE(changed.size(), int(chunks.size()));
    compareWithEvents(recorder.timeline(), events);
    QCOMPARE(recorder.timeline().at(5).statement, QStringLiteral("b = a.to('cuda')"));

    // A fresh start begins again at step 0, with nothing held.
    session.reset();
    QCOMPARE(recorder.timeline().size(), 1);
    QCOMPARE(recorder.timeline().bytes(0, QStringLiteral("cpu")), quint64(0));
}

void TestPlots::clickRequestsStepUnderMouse_data()
{
    QTest::addColumn<double>("at");
    QTest::addColumn<int>("step");
    QTest::addRow("first-step") << 0.0 << 0;
    QTest::addRow("the-copy") << 3.0 << 3;
    QTest::addRow("right-of-a-step") << 1.3 << 1;
    QTest::addRow("left-of-a-step") << 4.7 << 5;
    QTest::addRow("last-step") << 5.0 << 5;
}

void TestPlots::clickRequestsStepUnderMouse()
{
    QFETCH(double, at);
    QFETCH(int, step);
    MemoryStrip strip;
    strip.resize(900, 240);
    strip.show();
    QVERIFY(QTest::qWaitForWindowExposed(&strip));
    strip.setTimeline(sixSteps());
    strip.plot()->replot();
    QSignalSpy requested(&strip, &MemoryStrip::stepRequested);
    QTest::mouseClick(strip.plot(), Qt::LeftButton, {}, pixelOf(strip.plot(), at));
    QCOMPARE(requested.size(), 1);
    QCOMPARE(requested.first().first().toInt(), step);

    // The owner moves the cursor; the caption names the step's statement and bytes.
    strip.setCurrentStep(step);
    QCOMPARE(strip.currentStep(), step);
    const auto *cursor = qobject_cast<QCPItemStraightLine *>(strip.plot()->item(strip.plot()->itemCount() - 1));
    QVERIFY(cursor);
    QCOMPARE(cursor->point1->coords().x(), double(step));
    QVERIFY2(strip.caption().startsWith(QStringLiteral("step %1: s%1 = torch.ones(%2)").arg(step).arg(step * 8)),
             qPrintable(strip.caption()));
    QVERIFY(strip.caption().contains(QStringLiteral("cpu %1 B").arg(step * 32)));
}

void TestPlots::copyCostMeasuresSixSeries()
{
    tl::Runtime rt(tl::CudaMode::Sim);
    LedgerSink events;
    rt.addSink(&events);
    CopyCostRun run(rt, 64 * 1024, 3);
    QCOMPARE(run.stageCount(), 7 * 6); // 1, 2, 4 ... 64 KiB, six operations
    std::atomic<bool> cancel{false};
    QVector<int> stages;
    const CopyCostRun::Result result = run.run([&](int stage) { stages.push_back(stage); }, cancel);
    QVERIFY(!result.cancelled);
    QVERIFY(result.refused.isEmpty());
    QCOMPARE(result.backend, QStringLiteral("simulated (no NVIDIA GPU)"));
    QCOMPARE(stages.size(), 42);
    QCOMPARE(stages.back(), 41);
    for (const QString &op : CopyCostRun::operations()) {
        QVector<quint64> sizes;
        for (const CopyCostRun::Point &p : result.points)
            if (p.op == op) {
                QVERIFY2(p.medianNs > 0, qPrintable(op));
                sizes.push_back(p.sizeBytes);
            }
        QCOMPARE(sizes, (QVector<quint64>{1024, 2048, 4096, 8192, 16384, 32768, 65536}));
    }
    QCOMPARE(result.points.size(), 42);
    rt.removeSink(&events);
    QVERIFY(events.allocated() > 0);
    QCOMPARE(events.ledger.freed, events.allocated());
    QCOMPARE(events.ledger.liveAfter(0, QStringLiteral("cpu")), quint64(0));
    QCOMPARE(events.ledger.liveAfter(0, QStringLiteral("cuda:0")), quint64(0));
    QCOMPARE(result.storagesAllocated, quint64(events.allocated()));
    QCOMPARE(rt.liveBytes(tl::DeviceType::CPU), uint64_t(0));
    QCOMPARE(rt.liveBytes(tl::DeviceType::CUDA), uint64_t(0));
}

void TestPlots::copyCostCancelLeavesNothing_data()
{
    QTest::addColumn<int>("stage");
    QTest::addRow("first-stage") << 0;
    QTest::addRow("middle-stage") << 21;
    QTest::addRow("last-stage") << 41;
}

void TestPlots::copyCostCancelLeavesNothing()
{
    QFETCH(int, stage);
    tl::Runtime rt(tl::CudaMode::Sim);
    LedgerSink events;
    rt.addSink(&events);
    CopyCostRun run(rt, 64 * 1024, 3);
    std::atomic<bool> cancel{false};
    int last = -1;
    const CopyCostRun::Result result = run.run(
        [&](int s) {
            last = s;
            if (s == stage)
                cancel = true;
        },
        cancel);
    QVERIFY(result.cancelled);
    QCOMPARE(last, stage);
    QCOMPARE(result.points.size(), stage); // the stages before it, each measured
    rt.removeSink(&events);
    QCOMPARE(events.ledger.freed, events.allocated());
    QCOMPARE(events.ledger.liveAfter(0, QStringLiteral("cpu")), quint64(0));
    QCOMPARE(events.ledger.liveAfter(0, QStringLiteral("cuda:0")), quint64(0));
    QCOMPARE(result.storagesFreed, result.storagesAllocated);
    QCOMPARE(result.bytesLeft, quint64(0));
    QCOMPARE(rt.liveBytes(tl::DeviceType::CPU), uint64_t(0));
    QCOMPARE(rt.liveBytes(tl::DeviceType::CUDA), uint64_t(0));
}

void TestPlots::dialogRunsAndExports()
{
    CopyCostDialog dialog(tl::CudaMode::Sim);
    QVERIFY(!dialog.isModal());
    QCOMPARE(dialog.limit(), quint64(64) << 20); // the default
    dialog.setLimit(64 * 1024);
    dialog.setRepetitions(3);
    dialog.resize(1000, 640);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QSignalSpy finished(&dialog, &CopyCostDialog::finished);
    QTest::mouseClick(dialog.runButton(), Qt::LeftButton);
    QVERIFY(finished.wait(120000));
    QVERIFY(!dialog.result().cancelled);
    QCOMPARE(dialog.result().points.size(), 42);
    QCOMPARE(dialog.progressBar()->value(), dialog.progressBar()->maximum());
    QVERIFY2(dialog.statusText().contains(QStringLiteral("Nothing left allocated")), qPrintable(dialog.statusText()));
    QCOMPARE(dialog.plot()->graphCount(), 6);
    QStringList names;
    for (int i = 0; i < dialog.plot()->graphCount(); ++i)
        names += dialog.plot()->graph(i)->name();
    QCOMPARE(names, CopyCostRun::operations());
    QCOMPARE(dialog.plot()->xAxis->scaleType(), QCPAxis::stLogarithmic);
    QCOMPARE(dialog.plot()->yAxis->scaleType(), QCPAxis::stLogarithmic);

    QTemporaryDir dir;
    const QString csvPath = dir.filePath(QStringLiteral("copy-cost.csv"));
    QVERIFY(dialog.exportCsv(csvPath));
    QFile csv(csvPath);
    QVERIFY(csv.open(QIODevice::ReadOnly | QIODevice::Text));
    const QStringList lines = QString::fromUtf8(csv.readAll()).split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 43);
    QCOMPARE(lines[0], QStringLiteral("size_bytes,op,median_ns,backend"));
    const QStringList first = lines[1].split(u',');
    QCOMPARE(first.size(), 4);
    QCOMPARE(first[0], QStringLiteral("1024"));
    QCOMPARE(first[1], QStringLiteral("numpy()"));
    QVERIFY(first[2].toLongLong() > 0);
    QCOMPARE(first[3], QStringLiteral("simulated (no NVIDIA GPU)"));
    QVERIFY(lines.last().startsWith(QStringLiteral("65536,to('cpu'),")));

    const QString pngPath = dir.filePath(QStringLiteral("copy-cost.png"));
    QVERIFY(dialog.exportPng(pngPath));
    const QImage picture(pngPath);
    QVERIFY(!picture.isNull());
    QCOMPARE(picture.size(), dialog.plot()->size());
}

void TestPlots::dialogCancelButton()
{
    CopyCostDialog dialog(tl::CudaMode::Sim);
    dialog.setLimit(quint64(1) << 30); // far more than runs before the click
    dialog.setRepetitions(51);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QSignalSpy finished(&dialog, &CopyCostDialog::finished);
    QTest::mouseClick(dialog.runButton(), Qt::LeftButton);
    QVERIFY(dialog.isRunning());
    QVERIFY(dialog.cancelButton()->isEnabled());
    QTest::mouseClick(dialog.cancelButton(), Qt::LeftButton);
    QVERIFY(finished.wait(120000));
    QVERIFY(dialog.result().cancelled);
    QVERIFY(!dialog.isRunning());
    QCOMPARE(dialog.result().bytesLeft, quint64(0));
    QCOMPARE(dialog.result().storagesFreed, dialog.result().storagesAllocated);
    QVERIFY2(dialog.statusText().startsWith(QStringLiteral("Cancelled after")), qPrintable(dialog.statusText()));
    QVERIFY(dialog.runButton()->isEnabled());
}

void TestPlots::unwritableFolderLeavesNoFile_data()
{
    QTest::addColumn<QString>("folder"); // relative to a temporary directory
    QTest::addRow("missing-folder") << QStringLiteral("no/such/folder");
    QTest::addRow("a-file-as-folder") << QStringLiteral("plain.txt");
}

void TestPlots::unwritableFolderLeavesNoFile()
{
    QFETCH(QString, folder);
    QTemporaryDir dir;
    QFile plain(dir.filePath(QStringLiteral("plain.txt")));
    QVERIFY(plain.open(QIODevice::WriteOnly));
    plain.close();
    CopyCostRun::Result result;
    result.backend = QStringLiteral("simulated (no NVIDIA GPU)");
    result.points.push_back({1024, QStringLiteral("clone()"), 900});
    QCOMPARE(CopyCostCsv::text(result), QStringLiteral("size_bytes,op,median_ns,backend\n1024,clone(),900,simulated (no NVIDIA GPU)\n"));

    const QString csvPath = dir.filePath(folder + QStringLiteral("/copy-cost.csv"));
    QString error;
    QVERIFY(!CopyCostCsv::write(result, csvPath, &error));
    QVERIFY2(error.startsWith(QStringLiteral("Could not write %1: ").arg(csvPath)), qPrintable(error));
    QVERIFY(!QFile::exists(csvPath));

    CopyCostDialog dialog(tl::CudaMode::Sim);
    const QString pngPath = dir.filePath(folder + QStringLiteral("/copy-cost.png"));
    error.clear();
    QVERIFY(!dialog.exportPng(pngPath, &error));
    QVERIFY2(error.startsWith(QStringLiteral("Could not write %1: ").arg(pngPath)), qPrintable(error));
    QCOMPARE(dialog.statusText(), error);
    QVERIFY(!QFile::exists(pngPath));
}

void TestPlots::windowShowsStripAndCopyCost()
{
    MainWindow w(tl::CudaMode::Sim, /*interactive=*/false);
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(!w.memoryDock()->isVisible());
    auto *stripAction = w.findChild<QAction *>(QStringLiteral("actionMemoryStrip"));
    QVERIFY(stripAction);
    stripAction->trigger();
    QTRY_VERIFY(w.memoryDock()->isVisible());

    const int before = w.memoryStrip()->timeline().size();
    QVERIFY(w.runGuiCode(QStringLiteral("a = torch.ones(8)")).ok);
    QVERIFY(w.runGuiCode(QStringLiteral("b = a.to('cuda')")).ok);
    const MemoryTimeline &t = w.memoryStrip()->timeline();
    QCOMPARE(t.size(), before + 2);
    QCOMPARE(w.memoryStrip()->currentStep(), t.size() - 1);
    QCOMPARE(t.bytes(t.size() - 1, QStringLiteral("cuda:0")), quint64(32));
    QCOMPARE(t.at(t.size() - 1).copies.size(), 1);
    QVERIFY2(w.memoryStrip()->caption().contains(QStringLiteral("copy cpu → cuda:0 32 B")), qPrintable(w.memoryStrip()->caption()));

    // Undo rebuilds the session by replaying its code from a fresh start: the strip is the
    // replay's, a step per statement of the code log; redo runs the statement again.
    w.undoStack()->undo();
    const int replayed = int(w.session()->codeLog().size()) + 1;
    QCOMPARE(t.size(), replayed);
    QCOMPARE(t.bytes(replayed - 1, QStringLiteral("cpu")), quint64(32));
    QCOMPARE(t.bytes(replayed - 1, QStringLiteral("cuda:0")), quint64(0));
    w.undoStack()->redo();
    QCOMPARE(t.size(), replayed + 1);
    QCOMPARE(t.bytes(replayed, QStringLiteral("cuda:0")), quint64(32));

    // A click on an earlier step moves the cursor there.
    QCustomPlot *plot = w.memoryStrip()->plot();
    plot->replot();
    QTest::mouseClick(plot, Qt::LeftButton, {}, pixelOf(plot, t.size() - 2));
    QCOMPARE(w.memoryStrip()->currentStep(), t.size() - 2);

    // Projector mode (F5) hides the strip with the other docks and brings it back.
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QTest::keyClick(&w, Qt::Key_F5);
    QTRY_VERIFY(!w.memoryDock()->isVisible());
    QTest::keyClick(&w, Qt::Key_F5);
    QTRY_VERIFY(w.memoryDock()->isVisible());

    auto *copyCost = w.findChild<QAction *>(QStringLiteral("actionCopyCost"));
    QVERIFY(copyCost);
    copyCost->trigger();
    QVERIFY(w.copyCostDialog());
    QTRY_VERIFY(w.copyCostDialog()->isVisible());
    QVERIFY(!w.copyCostDialog()->isModal());

    // Both plots follow the dark theme: light text on the dark base, and back.
    w.darkAction()->trigger();
    for (QCustomPlot *p : {plot, w.copyCostDialog()->plot()}) {
        QTRY_VERIFY(p->xAxis->tickLabelColor().lightness() > 160);
        QCOMPARE(p->xAxis->tickLabelColor(), p->palette().color(QPalette::Text));
    }
    w.darkAction()->trigger();
    QTRY_VERIFY(plot->xAxis->tickLabelColor().lightness() < 100);
}

void TestPlots::stripFollowsSteppedScript()
{
    MainWindow w(tl::CudaMode::Sim, /*interactive=*/false);
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.findChild<QAction *>(QStringLiteral("actionMemoryStrip"))->trigger();
    QTRY_VERIFY(w.memoryDock()->isVisible());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("strip.py"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(kScript);
    file.close();

    // Opened for stepping: the strip shows the script's own steps, the cursor at step 0.
    QVERIFY(w.openScript(path));
    ScriptTimeline *timeline = w.controller()->timeline();
    QCOMPARE(timeline->stepCount(), 16);
    MemoryStrip *strip = w.memoryStrip();
    QCOMPARE(strip->timeline().size(), 17);
    QCOMPARE(strip->currentStep(), 0);
    QCOMPARE(strip->timeline().bytes(5, QStringLiteral("cuda:0")), quint64(128));
    QCOMPARE(strip->timeline().at(5).statement, QStringLiteral("b = a.to('cuda')"));

    // The timeline moves the cursor; a click on the strip moves the timeline.
    timeline->goTo(6);
    QTRY_COMPARE(strip->currentStep(), 6);
    QCustomPlot *plot = strip->plot();
    plot->replot();
    QTest::mouseClick(plot, Qt::LeftButton, {}, pixelOf(plot, 5));
    QTRY_COMPARE(timeline->currentStep(), 5);
    QCOMPARE(strip->currentStep(), 5);
    quint64 cuda = 0;
    for (const StorageInfo &s : w.session()->model().storages)
        if (s.alive && s.isCuda())
            cuda += s.bytes;
    QCOMPARE(cuda, quint64(128)); // the session is at the step the strip shows

    // A new session: the strip follows it live again.
    w.controller()->newSession();
    QVERIFY(strip->timeline().size() < 17);
    QCOMPARE(strip->timeline().bytes(strip->timeline().size() - 1, QStringLiteral("cuda:0")), quint64(0));
    QVERIFY(w.runGuiCode(QStringLiteral("z = torch.zeros(4, device='cuda')")).ok);
    QCOMPARE(strip->timeline().bytes(strip->timeline().size() - 1, QStringLiteral("cuda:0")), quint64(16));
    QCOMPARE(strip->currentStep(), strip->timeline().size() - 1);
}

QTEST_MAIN(TestPlots)
#include "tst_plots.moc"
