// Responsiveness of the memory canvas on a 1000x1000 float32 tensor with 8 views/aliases:
//   - scene update after one element edit (execute, scene sync, synchronous repaint),
//   - full repaint at fit-to-window, and far zoomed out / at 100% (level of detail),
//   - cold start: a fresh process showing the canvas, to its first painted frame,
//   - stepping one step forward and back through a 200-statement script holding two
//     1000x1000 tensors (to the painted frame), and the memory the timeline keeps,
//   - a trial after that script (what a fix preview or the element editor runs): on a copy
//     of the session against a replay of its code log.
// Prints medians over repeated runs. Run offscreen:
//   QT_QPA_PLATFORM=offscreen tensorlens-ui-bench [--runs N]
#include "canvas/CanvasScene.h"
#include "canvas/CanvasView.h"
#include "live/LiveEngine.h"
#include "explain/TrialRun.h"
#include "live/LiveRecorder.h"
#include "session/ScriptTimeline.h"
#include "session/Session.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>

#include <malloc.h>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

using tl::ui::CanvasView;
using tl::ui::ExecOrigin;
using tl::ui::Session;

namespace {

const char *kSetup = "import torch\n"
                     "import numpy as np\n"
                     "a = torch.zeros(1000, 1000)\n"
                     "na = a.numpy()\n"
                     "b = a.t()\n"
                     "c = a[10:20]\n"
                     "d = a[:, 5]\n"
                     "e = a.view(-1)\n"
                     "f = a.detach()\n"
                     "g = a[::2, ::2]\n"
                     "h = na[3:]\n";

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

double timeMs(const std::function<void()> &f)
{
    QElapsedTimer t;
    t.start();
    f();
    return double(t.nsecsElapsed()) / 1e6;
}

void report(const char *what, const std::vector<double> &ms, double target)
{
    const double m = median(ms);
    std::printf("%-44s median %8.2f ms  (min %.2f, max %.2f, n=%zu)  target <= %.0f ms  %s\n", what, m,
                *std::min_element(ms.begin(), ms.end()), *std::max_element(ms.begin(), ms.end()), ms.size(), target,
                m <= target ? "ok" : "OVER");
}

// The child side of the cold-start measurement: show the canvas, say when it has painted.
int firstPaint(QApplication &app)
{
    Session session;
    CanvasView view(&session);
    session.execute(QString::fromLatin1(kSetup), ExecOrigin::Script);
    view.resize(1280, 800);
    struct PaintWatch : QObject {
        bool eventFilter(QObject *o, QEvent *e) override
        {
            if (e->type() == QEvent::Paint)
                QTimer::singleShot(0, qApp, [] {
                    std::printf("painted\n");
                    std::fflush(stdout);
                    qApp->quit();
                });
            return QObject::eventFilter(o, e);
        }
    } watch;
    view.viewport()->installEventFilter(&watch);
    view.show();
    return app.exec();
}

} // namespace

// 200 statements over two 1000x1000 float32 tensors and a NumPy view: element edits, row
// updates and a whole-tensor in-place add every 20 statements.
QString steppingScript()
{
    QString s = QStringLiteral("import torch\nimport numpy as np\na = torch.zeros(1000, 1000)\nb = torch.ones(1000, 1000)\nna = a.numpy()\n");
    for (int i = 5; i < 200; ++i) {
        if (i % 20 == 0)
            s += QStringLiteral("a.add_(1)\n");
        else if (i % 3 == 0)
            s += QStringLiteral("b[%1] += %2\n").arg(i).arg(i);
        else if (i % 3 == 1)
            s += QStringLiteral("na[%1][%2] = %3\n").arg(i).arg(i % 7).arg(i);
        else
            s += QStringLiteral("a[%1][%2] = b[%1][%2]\n").arg(i).arg(i % 11);
    }
    return s;
}

// Bytes the process's heap holds (small blocks and the mmapped large ones, tensors among them).
quint64 heapInUse()
{
    const struct mallinfo2 m = mallinfo2();
    return quint64(m.uordblks) + quint64(m.hblkhd);
}

// Brings the timeline to `step` and waits for the canvas to paint it.
void stepAndPaint(tl::ui::ScriptTimeline &timeline, CanvasView &view, int step)
{
    timeline.goTo(step);
    QCoreApplication::processEvents();
    view.viewport()->repaint();
}

// From the last step of a loaded timeline: one step back, then forward again, each to its
// painted frame, `runs` times.
void reportStepBackAndForward(tl::ui::ScriptTimeline &timeline, CanvasView &view, int runs, const char *back, const char *forward,
                              double targetMs)
{
    const int n = timeline.stepCount();
    timeline.goTo(n);
    view.fitToWindow();
    view.viewport()->repaint();
    std::vector<double> backMs, forwardMs;
    for (int i = 0; i < runs; ++i) {
        backMs.push_back(timeMs([&] { stepAndPaint(timeline, view, n - 1); }));
        forwardMs.push_back(timeMs([&] { stepAndPaint(timeline, view, n); }));
    }
    report(back, backMs, targetMs);
    report(forward, forwardMs, targetMs);
}

void benchStepping(int runs)
{
    Session session;
    CanvasView view(&session);
    view.resize(1280, 800);
    view.show();
    tl::ui::ScriptTimeline timeline(session);
    const quint64 heapBefore = heapInUse();
    const double load = timeMs([&] { timeline.load(steppingScript(), QStringLiteral("steps.py")); });
    std::printf("%-44s %8.2f ms (%d steps)\n", "stepping: load (first run, 200 statements)", load, timeline.stepCount());
    // Back: a replay of every statement before; forward: running on from there.
    reportStepBackAndForward(timeline, view, runs, "stepping: one step back at step 200 (replay)",
                             "stepping: one step forward (runs on)", 50);
    const quint64 heapAfter = heapInUse();
    quint64 tensors = 0;
    for (const auto &s : session.model().storages)
        tensors += s.alive ? s.bytes : 0;
    const double extra = double(heapAfter - std::min(heapAfter, heapBefore + tensors)) / (1 << 20);
    std::printf("%-44s %8.2f MiB beside %.2f MiB of tensors: %.2fx  target <= 2x  %s\n", "stepping: memory kept (timeline, scene)", extra,
                double(tensors) / (1 << 20), extra / (double(tensors) / (1 << 20)), extra <= 2.0 * double(tensors) / (1 << 20) ? "ok" : "OVER");
}

// The same 200-statement script recorded by the live engine in a Python with PyTorch (the
// first one Check with real PyTorch would use): one step shown from the recording.
void benchRecordedStepping(int runs)
{
    tl::ui::LiveEngine::setPackageDir(QStringLiteral(TL_LIVE_PACKAGE_DIR));
    const tl::ui::PythonInfo python = tl::ui::LiveEngine::find();
    if (!python.usable()) {
        std::printf("%-44s skipped: no Python with PyTorch and NumPy\n", "stepping a recording");
        return;
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("steps.py"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(steppingScript().toUtf8()) < 0)
        return;
    file.close();
    tl::ui::LiveRecorder recorder;
    const double record = timeMs([&] { recorder.record(python.program, path); });
    if (recorder.scenes().isEmpty()) {
        std::printf("%-44s failed: %s\n", "stepping a recording", qPrintable(recorder.problem()));
        return;
    }
    std::printf("%-44s %8.2f ms (%s)\n", "recording: traced run in your Python", record, qPrintable(python.summary()));
    Session session;
    CanvasView view(&session);
    view.resize(1280, 800);
    view.show();
    tl::ui::ScriptTimeline timeline(session);
    timeline.loadRecorded(steppingScript(), path, recorder.scenes(), false, QStringLiteral("Your Python"), QString());
    reportStepBackAndForward(timeline, view, runs, "recording: one step back at step 200", "recording: one step forward", 16);
}

// What one fix preview or one row of the element editor costs after the 200-statement
// script: a trial on a copy of the session (fork) against the replay it replaced.
void benchTrials(int runs)
{
    Session session;
    if (!session.execute(steppingScript(), ExecOrigin::Script).ok) {
        std::printf("trials: the script failed\n");
        return;
    }
    const QString fix = QStringLiteral("na2 = a.detach().numpy()\nna2[0][0] = 7");
    const auto trial = [&fix](tl::ui::TrialRun &t) { return t.run(fix).ok ? QByteArray("ok") : QByteArray("failed"); };
    std::vector<double> copy, replay;
    for (int i = 0; i < runs; ++i) {
        copy.push_back(timeMs([&] {
            if (tl::ui::TrialRun::onCopyOf(session, trial) != "ok")
                std::printf("trial on a copy failed\n");
        }));
        replay.push_back(timeMs([&] {
            tl::ui::TrialRun t(tl::CudaMode::Sim, session.codeLog());
            if (trial(t) != "ok")
                std::printf("replayed trial failed\n");
        }));
    }
    report("trial after 200 statements: on a copy", copy, 16);
    report("trial after 200 statements: replaying the log", replay, 16);
    std::printf("%-44s %8.1fx faster (medians)\n", "trial: copy against replay", median(replay) / median(copy));
}

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.contains(QStringLiteral("--first-paint")))
        return firstPaint(app);
    int runs = 30;
    if (const qsizetype i = args.indexOf(QStringLiteral("--runs")); i >= 0 && i + 1 < args.size())
        runs = std::max(3, args[i + 1].toInt());

    std::printf("tensorlens canvas responsiveness (platform %s, 1000x1000 float32, 8 views/aliases)\n",
                qPrintable(QGuiApplication::platformName()));
    Session session;
    CanvasView view(&session);
    view.resize(1280, 800);
    view.show();
    const double setup = timeMs([&] {
        if (!session.execute(QString::fromLatin1(kSetup), ExecOrigin::Script).ok)
            std::printf("setup failed\n");
    });
    // Until the window is exposed nothing paints: wait for the first real frame.
    for (int i = 0; i < 50 && !view.viewport()->isVisible(); ++i)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    std::printf("%-44s %8.2f ms\n", "setup script (allocate, 8 views, scene)", setup);
    view.fitToWindow();
    view.viewport()->repaint();

    // An edit as the window sees it: execute, the scene follows the signals, and the event
    // loop paints what changed (the written cell, the lit cards, the caption).
    struct PaintCounter : QObject {
        int paints = 0;
        bool eventFilter(QObject *o, QEvent *e) override
        {
            if (e->type() == QEvent::Paint)
                ++paints;
            return QObject::eventFilter(o, e);
        }
    } counter;
    view.viewport()->installEventFilter(&counter);
    std::vector<double> edit, editForced, fit, far, near;
    int unpainted = 0;
    for (int i = 0; i < runs; ++i) {
        const QString code = QStringLiteral("a[%1][%2] = %3").arg(i % 7).arg(i % 5).arg(i + 0.5);
        const int before = counter.paints;
        edit.push_back(timeMs([&] {
            if (!session.execute(code, ExecOrigin::Gui).ok)
                std::printf("edit failed\n");
            for (int k = 0; k < 3 && counter.paints == before; ++k)
                QCoreApplication::processEvents();
        }));
        unpainted += counter.paints == before ? 1 : 0;
        // Let the flash animation settle so runs do not overlap.
        QElapsedTimer idle;
        idle.start();
        while (idle.elapsed() < 30)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    }
    if (unpainted)
        std::printf("note: %d edits were not painted within the measured time\n", unpainted);
    // Worst case: the same edit followed by a forced repaint of the whole viewport.
    for (int i = 0; i < runs; ++i) {
        const QString code = QStringLiteral("a[%1][%2] = %3").arg(i % 5).arg(i % 7).arg(i + 0.25);
        editForced.push_back(timeMs([&] {
            session.execute(code, ExecOrigin::Gui);
            view.viewport()->repaint();
        }));
    }
    for (int i = 0; i < runs; ++i)
        fit.push_back(timeMs([&] {
            view.fitToWindow();
            view.viewport()->repaint();
        }));
    view.setTransform(QTransform::fromScale(0.05, 0.05));
    for (int i = 0; i < runs; ++i)
        far.push_back(timeMs([&] { view.viewport()->repaint(); }));
    view.setTransform(QTransform());
    view.centerOn(view.canvasScene()->sceneRect().center());
    for (int i = 0; i < runs; ++i)
        near.push_back(timeMs([&] { view.viewport()->repaint(); }));

    report("element edit -> scene updated and painted", edit, 16);
    report("element edit + forced full-viewport repaint", editForced, 16);
    report("full repaint at fit-to-window", fit, 50);
    report("full repaint zoomed out to 5% (aggregated)", far, 50);
    report("full repaint at 100% zoom", near, 50);

    std::vector<double> cold;
    for (int i = 0; i < std::min(runs, 7); ++i) {
        QProcess child;
        QElapsedTimer t;
        t.start();
        child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--first-paint")});
        if (!child.waitForReadyRead(10000)) {
            std::printf("cold start: the child did not paint (%s)\n", qPrintable(child.errorString()));
            break;
        }
        cold.push_back(double(t.nsecsElapsed()) / 1e6);
        child.waitForFinished(10000);
    }
    if (!cold.empty())
        report("cold start: new process to first painted frame", cold, 500);
    benchStepping(std::min(runs, 15));
    benchTrials(std::min(runs, 15));
    benchRecordedStepping(std::min(runs, 15));
    return 0;
}
