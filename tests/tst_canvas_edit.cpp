// Editing and switching through the canvas, driven like a user (clicks and key presses on
// the canvas's viewport, answers typed into the dialogs): a double-click writes through
// the selected name; otherwise a chooser lists every name that sees the cell with what
// writing through it would do (judged by a trial run); cards' toggles move a name to the
// other memory and switch requires_grad; Go to element reaches any element. The Code
// panel records exactly what ran, and every step undoes.
#include "session/EngineText.h"
#include "tst_canvas_helpers.h"
#include "tst_window_helpers.h"

#include "canvas/CanvasActions.h"
#include "canvas/TransferItem.h"
#include "dialogs/ElementEditDialog.h"
#include "dialogs/ElementValueDialog.h"
#include "panels/CodePanel.h"
#include "session/Session.h"
#include "support/TestSettings.h"
#include "support/ModalAnswerer.h"

#include <QAction>
#include <QContextMenuEvent>
#include <QInputDialog>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QUndoStack>

using namespace tl::ui;
using namespace tl::ui::test;

namespace {

// Runs `answer` on the element chooser once it is open (inside its exec()).
class ChooserAnswer : public QObject {
public:
    explicit ChooserAnswer(std::function<void(ElementEditDialog *)> answer) : answer_(std::move(answer))
    {
        auto *timer = new QTimer(this);
        timer->setInterval(10);
        connect(timer, &QTimer::timeout, this, [this, timer] {
            auto *dialog = qobject_cast<ElementEditDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            timer->stop();
            current_ = dialog->choices()->currentRow();
            answer_(dialog);
            for (int i = 0; i < dialog->choices()->count(); ++i)
                rows_ << dialog->choices()->item(i)->text();
            answered_ = true;
        });
        timer->start();
    }
    bool answered() const { return answered_; }
    QStringList rows() const { return rows_; }
    int initialRow() const { return current_; }

private:
    std::function<void(ElementEditDialog *)> answer_;
    QStringList rows_;
    int current_ = -1;
    bool answered_ = false;
};

QString lastCode(MainWindow &w) { return w.codePanel()->code().split(u'\n').last(); }

QPoint cellPoint(CanvasView *view, quint64 storage, qint64 element)
{
    StorageBlockItem *block = view->canvasScene()->blockForStorage(storage);
    const QRectF cell = block->mapRectToScene(block->cellRect(element));
    view->ensureVisible(cell, 8, 8);
    return view->mapFromScene(cell.center());
}

void clickCard(CanvasView *view, const QString &name)
{
    ObjectCardItem *card = view->canvasScene()->cardForName(name);
    QVERIFY(card);
    view->ensureVisible(card, 8, 8);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(card->mapToScene(QPointF(40, 20))));
}

// A click on the canvas's background: nothing is selected any more.
void clickBackground(CanvasView *view)
{
    const QRectF lane = view->canvasScene()->laneForDevice(tl::Device::cpu())->rect();
    view->ensureVisible(QRectF(lane.bottomRight() - QPointF(30, 12), QSizeF(4, 4)));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(lane.bottomRight() - QPointF(10, 6)));
}

// A deliberate click on one of a card's toggles: on a card not selected yet, the first click
// only selects it (nothing runs) and a second one toggles.
void clickToggle(CanvasView *view, const QString &name, ObjectCardItem::Toggle toggle)
{
    ObjectCardItem *card = view->canvasScene()->cardForName(name);
    QVERIFY(card && card->toggleEnabled(toggle));
    view->ensureVisible(card, 8, 8);
    const auto toggleAt = [&] { return view->mapFromScene(card->mapToScene(card->toggleRect(toggle).center())); };
    QPoint at = toggleAt();
    if (!card->isSelected()) {
        const QStringList before = view->canvasScene()->session()->codeLog();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
        QVERIFY(card->isSelected());
        QCOMPARE(view->canvasScene()->session()->codeLog(), before);
        QTest::qWait(QApplication::doubleClickInterval() + 50); // two clicks, not a double-click
        at = toggleAt(); // where it is now: a card partly out of sight was scrolled into view
    }
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
}

quint64 storageOf(MainWindow &w, const QString &name) { return w.session()->model().objectForName(name)->storageId; }

} // namespace

class TestCanvasEdit : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        tl::test::TestSettings::isolate(QStringLiteral("tst_canvas_edit"), true);
    }

    // The seed: a double-click on the shared cell with na selected writes through na.
    void doubleClickWritesThroughTheSelectedName()
    {
        MainWindow w(tl::CudaMode::Sim);
        w.resize(1280, 800);
        showAndWait(w);
        QVERIFY(w.runGuiCode("a = torch.ones((1, 2))").ok);
        QVERIFY(w.runGuiCode("na = a.numpy()").ok);
        clickCard(w.canvas(), "na");
        QCOMPARE(w.selectedName(), QString("na"));
        ModalAnswerer answer(ModalAnswerer::Scope::NextInputOnly, "10");
        doubleClick(w.canvas()->viewport(), cellPoint(w.canvas(), storageOf(w, "na"), 0));
        QVERIFY(answer.answered());
        QCOMPARE(answer.prompt(), QString("New value for na[0][0] (now 1.0):"));
        QCOMPARE(lastCode(w), QString("na[0][0] = 10"));
        QCOMPARE(w.selectedName(), QString("na")); // the double-click did not lose it
        QCOMPARE(w.canvas()->canvasScene()->litLabels(), QStringList({"a[0][0]: 1.0 → 10.0", "na[0][0]: 1.0 → 10.0"}));
        QVERIFY(w.lastError().ok);
        w.undoStack()->undo();
        QCOMPARE(w.session()->cellText(storageOf(w, "a"), 0), QString("1.0"));
    }

    // With no name selected the chooser asks which; after the detach fix the array writes
    // the shared cell and the leaf that requires grad says why it cannot.
    void chooserListsEveryNameWithItsOutcome_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<QString>("cellOf");
        QTest::addColumn<qint64>("element");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QStringList>("rows");
        QTest::addColumn<int>("chosen"); // the row chosen at first: the first that works
        QTest::addColumn<QString>("logTail"); // the Code panel's last line after Write
        QTest::addRow("leaf-requires-grad-and-its-detached-array")
            << "a = torch.ones((1, 2), requires_grad=True)\nna2 = a.detach().numpy()" << "a" << qint64(0) << "10"
            << QStringList{"a[0][0] = 10\nRuntimeError: a view of a leaf Variable that requires grad is being used in an in-place operation.",
                           "na2[0][0] = 10\nwrites storage #1, element 0 (1.0 → 10.0); a sees it as a[0][0]"}
            << 1 << "na2[0][0] = 10";
        QTest::addRow("transpose-and-row")
            << "a = torch.zeros(2, 3)\nt = a.t()\nr = a[1]" << "a" << qint64(5) << "5"
            << QStringList{"a[1][2] = 5\nwrites storage #1, element 5 (0.0 → 5.0); t sees it as t[2][1]; r sees it as r[2]",
                           "t[2][1] = 5\nwrites storage #1, element 5 (0.0 → 5.0); a sees it as a[1][2]; r sees it as r[2]",
                           "r[2] = 5\nwrites storage #1, element 5 (0.0 → 5.0); a sees it as a[1][2]; t sees it as t[2][1]"}
            << 0 << "a[1][2] = 5";
        QTest::addRow("two-names-one-object")
            << "a = torch.arange(4)\nc = a" << "a" << qint64(3) << "9"
            << QStringList{"a[3] = 9\nwrites storage #1, element 3 (3 → 9)", "c[3] = 9\nwrites storage #1, element 3 (3 → 9)"} << 0
            << "a[3] = 9";
        // NumPy 1.24 wraps the value around (with a DeprecationWarning); PyTorch refuses it.
        QTest::addRow("value-the-dtype-cannot-hold")
            << "a = torch.zeros(2, dtype=torch.int32)\nna = a.numpy()" << "na" << qint64(1) << "99999999999"
            << QStringList{"a[1] = 99999999999\nRuntimeError: value cannot be converted to type int without overflow",
                           "na[1] = 99999999999\nwrites storage #1, element 1 (0 → 1215752191); a sees it as a[1]"} << 0
            << "na = a.numpy()";
    }

    void chooserListsEveryNameWithItsOutcome()
    {
        QFETCH(QString, setup);
        QFETCH(QString, cellOf);
        QFETCH(qint64, element);
        QFETCH(QString, value);
        QFETCH(QStringList, rows);
        QFETCH(int, chosen);
        QFETCH(QString, logTail);
        MainWindow w(tl::CudaMode::Sim);
        w.resize(1280, 800);
        showAndWait(w);
        QVERIFY(w.runConsoleCode(setup).ok);
        clickBackground(w.canvas());
        QCOMPARE(w.canvas()->selectedName(), QString());
        ChooserAnswer answer([&](ElementEditDialog *d) {
            d->valueEdit()->selectAll();
            QTest::keyClicks(d->valueEdit(), value);
            QTRY_COMPARE(d->judgedValue(), value); // judged again once typing pauses
            QTest::mouseClick(d->writeButton(), Qt::LeftButton);
        });
        doubleClick(w.canvas()->viewport(), cellPoint(w.canvas(), storageOf(w, cellOf), element));
        QVERIFY(answer.answered());
        QCOMPARE(answer.initialRow(), chosen);
        QCOMPARE(answer.rows(), rows);
        // What ran is the chosen line's code, exactly (a failing one is not in the log).
        QCOMPARE(lastCode(w), logTail);
    }

    // The chooser's trials continue the session: the old value it names is the one the cell
    // shows, after an unseeded draw and a statement that failed after writing (add_ ran
    // before the AttributeError).
    void chooserTrialsContinueTheSession()
    {
        MainWindow w(tl::CudaMode::Sim);
        w.resize(1280, 800);
        showAndWait(w);
        QVERIFY(w.runConsoleCode("na = np.random.rand(2)\na = torch.from_numpy(na)").ok);
        QVERIFY(!w.runConsoleCode("a.add_(1).foo()").ok);
        const QString shown = w.session()->cellText(storageOf(w, "a"), 1);
        QVERIFY2(shown.toDouble() >= 1.0, qPrintable(shown));
        clickBackground(w.canvas());
        ChooserAnswer answer([&](ElementEditDialog *d) {
            d->valueEdit()->selectAll();
            QTest::keyClicks(d->valueEdit(), "5");
            QTRY_COMPARE(d->judgedValue(), QString("5"));
            QTest::mouseClick(d->writeButton(), Qt::LeftButton);
        });
        doubleClick(w.canvas()->viewport(), cellPoint(w.canvas(), storageOf(w, "a"), 1));
        QVERIFY(answer.answered());
        QCOMPARE(answer.rows(), (QStringList{"na[1] = 5\nwrites storage #1, element 1 (" + shown + " → 5.0); a sees it as a[1]",
                                             "a[1] = 5\nwrites storage #1, element 1 (" + shown + " → 5.0); na sees it as na[1]"}));
        QCOMPARE(w.session()->cellText(storageOf(w, "a"), 1), QString("5.0"));
    }

    // Shift+double-click asks even when the selected name sees the cell; the user picks another.
    void shiftDoubleClickChoosesAnotherName()
    {
        MainWindow w(tl::CudaMode::Sim);
        w.resize(1280, 800);
        showAndWait(w);
        QVERIFY(w.runConsoleCode("a = torch.zeros(2, 3)\nt = a.t()").ok);
        clickCard(w.canvas(), "a");
        ChooserAnswer answer([&](ElementEditDialog *d) {
            QCOMPARE(d->choices()->currentRow(), 0); // a, the selected name, first
            d->choices()->setCurrentRow(1);
            d->valueEdit()->setText("7");
            QTest::keyClick(d->choices(), Qt::Key_Return);
        });
        doubleClick(w.canvas()->viewport(), cellPoint(w.canvas(), storageOf(w, "a"), 1), Qt::ShiftModifier);
        QVERIFY(answer.answered());
        QCOMPARE(answer.rows().size(), 2);
        QCOMPARE(lastCode(w), QString("t[1][0] = 7"));
        QCOMPARE(w.session()->cellText(storageOf(w, "a"), 1), QString("7.0"));
    }

    // The card's menu: Edit element… asks with the chooser for the card's element.
    void cardMenuEditsAnElement()
    {
        MainWindow w(tl::CudaMode::Sim);
        w.resize(1280, 800);
        showAndWait(w);
        QVERIFY(w.runConsoleCode("a = torch.zeros(2, 2)\nb = a[1]").ok);
        ObjectCardItem *card = w.canvas()->canvasScene()->cardForName("b");
        const QPoint at = w.canvas()->mapFromScene(card->mapToScene(QPointF(40, 20)));
        ChooserAnswer answer([&](ElementEditDialog *d) {
            d->valueEdit()->setText("4");
            d->accept();
        });
        QTimer::singleShot(0, this, [] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            QVERIFY(menu);
            for (QAction *a : menu->actions())
                if (a->objectName() == QLatin1String("cardEditElement"))
                    menu->setActiveAction(a);
            QTest::keyClick(menu, Qt::Key_Return);
        });
        QContextMenuEvent event(QContextMenuEvent::Mouse, at, w.canvas()->viewport()->mapToGlobal(at));
        QCoreApplication::sendEvent(w.canvas()->viewport(), &event);
        QTRY_VERIFY(answer.answered());
        // b's first element (storage element 2) with b first: b[0] and a[1][0] see it.
        QCOMPARE(answer.rows().size(), 2);
        QVERIFY(answer.rows()[0].startsWith("a[1][0] = "));
        QCOMPARE(answer.initialRow(), 1);
        QTRY_COMPARE(lastCode(w), QString("b[0] = 4"));
    }

    // A cell's own menu: edit through the selected name, or choose the name.
    void cellMenuOffersBothWays()
    {
        MainWindow w(tl::CudaMode::Sim);
        w.resize(1280, 800);
        showAndWait(w);
        QVERIFY(w.runConsoleCode("a = torch.zeros(2, 3)\nt = a.t()").ok);
        clickCard(w.canvas(), "t");
        const QPoint at = cellPoint(w.canvas(), storageOf(w, "a"), 4);
        QStringList seen;
        QTimer::singleShot(0, this, [&] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            QVERIFY(menu);
            for (QAction *a : menu->actions())
                seen << a->text();
            menu->setActiveAction(menu->actions().first());
            QTest::keyClick(menu, Qt::Key_Return);
        });
        ModalAnswerer answer(ModalAnswerer::Scope::NextInputOnly, "8");
        QContextMenuEvent event(QContextMenuEvent::Mouse, at, w.canvas()->viewport()->mapToGlobal(at));
        QCoreApplication::sendEvent(w.canvas()->viewport(), &event);
        QCOMPARE(seen, (QStringList{"Edit t[1][1]…", "Edit element… (choose the name)", "Go to element…"}));
        QTRY_VERIFY(answer.answered());
        QCOMPARE(lastCode(w), QString("t[1][1] = 8"));
        QCOMPARE(w.canvas()->canvasScene()->selectedElement().second, qint64(4));
    }

    // A card's device toggle moves that name to the other memory as code; other names
    // keep the old storage and the headline says so; undo moves it back.
    void deviceToggleMovesTheName()
    {
        MainWindow w(tl::CudaMode::Sim);
        w.resize(1280, 800);
        showAndWait(w);
        QVERIFY(w.runConsoleCode("a = torch.ones(2)\nc = a\nx = torch.zeros(3)").ok);
        CanvasView *view = w.canvas();
        CanvasScene *scene = view->canvasScene();
        const quint64 old = storageOf(w, "a");
        clickToggle(view, "a", ObjectCardItem::Toggle::Device);
        QCOMPARE(lastCode(w), QString("a = a.to('cuda')"));
        QCOMPARE(tl::ui::EngineText::device(scene->cardForName("a")->info().device), QString("cuda:0"));
        QVERIFY(scene->laneForDevice(tl::Device::cuda(0))->rect().contains(scene->cardForName("a")->sceneBoundingRect()));
        QCOMPARE(storageOf(w, "c"), old); // c keeps the old memory
        QVERIFY(scene->caption()->sentence().endsWith("c still views storage #1 in Host RAM"));
        QCOMPARE(scene->itemsOfType<TransferItem>().size(), 1); // the copy travels between the lanes
        QVERIFY(!scene->blockForStorage(old)->isFading());
        // A name alone on its memory: the old storage fades once nobody holds it.
        const quint64 xOld = storageOf(w, "x");
        clickToggle(view, "x", ObjectCardItem::Toggle::Device);
        QCOMPARE(lastCode(w), QString("x = x.to('cuda')"));
        QVERIFY(scene->blockForStorage(xOld)->isFading());
        // And back, by clicking the same toggle again.
        clickToggle(view, "x", ObjectCardItem::Toggle::Device);
        QCOMPARE(lastCode(w), QString("x = x.to('cpu')"));
        w.undoStack()->undo();
        w.undoStack()->undo();
        w.undoStack()->undo();
        QCOMPARE(lastCode(w), QString("x = torch.zeros(3)"));
        QCOMPARE(tl::ui::EngineText::device(scene->cardForName("a")->info().device), QString("cpu"));
    }

    // requires_grad as a toggle: PyTorch's own refusals arrive in the error dialog.
    void requiresGradToggle_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("error");
        QTest::addRow("float-leaf-on") << "a = torch.ones(2)" << "a" << "a.requires_grad_(True)" << "";
        QTest::addRow("float-leaf-off") << "a = torch.ones(2, requires_grad=True)" << "a" << "a.requires_grad_(False)" << "";
        QTest::addRow("integer-dtype") << "k = torch.zeros(3, dtype=torch.int64)" << "k" << "k.requires_grad_(True)"
                                       << "RuntimeError: only Tensors of floating point dtype can require gradients";
        QTest::addRow("non-leaf") << "a = torch.ones(2, requires_grad=True)\nb = a * 2" << "b" << "b.requires_grad_(False)"
                                  << "RuntimeError: you can only change requires_grad flags of leaf variables. If you want to use a computed "
                                     "variable in a subgraph that doesn't require differentiation use var_no_grad = var.detach().";
    }

    void requiresGradToggle()
    {
        QFETCH(QString, setup);
        QFETCH(QString, name);
        QFETCH(QString, code);
        QFETCH(QString, error);
        MainWindow w(tl::CudaMode::Sim);
        w.resize(1280, 800);
        showAndWait(w);
        QVERIFY(w.runConsoleCode(setup).ok);
        const bool before = w.session()->model().objectForName(name)->requiresGrad;
        QSignalSpy ran(w.session(), &Session::statementExecuted);
        clickToggle(w.canvas(), name, ObjectCardItem::Toggle::RequiresGrad);
        QCOMPARE(ran.count(), 1);
        QCOMPARE(ran.at(0).at(0).toString(), code);
        if (error.isEmpty()) {
            QCOMPARE(lastCode(w), code);
            QCOMPARE(w.session()->model().objectForName(name)->requiresGrad, !before);
            QCOMPARE(w.canvas()->canvasScene()->cardForName(name)->toggleText(ObjectCardItem::Toggle::RequiresGrad),
                     QString("requires_grad %1").arg(!before ? "True" : "False"));
            QVERIFY(w.undoStack()->canUndo());
        } else {
            QTRY_VERIFY(w.errorDialog() && w.errorDialog()->isVisible());
            QCOMPARE(w.errorDialog()->errorType() + ": " + w.errorDialog()->message(), error);
            w.errorDialog()->reject();
            QCOMPARE(w.session()->model().objectForName(name)->requiresGrad, before);
        }
    }

    // Go to element (Ctrl+G) reaches any element by any name's index, selects it and shows
    // it; Enter then edits it through that name; the edit shows where it landed.
    void goToElementReachesAnyElement()
    {
        MainWindow w(tl::CudaMode::Sim);
        w.resize(1366, 768);
        showAndWait(w);
        QVERIFY(w.runConsoleCode("a = torch.zeros(1000, 1000)\nna = a.numpy()").ok);
        CanvasView *view = w.canvas();
        CanvasScene *scene = view->canvasScene();
        {
            // A wrong index: asked again, saying why; then cancelled.
            QStringList prompts;
            QStringList answers{"na[1000][0]", QString()};
            QTimer timer;
            timer.setInterval(10);
            connect(&timer, &QTimer::timeout, this, [&] {
                auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
                if (!dialog || answers.isEmpty() || prompts.size() > 2 - answers.size())
                    return;
                prompts << dialog->labelText();
                const QString answer = answers.takeFirst();
                if (answer.isNull()) {
                    dialog->reject();
                } else {
                    dialog->setTextValue(answer);
                    dialog->accept();
                }
            });
            timer.start();
            QTest::keyClick(&w, Qt::Key_G, Qt::ControlModifier);
            QCOMPARE(prompts.size(), 2);
            QVERIFY(prompts[0].startsWith("Element, by any name's index"));
            QVERIFY(prompts[1].startsWith("index 1000 is out of bounds for axis 0 with size 1000"));
        }
        QCOMPARE(scene->selectedElement().first, quint64(0));
        w.activateWindow(); // back from the dialog
        QVERIFY(QTest::qWaitForWindowActive(&w));
        ModalAnswerer go(ModalAnswerer::Scope::NextInputOnly, "na[999][998]");
        QTest::keyClick(&w, Qt::Key_G, Qt::ControlModifier);
        QVERIFY(go.answered());
        const quint64 storage = storageOf(w, "na");
        QCOMPARE(scene->selectedElement(), (std::pair<quint64, qint64>(storage, 999998)));
        QCOMPARE(w.selectedName(), QString("na"));
        const QRectF visible = view->mapToScene(view->viewport()->rect()).boundingRect();
        QVERIFY(visible.contains(scene->selectedElementRect()));
        QVERIFY(scene->blockForStorage(storage)->shownElements().contains(999998));
        view->setFocus();
        ModalAnswerer value(ModalAnswerer::Scope::NextInputOnly, "5");
        QTest::keyClick(view, Qt::Key_Return);
        QVERIFY(value.answered());
        QCOMPARE(value.prompt(), QString("New value for na[999][998] (now 0.0):"));
        QCOMPARE(lastCode(w), QString("na[999][998] = 5"));
        QCOMPARE(scene->highlightedCells(storage), QVector<qint64>{999998});
        QCOMPARE(scene->cardForName("a")->values().textOf({999, 998}), QString("5.0"));
        QCOMPARE(scene->litLabels(), QStringList({"a[999][998]: 0.0 → 5.0", "na[999][998]: 0.0 → 5.0"}));
    }

    // The value box takes a value, never code: each typed text is read for the element's
    // dtype; what is not a value is refused in place (the dialog stays, saying why) and
    // nothing runs; what is one is written as Python would write it.
    void valueBoxTakesValuesNotCode_data()
    {
        QTest::addColumn<QString>("create");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("refusal"); // "" when accepted
        QTest::addColumn<QString>("code");    // what runs when accepted
        QTest::addRow("word") << "a = torch.ones(2)" << "abc"
                              << "'abc' is not a number: type a value such as 10, -2.5, 1e-3, inf, nan, True or False." << "";
        QTest::addRow("call") << "a = torch.ones(2)" << "print(1)"
                              << "'print(1)' is not a number: type a value such as 10, -2.5, 1e-3, inf, nan, True or False." << "";
        QTest::addRow("empty") << "a = torch.ones(2)" << "" << "Type a value, e.g. 10." << "";
        QTest::addRow("unicode-digits") << "a = torch.ones(2)" << "１０"
                                        << "'１０' is not a number: type a value such as 10, -2.5, 1e-3, inf, nan, True or False." << "";
        QTest::addRow("fraction-in-int") << "a = torch.arange(2)" << "2.5" << "int64 elements hold whole numbers: 2.5 is not one." << "";
        QTest::addRow("nan-in-int") << "a = torch.arange(2)" << "nan" << "int64 elements hold whole numbers: nan is not one." << "";
        QTest::addRow("two-in-bool") << "a = torch.ones(2, dtype=torch.bool)" << "2"
                                     << "bool elements hold True or False: type True, False, 1 or 0." << "";
        QTest::addRow("negative") << "a = torch.ones(2)" << "-2.5" << "" << "a[0] = -2.5";
        QTest::addRow("exponent") << "a = torch.ones(2)" << "1e-3" << "" << "a[0] = 1e-3";
        QTest::addRow("inf") << "a = torch.ones(2)" << "-Inf" << "" << "a[0] = float('-inf')";
        QTest::addRow("nan") << "a = torch.ones(2)" << "nan" << "" << "a[0] = float('nan')";
        QTest::addRow("huge-float") << "a = torch.ones(2)" << "1e999" << "" << "a[0] = 1e999";
        QTest::addRow("negative-int") << "a = torch.arange(2)" << "-7" << "" << "a[0] = -7";
        QTest::addRow("bool") << "a = torch.ones(2, dtype=torch.bool)" << "False" << "" << "a[0] = False";
    }

    void valueBoxTakesValuesNotCode()
    {
        QFETCH(QString, create);
        QFETCH(QString, typed);
        QFETCH(QString, refusal);
        QFETCH(QString, code);
        MainWindow w(tl::CudaMode::Sim);
        w.resize(1280, 720);
        showAndWait(w);
        QVERIFY(w.runGuiCode(create).ok);
        clickCard(w.canvas(), "a");
        const QStringList logBefore = w.session()->codeLog();
        QString shownRefusal;
        bool stayedOpen = false;
        QTimer timer;
        timer.setInterval(10);
        int state = 0;
        connect(&timer, &QTimer::timeout, this, [&] {
            auto *dialog = qobject_cast<ElementValueDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            auto *edit = dialog->findChild<QLineEdit *>();
            if (state == 0) {
                edit->selectAll();
                QTest::keyClick(edit, Qt::Key_Backspace);
                // Typed key by key, with the text each key event carries (QTest's keyClicks
                // knows only Latin-1 keys).
                for (const QChar c : typed)
                    QTest::sendKeyEvent(QTest::Click, edit, Qt::Key_unknown, QString(c), Qt::NoModifier);
                QTest::keyClick(edit, Qt::Key_Return);
                state = 1;
            } else if (state == 1) {
                shownRefusal = dialog->refusal();
                stayedOpen = dialog->isVisible();
                QTest::keyClick(edit, Qt::Key_Escape);
                state = 2;
            }
        });
        timer.start();
        doubleClick(w.canvas()->viewport(), cellPoint(w.canvas(), storageOf(w, "a"), 0));
        if (refusal.isEmpty()) {
            QCOMPARE(state, 1);
            QCOMPARE(lastCode(w), code);
        } else {
            QCOMPARE(state, 2);
            QVERIFY(stayedOpen);
            QCOMPARE(shownRefusal, refusal);
            QCOMPARE(w.session()->codeLog(), logBefore);
            QVERIFY(w.lastError().ok);
        }
    }

    // The chooser reads its value box the same way: a text that is no value lists nothing
    // to run and says why.
    void chooserRefusesWhatIsNoValue()
    {
        MainWindow w(tl::CudaMode::Sim);
        w.resize(1280, 720);
        showAndWait(w);
        QVERIFY(w.runGuiCode("a = torch.ones((1, 2))").ok);
        QVERIFY(w.runGuiCode("na = a.numpy()").ok);
        clickBackground(w.canvas());
        const QStringList logBefore = w.session()->codeLog();
        ChooserAnswer answer([](ElementEditDialog *dialog) {
            dialog->valueEdit()->selectAll();
            QTest::keyClicks(dialog->valueEdit(), "abs");
            QTest::qWait(400); // the pause after typing that judges it again
            QCOMPARE(dialog->refusal(), QString("'abs' is not a number: type a value such as 10, -2.5, 1e-3, inf, nan, True or False."));
            QCOMPARE(dialog->choices()->count(), 0);
            QVERIFY(!dialog->writeButton()->isEnabled());
            QTest::keyClick(dialog, Qt::Key_Escape);
        });
        doubleClick(w.canvas()->viewport(), cellPoint(w.canvas(), storageOf(w, "na"), 0));
        QVERIFY(answer.answered());
        QCOMPARE(w.session()->codeLog(), logBefore);
    }
};

QTEST_MAIN(TestCanvasEdit)
#include "tst_canvas_edit.moc"
