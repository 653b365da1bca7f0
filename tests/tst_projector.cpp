// Projector mode as a teacher uses it: F5 on the window turns it on and off; every canvas
// text grows on screen (measured item by item as painted through the view) and every
// stroke thickens; the docks hide and come back exactly; the statement shows large above
// the canvas; the stepping keys still reach the window's actions; the palette tells its
// states apart for colour-blind viewers; the setting is remembered; `shot --projector`.
#include "tst_canvas_helpers.h"
#include "tst_window_helpers.h"

#include "canvas/CanvasFonts.h"
#include "canvas/CanvasPalette.h"
#include "canvas/TransferItem.h"
#include "panels/StatementStrip.h"
#include "theme/TextSize.h"
#include "theme/ThemeColours.h"
#include "window/ProjectorMode.h"
#include "window/ShortcutHelp.h"
#include "support/TestSettings.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QFontInfo>
#include <QFontMetricsF>
#include <QMenuBar>
#include <QProcess>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

#include <map>

using namespace tl::ui;
using namespace tl::ui::test;

namespace {

// Tensors, arrays, a CUDA storage and copies between the memories, then a write through an
// alias (a lit card, a written cell).
const char *const kScene = "a = torch.arange(6.).reshape(2, 3)\n"
                           "b = a.t()\n"
                           "na = a.numpy()\n"
                           "c = a.cuda()\n"
                           "d = c[1]\n"
                           "e = c.cpu()\n"
                           "na[0][1] = 7\n";

void settle()
{
    for (int i = 0; i < 3; ++i) {
        QApplication::sendPostedEvents();
        QApplication::processEvents();
    }
}

// An item of the canvas by what it shows, stable across a relayout.
QString itemKey(QGraphicsItem *item)
{
    if (auto *card = qgraphicsitem_cast<ObjectCardItem *>(item))
        return QStringLiteral("card ") + card->name();
    if (auto *block = qgraphicsitem_cast<StorageBlockItem *>(item))
        return QStringLiteral("block #%1").arg(block->info().id);
    if (auto *lane = qgraphicsitem_cast<LaneItem *>(item))
        return QStringLiteral("lane ") + lane->device();
    if (auto *arrow = qgraphicsitem_cast<ArrowItem *>(item))
        return QStringLiteral("arrow %1").arg(arrow->objectId());
    if (qgraphicsitem_cast<CaptionItem *>(item))
        return QStringLiteral("caption");
    return QString(); // copies in flight come and go
}

struct ItemLook {
    std::map<QString, qreal> texts; // each text's smallest size on screen
    qreal smallestText = 0;
    qreal widestStroke = 0;
};

std::map<QString, ItemLook> lookOf(const CanvasView &view)
{
    std::map<QString, ItemLook> out;
    for (QGraphicsItem *item : view.scene()->items()) {
        const QString key = itemKey(item);
        if (key.isEmpty() || !item->isVisible())
            continue;
        const PaintedItem painted = paintItem(item, view);
        ItemLook &look = out[key];
        for (const auto &t : painted.texts) {
            if (t.text.trimmed().isEmpty())
                continue;
            auto [it, added] = look.texts.emplace(t.text, t.pixels);
            if (!added)
                it->second = std::min(it->second, t.pixels);
            look.smallestText = look.smallestText == 0 ? t.pixels : std::min(look.smallestText, t.pixels);
        }
        for (qreal w : painted.strokes)
            look.widestStroke = std::max(look.widestStroke, w);
    }
    return out;
}

qreal smallestOf(const std::map<QString, ItemLook> &looks)
{
    qreal s = 0;
    for (const auto &[key, look] : looks)
        if (look.smallestText > 0)
            s = s == 0 ? look.smallestText : std::min(s, look.smallestText);
    return s;
}

// Viénot, Brettel & Mollon (1999): what a protanope or a deuteranope sees, in linear RGB.
QColor simulate(const QColor &c, const double m[2][2])
{
    auto linear = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    auto gamma = [](double v) { return std::clamp(v <= 0.0031308 ? 12.92 * v : 1.055 * std::pow(v, 1 / 2.4) - 0.055, 0.0, 1.0); };
    const double r = linear(c.redF()), g = linear(c.greenF()), b = linear(c.blueF());
    const double rg = m[0][0] * r + m[0][1] * g;
    return QColor::fromRgbF(float(gamma(rg)), float(gamma(rg)), float(gamma(m[1][0] * r + m[1][1] * g + b)));
}
const double kProtan[2][2] = {{0.11238, 0.88762}, {0.00401, -0.00401}};
const double kDeutan[2][2] = {{0.29275, 0.70725}, {-0.02234, 0.02234}};

double distance(const QColor &a, const QColor &b)
{
    return std::hypot(a.red() - b.red(), a.green() - b.green(), a.blue() - b.blue());
}

// The closest two of `colours` as a viewer with the deficiency `m` sees them.
double closestPair(const QVector<QColor> &colours, const double m[2][2], QString *which)
{
    double best = 1e9;
    for (int i = 0; i < colours.size(); ++i)
        for (int j = i + 1; j < colours.size(); ++j)
            if (const double d = distance(simulate(colours[i], m), simulate(colours[j], m)); d < best) {
                best = d;
                *which = colours[i].name() + QStringLiteral(" / ") + colours[j].name();
            }
    return best;
}

// Shown at `size` and active (the window's shortcuts take keys).
bool showActive(MainWindow &w, const QSize &size)
{
    w.resize(size);
    showAndWait(w);
    return QTest::qWaitForWindowActive(&w);
}

QAction *projectorAction(MainWindow &w) { return w.findChild<QAction *>(QStringLiteral("actionProjector")); }

} // namespace

class TestProjector : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        tl::test::TestSettings::isolate(QStringLiteral("tst_projector"));
    }
    void init() { QSettings().clear(); }

    void f5GrowsEveryCanvasTextAndStroke_data()
    {
        QTest::addColumn<QSize>("window");
        QTest::addRow("1280x720") << QSize(1280, 720);
        QTest::addRow("1920x1080") << QSize(1920, 1080);
    }

    // Item by item, as painted through the view: every text larger on screen, every
    // item's strokes thicker; F5 again brings back exactly the sizes of before.
    void f5GrowsEveryCanvasTextAndStroke()
    {
        QFETCH(QSize, window);
        MainWindow w(tl::CudaMode::Sim);
        QVERIFY(showActive(w, window));
        QVERIFY(w.runConsoleCode(QString::fromLatin1(kScene)).ok);
        CanvasView *view = w.canvas();
        // The copies have arrived (the same items before and after).
        QTRY_VERIFY(view->canvasScene()->itemsOfType<TransferItem>().isEmpty());
        settle();
        const auto before = lookOf(*view);
        const qreal zoomBefore = view->zoom();
        const QSize roomBefore = view->viewport()->size();
        const int textBefore = TextSize::current();
        QVERIFY(before.count(QStringLiteral("card c")) && before.count(QStringLiteral("lane cuda")));

        QTest::keyClick(&w, Qt::Key_F5);
        settle();
        QVERIFY(w.projector()->isOn());
        QVERIFY(projectorAction(w)->isChecked());
        QVERIFY(view->isProjector());
        const auto after = lookOf(*view);
        int texts = 0;
        for (const auto &[key, was] : before) {
            QVERIFY2(after.count(key), qPrintable(key));
            const ItemLook &now = after.at(key);
            if (was.smallestText > 0)
                QVERIFY2(now.smallestText > was.smallestText, qPrintable(QStringLiteral("%1: %2 -> %3 px").arg(key).arg(was.smallestText).arg(now.smallestText)));
            for (const auto &[text, pixels] : was.texts)
                if (auto it = now.texts.find(text); it != now.texts.end()) {
                    QVERIFY2(it->second > pixels, qPrintable(QStringLiteral("%1 '%2': %3 -> %4 px").arg(key, text).arg(pixels).arg(it->second)));
                    ++texts;
                }
            if (was.widestStroke > 0)
                QVERIFY2(now.widestStroke > was.widestStroke * 1.5,
                         qPrintable(QStringLiteral("%1: stroke %2 -> %3 px").arg(key).arg(was.widestStroke).arg(now.widestStroke)));
        }
        QVERIFY(texts > 20);
        const qreal smallestBefore = smallestOf(before), smallestAfter = smallestOf(after);
        const qreal onScreen = smallestText(recordTexts(*view));
        qInfo("%dx%d: smallest canvas text %.1f px -> %.1f px in projector mode (%.1f px in view; zoom %.2f -> %.2f), "
              "%d texts compared, window text %d%% -> %d%%",
              window.width(), window.height(), smallestBefore, smallestAfter, onScreen, zoomBefore, view->zoom(), texts,
              textBefore, TextSize::current());
        QVERIFY(smallestAfter >= CanvasFonts::kProjectorMinScreenPixels - 0.01);
        QVERIFY(smallestAfter >= 18);
        QVERIFY(smallestAfter > 1.25 * smallestBefore);
        QVERIFY(onScreen >= 18);
        QVERIFY(TextSize::current() >= ProjectorMode::kTextPercent);
        checkLayout(view->canvasScene());
        // The layout wrapped to the width on screen at projector mode's zoom: nothing lies
        // out of sight to the right.
        QVERIFY(view->canvasScene()->sceneRect().width() * view->zoom() <= view->viewport()->width() + 1);

        QTest::keyClick(&w, Qt::Key_F5);
        settle();
        QVERIFY(!w.projector()->isOn());
        QVERIFY(!view->isProjector());
        QCOMPARE(TextSize::current(), textBefore);
        QCOMPARE(view->viewport()->size(), roomBefore);
        QCOMPARE(view->zoom(), zoomBefore);
        const auto back = lookOf(*view);
        QCOMPARE(back.size(), before.size());
        for (const auto &[key, was] : before) {
            QVERIFY2(back.at(key).texts == was.texts, qPrintable(key));
            QVERIFY2(back.at(key).widestStroke == was.widestStroke,
                     qPrintable(QStringLiteral("%1: stroke %2 -> %3").arg(key).arg(was.widestStroke).arg(back.at(key).widestStroke)));
        }
    }

    // The examples shipped with TensorLens, on a 1280x720 beamer: the smallest text the
    // view paints, before and after F5.
    void examplesAt1280x720_data()
    {
        QTest::addColumn<QString>("script");
        for (const QString &name : QDir(QStringLiteral(TL_EXAMPLES_DIR)).entryList({QStringLiteral("*.py")}, QDir::Files, QDir::Name))
            QTest::addRow("%s", qPrintable(name)) << QStringLiteral(TL_EXAMPLES_DIR "/") + name;
    }

    void examplesAt1280x720()
    {
        QFETCH(QString, script);
        MainWindow w(tl::CudaMode::Sim);
        QVERIFY(showActive(w, QSize(1280, 720)));
        QVERIFY(w.openScript(script, /*wait=*/true));
        settle();
        const qreal before = smallestText(recordTexts(*w.canvas()));
        QTest::keyClick(&w, Qt::Key_F5);
        settle();
        const qreal after = smallestText(recordTexts(*w.canvas()));
        qInfo("%s at 1280x720: smallest canvas text %.1f px -> %.1f px (canvas %dx%d px)", qPrintable(QFileInfo(script).fileName()),
              before, after, w.canvas()->viewport()->width(), w.canvas()->viewport()->height());
        QVERIFY(after >= 18);
        QVERIFY(after > 1.25 * before);
        QVERIFY(w.statementStrip()->isVisible());
        QVERIFY(!w.statementStrip()->statement().isEmpty());
    }

    // The docks hide; F5 again puts back the arrangement the user had, not the default.
    void docksHideAndComeBackAsTheyWere()
    {
        MainWindow w(tl::CudaMode::Sim);
        QVERIFY(showActive(w, QSize(1280, 720)));
        auto *code = w.findChild<QDockWidget *>(QStringLiteral("codeDock"));
        auto *build = w.findChild<QDockWidget *>(QStringLiteral("buildDock"));
        QVERIFY(code && build);
        build->hide();
        w.addDockWidget(Qt::RightDockWidgetArea, code);
        settle();
        const QByteArray state = w.saveState();
        QMap<QString, bool> shown;
        for (QDockWidget *d : w.findChildren<QDockWidget *>())
            shown[d->objectName()] = d->isVisible();
        QCOMPARE(w.dockWidgetArea(code), Qt::RightDockWidgetArea);

        QTest::keyClick(&w, Qt::Key_F5);
        settle();
        for (QDockWidget *d : w.findChildren<QDockWidget *>())
            QVERIFY2(!d->isVisible(), qPrintable(d->objectName()));
        QVERIFY(!w.statusBar()->isVisible());
        QVERIFY(w.canvas()->width() > 1200);

        QTest::keyClick(&w, Qt::Key_F5);
        settle();
        for (QDockWidget *d : w.findChildren<QDockWidget *>())
            QCOMPARE(d->isVisible(), shown[d->objectName()]);
        QCOMPARE(w.dockWidgetArea(code), Qt::RightDockWidgetArea);
        QVERIFY(w.statusBar()->isVisible());
        QCOMPARE(w.saveState(), state);
    }

    // The statement that ran, large and monospaced above the canvas; stepping sets it with
    // its line; one that raised is marked with a cross.
    void statementShowsLarge()
    {
        MainWindow w(tl::CudaMode::Sim);
        QVERIFY(showActive(w, QSize(1280, 720)));
        StatementStrip *strip = w.statementStrip();
        QVERIFY(!strip->isVisible());
        QVERIFY(w.runConsoleCode(QStringLiteral("a = torch.ones(2, 3)")).ok);
        QVERIFY(w.runConsoleCode(QStringLiteral("b = a.t()")).ok);
        QTest::keyClick(&w, Qt::Key_F5);
        settle();
        QVERIFY(strip->isVisible());
        QCOMPARE(strip->statement(), QStringLiteral("b = a.t()"));
        QCOMPARE(strip->shownText(), QStringLiteral("b = a.t()"));
        const QFontInfo font(strip->codeFont());
        // Monospaced as the eye sees it: every glyph advances alike (a face's fixed-pitch
        // flag is not set by every fixed-width family).
        const QFontMetricsF glyphs(strip->codeFont());
        for (const QChar c : QStringLiteral("iW.m0"))
            QCOMPARE(glyphs.horizontalAdvance(c), glyphs.horizontalAdvance(QLatin1Char('l')));
        QVERIFY2(font.pixelSize() >= 2 * QFontInfo(QApplication::font()).pixelSize() / 1.75, qPrintable(QString::number(font.pixelSize())));
        QVERIFY(font.pixelSize() >= 30);
        QVERIFY(strip->height() >= font.pixelSize());
        QVERIFY(strip->geometry().bottom() < w.canvas()->geometry().top());
        qInfo("statement strip: %d px monospace, %d px high", font.pixelSize(), strip->height());
        QVERIFY(strip->focusPolicy() == Qt::NoFocus);

        w.setCurrentLine(7, QStringLiteral("for i in range(3):\n    a[0][i] = i"));
        QCOMPARE(strip->line(), 7);
        QCOMPARE(strip->shownText(), QStringLiteral("7 │ for i in range(3): …"));

        QTest::keyClick(&w, Qt::Key_F5);
        QVERIFY(!w.runConsoleCode(QStringLiteral("a.view(5)")).ok);
        auto *bannerText = w.findChild<QLabel *>(QStringLiteral("bannerText"));
        QVERIFY(bannerText->isVisible());
        const int bannerBefore = QFontInfo(bannerText->font()).pixelSize();
        QTest::keyClick(&w, Qt::Key_F5);
        settle();
        // The error banner's text grows with the window's.
        QVERIFY2(QFontInfo(bannerText->font()).pixelSize() >= 1.5 * bannerBefore,
                 qPrintable(QStringLiteral("%1 -> %2 px").arg(bannerBefore).arg(QFontInfo(bannerText->font()).pixelSize())));
        QVERIFY(strip->raised());
        QVERIFY(strip->shownText().startsWith(QStringLiteral("✗ ")));
        QVERIFY(strip->shownText().contains(QStringLiteral("a.view(5)")));
    }

    // Stepping keys (the arrows, Page Up/Down, Space) are the window's actions: in
    // projector mode the canvas has the keyboard and hands them on.
    void steppingKeysReachTheWindow_data()
    {
        QTest::addColumn<int>("key");
        QTest::addRow("right") << int(Qt::Key_Right);
        QTest::addRow("left") << int(Qt::Key_Left);
        QTest::addRow("space") << int(Qt::Key_Space);
        QTest::addRow("page-down") << int(Qt::Key_PageDown);
        QTest::addRow("page-up") << int(Qt::Key_PageUp);
        QTest::addRow("home") << int(Qt::Key_Home);
        QTest::addRow("end") << int(Qt::Key_End);
    }

    void steppingKeysReachTheWindow()
    {
        QFETCH(int, key);
        MainWindow w(tl::CudaMode::Sim);
        QVERIFY(showActive(w, QSize(1280, 720)));
        QVERIFY(w.runConsoleCode(QString::fromLatin1(kScene)).ok);
        auto *step = new QAction(QStringLiteral("Step"), &w);
        step->setShortcut(QKeySequence(key));
        w.addAction(step);
        QSignalSpy triggered(step, &QAction::triggered);
        QTest::keyClick(&w, Qt::Key_F5);
        settle();
        QCOMPARE(QApplication::focusWidget(), w.canvas());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key(key));
        QCOMPARE(triggered.count(), 1);
        QVERIFY(w.projector()->isOn());
    }

    // Okabe–Ito: the card colours stay apart for protanopes and deuteranopes (the usual
    // palette's red and green cards do not); written, error and selected differ in
    // lightness by a clear margin.
    void paletteIsColourBlindSafe_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::addRow("light") << false;
        QTest::addRow("dark") << true;
    }

    void paletteIsColourBlindSafe()
    {
        QFETCH(bool, dark);
        const CanvasPalette p = CanvasPalette::forLook(dark, true);
        QVERIFY(p.projector);
        QCOMPARE(p.isDark(), dark);
        QVERIFY(p.stroke >= 2);
        QVector<QColor> colours = p.cardColours;
        colours << p.flash;
        for (const double(*m)[2] : {kProtan, kDeutan}) {
            QString which;
            const double closest = closestPair(colours, m, &which);
            qInfo("%s projector palette, %s: closest card colours %.0f apart (%s)", dark ? "dark" : "light",
                  m == kProtan ? "protan" : "deutan", closest, qPrintable(which));
            QVERIFY2(closest >= 45, qPrintable(which));
            const double usual = closestPair(CanvasPalette::forLook(dark, false).cardColours, m, &which);
            QVERIFY2(usual < 45, qPrintable(which)); // the test tells a confusable pair when there is one
        }
        for (auto [a, b] : {std::pair{p.flash, p.error}, std::pair{p.flash, p.selection}, std::pair{p.error, p.selection}})
            QVERIFY2(ThemeColours::contrast(a, b) >= 1.5, qPrintable(a.name() + QStringLiteral(" / ") + b.name()));
        for (const QColor &c : {p.text, p.laneText})
            QVERIFY(ThemeColours::contrast(c, p.background) >= 15);
        QVERIFY(ThemeColours::contrast(p.onError, p.error) >= 4.5);
        QVERIFY(ThemeColours::contrast(p.onSelection, p.selection) >= 4.5);
    }

    // Not colour alone: an error's badge carries a cross; a written cell a dark corner notch.
    void statesHaveACueBesideColour()
    {
        MainWindow w(tl::CudaMode::Sim);
        QVERIFY(showActive(w, QSize(1280, 720)));
        QVERIFY(w.runConsoleCode(QString::fromLatin1(kScene)).ok);
        QTest::keyClick(&w, Qt::Key_F5);
        settle();
        CanvasScene *scene = w.canvas()->canvasScene();
        StorageBlockItem *block = scene->blockForStorage(scene->cardForName(QStringLiteral("na"))->info().storageId);
        const QRectF cell = block->mapRectToScene(block->cellRect(1));
        QImage image(QSize(200, 200), QImage::Format_ARGB32);
        image.fill(Qt::white);
        {
            QPainter painter(&image);
            scene->render(&painter, QRectF(0, 0, 200, 200), cell.adjusted(-10, -10, 10, 10), Qt::IgnoreAspectRatio);
        }
        // The notch sits in the cell's top right corner.
        const QPointF scale(200 / (cell.width() + 20), 200 / (cell.height() + 20));
        const QPoint notch(int((cell.width() + 10 - 3) * scale.x()), int((10 + 3) * scale.y()));
        QCOMPARE(image.pixelColor(notch), scene->palette().text);

        QVERIFY(!w.runConsoleCode(QStringLiteral("a.view(5)")).ok);
        const PaintedItem badge = paintItem(scene->caption(), *w.canvas());
        // In paint order; a face without the cross draws it in a run of its own.
        QString painted;
        for (const auto &t : badge.texts)
            painted += t.text;
        QVERIFY2(painted.startsWith(QStringLiteral("✗ ")), qPrintable(painted));
    }

    // Remembered like the theme: a new window comes up in projector mode, docks hidden.
    void settingPersists()
    {
        {
            MainWindow w(tl::CudaMode::Sim);
            w.resize(1280, 720);
            showAndWait(w);
            QVERIFY(QTest::qWaitForWindowActive(&w));
            QVERIFY(!w.projector()->isOn());
            QTest::keyClick(&w, Qt::Key_F5);
            QVERIFY(QSettings().value(QStringLiteral("view/projector")).toBool());
            w.close();
        }
        {
            MainWindow w(tl::CudaMode::Sim);
            showAndWait(w);
            settle();
            QVERIFY(w.projector()->isOn());
            QVERIFY(projectorAction(w)->isChecked());
            QVERIFY(w.statementStrip()->isVisible());
            QVERIFY(!w.findChild<QDockWidget *>(QStringLiteral("consoleDock"))->isVisible());
            QVERIFY(QTest::qWaitForWindowActive(&w));
            QTest::keyClick(&w, Qt::Key_F5);
            settle();
            // The arrangement saved at the last exit was the one outside projector mode.
            QVERIFY(w.findChild<QDockWidget *>(QStringLiteral("consoleDock"))->isVisible());
            QVERIFY(!QSettings().value(QStringLiteral("view/projector")).toBool());
        }
    }

    void shortcutListShowsF5()
    {
        MainWindow w(tl::CudaMode::Sim);
        const QString html = ShortcutHelp::html(w.menuBar());
        QVERIFY(html.contains(QStringLiteral("<b>F5</b></td><td style='padding-right:16px'>Projector mode")));
        QCOMPARE(projectorAction(w)->shortcut(), QKeySequence(Qt::Key_F5));
        // No other action of the window answers F5.
        int f5 = 0;
        for (QAction *a : w.findChildren<QAction *>())
            f5 += a->shortcuts().contains(QKeySequence(Qt::Key_F5));
        QCOMPARE(f5, 1);
    }

    // `tensorlens shot --projector` draws the window in projector mode.
    void shotDrawsProjectorMode()
    {
        QTemporaryDir dir;
        const QString script = QStringLiteral(TL_EXAMPLES_DIR "/seed_numpy_shares.py");
        QImage images[2];
        for (int projector = 0; projector < 2; ++projector) {
            QProcess shot;
            QStringList args{QStringLiteral("shot"), script, QStringLiteral("-o"), dir.filePath(QStringLiteral("%1.png").arg(projector)),
                             QStringLiteral("--size"), QStringLiteral("1280x720")};
            if (projector)
                args << QStringLiteral("--projector");
            shot.start(QStringLiteral(TL_TENSORLENS_BIN), args);
            QVERIFY(shot.waitForFinished(60000));
            QCOMPARE(shot.exitCode(), 0);
            images[projector] = QImage(dir.filePath(QStringLiteral("%1.png").arg(projector)));
            QCOMPARE(images[projector].size(), QSize(1280, 720));
        }
        // Projector mode's canvas is pure white (the usual one is off-white) and fills the
        // window's width: its left edge, where the docks were, is canvas.
        const QColor white(0xff, 0xff, 0xff);
        QVERIFY(images[0].pixelColor(20, 400) != white);
        QCOMPARE(images[1].pixelColor(8, 400).name(), QStringLiteral("#ffffff"));
    }
};

QTEST_MAIN(TestProjector)
#include "tst_projector.moc"
