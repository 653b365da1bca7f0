// The window as it is resized and projected: the docks' default arrangement follows the
// window between its compact and wide kinds, so the canvas keeps its share, until the user
// arranges the docks by hand (the dock's float or close button); that arrangement stays, is
// remembered with the saved layout, and View > Reset layout follows the window again.
// Projector mode hides the docks without that counting as the user's. The toolbars keep Fit,
// projector mode and stepping in sight (not in an overflow menu) at a projector's 1280x720,
// in normal and in projector mode.
#include "tst_window_helpers.h"

#include "support/TestSettings.h"
#include "theme/TextSize.h"
#include "window/DockArrangement.h"
#include "panels/ConsoleInput.h"
#include "panels/ConsoleWidget.h"
#include "panels/StepPanel.h"
#include "panels/TranscriptView.h"
#include "window/ProjectorMode.h"

#include <QAbstractButton>
#include <QDockWidget>
#include <QSettings>
#include <QToolBar>
#include <QToolButton>
#include <QWindow>
#include <QtTest>

using namespace tl::ui;
using namespace tl::ui::test;

namespace {

constexpr QSize kLarge(1920, 1080);
constexpr QSize kSmall(1024, 640);

QString sizeText(const QSize &size) { return QStringLiteral("%1x%2").arg(size.width()).arg(size.height()); }

void showAt(MainWindow &w, const QSize &size)
{
    w.resize(size);
    showAndWait(w);
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QTRY_COMPARE(w.size(), size);
}

bool isKind(const MainWindow &w, WindowLayout::Kind kind) { return w.dockArrangement()->kind() == kind; }

// The canvas's share of the window: its viewport at least 45% as wide and 40% as tall.
QString canvasShareProblem(const MainWindow &w)
{
    const QSize view = w.canvas()->viewport()->size();
    if (view.width() * 100 >= w.width() * 45 && view.height() * 100 >= w.height() * 40)
        return {};
    return QStringLiteral("the canvas shows %1 px of a %2 window").arg(sizeText(view), sizeText(w.size()));
}

QDockWidget *dock(const MainWindow &w, const QString &name) { return w.findChild<QDockWidget *>(name); }

// The button a user clicks in a dock's title bar.
QAbstractButton *titleButton(QDockWidget *dock, const QString &which)
{
    return dock->findChild<QAbstractButton *>(QStringLiteral("qt_dockwidget_%1button").arg(which));
}

void resetLayout(MainWindow &w) { w.findChild<QAction *>(QStringLiteral("actionResetLayout"))->trigger(); }

// Resizes the window and gives the docks' arrangement time to follow (it waits for the
// resizing to settle).
void resizeAndSettle(MainWindow &w, const QSize &size)
{
    w.resize(size);
    QTRY_COMPARE(w.size(), size);
    QTest::qWait(400);
}

} // namespace

class TestWindowResize : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void docksFollowTheWindow();
    void resetAtASmallSizeStillFollows();
    void docksArrangedByHandStay_data();
    void docksArrangedByHandStay();
    void separatorDraggedIsArrangingByHand();
    void arrangementByHandIsRemembered();
    void projectorModeIsNotArrangingByHand();
    void toolbarKeepsTheTeachingControls_data();
    void toolbarKeepsTheTeachingControls();
    void tinyAndBackLosesNothing();
};

void TestWindowResize::initTestCase()
{
    tl::test::TestSettings::isolate(QStringLiteral("tst_window_resize"));
}

void TestWindowResize::init()
{
    QSettings().clear();
    TextSize::apply(TextSize::kDefault);
}

void TestWindowResize::docksFollowTheWindow()
{
    MainWindow w(tl::CudaMode::Sim);
    showAt(w, kLarge);
    QVERIFY(w.runGuiCode(QStringLiteral("a = torch.ones((2, 3))\nb = a.numpy()")).ok);
    QTRY_VERIFY2(isKind(w, WindowLayout::Kind::Wide), "a 1920x1080 window has the wide arrangement");
    const QSize wide = w.canvas()->viewport()->size();

    resizeAndSettle(w, kSmall);
    QTRY_VERIFY2(isKind(w, WindowLayout::Kind::Compact), "a window made 1024x640 gets the compact arrangement");
    QTRY_VERIFY2(canvasShareProblem(w).isEmpty(), qPrintable(canvasShareProblem(w)));
    qInfo("canvas %s at 1920x1080, %s after resizing to 1024x640", qPrintable(sizeText(wide)),
          qPrintable(sizeText(w.canvas()->viewport()->size())));
    QVERIFY(!w.dockArrangement()->arrangedByHand());

    resizeAndSettle(w, kLarge);
    QTRY_VERIFY2(isKind(w, WindowLayout::Kind::Wide), "made 1920x1080 again, the window gets the wide arrangement back");
    QTRY_VERIFY2(canvasShareProblem(w).isEmpty(), qPrintable(canvasShareProblem(w)));
    QVERIFY2(!dock(w, QStringLiteral("consoleDock"))->visibleRegion().isEmpty() &&
                 !dock(w, QStringLiteral("outputDock"))->visibleRegion().isEmpty(),
             "the console and the output are side by side again");
}

void TestWindowResize::resetAtASmallSizeStillFollows()
{
    MainWindow w(tl::CudaMode::Sim);
    showAt(w, kSmall);
    resetLayout(w);
    QVERIFY(isKind(w, WindowLayout::Kind::Compact));
    // Maximised on a large screen: the cramped arrangement does not stay.
    resizeAndSettle(w, kLarge);
    QTRY_VERIFY2(isKind(w, WindowLayout::Kind::Wide), "a window grown to 1920x1080 after a reset gets the wide arrangement");
    QTRY_VERIFY2(canvasShareProblem(w).isEmpty(), qPrintable(canvasShareProblem(w)));
}

void TestWindowResize::docksArrangedByHandStay_data()
{
    QTest::addColumn<QString>("dockName");
    QTest::addColumn<QString>("button"); // in the dock's title bar
    QTest::addRow("output-floated") << "outputDock" << "float";
    QTest::addRow("build-floated") << "buildDock" << "float";
    QTest::addRow("console-closed") << "consoleDock" << "close";
}

void TestWindowResize::docksArrangedByHandStay()
{
    QFETCH(QString, dockName);
    QFETCH(QString, button);
    MainWindow w(tl::CudaMode::Sim);
    showAt(w, kLarge);
    QTRY_VERIFY(isKind(w, WindowLayout::Kind::Wide));
    QDockWidget *d = dock(w, dockName);
    QAbstractButton *b = titleButton(d, button);
    QVERIFY2(b && b->isVisible(), qPrintable(QStringLiteral("%1 has a %2 button").arg(dockName, button)));
    QTest::mouseClick(b, Qt::LeftButton);
    const bool floated = button == QLatin1String("float");
    QTRY_VERIFY(floated ? d->isFloating() : !d->isVisible());
    QVERIFY2(w.dockArrangement()->arrangedByHand(), "clicking a dock's title button arranges the docks by hand");

    // Smaller and larger again: the user's arrangement stays as it is.
    for (const QSize size : {kSmall, kLarge, kSmall}) {
        resizeAndSettle(w, size);
        QVERIFY2(isKind(w, WindowLayout::Kind::Wide), qPrintable(QStringLiteral("re-arranged at %1").arg(sizeText(size))));
        QVERIFY2(floated ? d->isFloating() : !d->isVisible(), qPrintable(dockName + QStringLiteral(" came back at ") + sizeText(size)));
    }

    // View > Reset layout: the default arrangement for now, and following the window again.
    resetLayout(w);
    QVERIFY(!w.dockArrangement()->arrangedByHand());
    QVERIFY2(!d->isFloating() && !d->isHidden(), "Reset layout docks and shows every panel");
    QVERIFY(isKind(w, WindowLayout::Kind::Compact));
    resizeAndSettle(w, kLarge);
    QTRY_VERIFY2(isKind(w, WindowLayout::Kind::Wide), "after Reset layout the docks follow the window again");
}

// The separators between docks are the window's own: dragged through the window's events.
void TestWindowResize::separatorDraggedIsArrangingByHand()
{
    MainWindow w(tl::CudaMode::Sim);
    showAt(w, kLarge);
    QTRY_VERIFY(isKind(w, WindowLayout::Kind::Wide));
    QDockWidget *build = dock(w, QStringLiteral("buildDock"));
    const QRect left(build->mapTo(&w, QPoint()), build->size());
    // Between the left column and the canvas.
    const QPoint grip((left.right() + w.centralWidget()->geometry().left()) / 2 + 1, left.center().y());
    QVERIFY2(!w.childAt(grip), "the separator is the window's, not a panel's");
    const int before = build->width();
    QWindow *window = w.windowHandle();
    QTest::mousePress(window, Qt::LeftButton, {}, grip);
    QTest::mouseMove(window, grip + QPoint(40, 0));
    QTest::mouseMove(window, grip + QPoint(80, 0));
    QTest::mouseRelease(window, Qt::LeftButton, {}, grip + QPoint(80, 0));
    QTRY_VERIFY2(build->width() > before + 40, qPrintable(QStringLiteral("%1 -> %2 px").arg(before).arg(build->width())));
    QVERIFY2(w.dockArrangement()->arrangedByHand(), "dragging the separator between docks arranges them by hand");
    resizeAndSettle(w, kSmall);
    QVERIFY2(isKind(w, WindowLayout::Kind::Wide), "the docks resized by hand are not arranged again");
}

void TestWindowResize::arrangementByHandIsRemembered()
{
    {
        MainWindow w(tl::CudaMode::Sim);
        showAt(w, kLarge);
        QDockWidget *output = dock(w, QStringLiteral("outputDock"));
        QTest::mouseClick(titleButton(output, QStringLiteral("float")), Qt::LeftButton);
        QTRY_VERIFY(output->isFloating());
        QVERIFY(w.close());
    }
    {
        MainWindow w(tl::CudaMode::Sim);
        QVERIFY2(w.dockArrangement()->arrangedByHand(), "the next start knows the docks were arranged by hand");
        showAndWait(w);
        QVERIFY(dock(w, QStringLiteral("outputDock"))->isFloating());
        resizeAndSettle(w, kSmall);
        QVERIFY2(dock(w, QStringLiteral("outputDock"))->isFloating(), "the remembered arrangement stays when the window is resized");
        resetLayout(w);
        QVERIFY(w.close());
    }
    MainWindow w(tl::CudaMode::Sim);
    QVERIFY2(!w.dockArrangement()->arrangedByHand(), "after Reset layout the next start follows the window");
    QVERIFY(w.dockArrangement()->kind() == WindowLayout::Kind::Compact);
}

void TestWindowResize::projectorModeIsNotArrangingByHand()
{
    MainWindow w(tl::CudaMode::Sim);
    showAt(w, kLarge);
    QTRY_VERIFY(isKind(w, WindowLayout::Kind::Wide));
    QTest::keyClick(&w, Qt::Key_F5);
    QVERIFY(w.projector()->isOn());
    resizeAndSettle(w, kSmall);
    QVERIFY2(!dock(w, QStringLiteral("consoleDock"))->isVisible(), "projector mode keeps the panels hidden when resized");
    QTest::keyClick(&w, Qt::Key_F5);
    QVERIFY(!w.projector()->isOn());
    QVERIFY2(!w.dockArrangement()->arrangedByHand(), "projector mode's hiding and showing is not the user's arranging");
    QTRY_VERIFY2(isKind(w, WindowLayout::Kind::Compact), "the panels come back arranged for the window's new size");
    QTRY_VERIFY2(canvasShareProblem(w).isEmpty(), qPrintable(canvasShareProblem(w)));
    QVERIFY(dock(w, QStringLiteral("consoleDock"))->isVisible());
}

// Stepping, Fit and projector mode stay on a toolbar itself (not in its overflow menu) at
// the sizes a classroom projector and a laptop give, with the larger text of projector mode.
void TestWindowResize::toolbarKeepsTheTeachingControls_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("projector");
    for (const QSize size : {QSize(1280, 720), QSize(1366, 768), QSize(1920, 1080)})
        for (bool projector : {false, true})
            QTest::addRow("%s%s", qPrintable(sizeText(size)), projector ? "-projector" : "") << size << projector;
}

void TestWindowResize::toolbarKeepsTheTeachingControls()
{
    QFETCH(QSize, size);
    QFETCH(bool, projector);
    MainWindow w(tl::CudaMode::Sim);
    showAt(w, size);
    if (projector) {
        QTest::keyClick(&w, Qt::Key_F5);
        QVERIFY(w.projector()->isOn());
    }
    // The larger text reaches the toolbars through posted font and layout events.
    QTest::qWait(200);
    QApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QApplication::processEvents();
    QStringList measured;
    for (QToolBar *toolbar : w.findChildren<QToolBar *>())
        measured << QStringLiteral("%1 %2 of %3 px").arg(toolbar->objectName()).arg(toolbar->width()).arg(toolbar->sizeHint().width());
    qInfo("%s: %s", QTest::currentDataTag(), qPrintable(measured.join(QStringLiteral(", "))));
    for (const char *name : {"stepFirst", "stepBack", "stepForward", "stepLast", "stepPlay", "actionFit", "actionProjector"}) {
        auto *action = w.findChild<QAction *>(QString::fromLatin1(name));
        QVERIFY2(action, name);
        QWidget *shown = nullptr;
        for (QToolBar *toolbar : w.findChildren<QToolBar *>())
            if (QWidget *button = toolbar->widgetForAction(action); button && button->isVisible() && toolbar->isVisible() &&
                                                                   toolbar->rect().contains(button->geometry()) &&
                                                                   w.rect().contains(QRect(button->mapTo(&w, QPoint()), button->size())))
                shown = button;
        QVERIFY2(shown, qPrintable(QStringLiteral("%1 is on no toolbar, or in a toolbar's overflow").arg(name)));
    }
    // Run to cursor and re-run edited code are buttons beside the script's code.
    QStringList besideTheCode;
    for (const QToolButton *button : w.stepPanel()->findChildren<QToolButton *>())
        if (button->defaultAction())
            besideTheCode << button->defaultAction()->objectName();
    QVERIFY2(besideTheCode.contains(QStringLiteral("stepToCursor")) && besideTheCode.contains(QStringLiteral("stepRerun")),
             qPrintable(besideTheCode.join(u' ')));
}

QTEST_MAIN(TestWindowResize)
// Made 600x500 (smaller than the window goes) and back: the statements, the console's
// transcript and its half-typed line, the selection, every card and every dock are as they
// were, and the arrangement fits the window again.
void TestWindowResize::tinyAndBackLosesNothing()
{
    MainWindow w(tl::CudaMode::Sim);
    showAt(w, QSize(1280, 720));
    ConsoleInput *input = w.console()->input();
    input->setFocus();
    for (const char *line : {"a = torch.ones((2, 3))", "na = a.numpy()", "b = a.t()"}) {
        QTest::keyClicks(input, QString::fromLatin1(line));
        QTest::keyClick(input, Qt::Key_Return);
    }
    QTest::keyClicks(input, QStringLiteral("c = a[1"));
    w.select(QStringLiteral("na"));
    const QStringList code = w.session()->codeLog();
    const QString transcript = w.console()->transcriptView()->toPlainText();
    const QStringList cards = cardNames(w);
    QCOMPARE(cards.size(), 3);

    w.resize(600, 500);
    QTest::qWait(400);
    QVERIFY(w.width() <= 1024 && w.height() <= 640); // as small as it goes
    resizeAndSettle(w, QSize(1280, 720));

    QCOMPARE(w.session()->codeLog(), code);
    QCOMPARE(w.console()->transcriptView()->toPlainText(), transcript);
    QCOMPARE(input->toPlainText(), QStringLiteral("c = a[1"));
    QCOMPARE(w.selectedName(), QStringLiteral("na"));
    QCOMPARE(cardNames(w), cards);
    for (const char *name : {"buildDock", "operationsDock", "codeDock", "consoleDock", "outputDock"}) {
        QDockWidget *d = dock(w, QString::fromLatin1(name));
        QVERIFY2(d->isVisible() && !d->isFloating(), name);
    }
    QTRY_VERIFY2(isKind(w, WindowLayout::Kind::Compact), "1280x720 has the compact arrangement again");
    QTRY_VERIFY2(canvasShareProblem(w).isEmpty(), qPrintable(canvasShareProblem(w)));
}

#include "tst_window_resize.moc"
