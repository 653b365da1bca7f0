// The window running a script in the learner's own Python (the live engine, Debian's
// PyTorch 1.13 in CI): a script the built-in engine refuses is offered there from the
// banner, runs once, and steps back and forth from its recording with the same canvas,
// writes, narration and output the built-in engine would show.
#include "support/ModalAnswerer.h"
#include "support/TestSettings.h"
#include "control/SessionAutosave.h"
#include "control/SessionController.h"
#include "live/LiveEngine.h"
#include "live/LiveRecorder.h"
#include "session/EngineText.h"
#include "panels/ConsoleInput.h"
#include "panels/ConsoleWidget.h"
#include "panels/OutputPane.h"
#include "panels/StepPanel.h"
#include "session/ScriptTimeline.h"
#include "session/SceneStepReader.h"
#include "session/ViewCoverage.h"
#include "tst_window_helpers.h"
#include "dialogs/ErrorDialog.h"
#include "window/ErrorBanner.h"
#include "window/LiveCommands.h"
#include "window/StepActions.h"
#include "window/WindowMenus.h"

#include <QLabel>
#include <QPlainTextEdit>
#include <QTextBlock>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTimer>

using namespace tl::ui;
using namespace tl::ui::test;

namespace {

// torch.roll is outside the built-in engine; everything around it is memory it explains.
const QByteArray kScript = "import torch\n"
                           "a = torch.arange(6.).reshape(2, 3)\n"
                           "na = a.numpy()\n"
                           "b = torch.roll(a, 1)\n"
                           "na[0][1] = 9\n"
                           "print(a)\n"
                           "c = b.t()\n";

// Memory both engines explain: views, a write seen through three names, a copy, a
// deletion, autograd.
const QByteArray kBoth = "import torch\n"
                         "import numpy as np\n"
                         "a = torch.ones(2, 3)\n"
                         "na = a.numpy()\n"
                         "b = a.t()\n"
                         "c = a[1]\n"
                         "d = a.clone()\n"
                         "na[1][2] = 7\n"
                         "print(b)\n"
                         "del d\n"
                         "e = b\n"
                         "w = torch.zeros(3, requires_grad=True)\n"
                         "y = w * 2\n"
                         "nw = w.detach().numpy()\n"
                         "for i in range(2):\n"
                         "    nw[i] = i + 5\n";

// What the window draws at a step, by name: every object's geometry and storage, every
// storage with its cells, and what the step did in words (a copy's time left out: only the
// built-in engine measures it).
QStringList drawn(const Session &s)
{
    QStringList out;
    const SessionModel &m = s.model();
    for (const ObjectInfo &o : m.objects) {
        QStringList sizes, strides;
        for (qint64 v : o.sizes)
            sizes << QString::number(v);
        for (qint64 v : o.strides)
            strides << QString::number(v);
        out << QStringLiteral("%1: %2 %3 (%4) (%5) +%6 #%7 grad=%8 leaf=%9 fn=%10 v%11")
                   .arg(o.names.join(u','), o.kind, o.dtype, sizes.join(u','), strides.join(u','))
                   .arg(o.storageOffset)
                   .arg(m.storageNumber(o.storageId))
                   .arg(o.requiresGrad)
                   .arg(o.isLeaf)
                   .arg(o.gradFn)
                   .arg(o.version);
    }
    for (const StorageInfo &st : m.storages) {
        // Every element of a small storage; of a large one its ends and each card's corners.
        QList<qint64> elements;
        if (st.numel <= LiveRecorder::kCells) {
            for (qint64 e = 0; e < st.numel; ++e)
                elements << e;
        } else {
            for (qint64 e = 0; e < 8; ++e)
                elements << e << st.numel - 1 - e;
            for (const ObjectInfo *o : m.objectsOn(st.id)) {
                QVector<qint64> last;
                for (qint64 n : o->sizes)
                    last << n - 1;
                elements << o->storageOffset << ViewCoverage::elementAt(o->strides, o->storageOffset, last);
            }
        }
        QStringList cells;
        for (qint64 e : elements)
            cells << QStringLiteral("%1=%2").arg(e).arg(s.cellText(st.id, e));
        out << QStringLiteral("storage #%1 %2 %3 bytes %4 alive=%5 [%6]")
                   .arg(st.number)
                   .arg(EngineText::device(st.device))
                   .arg(st.bytes)
                   .arg(st.dtype)
                   .arg(st.alive)
                   .arg(cells.join(u' '));
    }
    QString sentence = s.lastAction().sentence;
    sentence.remove(QRegularExpression(QStringLiteral(" in [0-9.,\\x{202F}]+ (ns|µs|ms)$")));
    out << QStringLiteral("badge %1: %2").arg(int(s.lastAction().badge)).arg(sentence);
    out.sort();
    return out;
}

} // namespace

class TestLiveWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void elementIndexFromGeometry();
    void refusedScriptRunsInYourPython();
    void bothEnginesDrawTheSameSteps_data();
    void bothEnginesDrawTheSameSteps();
    void scriptOutsideTheSubsetIsOffered();
    void stopEndsATracedRunAndKeepsItsSteps();
    void withoutPyTorchTheWindowSaysHowToInstallIt();

private:
    QString write(const QString &name, const QByteArray &text);
    QTemporaryDir dir_;
    QString python_;
    bool hasTorch_ = false;
};

void TestLiveWindow::initTestCase()
{
    tl::test::TestSettings::isolate(QStringLiteral("tst_live_window"));
    // Another interpreter for a run by hand (a newer PyTorch): TENSORLENS_LIVE_TEST_PYTHON.
    python_ = qEnvironmentVariable("TENSORLENS_LIVE_TEST_PYTHON", QStringLiteral(TL_LIVE_PYTHON));
    qputenv("TENSORLENS_PYTHON", python_.toLocal8Bit());
    LiveEngine::setPackageDir(QStringLiteral(TL_LIVE_PACKAGE_DIR));
    QProcess probe;
    probe.start(python_, {QStringLiteral("-c"), QStringLiteral("import torch, numpy")});
    hasTorch_ = probe.waitForFinished(60000) && probe.exitStatus() == QProcess::NormalExit && probe.exitCode() == 0;
}

void TestLiveWindow::init()
{
    QSettings().clear();
    QFile::remove(SessionAutosave::filePath());
}

QString TestLiveWindow::write(const QString &name, const QByteArray &text)
{
    const QString path = dir_.filePath(name);
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    f.write(text);
    return path;
}

void TestLiveWindow::elementIndexFromGeometry()
{
    // b = a.t() of a (2, 3): element 1 of the storage is b[1][0].
    QCOMPARE(*ViewCoverage::indexOf({3, 2}, {1, 3}, 0, 1), (QVector<qint64>{1, 0}));
    // na[::-1] of 4 elements: element 0 is its index 3.
    QCOMPARE(*ViewCoverage::indexOf({4}, {-1}, 3, 0), (QVector<qint64>{3}));
    // a[1] of a (2, 3) starts at element 3: element 2 is not in it, element 5 is a[1][2].
    QVERIFY(!ViewCoverage::indexOf({3}, {1}, 3, 2));
    QCOMPARE(*ViewCoverage::indexOf({3}, {1}, 3, 5), (QVector<qint64>{2}));
    // every second element: the odd ones are gaps.
    QVERIFY(!ViewCoverage::indexOf({3}, {2}, 0, 3));
    // expand(3, 2) of 2 elements (stride 0): the first row that reaches it.
    QCOMPARE(*ViewCoverage::indexOf({3, 2}, {0, 1}, 0, 1), (QVector<qint64>{0, 1}));
    QVERIFY(!ViewCoverage::indexOf({0, 3}, {3, 1}, 0, 0));
}

void TestLiveWindow::refusedScriptRunsInYourPython()
{
    if (!hasTorch_)
        QSKIP("the live engine's python3 has no PyTorch and NumPy");
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    const QString path = write(QStringLiteral("roll.py"), kScript);
    QVERIFY(w.openScript(path));
    // The built-in engine steps up to the call it does not have, and says so.
    QTest::keyClick(w.canvas()->viewport(), Qt::Key_End, Qt::AltModifier);
    QVERIFY(w.errorBanner()->isVisible());
    QVERIFY2(w.errorBanner()->text().contains(QStringLiteral("torch.roll is not supported")), qPrintable(w.errorBanner()->text()));
    QPushButton *offer = w.errorBanner()->pythonButton();
    QVERIFY(offer->isVisible());
    // Once the interpreter has answered, the offer names its PyTorch.
    QTRY_VERIFY_WITH_TIMEOUT(offer->text().startsWith(QStringLiteral("Run in your Python (PyTorch ")), 60000);
    QVERIFY2(offer->text().endsWith(QStringLiteral(" found)")), qPrintable(offer->text()));
    ModalAnswerer answers; // none is expected: a failure's message box would say why
    QTest::mouseClick(offer, Qt::LeftButton);
    QVERIFY2(answers.seen().isEmpty(), qPrintable(answers.seen().join(u'\n')));

    ScriptTimeline *timeline = w.controller()->timeline();
    QVERIFY(timeline->isRecorded());
    QVERIFY(w.session()->showsRecording());
    QCOMPARE(timeline->stepCount(), 7);
    QCOMPARE(timeline->currentStep(), 0);
    QVERIFY(!w.errorBanner()->isVisible());
    QVERIFY(cardNames(w).isEmpty());
    const QString engine = w.findChild<QLabel *>(QStringLiteral("deviceStatus"))->text();
    QVERIFY2(engine.startsWith(QStringLiteral("Your Python 3.")) && engine.contains(QStringLiteral("· PyTorch ")), qPrintable(engine));

    // Forward with the keys: the roll copies, the write through na lights a as well.
    QWidget *viewport = w.canvas()->viewport();
    for (int i = 0; i < 4; ++i)
        QTest::keyClick(viewport, Qt::Key_PageDown);
    QCOMPARE(timeline->currentStep(), 4);
    QCOMPARE(cardNames(w), (QStringList{"a", "b", "na"}));
    const SessionModel &m = w.session()->model();
    const ObjectInfo *a = m.objectForName(QStringLiteral("a"));
    const ObjectInfo *na = m.objectForName(QStringLiteral("na"));
    const ObjectInfo *b = m.objectForName(QStringLiteral("b"));
    QVERIFY(a && na && b);
    QCOMPARE(a->storageId, na->storageId);
    QVERIFY(b->storageId != a->storageId);
    QCOMPARE(w.session()->cellText(b->storageId, 0), QStringLiteral("5.0"));
    const quint64 aStorage = a->storageId; // (the model, and these pointers, change with the step)
    // The roll filled new memory from a's (found by content); the live engine does not time copies.
    QCOMPARE(w.session()->lastAction().badge, LastAction::Badge::NewStorageCopied);
    QCOMPARE(w.session()->lastAction().sentence,
             QStringLiteral("b is a new Tensor with new storage #2 in Host RAM: 24 bytes copied host-to-host from storage #1"));

    QSignalSpy writes(w.session(), &Session::elementWritten);
    QTest::keyClick(viewport, Qt::Key_PageDown);
    QCOMPARE(writes.size(), 1);
    const auto write = writes[0][0].value<ElementWrite>();
    QCOMPARE(write.oldValue, QStringLiteral("1.0"));
    QCOMPARE(write.newValue, QStringLiteral("9.0"));
    QStringList seen;
    for (const ElementAlias &alias : write.aliases)
        seen << alias.label;
    seen.sort();
    QCOMPARE(seen, (QStringList{"a[0][1]", "na[0][1]"}));
    QCOMPARE(w.session()->lastAction().sentence, QStringLiteral("na[0][1] = 9 also changed a[0][1]: same storage #1"));
    QCOMPARE(w.session()->cellText(aStorage, 1), QStringLiteral("9.0"));

    // The print, then back over the write: the recording, not a replay; the output follows.
    QTest::keyClick(viewport, Qt::Key_PageDown);
    QCOMPARE(w.outputPane()->printedText(), QStringLiteral("tensor([[0., 9., 2.],\n        [3., 4., 5.]])\n"));
    QTest::keyClick(viewport, Qt::Key_PageUp);
    QTest::keyClick(viewport, Qt::Key_PageUp);
    QCOMPARE(timeline->currentStep(), 4);
    QCOMPARE(w.outputPane()->printedText(), QString());
    QCOMPARE(w.session()->cellText(w.session()->model().objectForName(QStringLiteral("a"))->storageId, 1), QStringLiteral("1.0"));
    QTest::keyClick(viewport, Qt::Key_End, Qt::AltModifier);
    QCOMPARE(timeline->currentStep(), 7);
    QCOMPARE(cardNames(w), (QStringList{"a", "b", "c", "na"}));
    const ObjectInfo *c = w.session()->model().objectForName(QStringLiteral("c"));
    QCOMPARE(c->sizes, (QVector<qint64>{3, 2}));
    QCOMPARE(w.session()->lastAction().badge, LastAction::Badge::NewObjectSharedStorage);
    QCOMPARE(w.session()->indexOf(c->objectId, c->storageId, 1), (QVector<qint64>{1, 0}));

    // The objects live in that Python: what is typed in the console runs there, on them.
    ConsoleInput *input = w.console()->input();
    const auto type = [input](const QString &statement) {
        input->setFocus();
        QTest::keyClicks(input, statement);
        QTest::keyClick(input, Qt::Key_Return);
    };
    type(QStringLiteral("z = a + 1"));
    QCOMPARE(cardNames(w), (QStringList{"a", "b", "c", "na", "z"}));
    const ObjectInfo *z = w.session()->model().objectForName(QStringLiteral("z"));
    QCOMPARE(w.session()->cellText(z->storageId, 1), QStringLiteral("10.0"));
    QCOMPARE(w.session()->lastAction().badge, LastAction::Badge::NewStorage);
    QSignalSpy typedWrites(w.session(), &Session::elementWritten);
    type(QStringLiteral("na[0][0] = 7"));
    QCOMPARE(typedWrites.size(), 1);
    QStringList typedSeen;
    for (const ElementAlias &alias : typedWrites[0][0].value<ElementWrite>().aliases)
        typedSeen << alias.label;
    typedSeen.sort();
    QCOMPARE(typedSeen, (QStringList{"a[0][0]", "na[0][0]"}));
    type(QStringLiteral("z"));
    QVERIFY2(w.console()->transcript().endsWith(QStringLiteral(">>> z\ntensor([[ 1., 10.,  3.],\n        [ 4.,  5.,  6.]])\n")),
             qPrintable(w.console()->transcript()));
    type(QStringLiteral("q = zzq_unknown"));
    QVERIFY2(w.console()->transcript().endsWith(QStringLiteral("NameError: name 'zzq_unknown' is not defined\n")),
             qPrintable(w.console()->transcript()));
    QVERIFY(w.errorBanner()->isVisible());
    QCOMPARE(w.session()->codeLog(), (QStringList{"z = a + 1", "na[0][0] = 7", "z"}));
    // Undo runs the statements before it again, in a fresh child of the same Python.
    w.controller()->undoStack()->undo();
    w.controller()->undoStack()->undo();
    QCOMPARE(w.session()->codeLog(), (QStringList{"z = a + 1"}));
    QCOMPARE(cardNames(w), (QStringList{"a", "b", "c", "na", "z"}));
    QCOMPARE(w.session()->cellText(w.session()->model().objectForName(QStringLiteral("a"))->storageId, 0), QStringLiteral("0.0"));
    w.controller()->undoStack()->undo();
    QCOMPARE(cardNames(w), (QStringList{"a", "b", "c", "na"}));
    w.controller()->undoStack()->redo();
    QCOMPARE(cardNames(w), (QStringList{"a", "b", "c", "na", "z"}));
    // An error there is explained as the built-in engine's are; its fixes are tried in a copy
    // of that Python's process (what each does is said), and the one applied runs there.
    type(QStringLiteral("g = torch.ones(2, requires_grad=True)"));
    type(QStringLiteral("ng = g.numpy()"));
    QVERIFY(w.errorBanner()->isVisible());
    QTest::mouseClick(w.errorBanner()->findChild<QPushButton *>(QStringLiteral("explainButton")), Qt::LeftButton);
    QVERIFY(w.errorDialog() && w.errorDialog()->isVisible());
    QCOMPARE(w.errorDialog()->fixes().size(), 2);
    QCOMPARE(w.errorDialog()->fixes()[0].code, QStringLiteral("ng = g.detach().numpy()"));
    QCOMPARE(w.errorDialog()->fixes()[0].effect, QStringLiteral("new ndarray ng sharing memory with g (no copy: writes show in both)"));
    QCOMPARE(w.session()->codeLog(), (QStringList{"z = a + 1", "g = torch.ones(2, requires_grad=True)"})); // tried, not run
    QVERIFY(!cardNames(w).contains(QStringLiteral("ng")));
    QTest::mouseClick(w.errorDialog()->applyButton(0), Qt::LeftButton);
    QTRY_COMPARE(w.session()->codeLog().last(), QStringLiteral("ng = g.detach().numpy()"));
    const ObjectInfo *ng = w.session()->model().objectForName(QStringLiteral("ng"));
    QCOMPARE(ng->storageId, w.session()->model().objectForName(QStringLiteral("g"))->storageId);
    QApplication::setActiveWindow(&w);
    QTRY_VERIFY(w.isActiveWindow());
    // A step back shows the recording; typed there, code runs from that step on.
    w.controller()->discardUnsaved();
    QTest::keyClick(viewport, Qt::Key_PageUp);
    QCOMPARE(timeline->currentStep(), 6);
    QCOMPARE(cardNames(w), (QStringList{"a", "b", "na"}));
    type(QStringLiteral("d = b * 0"));
    QCOMPARE(cardNames(w), (QStringList{"a", "b", "d", "na"}));
    QCOMPARE(w.session()->cellText(w.session()->model().objectForName(QStringLiteral("a"))->storageId, 1), QStringLiteral("9.0"));
    w.controller()->discardUnsaved();

    // An edited line runs again in that Python, unsaved: the steps from the edit on.
    QPlainTextEdit *code = w.stepPanel()->codeView();
    QTextCursor cursor(code->document()->findBlockByNumber(3)); // b = torch.roll(a, 1)
    cursor.movePosition(QTextCursor::EndOfBlock);
    cursor.movePosition(QTextCursor::Left, QTextCursor::MoveAnchor, 2);
    code->setTextCursor(cursor);
    code->setFocus();
    QTest::keyClick(code, Qt::Key_Delete);
    QTest::keyClick(code, Qt::Key_2);
    QVERIFY(w.stepActions()->rerun()->isEnabled());
    QTest::keyClick(code, Qt::Key_Return, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(timeline->isRecorded());
    QCOMPARE(timeline->currentStep(), 4);
    QCOMPARE(timeline->stepAt(4).line, 4);
    const ObjectInfo *rolled = w.session()->model().objectForName(QStringLiteral("b"));
    QVERIFY(rolled);
    QCOMPARE(w.session()->cellText(rolled->storageId, 0), QStringLiteral("4.0"));
    QCOMPARE(w.controller()->steppedScriptOnDisk(), QString::fromUtf8(kScript)); // the file is as it was
    QVERIFY(w.isWindowModified());
    // What is typed now runs in the edited script's names.
    type(QStringLiteral("e = b[0][0] * 10"));
    QCOMPARE(w.session()->cellText(w.session()->model().objectForName(QStringLiteral("e"))->storageId, 0), QStringLiteral("40.0"));
    // Two statements on one line: two steps drawn, one entry in the code log.
    type(QStringLiteral("f = e + 1; f2 = f * 2"));
    QVERIFY(cardNames(w).contains(QStringLiteral("f")) && cardNames(w).contains(QStringLiteral("f2")));
    QCOMPARE(w.session()->codeLog(), (QStringList{"e = b[0][0] * 10", "f = e + 1; f2 = f * 2"}));
    w.controller()->discardUnsaved();

    // The file remembers its engine: opened again, it runs in your Python again; File > Run
    // in the Built-in Engine takes it back (and Open then keeps to that).
    QAction *builtIn = w.findChild<QAction *>(QStringLiteral("runBuiltInAction"));
    QVERIFY(builtIn && builtIn->isEnabled());
    QVERIFY(answers.seen().isEmpty());
    answers.setMessageButton(QMessageBox::Discard); // the edit is not lost without a word
    QVERIFY(w.openScript(path));
    QCOMPARE(answers.seen(), QStringList{QStringLiteral("roll.py has edited lines that were not saved. Save them into the script?")});
    answers.clearSeen();
    QCOMPARE(w.stepPanel()->editedCode(), QString::fromUtf8(kScript));
    QVERIFY(timeline->isRecorded());
    builtIn->trigger();
    QVERIFY(!timeline->isRecorded());
    QVERIFY(!w.session()->showsRecording());
    QVERIFY(!builtIn->isEnabled());
    QVERIFY(w.openScript(path));
    QVERIFY(!timeline->isRecorded());
    QVERIFY(answers.seen().isEmpty());

    // A new session is the built-in engine's again.
    w.controller()->newSession();
    w.refresh();
    QVERIFY(!w.session()->showsRecording());
    QVERIFY(w.findChild<QLabel *>(QStringLiteral("deviceStatus"))->text().startsWith(QStringLiteral("Built-in engine")));
}

void TestLiveWindow::bothEnginesDrawTheSameSteps_data()
{
    QTest::addColumn<QString>("path");
    QTest::addRow("views-write-copy-autograd") << write(QStringLiteral("both.py"), kBoth);
    // The examples and lessons that need no GPU (this Python's PyTorch has none).
    for (const QString &folder : {QStringLiteral(TL_EXAMPLES_DIR), QStringLiteral(TL_LESSONS_DIR)})
        for (const QFileInfo &file : QDir(folder).entryInfoList({QStringLiteral("*.py")}, QDir::Files, QDir::Name)) {
            QFile f(file.filePath());
            if (f.open(QIODevice::ReadOnly) && !f.readAll().contains("cuda"))
                QTest::addRow("%s", qPrintable(file.fileName())) << file.filePath();
        }
}

void TestLiveWindow::bothEnginesDrawTheSameSteps()
{
    if (!hasTorch_)
        QSKIP("the live engine's python3 has no PyTorch and NumPy");
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString source = QString::fromUtf8(file.readAll());
    Session builtIn(tl::CudaMode::Sim), live(tl::CudaMode::Sim);
    ScriptTimeline builtInSteps(builtIn), liveSteps(live);
    QVERIFY(builtInSteps.load(source, path));
    LiveRecorder recorder;
    QVERIFY2(recorder.record(python_, path), qPrintable(recorder.problem()));
    liveSteps.loadRecorded(source, path, recorder.scenes(), false, QStringLiteral("Your Python"), QString());
    QCOMPARE(liveSteps.stepCount(), builtInSteps.stepCount());
    // Every step, forward and then back, as each engine shows it.
    QVector<int> order;
    for (int i = 0; i <= builtInSteps.stepCount(); ++i)
        order << i;
    for (int i = builtInSteps.stepCount() - 1; i >= 0; --i)
        order << i;
    for (int step : order) {
        builtInSteps.goTo(step);
        liveSteps.goTo(step);
        // Inherent: bytes copied out of a temporary (backward's gradient into .grad) are seen
        // by the built-in engine only; the live one sees the new storage.
        QString narration = builtInSteps.stepAt(step).narration;
        narration.remove(QRegularExpression(QStringLiteral("\\d+ bytes? copied from a temporary storage to storage #\\d+ \\([-a-z]+\\); ")));
        QCOMPARE(liveSteps.stepAt(step).narration, narration);
        QStringList expected = drawn(builtIn), actual = drawn(live);
        if (builtIn.lastAction().sentence.contains(QStringLiteral("from a temporary storage"))) {
            expected = expected.filter(QRegularExpression(QStringLiteral("^(?!badge )")));
            actual = actual.filter(QRegularExpression(QStringLiteral("^(?!badge )")));
        }
        if (actual != expected)
            qWarning("step %d\nbuilt-in:\n%s\nlive:\n%s", step, qPrintable(expected.join(u'\n')), qPrintable(actual.join(u'\n')));
        QCOMPARE(actual, expected);
        QCOMPARE(liveSteps.outputSoFar(), builtInSteps.outputSoFar());
    }
}

void TestLiveWindow::scriptOutsideTheSubsetIsOffered()
{
    if (!hasTorch_)
        QSKIP("the live engine's python3 has no PyTorch and NumPy");
    // A class is refused before anything runs; the refusal offers your Python.
    const QString path = write(QStringLiteral("shapes.py"), "import torch\n"
                                                             "class Box:\n"
                                                             "    def __init__(self):\n"
                                                             "        self.t = torch.zeros(4)\n"
                                                             "box = Box()\n"
                                                             "v = box.t[1:3]\n"
                                                             "v.fill_(2)\n");
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    ModalAnswerer answers;
    QVERIFY(w.openScript(path));
    QCOMPARE(answers.seen().size(), 1);
    QVERIFY2(answers.seen().first().endsWith(QStringLiteral("line 2: class definition is not supported.")), qPrintable(answers.seen().first()));
    ScriptTimeline *timeline = w.controller()->timeline();
    QVERIFY(timeline->isRecorded());
    // (the message box had the keyboard: the window takes it back)
    QApplication::setActiveWindow(&w);
    QTRY_VERIFY(w.isActiveWindow());
    QTest::keyClick(w.canvas()->viewport(), Qt::Key_End, Qt::AltModifier);
    QCOMPARE(timeline->currentStep(), timeline->stepCount());
    // Objects one level into an instance are not names of the module: v is.
    QCOMPARE(cardNames(w), QStringList{"v"});
    const ObjectInfo *v = w.session()->model().objectForName(QStringLiteral("v"));
    QCOMPARE(v->storageOffset, 1);
    QCOMPARE(w.session()->cellText(v->storageId, 0), QStringLiteral("0.0"));
    QCOMPARE(w.session()->cellText(v->storageId, 2), QStringLiteral("2.0"));
    QCOMPARE(w.session()->lastAction().badge, LastAction::Badge::WrittenInPlace);
}

// Stop (the toolbar's button, the one control the window answers while the script runs in
// your Python) ends a script that would sleep for minutes; the steps before it are shown.
void TestLiveWindow::stopEndsATracedRunAndKeepsItsSteps()
{
    if (!hasTorch_)
        QSKIP("the live engine's python3 has no PyTorch and NumPy");
    const QString mark = dir_.filePath(QStringLiteral("sleeping"));
    QFile::remove(mark);
    const QString path = write(QStringLiteral("sleepy.py"), "import time\n"
                                                            "import torch\n"
                                                            "a = torch.arange(6.).reshape(2, 3)\n"
                                                            "b = torch.roll(a, 1)\n"
                                                            "open(" + QByteArray(qPrintable(QString(u'"' + mark + u'"'))) + ", 'w').close()\n"
                                                            "time.sleep(300)\n"
                                                            "c = b.t()\n");
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.openScript(path));
    QTest::keyClick(w.canvas()->viewport(), Qt::Key_End, Qt::AltModifier);
    QPushButton *offer = w.errorBanner()->pythonButton();
    QTRY_VERIFY_WITH_TIMEOUT(offer->text().startsWith(QStringLiteral("Run in your Python (PyTorch ")), 60000);
    // Once the script sleeps, Stop is clicked; any other click meanwhile does nothing.
    QWidget *stop = w.menus()->stopButton();
    bool clicked = false;
    QTimer poll;
    connect(&poll, &QTimer::timeout, &w, [&] {
        if (clicked || !QFile::exists(mark))
            return;
        clicked = true;
        QTest::mouseClick(w.canvas()->viewport(), Qt::LeftButton); // held back by the running gate
        QVERIFY(w.stopAction()->isEnabled());
        QTest::mouseClick(stop, Qt::LeftButton);
    });
    poll.start(50);
    ModalAnswerer answers;
    QElapsedTimer clock;
    clock.start();
    QTest::mouseClick(offer, Qt::LeftButton);
    poll.stop();
    QVERIFY(clicked);
    QVERIFY2(clock.elapsed() < 120000, qPrintable(QString::number(clock.elapsed())));
    QCOMPARE(answers.seen().size(), 1);
    QVERIFY2(answers.seen().first().contains(QStringLiteral("did not run to its end in your Python: it was stopped. Its first 5 steps are shown.")),
             qPrintable(answers.seen().first()));
    ScriptTimeline *timeline = w.controller()->timeline();
    QVERIFY(timeline->isRecorded());
    QCOMPARE(timeline->stepCount(), 5);
    QApplication::setActiveWindow(&w);
    QTRY_VERIFY(w.isActiveWindow());
    QTest::keyClick(w.canvas()->viewport(), Qt::Key_End, Qt::AltModifier);
    QCOMPARE(cardNames(w), (QStringList{"a", "b"}));
    QVERIFY(!w.stopAction()->isEnabled());
}

void TestLiveWindow::withoutPyTorchTheWindowSaysHowToInstallIt()
{
    // An interpreter that is not there: the offer says so, the click explains, nothing changes.
    const QByteArray before = qgetenv("TENSORLENS_PYTHON");
    qputenv("TENSORLENS_PYTHON", "/nonexistent/python3");
    const auto restore = qScopeGuard([&] { qputenv("TENSORLENS_PYTHON", before); });
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.openScript(write(QStringLiteral("roll2.py"), kScript)));
    QTest::keyClick(w.canvas()->viewport(), Qt::Key_End, Qt::AltModifier);
    QPushButton *offer = w.errorBanner()->pythonButton();
    QVERIFY(offer->isVisible());
    QTRY_COMPARE_WITH_TIMEOUT(offer->text(), QStringLiteral("Run in your Python (no PyTorch found)"), 30000);
    const int step = w.controller()->timeline()->currentStep();
    const QStringList session = sessionSnapshot(*w.session());
    ModalAnswerer answers;
    QTest::mouseClick(offer, Qt::LeftButton);
    QCOMPARE(answers.seen().size(), 1);
    QVERIFY2(answers.seen().first().startsWith(QStringLiteral("No Python with PyTorch and NumPy was found (/nonexistent/python3: ")),
             qPrintable(answers.seen().first()));
    QVERIFY(answers.seen().first().contains(QStringLiteral("sudo apt install python3-torch python3-numpy")));
    QVERIFY(answers.seen().first().contains(QStringLiteral("pip install torch numpy")));
    QVERIFY(!w.controller()->timeline()->isRecorded());
    QCOMPARE(w.controller()->timeline()->currentStep(), step);
    QCOMPARE(sessionSnapshot(*w.session()), session);
}

QTEST_MAIN(TestLiveWindow)
#include "tst_live_window.moc"
