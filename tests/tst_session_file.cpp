// Session files (.tlsession): saving and opening through the File menu's actions brings
// back the code, the objects, the zoom, the selection and the theme; damaged and foreign
// files are refused, row by row, with the words the user sees and the open session exactly
// as it was; a file that cannot be written leaves nothing behind.
#include "support/ModalAnswerer.h"
#include "tst_window_helpers.h"
#include "control/SessionController.h"
#include "control/SessionDocument.h"
#include "window/SessionFileCommands.h"
#include "support/TestSettings.h"

#include <QAction>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QUndoStack>

#include <unistd.h>

using namespace tl::ui;
using namespace tl::ui::test;

namespace {

const char *kSetup = "a = torch.ones((2, 3))\nna = a.numpy()\nb = a[0]";

QAction *action(const MainWindow &w, const char *name)
{
    auto *a = w.findChild<QAction *>(QString::fromLatin1(name));
    if (!a)
        qWarning("no action %s", name);
    return a;
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Everything opening a refused file must leave alone: the objects and code, the undo steps,
// the view and what the output pane and title say.
QStringList windowState(const MainWindow &w)
{
    QStringList state = sessionSnapshot(*w.session());
    state << QStringLiteral("cards: %1").arg(cardNames(w).join(u' '))
          << QStringLiteral("undo: %1 at %2").arg(w.undoStack()->count()).arg(w.undoStack()->index())
          << QStringLiteral("zoom: %1 fit: %2").arg(w.canvas()->zoom()).arg(w.canvas()->followsFit())
          << QStringLiteral("selected: %1 / %2").arg(w.selectedName(), w.canvas()->selectedName())
          << QStringLiteral("dark: %1").arg(w.darkAction()->isChecked())
          << QStringLiteral("step: %1").arg(w.sessionFiles()->step() ? *w.sessionFiles()->step() : -1)
          << QStringLiteral("title: %1").arg(w.windowTitle())
          << QStringLiteral("unsaved: %1").arg(w.controller()->hasUnsavedWork());
    return state;
}

QByteArray sessionJson(const QString &script, const QJsonObject &view, int version = 1)
{
    QJsonObject root{{"format", "tensorlens-session"}, {"version", version}, {"script", script}, {"view", view}};
    return QJsonDocument(root).toJson();
}

} // namespace

class TestSessionFile : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void saveThenOpenRestoresTheSession_data();
    void saveThenOpenRestoresTheSession();
    void stepIsKeptAsItCame();
    void cancellingTheUnsavedQuestionKeepsTheSession();
    void refusedFilesLeaveTheSessionUntouched_data();
    void refusedFilesLeaveTheSessionUntouched();
    void unwritableTargetLeavesNoFile_data();
    void unwritableTargetLeavesNoFile();

private:
    QTemporaryDir dir_;
};

void TestSessionFile::initTestCase()
{
    tl::test::TestSettings::isolate(QStringLiteral("tst_session_file"));
    QVERIFY(dir_.isValid());
}

void TestSessionFile::init()
{
    QSettings().clear();
}

void TestSessionFile::saveThenOpenRestoresTheSession_data()
{
    // How the second window opens the file: File > Open session…, File > Open script…
    // (which takes session files too), or as `tensorlens FILE.tlsession` does.
    QTest::addColumn<QString>("how");
    QTest::addRow("open-session-action") << "actionOpenSession";
    QTest::addRow("open-action") << "actionOpen";
    QTest::addRow("command-line") << "";
}

void TestSessionFile::saveThenOpenRestoresTheSession()
{
    QFETCH(QString, how);
    const QString path = dir_.filePath(QStringLiteral("round-%1.tlsession").arg(QTest::currentDataTag()));
    QStringList code;
    QStringList cards;
    qreal zoom = 0;
    {
        MainWindow w(tl::CudaMode::Sim);
        showAndWait(w);
        QVERIFY(w.runGuiCode(QString::fromLatin1(kSetup)).ok);
        QVERIFY(w.runConsoleCode(QStringLiteral("c = b * 2")).ok);
        w.select(QStringLiteral("na")); // not the newest: the selection is restored, not guessed
        action(w, "actionZoomIn")->trigger();
        action(w, "actionZoomIn")->trigger();
        action(w, "actionDark")->trigger();
        QVERIFY(w.darkAction()->isChecked());
        QVERIFY(!w.canvas()->followsFit());
        QVERIFY(w.controller()->hasUnsavedWork());
        code = w.session()->codeLog();
        cards = cardNames(w);
        zoom = w.canvas()->zoom();

        ModalAnswerer answers;
        answers.setFileNames({path});
        action(w, "actionSaveSession")->trigger();
        QCOMPARE(answers.seen(), QStringList{QStringLiteral("Save session")});
        // The file keeps the statements: nothing is unsaved, quitting asks nothing.
        QVERIFY(!w.controller()->hasUnsavedWork());
    }
    const QJsonObject saved = QJsonDocument::fromJson(readFile(path)).object();
    QCOMPARE(saved.value("format").toString(), QStringLiteral("tensorlens-session"));
    QCOMPARE(saved.value("version").toInt(), 1);
    QCOMPARE(saved.value("script").toString(), code.join(u'\n') + u'\n');
    QCOMPARE(saved.value("view").toObject().value("selection").toString(), QStringLiteral("na"));
    QCOMPARE(saved.value("view").toObject().value("theme").toString(), QStringLiteral("dark"));
    QVERIFY(saved.value("view").toObject().value("step").isNull());

    QSettings().clear(); // the next window starts light, as on another machine
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(!w.darkAction()->isChecked());
    ModalAnswerer answers;
    if (how.isEmpty()) {
        QVERIFY(w.openScript(path));
    } else {
        answers.setFileNames({path});
        action(w, how.toLatin1().constData())->trigger();
    }
    QCOMPARE(w.session()->codeLog(), code);
    QCOMPARE(cardNames(w), cards);
    QCOMPARE(w.selectedName(), QStringLiteral("na"));
    QCOMPARE(w.canvas()->selectedName(), QStringLiteral("na"));
    QVERIFY(w.darkAction()->isChecked());
    QVERIFY(!w.canvas()->followsFit());
    QVERIFY(qAbs(w.canvas()->zoom() - zoom) < 1e-9);
    QVERIFY(!w.controller()->hasUnsavedWork());
    QCOMPARE(w.undoStack()->count(), 0);
    QVERIFY(w.lastError().ok);
    QVERIFY2(w.windowTitle().startsWith(QFileInfo(path).fileName()), qPrintable(w.windowTitle()));
}

void TestSessionFile::stepIsKeptAsItCame()
{
    // Stepping is not in the window yet: a file's step is kept and saved again as it came.
    const QString in = dir_.filePath(QStringLiteral("step-in.tlsession"));
    const QString out = dir_.filePath(QStringLiteral("step-out.tlsession"));
    writeFile(in, sessionJson(QStringLiteral("import torch\na = torch.ones(2)\nfor i in range(3):\n    a[0] = i\n"),
                              {{"step", 5}, {"zoom", 1.0}, {"fit", true}, {"selection", "a"}, {"theme", "light"}}));
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.openScript(in));
    QCOMPARE(w.sessionFiles()->step(), std::optional<int>(5));
    QVERIFY(w.sessionFiles()->save(out));
    QCOMPARE(QJsonDocument::fromJson(readFile(out)).object().value("view").toObject().value("step").toInt(-1), 5);
    // Another session has no step of its own.
    action(w, "actionNewSession")->trigger();
    QCOMPARE(w.sessionFiles()->step(), std::nullopt);
}

void TestSessionFile::cancellingTheUnsavedQuestionKeepsTheSession()
{
    const QString path = dir_.filePath(QStringLiteral("asked.tlsession"));
    writeFile(path, sessionJson(QStringLiteral("import torch\nz = torch.zeros(3)\n"), {{"selection", "z"}}));
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.runGuiCode(QString::fromLatin1(kSetup)).ok);
    const QStringList before = windowState(w);
    ModalAnswerer answers;
    answers.setMessageButton(QMessageBox::Cancel);
    answers.setFileNames({path});
    action(w, "actionOpenSession")->trigger();
    QCOMPARE(answers.seen(), (QStringList{QStringLiteral("Open session"),
                                          QStringLiteral("Save this session's code before opening asked.tlsession?")}));
    QCOMPARE(windowState(w), before);
    // Discard lets the statements go and opens it.
    answers.setMessageButton(QMessageBox::Discard);
    answers.setFileNames({path});
    action(w, "actionOpenSession")->trigger();
    QCOMPARE(cardNames(w), QStringList{QStringLiteral("z")});
    QCOMPARE(w.selectedName(), QStringLiteral("z"));
}

void TestSessionFile::refusedFilesLeaveTheSessionUntouched_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("bytes"); // written to `file` first, unless null
    QTest::addColumn<QString>("message");  // %1: the path
    const QString script = QStringLiteral("import torch\na = torch.ones(2)\n");
    const QJsonObject view{{"step", QJsonValue::Null}, {"zoom", 1.0}, {"fit", true}, {"selection", "a"}, {"theme", "light"}};
    const QByteArray good = sessionJson(script, view);
    auto withView = [&](const char *key, const QJsonValue &value) {
        QJsonObject v = view;
        v.insert(QString::fromLatin1(key), value);
        return sessionJson(script, v);
    };
    auto withRoot = [&](const char *key, const QJsonValue &value) {
        QJsonObject root = QJsonDocument::fromJson(good).object();
        root.insert(QString::fromLatin1(key), value);
        return QJsonDocument(root).toJson();
    };

    // Damaged: ours, but broken.
    QTest::addRow("truncated") << "cut.tlsession" << good.left(good.size() / 2)
                               << "%1 is a damaged TensorLens session file: its JSON is broken at byte %2 (%3).";
    QTest::addRow("script-not-text") << "s.tlsession" << withRoot("script", 42)
                                     << "%1 is a damaged TensorLens session file: \"script\" must be text (the session's code), not a number.";
    QTest::addRow("no-view") << "v.tlsession" << withRoot("view", QJsonArray{1, 2})
                             << "%1 is a damaged TensorLens session file: \"view\" must be an object, not a list.";
    QTest::addRow("zoom-text") << "z.tlsession" << withView("zoom", "big")
                               << "%1 is a damaged TensorLens session file: \"view.zoom\" must be a number above 0, not text.";
    QTest::addRow("zoom-negative") << "zn.tlsession" << withView("zoom", -2)
                                   << "%1 is a damaged TensorLens session file: \"view.zoom\" must be a number above 0, not a number.";
    QTest::addRow("step-fraction") << "sf.tlsession" << withView("step", 1.5)
                                   << "%1 is a damaged TensorLens session file: \"view.step\" must be null or a whole number from 0, not a number.";
    QTest::addRow("fit-text") << "f.tlsession" << withView("fit", "yes")
                              << "%1 is a damaged TensorLens session file: \"view.fit\" must be true or false, not text.";
    QTest::addRow("selection-number") << "n.tlsession" << withView("selection", 3)
                                      << "%1 is a damaged TensorLens session file: \"view.selection\" must be a name (text), not a number.";
    QTest::addRow("theme-unknown") << "t.tlsession" << withView("theme", "purple")
                                   << "%1 is a damaged TensorLens session file: \"view.theme\" must be \"light\" or \"dark\", not \"purple\".";
    QTest::addRow("version-text") << "vt.tlsession" << withRoot("version", "1")
                                  << "%1 is a damaged TensorLens session file: \"version\" must be a whole number from 1, not text.";
    QTest::addRow("step-beyond-script") << "sb.tlsession" << withView("step", 99)
                                        << "%1 is a damaged TensorLens session file: it shows step 99, but its script has 2 steps.";
    QTest::addRow("selection-unknown") << "su.tlsession" << withView("selection", "zz")
                                       << "%1 is a damaged TensorLens session file: its selection \"zz\" names nothing its script makes.";
    QTest::addRow("script-does-not-parse") << "p.tlsession" << sessionJson(QStringLiteral("import torch\na = (1,\n"), view)
                                           << "The script in %1 is not a Python script TensorLens can run: line 2: SyntaxError: '(' was never closed";
    QTest::addRow("script-outside-subset") << "c.tlsession"
                                           << sessionJson(QStringLiteral("import torch\nclass A:\n    pass\n"), QJsonObject{})
                                           << "The script in %1 uses something outside the Python subset TensorLens runs: line 2: class definition is not supported.";
    // Foreign: not ours at all.
    QTest::addRow("png") << "picture.tlsession" << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16)
                         << "%1 is not a TensorLens session file: it does not hold JSON text (open a .tlsession file that TensorLens saved).";
    QTest::addRow("python-renamed") << "script.tlsession" << QByteArray("import torch\nprint(torch.ones(2))\n")
                                    << "%1 is not a TensorLens session file: it does not hold JSON text (open a .tlsession file that TensorLens saved).";
    QTest::addRow("empty") << "empty.tlsession" << QByteArray("")
                           << "%1 is not a TensorLens session file: it does not hold JSON text (open a .tlsession file that TensorLens saved).";
    QTest::addRow("other-json") << "package.tlsession" << QByteArray("{\"name\": \"left-pad\", \"version\": \"1.3.0\"}\n")
                                << "%1 is not a TensorLens session file: it is JSON without \"format\": \"tensorlens-session\" (another program's file?).";
    QTest::addRow("other-broken-json") << "other.tlsession" << QByteArray("{\"name\": \"left-pad\",")
                                       << "%1 is not a TensorLens session file: its JSON is broken at byte %2 (%3).";
    QTest::addRow("newer-version") << "new.tlsession" << sessionJson(script, view, 2)
                                   << "%1 was saved by a newer TensorLens (session format version 2; this version reads version 1): open it with a newer TensorLens.";
    QTest::addRow("missing") << "missing.tlsession" << QByteArray() << "Cannot open %1: No such file or directory";
    QTest::addRow("folder") << "folder.tlsession" << QByteArray() << "%1 is a folder, not a TensorLens session file.";
    QTest::addRow("endless-device") << "/dev/zero" << QByteArray() << "%1 is not a regular file, not a TensorLens session file.";
    QTest::addRow("huge") << "huge.tlsession" << QByteArray(9 * 1024 * 1024, ' ')
                          << "%1 is too large to be a TensorLens session file (9437184 bytes; at most 8388608 bytes are read).";
}

void TestSessionFile::refusedFilesLeaveTheSessionUntouched()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    const QString path = file.startsWith(u'/') ? file : dir_.filePath(file);
    if (!bytes.isNull())
        writeFile(path, bytes);
    if (QTest::currentDataTag() == QByteArray("folder"))
        QVERIFY(QDir().mkpath(path));
    if (message.contains(QLatin1String("%2"))) { // where Qt's JSON reader stopped, in its words
        QJsonParseError error;
        QJsonDocument::fromJson(bytes, &error);
        message.replace(QLatin1String("%2"), QString::number(error.offset)).replace(QLatin1String("%3"), error.errorString());
    }

    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.runGuiCode(QString::fromLatin1(kSetup)).ok);
    w.select(QStringLiteral("a"));
    action(w, "actionZoomOut")->trigger();
    action(w, "actionDark")->trigger();
    const QStringList before = windowState(w);
    ModalAnswerer answers;
    QStringList seen;
    if (QFileInfo(path).isFile()) {
        answers.setFileNames({path});
        action(w, "actionOpenSession")->trigger();
        seen << QStringLiteral("Open session");
    } else {
        QVERIFY(!w.sessionFiles()->open(path)); // the file dialog offers no missing file, folder or device
    }
    seen << message.arg(QDir::toNativeSeparators(path));
    QCOMPARE(answers.seen(), seen);
    QCOMPARE(windowState(w), before);
    QVERIFY(w.controller()->hasUnsavedWork()); // still: nothing was saved or replaced
    QVERIFY(!w.session()->isRunning());
}

void TestSessionFile::unwritableTargetLeavesNoFile_data()
{
    QTest::addColumn<QString>("target"); // under a fresh folder, unless absolute
    QTest::addColumn<QString>("reason");
    QTest::addRow("read-only-folder") << "locked/s.tlsession" << "Permission denied";
    QTest::addRow("missing-folder") << "missing/s.tlsession" << "No such file or directory";
    QTest::addRow("a-folder-by-that-name") << "taken.tlsession" << "Filename refers to a directory";
    // Refused to everyone, root included (the row above is skipped as root).
    QTest::addRow("system-folder") << "/sys/s.tlsession" << "Permission denied";
}

void TestSessionFile::unwritableTargetLeavesNoFile()
{
    QFETCH(QString, target);
    QFETCH(QString, reason);
    QTemporaryDir root;
    QVERIFY(root.isValid());
    const QString path = target.startsWith(u'/') ? target : root.filePath(target);
    if (QTest::currentDataTag() == QByteArray("read-only-folder")) {
        if (::geteuid() == 0)
            QSKIP("running as root: root writes into a read-only folder, so the refusal cannot be seen");
        QVERIFY(QDir().mkpath(QFileInfo(path).path()));
        QVERIFY(QFile::setPermissions(QFileInfo(path).path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner));
    } else if (QTest::currentDataTag() == QByteArray("a-folder-by-that-name")) {
        QVERIFY(QDir().mkpath(path));
    }
    const QStringList filesBefore = QDir(root.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);

    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.runGuiCode(QString::fromLatin1(kSetup)).ok);
    ModalAnswerer answers;
    if (QFileInfo(QFileInfo(path).path()).isDir() && !QFileInfo(path).isDir()) {
        answers.setFileNames({path});
        action(w, "actionSaveSession")->trigger();
        QCOMPARE(answers.seen().size(), 2);
        QCOMPARE(answers.seen().first(), QStringLiteral("Save session"));
    } else { // the file dialog cannot name it (it goes into a folder, or refuses a missing one)
        QVERIFY(!w.sessionFiles()->save(path));
        QCOMPARE(answers.seen().size(), 1);
    }
    const QString said = answers.seen().last();
    QVERIFY2(said.startsWith(QStringLiteral("Could not write %1: ").arg(QDir::toNativeSeparators(path))), qPrintable(said));
    QVERIFY2(said.contains(reason), qPrintable(said));
    // Nothing was left behind: no file, no half-written temporary.
    QCOMPARE(QDir(root.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), filesBefore);
    QVERIFY(!QFileInfo(path).isFile());
    if (QFileInfo(path).isDir())
        QVERIFY(QDir(path).isEmpty());
    QVERIFY(w.controller()->hasUnsavedWork());
    QFile::setPermissions(QFileInfo(path).path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
}

QTEST_MAIN(TestSessionFile)
#include "tst_session_file.moc"
