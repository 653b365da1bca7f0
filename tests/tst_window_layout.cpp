// The window on small and large screens: the default layout at 1280x720, 1366x768 and
// 1920x1080 with 2, 8 and 20 objects (no dock over another or over the canvas, the window's
// size untouched by statements, the console 80 columns wide, the output 10 lines tall, the
// Create button in sight), a minimum size that fits 1024x640, View > Text size scaling the
// panels, console, code and output together (and remembered), and the canvas's zoom keys.
#include "tst_window_helpers.h"

#include "panels/BuildPanel.h"
#include "window/DockArrangement.h"
#include "panels/CodePanel.h"
#include "panels/ConsoleInput.h"
#include "panels/ConsoleWidget.h"
#include "panels/OutputPane.h"
#include "panels/TranscriptView.h"
#include "session/Session.h"
#include "theme/TextSize.h"
#include "support/TestSettings.h"

#include <QDockWidget>
#include <QMenuBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTextBlock>
#include <QSettings>
#include <QtTest>

using namespace tl::ui;
using namespace tl::ui::test;

namespace {

void type(ConsoleInput *input, const QString &statement)
{
    input->setFocus();
    QTest::keyClicks(input, statement);
    QTest::keyClick(input, Qt::Key_Return);
}

// A widget's rectangle in the window's coordinates.
QRect inWindow(const QWidget *widget, const QWidget *window)
{
    return QRect(widget->mapTo(window, QPoint(0, 0)), widget->size());
}

// The docks the user sees now (a dock behind another's tab is not seen).
QList<QDockWidget *> shownDocks(const MainWindow &w)
{
    QList<QDockWidget *> shown;
    for (QDockWidget *d : w.findChildren<QDockWidget *>())
        if (DockArrangement::inFront(d))
            shown << d;
    return shown;
}

void raiseDock(MainWindow &w, const QString &name)
{
    QDockWidget *dock = w.findChild<QDockWidget *>(name);
    dock->raise();
    QTRY_VERIFY2(DockArrangement::inFront(dock), qPrintable(name));
}

} // namespace

class TestWindowLayout : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void defaultLayoutFits_data();
    void defaultLayoutFits();
    void tabbedDocksAreNamedByTheirTabs();
    void minimumSizeFitsSmallScreens();
    void codeShowsItsLastLineWhole();
    void textSizeScalesPanelsTogether();
    void textSizeIsRemembered();
    void canvasZoomKeys_data();
    void canvasZoomKeys();
};

void TestWindowLayout::initTestCase()
{
    tl::test::TestSettings::isolate(QStringLiteral("tst_window_layout"));
}

void TestWindowLayout::init()
{
    QSettings().clear();
    TextSize::apply(TextSize::kDefault);
}

void TestWindowLayout::defaultLayoutFits_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("objects");
    for (const QSize size : {QSize(1280, 720), QSize(1366, 768), QSize(1920, 1080)})
        for (int objects : {2, 8, 20})
            QTest::addRow("%dx%d-%d-objects", size.width(), size.height(), objects) << size << objects;
}

void TestWindowLayout::defaultLayoutFits()
{
    QFETCH(QSize, size);
    QFETCH(int, objects);
    MainWindow w(tl::CudaMode::Sim);
    w.resize(size);
    showAndWait(w);
    QTRY_COMPARE(w.size(), size);
    w.resetLayout();
    QApplication::processEvents();
    const QSize before = w.size();

    ConsoleInput *input = w.console()->input();
    for (int i = 0; i < objects; ++i)
        type(input, QStringLiteral("t%1 = torch.arange(%2).reshape(2, %1 + 1)").arg(i).arg(2 * (i + 1)));
    QCOMPARE(w.session()->model().objects.size(), qsizetype(objects));
    QApplication::processEvents();
    // Statements never resize the window.
    QCOMPARE(w.size(), before);

    // No dock over another or over the canvas, none out of the window.
    const QRect window = w.rect();
    const QRect canvas = inWindow(w.canvas(), &w);
    for (const QString &name : {QStringLiteral("buildDock"), QStringLiteral("consoleDock")}) {
        raiseDock(w, name);
        const QList<QDockWidget *> docks = shownDocks(w);
        QVERIFY(docks.size() >= 3);
        for (QDockWidget *a : docks) {
            const QRect ra = inWindow(a, &w);
            QVERIFY2(window.contains(ra), qPrintable(a->objectName()));
            QVERIFY2(!ra.intersects(canvas), qPrintable(a->objectName() + QStringLiteral(" covers the canvas")));
            for (QDockWidget *b : docks)
                if (a != b)
                    QVERIFY2(!ra.intersects(inWindow(b, &w)), qPrintable(a->objectName() + QStringLiteral(" overlaps ") + b->objectName()));
        }
    }

    // The console shows an 80-column tensor print without wrapping; the output 10 lines.
    raiseDock(w, QStringLiteral("consoleDock"));
    TranscriptView *transcript = w.console()->transcriptView();
    const int column = transcript->fontMetrics().horizontalAdvance(QLatin1Char('0'));
    QVERIFY2(transcript->viewport()->width() >= 80 * column,
             qPrintable(QStringLiteral("%1 columns").arg(transcript->viewport()->width() / column)));
    raiseDock(w, QStringLiteral("outputDock"));
    OutputPane *output = w.outputPane();
    QVERIFY2(output->viewport()->width() >= 80 * output->fontMetrics().horizontalAdvance(QLatin1Char('0')),
             qPrintable(QStringLiteral("%1 px").arg(output->viewport()->width())));
    const int lines = output->viewport()->height() / output->fontMetrics().lineSpacing();
    qInfo("%s: console %d columns, output %d columns x %d lines, canvas %dx%d", QTest::currentDataTag(),
          transcript->viewport()->width() / column, output->viewport()->width() / column, lines, w.canvas()->width(), w.canvas()->height());
    QVERIFY2(lines >= OutputPane::kMinVisibleLines, qPrintable(QStringLiteral("%1 lines").arg(lines)));

    // The Create button is in sight without scrolling.
    raiseDock(w, QStringLiteral("buildDock"));
    auto *create = w.findChild<QPushButton *>(QStringLiteral("buildCreate"));
    auto *area = qobject_cast<QScrollArea *>(w.findChild<QDockWidget *>(QStringLiteral("buildDock"))->widget());
    QVERIFY(area);
    QVERIFY(inWindow(area->viewport(), &w).contains(inWindow(create, &w)));
    QCOMPARE(w.size(), before);
}

// Docks sharing a place are named by their tabs, without a title bar repeating the words
// (its lines go to the output); a dock floated out gets its title bar back to be moved by.
void TestWindowLayout::tabbedDocksAreNamedByTheirTabs()
{
    MainWindow w(tl::CudaMode::Sim);
    w.resize(1280, 720);
    showAndWait(w);
    w.resetLayout();
    QApplication::processEvents();
    auto *console = w.findChild<QDockWidget *>(QStringLiteral("consoleDock"));
    auto *output = w.findChild<QDockWidget *>(QStringLiteral("outputDock"));
    QVERIFY(w.tabifiedDockWidgets(console).contains(output));
    for (QDockWidget *dock : {console, output})
        QVERIFY2(dock->titleBarWidget() && dock->titleBarWidget()->sizeHint().height() <= 0, qPrintable(dock->objectName()));
    output->setFloating(true);
    QTRY_VERIFY(!output->titleBarWidget());
    QTRY_VERIFY(!console->titleBarWidget()); // alone in its place now: its title names it
    w.resetLayout();
    QTRY_VERIFY(output->titleBarWidget() && console->titleBarWidget());
}

void TestWindowLayout::minimumSizeFitsSmallScreens()
{
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    for (int i = 0; i < 8; ++i)
        QVERIFY(w.runGuiCode(QStringLiteral("t%1 = torch.ones(3)").arg(i)).ok);
    QVERIFY(!w.runGuiCode(QStringLiteral("t0.nosuch()")).ok); // the banner shows too
    QApplication::processEvents();
    const QSize minimum = w.minimumSizeHint().expandedTo(w.minimumSize());
    QVERIFY2(minimum.width() <= 1024 && minimum.height() <= 640,
             qPrintable(QStringLiteral("%1x%2").arg(minimum.width()).arg(minimum.height())));
    w.resize(1024, 640);
    QApplication::processEvents();
    QCOMPARE(w.size(), QSize(1024, 640));
}

// A lesson's dozen statements, then the window made 1280x720: the code panel, now in the
// bottom row, shows the last one whole (not cut by its horizontal scroll bar).
void TestWindowLayout::codeShowsItsLastLineWhole()
{
    MainWindow w(tl::CudaMode::Sim);
    w.resize(1920, 1080);
    showAndWait(w);
    QVERIFY(w.runConsoleCode("import numpy as np\na = torch.ones((2, 3))\nna = a.numpy()\nb = a.t()\nc = a[1]\nd = a.clone()\n"
                             "g = a.cuda()\nh = g.detach()\nw = torch.ones(3, requires_grad=True)\nnw = w.detach().numpy()").ok);
    QVERIFY(w.runConsoleCode("na[0][1] = 7").ok);
    w.resize(1280, 720); // the docks are laid out again, the code's smaller
    QTRY_COMPARE(w.size(), QSize(1280, 720));
    QApplication::processEvents();
    CodePanel *code = w.codePanel();
    QVERIFY(code->isVisible() && !code->visibleRegion().isEmpty());
    QTRY_VERIFY(code->verticalScrollBar()->maximum() > 0); // more lines than fit: it had to scroll
    QApplication::processEvents();
    const QTextBlock last = code->document()->lastBlock();
    QCOMPARE(last.text(), QStringLiteral("na[0][1] = 7"));
    const QRect line = code->cursorRect(QTextCursor(last));
    QVERIFY2(code->viewport()->rect().contains(line), qPrintable(QStringLiteral("line at y %1..%2, viewport %3 high")
                                                                     .arg(line.top()).arg(line.bottom()).arg(code->viewport()->height())));
}

void TestWindowLayout::textSizeScalesPanelsTogether()
{
    MainWindow w(tl::CudaMode::Sim);
    w.resize(1280, 720);
    showAndWait(w);
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    const QSize size = w.size();
    const QList<QWidget *> texts{w.console()->input(), w.console()->transcriptView(), w.codePanel(), w.outputPane(),
                                 w.findChild<QWidget *>(QStringLiteral("buildName")), w.findChild<QWidget *>(QStringLiteral("opsDetails"))};
    QList<qreal> before;
    for (QWidget *t : texts)
        before << QFontInfo(t->font()).pointSizeF();
    // Ctrl+Alt+= twice: 100% -> 115% -> 130%.
    QTest::keyClick(&w, Qt::Key_Equal, Qt::ControlModifier | Qt::AltModifier);
    QTest::keyClick(&w, Qt::Key_Equal, Qt::ControlModifier | Qt::AltModifier);
    QCOMPARE(TextSize::current(), 130);
    QApplication::processEvents();
    for (qsizetype i = 0; i < texts.size(); ++i) {
        const qreal now = QFontInfo(texts[i]->font()).pointSizeF();
        QVERIFY2(qAbs(now / before[i] - 1.3) < 0.08, qPrintable(QStringLiteral("%1: %2 pt -> %3 pt").arg(texts[i]->objectName()).arg(before[i]).arg(now)));
    }
    QVERIFY(w.findChild<QAction *>(QStringLiteral("actionTextSize130"))->isChecked());
    QCOMPARE(w.size(), size); // larger text scrolls inside the docks; the window stays
    QVERIFY(w.runGuiCode(QStringLiteral("a = torch.ones(2)")).ok);
    QApplication::processEvents();
    QCOMPARE(w.size(), size);
    // The largest size still keeps the window as it is (and goes no further).
    for (int i = 0; i < 6; ++i)
        QTest::keyClick(&w, Qt::Key_Equal, Qt::ControlModifier | Qt::AltModifier);
    QCOMPARE(TextSize::current(), 200);
    QApplication::processEvents();
    QCOMPARE(w.size(), size);
    QTest::keyClick(&w, Qt::Key_Minus, Qt::ControlModifier | Qt::AltModifier);
    QCOMPARE(TextSize::current(), 175);
}

void TestWindowLayout::textSizeIsRemembered()
{
    {
        MainWindow w(tl::CudaMode::Sim);
        showAndWait(w);
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        for (int i = 0; i < 3; ++i) // 100% -> 115% -> 130% -> 150%
            QTest::keyClick(&w, Qt::Key_Equal, Qt::ControlModifier | Qt::AltModifier);
        QCOMPARE(QSettings().value(QStringLiteral("view/textSize")).toInt(), 150);
    }
    TextSize::apply(TextSize::kDefault);
    const qreal normal = QFontInfo(QApplication::font()).pointSizeF();
    MainWindow again(tl::CudaMode::Sim);
    QApplication::processEvents(); // the application's font reaches widgets through the event loop
    QCOMPARE(TextSize::current(), 150);
    QVERIFY(again.findChild<QAction *>(QStringLiteral("actionTextSize150"))->isChecked());
    const qreal now = QFontInfo(again.outputPane()->font()).pointSizeF();
    QVERIFY2(qAbs(now / normal - 1.5) < 0.08, qPrintable(QStringLiteral("%1 pt -> %2 pt").arg(normal).arg(now)));
}

void TestWindowLayout::canvasZoomKeys_data()
{
    QTest::addColumn<int>("key");
    QTest::addColumn<int>("direction"); // +1 larger, -1 smaller, 0 actual size (100%)
    QTest::addRow("ctrl-equal-zooms-in") << int(Qt::Key_Equal) << 1;
    QTest::addRow("ctrl-minus-zooms-out") << int(Qt::Key_Minus) << -1;
    QTest::addRow("ctrl-0-actual-size") << int(Qt::Key_0) << 0;
}

void TestWindowLayout::canvasZoomKeys()
{
    QFETCH(int, key);
    QFETCH(int, direction);
    MainWindow w(tl::CudaMode::Sim);
    w.resize(1280, 720);
    showAndWait(w);
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QVERIFY(w.runGuiCode(QStringLiteral("a = torch.ones((4, 4))")).ok);
    QApplication::processEvents();
    const qreal fitted = w.canvas()->zoom();
    if (direction == 0) // away from 100% first
        QTest::keyClick(&w, Qt::Key_Equal, Qt::ControlModifier);
    QTest::keyClick(&w, Qt::Key(key), Qt::ControlModifier);
    if (direction > 0)
        QVERIFY(w.canvas()->zoom() > fitted * 1.05);
    else if (direction < 0)
        QVERIFY(w.canvas()->zoom() < fitted / 1.05);
    else
        QVERIFY(qAbs(w.canvas()->zoom() - 1.0) < 1e-6);
    // The same from the View menu's entries, whose keys these are.
    QAction *entry = w.findChild<QAction *>(direction > 0 ? QStringLiteral("actionZoomIn")
                                            : direction < 0 ? QStringLiteral("actionZoomOut") : QStringLiteral("actionResetZoom"));
    QVERIFY(entry && entry->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key(key))));
}

QTEST_MAIN(TestWindowLayout)
#include "tst_window_layout.moc"
