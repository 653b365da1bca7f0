// The explainer window driven like a user: typing into the build panel, clicking operation
// buttons, editing a cell through the canvas, accepting or declining the error dialog's
// fixes, undo/redo, palettes and settings. Assertions are on what the user sees.
#include "tst_canvas_helpers.h"
#include "dialogs/PythonDialog.h"
#include "support/FakePython.h"
#include "support/ModalAnswerer.h"
#include "tst_window_helpers.h"

#include "canvas/CaptionItem.h"
#include "panels/BuildPanel.h"
#include "panels/ConsoleInput.h"
#include "panels/ConsoleWidget.h"
#include "panels/CodePanel.h"
#include "panels/OperationsPanel.h"
#include "panels/OutputPane.h"
#include "session/Session.h"
#include "window/ErrorBanner.h"
#include "window/OperationActions.h"
#include "window/ShortcutHelp.h"
#include "support/TestSettings.h"

#include <QContextMenuEvent>

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeWidget>
#include <QRadioButton>
#include <QSettings>
#include <QStatusBar>
#include <QToolButton>
#include <QUndoStack>
#include <QtTest>

using namespace tl::ui;
using namespace tl::ui::test;

class TestWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void startsWithImports();
    void seedScenario_data();
    void seedScenario();
    void fixThenEditWritesThroughWhatTheFixMade();
    void buildPanelRefuses_data();
    void buildPanelRefuses();
    void namesThatWouldHideAreRefused_data();
    void namesThatWouldHideAreRefused();
    void buildPanelCode_data();
    void buildPanelCode();
    void undoAndRedoReplay();
    void keyboardShortcutRunsOperation();
    void versionsMenuRunsTheSessionAgain();
    void choosingAPythonOffersItsVersions();
    void contextMenuOffersTheKindsOperations_data();
    void contextMenuOffersTheKindsOperations();
    void bannerExplainsOnRequest();
    void darkPaletteIsRemembered();
    void saveCodeWritesTheLog();
    void headlineFollowsEveryStatement();
    void buildPanelMessageHasOnePlace_data();
    void buildPanelMessageHasOnePlace();
    void shortcutHelpListsEveryShortcut();

private:
    void build(MainWindow &w, const QStringList &args);
    void operate(MainWindow &w, const QStringList &args);
    void edit(MainWindow &w, const QStringList &args);
    void runStep(MainWindow &w, const QString &step);
};

void TestWindow::initTestCase()
{
    tl::test::TestSettings::isolate(QStringLiteral("tst_window"));
}

void TestWindow::init()
{
    QSettings().clear();
}

void TestWindow::startsWithImports()
{
    MainWindow w(tl::CudaMode::Sim);
    QCOMPARE(w.codePanel()->code(), QStringLiteral("import torch\nimport numpy as np"));
    QVERIFY(cardNames(w).isEmpty());
    QCOMPARE(w.findChild<QRadioButton *>(QStringLiteral("buildCuda"))->text(), QStringLiteral("cuda:0"));
    QCOMPARE(w.findChild<QLabel *>(QStringLiteral("buildCudaNote"))->text(), QStringLiteral("simulated (no NVIDIA GPU)"));
}

// "build NAME SHAPE FILL DTYPE DEVICE [grad]": the build panel, typed and clicked;
// "array NAME SHAPE FILL DTYPE cpu" the same for a NumPy array.
void TestWindow::build(MainWindow &w, const QStringList &a)
{
    w.findChild<QComboBox *>(QStringLiteral("buildLibrary"))->setCurrentIndex(a[0] == QLatin1String("array") ? 1 : 0);
    auto *name = w.findChild<QLineEdit *>(QStringLiteral("buildName"));
    auto *shape = w.findChild<QLineEdit *>(QStringLiteral("buildShape"));
    name->clear();
    QTest::keyClicks(name, a[1]);
    shape->clear();
    QTest::keyClicks(shape, a[2]);
    auto *fill = w.findChild<QComboBox *>(QStringLiteral("buildFill"));
    fill->setCurrentIndex(QStringList{"ones", "zeros", "full", "arange", "values"}.indexOf(a[3]));
    w.findChild<QComboBox *>(QStringLiteral("buildDtype"))->setCurrentText(a[4]);
    QTest::mouseClick(w.findChild<QRadioButton *>(a[5] == QLatin1String("cpu") ? QStringLiteral("buildCpu") : QStringLiteral("buildCuda")),
                      Qt::LeftButton);
    auto *grad = w.findChild<QCheckBox *>(QStringLiteral("buildRequiresGrad"));
    if (grad->isEnabled() && grad->isChecked() != (a.size() > 6 && a[6] == QLatin1String("grad"))) {
        grad->setFocus();
        QTest::keyClick(grad, Qt::Key_Space);
    }
    QTest::mouseClick(w.findChild<QPushButton *>(QStringLiteral("buildCreate")), Qt::LeftButton);
}

// "op SOURCE OPERATION [RESULT] [INDEX]": select in the panel, type a name, click the button.
void TestWindow::operate(MainWindow &w, const QStringList &a)
{
    w.findChild<QComboBox *>(QStringLiteral("opsSelected"))->setCurrentText(a[1]);
    QCOMPARE(w.selectedName(), a[1]);
    auto *result = w.findChild<QLineEdit *>(QStringLiteral("opsResultName"));
    result->clear();
    if (a.size() > 3 && a[3] != QLatin1String("-"))
        QTest::keyClicks(result, a[3]);
    auto *button = w.findChild<QToolButton *>(QStringLiteral("button_op_") + a[2]);
    QVERIFY2(button && button->isEnabled(), qPrintable(a.join(u' ')));
    std::unique_ptr<ModalAnswerer> answer;
    if (a.size() > 4)
        answer = std::make_unique<ModalAnswerer>(ModalAnswerer::Scope::NextInputOnly, a.mid(4).join(u' '));
    QTest::mouseClick(button, Qt::LeftButton);
    if (answer)
        QVERIFY(answer->answered());
}

// "edit NAME ELEMENT VALUE": click NAME's card, then double-click storage element ELEMENT
// in its block, as a user does; the value goes into the dialog that asks for it.
void TestWindow::edit(MainWindow &w, const QStringList &a)
{
    CanvasView *view = w.canvas();
    CanvasScene *scene = view->canvasScene();
    ObjectCardItem *card = scene->cardForName(a[1]);
    QVERIFY(card);
    view->ensureVisible(card, 8, 8);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(card->mapToScene(QPointF(40, 20))));
    QCOMPARE(w.selectedName(), card->name());
    StorageBlockItem *block = scene->blockForStorage(card->info().storageId);
    QVERIFY(block);
    const QRectF cell = block->mapRectToScene(block->cellRect(a[2].toLongLong()));
    view->ensureVisible(cell, 8, 8);
    ModalAnswerer answer(ModalAnswerer::Scope::NextInputOnly, a[3]);
    doubleClick(view->viewport(), view->mapFromScene(cell.center()));
    QVERIFY(answer.answered());
    QVERIFY2(answer.prompt().startsWith(QStringLiteral("New value for %1[").arg(card->name())), qPrintable(answer.prompt()));
}

void TestWindow::runStep(MainWindow &w, const QString &step)
{
    const QStringList a = step.split(u' ');
    if (a[0] == QLatin1String("build") || a[0] == QLatin1String("array"))
        build(w, a);
    else if (a[0] == QLatin1String("op"))
        operate(w, a);
    else if (a[0] == QLatin1String("edit"))
        edit(w, a);
    else if (a[0] == QLatin1String("fix") || a[0] == QLatin1String("decline")) {
        QTRY_VERIFY(w.errorDialog() && w.errorDialog()->isVisible());
        ErrorDialog *d = w.errorDialog();
        if (a[0] == QLatin1String("fix"))
            QTest::mouseClick(d->applyButton(a[1].toInt()), Qt::LeftButton);
        else
            QTest::mouseClick(d->closeButton(), Qt::LeftButton);
        QTRY_VERIFY(!d->isVisible());
        QApplication::processEvents(); // the fix runs queued, after the dialog closed
    } else
        QFAIL(qPrintable(QStringLiteral("unknown step ") + step));
}

void TestWindow::seedScenario_data()
{
    QTest::addColumn<QStringList>("steps");
    QTest::addColumn<QStringList>("cards");       // names on the cards the canvas shows
    QTest::addColumn<int>("storages");            // storage blocks
    QTest::addColumn<QString>("highlighted");     // "NAME:cells" highlighted in NAME's storage after the last step
    QTest::addColumn<QStringList>("lit");         // labels lit on cards by the last write
    QTest::addColumn<QString>("badge");           // the operations panel's badge
    QTest::addColumn<QString>("errorLine");       // the first error the user saw ("" if none)
    QTest::addColumn<QStringList>("codeTail");    // the code panel's last lines

    QTest::addRow("seedA-numpy-shares-storage")
        << QStringList{"build a 1,2 ones float32 cpu", "op a numpy", "edit na 0 10"} << QStringList{"a", "na"} << 1 << "a:0"
        << QStringList{"a[0][0]: 1.0 → 10.0"} << "written in place · storage #1" << ""
        << QStringList{"a = torch.ones((1, 2))", "na = a.numpy()", "na[0][0] = 10"};
    QTest::addRow("seedA-numpy-requires-grad-fix-detach")
        << QStringList{"build a 1,2 ones float32 cpu grad", "op a numpy", "fix 0"} << QStringList{"a", "na"} << 1 << "a:"
        << QStringList{} << "new object · shared storage #1"
        << "RuntimeError: Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead."
        << QStringList{"a = torch.ones((1, 2), requires_grad=True)", "na = a.detach().numpy()"};
    QTest::addRow("seedA-numpy-requires-grad-declined")
        << QStringList{"build a 1,2 ones float32 cpu grad", "op a numpy", "decline"} << QStringList{"a"} << 1 << "a:"
        << QStringList{} << "error"
        << "RuntimeError: Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead."
        << QStringList{"import numpy as np", "a = torch.ones((1, 2), requires_grad=True)"};
    QTest::addRow("seedA-numpy-copy-is-independent")
        << QStringList{"build a 1,2 ones float32 cpu", "op a numpy", "op na copy nac", "edit nac 0 10"}
        << QStringList{"a", "na", "nac"} << 2 << "a:" << QStringList{} << "written in place · storage #2" << ""
        << QStringList{"na = a.numpy()", "nac = na.copy()", "nac[0][0] = 10"};
    QTest::addRow("seedA-detach-numpy-shares-storage")
        << QStringList{"build a 1,2 ones float32 cpu grad", "op a detach", "op b numpy", "edit nb 1 5"}
        << QStringList{"a", "b", "nb"} << 1 << "a:1" << QStringList{"a[0][1]: 1.0 → 5.0", "b[0][1]: 1.0 → 5.0"}
        << "written in place · storage #1" << ""
        << QStringList{"b = a.detach()", "nb = b.numpy()", "nb[0][1] = 5"};
    QTest::addRow("seedC-numpy-on-cuda-fix-cpu")
        << QStringList{"build a 1,2 ones float32 cuda:0", "op a numpy", "fix 0"} << QStringList{"a", "na"} << 2 << "a:"
        << QStringList{} << "new storage #2 · copied 8 bytes"
        << "TypeError: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first."
        << QStringList{"a = torch.ones((1, 2), device='cuda:0')", "na = a.cpu().numpy()"};
    QTest::addRow("seedC-to-cpu-on-cpu-is-the-same-object")
        << QStringList{"build a 2 zeros float64 cpu", "op a to_cpu"} << QStringList{"a"} << 1 << "a:" << QStringList{}
        << "same object" << "" << QStringList{"a = torch.zeros((2,), dtype=torch.float64)", "a_cpu = a.to('cpu')"};
    QTest::addRow("seedC-cuda-copies")
        << QStringList{"build a 1,2 ones float32 cpu", "op a cuda"} << QStringList{"a", "a_cuda"} << 2 << "a:" << QStringList{}
        << "new storage #2 · copied 8 bytes" << "" << QStringList{"a_cuda = a.cuda()"};
    QTest::addRow("slice-is-a-view")
        << QStringList{"build t 2x3 arange int64 cpu", "op t slice - 0, 1:3"} << QStringList{"t", "u"} << 1 << "t:"
        << QStringList{} << "new object · shared storage #1" << ""
        << QStringList{"t = torch.arange(6).reshape(2, 3)", "u = t[0, 1:3]"};
    QTest::addRow("from-numpy-shares")
        << QStringList{"array na 3 ones float32 cpu", "op na from_numpy"} << QStringList{"na", "tna"} << 1 << "na:"
        << QStringList{} << "new object · shared storage #1" << "" << QStringList{"tna = torch.from_numpy(na)"};
    QTest::addRow("in-place-on-leaf-fix-through-detach")
        << QStringList{"build w 2 ones float32 cpu grad", "edit w 0 3", "fix 0"} << QStringList{"w"} << 1 << "w:0"
        << QStringList{"w[0]: 1.0 → 3.0"} << "written in place · storage #1"
        << "RuntimeError: a view of a leaf Variable that requires grad is being used in an in-place operation."
        << QStringList{"w = torch.ones((2,), requires_grad=True)", "w.detach()[0] = 3"};
}

void TestWindow::seedScenario()
{
    QFETCH(QStringList, steps);
    QFETCH(QStringList, cards);
    QFETCH(int, storages);
    QFETCH(QString, highlighted);
    QFETCH(QStringList, lit);
    QFETCH(QString, badge);
    QFETCH(QString, errorLine);
    QFETCH(QStringList, codeTail);

    MainWindow w(tl::CudaMode::Sim);
    w.resize(1200, 800);
    showAndWait(w);
    QString firstError;
    connect(w.session(), &Session::errorRaised, this, [&](const ExecResult &r) {
        if (firstError.isEmpty())
            firstError = r.errorType + QStringLiteral(": ") + r.message;
    });
    for (const QString &step : steps) {
        runStep(w, step);
        if (QTest::currentTestFailed())
            return;
    }
    if (!errorLine.isEmpty()) {
        QCOMPARE(firstError, errorLine);
        QCOMPARE(w.errorDialog()->errorType() + QStringLiteral(": ") + w.errorDialog()->message(), errorLine);
    } else {
        QVERIFY2(firstError.isEmpty(), qPrintable(firstError));
    }
    QCOMPARE(cardNames(w), cards);
    CanvasScene *scene = w.canvas()->canvasScene();
    QCOMPARE(scene->itemsOfType<StorageBlockItem>().size(), storages);
    const QString hName = highlighted.section(u':', 0, 0);
    QVector<qint64> expectedCells;
    for (const QString &c : highlighted.section(u':', 1).split(u',', Qt::SkipEmptyParts))
        expectedCells << c.toLongLong();
    QCOMPARE(scene->highlightedCells(w.session()->model().objectForName(hName)->storageId), expectedCells);
    for (const QString &label : lit)
        QVERIFY2(scene->litLabels().contains(label), qPrintable(scene->litLabels().join(QStringLiteral(" | "))));
    if (!badge.isEmpty())
        QCOMPARE(w.operationsPanel()->badgeText(), badge);
    const QStringList code = w.codePanel()->code().split(u'\n');
    QCOMPARE(code.mid(code.size() - codeTail.size()), codeTail);
    QCOMPARE(code.mid(0, 2), (QStringList{"import torch", "import numpy as np"}));
}

// Seed scenario 3 as a student clicks it: numpy() on a tensor that requires grad fails, the
// dialog's fix detaches first, and the very next double-click on the shared cell (no card
// clicked in between) writes through the array the fix made: one error dialog, not two.
void TestWindow::fixThenEditWritesThroughWhatTheFixMade()
{
    MainWindow w(tl::CudaMode::Sim);
    w.resize(1280, 720);
    showAndWait(w);
    int errors = 0;
    connect(w.session(), &Session::errorRaised, this, [&errors] { ++errors; });
    runStep(w, QStringLiteral("build a 1,2 ones float32 cpu grad"));
    runStep(w, QStringLiteral("op a numpy"));
    runStep(w, QStringLiteral("fix 0"));
    QCOMPARE(w.selectedName(), QString("na"));

    CanvasView *view = w.canvas();
    StorageBlockItem *block = view->canvasScene()->blockForStorage(w.session()->model().objectForName("na")->storageId);
    QVERIFY(block);
    const QRectF cell = block->mapRectToScene(block->cellRect(0));
    view->ensureVisible(cell, 8, 8);
    ModalAnswerer answer(ModalAnswerer::Scope::NextInputOnly, QStringLiteral("10"));
    doubleClick(view->viewport(), view->mapFromScene(cell.center()));
    QVERIFY(answer.answered());
    QCOMPARE(answer.prompt(), QString("New value for na[0][0] (now 1.0):"));

    QCOMPARE(errors, 1);
    QVERIFY(w.lastError().ok);
    const QStringList code = w.codePanel()->code().split(u'\n');
    QCOMPARE(code.mid(code.size() - 3), (QStringList{"a = torch.ones((1, 2), requires_grad=True)",
                                                     "na = a.detach().numpy()", "na[0][0] = 10"}));
    QString printed;
    connect(w.session(), &Session::outputWritten, this, [&printed](const QString &text) { printed += text; });
    QVERIFY(w.runConsoleCode(QStringLiteral("print(a)")).ok);
    QCOMPARE(printed, QString("tensor([[10.,  1.]], requires_grad=True)\n"));
}

void TestWindow::buildPanelRefuses_data()
{
    QTest::addColumn<QString>("shape");
    QTest::addColumn<QString>("dtype");
    QTest::addColumn<bool>("grad");
    QTest::addColumn<QString>("refusal");

    // Semantic errors come from the engine, word for word.
    QTest::addRow("requires-grad-on-int64") << "1,2" << "int64" << true
                                            << "RuntimeError: Only Tensors of floating point and complex dtype can require gradients";
    QTest::addRow("requires-grad-on-bool") << "2" << "bool" << true
                                           << "RuntimeError: Only Tensors of floating point and complex dtype can require gradients";
    QTest::addRow("negative-size") << "2,-1" << "float32" << false
                                   << "RuntimeError: Trying to create tensor with negative dimension -1: [2, -1]";
    // An unreadable shape is the panel's own plain message.
    QTest::addRow("unparsable-shape") << "2x" << "float32" << false
                                      << "'2x' is not a shape: use whole numbers separated by commas or x, e.g. 1,2 or 2x3.";
}

void TestWindow::buildPanelRefuses()
{
    QFETCH(QString, shape);
    QFETCH(QString, dtype);
    QFETCH(bool, grad);
    QFETCH(QString, refusal);
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    const QStringList logBefore = w.session()->codeLog();
    QSignalSpy ran(w.session(), &Session::statementExecuted);
    build(w, {"build", "a", shape, "ones", dtype, "cpu", grad ? "grad" : ""});
    QCOMPARE(w.buildPanel()->refusal(), refusal);
    QCOMPARE(ran.count(), 0);
    QCOMPARE(w.session()->codeLog(), logBefore);
    QVERIFY(!w.errorDialog());
}

// A name that would hide a module or a built-in, or is no Python name, is refused where it
// was typed (the build panel, the operations panel's result name), and nothing runs.
void TestWindow::namesThatWouldHideAreRefused_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("refusal");
    QTest::addRow("torch") << "torch"
                           << "'torch' names the torch module: an object named so would hide it, and every later torch.… would fail. Choose another name.";
    QTest::addRow("np") << "np" << "'np' names the NumPy module: an object named so would hide it, and every later np.… would fail. Choose another name.";
    QTest::addRow("builtin") << "print"
                             << "'print' is one of Python's built-ins: an object named so would hide it from every later statement. Choose another name.";
    QTest::addRow("keyword") << "for" << "'for' is a Python keyword: choose another name.";
    QTest::addRow("digit-first") << "2a" << "'2a' is not a Python name: use letters, digits and _, not starting with a digit (e.g. b2).";
    QTest::addRow("expression") << "a.b" << "'a.b' is not a Python name: use letters, digits and _, not starting with a digit (e.g. b2).";
    QTest::addRow("empty") << "" << "Give the new object a name, e.g. a.";
}

void TestWindow::namesThatWouldHideAreRefused()
{
    QFETCH(QString, name);
    QFETCH(QString, refusal);
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QSignalSpy ran(w.session(), &Session::statementExecuted);
    build(w, {"build", name, "1,2", "ones", "float32", "cpu"});
    QCOMPARE(w.buildPanel()->refusal(), refusal);
    QCOMPARE(ran.count(), 0);
    if (name.isEmpty())
        return;
    build(w, {"build", "a", "1,2", "ones", "float32", "cpu"});
    QCOMPARE(ran.count(), 1);
    const QStringList logBefore = w.session()->codeLog();
    w.findChild<QComboBox *>(QStringLiteral("opsSelected"))->setCurrentText("a");
    auto *result = w.findChild<QLineEdit *>(QStringLiteral("opsResultName"));
    result->clear();
    QTest::keyClicks(result, name);
    QTest::mouseClick(w.findChild<QToolButton *>(QStringLiteral("button_op_numpy")), Qt::LeftButton);
    QCOMPARE(w.findChild<QLabel *>(QStringLiteral("opsNext"))->text(), refusal);
    QCOMPARE(w.session()->codeLog(), logBefore);
    // The module still works afterwards.
    QVERIFY(w.runGuiCode("b = torch.zeros(1)").ok);
}

void TestWindow::buildPanelCode_data()
{
    QTest::addColumn<QStringList>("form"); // library name shape fill value dtype device grad
    QTest::addColumn<QString>("code");
    QTest::addRow("torch-ones-grad") << QStringList{"torch", "a", "1,2", "ones", "", "float32", "cpu", "grad"}
                                     << "a = torch.ones((1, 2), requires_grad=True)";
    QTest::addRow("torch-full-cuda") << QStringList{"torch", "g", "(2, 3)", "full", "7", "int32", "cuda:0", ""}
                                     << "g = torch.full((2, 3), 7, dtype=torch.int32, device='cuda:0')";
    QTest::addRow("torch-values") << QStringList{"torch", "v", "", "values", "[[1, 2], [3, 4]]", "float64", "cpu", ""}
                                  << "v = torch.tensor([[1, 2], [3, 4]], dtype=torch.float64)";
    QTest::addRow("torch-arange-2d-grad") << QStringList{"torch", "r", "2x2", "arange", "", "float32", "cpu", "grad"}
                                          << "r = torch.arange(4, dtype=torch.float32).reshape(2, 2).requires_grad_()";
    QTest::addRow("numpy-ones") << QStringList{"numpy", "na", "3", "ones", "", "float32", "cpu", ""}
                                << "na = np.ones((3,), dtype=np.float32)";
    QTest::addRow("numpy-arange") << QStringList{"numpy", "nb", "2,3", "arange", "", "int64", "cpu", ""}
                                  << "nb = np.arange(6).reshape(2, 3)";
    QTest::addRow("numpy-values-bool") << QStringList{"numpy", "m", "", "values", "[True, False]", "bool", "cpu", ""}
                                       << "m = np.array([True, False], dtype=np.bool_)";
}

void TestWindow::buildPanelCode()
{
    QFETCH(QStringList, form);
    QFETCH(QString, code);
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    w.findChild<QComboBox *>(QStringLiteral("buildLibrary"))->setCurrentIndex(form[0] == QLatin1String("torch") ? 0 : 1);
    w.findChild<QComboBox *>(QStringLiteral("buildFill"))->setCurrentIndex(QStringList{"ones", "zeros", "full", "arange", "values"}.indexOf(form[3]));
    for (auto [field, text] : {std::pair{"buildName", form[1]}, {"buildShape", form[2]}, {"buildValue", form[4]}}) {
        auto *edit = w.findChild<QLineEdit *>(QString::fromLatin1(field));
        edit->clear();
        QTest::keyClicks(edit, text);
    }
    w.findChild<QComboBox *>(QStringLiteral("buildDtype"))->setCurrentText(form[5]);
    w.findChild<QRadioButton *>(form[6] == QLatin1String("cpu") ? QStringLiteral("buildCpu") : QStringLiteral("buildCuda"))->setChecked(true);
    w.findChild<QCheckBox *>(QStringLiteral("buildRequiresGrad"))->setChecked(form[7] == QLatin1String("grad"));
    QCOMPARE(w.buildPanel()->preview(), code);
    QTest::mouseClick(w.findChild<QPushButton *>(QStringLiteral("buildCreate")), Qt::LeftButton);
    QCOMPARE(w.buildPanel()->refusal(), QString());
    QCOMPARE(w.session()->codeLog().last(), code);
    QCOMPARE(w.selectedName(), form[1]);
}

void TestWindow::undoAndRedoReplay()
{
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QUndoStack *stack = w.undoStack();
    QVERIFY(!stack->canUndo()); // the imports are the starting point, not a step
    build(w, {"build", "a", "1,2", "ones", "float32", "cpu"});
    operate(w, {"op", "a", "numpy"});
    edit(w, {"edit", "na", "0", "10"});
    QCOMPARE(stack->count(), 3);
    QCOMPARE(w.session()->cellText(1, 0), QStringLiteral("10.0"));

    QSignalSpy output(w.session(), &Session::outputWritten);
    stack->undo(); // the edit
    QCOMPARE(w.session()->codeLog().last(), QStringLiteral("na = a.numpy()"));
    QCOMPARE(w.session()->cellText(w.session()->model().objectForName("a")->storageId, 0), QStringLiteral("1.0"));
    stack->undo(); // numpy()
    QCOMPARE(cardNames(w), QStringList{"a"});
    QVERIFY(!w.session()->model().names.contains(QStringLiteral("na")));
    QVERIFY(w.outputPane()->allText().isEmpty());

    stack->redo();
    QCOMPARE(cardNames(w), (QStringList{"a", "na"}));
    stack->redo();
    const quint64 storage = w.session()->model().objectForName("a")->storageId;
    QCOMPARE(w.session()->cellText(storage, 0), QStringLiteral("10.0"));
    QCOMPARE(w.session()->codeLog().mid(2), (QStringList{"a = torch.ones((1, 2))", "na = a.numpy()", "na[0][0] = 10"}));
    QVERIFY(!stack->canRedo());
}

// Tools > Versions, clicked: the session's statements run again as the chosen versions
// answer (a NumPy scalar's repr as NumPy 2 prints it), the window names them, the choice
// is remembered, and nothing of the session is lost.
void TestWindow::versionsMenuRunsTheSessionAgain()
{
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.runConsoleCode(QStringLiteral("a = torch.ones((1, 2))\nna = a.numpy()")).ok);
    const QStringList code = w.session()->codeLog();
    auto *versions = w.findChild<QMenu *>(QStringLiteral("menuVersions"));
    QVERIFY(versions);
    const auto pick = [&](const char *name) {
        QAction *action = w.findChild<QAction *>(QString::fromLatin1(name));
        QVERIFY(action);
        versions->popup(w.mapToGlobal(QPoint(100, 100)));
        QVERIFY(QTest::qWaitForWindowExposed(versions));
        QTest::mouseClick(versions, Qt::LeftButton, {}, versions->actionGeometry(action).center());
        QTRY_VERIFY(!versions->isVisible());
        QVERIFY(action->isChecked());
    };
    pick("actionProfile_current");
    QCOMPARE(QSettings().value(QStringLiteral("engine/profile")).toString(), QStringLiteral("current"));
    QCOMPARE(w.findChild<QLabel *>(QStringLiteral("deviceStatus"))->text(),
             QStringLiteral("Built-in engine · PyTorch 2.14 · NumPy 2.4 · cuda:0 simulated (no NVIDIA GPU)"));
    QCOMPARE(w.session()->codeLog(), code);
    QVERIFY(w.session()->model().objectForName(QStringLiteral("na")));
    QVERIFY(w.runConsoleCode(QStringLiteral("print(repr(na[0][0]), [na[0][0]])")).ok);
    QVERIFY(w.outputPane()->printedText().endsWith(QStringLiteral("np.float32(1.0) [np.float32(1.0)]\n")));

    pick("actionProfile_1.13");
    QCOMPARE(QSettings().value(QStringLiteral("engine/profile")).toString(), QStringLiteral("1.13"));
    QVERIFY(w.runConsoleCode(QStringLiteral("print(repr(na[0][0]))")).ok);
    QVERIFY(w.outputPane()->printedText().endsWith(QStringLiteral("1.0\n")));
    QCOMPARE(w.session()->codeLog().mid(0, code.size()), code);
}

// Tools > Python…, "Use this Python" on one with PyTorch 2: the window offers the versions
// nearest to it, and answering yes runs the session again as PyTorch 2.14 / NumPy 2.4.
void TestWindow::choosingAPythonOffersItsVersions()
{
    QTemporaryDir dir;
    const QString torch2 = tl::test::fakePython(dir, QStringLiteral("python-torch2"),
                                                QStringLiteral("printf '%s\\n' '{\"python\": \"3.12.4\", \"torch\": \"2.5.1\", "
                                                               "\"numpy\": \"2.1.3\", \"cuda_built\": false}'; exit 0"),
                                                QStringLiteral("exit 0"));
    tl::test::EnvironmentScope env("TENSORLENS_PYTHON", torch2);
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.runConsoleCode(QStringLiteral("a = torch.ones((1, 2))\nna = a.numpy()")).ok);
    // The dialog: the fake Python's row, then "Use this Python"; the offer after it: its
    // default button (answer as PyTorch 2.14).
    bool used = false;
    QStringList offers;
    QTimer pick;
    connect(&pick, &QTimer::timeout, &w, [&] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            offers << box->text();
            QTest::mouseClick(box->defaultButton(), Qt::LeftButton);
            return;
        }
        auto *dialog = qobject_cast<PythonDialog *>(QApplication::activeModalWidget());
        if (used || !dialog || !dialog->probed())
            return;
        used = true;
        QTreeWidget *list = dialog->list();
        for (int i = 0; i < list->topLevelItemCount(); ++i)
            if (list->topLevelItem(i)->text(0) == torch2)
                QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->topLevelItem(i)).center());
        QTest::mouseClick(dialog->useButton(), Qt::LeftButton);
    });
    pick.start(20);
    // Tools > Python… with the mouse.
    QAction *python = w.findChild<QAction *>(QStringLiteral("actionPython"));
    QMenu *tools = nullptr;
    for (QObject *o : python->associatedObjects())
        if (auto *menu = qobject_cast<QMenu *>(o))
            tools = menu;
    QVERIFY(tools);
    const auto choosePython = [&] {
        tools->popup(w.mapToGlobal(QPoint(100, 100)));
        QVERIFY(QTest::qWaitForWindowExposed(tools));
        QTest::mouseClick(tools, Qt::LeftButton, {}, tools->actionGeometry(python).center());
    };
    choosePython();
    QTRY_VERIFY_WITH_TIMEOUT(used && !QApplication::activeModalWidget(), 60000);
    QCOMPARE(offers.size(), 1);
    QVERIFY2(offers.first().startsWith(QStringLiteral("Your Python has PyTorch 2.5.1 and NumPy 2.1.3. The built-in engine "
                                                      "answers as PyTorch 1.13 · NumPy 1.24 · Python 3.11.")),
             qPrintable(offers.first()));
    QCOMPARE(QSettings().value(QStringLiteral("engine/profile")).toString(), QStringLiteral("current"));
    QVERIFY(w.findChild<QAction *>(QStringLiteral("actionProfile_current"))->isChecked());
    QVERIFY(w.runConsoleCode(QStringLiteral("print(repr(na[0][0]))")).ok);
    QVERIFY(w.outputPane()->printedText().endsWith(QStringLiteral("np.float32(1.0)\n")));

    // Chosen again: it matches now, nothing is asked.
    used = false;
    offers.clear();
    choosePython();
    QTRY_VERIFY_WITH_TIMEOUT(used && !QApplication::activeModalWidget(), 60000);
    QVERIFY(offers.isEmpty());
    pick.stop();
    w.findChild<QAction *>(QStringLiteral("actionProfile_1.13"))->trigger();
}

void TestWindow::keyboardShortcutRunsOperation()
{
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    build(w, {"build", "a", "2", "ones", "float32", "cpu"});
    // The window says which engine draws, and as which versions.
    QCOMPARE(w.findChild<QLabel *>(QStringLiteral("deviceStatus"))->text(),
             QStringLiteral("Built-in engine · PyTorch 1.13 · NumPy 1.24 · cuda:0 simulated (no NVIDIA GPU)"));
    w.select(QStringLiteral("a"));
    w.canvas()->setFocus();
    QTRY_VERIFY(w.canvas()->hasFocus());
    QTest::keyClick(w.canvas(), Qt::Key_L); // clone()
    QCOMPARE(w.session()->codeLog().last(), QStringLiteral("b = a.clone()"));
    QCOMPARE(w.operationsPanel()->badgeText(), QStringLiteral("new storage #2 · copied 8 bytes"));
    // One colour for a copy: the canvas headline's badge and the panel's, and the copies' own.
    const CanvasPalette &palette = w.canvas()->canvasScene()->palette();
    QCOMPARE(w.canvas()->canvasScene()->caption()->badgeFill(), palette.transfer);
    QCOMPARE(w.operationsPanel()->badgeColour(), palette.transfer);
    // Typing in the console is text, not an operation.
    QWidget *console = w.findChild<QWidget *>(QStringLiteral("consoleInput"));
    console->setFocus();
    QTest::keyClick(console, Qt::Key_L);
    QCOMPARE(w.session()->codeLog().last(), QStringLiteral("b = a.clone()"));
}

void TestWindow::contextMenuOffersTheKindsOperations_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<QString>("card");
    QTest::addColumn<QStringList>("offered");
    QTest::addColumn<QString>("choose");
    QTest::addColumn<QString>("code");
    QTest::addRow("tensor") << "a = torch.ones(2)" << "a"
                            << QStringList{"detach()", "to('cpu')", "to('cuda')", "cpu()", "cuda()", "numpy()", "numpy(force=True)",
                                           "clone()", "requires_grad_()", "requires_grad_(False)", "contiguous()", "t()", "[…] slice",
                                           "Edit element…", "Move to cuda: a = a.to('cuda')", "a.requires_grad_(True)"}
                            << "numpy()" << "na = a.numpy()";
    QTest::addRow("tensor-moved-by-its-menu") << "a = torch.ones(2)" << "a"
                                              << QStringList{"detach()", "to('cpu')", "to('cuda')", "cpu()", "cuda()", "numpy()",
                                                             "numpy(force=True)", "clone()", "requires_grad_()", "requires_grad_(False)",
                                                             "contiguous()", "t()", "[…] slice", "Edit element…",
                                                             "Move to cuda: a = a.to('cuda')", "a.requires_grad_(True)"}
                                              << "Move to cuda: a = a.to('cuda')" << "a = a.to('cuda')";
    QTest::addRow("ndarray") << "na = np.ones(2)" << "na" << QStringList{"copy()", "torch.from_numpy()", "[…] slice", "Edit element…"}
                             << "copy()" << "nac = na.copy()";
}

void TestWindow::contextMenuOffersTheKindsOperations()
{
    QFETCH(QString, setup);
    QFETCH(QString, card);
    QFETCH(QStringList, offered);
    QFETCH(QString, choose);
    QFETCH(QString, code);
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.runConsoleCode(setup).ok);
    QStringList seen;
    QTimer::singleShot(0, this, [&] { // runs inside the menu's exec()
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        QVERIFY(menu);
        for (QAction *a : menu->actions())
            if (!a->isSeparator() && a->isVisible())
                seen << a->text();
        for (QAction *a : menu->actions())
            if (a->text() == choose)
                menu->setActiveAction(a);
        QTest::keyClick(menu, Qt::Key_Return);
    });
    // A right-click on the card.
    ObjectCardItem *item = w.canvas()->canvasScene()->cardForName(card);
    const QPoint at = w.canvas()->mapFromScene(item->mapToScene(QPointF(40, 20)));
    QContextMenuEvent event(QContextMenuEvent::Mouse, at, w.canvas()->viewport()->mapToGlobal(at));
    QCoreApplication::sendEvent(w.canvas()->viewport(), &event);
    QCOMPARE(seen, offered);
    QCOMPARE(w.session()->codeLog().last(), code);
}

void TestWindow::bannerExplainsOnRequest()
{
    MainWindow w(tl::CudaMode::Sim, /*interactive=*/false); // as in screenshots: no dialog by itself
    showAndWait(w);
    QVERIFY(w.runGuiCode(QStringLiteral("a = torch.ones(2, requires_grad=True)")).ok);
    QVERIFY(!w.runGuiCode(QStringLiteral("a.add_(1)")).ok);
    QVERIFY(w.errorBanner()->isVisible());
    QVERIFY(w.errorBanner()->text().contains(QStringLiteral("RuntimeError: a leaf Variable that requires grad is being used in an in-place operation.")));
    QApplication::processEvents();
    QVERIFY(!w.errorDialog());
    QTest::mouseClick(w.errorBanner()->findChild<QPushButton *>(QStringLiteral("explainButton")), Qt::LeftButton);
    QVERIFY(w.errorDialog() && w.errorDialog()->isVisible());
    QCOMPARE(w.errorDialog()->fixes().first().code, QStringLiteral("a.detach().add_(1)"));
    QTest::mouseClick(w.errorDialog()->applyButton(0), Qt::LeftButton);
    QTRY_COMPARE(w.session()->codeLog().last(), QStringLiteral("a.detach().add_(1)"));
    QVERIFY(!w.errorBanner()->isVisible());
    QCOMPARE(w.session()->cellText(w.session()->model().objectForName("a")->storageId, 0), QStringLiteral("2.0"));
}

void TestWindow::darkPaletteIsRemembered()
{
    {
        MainWindow w(tl::CudaMode::Sim);
        QVERIFY(!w.darkAction()->isChecked());
        w.darkAction()->trigger();
        QVERIFY(w.canvas()->isDark());
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 128);
        w.close();
    }
    MainWindow again(tl::CudaMode::Sim);
    QVERIFY(again.darkAction()->isChecked());
    QVERIFY(again.canvas()->isDark());
    again.darkAction()->trigger();
    QVERIFY(QApplication::palette().color(QPalette::Window).lightness() > 128);
}

void TestWindow::saveCodeWritesTheLog()
{
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    build(w, {"build", "a", "1,2", "ones", "float32", "cpu"});
    operate(w, {"op", "a", "numpy"});
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("session.py"));
    QVERIFY(w.saveCode(path));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(f.readAll()), QStringLiteral("import torch\nimport numpy as np\na = torch.ones((1, 2))\nna = a.numpy()\n"));
}

// What the window says about the last statement, everywhere it says it: the operations
// panel's badge and sentence, the status bar, the canvas's headline and the error banner.
struct Headline {
    QString badge, sentence, status, caption, banner;
    static Headline of(MainWindow &w)
    {
        return {w.operationsPanel()->badgeText(), w.operationsPanel()->sentenceText(), w.statusBar()->currentMessage(),
                w.canvas()->canvasScene()->caption()->sentence(),
                w.errorBanner()->isVisible() ? w.errorBanner()->text() : QString()};
    }
};

void TestWindow::headlineFollowsEveryStatement()
{
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    ConsoleInput *input = w.console()->input();
    auto type = [&](const QString &code) {
        input->setFocus();
        QTest::keyClicks(input, code);
        QTest::keyClick(input, Qt::Key_Return);
    };
    type(QStringLiteral("a = torch.ones(2)"));
    Headline h = Headline::of(w);
    QCOMPARE(h.badge, QStringLiteral("new storage #1"));
    QVERIFY(!h.sentence.isEmpty());
    QCOMPARE(h.status, h.sentence);
    QCOMPARE(h.caption, h.sentence);
    QCOMPARE(h.banner, QString());

    const QString syntax = QStringLiteral("SyntaxError: unmatched ')'");
    type(QStringLiteral("b = )"));
    h = Headline::of(w);
    QCOMPARE(h.badge, QStringLiteral("error"));
    QCOMPARE(h.sentence, syntax);
    QCOMPARE(h.status, syntax);
    QCOMPARE(h.caption, syntax);
    QVERIFY2(h.banner.contains(QStringLiteral("SyntaxError: unmatched &#x27;)&#x27;")) || h.banner.contains(syntax), qPrintable(h.banner));

    // A new session says nothing of the old one.
    ModalAnswerer answers;
    answers.setMessageButton(QMessageBox::Discard);
    QTest::keyClick(&w, Qt::Key_N, Qt::ControlModifier);
    QCOMPARE(answers.seen().size(), 1); // a = ... was unsaved
    h = Headline::of(w);
    QCOMPARE(h.badge, QString());
    QCOMPARE(h.sentence, QString());
    QCOMPARE(h.status, QString());
    QCOMPARE(h.caption, QString());
    QCOMPARE(h.banner, QString());
    QVERIFY(w.console()->transcript().isEmpty());

    // Its first statement, a syntax error, is news everywhere.
    type(QStringLiteral("c = )"));
    h = Headline::of(w);
    QCOMPARE(h.badge, QStringLiteral("error"));
    QCOMPARE(h.status, syntax);
    QCOMPARE(h.caption, syntax);
    QVERIFY(!h.banner.isEmpty());
    // And a statement that works clears the error from all of them.
    type(QStringLiteral("c = torch.zeros(1)"));
    h = Headline::of(w);
    QCOMPARE(h.badge, QStringLiteral("new storage #1"));
    QCOMPARE(h.status, h.sentence);
    QCOMPARE(h.caption, h.sentence);
    QCOMPARE(h.banner, QString());
}

void TestWindow::buildPanelMessageHasOnePlace_data()
{
    QTest::addColumn<QString>("shape");
    QTest::addColumn<QString>("dtype");
    QTest::addColumn<bool>("grad");
    QTest::addColumn<QString>("message");
    QTest::addRow("form-problem") << "2x" << "float32" << false
                                  << "'2x' is not a shape: use whole numbers separated by commas or x, e.g. 1,2 or 2x3.";
    QTest::addRow("engine-refusal") << "1,2" << "int64" << true
                                    << "RuntimeError: Only Tensors of floating point and complex dtype can require gradients";
}

void TestWindow::buildPanelMessageHasOnePlace()
{
    QFETCH(QString, shape);
    QFETCH(QString, dtype);
    QFETCH(bool, grad);
    QFETCH(QString, message);
    MainWindow w(tl::CudaMode::Sim);
    w.resize(1280, 720);
    showAndWait(w);
    auto *create = w.findChild<QPushButton *>(QStringLiteral("buildCreate"));
    const QRect where(create->mapToGlobal(QPoint(0, 0)), create->size());
    // Typed, clicked, clicked again: the button stays under the mouse, the message says it once.
    build(w, {"build", "a", shape, "ones", dtype, "cpu", grad ? "grad" : ""});
    QTest::mouseClick(create, Qt::LeftButton);
    QApplication::processEvents();
    QCOMPARE(QRect(create->mapToGlobal(QPoint(0, 0)), create->size()), where);
    QCOMPARE(w.buildPanel()->refusal(), message);
    int shown = 0;
    for (QLabel *label : w.buildPanel()->findChildren<QLabel *>())
        if (label->isVisible() && label->text().contains(message.left(20)))
            ++shown;
    QCOMPARE(shown, 1);
    QVERIFY(!w.buildPanel()->preview().contains(message.left(20)));
    // Fixed: the message goes, the button stays, the code runs.
    auto *shapeEdit = w.findChild<QLineEdit *>(QStringLiteral("buildShape"));
    shapeEdit->selectAll();
    QTest::keyClicks(shapeEdit, QStringLiteral("2"));
    if (grad) {
        auto *gradBox = w.findChild<QCheckBox *>(QStringLiteral("buildRequiresGrad"));
        QTest::mouseClick(gradBox, Qt::LeftButton, {}, QPoint(4, gradBox->height() / 2));
    }
    QCOMPARE(w.buildPanel()->refusal(), QString());
    QCOMPARE(QRect(create->mapToGlobal(QPoint(0, 0)), create->size()), where);
    QTest::mouseClick(create, Qt::LeftButton);
    QVERIFY(w.session()->model().objectForName(QStringLiteral("a")));
    QCOMPARE(QRect(create->mapToGlobal(QPoint(0, 0)), create->size()), where);
}

void TestWindow::shortcutHelpListsEveryShortcut()
{
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QTest::keyClick(&w, Qt::Key_F1); // Help > Keyboard shortcuts
    QTRY_VERIFY(w.shortcutHelp() && w.shortcutHelp()->isVisible());
    const QString text = w.shortcutHelp()->text();
    int listed = 0;
    for (QAction *a : w.findChildren<QAction *>()) {
        if (a->shortcuts().isEmpty())
            continue;
        const QString name = QString(a->text()).remove(u'&');
        QVERIFY2(text.contains(name), qPrintable(name));
        for (const QKeySequence &k : a->shortcuts())
            QVERIFY2(text.contains(k.toString(QKeySequence::NativeText)), qPrintable(name + QStringLiteral(": ") + k.toString()));
        ++listed;
    }
    // The menus' actions, the undo stack's and every operation's (both kinds, shown or not).
    QVERIFY2(listed >= 30, qPrintable(QString::number(listed)));
    QVERIFY(text.contains(QStringLiteral("torch.from_numpy()")));
    QVERIFY(text.contains(QStringLiteral("A view of part of the array's memory (no copy).")));
    w.shortcutHelp()->reject();
}

QTEST_MAIN(TestWindow)
#include "tst_window.moc"
