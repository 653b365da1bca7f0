// Where things go on the canvas and how large its text is on screen. CanvasLayout as pure
// geometry (no overlaps, arrows clear of other cards, rows and columns within the width,
// stable as objects come and go), the small pure pieces it relies on (view coverage, the
// cells a block shows, the shape a card shows, element addresses), and the real window at
// the screen sizes of a classroom: after Fit no canvas text is under 11 px (less detail
// instead), headlines are never clipped, new cards never land out of sight.
#include "tst_canvas_helpers.h"
#include "tst_window_helpers.h"

#include "canvas/BlockSlots.h"
#include "canvas/CanvasFonts.h"
#include "canvas/CanvasLayout.h"
#include "explain/ElementAddress.h"
#include "canvas/LogicalGrid.h"
#include "session/ViewCoverage.h"
#include "session/Session.h"
#include "support/TestSettings.h"
#include "window/ProjectorMode.h"

#include <QScrollBar>

using namespace tl::ui;
using namespace tl::ui::test;

Q_DECLARE_METATYPE(QVector<ElementRange>)

namespace {

// `groups` storages in the host lane (every third on the GPU), storage i with (i % 4) + 1
// cards of varied widths; block widths vary too.
CanvasLayoutInput sample(int groups, qreal width, int firstCards = -1)
{
    CanvasLayoutInput in;
    in.width = width;
    in.captionHeight = 52;
    quint64 object = 1;
    for (int g = 0; g < groups; ++g) {
        const int lane = g % 3 == 2 ? 1 : 0;
        const quint64 storage = quint64(g + 1);
        in.blocks.push_back({storage, lane, QSizeF(180 + 90 * (g % 5), 120 + 20 * (g % 2)), {}});
        const int cards = g == 0 && firstCards >= 0 ? firstCards : g % 4 + 1;
        for (int c = 0; c < cards; ++c)
            in.cards.push_back({object++, storage, lane, QSizeF(250 + 40 * (c % 3), 100 + 30 * (c % 2)), QPointF(10 + 84 * c, 10)});
    }
    return in;
}

void checkResult(const CanvasLayoutInput &in, const CanvasLayoutResult &r)
{
    QList<QRectF> rects{r.caption};
    for (const auto &[id, rect] : r.cards)
        rects << rect;
    for (const auto &[id, rect] : r.blocks)
        rects << rect;
    for (int i = 0; i < rects.size(); ++i)
        for (int j = i + 1; j < rects.size(); ++j)
            QVERIFY2(!rects[i].intersects(rects[j]), qPrintable(QStringLiteral("%1 and %2 overlap").arg(i).arg(j)));
    for (const auto &b : in.blocks)
        QVERIFY(r.lanes[b.lane].contains(r.blocks.at(b.storageId)));
    for (const auto &c : in.cards) {
        const QRectF card = r.cards.at(c.objectId);
        QVERIFY(r.lanes[c.lane].contains(card));
        const QPolygonF &arrow = r.arrows.at(c.objectId);
        QCOMPARE(arrow.first(), QPointF(card.center().x(), card.bottom()));
        QCOMPARE(arrow.last(), r.blocks.at(c.storageId).topLeft() + c.target);
        for (int s = 0; s + 1 < arrow.size(); ++s) {
            QVERIFY(arrow[s].x() == arrow[s + 1].x() || arrow[s].y() == arrow[s + 1].y()); // orthogonal
            for (const auto &[id, other] : r.cards)
                if (id != c.objectId)
                    QVERIFY2(!crosses(arrow[s], arrow[s + 1], other), qPrintable(QStringLiteral("arrow %1 crosses card %2").arg(c.objectId).arg(id)));
        }
    }
    QVERIFY(r.lanes[0].bottom() < r.lanes[1].top());
    QVERIFY(r.bounds.contains(r.lanes[1]));
}

// A session with `objects` tensors and arrays: views of one storage, copies, a GPU copy.
QString scenario(int objects)
{
    static const QStringList lines{
        "a = torch.arange(12.).reshape(3, 4)", "na = a.numpy()", "b = a.t()", "c = a[1]", "d = a[:, 2]", "e = a.view(12)",
        "f = a.clone()", "g = f[0:2]", "nb = na[::2]", "nc = na.copy()", "h = torch.ones(2, 3, requires_grad=True)", "i = h * 2",
        "j = h.detach()", "k = torch.zeros(5, dtype=torch.int64)", "m = k[1:4]", "n = torch.tensor([[1, 2], [3, 4]])",
        "p = n.numpy()", "q = torch.from_numpy(nc)", "r = a.cuda()", "s = torch.tensor(3.5)"};
    return lines.mid(0, objects).join(u'\n');
}

// A typical lesson: three storages in host memory, one on the GPU, nine names, and a write
// through an array that four names see.
const char *const kLesson = "import torch\nimport numpy as np\na = torch.ones((2, 3))\nna = a.numpy()\nb = a.t()\nc = a[1]\n"
                            "d = a.clone()\ng = a.cuda()\nh = g.detach()\nw = torch.ones(3, requires_grad=True)\n"
                            "nw = w.detach().numpy()";
const char *const kLessonWrite = "na[0][1] = 7";

// Everything a card says, as painted.
QString paintedText(ObjectCardItem *card, const QGraphicsView &view)
{
    QStringList texts;
    for (const auto &t : paintItem(card, view).texts)
        texts << t.text;
    return texts.join(QLatin1Char('|'));
}

// The window in its default layout at `size`, with the lesson run and Fit applied.
void openLesson(MainWindow &w, const QSize &size, bool projector)
{
    w.resize(size);
    showAndWait(w);
    QTRY_COMPARE(w.size(), size);
    w.resetLayout();
    QApplication::processEvents();
    QVERIFY(w.runConsoleCode(kLesson).ok);
    QVERIFY(w.runConsoleCode(kLessonWrite).ok);
    if (projector)
        w.projector()->setOn(true);
    QApplication::processEvents();
    w.canvas()->fitToWindow();
}

// The headline is as tall as its wrapped lines and nothing else is drawn on it.
void checkHeadline(CanvasScene *scene)
{
    CaptionItem *caption = scene->caption();
    QVERIFY(caption->boundingRect().contains(caption->sentenceRect()));
    const QRectF rect = caption->sceneBoundingRect();
    for (QGraphicsItem *item : scene->items())
        if (item != caption && (qgraphicsitem_cast<ObjectCardItem *>(item) || qgraphicsitem_cast<StorageBlockItem *>(item) ||
                                qgraphicsitem_cast<LaneItem *>(item)))
            QVERIFY(!item->sceneBoundingRect().intersects(rect));
}

} // namespace

class TestCanvasLayout : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        tl::test::TestSettings::isolate(QStringLiteral("tst_canvas_layout"), true);
    }

    void layoutIsClean_data()
    {
        QTest::addColumn<int>("groups");
        QTest::addColumn<qreal>("width");
        for (int groups : {1, 3, 8, 20})
            for (qreal width : {480.0, 760.0, 1200.0, 2400.0})
                QTest::addRow("%d-storages-%d-wide", groups, int(width)) << groups << width;
        QTest::addRow("nine-views-on-one-storage-narrow") << -9 << 560.0;
    }

    void layoutIsClean()
    {
        QFETCH(int, groups);
        QFETCH(qreal, width);
        const CanvasLayoutInput in = groups < 0 ? sample(1, width, -groups) : sample(groups, width);
        const CanvasLayoutResult r = CanvasLayout::compute(in);
        checkResult(in, r);
        // Wrapped into rows and columns: within the width whenever every group fits in it.
        QVERIFY(r.bounds.width() <= std::max<qreal>(width, 2 * CanvasLayout::kMargin + 2 * CanvasLayout::kLanePadding + 700));
        if (groups > 3 && width <= 1200)
            QVERIFY(r.bounds.height() > r.bounds.width() / 3); // rows, not one long line
    }

    // Objects that come later never move the ones before; identical input, identical output.
    void layoutIsStable()
    {
        const CanvasLayoutInput before = sample(6, 1000);
        const CanvasLayoutResult a = CanvasLayout::compute(before);
        QCOMPARE(CanvasLayout::compute(before).cards, a.cards);
        CanvasLayoutInput more = sample(9, 1000);
        const CanvasLayoutResult b = CanvasLayout::compute(more);
        for (const auto &[id, rect] : a.cards)
            if (before.cards[int(id - 1)].lane == 0) // the GPU lane moves down as the host lane grows
                QCOMPARE(b.cards.at(id), rect);
        for (const auto &[id, rect] : a.blocks)
            if (before.blocks[int(id - 1)].lane == 0)
                QCOMPARE(b.blocks.at(id), rect);
        // A card added to the last group of a lane moves nothing before it.
        CanvasLayoutInput oneMore = before;
        const auto last = std::find_if(before.cards.rbegin(), before.cards.rend(), [](const auto &c) { return c.lane == 0; });
        oneMore.cards.push_back({999, last->storageId, 0, QSizeF(250, 100), QPointF(10, 10)});
        const CanvasLayoutResult c = CanvasLayout::compute(oneMore);
        for (const auto &[id, rect] : a.cards)
            if (before.cards[int(id - 1)].lane == 0 && before.cards[int(id - 1)].storageId != last->storageId)
                QCOMPARE(c.cards.at(id), rect);
        checkResult(oneMore, c);
        // A block fading out keeps its group's room while it fades.
        CanvasLayoutInput fading = before;
        fading.cards.erase(std::remove_if(fading.cards.begin(), fading.cards.end(), [](const auto &x) { return x.storageId == 1; }),
                           fading.cards.end());
        fading.blocks[0].reserve = a.groups.at(1).size();
        const CanvasLayoutResult d = CanvasLayout::compute(fading);
        for (const auto &[id, rect] : a.blocks)
            QCOMPARE(d.blocks.at(id), rect);
    }

    // Short groups stack in the room beside a tall one instead of starting a row under it:
    // the lane is as tall as its tallest column, not as the sum of its rows' tallest.
    void shortGroupsStackBesideATallOne()
    {
        CanvasLayoutInput in;
        in.width = 1000;
        in.blocks = {{1, 0, QSizeF(420, 50), {}, {}}, {2, 0, QSizeF(420, 50), {}, {}}, {3, 0, QSizeF(420, 50), {}, {}}};
        in.cards = {{1, 1, 0, QSizeF(200, 260), QPointF(10, 0)}, {2, 2, 0, QSizeF(200, 50), QPointF(10, 0)},
                    {3, 3, 0, QSizeF(200, 50), QPointF(10, 0)}};
        const CanvasLayoutResult packed = CanvasLayout::compute(in);
        checkResult(in, packed);
        QCOMPARE(packed.groups.at(3).left(), packed.groups.at(2).left());                 // under the second,
        QVERIFY(packed.groups.at(3).top() >= packed.groups.at(2).bottom());
        QVERIFY(packed.groups.at(3).bottom() <= packed.groups.at(1).bottom());            // beside the first
        QVERIFY(packed.groups.at(3).left() >= packed.groups.at(1).right());
        in.rows = true;
        const CanvasLayoutResult rows = CanvasLayout::compute(in);
        checkResult(in, rows);
        QCOMPARE(rows.groups.at(3).left(), rows.groups.at(1).left()); // a row of its own
        QVERIFY(packed.bounds.height() < rows.bounds.height() - 100);
    }

    // A lane's label takes only its top-right corner: groups are packed from the left beside
    // it, and under it where they need the room; in rows it has a row of its own.
    void labelTakesTheTopRightCorner()
    {
        CanvasLayoutInput in;
        in.width = 1000;
        in.laneHeaderHeight[1] = 30;
        in.laneLabel[1] = QSizeF(320, 27);
        in.blocks = {{1, 1, QSizeF(300, 50), {}, {}}};
        in.cards = {{1, 1, 1, QSizeF(140, 60), QPointF(10, 0)}};
        const CanvasLayoutResult beside = CanvasLayout::compute(in);
        checkResult(in, beside);
        const QRectF lane = beside.lanes[1], group = beside.groups.at(1);
        QVERIFY(beside.labelRight[1]);
        QCOMPARE(group.top(), lane.top() + CanvasLayout::kLanePadding); // up in the label's row,
        QCOMPARE(group.left(), lane.left() + CanvasLayout::kLanePadding); // from the left,
        QVERIFY(group.right() <= lane.right() - in.laneLabel[1].width());  // clear of the label
        QCOMPARE(lane.bottom(), group.bottom() + CanvasLayout::kLanePadding);

        in.blocks[0].size = QSizeF(800, 50); // as wide as the label leaves no room for: under it
        const CanvasLayoutResult under = CanvasLayout::compute(in);
        checkResult(in, under);
        QVERIFY(under.groups.at(1).top() >= under.lanes[1].top() + in.laneLabel[1].height());

        in.rows = true; // the autograd overlay's rows keep the label's row
        const CanvasLayoutResult rows = CanvasLayout::compute(in);
        checkResult(in, rows);
        QVERIFY(!rows.labelRight[1]);
        QCOMPARE(rows.groups.at(1).top(), rows.lanes[1].top() + in.laneHeaderHeight[1]);
    }

    // A block with a narrower, taller shape takes it where that keeps its group in the
    // row; where the low shape fits, the low one.
    void narrowBlockKeepsItsRow()
    {
        CanvasLayoutInput in;
        in.width = 800;
        in.blocks.push_back({1, 0, QSizeF(400, 50), {}, {}});
        in.blocks.push_back({2, 0, QSizeF(400, 50), {}, QSizeF(250, 90)});
        in.cards.push_back({1, 1, 0, QSizeF(180, 54), QPointF(10, 0)});
        in.cards.push_back({2, 2, 0, QSizeF(180, 54), QPointF(10, 0)});
        const CanvasLayoutResult narrow = CanvasLayout::compute(in);
        checkResult(in, narrow);
        QVERIFY(narrow.narrowBlocks.count(2) && !narrow.narrowBlocks.count(1));
        QCOMPARE(narrow.blocks.at(2).size(), QSizeF(250, 90));
        QCOMPARE(narrow.groups.at(2).top(), narrow.groups.at(1).top());
        in.width = 1200;
        const CanvasLayoutResult wide = CanvasLayout::compute(in);
        checkResult(in, wide);
        QVERIFY(wide.narrowBlocks.empty());
        QCOMPARE(wide.blocks.at(2).size(), QSizeF(400, 50));
        QCOMPARE(wide.blocks.at(1), narrow.blocks.at(1)); // what comes before does not move
    }

    void viewCoverage_data()
    {
        QTest::addColumn<QVector<qint64>>("sizes");
        QTest::addColumn<QVector<qint64>>("strides");
        QTest::addColumn<qint64>("offset");
        QTest::addColumn<qint64>("resolution");
        QTest::addColumn<QVector<ElementRange>>("ranges");
        QTest::addColumn<bool>("dense");
        using V = QVector<qint64>;
        QTest::addRow("contiguous") << V{2, 3} << V{3, 1} << qint64(0) << qint64(1) << QVector<ElementRange>{{0, 6}} << true;
        QTest::addRow("transposed-is-all-of-it") << V{3, 2} << V{1, 3} << qint64(0) << qint64(1) << QVector<ElementRange>{{0, 6}} << true;
        QTest::addRow("row") << V{3} << V{1} << qint64(3) << qint64(1) << QVector<ElementRange>{{3, 6}} << true;
        QTest::addRow("column") << V{2} << V{3} << qint64(2) << qint64(1) << QVector<ElementRange>{{2, 3}, {5, 6}} << true;
        QTest::addRow("column-of-a-million-at-pixel-resolution")
            << V{1000} << V{1000} << qint64(999) << qint64(2000) << QVector<ElementRange>{{999, 1000000}} << false;
        QTest::addRow("second-half") << V{500, 1000} << V{1000, 1} << qint64(500000) << qint64(3000)
                                     << QVector<ElementRange>{{500000, 1000000}} << true;
        QTest::addRow("every-other-row") << V{3, 4} << V{8, 1} << qint64(0) << qint64(1) << QVector<ElementRange>{{0, 4}, {8, 12}, {16, 20}}
                                         << true;
        QTest::addRow("numpy-reversed") << V{4} << V{-1} << qint64(3) << qint64(1) << QVector<ElementRange>{{0, 4}} << true;
        QTest::addRow("hundred-million-transposed") << V{10000, 10000} << V{1, 10000} << qint64(0) << qint64(250000)
                                                    << QVector<ElementRange>{{0, 100000000}} << true;
        QTest::addRow("hundred-million-strided-over-budget")
            << V{50000000} << V{2} << qint64(0) << qint64(1) << QVector<ElementRange>{{0, 99999999}} << false;
        QTest::addRow("empty") << V{0, 3} << V{3, 1} << qint64(0) << qint64(1) << QVector<ElementRange>{} << true;
        QTest::addRow("zero-d") << V{} << V{} << qint64(4) << qint64(1) << QVector<ElementRange>{{4, 5}} << true;
    }

    void viewCoverage()
    {
        QFETCH(QVector<qint64>, sizes);
        QFETCH(QVector<qint64>, strides);
        QFETCH(qint64, offset);
        QFETCH(qint64, resolution);
        QFETCH(QVector<ElementRange>, ranges);
        QFETCH(bool, dense);
        const QVector<ElementRange> got = ViewCoverage::ranges(sizes, strides, offset, resolution);
        QCOMPARE(got, ranges);
        for (const ElementRange &r : got)
            QCOMPARE(r.dense(), dense);
    }

    void blockShowsEdgesAndFocus()
    {
        const BlockSlots small = BlockSlots::of(6, CanvasDetail::Full, {}, 4);
        QVERIFY(!small.summarised());
        QCOMPARE(small.shownElements(), (QVector<qint64>{0, 1, 2, 3, 4, 5}));
        QCOMPARE(small.rows(), 2);
        const BlockSlots big = BlockSlots::of(1000000, CanvasDetail::Full, {500500}, 12);
        QVERIFY(big.summarised());
        const QVector<qint64> shown = big.shownElements();
        QCOMPARE(shown.mid(0, 8), (QVector<qint64>{0, 1, 2, 3, 4, 5, 6, 7}));
        QVERIFY(shown.contains(500500) && shown.contains(500498) && shown.contains(500502) && shown.contains(999999));
        QCOMPARE(big.list()[big.slotOf(1000)].gap, true);
        QCOMPARE(big.list()[big.slotOf(1000)].count, qint64(500498 - 8));
        QCOMPARE(big.slotOf(1000000), -1);
        // Less detail: fewer cells, the focused one still among them.
        const BlockSlots minimal = BlockSlots::of(1000000, CanvasDetail::Minimal, {999998}, 12);
        QCOMPARE(minimal.shownElements(), (QVector<qint64>{0, 1, 2, 999997, 999998, 999999}));
        // One or two elements between shown ranges are shown, never hidden behind a gap
        // slot as wide as they are ("⋯ 1 more").
        const BlockSlots near = BlockSlots::of(24, CanvasDetail::Minimal, {18}, 12);
        QCOMPARE(near.shownElements(), (QVector<qint64>{0, 1, 2, 17, 18, 19, 20, 21, 22, 23}));
        QCOMPARE(near.list().size(), 11); // one gap: 3..16
        const BlockSlots two = BlockSlots::of(24, CanvasDetail::Minimal, {17}, 12);
        QCOMPARE(two.shownElements(), (QVector<qint64>{0, 1, 2, 16, 17, 18, 19, 20, 21, 22, 23}));
    }

    void cardShowsTheLogicalShape()
    {
        // print()'s summarisation: the first and last three of each long dimension.
        const LogicalGrid big = LogicalGrid::of({1000, 1000}, 8);
        QVERIFY(big.summarised());
        QCOMPARE(big.columns().size(), 7);
        QCOMPARE(big.columns()[3].gap, true);
        QCOMPARE(big.columns().last().index, qint64(999));
        QCOMPARE(big.cellOf({0, 999}), (std::pair<int, int>{0, 6})); // a[0][999] at the end of row 0
        QCOMPARE(big.cellOf({500, 500}), (std::pair<int, int>{-1, -1}));
        // A focused element is shown where it sits, between elisions.
        const LogicalGrid focused = LogicalGrid::of({1000, 1000}, 8, {500, 500});
        QCOMPARE(focused.rows().size(), 9);
        QCOMPARE(focused.indexAt(4, 4), (QVector<qint64>{500, 500}));
        // Small objects whole; 0-d as one value.
        QCOMPARE(LogicalGrid::of({2, 3}, 8).rows().size(), 2);
        QVERIFY(!LogicalGrid::of({2, 3}, 8).summarised());
        QCOMPARE(LogicalGrid::of({}, 8).cellOf({}), (std::pair<int, int>{0, 0}));
        // Three dimensions: rows are the leading indices.
        const LogicalGrid cube = LogicalGrid::of({2, 2, 3}, 8);
        QCOMPARE(cube.rows().size(), 4);
        QCOMPARE(cube.indexAt(3, 2), (QVector<qint64>{1, 1, 2}));
    }

    void elementAddresses_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("element"); // -1: refused
        QTest::addColumn<QString>("why");
        QTest::addRow("chained") << "na[999][999]" << qint64(999999) << "";
        QTest::addRow("tuple") << "a[1, -1]" << qint64(1999) << "";
        QTest::addRow("transposed") << "t[999][0]" << qint64(999) << "";
        QTest::addRow("out-of-range") << "a[1000][0]" << qint64(-1) << "index 1000 is out of bounds for dimension 0 with size 1000";
        QTest::addRow("numpy-axis") << "na[0][-1001]" << qint64(-1) << "index -1001 is out of bounds for axis 1 with size 1000";
        QTest::addRow("too-few") << "a[3]" << qint64(-1) << "a has 2 dimension(s) (shape (1000, 1000)): give one index for each.";
        QTest::addRow("unknown") << "zz[0]" << qint64(-1) << "No tensor or array is named 'zz'.";
        QTest::addRow("not-a-number") << "a[x][0]" << qint64(-1) << "'x' is not a whole number: an element needs one integer per dimension.";
    }

    void elementAddresses()
    {
        QFETCH(QString, text);
        QFETCH(qint64, element);
        QFETCH(QString, why);
        Session session(tl::CudaMode::Sim);
        QVERIFY(session.execute("import torch\na = torch.zeros(1000, 1000)\nna = a.numpy()\nt = a.t()", ExecOrigin::Script).ok);
        QString reason;
        const auto parsed = ElementAddress::parse(text, &reason);
        const auto target = parsed ? parsed->resolve(session.model(), &reason) : std::nullopt;
        QCOMPARE(target ? target->element : qint64(-1), element);
        QCOMPARE(reason, why);
    }

    // The window at classroom screen sizes: after Fit, canvas text measured on screen is
    // never under 11 px; where everything cannot fit at that size cards show less detail.
    void fitKeepsTextLegible_data()
    {
        QTest::addColumn<QSize>("window");
        QTest::addColumn<int>("objects");
        for (QSize size : {QSize(1280, 720), QSize(1366, 768), QSize(1920, 1080)})
            for (int objects : {2, 8, 20})
                QTest::addRow("%dx%d-%d-objects", size.width(), size.height(), objects) << size << objects;
    }

    void fitKeepsTextLegible()
    {
        QFETCH(QSize, window);
        QFETCH(int, objects);
        MainWindow w(tl::CudaMode::Sim);
        w.resize(window);
        showAndWait(w);
        QVERIFY(w.runConsoleCode(scenario(objects)).ok);
        QCOMPARE(cardNames(w).size(), objects);
        CanvasView *view = w.canvas();
        view->fitToWindow();
        const auto texts = recordTexts(*view);
        const qreal smallest = smallestText(texts);
        QVERIFY(!texts.isEmpty());
        QVERIFY2(smallest >= CanvasFonts::kMinScreenPixels - 0.01, qPrintable(QString::number(smallest)));
        QVERIFY(view->smallestTextPixels() >= CanvasFonts::kMinScreenPixels - 0.01);
        checkLayout(view->canvasScene());
        checkHeadline(view->canvasScene());
        static const char *details[] = {"full", "compact", "minimal"};
        qInfo("%dx%d, %d objects: canvas %dx%d px, zoom %.3f, detail %s, smallest text %.1f px, card title %.1f px, %s",
              window.width(), window.height(), objects, view->viewport()->width(), view->viewport()->height(), view->zoom(),
              details[int(view->canvasScene()->detail())], smallest, 17 * view->zoom(),
              view->canvasScene()->sceneRect().height() * view->zoom() <= view->viewport()->height() + 1 ? "all in view" : "scrolls");
        // Less detail only where the full picture does not fit at legible size.
        if (view->canvasScene()->detail() != CanvasDetail::Full) {
            const qreal lowest = CanvasFonts::kMinScreenPixels / CanvasFonts::kSmallestPixels;
            const QSizeF full = view->canvasScene()->measure(view->maximumViewportSize().width() / lowest, CanvasDetail::Full) * lowest;
            QVERIFY(full.width() > view->maximumViewportSize().width() || full.height() > view->maximumViewportSize().height());
        }
    }

    // The lesson at classroom sizes: every card says its name, shape, dtype and device (and
    // the flags that differ from the defaults), text is at least 11 px on screen, and after
    // Fit the whole picture is in view, the last statement's headline, written cell and lit
    // cards with it; at 1920x1080 with every card's values.
    void lessonFits_data()
    {
        QTest::addColumn<QSize>("window");
        for (QSize size : {QSize(1280, 720), QSize(1366, 768), QSize(1920, 1080)})
            QTest::addRow("%dx%d", size.width(), size.height()) << size;
    }

    void lessonFits()
    {
        QFETCH(QSize, window);
        MainWindow w(tl::CudaMode::Sim);
        openLesson(w, window, false);
        CanvasView *view = w.canvas();
        CanvasScene *scene = view->canvasScene();
        const qreal smallest = smallestText(recordTexts(*view));
        const QRectF visible = view->mapToScene(view->viewport()->rect()).boundingRect().adjusted(-1, -1, 1, 1);
        const QRectF picture = scene->sceneRect();
        const QRectF seen = visible & picture;
        int withValues = 0;
        for (ObjectCardItem *card : scene->itemsOfType<ObjectCardItem>())
            withValues += card->face().values ? 1 : 0;
        qInfo("%dx%d: canvas %dx%d px, zoom %.3f, smallest text %.1f px, %d of 9 cards with values, picture %.0fx%.0f px, "
              "%.0f%% of it in view",
              window.width(), window.height(), view->viewport()->width(), view->viewport()->height(), view->zoom(), smallest, withValues,
              picture.width() * view->zoom(), picture.height() * view->zoom(),
              100 * seen.width() * seen.height() / (picture.width() * picture.height()));
        qInfo("  without any values: %.0f px tall", scene->measure(view->viewport()->width() / view->zoom(), CanvasDetail::Minimal, false).height() * view->zoom());

        struct Expect {
            const char *name, *shape, *device, *flag;
        };
        const Expect cards[] = {{"a", "(2, 3)", "cpu", nullptr},    {"na", "(2, 3)", "cpu", nullptr},
                                {"b", "(3, 2)", "cpu", nullptr},    {"c", "(3,)", "cpu", nullptr},
                                {"d", "(2, 3)", "cpu", nullptr},    {"g", "(2, 3)", "cuda:0", nullptr},
                                {"h", "(2, 3)", "cuda:0", nullptr}, {"w", "(3,)", "cpu", "requires_grad=True"},
                                {"nw", "(3,)", "cpu", nullptr}};
        for (const Expect &e : cards) {
            ObjectCardItem *card = scene->cardForName(e.name);
            QVERIFY2(card, e.name);
            const QString text = paintedText(card, *view);
            for (const char *part : {e.name, e.shape, "float32", e.device})
                QVERIFY2(text.contains(QLatin1String(part)), qPrintable(QStringLiteral("%1 does not show %2: %3").arg(e.name, part, text)));
            if (e.flag)
                QVERIFY2(text.contains(QLatin1String(e.flag)), qPrintable(text));
            // Flags at their defaults are not spelled out.
            QVERIFY2(!text.contains(QLatin1String("grad_fn")) && !text.contains(QLatin1String("_version")), qPrintable(text));
        }
        // The write's cards keep their values longest: they show the 7.
        for (const char *name : {"a", "na", "b"})
            QVERIFY2(scene->cardForName(name)->face().values, name);
        if (window.width() >= 1920)
            QCOMPARE(withValues, 9); // room for every card's values
        QVERIFY2(smallest >= CanvasFonts::kMinScreenPixels - 0.01, qPrintable(QString::number(smallest)));
        checkLayout(scene);
        checkHeadline(scene);
        // The last statement in view: its headline, the written cell and the cards it lit.
        StorageBlockItem *block = scene->blockForStorage(w.session()->model().objectForName("na")->storageId);
        QVERIFY(visible.contains(scene->caption()->sceneBoundingRect()));
        QVERIFY(visible.contains(block->mapRectToScene(block->cellRect(1))));
        for (const char *name : {"a", "na", "b"})
            QVERIFY2(visible.contains(scene->cardForName(name)->sceneBoundingRect()), name);
        // Nothing to scroll to, on a laptop's screen too: both memories in view.
        QVERIFY(visible.contains(scene->laneForDevice(tl::Device::cpu())->rect()));
        QVERIFY(visible.contains(scene->laneForDevice(tl::Device::cuda(0))->rect()));
        QVERIFY(visible.contains(picture));
    }

    // Projector mode at 1280x720: text at least 18 px, at most two screens of picture, and
    // Fit shows the last statement: its headline, the written cell and its cards.
    void lessonInProjectorMode()
    {
        MainWindow w(tl::CudaMode::Sim);
        openLesson(w, QSize(1280, 720), true);
        CanvasView *view = w.canvas();
        CanvasScene *scene = view->canvasScene();
        QVERIFY(view->isProjector());
        const qreal smallest = smallestText(recordTexts(*view));
        const qreal screens = scene->sceneRect().height() * view->zoom() / view->viewport()->height();
        qInfo("projector 1280x720: canvas %dx%d px, zoom %.3f, smallest text %.1f px, %.2f screens", view->viewport()->width(),
              view->viewport()->height(), view->zoom(), smallest, screens);
        QVERIFY2(smallest >= CanvasFonts::kProjectorMinScreenPixels - 0.01, qPrintable(QString::number(smallest)));
        QVERIFY2(screens <= 2.0, qPrintable(QString::number(screens)));
        checkLayout(scene);
        const QRectF visible = view->mapToScene(view->viewport()->rect()).boundingRect().adjusted(-1, -1, 1, 1);
        const quint64 storage = w.session()->model().objectForName("na")->storageId;
        StorageBlockItem *block = scene->blockForStorage(storage);
        QVERIFY(visible.contains(block->mapRectToScene(block->cellRect(1))));
        QVERIFY(visible.intersects(scene->cardForName("na")->sceneBoundingRect()));
    }

    // A headline of three lines and more: wrapped, as tall as it needs, nothing drawn over it.
    void longHeadlineIsNotClipped()
    {
        MainWindow w(tl::CudaMode::Sim);
        w.resize(1280, 720);
        showAndWait(w);
        QVERIFY(w.runConsoleCode(scenario(8)).ok);
        // More views of the written element, so the headline is long in any face.
        QVERIFY(w.runConsoleCode("v = a[1:]\nvt = a.T\nnv = na[1]\nnw = na.reshape(12)").ok);
        QVERIFY(w.runConsoleCode("a[1][2] = 5").ok); // "a[1][2] = 5 also changed b[2][1], c[2], ...: same storage #1"
        CanvasScene *scene = w.canvas()->canvasScene();
        w.canvas()->fitToWindow();
        QVERIFY(QFontMetricsF(CanvasFonts::caption()).horizontalAdvance(scene->caption()->sentence()) > scene->caption()->boundingRect().width());
        QVERIFY(scene->caption()->boundingRect().height() > 2 * QFontMetricsF(CanvasFonts::caption()).height());
        checkHeadline(scene);
        checkLayout(scene);
    }

    // After a manual zoom, a new card is laid out within the width on screen and scrolled to;
    // pinned, the view stays where it is.
    // Where Fit cannot show everything at a legible size it scrolls, down to the newest
    // object (what the headline talks about), not back to the top.
    void fitScrollsToTheNewest()
    {
        MainWindow w(tl::CudaMode::Sim);
        w.resize(1280, 720);
        showAndWait(w);
        QVERIFY(w.runConsoleCode(scenario(20)).ok);
        QVERIFY(w.runConsoleCode("last = torch.ones(3)").ok);
        CanvasView *view = w.canvas();
        view->verticalScrollBar()->setValue(0);
        QTest::keyClick(&w, Qt::Key_9, Qt::ControlModifier); // View > Fit to window
        QVERIFY(view->followsFit());
        QVERIFY(view->verticalScrollBar()->maximum() > 0); // the picture does not fit whole
        const QRectF visible = view->mapToScene(view->viewport()->rect()).boundingRect();
        QVERIFY(visible.contains(view->canvasScene()->cardForName("last")->sceneBoundingRect()));
    }

    void newCardsAppearInView()
    {
        MainWindow w(tl::CudaMode::Sim);
        w.resize(1366, 768);
        showAndWait(w);
        QVERIFY(w.runConsoleCode(scenario(8)).ok);
        CanvasView *view = w.canvas();
        for (int i = 0; i < 3; ++i)
            QTest::keyClick(&w, Qt::Key_Equal, Qt::ControlModifier); // View > Zoom in
        QVERIFY(!view->followsFit());
        QVERIFY(view->zoom() > 1.4);
        QVERIFY(w.runConsoleCode("z1 = torch.ones(3)").ok);
        const QRectF visible = view->mapToScene(view->viewport()->rect()).boundingRect();
        QVERIFY(visible.contains(view->canvasScene()->cardForName("z1")->sceneBoundingRect()));
        QTest::keyClick(&w, Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier); // View > Pin the view
        QVERIFY(view->isPinned());
        view->verticalScrollBar()->setValue(0);
        QVERIFY(w.runConsoleCode("z2 = torch.ones(3)").ok);
        QCOMPARE(view->verticalScrollBar()->value(), 0);
        // Actual size, then zoom out: the keys reach the view's slots.
        QTest::keyClick(&w, Qt::Key_0, Qt::ControlModifier);
        QCOMPARE(view->zoom(), 1.0);
        QTest::keyClick(&w, Qt::Key_Minus, Qt::ControlModifier);
        QVERIFY(view->zoom() < 1.0);
    }
};

QTEST_MAIN(TestCanvasLayout)
#include "tst_canvas_layout.moc"
