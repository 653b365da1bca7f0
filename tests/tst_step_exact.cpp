// Stepping is exact: every step, reached forward or backward, shows that step and nothing
// of another: the cards and storages of its scene (what `tensorlens scene --step N`
// prints), the elements it wrote (highlighted cells, lit labels) and no others, no copy of
// another step in flight, its own headline (none for a print), and the Steps panel and the
// memory strip at that step. New session and Open leave nothing of a stepped script.
#include "canvas/CaptionItem.h"
#include "canvas/CanvasView.h"
#include "canvas/TransferItem.h"
#include "panels/StepPanel.h"
#include "plots/MemoryStrip.h"
#include "session/ScriptTimeline.h"
#include "session/Session.h"
#include "support/ModalAnswerer.h"
#include "support/TestSettings.h"
#include "support/TextFile.h"
#include "tst_window_helpers.h"
#include "window/ErrorBanner.h"
#include "window/MainWindow.h"
#include "control/SessionAutosave.h"
#include "control/SessionController.h"
#include "window/StepActions.h"

#include <QAction>
#include <QJsonArray>
#include <QJsonObject>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QTextBlock>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest/QtTest>

using namespace tl::ui;
using namespace tl::ui::test;

namespace {

// Twenty statements a lesson on views and copies runs: writes through views, prints
// between them, copies to and from the (simulated) GPU, a loop.
const char *kScript = "import torch\n"
                      "import numpy as np\n"
                      "a = torch.ones((2, 3))\n"
                      "na = a.numpy()\n"
                      "print(a.sum())\n"
                      "na[0][1] = 7\n"
                      "b = a.t()\n"
                      "print(b.shape)\n"
                      "c = a[1]\n"
                      "c[2] = 5\n"
                      "g = a.cuda()\n"
                      "h = g.detach()\n"
                      "h[0][0] = 3\n"
                      "print(h)\n"
                      "d = a.clone()\n"
                      "d[1][1] = 9\n"
                      "for i in range(2):\n"
                      "    na[1][i] = i\n"
                      "w = torch.zeros(2, requires_grad=True)\n"
                      "print(w)\n"
                      "t = g.cpu()\n";

// What the canvas shows now, in the terms of a step's scene.
struct Shown {
    QStringList cards;
    int storages = 0;
    QStringList lit;         // "a[0][1]: 1.0 → 7.0", sorted
    QStringList highlighted; // "NAME:cell" for each object's storage with highlighted cells, sorted
    int transfers = 0;
    QString headline;
};

Shown shown(MainWindow &w)
{
    CanvasScene *scene = w.canvas()->canvasScene();
    Shown s;
    s.cards = cardNames(w);
    for (StorageBlockItem *block : scene->itemsOfType<StorageBlockItem>())
        if (!block->isFading())
            ++s.storages;
    s.lit = scene->litLabels();
    s.lit.sort();
    for (const ObjectInfo &o : w.session()->model().objects)
        if (!o.names.isEmpty())
            for (qint64 cell : scene->highlightedCells(o.storageId))
                s.highlighted << QStringLiteral("%1:%2").arg(o.names.first()).arg(cell);
    s.highlighted.sort();
    s.highlighted.removeDuplicates();
    s.transfers = int(scene->itemsOfType<TransferItem>().size());
    // A copy's measured time differs from run to run: not part of what is compared.
    s.headline = scene->caption()->sentence().replace(QRegularExpression(QStringLiteral("in [0-9.,\\s\\x{202f}]+ (ns|µs|ms)")),
                                                      QStringLiteral("in (time)"));
    return s;
}

// What step `scene` says the canvas must show (its headline is checked apart).
Shown expected(const QJsonObject &scene, MainWindow &w)
{
    Shown s;
    QMap<qint64, QString> nameOfStorage; // the scene's storage ids -> a name on it
    for (const QJsonValue &o : scene.value("objects").toArray()) {
        const QJsonObject object = o.toObject();
        s.cards << object.value("name").toString();
        nameOfStorage.insert(object.value("storage").toInteger(), object.value("name").toString());
    }
    s.cards.sort();
    s.storages = int(scene.value("storages").toArray().size());
    for (const QJsonValue &v : scene.value("written").toArray()) {
        const QJsonObject write = v.toObject();
        for (const QJsonValue &seen : write.value("seen_as").toArray())
            s.lit << QStringLiteral("%1: %2 → %3").arg(seen.toString(), write.value("old").toString(), write.value("new").toString());
        // Every object on the written storage shows the cell highlighted in its block.
        const quint64 storage = w.session()->model().objectForName(nameOfStorage.value(write.value("storage").toInteger()))->storageId;
        for (const ObjectInfo &o : w.session()->model().objects)
            if (o.storageId == storage && !o.names.isEmpty())
                s.highlighted << QStringLiteral("%1:%2").arg(o.names.first()).arg(write.value("element").toInteger());
    }
    s.lit.sort();
    s.highlighted.sort();
    s.highlighted.removeDuplicates();
    s.transfers = int(scene.value("copies").toArray().size());
    return s;
}


} // namespace

class TestStepExact : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        tl::test::TestSettings::isolate(QStringLiteral("tst_step_exact"));
        QFile::remove(SessionAutosave::filePath());
    }

    // To the end one step at a time, then back to step 0 the same way (Page Down / Page Up
    // as a presenter's remote sends them).
    void everyStepShowsItselfBothWays()
    {
        QTemporaryDir dir;
        const QString path = tl::test::TextFile::writeIn(dir, QStringLiteral("views.py"), kScript);
        MainWindow w(tl::CudaMode::Sim);
        w.resize(1920, 1080);
        showAndWait(w);
        QVERIFY(w.openScript(path));
        ScriptTimeline *timeline = w.controller()->timeline();
        const QJsonArray scenes = timeline->scenes();
        QVERIFY(timeline->stepCount() >= 20);
        QWidget *viewport = w.canvas()->viewport();
        QMap<int, QString> headlines;
        auto check = [&](int step, bool backward) {
            QCOMPARE(timeline->currentStep(), step);
            const QJsonObject scene = scenes[step].toObject();
            const QString where = QStringLiteral("step %1 (%2, %3)").arg(step).arg(scene.value("statement").toString(),
                                                                                    backward ? "backward" : "forward");
            const Shown now = shown(w);
            const Shown want = expected(scene, w);
            QVERIFY2(now.cards == want.cards, qPrintable(where + ": cards " + now.cards.join(',')));
            QVERIFY2(now.storages == want.storages, qPrintable(where + QStringLiteral(": %1 storages").arg(now.storages)));
            QVERIFY2(now.lit == want.lit, qPrintable(where + ": lit " + now.lit.join(" | ") + " / want " + want.lit.join(" | ")));
            QVERIFY2(now.highlighted == want.highlighted,
                     qPrintable(where + ": highlighted " + now.highlighted.join(',') + " / want " + want.highlighted.join(',')));
            QVERIFY2(now.transfers <= want.transfers, qPrintable(where + QStringLiteral(": %1 copies in flight").arg(now.transfers)));
            const bool changedNothing = scene.value("written").toArray().isEmpty() && scene.value("copies").toArray().isEmpty() &&
                                        scene.value("statement").toString().startsWith("print(");
            if (changedNothing)
                QVERIFY2(now.headline.isEmpty(), qPrintable(where + ": headline " + now.headline));
            if (!backward)
                headlines.insert(step, now.headline);
            else
                QVERIFY2(now.headline == headlines.value(step), qPrintable(where + ": headline " + now.headline + " / forward: " +
                                                                           headlines.value(step)));
            QCOMPARE(w.stepPanel()->stepList()->currentRow(), step);
            QCOMPARE(w.memoryStrip()->currentStep(), step);
        };
        check(0, false);
        for (int step = 1; step <= timeline->stepCount(); ++step) {
            QTest::keyClick(viewport, Qt::Key_PageDown);
            check(step, false);
            if (QTest::currentTestFailed())
                return;
        }
        for (int step = timeline->stepCount() - 1; step >= 0; --step) {
            QTest::keyClick(viewport, Qt::Key_PageUp);
            check(step, true);
            if (QTest::currentTestFailed())
                return;
        }
    }

    // A line edited in the stepped script is unsaved work: the title's * says so, and Quit
    // asks Save / Discard / Cancel; Cancel keeps the window, Save writes the script whole.
    void editedScriptLineIsNotLostOnQuit()
    {
        QTemporaryDir dir;
        const QString path = tl::test::TextFile::writeIn(dir, QStringLiteral("edit.py"), "import torch\na = torch.ones(2)\nprint(a)\n");
        auto *w = new MainWindow(tl::CudaMode::Sim);
        w->setAttribute(Qt::WA_DeleteOnClose, false);
        w->resize(1280, 720);
        showAndWait(*w);
        QVERIFY(w->openScript(path));
        QVERIFY(!w->isWindowModified());
        auto *code = w->findChild<QPlainTextEdit *>(QStringLiteral("stepCode"));
        QVERIFY(code);
        QTextCursor c(code->document()->findBlockByNumber(1));
        c.movePosition(QTextCursor::EndOfBlock);
        code->setTextCursor(c);
        code->setFocus();
        QTest::keyClicks(code, " * 3");
        QVERIFY(w->isWindowModified());
        {
            ModalAnswerer cancel;
            cancel.setMessageButton(QMessageBox::Cancel);
            QVERIFY(!w->close());
            QVERIFY(w->isVisible());
            QVERIFY2(cancel.prompt().contains("edit.py has edited lines that were not saved"), qPrintable(cancel.prompt()));
        }
        {
            ModalAnswerer save;
            save.setMessageButton(QMessageBox::Save);
            QVERIFY(w->close());
        }
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(saved.readAll()), QString("import torch\na = torch.ones(2) * 3\nprint(a)\n"));
        delete w;
    }

    // Statements made between two steps (here at the console) would go when the next step
    // replays the script: asked first; Cancel stays at the step with the statement kept.
    void statementsBetweenStepsAreAskedAbout()
    {
        QTemporaryDir dir;
        const QString path = tl::test::TextFile::writeIn(dir, QStringLiteral("steps.py"), kScript);
        MainWindow w(tl::CudaMode::Sim);
        w.resize(1280, 720);
        showAndWait(w);
        QVERIFY(w.openScript(path));
        QWidget *viewport = w.canvas()->viewport();
        for (int i = 0; i < 3; ++i)
            QTest::keyClick(viewport, Qt::Key_PageDown);
        QVERIFY(w.runConsoleCode(QStringLiteral("z = torch.zeros(1)")).ok);
        QVERIFY(w.isWindowModified());
        ScriptTimeline *timeline = w.controller()->timeline();
        {
            ModalAnswerer cancel;
            cancel.setMessageButton(QMessageBox::Cancel);
            QTest::keyClick(viewport, Qt::Key_PageUp);
            QVERIFY2(cancel.prompt().startsWith("Save the statements made since this step"), qPrintable(cancel.prompt()));
        }
        QCOMPARE(timeline->currentStep(), 3);
        QVERIFY(w.session()->model().objectForName(QStringLiteral("z")));
        w.activateWindow(); // back from the dialog
        QVERIFY(QTest::qWaitForWindowActive(&w));
        {
            ModalAnswerer discard;
            discard.setMessageButton(QMessageBox::Discard);
            QTest::keyClick(viewport, Qt::Key_PageUp);
            QVERIFY(discard.answered());
        }
        QCOMPARE(timeline->currentStep(), 2);
        QVERIFY(!w.session()->model().objectForName(QStringLiteral("z")));
    }

    // New session after stepping: nothing to step back to, no banner, no headline; a later
    // traceback names <stdin>, not the old file.
    void newSessionEndsTheStepping()
    {
        QTemporaryDir dir;
        const QString path = tl::test::TextFile::writeIn(dir, QStringLiteral("fails.py"), "import torch\na = torch.ones(2, requires_grad=True)\na[0] = 2\n");
        MainWindow w(tl::CudaMode::Sim);
        w.resize(1280, 720);
        showAndWait(w);
        QVERIFY(w.openScript(path));
        QWidget *viewport = w.canvas()->viewport();
        QTest::keyClick(viewport, Qt::Key_End, Qt::AltModifier);
        QVERIFY(w.errorBanner()->isVisible());
        QTest::keyClick(&w, Qt::Key_N, Qt::ControlModifier);
        QVERIFY(!w.controller()->timeline()->isLoaded());
        QVERIFY(!w.stepActions()->back()->isEnabled());
        QVERIFY(!w.stepActions()->forward()->isEnabled());
        QTest::keyClick(viewport, Qt::Key_PageUp);
        QVERIFY(cardNames(w).isEmpty());
        QVERIFY(!w.errorBanner()->isVisible());
        QVERIFY(w.canvas()->canvasScene()->caption()->sentence().isEmpty());
        const ExecResult r = w.runConsoleCode(QStringLiteral("1/0"));
        QVERIFY(!r.ok);
        QVERIFY2(r.output.contains(QStringLiteral("File \"<stdin>\", line 1")), qPrintable(r.output));
    }
};

QTEST_MAIN(TestStepExact)
#include "tst_step_exact.moc"
