// Tools > Python…: every interpreter found is asked for its Python, PyTorch and NumPy and
// CUDA (fakes stand in for a learner's environments: one with PyTorch 2, one without torch,
// a missing program; the real /usr/bin/python3 where there is one); the one chosen with the
// mouse is the one Check with real PyTorch runs; an environment's folder typed in is added,
// a folder without a Python refused in place; Escape changes nothing.
#include "check/PythonChoice.h"
#include "check/PythonRun.h"
#include "dialogs/PythonDialog.h"
#include "support/FakePython.h"
#include "support/TestSettings.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace tl::ui;
using tl::test::EnvironmentScope;
using tl::test::fakePython;

namespace {

const char *kTorch2 = "printf '%s\\n' '{\"python\": \"3.12.4\", \"torch\": \"2.5.1\", \"numpy\": \"2.1.3\", "
                      "\"cuda_built\": true, \"cuda_available\": false}'; exit 0";
const char *kNoTorch = "printf '%s\\n' '{\"python\": \"3.10.12\", \"numpy\": \"1.26.4\", "
                       "\"torch_error\": \"ModuleNotFoundError: No module named torch\"}'; exit 0";

QTreeWidgetItem *rowFor(const PythonDialog &dialog, const QString &program)
{
    for (int i = 0; i < dialog.list()->topLevelItemCount(); ++i)
        if (dialog.list()->topLevelItem(i)->text(0) == program)
            return dialog.list()->topLevelItem(i);
    return nullptr;
}

QStringList texts(const QTreeWidgetItem *row)
{
    QStringList out;
    for (int c = 1; c < row->columnCount(); ++c)
        out << row->text(c);
    return out;
}

void clickRow(PythonDialog &dialog, QTreeWidgetItem *row)
{
    QTreeWidget *list = dialog.list();
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(row).center());
}

} // namespace

class TestPythonDialog : public QObject {
    Q_OBJECT
private slots:
    void init() { tl::test::TestSettings::isolate(QStringLiteral("tst_python_dialog"), true); }

    void everyInterpreterIsAskedAndTheChosenOneRuns()
    {
        QTemporaryDir dir;
        const QString torch2 = fakePython(dir, QStringLiteral("python-torch2"), QLatin1String(kTorch2), QStringLiteral("exit 0"));
        const QString bare = fakePython(dir, QStringLiteral("python-bare"), QLatin1String(kNoTorch), QStringLiteral("exit 0"));
        const QString missing = dir.filePath(QStringLiteral("no-such-python"));
        EnvironmentScope env("TENSORLENS_PYTHON", torch2 + u':' + bare + u':' + missing);
        PythonDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTRY_VERIFY_WITH_TIMEOUT(dialog.probed(), 60000);

        QCOMPARE(texts(rowFor(dialog, torch2)), (QStringList{"3.12.4", "2.5.1", "2.1.3", "CUDA, no GPU"}));
        QCOMPARE(texts(rowFor(dialog, bare)), (QStringList{"3.10.12", "none", "1.26.4", ""}));
        QCOMPARE(rowFor(dialog, missing)->text(1), QStringLiteral("not found, or not a program"));
        if (QTreeWidgetItem *debian = rowFor(dialog, QStringLiteral("/usr/bin/python3"))) {
            // Debian's reference: a Python version, and its PyTorch's answer or why it has none.
            QVERIFY2(QRegularExpression(QStringLiteral("^3\\.\\d+\\.\\d+$")).match(debian->text(1)).hasMatch(), qPrintable(debian->text(1)));
            if (debian->text(2) != QLatin1String("none"))
                QVERIFY2(!debian->text(4).isEmpty(), "a PyTorch says whether it has CUDA");
        }

        // A Python without torch cannot be chosen; the one with PyTorch 2 can.
        clickRow(dialog, rowFor(dialog, bare));
        QVERIFY(!dialog.useButton()->isEnabled());
        clickRow(dialog, rowFor(dialog, torch2));
        QVERIFY(dialog.useButton()->isEnabled());
        QTest::mouseClick(dialog.useButton(), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(PythonChoice::chosen(), torch2);

        // Without TENSORLENS_PYTHON (which tests and scripts set), the chosen one runs first.
        EnvironmentScope unset("TENSORLENS_PYTHON", QString());
        QCOMPARE(PythonRun::defaultPrograms().value(0), torch2);
    }

    void anEnvironmentFolderIsAddedAndAFolderWithoutPythonRefused()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("venv/bin")));
        const QString program = fakePython(dir, QStringLiteral("venv/bin/python3"), QLatin1String(kTorch2), QStringLiteral("exit 0"));
        EnvironmentScope env("TENSORLENS_PYTHON", dir.filePath(QStringLiteral("no-such-python")));
        PythonDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const int before = dialog.list()->topLevelItemCount();

        // A folder with no Python in it: refused where the user typed it, nothing added.
        dialog.pathEdit()->setFocus();
        QTest::keyClicks(dialog.pathEdit(), dir.filePath(QStringLiteral("empty")));
        QTest::keyClick(dialog.pathEdit(), Qt::Key_Return);
        QVERIFY2(dialog.refusal().startsWith(QStringLiteral("No Python program at ")), qPrintable(dialog.refusal()));
        QCOMPARE(dialog.list()->topLevelItemCount(), before);

        // The environment's folder: its bin/python3 is added, asked, and offered next time.
        dialog.pathEdit()->clear();
        QTest::keyClicks(dialog.pathEdit(), dir.filePath(QStringLiteral("venv")));
        QTest::mouseClick(dialog.addButton(), Qt::LeftButton);
        QVERIFY(dialog.refusal().isEmpty());
        QTreeWidgetItem *added = rowFor(dialog, QFileInfo(program).absoluteFilePath());
        QVERIFY(added);
        QTRY_COMPARE_WITH_TIMEOUT(added->text(2), QStringLiteral("2.5.1"), 30000);
        QVERIFY(PythonChoice::candidates().contains(QFileInfo(program).absoluteFilePath()));

        // Escape: nothing chosen.
        QTest::keyClick(&dialog, Qt::Key_Escape);
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QVERIFY(PythonChoice::chosen().isEmpty());
    }
};

QTEST_MAIN(TestPythonDialog)
#include "tst_python_dialog.moc"
