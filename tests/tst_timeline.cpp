// Stepping through a script forward and back: every step the window's session is brought to
// shows exactly what the first run showed after that step (storages, objects with their
// geometry, versions and autograd state, the printed output so far), whether the session
// got there by running on or by replaying; unseeded random values come back as they were;
// a step inside a function keeps its frame's values alive and lists its locals.
#include "session/SceneRecorder.h"
#include "session/ScriptTimeline.h"
#include "session/Session.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>
#include <QtTest/QtTest>

#include <memory>
#include <vector>

using namespace tl::ui;

namespace {

QString readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// The part of a step's scene that is state (not news): what the canvas draws.
QJsonObject stateOf(const QJsonObject &scene)
{
    QJsonObject o;
    o.insert(QStringLiteral("storages"), scene.value(QStringLiteral("storages")));
    o.insert(QStringLiteral("objects"), scene.value(QStringLiteral("objects")));
    return o;
}

QString printedUpTo(const QJsonArray &scenes, int step)
{
    QString out;
    for (int i = 1; i <= step; ++i)
        out += scenes[i].toObject().value(QStringLiteral("printed")).toString();
    return out;
}

QString compact(const QJsonObject &o) { return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)); }

} // namespace

class tst_timeline : public QObject {
    Q_OBJECT

private slots:
    void everyGoldenScriptStepsBackAndForth_data();
    void everyGoldenScriptStepsBackAndForth();
    void unseededRandomValuesComeBack();
    void insideAFunction();
    void runToLineAndReload();
    void badScriptLeavesSessionUntouched();
    void goToIsClampedAndIgnoredWhileRunning();
    void consoleCodeMakesItReplay();
};

void tst_timeline::everyGoldenScriptStepsBackAndForth_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(QStringLiteral(TL_GOLDEN_DIR "/cases"));
    for (const QString &name : dir.entryList({QStringLiteral("*.py")}, QDir::Files, QDir::Name)) {
        // Scripts that stop at "not supported" have nothing to step through.
        const QString code = readText(dir.filePath(name.chopped(3) + QStringLiteral(".code"))).trimmed();
        if (code == QLatin1String("2"))
            continue;
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
    }
}

void tst_timeline::everyGoldenScriptStepsBackAndForth()
{
    QFETCH(QString, path);
    struct Visit {
        int step, reached;
        QString state, expectedState, output, expectedOutput;
    };
    bool loaded = false;
    QString loadErrorType;
    std::vector<Visit> visits;
    // Deep recursion (CPython stops at depth 1000) needs more stack than the main thread's
    // in sanitizer builds, whose frames are several times larger: the steps are made on a
    // thread with a 1 GiB stack (reserved lazily), then checked here.
    std::unique_ptr<QThread> runner(QThread::create([&] {
        Session session(tl::CudaMode::Sim);
        ScriptTimeline timeline(session);
        loaded = timeline.load(readText(path), path);
        loadErrorType = timeline.loadError().errorType;
        if (!loaded)
            return;
        const int n = timeline.stepCount();
        const QJsonArray &scenes = timeline.scenes();
        SceneRecorder now(session, {});
        // To the end, back to the middle (a replay), on by one (running on), back by one, to
        // the start, forward by one and two, to the end again.
        for (const int step : {n, n / 2, n / 2 + 1, n / 2, 0, 1, 2, n - 1, n}) {
            const int target = std::clamp(step, 0, n);
            timeline.goTo(target);
            visits.push_back({target, timeline.currentStep(), compact(now.state()), compact(stateOf(scenes[target].toObject())),
                              timeline.outputSoFar(), printedUpTo(scenes, target)});
        }
    }));
    runner->setStackSize(1024u * 1024u * 1024u);
    runner->start();
    QVERIFY(runner->wait());
    if (!loaded) {
        // Only a script Python would not compile either: its error is the golden's last line.
        const QString err = readText(path.chopped(3) + QStringLiteral(".err")).trimmed();
        QVERIFY2(err.section(u'\n', -1).startsWith(loadErrorType + u':'), qPrintable(err));
        return;
    }
    for (const Visit &v : visits) {
        QCOMPARE(v.reached, v.step);
        QCOMPARE(v.state, v.expectedState);
        QCOMPARE(v.output, v.expectedOutput);
    }
}

void tst_timeline::unseededRandomValuesComeBack()
{
    Session session(tl::CudaMode::Sim);
    ScriptTimeline timeline(session);
    QVERIFY(timeline.load(QStringLiteral("import torch\nimport numpy as np\na = torch.rand(3)\nprint(a)\n"
                                         "b = np.random.rand(2)\nprint(b)\nprint(torch.seed() > 0)\nc = torch.randn(2)\nprint(c)\n"),
                          QStringLiteral("r.py")));
    const int n = timeline.stepCount();
    QVERIFY(timeline.goTo(n));
    const QString first = timeline.outputSoFar();
    QCOMPARE(first, printedUpTo(timeline.scenes(), n));
    QVERIFY(timeline.goTo(1));
    QVERIFY(timeline.goTo(n));
    QCOMPARE(timeline.outputSoFar(), first);
    QVERIFY(timeline.goTo(4));
    QCOMPARE(timeline.outputSoFar(), printedUpTo(timeline.scenes(), 4));
    // A new load draws new seeds, as running the script again would.
    QVERIFY(timeline.load(timeline.source(), QStringLiteral("r.py")));
    QVERIFY(timeline.goTo(n));
    QVERIFY(timeline.outputSoFar() != first);
}

void tst_timeline::insideAFunction()
{
    Session session(tl::CudaMode::Sim);
    ScriptTimeline timeline(session);
    const QString source = QStringLiteral("import torch\n"
                                          "def scale(t, k):\n"
                                          "    local = t * k\n"
                                          "    local[0] = 7\n"
                                          "    return local\n"
                                          "a = torch.ones(2)\n"
                                          "b = scale(a, 3)\n"
                                          "print(b)\n");
    QVERIFY(timeline.load(source, QStringLiteral("f.py")));
    // import, def, a = ..., b = scale(...), local = t * k, local[0] = 7, return, print
    QCOMPARE(timeline.stepCount(), 8);
    QCOMPARE(timeline.stepAt(5).line, 3);
    QVERIFY(timeline.goTo(5)); // after `local = t * k`: paused before `local[0] = 7`
    QCOMPARE(timeline.frameName(), QStringLiteral("scale"));
    QStringList locals;
    for (const auto &l : timeline.locals())
        locals += l.name + QStringLiteral("=") + l.value;
    QCOMPARE(locals, QStringList({QStringLiteral("t=tensor([1., 1.])"), QStringLiteral("k=3"),
                                  QStringLiteral("local=tensor([3., 3.])")}));
    // The local's storage is drawn alive, as in the first run.
    SceneRecorder now(session, {});
    QCOMPARE(compact(now.state()), compact(stateOf(timeline.scenes()[5].toObject())));
    QCOMPARE(now.state().value(QStringLiteral("storages")).toArray().size(), 2);
    QCOMPARE(timeline.nextLine(), 4);
    QVERIFY(timeline.goTo(6)); // from inside a statement: replayed
    QCOMPARE(timeline.stepAt(6).narration, QStringLiteral("storage #2[0]: 3.0 → 7.0"));
    QVERIFY(timeline.goTo(8));
    QCOMPARE(timeline.outputSoFar(), QStringLiteral("tensor([7., 3.])\n"));
    QCOMPARE(timeline.frameName(), QStringLiteral("<module>"));
    QVERIFY(timeline.locals().isEmpty());
}

void tst_timeline::runToLineAndReload()
{
    Session session(tl::CudaMode::Sim);
    ScriptTimeline timeline(session);
    const QString source = QStringLiteral("import torch\na = torch.zeros(3)\nfor i in range(3):\n    a[i] = i + 1\nprint(a)\n");
    QVERIFY(timeline.load(source, QStringLiteral("l.py")));
    QCOMPARE(timeline.nextStepAtLine(4), 4);
    QVERIFY(timeline.goTo(timeline.nextStepAtLine(4)));
    QCOMPARE(timeline.nextStepAtLine(4), 5);
    QCOMPARE(timeline.nextStepAtLine(2), -1);
    QCOMPARE(timeline.stepAt(4).narration, QStringLiteral("a[0]: 0.0 → 1.0"));
    // Editing line 4 and re-running replays up to where it first ran.
    QVERIFY(timeline.reload(QStringLiteral("import torch\na = torch.zeros(3)\nfor i in range(3):\n    a[i] = 10 * i\nprint(a)\n"), 4));
    QCOMPARE(timeline.currentStep(), 4);
    QVERIFY(timeline.goTo(timeline.stepCount()));
    QCOMPARE(timeline.outputSoFar(), QStringLiteral("tensor([ 0., 10., 20.])\n"));
}

void tst_timeline::badScriptLeavesSessionUntouched()
{
    Session session(tl::CudaMode::Sim);
    QVERIFY(session.execute(QStringLiteral("import torch\nx = torch.ones(2)"), ExecOrigin::Console).ok);
    ScriptTimeline timeline(session);
    QVERIFY(!timeline.load(QStringLiteral("import torch\ny = (1,\n"), QStringLiteral("bad.py")));
    QCOMPARE(timeline.loadError().errorType, QStringLiteral("SyntaxError"));
    QVERIFY(!timeline.isLoaded());
    QVERIFY(session.model().names.contains(QStringLiteral("x")));
    QCOMPARE(session.codeLog(), QStringList({QStringLiteral("import torch"), QStringLiteral("x = torch.ones(2)")}));
    QVERIFY(!timeline.goTo(1));
}

void tst_timeline::goToIsClampedAndIgnoredWhileRunning()
{
    Session session(tl::CudaMode::Sim);
    ScriptTimeline timeline(session);
    QVERIFY(timeline.load(QStringLiteral("x = 1\ny = 2\n"), QStringLiteral("c.py")));
    QVERIFY(timeline.goTo(99));
    QCOMPARE(timeline.currentStep(), 2);
    QVERIFY(timeline.goTo(-5));
    QCOMPARE(timeline.currentStep(), 0);
    session.runScriptAsync(QStringLiteral("import time\nz = 3\n"));
    QVERIFY(session.isRunning());
    QVERIFY(!timeline.goTo(1));
    QCOMPARE(timeline.currentStep(), 0);
    QTRY_VERIFY(!session.isRunning());
}

void tst_timeline::consoleCodeMakesItReplay()
{
    Session session(tl::CudaMode::Sim);
    ScriptTimeline timeline(session);
    QVERIFY(timeline.load(QStringLiteral("import torch\na = torch.ones(2)\nb = a + 1\n"), QStringLiteral("d.py")));
    QVERIFY(timeline.goTo(2));
    QVERIFY(session.execute(QStringLiteral("a[0] = 5"), ExecOrigin::Console).ok);
    QVERIFY(timeline.diverged());
    QVERIFY(timeline.goTo(3));
    SceneRecorder now(session, {});
    QCOMPARE(compact(now.state()), compact(stateOf(timeline.scenes()[3].toObject())));
    QVERIFY(!timeline.diverged());
}

QTEST_MAIN(tst_timeline)
#include "tst_timeline.moc"
