// No lost work: the session's code is autosaved after statements and removed on a clean
// exit; a leftover file (a crash) is offered back at start; another running TensorLens's
// file is left alone; Stop ends a running script and keeps what ran; exports write whole
// files or nothing.
#include "session/Session.h"
#include "tst_modal_answerer.h"
#include "tst_window_helpers.h"
#include "window/SessionAutosave.h"

#include <QAction>
#include <QFile>
#include <QImage>
#include <QLockFile>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace tl::ui;
using namespace tl::ui::test;

namespace {

QString readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QStringLiteral("<none>");
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

} // namespace

class tst_Autosave : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void codeIsSavedAfterStatementsAndRemovedOnCleanExit();
    void leftoverIsOfferedAndRestored();
    void leftoverCanBeDiscarded();
    void damagedLeftoverIsNotOffered();
    void anotherRunningWindowKeepsItsFile();
    void stopEndsARunningScriptAndKeepsWhatRan();
    void exportsWriteWholeFiles();

private:
    QTemporaryDir dir_;
};

void tst_Autosave::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("TensorLensTests"));
    QApplication::setApplicationName(QStringLiteral("tst_autosave"));
    QVERIFY(dir_.isValid());
}

void tst_Autosave::init()
{
    QSettings().clear();
    QFile::remove(SessionAutosave::filePath());
}

void tst_Autosave::codeIsSavedAfterStatementsAndRemovedOnCleanExit()
{
    const QString path = SessionAutosave::filePath();
    QVERIFY(path.startsWith(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)));
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.autosave()->isOwner());
    QVERIFY(w.runGuiCode(QStringLiteral("a = torch.ones((1, 2))")).ok);
    QVERIFY(!w.runConsoleCode(QStringLiteral("b = a.nosuch")).ok); // a failure adds nothing
    QVERIFY(w.runConsoleCode(QStringLiteral("na = a.numpy()")).ok);
    QTRY_COMPARE(readAll(path), QStringLiteral("import torch\nimport numpy as np\na = torch.ones((1, 2))\nna = a.numpy()\n"));
    // Undo rebuilds the session; the file follows.
    w.undoStack()->undo();
    QTRY_COMPARE(readAll(path), QStringLiteral("import torch\nimport numpy as np\na = torch.ones((1, 2))\n"));
    QVERIFY(w.close());
    QVERIFY(!QFile::exists(path));
}

void tst_Autosave::leftoverIsOfferedAndRestored()
{
    // What a crashed run leaves: the file, and a lock whose process is gone (or none).
    const QByteArray code = "import torch\nimport numpy as np\na = torch.ones((2, 2))\nna = a.numpy()\nna[0][0] = 10\n";
    writeFile(SessionAutosave::filePath(), code);
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QCOMPARE(w.autosave()->leftover(), QString::fromUtf8(code));
    ModalAnswerer answers; // presses the default button: Restore
    QVERIFY(w.offerRestore());
    QCOMPARE(answers.seen(), QStringList{"TensorLens did not close normally last time. Restore the session it was showing (5 line(s) of "
                                         "code, run again from the start)?"});
    QCOMPARE(w.session()->codeLog().join(u'\n') + u'\n', QString::fromUtf8(code));
    QCOMPARE(cardNames(w), (QStringList{"a", "na"}));
    const ObjectInfo *a = w.session()->model().objectForName(QStringLiteral("a"));
    QCOMPARE(w.session()->cellText(a->storageId, 0), QStringLiteral("10.0"));
    QCOMPARE(readAll(SessionAutosave::filePath()), QString::fromUtf8(code));
    QVERIFY(!w.offerRestore()); // asked once
}

void tst_Autosave::leftoverCanBeDiscarded()
{
    writeFile(SessionAutosave::filePath(), "import torch\na = torch.ones(3)\n");
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.autosave()->isOwner());
    ModalAnswerer answers;
    answers.setAcceptMessages(false);
    QVERIFY(!w.offerRestore());
    QCOMPARE(answers.seen().size(), 1);
    QCOMPARE(w.session()->codeLog(), (QStringList{"import torch", "import numpy as np"}));
    QVERIFY(cardNames(w).isEmpty());
    QCOMPARE(readAll(SessionAutosave::filePath()), QStringLiteral("import torch\nimport numpy as np\n"));
}

void tst_Autosave::damagedLeftoverIsNotOffered()
{
    writeFile(SessionAutosave::filePath(), QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR\xff\xfe", 18));
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QCOMPARE(w.autosave()->leftover(), QString());
    ModalAnswerer answers;
    QVERIFY(!w.offerRestore());
    QVERIFY(answers.seen().isEmpty());
    QVERIFY(w.runGuiCode(QStringLiteral("a = torch.ones(2)")).ok);
    QTRY_COMPARE(readAll(SessionAutosave::filePath()), QStringLiteral("import torch\nimport numpy as np\na = torch.ones(2)\n"));
}

void tst_Autosave::anotherRunningWindowKeepsItsFile()
{
    const QString path = SessionAutosave::filePath();
    writeFile(path, "import torch\nkept = torch.ones(1)\n");
    QLockFile otherRun(path + QStringLiteral(".lock")); // a live TensorLens holds it
    QVERIFY(otherRun.tryLock(0));
    {
        MainWindow w(tl::CudaMode::Sim);
        showAndWait(w);
        QVERIFY(!w.autosave()->isOwner());
        QCOMPARE(w.autosave()->leftover(), QString());
        QVERIFY(!w.offerRestore());
        QVERIFY(w.runGuiCode(QStringLiteral("a = torch.ones(2)")).ok);
        QVERIFY(!w.autosave()->saveNow());
        QVERIFY(w.close());
    }
    QCOMPARE(readAll(path), QStringLiteral("import torch\nkept = torch.ones(1)\n"));
}

void tst_Autosave::stopEndsARunningScriptAndKeepsWhatRan()
{
    QByteArray script = "import torch\nx = torch.zeros(1)\n";
    for (int i = 0; i < 5000; ++i)
        script += "x.add_(1)\n";
    const QString path = dir_.filePath(QStringLiteral("long.py"));
    writeFile(path, script);
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QSignalSpy finished(w.session(), &Session::scriptFinished);
    int ran = 0;
    connect(w.session(), &Session::statementExecuted, &w, [&](const QString &, bool ok) {
        if (ok && ++ran == 50) {
            QVERIFY(w.stopAction()->isEnabled());
            w.stopAction()->trigger(); // the toolbar's Stop
        }
    });
    QVERIFY(w.openScript(path));
    QVERIFY(finished.wait(20000));
    QCOMPARE(finished.first().first().toBool(), false);
    QCOMPARE(w.session()->codeLog().size(), 50);
    QCOMPARE(w.session()->codeLog().last(), QStringLiteral("x.add_(1)"));
    const ObjectInfo *x = w.session()->model().objectForName(QStringLiteral("x"));
    QVERIFY(x);
    QCOMPARE(w.session()->cellText(x->storageId, 0), QStringLiteral("48.0"));
    QVERIFY(!w.stopAction()->isEnabled());
    QVERIFY(!w.session()->isRunning());
    QCOMPARE(cardNames(w), QStringList{"x"});
}

void tst_Autosave::exportsWriteWholeFiles()
{
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.runGuiCode(QStringLiteral("a = torch.ones((2, 3))")).ok);
    const QString png = dir_.filePath(QStringLiteral("canvas.png"));
    QVERIFY(w.exportPng(png));
    QImage image;
    QVERIFY(image.load(png, "PNG"));
    QVERIFY(!image.isNull());
    const QString nowhere = dir_.filePath(QStringLiteral("no/such/folder/x.png"));
    QVERIFY(!w.exportPng(nowhere));
    QVERIFY(!QFile::exists(nowhere));
    const QString code = dir_.filePath(QStringLiteral("session.py"));
    QVERIFY(w.saveCode(code));
    QCOMPARE(readAll(code), QStringLiteral("import torch\nimport numpy as np\na = torch.ones((2, 3))\n"));
    QVERIFY(!w.saveCode(dir_.filePath(QStringLiteral("no/such/folder/x.py"))));
}

QTEST_MAIN(tst_Autosave)
#include "tst_autosave.moc"
